## Konsola (bot/console.py): nieobecni gracze, zegar ruchów i upływ czasu.
## Pozostałe słowa konsoli są w bot.ftl (bot-console-*).

bot-console-help-absent = Nieobecni gracze i zegar ruchów:
      new GRA clock=GODZINY [reserve=DNI] [vacation=DNI]
                                 (zegar ruchów: GODZINY na decyzję, potem rezerwa DNI na gracza; DNI urlopu na gracza)
      clock [GODZINY [REZERWA [URLOP]]]
                                 (gospodarz zmienia zegar ruchów w lobby, także jako `clock limit=24 reserve=2 vacation=7`; 0 albo off: bez; samo `clock` go pokazuje)
      vacation DNI               twój zegar i przypomnienia dla ciebie stają na DNI dni
      back                       wcześniejszy powrót z urlopu albo odzyskanie miejsca, na którym gra bot
      resign                     poddajesz grę: za ciebie gra bot (`resign yes`, aby potwierdzić)
      remove IMIĘ                gospodarz usuwa gracza, któremu skończył się czas; za niego gra bot
      replace IMIĘ NOWY          NOWY (nowe imię) przejmuje miejsce gracza IMIĘ: po przekroczeniu czasu, od bota albo twoje własne
      wait, botplays             po przekroczeniu czasu stół czeka jeszcze raz albo oddaje miejsce botowi
      advance [GODZINY | DNId]   upływ czasu (`advance 30`, `advance 2d`), potem sprawdzenie zegarów i przypomnień
bot-console-resign-confirm = Poddać tę grę? Od tej chwili za ciebie gra bot, a stół może przekazać twoje miejsce zastępcy. Wpisz `resign yes`, aby potwierdzić.
bot-console-timeout-choose = (Pozostali wybierają: `wait`, aby poczekać jeszcze raz, `botplays`, aby za gracza grał bot, albo `replace IMIĘ NOWY`, aby przekazać miejsce zastępcy.)
bot-console-clock-usage = Zegar ruchów zapisuje się jako `clock GODZINY [DNI_REZERWY] [DNI_URLOPU]` albo `clock limit=24 reserve=2 vacation=7` (w `new`: `clock=24 reserve=2 vacation=7`), liczbami całkowitymi; 0 albo off: bez.
bot-console-vacation-usage = Na jak długo? Wpisz `vacation` i liczbę dni, na przykład `vacation 3`.
bot-console-remove-who = Kogo? Wpisz `remove` i imię gracza.
bot-console-replace-usage = Czyje miejsce i kto je przejmuje? Wpisz `replace`, imię gracza i imię zastępcy, na przykład `replace bob dan`.
bot-console-advance-usage = Ile czasu? Wpisz `advance` i liczbę godzin albo dni z literą d: `advance 30`, `advance 2d` (najwyżej { $max ->
    [one] 1 dzień
   *[other] { $max } dni
} naraz).
bot-console-advance-fixed = Zegar tej konsoli idzie z rzeczywistym czasem i nie da się go przesunąć.
bot-console-advanced = { $hours ->
    [0] Sprawdzam zegary
    [one] Mija 1 godzina
    [few] Mijają { $hours } godziny
   *[many] Mija { $hours } godzin
}: jest teraz { $time }.
