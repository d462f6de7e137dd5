## Stół w sieci (bot/web): strony, linki publikowane przez bota, python -m bot web.

## Linki w poczekalni, na pierwszej planszy, w /gra plansza i /zasłonka
web-table-link = Stół w sieci: { $url }
web-hand-link = Twoja zasłonka w przeglądarce (prywatny link, tylko dla ciebie, ważny przez { $hours ->
    [one] godzinę
    [few] { $hours } godziny
   *[other] { $hours } godzin
}): { $url }

## python -m bot web
web-cli-listening = Stoły są dostępne pod { $url } (Ctrl-C zatrzymuje).
web-cli-game = { $game } #{ $table } ({ $status ->
    [lobby] w poczekalni
    [active] w toku
    [finished] zakończona
   *[other] porzucona
}): { $url }
web-cli-none = W { $database } nie ma jeszcze otwartych ani zakończonych gier: rozegraj jedną (python -m bot demo) i uruchom to ponownie.
web-cli-more = …i jeszcze { $count ->
    [one] 1 gra
    [few] { $count } gry
   *[other] { $count } gier
}.
web-cli-bad-port = Port musi być liczbą od 1 do 65535.

## Strony
web-page-title = { $game } · stół #{ $table }
web-status = { $status ->
    [lobby] W poczekalni
    [active] W toku
    [finished] Zakończona
   *[other] Porzucona
}
web-languages = Język
web-board = Plansza
web-board-alt = Plansza gry { $game }: { $turn }
web-board-open = Otwórz sam obraz
web-zoom-in = Powiększ
web-zoom-out = Pomniejsz
web-zoom-fit = Dopasuj
web-history = Historia
web-history-setup = przygotowanie
web-history-turn = tura { $turn } z { $turns }
web-history-show = Pokaż
web-history-first = Początek
web-history-previous = Poprzednia tura
web-history-next = Następna tura
web-history-now = Teraz
web-now = Teraz
web-players = Gracze
web-result = Wyniki końcowe
web-scores-alt = Wyniki końcowe gry { $game }, kategoria po kategorii
web-replay = Animowana powtórka
web-replay-alt = Animowana powtórka gry { $game }: plansza na koniec każdej tury
web-log = Co się wydarzyło
web-log-setup = Przygotowanie
web-log-turn = Tura { $turn } · runda { $round }
web-log-now = Ta tura do tej pory
web-log-empty = Jeszcze nic.
web-lobby = Gra jeszcze się nie zaczęła. Gracze do tej pory: { $players }.
web-live = Ta strona śledzi grę: nowe ruchy pojawiają się same.
web-no-script = Odśwież stronę, aby zobaczyć nowe ruchy.
web-home = Do stołów tego bota prowadzą linki, które publikuje na Discordzie.

## Prywatna zasłonka
web-hand-title = Zasłonka gracza { $player } · { $game }
web-hand-alt = Co jest za zasłonką gracza { $player }
web-hand-note = Prywatny link tylko dla gracza { $player }: działa do { $until } (UTC) i tylko dopóki miejsce należy do niego. Nie udostępniaj go.
web-hand-back = Stół

## Odmowy: zwykła strona, nic więcej
web-error-title = { $status ->
    [400] Błędne żądanie
    [403] Już nieważny
    [404] Nie znaleziono
    [405] Niedozwolone
    [410] Wygasł
    [414] Za długi adres
    [429] Za dużo żądań
   *[other] Zajęty
}
web-error-text = { $status ->
    [400] Tego żądania nie da się odczytać.
    [403] Ten prywatny link już nie działa: to miejsce nie jest już w twoich rękach. Poproś o zasłonkę ponownie (/zasłonka).
    [404] Pod tym adresem nic nie ma.
    [405] Tu można tylko oglądać.
    [410] Ten prywatny link wygasł. Poproś o zasłonkę ponownie (/zasłonka), aby dostać nowy.
    [414] Ten adres jest za długi.
    [429] Za dużo żądań z twojego adresu: odczekaj kilka sekund i spróbuj ponownie.
   *[other] Serwer jest zajęty: spróbuj ponownie za chwilę.
}
