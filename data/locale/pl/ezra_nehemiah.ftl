## Ezdrasz i Nehemiasz. Nazwy elementów z data/ezra_nehemiah.
## Z instrukcji: Brama Zbiórki, Brama Wschodnia, Brama Doliny, Końska Brama, Brama Fontanny, bohaterowie
## (Zerubabel, Ezdrasz, Nehemiasz), prorocy (Zachariasz, Aggeusz), typy płytek rozwoju (strażnicy,
## robotnicy, rolnicy, handlarze, starsi) i warunki punktacji szabatu. Owcza i Stara Brama: słownik
## specyfikacji; Brama Wodna, Gnojna i Rybna: Księga Nehemiasza; pozostałe nazwy są nasze (rozdział 15).
## Terminy z instrukcji: PZ, Lewita, skryba, strażnik bramy, Tor Ołtarza, złote pole, płytka rozwoju,
## odwrócić (płytkę), błogosławieństwo (pomarańczowe, purpurowe, czerwone), Prawo (Tora), szabat.
## Nazwy wielowyrazowe małą literą poza nazwami własnymi (bramy, Prawo, Przybytek).

ezra_nehemiah-title = Ezdrasz i Nehemiasz

## Kolory graczy (rules.toml colours)

ezra_nehemiah-colour-turquoise = turkusowy
ezra_nehemiah-colour-red = czerwony
ezra_nehemiah-colour-violet = fioletowy
ezra_nehemiah-colour-yellow = żółty

## Bramy, zgodnie z ruchem wskazówek zegara od lewego górnego rogu (board.toml)

ezra_nehemiah-gate-SHEEP = Owcza Brama
ezra_nehemiah-gate-MUSTER = Brama Zbiórki
ezra_nehemiah-gate-EAST = Brama Wschodnia
ezra_nehemiah-gate-HORSE = Końska Brama
ezra_nehemiah-gate-WATER = Brama Wodna
ezra_nehemiah-gate-FOUNTAIN = Brama Fontanny
ezra_nehemiah-gate-DUNG = Brama Gnojna
ezra_nehemiah-gate-VALLEY = Brama Doliny
ezra_nehemiah-gate-OLD = Stara Brama
ezra_nehemiah-gate-FISH = Brama Rybna

## Karty postaci (cards.toml); każdy kolor ma te same dziesięć

ezra_nehemiah-character-C01 = Opiekun ognia
ezra_nehemiah-character-C02 = Śpiewak świątynny
ezra_nehemiah-character-C03 = Kamieniarz
ezra_nehemiah-character-C04 = Wartownik
ezra_nehemiah-character-C05 = Kopista
ezra_nehemiah-character-C06 = Właściciel ziemski
ezra_nehemiah-character-C07 = Nauczyciel Prawa
ezra_nehemiah-character-C08 = Psalmista
ezra_nehemiah-character-C09 = Pielgrzym
ezra_nehemiah-character-C10 = Herold

## Karty Bohaterów i prorocy

ezra_nehemiah-hero-HZ = Zerubabel
ezra_nehemiah-hero-HE = Ezdrasz
ezra_nehemiah-hero-HN = Nehemiasz
ezra_nehemiah-prophet-zechariah = Zachariasz
ezra_nehemiah-prophet-haggai = Aggeusz

## Punktacja kart postaci podczas szabatu (cards.toml condition)

ezra_nehemiah-condition-K01 = 1 PZ za każde pomarańczowe błogosławieństwo
ezra_nehemiah-condition-K02 = 1 PZ + 1 PZ za każdego skrybę
ezra_nehemiah-condition-K03 = 1 PZ za każdego Lewitę
ezra_nehemiah-condition-K04 = 1 PZ za każde czerwone błogosławieństwo
ezra_nehemiah-condition-K05 = 1 PZ za każde osiągnięte złote pole Toru Ołtarza
ezra_nehemiah-condition-K06 = 1 PZ + 1 PZ za każdą odwróconą płytkę rozwoju
ezra_nehemiah-condition-K07 = 1 PZ za każde purpurowe błogosławieństwo
ezra_nehemiah-condition-K08 = 1 PZ + 1 PZ za każdego strażnika bramy
ezra_nehemiah-condition-K09 = 1 PZ za każdy mur odbudowany przez ciebie
ezra_nehemiah-condition-K10 = PZ z rzędów 2 najwyżej położonych skrybów

## Płytki rozwoju: pięć typów, potem każda płytka (tiles.toml)

ezra_nehemiah-tile-type-guard = Strażnicy
ezra_nehemiah-tile-type-labourer = Robotnicy
ezra_nehemiah-tile-type-farmer = Rolnicy
ezra_nehemiah-tile-type-merchant = Handlarze
ezra_nehemiah-tile-type-elder = Starsi
ezra_nehemiah-tile-GU1 = Wieża strażnicza
ezra_nehemiah-tile-GU2 = Spichlerz
ezra_nehemiah-tile-GU3 = Zbrojownia
ezra_nehemiah-tile-GU4 = Posterunek
ezra_nehemiah-tile-LA1 = Brygada z kamieniołomu
ezra_nehemiah-tile-LA2 = Brygada drwali
ezra_nehemiah-tile-LA3 = Smolarze
ezra_nehemiah-tile-LA4 = Tragarze
ezra_nehemiah-tile-FA1 = Gaj oliwny
ezra_nehemiah-tile-FA2 = Pole pszenicy
ezra_nehemiah-tile-FA3 = Piekarnia
ezra_nehemiah-tile-FA4 = Winnica
ezra_nehemiah-tile-MR1 = Karawana
ezra_nehemiah-tile-MR2 = Handlarz kadzidłem
ezra_nehemiah-tile-MR3 = Stragan skrybów
ezra_nehemiah-tile-MR4 = Gospoda dla podróżnych
ezra_nehemiah-tile-EL1 = Starsi Przybytku
ezra_nehemiah-tile-EL2 = Starsi u bramy
ezra_nehemiah-tile-EL3 = Starsi Prawa
ezra_nehemiah-tile-EL4 = Rada starszych

## Opcje (16.1)

ezra_nehemiah-option-altar-card = Strona karty ołtarza (losowa albo jedna z AC1-A, AC1-B, AC2-A, AC2-B)
ezra_nehemiah-option-solo-side = Strona planszy solo (A: standardowa, B: trudniejsza)

## Przygotowanie: strażnicy bram (3.4, 13.1, D01)

ezra_nehemiah-ask-gatekeeper = { $total ->
    [1] Postaw swojego strażnika bramy na wolnej narożnej bramie.
   *[other] Postaw swojego strażnika bramy ({ $number } z { $total }) na wolnej narożnej bramie.
}
ezra_nehemiah-opt-gate = { $gate }
ezra_nehemiah-ev-gatekeeper = { $player } stawia strażnika bramy: { $gate }.
ezra_nehemiah-ev-gatekeeper-opponent = Przeciwnik stawia strażnika bramy: { $gate }.
ezra_nehemiah-ev-neutral-corner = { $gate } pozostaje pusta: to brama neutralna.
ezra_nehemiah-error-gate-not-free = { $gate } nie jest wolną narożną bramą.

## --- Komunikaty gry (engine/ezra_nehemiah): zdarzenia, pytania, opcje i powody odmowy. Nazwy, dobra,
## efekty i gracze trafiają tu już przetłumaczone, w mianowniku; listy łączy przecinek. Dlatego zdania
## są budowane tak, by mianownik pasował (zwykle po dwukropku: „otrzymuje: 2 kamienie”). Przeciwnik
## (gra solo) jest graczem jak każdy inny: { $player } może go nazywać. Zdarzenia w czasie teraźniejszym
## (bez rodzaju gramatycznego gracza).
## Słownik: srebrnik (moneta, 1 srebrnika w dopełnieniu), chleb (żywność), zasoby: złoto, kamień,
## drewno, popiół (1 popiół, 2 popioły, 5 popiołów); sztandar (czerwony, szary, niebieski, dowolny),
## akcja główna, akcja pomocnicza, handlarz, starszy, rolnik, robotnik (również płytka Robotnicy),
## zapas (twój) i zapas główny (także na obrazach; nie „zasoby”, bo zasoby to surowce), ołtarz (kostki:
## „kładzie na ołtarzu”) i Tor Ołtarza („ruch na Torze Ołtarza”, „prowadzi na Torze Ołtarza”), srebrnik i chleb
## także na obrazach, efekt natychmiastowy karty muru, ruch namiotu, wyrok proroków, przygotowanie do
## szabatu, schować kartę (pod kartę pomocy), karta muru, talia kart muru, płytka zwoju, gruz,
## odbudować, połączenie, karta skupienia i karta schematu (solo).
## Kolor sztandaru to wyrażenie przyimkowe („w kolorze czerwonym”, „w dowolnym kolorze”), żeby pasowało
## do każdej liczby: „1 sztandar w kolorze czerwonym”, „5 sztandarów w dowolnym kolorze”. W kosztach
## (etykiety opcji do 100 znaków) sam przymiotnik: „5 szarych + 2 kamienie”, „6 niebieskich + 1 złoto”.

ezra_nehemiah-automa = Przeciwnik
ezra_nehemiah-nothing = nic
ezra_nehemiah-nobody = nikt

## Wartości opcji w lobby (ezra_nehemiah-option-{nazwa}-{wartość})

ezra_nehemiah-option-altar_card-random = losowa
ezra_nehemiah-option-altar_card-AC1-A = karta 1, strona A
ezra_nehemiah-option-altar_card-AC1-B = karta 1, strona B
ezra_nehemiah-option-altar_card-AC2-A = karta 2, strona A
ezra_nehemiah-option-altar_card-AC2-B = karta 2, strona B
ezra_nehemiah-option-solo_side-A = A (standardowa)
ezra_nehemiah-option-solo_side-B = B (trudniejsza)

## Dobra: srebrniki, chleb i cztery zasoby (lista dóbr łączona przecinkami)

ezra_nehemiah-good-coin = { $n ->
    [one] { $n } srebrnik
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
ezra_nehemiah-good-bread = { $n ->
    [one] { $n } chleb
    [few] { $n } chleby
    [many] { $n } chlebów
   *[other] { $n } chleba
}
ezra_nehemiah-good-gold = { $n ->
    [one] { $n } złoto
   *[other] { $n } złota
}
ezra_nehemiah-good-stone = { $n ->
    [one] { $n } kamień
    [few] { $n } kamienie
    [many] { $n } kamieni
   *[other] { $n } kamienia
}
ezra_nehemiah-good-wood = { $n ->
    [one] { $n } drewno
   *[other] { $n } drewna
}
ezra_nehemiah-good-ash = { $n ->
    [one] { $n } popiół
    [few] { $n } popioły
    [many] { $n } popiołów
   *[other] { $n } popiołu
}

## Zasób bez liczby ($n wybiera tylko formę: „kamień”, „3 kamienie”)

ezra_nehemiah-cube-gold = { $n ->
    [one] złoto
   *[other] złota
}
ezra_nehemiah-cube-stone = { $n ->
    [one] kamień
    [few] kamienie
    [many] kamieni
   *[other] kamienia
}
ezra_nehemiah-cube-wood = { $n ->
    [one] drewno
   *[other] drewna
}
ezra_nehemiah-cube-ash = { $n ->
    [one] popiół
    [few] popioły
    [many] popiołów
   *[other] popiołu
}

## Sztandary, błogosławieństwa, akcje główne

ezra_nehemiah-banner-red = w kolorze czerwonym
ezra_nehemiah-banner-grey = w kolorze szarym
ezra_nehemiah-banner-blue = w kolorze niebieskim
ezra_nehemiah-banner-wild = w dowolnym kolorze
ezra_nehemiah-blessing-orange = pomarańczowe
ezra_nehemiah-blessing-purple = purpurowe
ezra_nehemiah-blessing-red = czerwone
ezra_nehemiah-blessing-wild = dowolne
ezra_nehemiah-action-temple = Świątynia i ołtarz
ezra_nehemiah-action-walls = Gruz, mury i bramy
ezra_nehemiah-action-torah = Prawo i namioty

## Efekty (13 czasowników z zasad, 19.1); lista efektów to ezra_nehemiah-fx-list

ezra_nehemiah-fx-list = { $items }
ezra_nehemiah-fx-gain = { $goods }
ezra_nehemiah-fx-resource = { $n ->
    [one] 1 zasób do wyboru
    [few] { $n } zasoby do wyboru
    [many] { $n } zasobów do wyboru
   *[other] { $n } zasobu do wyboru
}
ezra_nehemiah-fx-resource-of = { $n ->
    [one] 1 zasób ({ $types })
    [few] { $n } zasoby ({ $types })
    [many] { $n } zasobów ({ $types })
   *[other] { $n } zasobu ({ $types })
}
ezra_nehemiah-fx-vp = { $n } PZ
ezra_nehemiah-fx-lose-vp = utrata { $n } PZ
ezra_nehemiah-fx-pay-food = { $n ->
    [one] oddanie 1 chleba
    [few] oddanie { $n } chlebów
    [many] oddanie { $n } chlebów
   *[other] oddanie { $n } chleba
}
ezra_nehemiah-fx-worker = { $n ->
    [one] 1 robotnik
    [few] { $n } robotników
    [many] { $n } robotników
   *[other] { $n } robotnika
}
ezra_nehemiah-fx-blessing = { $n ->
    [one] 1 { $colour } błogosławieństwo
    [few] { $n } { $colour } błogosławieństwa
    [many] { $n } błogosławieństw ({ $colour })
   *[other] { $n } błogosławieństwa ({ $colour })
}
ezra_nehemiah-fx-banners = { $n ->
    [one] 1 sztandar { $colour }
    [few] { $n } sztandary { $colour }
    [many] { $n } sztandarów { $colour }
   *[other] { $n } sztandaru { $colour }
}
ezra_nehemiah-fx-altar = { $n ->
    [one] 1 ruch na Torze Ołtarza
    [few] { $n } ruchy na Torze Ołtarza
    [many] { $n } ruchów na Torze Ołtarza
   *[other] { $n } ruchu na Torze Ołtarza
}
ezra_nehemiah-fx-tent = { $n ->
    [one] 1 ruch namiotu
    [few] { $n } ruchy namiotu
    [many] { $n } ruchów namiotu
   *[other] { $n } ruchu namiotu
}
ezra_nehemiah-fx-retrieve = { $n ->
    [one] odzyskanie handlarza lub starszego
   *[other] odzyskanie { $n } handlarzy lub starszych
}
ezra_nehemiah-fx-free-flip = { $n ->
    [one] darmowe odwrócenie płytki rozwoju
    [few] { $n } darmowe odwrócenia płytek rozwoju
    [many] { $n } darmowych odwróceń płytek rozwoju
   *[other] { $n } darmowego odwrócenia płytek rozwoju
}
ezra_nehemiah-fx-choose = jedno z: { $options }
ezra_nehemiah-fx-option = ({ $effects })

## Miejsca i pionki

ezra_nehemiah-wall = Mur { $wall }
ezra_nehemiah-grid-tile = płytka { $n } w rzędzie { $row }
ezra_nehemiah-slot-merchant = handlarza z pola { $n }
ezra_nehemiah-slot-elder = starszego z pola { $n }
ezra_nehemiah-role-merchant = handlarzy
ezra_nehemiah-role-elder = starszych
ezra_nehemiah-group-farmer = Rolnicy
ezra_nehemiah-group-labourer = Robotnicy
ezra_nehemiah-zone-behind = za Zachariaszem
ezra_nehemiah-zone-between = między prorokami
ezra_nehemiah-zone-ahead = przed Aggeuszem
ezra_nehemiah-cost-rebuild = { $grey ->
    [one] 1 szary
    [few] { $grey } szare
    [many] { $grey } szarych
   *[other] { $grey } szarego
} + { $cubes }

## Dokąd trafia srebrnik dla strażnika bramy przy handlu (także odbiorca opłat za skrybę)

ezra_nehemiah-keeper-own = nikt – własna brama
ezra_nehemiah-keeper-card = karta bramy
ezra_nehemiah-keeper-supply = zapas główny
ezra_nehemiah-keeper-player = { $player }

## Handel na kartach postaci

ezra_nehemiah-trade-gate = { $gate }: { $upper } albo { $lower }
ezra_nehemiah-trade-option = { $pay ->
    [0] { $gain }
    [one] { $pay } srebrnik → { $gain }
    [few] { $pay } srebrniki → { $gain }
    [many] { $pay } srebrników → { $gain }
   *[other] { $pay } srebrnika → { $gain }
}
ezra_nehemiah-trade-convert = sprzedaż – { $rates }
ezra_nehemiah-rate = { $cube } → { $coins ->
    [one] { $coins } srebrnik
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
}

## Płytki zwojów (tiles.toml; nazwy nasze, zasady 12.1-12.3)

ezra_nehemiah-scroll-SG1 = Zwój oszczędności (na koniec 1 PZ za 3 srebrniki)
ezra_nehemiah-scroll-SG2 = Zwój błogosławieństw (1 PZ za każdy komplet)
ezra_nehemiah-scroll-SG3 = Zwój ludu (1 PZ za 3 robotników na planszy)
ezra_nehemiah-scroll-SG4 = Zwój budowniczych (1 PZ za 3 mury lub bramy)
ezra_nehemiah-scroll-SG5 = Zwój Świątyni (1 PZ za pełny rząd Świątyni)
ezra_nehemiah-scroll-SG6 = Zwój nauczycieli (1 PZ za skrybę w rzędach 1–3)
ezra_nehemiah-scroll-SG7 = Zwój mędrców (2 PZ za skrybę w górnym rzędzie)
ezra_nehemiah-scroll-SG8 = Zwój pamięci (karty z ręki punktują na koniec)
ezra_nehemiah-scroll-SW01 = Zwój żniw (rolnicy i robotnicy nie jedzą)
ezra_nehemiah-scroll-SW02 = Zwój targu (handlarze i strażnicy bram nie jedzą)
ezra_nehemiah-scroll-SW03 = Zwój postu (skrybowie nie jedzą)
ezra_nehemiah-scroll-SW04 = Zwój drogi (ruch namiotu o 2+ pola: o 1 dalej)
ezra_nehemiah-scroll-SW05 = Zwój rodu (szabat: 1 robotnik i 1 zasób)
ezra_nehemiah-scroll-SW06 = Zwój ofiar (szabat: 3 ruchy na Torze Ołtarza)
ezra_nehemiah-scroll-SW07 = Zwój pielgrzymki (szabat: namiot o 2 pola)
ezra_nehemiah-scroll-SW08 = Zwój dziesięciny (szabat: 1 srebrnik za Lewitę)
ezra_nehemiah-scroll-SW09 = Zwój handlu (szabat: 2 srebrniki i akcja pomocnicza)
ezra_nehemiah-scroll-SW10 = Zwój kapłaństwa (Lewita tańszy o 2 chleby)
ezra_nehemiah-scroll-SW11 = Zwój nauki (dowolne błogosławieństwo za skrybę)
ezra_nehemiah-scroll-SW12 = Zwój stróżów (błogosławieństwo i chleb za strażnika)
ezra_nehemiah-scroll-SW13 = Zwój kamieniarzy (odbudowa tańsza o 1 kamień)
ezra_nehemiah-scroll-SW14 = Zwój sąsiadów (efekt sąsiedniej karty muru)
ezra_nehemiah-scroll-SW15 = Zwój płomienia (chleb i srebrnik za złote pole)
ezra_nehemiah-scroll-SW16 = Zwój rady (starszy: 2 dowolne sztandary i srebrnik)
ezra_nehemiah-scroll-SW17 = Zwój kupiecki (handlarz drugi raz za 1 srebrnika)
ezra_nehemiah-scroll-SW18 = Zwój obfitości (5 kart na ręce, stosy bez limitu)
ezra_nehemiah-scroll-SW19 = Zwój rozwoju (1 złoto za odwróconą płytkę)
ezra_nehemiah-scroll-SW20 = Zwój okazji (dolna opcja handlu o 2 srebrniki taniej)
ezra_nehemiah-scroll-SW21 = Zwój zysku (po handlu: srebrnik lub odwrócenie)
ezra_nehemiah-scroll-SW22 = Zwój karawan (handel dowolną widoczną kartą)
ezra_nehemiah-scroll-SS1 = Zwój Zerubabela (karta bohatera)
ezra_nehemiah-scroll-SS2 = Zwój Ezdrasza (karta bohatera)
ezra_nehemiah-scroll-SS3 = Zwój Nehemiasza (karta bohatera)

## Karty muru (cards.toml; nazwy nasze, według Księgi Nehemiasza 3)

ezra_nehemiah-wallcard-WC01 = Szeroki Mur
ezra_nehemiah-wallcard-WC02 = Baszta Chananeela
ezra_nehemiah-wallcard-WC03 = Mur kupców
ezra_nehemiah-wallcard-WC04 = Baszta Pieców
ezra_nehemiah-wallcard-WC05 = Mur wytwórców wonności
ezra_nehemiah-wallcard-WC06 = Mur kapłanów
ezra_nehemiah-wallcard-WC07 = Baszta Stu
ezra_nehemiah-wallcard-WC08 = Mur złotników
ezra_nehemiah-wallcard-WC09 = Mur wędrowców
ezra_nehemiah-wallcard-WC10 = Mur piekarzy
ezra_nehemiah-wallcard-WC11 = Mur córek Szalluma
ezra_nehemiah-wallcard-WC12 = Mur budowniczych

## Karty Przeciwnika (gra solo)

ezra_nehemiah-arrow-clockwise = zgodnie z ruchem wskazówek zegara
ezra_nehemiah-arrow-counterclockwise = przeciwnie do ruchu wskazówek zegara
ezra_nehemiah-opp-action-temple = Świątynia
ezra_nehemiah-opp-action-build_gate = odbudowa bramy
ezra_nehemiah-opp-action-build_wall = odbudowa muru
ezra_nehemiah-opp-action-clear_wall = usuwanie gruzu z muru
ezra_nehemiah-opp-action-scribe_highest = skryba jak najwyżej
ezra_nehemiah-opp-action-scribe_lowest = skryba jak najniżej
ezra_nehemiah-opp-action-pay_gold = zapłata w złocie
ezra_nehemiah-opp-action-gain = zyski

## Składniki wyniku (punktacja końcowa)

ezra_nehemiah-part-game = { $vp } PZ w grze
ezra_nehemiah-part-silver = { $vp } PZ za srebrniki i dobra
ezra_nehemiah-part-tiles = { $vp } PZ za odwrócone płytki rozwoju
ezra_nehemiah-part-altar = { $vp } PZ za prowadzenie na Torze Ołtarza
ezra_nehemiah-part-walls = { $vp } PZ za mury
ezra_nehemiah-part-gates = { $vp } PZ za bramy
ezra_nehemiah-part-scribes = { $vp } PZ za skrybów
ezra_nehemiah-part-scrolls = { $vp } PZ za zwoje

## Tura w dniu pracy (4)

ezra_nehemiah-ask-turn = Runda { $round }, dzień { $day }: twoja tura. Co robisz?
ezra_nehemiah-ev-turn = Runda { $round }, dzień { $day }: tura gracza { $player }.
ezra_nehemiah-opt-play-card = Zagraj kartę postaci
ezra_nehemiah-opt-main-temple = Świątynia i ołtarz (czerwone sztandary: { $banners })
ezra_nehemiah-opt-main-walls = Gruz, mury i bramy (szare sztandary: { $banners })
ezra_nehemiah-opt-main-torah = Prawo i namioty (niebieskie sztandary: { $banners })
ezra_nehemiah-opt-end = Zakończ turę
ezra_nehemiah-opt-back = Wróć
ezra_nehemiah-why-card-first = Najpierw zagraj kartę postaci.
ezra_nehemiah-why-one-main = Akcja główna tej tury jest już wybrana.
ezra_nehemiah-why-end-early = Najpierw zagraj kartę i zakończ akcję główną.
ezra_nehemiah-ask-play = Którą kartę postaci zagrywasz i na który stos?
ezra_nehemiah-opt-play = { $card } na stos { $pile } (zakrywa: { $covers })
ezra_nehemiah-why-pile-full = Na stosie { $pile } { $n ->
    [one] leży już 1 karta
    [few] leżą już { $n } karty
    [many] leży już { $n } kart
   *[other] leży już { $n } karty
}.
ezra_nehemiah-ev-play = { $player } zagrywa kartę { $card } na stos { $pile }.
ezra_nehemiah-ev-main = { $player } wykonuje akcję główną { $action } (sztandary { $colour }: { $banners }).
ezra_nehemiah-ev-main-done = { $player } kończy akcję główną.
ezra_nehemiah-ev-draw = { $n ->
    [one] { $player } dobiera kartę postaci.
    [few] { $player } dobiera { $n } karty postaci.
   *[other] { $player } dobiera { $n } kart postaci.
}
ezra_nehemiah-ev-draw-private = Dobierasz: { $cards }.

## Świątynia i ołtarz (5)

ezra_nehemiah-ask-temple = Świątynia i ołtarz: { $banners ->
    [one] masz 1 czerwony sztandar
    [few] masz { $banners } czerwone sztandary
    [many] masz { $banners } czerwonych sztandarów
   *[other] masz { $banners } czerwonego sztandaru
} i { $levites ->
    [one] 1 Lewitę
    [few] { $levites } Lewitów
    [many] { $levites } Lewitów
   *[other] { $levites } Lewity
} do użycia. Co dalej?
ezra_nehemiah-opt-levite = Postaw Lewitę ({ $food ->
    [0] za darmo
    [one] zapłać 1 chleb
    [few] zapłać { $food } chleby
    [many] zapłać { $food } chlebów
   *[other] zapłać { $food } chleba
})
ezra_nehemiah-opt-convert = Użyj Lewity jako dodatkowego czerwonego sztandaru
ezra_nehemiah-opt-temple = Świątynia, rząd { $row }: { $cube } (czerwone sztandary: { $banners }, { $vp } PZ)
ezra_nehemiah-opt-altar = Ołtarz: { $cube } (czerwone sztandary: { $banners }, { $moves ->
    [one] 1 ruch na Torze Ołtarza
    [few] { $moves } ruchy na Torze Ołtarza
    [many] { $moves } ruchów na Torze Ołtarza
   *[other] { $moves } ruchu na Torze Ołtarza
})
ezra_nehemiah-opt-done-temple = Zakończ akcję Świątynia i ołtarz
ezra_nehemiah-ask-levite-after = Umieszczanie zakończone. Postawić teraz Lewitę? (W tej turze już nie zadziała).
ezra_nehemiah-opt-skip = Bez Lewity
ezra_nehemiah-why-levites-max = { $n ->
    [one] Masz już 1 Lewitę
    [few] Masz już { $n } Lewitów
    [many] Masz już { $n } Lewitów
   *[other] Masz już { $n } Lewity
}, więcej się nie da.
ezra_nehemiah-why-no-worker = Nie masz robotnika w swoim zapasie.
ezra_nehemiah-why-food = Za mało chleba: potrzeba { $need }, masz { $have }.
ezra_nehemiah-why-no-levite = W tej turze nie masz już wolnego Lewity.
ezra_nehemiah-why-levite-during = Lewitę stawia się przed umieszczaniem albo po nim, nigdy w trakcie.
ezra_nehemiah-why-banners = Za mało sztandarów { $colour }: potrzeba { $need }, masz { $have }.
ezra_nehemiah-ev-levite = { $food ->
    [0] { $player } stawia Lewitę nr { $n }.
    [one] { $player } płaci 1 chleb i stawia Lewitę nr { $n }.
    [few] { $player } płaci { $food } chleby i stawia Lewitę nr { $n }.
    [many] { $player } płaci { $food } chlebów i stawia Lewitę nr { $n }.
   *[other] { $player } płaci { $food } chleba i stawia Lewitę nr { $n }.
}
ezra_nehemiah-ev-levite-banner = { $player } używa Lewity jako dodatkowego czerwonego sztandaru.
ezra_nehemiah-ev-temple = { $player } umieszcza w Świątyni: { $cube } (rząd { $row }, kolumna { $column }) i zdobywa { $vp } PZ.
ezra_nehemiah-ev-altar-cube = { $player } kładzie na ołtarzu: { $cube } ({ $moves ->
    [one] 1 ruch na Torze Ołtarza
    [few] { $moves } ruchy na Torze Ołtarza
    [many] { $moves } ruchów na Torze Ołtarza
   *[other] { $moves } ruchu na Torze Ołtarza
}).
ezra_nehemiah-ev-altar-move = { $player } przesuwa znacznik na pole { $space } Toru Ołtarza.
ezra_nehemiah-ev-altar-end = { $player } jest na końcu Toru Ołtarza i zamiast ruchu otrzymuje { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
}.
ezra_nehemiah-ev-section = Sekcja { $section } Świątyni jest ukończona.
ezra_nehemiah-ev-section-placer = Za ostatnią kostkę w sekcji { $player } otrzymuje { $food ->
    [one] 1 chleb
    [few] { $food } chleby
    [many] { $food } chlebów
   *[other] { $food } chleba
}.
ezra_nehemiah-ev-section-most = Najwięcej Lewitów ma { $player }: +{ $vp } PZ.
ezra_nehemiah-ev-section-fewest = Najmniej Lewitów ma { $player }: −{ $vp } PZ.
ezra_nehemiah-ev-section-coins = { $player } otrzymuje { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
} (1 za każdego Lewitę).

## Gruz, mury i bramy (6)

ezra_nehemiah-ask-edge = Otwartych pól jest ponad 25: po której stronie miasta pracujesz?
ezra_nehemiah-opt-edge-top = Górna strona ({ $n ->
    [one] 1 pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pola
})
ezra_nehemiah-opt-edge-right = Prawa strona ({ $n ->
    [one] 1 pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pola
})
ezra_nehemiah-opt-edge-bottom = Dolna strona ({ $n ->
    [one] 1 pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pola
})
ezra_nehemiah-opt-edge-left = Lewa strona ({ $n ->
    [one] 1 pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pola
})
ezra_nehemiah-ask-space = Przy którym murze lub bramie pracujesz w tej turze?
ezra_nehemiah-opt-space = { $space } (gruz: { $rubble }), odbudowa: { $cost }
ezra_nehemiah-ev-space = { $player } wybiera miejsce pracy: { $space }.
ezra_nehemiah-ev-no-space = { $player } nie ma już przy czym pracować: wszystkie mury i bramy są odbudowane.
ezra_nehemiah-ask-walls = Gruz, mury i bramy – { $space }: { $banners ->
    [one] zostaje ci 1 szary sztandar
    [few] zostają ci { $banners } szare sztandary
    [many] zostaje ci { $banners } szarych sztandarów
   *[other] zostaje ci { $banners } szarego sztandaru
}. Co dalej?
ezra_nehemiah-opt-clear = Usuń gruz: { $cube } ({ $banners ->
    [one] 1 szary sztandar
    [few] { $banners } szare sztandary
    [many] { $banners } szarych sztandarów
   *[other] { $banners } szarego sztandaru
})
ezra_nehemiah-opt-rebuild = Odbuduj: { $space } ({ $cost })
ezra_nehemiah-opt-done-walls = Zakończ akcję Gruz, mury i bramy
ezra_nehemiah-why-rubble-left = Najpierw usuń cały gruz: { $space }.
ezra_nehemiah-why-no-gatekeeper = Brama potrzebuje strażnika, a nie masz robotnika w swoim zapasie.
ezra_nehemiah-why-no-wall-cards = Twoja talia kart muru jest pusta.
ezra_nehemiah-why-rebuild-cost = Odbudowa kosztuje { $grey ->
    [one] 1 szary sztandar
    [few] { $grey } szare sztandary
    [many] { $grey } szarych sztandarów
   *[other] { $grey } szarego sztandaru
} + { $cubes } (każdy kamień lub drewno może zastąpić 1 złoto albo 3 szare sztandary); { $have ->
    [one] masz 1 szary sztandar
    [few] masz { $have } szare sztandary
    [many] masz { $have } szarych sztandarów
   *[other] masz { $have } szarego sztandaru
}.
ezra_nehemiah-ev-clear = { $player } usuwa gruz ({ $space }) i bierze: { $goods }.
ezra_nehemiah-ask-payment-gold = Odbudowa ({ $space }): ile złota dajesz zamiast kamienia lub drewna?
ezra_nehemiah-opt-payment-gold = { $n ->
    [0] Bez złota
    [one] 1 złoto
   *[other] { $n } złota
}
ezra_nehemiah-ask-payment = Odbudowa ({ $space }): jak płacisz?
ezra_nehemiah-opt-payment = { $banners ->
    [one] 1 szary sztandar
    [few] { $banners } szare sztandary
    [many] { $banners } szarych sztandarów
   *[other] { $banners } szarego sztandaru
} + { $goods }
ezra_nehemiah-ev-rebuild-paid = { $player } odbudowuje: { $space }, za { $banners ->
    [one] 1 szary sztandar
    [few] { $banners } szare sztandary
    [many] { $banners } szarych sztandarów
   *[other] { $banners } szarego sztandaru
} + { $goods }.
ezra_nehemiah-ev-wall-draw = { $player } dobiera { $count ->
    [one] 1 kartę muru
    [few] { $count } karty muru
    [many] { $count } kart muru
   *[other] { $count } karty muru
}.
ezra_nehemiah-ev-wall-draw-private = Dobierasz karty muru: { $cards }.
ezra_nehemiah-ask-wall-card = Odbudowa ({ $space }): którą kartę muru kładziesz?
ezra_nehemiah-opt-wall-card = { $card } ({ $vp } PZ na koniec); efekt natychmiastowy: { $effects }
ezra_nehemiah-ask-wall-top = Którą z dwóch pozostałych kart kładziesz na wierzch talii kart muru? Druga trafia na spód.
ezra_nehemiah-opt-wall-top = { $card } na wierzch
ezra_nehemiah-ev-wall-return = { $player } odkłada dwie pozostałe karty muru: jedną na wierzch talii, drugą na spód.
ezra_nehemiah-ev-wall-return-private = Na wierzchu: { $top }; na spodzie: { $bottom }.
ezra_nehemiah-ev-wall = { $player } kładzie kartę muru { $card } ({ $space }, { $vp } PZ na koniec); efekt natychmiastowy: { $effects }.
ezra_nehemiah-ask-copy-wall = Efekt której sąsiedniej karty muru również otrzymujesz?
ezra_nehemiah-opt-copy-wall = { $space }: { $effects }
ezra_nehemiah-ev-copy-wall = { $player } otrzymuje też efekt sąsiedniej karty muru ({ $space }): { $effects }.
ezra_nehemiah-ev-gate = { $coins ->
    [0] { $player } odbudowuje bramę ({ $gate }), stawia na niej strażnika i otrzymuje: { $effects }.
    [one] { $player } odbudowuje bramę ({ $gate }), stawia na niej strażnika, bierze z karty bramy 1 srebrnika i otrzymuje: { $effects }.
    [few] { $player } odbudowuje bramę ({ $gate }), stawia na niej strażnika, bierze z karty bramy { $coins } srebrniki i otrzymuje: { $effects }.
    [many] { $player } odbudowuje bramę ({ $gate }), stawia na niej strażnika, bierze z karty bramy { $coins } srebrników i otrzymuje: { $effects }.
   *[other] { $player } odbudowuje bramę ({ $gate }), stawia na niej strażnika, bierze z karty bramy { $coins } srebrnika i otrzymuje: { $effects }.
}
ezra_nehemiah-ev-connection = Połączenie: { $gate } – { $wall }. Właściciele obu pól otrzymują: { $effects }.

## Prawo i namioty (7)

ezra_nehemiah-ask-torah = Prawo i namioty: { $banners ->
    [one] masz 1 niebieski sztandar
    [few] masz { $banners } niebieskie sztandary
    [many] masz { $banners } niebieskich sztandarów
   *[other] masz { $banners } niebieskiego sztandaru
}. Co dalej?
ezra_nehemiah-opt-scribe = Postaw skrybę
ezra_nehemiah-opt-tent = Przesuń namiot
ezra_nehemiah-opt-done-torah = Zakończ akcję Prawo i namioty
ezra_nehemiah-why-no-scribe-tile = Żadna płytka zwoju nie jest teraz dla ciebie dostępna.
ezra_nehemiah-why-one-scribe = W tej akcji skryba jest już postawiony.
ezra_nehemiah-why-one-tent = Namiot już się przesunął w tej akcji (jeden płatny ruch na akcję).
ezra_nehemiah-ask-scribe-tile = Gdzie stawiasz skrybę? (niebieskie sztandary: { $banners })
ezra_nehemiah-opt-scribe-tile = Rząd { $row }, płytka { $n }: { $scroll }, { $blue ->
    [one] 1 niebieski
    [few] { $blue } niebieskie
    [many] { $blue } niebieskich
   *[other] { $blue } niebieskiego
} + { $cost }
ezra_nehemiah-why-occupied = Na tej płytce stoi już skryba.
ezra_nehemiah-why-not-accessible = Niedostępna: na żadnej z dwóch płytek ukośnie poniżej nie ma robotnika.
ezra_nehemiah-why-gold = Za mało złota: potrzeba { $need }, masz { $have }.
ezra_nehemiah-why-coins = Za mało srebrników: potrzeba { $need }, masz { $have }.
ezra_nehemiah-ask-scribe-chain = Którą drogą idziesz w górę? Za każdego skrybę innego gracza na niej (i za białego robotnika) płacisz 1 srebrnika.
ezra_nehemiah-opt-chain = { $coins ->
    [0] Bezpłatna droga (nikomu nie płacisz)
    [one] Zapłać: { $payees } (1 srebrnik)
    [few] Zapłać: { $payees } (razem { $coins } srebrniki)
    [many] Zapłać: { $payees } (razem { $coins } srebrników)
   *[other] Zapłać: { $payees } (razem { $coins } srebrnika)
}
ezra_nehemiah-ev-scribe-paid = { $player } płaci za skrybę { $blue ->
    [one] 1 niebieski sztandar
    [few] { $blue } niebieskie sztandary
    [many] { $blue } niebieskich sztandarów
   *[other] { $blue } niebieskiego sztandaru
} + { $goods }.
ezra_nehemiah-ev-fees = { $player } płaci po 1 srebrniku za przejście: { $payees }.
ezra_nehemiah-ev-scribe = { $player } stawia skrybę ({ $tile }): { $scroll }.
ezra_nehemiah-ev-white-moves = Biały robotnik przesuwa się wyżej: { $tile }.
ezra_nehemiah-ev-white-out = Biały robotnik opuszcza płytki zwojów.
ezra_nehemiah-ev-row-food = Pierwszy skryba w rzędzie { $row }: { $player } bierze: { $goods }.
ezra_nehemiah-ev-hero = { $player } bierze kartę bohatera { $hero } i otrzymuje: { $effects }.
ezra_nehemiah-ask-tent = O ile pól przesuwasz namiot? (niebieskie sztandary: { $banners })
ezra_nehemiah-opt-tent-spaces = { $n ->
    [one] 1 pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pola
}: { $blue ->
    [one] 1 niebieski sztandar
    [few] { $blue } niebieskie sztandary
    [many] { $blue } niebieskich sztandarów
   *[other] { $blue } niebieskiego sztandaru
}{ $cube ->
    [0] {""}
   *[other] {" "}+ 1 kamień, drewno lub popiół
}
ezra_nehemiah-why-tent-cube = Ruch o 3 lub 4 pola kosztuje też 1 kamień, drewno lub popiół.
ezra_nehemiah-ev-tent-paid = { $player } płaci { $blue ->
    [one] 1 niebieski sztandar
    [few] { $blue } niebieskie sztandary
    [many] { $blue } niebieskich sztandarów
   *[other] { $blue } niebieskiego sztandaru
} i przesuwa namiot o { $moves ->
    [one] 1 pole
    [few] { $moves } pola
    [many] { $moves } pól
   *[other] { $moves } pola
}.
ezra_nehemiah-ask-tent-cube = Którym zasobem płacisz za dłuższy ruch?
ezra_nehemiah-opt-cube = Zapłać: { $cube }
ezra_nehemiah-ev-tent-cube = { $player } płaci za ruch namiotu: { $cube }.
ezra_nehemiah-ev-tent-move = { $player } przesuwa namiot o 1 pole i otrzymuje: { $reward }.

## Błogosławieństwa, robotnicy, zdolności, płytki rozwoju (7.6, 8, 9)

ezra_nehemiah-ev-blessing = { $player } otrzymuje { $colour } błogosławieństwo (teraz { $value }).
ezra_nehemiah-ev-blessing-bonus = { $player } kompletuje { $column }. zestaw błogosławieństw i otrzymuje: { $reward }.
ezra_nehemiah-ev-blessing-fails = { $player } nie może otrzymać błogosławieństwa, więc zamiast tego wykonuje 1 ruch namiotu.
ezra_nehemiah-ask-wild-blessing = Które błogosławieństwo wybierasz?
ezra_nehemiah-opt-blessing = Błogosławieństwo { $colour } (teraz { $value })
ezra_nehemiah-ev-worker = { $player } zyskuje robotnika.
ezra_nehemiah-ev-worker-fails = { $player } nie ma już robotników w zapasie głównym, więc zamiast tego wykonuje 1 ruch namiotu.
ezra_nehemiah-ev-ability = { $scroll } – { $player } otrzymuje: { $reward }.
ezra_nehemiah-ev-gain = { $player } otrzymuje: { $goods }.
ezra_nehemiah-ev-vp = { $player } zdobywa { $n } PZ.
ezra_nehemiah-ev-lose-vp = { $player } traci { $n } PZ.
ezra_nehemiah-ev-banners = { $player } zyskuje na tę turę { $n ->
    [one] 1 sztandar { $colour }
    [few] { $n } sztandary { $colour }
    [many] { $n } sztandarów { $colour }
   *[other] { $n } sztandaru { $colour }
}.
ezra_nehemiah-ev-banners-lost = { $player } traci { $n ->
    [one] 1 sztandar { $colour }
    [few] { $n } sztandary { $colour }
    [many] { $n } sztandarów { $colour }
   *[other] { $n } sztandaru { $colour }
}: akcja główna już się zakończyła.
ezra_nehemiah-ev-pay-food = { $paid ->
    [one] { $player } oddaje 1 chleb
    [few] { $player } oddaje { $paid } chleby
    [many] { $player } oddaje { $paid } chlebów
   *[other] { $player } oddaje { $paid } chleba
}{ $missing ->
    [0] .
    [one] ; brakuje 1 chleba: −{ $lost } PZ.
    [few] ; brakuje { $missing } chlebów: −{ $lost } PZ.
    [many] ; brakuje { $missing } chlebów: −{ $lost } PZ.
   *[other] ; brakuje { $missing } chleba: −{ $lost } PZ.
}
ezra_nehemiah-ask-resource = Wybierz { $n ->
    [one] 1 zasób
    [few] { $n } zasoby
    [many] { $n } zasobów
   *[other] { $n } zasobu
} (kamień, drewno lub popiół).
ezra_nehemiah-opt-goods = { $goods }
ezra_nehemiah-ask-choose = Którą opcję wybierasz?
ezra_nehemiah-opt-effects = { $effects }
ezra_nehemiah-ask-flip-paid = Którą płytkę rozwoju odwracasz (płacąc jej koszt)?
ezra_nehemiah-ask-flip-free = Którą płytkę rozwoju odwracasz za darmo?
ezra_nehemiah-opt-flip = { $tile } (koszt: { $cost }) → { $reward }
ezra_nehemiah-why-flip-cost = Odwrócenie kosztuje: { $cost }; brakuje ci: { $missing }.
ezra_nehemiah-ev-flip-paid = { $player } odwraca płytkę { $tile } (koszt: { $cost }) i otrzymuje: { $reward }.
ezra_nehemiah-ev-flip-free = { $player } odwraca za darmo płytkę { $tile } i otrzymuje: { $reward }.
ezra_nehemiah-ev-flip-lost = { $player } nie ma już płytki do odwrócenia: darmowe odwrócenie przepada.
ezra_nehemiah-ask-retrieve = Którego handlarza lub starszego zabierasz?
ezra_nehemiah-opt-slot = Zabierz { $slot }
ezra_nehemiah-ev-retrieve = { $player } zabiera do swojego zapasu { $slot }.
ezra_nehemiah-ev-retrieve-lost = { $player } nie ma handlarza ani starszego do odzyskania: ten efekt przepada.
ezra_nehemiah-ask-buy-bread = Ile razy kupujesz { $bread ->
    [one] 1 chleb
    [few] { $bread } chleby
    [many] { $bread } chlebów
   *[other] { $bread } chleba
} za { $coin ->
    [one] 1 srebrnika
    [few] { $coin } srebrniki
    [many] { $coin } srebrników
   *[other] { $coin } srebrnika
}? { $need ->
    [0] (Chleb w zapasie: { $food }).
   *[other] (Chleb w zapasie: { $food }, do zapłaty: { $need }).
}
ezra_nehemiah-ev-buy-bread = { $player } kupuje { $bread ->
    [one] 1 chleb
    [few] { $bread } chleby
    [many] { $bread } chlebów
   *[other] { $bread } chleba
} za { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
}.

## Akcja pomocnicza, handlarze i starsi (8)

ezra_nehemiah-opt-aux = Akcja pomocnicza (handel lub odwrócenie płytki)
ezra_nehemiah-opt-merchant = Użyj handlarza
ezra_nehemiah-opt-elder = Użyj starszego
ezra_nehemiah-opt-bread = Kup chleb
ezra_nehemiah-ask-aux = Akcja pomocnicza: handel czy odwrócenie płytki rozwoju?
ezra_nehemiah-opt-trade = Handluj
ezra_nehemiah-opt-flip-tile = Odwróć płytkę rozwoju
ezra_nehemiah-why-no-trade = Żaden handel nie jest teraz możliwy.
ezra_nehemiah-why-no-flip = Nie stać cię na odwrócenie żadnej płytki rozwoju.
ezra_nehemiah-why-aux-used = Akcja pomocnicza tej tury jest już wykorzystana.
ezra_nehemiah-why-role-used = W tej turze użyto już jednego z twoich { $role } (można raz na turę).
ezra_nehemiah-ask-trade-source = Z handlu której widocznej karty postaci korzystasz?
ezra_nehemiah-opt-trade-card = { $card }: { $trade }
ezra_nehemiah-ask-gate-trade = Handel karty { $card } ({ $gate }): którą opcję wybierasz?
ezra_nehemiah-opt-trade-gate = { $coins ->
    [0] Weź za darmo: { $gain }
    [one] Zapłać 1 srebrnika, weź: { $gain }
    [few] Zapłać { $coins } srebrniki, weź: { $gain }
    [many] Zapłać { $coins } srebrników, weź: { $gain }
   *[other] Zapłać { $coins } srebrnika, weź: { $gain }
}
ezra_nehemiah-ev-gate-trade = { $coins ->
    [0] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }) i bierze: { $gain }.
    [one] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }), płaci 1 srebrnika i bierze: { $gain }.
    [few] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }), płaci { $coins } srebrniki i bierze: { $gain }.
    [many] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }), płaci { $coins } srebrników i bierze: { $gain }.
   *[other] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }), płaci { $coins } srebrnika i bierze: { $gain }.
}
ezra_nehemiah-ask-convert = Sprzedaż za srebrniki – { $cube }: po { $coins } za sztukę, masz { $have }. Ile sprzedajesz?
ezra_nehemiah-ev-convert = { $player } sprzedaje { $n } { $cube } za { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
}.
ezra_nehemiah-ask-after-trade = Po handlu: weź srebrnika czy odwróć płytkę rozwoju (płacąc jej koszt)?
ezra_nehemiah-opt-after-trade-coin = Weź { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
}
ezra_nehemiah-ask-merchant = Na które pole wysyłasz handlarza?
ezra_nehemiah-ask-elder = Na które pole wysyłasz starszego?
ezra_nehemiah-opt-slot-effect = Pole { $slot }: { $effects }
ezra_nehemiah-opt-slot-bonus = Pole { $slot }, opcja dodatkowa: { $effects }
ezra_nehemiah-why-slots-full = Wszystkie pola { $role } są zajęte.
ezra_nehemiah-ev-merchant = { $player } wysyła handlarza na pole { $slot } płytki { $tile } i otrzymuje: { $effects }.
ezra_nehemiah-ev-elder = { $player } wysyła starszego na pole { $slot } płytki { $tile } i otrzymuje: { $effects }.
ezra_nehemiah-ask-merchant-again = Zapłacić { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
}, by jeszcze raz użyć tego handlarza ({ $effects })?
ezra_nehemiah-opt-repeat = Zapłać { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
} i powtórz
ezra_nehemiah-opt-no = Nie
ezra_nehemiah-ev-merchant-again = { $player } płaci { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
}, by jeszcze raz użyć handlarza.

## Limit przechowywania płytki strażników (8.4)

ezra_nehemiah-ask-discard = Za dużo zasobów: płytka strażników mieści { $limit }, z nadmiaru ({ $total }) zostało do oddania { $left }. Ile oddajesz? (Teraz: { $cube }).
ezra_nehemiah-ev-discard = { $player } oddaje do zapasu głównego nadmiar zasobów ({ $n }): { $goods }.

## Przygotowanie do szabatu (10.2)

ezra_nehemiah-ev-prepare = Przygotowanie do szabatu.
ezra_nehemiah-ask-prepare = Przygotowanie do szabatu: co dalej?{ $workers ->
    [0] {""}
   *[other] {" "}(Robotnicy do przydzielenia: { $workers }).
}
ezra_nehemiah-opt-assign = { $n ->
    [one] Przydziel 1 robotnika jako rolnika lub robotnika
    [few] Rozdziel { $n } robotników między rolników i robotników
    [many] Rozdziel { $n } robotników między rolników i robotników
   *[other] Rozdziel { $n } robotnika między rolników i robotników
}
ezra_nehemiah-opt-judgement = Wyrok proroków ({ $zone }): { $effects }
ezra_nehemiah-opt-prepare-ability = { $scroll }: { $effects }
ezra_nehemiah-opt-prepare-guard = { $tile }: odzyskaj handlarza lub starszego
ezra_nehemiah-opt-prepare-auxiliary = { $scroll }: akcja pomocnicza
ezra_nehemiah-opt-buy-bread = Kup { $bread ->
    [one] 1 chleb
    [few] { $bread } chleby
    [many] { $bread } chlebów
   *[other] { $bread } chleba
} za { $coin ->
    [one] 1 srebrnika
    [few] { $coin } srebrniki
    [many] { $coin } srebrników
   *[other] { $coin } srebrnika
}
ezra_nehemiah-opt-prepare-done = Zakończ przygotowanie do szabatu
ezra_nehemiah-why-prepare-assign = Najpierw przydziel jako rolników lub robotników wszystkich robotników ze swojego zapasu (zostało: { $n }).
ezra_nehemiah-why-prepare-judgement = Najpierw rozpatrz wyrok proroków.
ezra_nehemiah-why-prepare-ability = Najpierw rozpatrz: { $scroll }.
ezra_nehemiah-why-prepare-auxiliary = Ani handel, ani płatne odwrócenie płytki nie są teraz możliwe.
ezra_nehemiah-why-prepare-unknown = To nie jest krok przygotowania do szabatu.
ezra_nehemiah-why-nothing-to-retrieve = Nie masz handlarza ani starszego do odzyskania.
ezra_nehemiah-ev-prepare-gain = { $player } otrzymuje: { $effects } ({ $source }).
ezra_nehemiah-ev-judgement = Wyrok proroków – { $player } ({ $zone }): { $effects }.
ezra_nehemiah-ev-prepare-ability = { $player } używa: { $scroll }; efekt: { $effects }.
ezra_nehemiah-ev-prepare-guard = { $player } korzysta z odwróconej płytki { $tile }: odzyskuje handlarza lub starszego.
ezra_nehemiah-ev-prepare-auxiliary = { $player } wykonuje akcję pomocniczą ({ $scroll }).
ezra_nehemiah-ask-assign = { $n ->
    [one] Masz do przydzielenia 1 robotnika
    [few] Masz do przydzielenia { $n } robotników
    [many] Masz do przydzielenia { $n } robotników
   *[other] Masz do przydzielenia { $n } robotnika
}: ilu zostanie rolnikami (każdy: { $farmer })? Pozostali zostaną robotnikami (każdy: { $labourer }).
ezra_nehemiah-ask-production = { $group } ({ $n }): ilu wybiera { $option }? Pozostali: { $others }.
ezra_nehemiah-ask-cubes = Zasoby do wyboru: { $total }, zostało { $left }. Ile bierzesz? (Teraz: { $cube }).
ezra_nehemiah-ev-assign = { $player } obsadza płytki: rolnicy – { $farmers }, robotnicy – { $labourers }.
ezra_nehemiah-ev-produce = Rolnicy i robotnicy gracza { $player } wytwarzają: { $goods }.
ezra_nehemiah-ev-prepare-done = { $player } kończy przygotowanie do szabatu.

## Szabat (10.3)

ezra_nehemiah-ev-sabbath = Szabat.
ezra_nehemiah-ev-feed = { $missing ->
    [0] { $player } karmi { $paid ->
        [one] 1 robotnika
        [few] { $paid } robotników
        [many] { $paid } robotników
       *[other] { $paid } robotnika
    }.
   *[other] { $player } karmi { $paid ->
        [one] 1 robotnika
        [few] { $paid } robotników
        [many] { $paid } robotników
       *[other] { $paid } robotnika
    }; { $missing ->
        [one] 1 robotnik głoduje
        [few] { $missing } robotników głoduje
        [many] { $missing } robotników głoduje
       *[other] { $missing } robotnika głoduje
    }: −{ $lost } PZ.
}
ezra_nehemiah-ask-tuck = Schowaj pod kartę pomocy { $n ->
    [one] 1 kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
} ze swoich stosów.
ezra_nehemiah-opt-tuck = { $card } (stos { $pile })
ezra_nehemiah-why-tuck = Schowaj dokładnie { $n ->
    [one] 1 kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
} ze stosów (nigdy z ręki).
ezra_nehemiah-ev-tuck = { $player } chowa pod kartę pomocy: { $cards }.
ezra_nehemiah-ev-tucked-score = { $player } zdobywa { $vp } PZ za kartę { $card }.
ezra_nehemiah-ev-opponent-sabbath = Szabat – { $player }: { $coins ->
    [one] 1 srebrnik
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
}; PZ: { $scribe } za najwyższego skrybę, { $workers } za robotników na planszy, { $blessing } za najdalsze błogosławieństwo, { $altar } za złote pola Toru Ołtarza, razem { $vp } PZ.

## Po szabacie (10.4)

ezra_nehemiah-ev-after-sabbath = Po szabacie.
ezra_nehemiah-ev-prophets = Prorocy idą dalej: Zachariasz na pole { $zechariah }, Aggeusz na pole { $haggai }.
ezra_nehemiah-ev-shofar = { $player } otrzymuje Szofar i rozpocznie następną rundę.
ezra_nehemiah-ev-workers-back = { $player } zabiera z planszy gracza do zapasu { $n ->
    [one] 1 robotnika
    [few] { $n } robotników
    [many] { $n } robotników
   *[other] { $n } robotnika
}.
ezra_nehemiah-ev-altar-leader = { $player } prowadzi na Torze Ołtarza.
ezra_nehemiah-ev-reshuffle = { $player } tasuje { $n ->
    [one] 1 kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
} w nową talię kart postaci.
ezra_nehemiah-ev-opponent-reshuffle = { $player } tasuje karty skupienia ({ $focus }) i karty schematów ({ $planning }).

## Punktacja końcowa (11)

ezra_nehemiah-ev-final-score = Punktacja końcowa – { $player }: { $game } PZ w grze + { $silver } za srebrniki i dobra, { $tiles } za odwrócone płytki rozwoju, { $altar } za prowadzenie na Torze Ołtarza, { $walls } za mury, { $gates } za bramy, { $scribes } za skrybów, { $scrolls } za zwoje = { $total } PZ.
ezra_nehemiah-ev-game-over = Koniec gry. Wygrywa { $winner }!

## Tura Przeciwnika (13)

ezra_nehemiah-ev-opp-turn = Runda { $round }, dzień { $day }: tura Przeciwnika.
ezra_nehemiah-ev-opp-focus = { $player } odkrywa kartę skupienia { $card }: { $gate }, { $arrow }, kolumna { $column }.
ezra_nehemiah-ev-opp-trade = { $coins ->
    [0] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }) i otrzymuje: { $gain }.
    [one] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }), płaci 1 srebrnika i otrzymuje: { $gain }.
    [few] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }), płaci { $coins } srebrniki i otrzymuje: { $gain }.
    [many] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }), płaci { $coins } srebrników i otrzymuje: { $gain }.
   *[other] { $player } handluje ({ $gate }; srebrnik dla strażnika → { $keeper }), płaci { $coins } srebrnika i otrzymuje: { $gain }.
}
ezra_nehemiah-ev-opp-no-trade = { $player } nie może zapłacić za handel ({ $gate }), więc zamiast tego wykonuje 1 ruch namiotu.
ezra_nehemiah-ev-opp-planning = { $player } odkrywa kartę schematu { $card }.
ezra_nehemiah-ev-opp-row = { $player } wykonuje rząd { $row } karty { $card }: { $action }.
ezra_nehemiah-ev-opp-no-row = { $player } nie może wykonać żadnego rzędu karty { $card } i kończy turę.
ezra_nehemiah-ev-opp-levite = { $player } płaci { $gold ->
    [one] 1 złoto
   *[other] { $gold } złota
} za Lewitę.
ezra_nehemiah-ev-opp-buy-gold = { $player } (Lewita nr { $n }) zamienia { $coins ->
    [one] 1 srebrnika
    [few] { $coins } srebrniki
    [many] { $coins } srebrników
   *[other] { $coins } srebrnika
} na { $gold ->
    [one] 1 złoto
   *[other] { $gold } złota
}.
ezra_nehemiah-ev-opp-altar = { $player } (Lewita nr { $n }) wykonuje 1 ruch na Torze Ołtarza.
ezra_nehemiah-ev-opp-space = { $player } wybiera miejsce pracy: { $space }.
ezra_nehemiah-ev-opp-no-clear = { $player } nie znajduje muru z gruzem do usunięcia.
ezra_nehemiah-ev-opp-rebuild = { $player } płaci { $gold ->
    [one] 1 złoto
   *[other] { $gold } złota
} za odbudowę: { $space }.
ezra_nehemiah-ev-opp-scribe = { $player } płaci { $gold ->
    [one] 1 złoto
   *[other] { $gold } złota
} za skrybę ({ $tile }).
ezra_nehemiah-ev-opp-pay-gold = { $player } płaci { $gold ->
    [one] 1 złoto
   *[other] { $gold } złota
}.

## Pictures (obrazy, render/ezra_nehemiah.py): własne słowa planszy i zasłonki oraz ich tekst alternatywny.
## Nazwy bram, kart, płytek, bohaterów i proroków pochodzą z sekcji powyżej.

render-ezra_nehemiah-round = Runda { $round }
render-ezra_nehemiah-day = Dzień { $day }
render-ezra_nehemiah-phase-setup_gatekeepers = Przygotowanie: strażnicy bram
render-ezra_nehemiah-phase-work = Dni pracy
render-ezra_nehemiah-phase-prepare = Przygotowanie do szabatu
render-ezra_nehemiah-phase-sabbath = Szabat
render-ezra_nehemiah-phase-final = Punktacja końcowa
render-ezra_nehemiah-phase-over = Koniec gry
render-ezra_nehemiah-phase-note-setup_gatekeepers = Przygotowanie: każdy gracz stawia strażnika bramy na wolnej narożnej bramie.
render-ezra_nehemiah-phase-note-prepare = Przygotowanie do szabatu: Sąd Proroków i przygotowania graczy.
render-ezra_nehemiah-phase-note-sabbath = Szabat: wyżywienie robotników, schowanie kart postaci i ich punktacja.
render-ezra_nehemiah-phase-note-final = Punktacja końcowa.
render-ezra_nehemiah-phase-note-over = Koniec gry.
render-ezra_nehemiah-final-scoring-done = Punktacja końcowa zakończona: punkty za poszczególne kategorie są pod każdym graczem.
render-ezra_nehemiah-waiting = Czekamy na
render-ezra_nehemiah-game-over = Koniec gry
render-ezra_nehemiah-winner = { $count ->
    [one] Zwycięzca
   *[other] Zwycięzcy
}
render-ezra_nehemiah-opponent = Przeciwnik
render-ezra_nehemiah-shofar = Szofar
render-ezra_nehemiah-turn = Tura
render-ezra_nehemiah-played = zagrana karta: { $card } (stos { $pile })
render-ezra_nehemiah-main-red = Świątynia i ołtarz
render-ezra_nehemiah-main-grey = Gruz, mury i bramy
render-ezra_nehemiah-main-blue = Prawo i namiot
render-ezra_nehemiah-pool = Sztandary
render-ezra_nehemiah-levites-used = Lewici użyci w tej turze: { $count }
render-ezra_nehemiah-to-move = ruch

## Plansza główna

render-ezra_nehemiah-neutral = neutralne
render-ezra_nehemiah-cleared = bez gruzu
render-ezra_nehemiah-levites = Lewici
render-ezra_nehemiah-start = start
render-ezra_nehemiah-temple = Świątynia
render-ezra_nehemiah-temple-mount = Wzgórze Świątynne
render-ezra_nehemiah-scrolls = Zwoje (Prawo)
render-ezra_nehemiah-scroll-rows = PZ za skrybę · koszt · chleb
render-ezra_nehemiah-altar = Tor Ołtarza
render-ezra_nehemiah-altar-order = w stosie niższy znacznik jest przed wyższym
render-ezra_nehemiah-altar-card = Karta ołtarza { $card }
render-ezra_nehemiah-city = Mapa miasta
render-ezra_nehemiah-clockwise = namioty idą zgodnie ze wskazówkami zegara
render-ezra_nehemiah-city-rule = Brak robotnika lub błogosławieństwa do zdobycia: zamiast tego 1 ruch namiotu.
render-ezra_nehemiah-heroes = Pozostali bohaterowie
render-ezra_nehemiah-gate-cards-aside = Karty bram obok planszy
render-ezra_nehemiah-blessing-bonus = Premie za błogosławieństwa
render-ezra_nehemiah-blessing-bonus-when = gdy najniższe błogosławieństwo dojdzie do kolumny

## Panele graczy

render-ezra_nehemiah-altar-space = Tor Ołtarza: { $space }
render-ezra_nehemiah-good-coin = srebrniki
render-ezra_nehemiah-good-bread = chleb
render-ezra_nehemiah-good-gold = złoto
render-ezra_nehemiah-good-stone = kamień
render-ezra_nehemiah-good-wood = drewno
render-ezra_nehemiah-good-ash = popiół
render-ezra_nehemiah-workers-supply = w zapasie
render-ezra_nehemiah-workers-main = zapas główny
render-ezra_nehemiah-workers-levites = Lewici
render-ezra_nehemiah-workers-gatekeepers = strażnicy bram
render-ezra_nehemiah-workers-scribes = skrybowie
render-ezra_nehemiah-workers-farmers = rolnicy
render-ezra_nehemiah-workers-labourers = robotnicy
render-ezra_nehemiah-blessings = błogosławieństwa
render-ezra_nehemiah-scrolls-held = zwoje { $scrolls }
render-ezra_nehemiah-tucked = Schowane ({ $count })
render-ezra_nehemiah-pile-empty = stos { $pile } pusty
render-ezra_nehemiah-count-hand = na ręce
render-ezra_nehemiah-count-deck = talia
render-ezra_nehemiah-count-wall-deck = karty muru
render-ezra_nehemiah-count-focus-deck = karty Skupienia
render-ezra_nehemiah-count-planning-deck = karty schematów
render-ezra_nehemiah-part-game = w grze
render-ezra_nehemiah-part-silver = srebrniki
render-ezra_nehemiah-part-tiles = płytki
render-ezra_nehemiah-part-altar = ołtarz
render-ezra_nehemiah-part-walls = mury
render-ezra_nehemiah-part-gates = bramy
render-ezra_nehemiah-part-scribes = skrybowie
render-ezra_nehemiah-part-scrolls = zwoje
render-ezra_nehemiah-side = strona planszy solo { $side }
render-ezra_nehemiah-heroes-held = Bohaterowie
render-ezra_nehemiah-focus = Karta Skupienia
render-ezra_nehemiah-column = kolumna { $column }
render-ezra_nehemiah-planning = Karta schematu
render-ezra_nehemiah-plan-temple = Świątynia
render-ezra_nehemiah-plan-build_gate = odbudowa bramy
render-ezra_nehemiah-plan-build_wall = odbudowa muru
render-ezra_nehemiah-plan-clear_wall = usunięcie gruzu z muru
render-ezra_nehemiah-plan-scribe_highest = skryba w najwyższym rzędzie
render-ezra_nehemiah-plan-scribe_lowest = skryba w najniższym rzędzie
render-ezra_nehemiah-plan-pay_gold = zapłata { $gold } złota
render-ezra_nehemiah-plan-gain = zysk

## Zasłonka gracza

render-ezra_nehemiah-your-screen = Twoja zasłonka: widzisz ją tylko ty
render-ezra_nehemiah-vp = PZ
render-ezra_nehemiah-hand = Karty postaci na ręce ({ $count })
render-ezra_nehemiah-deck = Twoja talia kart postaci, bez kolejności ({ $count })
render-ezra_nehemiah-no-cards = Brak kart
render-ezra_nehemiah-banners = Sztandary, od góry
render-ezra_nehemiah-banner-kept = Po schowaniu liczy się tylko górny sztandar.
render-ezra_nehemiah-trade-at = Handel: { $gate }
render-ezra_nehemiah-trade-each = dowolnie wiele razy, bez srebrnika dla strażnika
render-ezra_nehemiah-trade-keeper = w tym 1 srebrnik dla strażnika bramy
render-ezra_nehemiah-wall-known = Znane ci karty muru
render-ezra_nehemiah-wall-top = na wierzchu twojej talii kart muru
render-ezra_nehemiah-wall-bottom = na spodzie twojej talii kart muru
render-ezra_nehemiah-wall-drawn = dobrane: wybierz jedną
render-ezra_nehemiah-no-wall-cards = Brak
render-ezra_nehemiah-your-scrolls = Twoje zwoje ({ $count })

## Tekst alternatywny

render-ezra_nehemiah-alt-round = Ezdrasz i Nehemiasz, runda { $round }, { $phase }.
render-ezra_nehemiah-alt-turn = Tura gracza { $player }.
render-ezra_nehemiah-alt-waiting = Czekamy na: { $players }.
render-ezra_nehemiah-alt-board = Świątynia: zajęte { $filled } z { $spaces } pól; odbudowane mury: { $walls }, bramy: { $gates }.
render-ezra_nehemiah-alt-altar = Na Torze Ołtarza prowadzi: { $player }.
render-ezra_nehemiah-alt-player = { $player }: { $vp } PZ, srebrniki: { $coins }, chleb: { $food }, Lewici: { $levites }, karty na ręce: { $cards }.
render-ezra_nehemiah-alt-opponent = Przeciwnik: { $vp } PZ, srebrniki: { $coins }, złoto: { $gold }.
render-ezra_nehemiah-alt-over = Ezdrasz i Nehemiasz, koniec gry. { $ranking }.
render-ezra_nehemiah-alt-place = { $place }. { $player } { $vp } PZ
render-ezra_nehemiah-alt-screen = Zasłonka: { $player }. Karty postaci na ręce ({ $count }): { $cards }; w talii: { $deck }.

ezra_nehemiah-hand = Za twoją zasłonką: { $count ->
    [0] brak kart postaci na ręce
   *[other] na ręce: { $cards }
}; w talii { $deck ->
    [one] 1 karta
    [few] { $deck } karty
   *[many] { $deck } kart
}, w talii murów { $walls ->
    [one] 1 karta
    [few] { $walls } karty
   *[many] { $walls } kart
}.
