## Ezdrasz i Nehemiasz: jednowierszowe podpowiedzi do opcji (issue 16), budowane z data/ezra_nehemiah/*.toml
## przez engine/ezra_nehemiah/hints.py. Wyświetlane pod opcją (Discord: najwyżej 100 znaków). Jedno
## sformułowanie na czasownik efektu, zdolność, warunek i rodzaj miejsca; nigdy osobno dla karty.
## Nazwy, dobra i efekty przychodzą już przetłumaczone, w mianowniku; listy łączy przecinek. Terminy jak
## w ezra_nehemiah.ftl: PZ, srebrnik, chleb, sztandar, błogosławieństwo, skryba; dla zwięzłości ruchy na
## Torze Ołtarza jako „Tor Ołtarza +2”.

hints-ezra_nehemiah-join = { $a } · { $b }
hints-ezra_nehemiah-or = { $a } albo { $b }
hints-ezra_nehemiah-none = bez efektu
hints-ezra_nehemiah-list = { $items }

## Efekty, po jednym sformułowaniu na czasownik (zasady 19.1)

hints-ezra_nehemiah-fx-gain = { $goods }
hints-ezra_nehemiah-fx-resource = { $n ->
    [one] 1 zasób
    [few] { $n } zasoby
    [many] { $n } zasobów
   *[other] { $n } zasobu
}
hints-ezra_nehemiah-fx-resource-of = { $n } { $types }
hints-ezra_nehemiah-fx-vp = { $n } PZ
hints-ezra_nehemiah-fx-lose-vp = −{ $n } PZ
hints-ezra_nehemiah-fx-pay-food = { $n ->
    [one] oddaj 1 chleb
    [few] oddaj { $n } chleby
    [many] oddaj { $n } chlebów
   *[other] oddaj { $n } chleba
}
hints-ezra_nehemiah-fx-worker = { $n ->
    [one] 1 robotnik
    [few] { $n } robotników
    [many] { $n } robotników
   *[other] { $n } robotnika
}
hints-ezra_nehemiah-fx-blessing = { $n } { $colour } { $n ->
    [one] błogosławieństwo
    [few] błogosławieństwa
    [many] błogosławieństw
   *[other] błogosławieństwa
}
hints-ezra_nehemiah-fx-banners = { $n } { $colour } { $n ->
    [one] sztandar
    [few] sztandary
    [many] sztandarów
   *[other] sztandaru
}
hints-ezra_nehemiah-fx-altar = Tor Ołtarza +{ $n }
hints-ezra_nehemiah-fx-tent = { $n ->
    [one] 1 ruch namiotu
    [few] { $n } ruchy namiotu
    [many] { $n } ruchów namiotu
   *[other] { $n } ruchu namiotu
}
hints-ezra_nehemiah-fx-retrieve = powrót handlarza lub starszego
hints-ezra_nehemiah-fx-free-flip = darmowe odwrócenie płytki

## Kolory w zgodzie z liczbą ($n wybiera tylko formę: błogosławieństwo – rodzaj nijaki, sztandar – męski)

hints-ezra_nehemiah-blessing-orange = { $n ->
    [one] pomarańczowe
    [few] pomarańczowe
    [many] pomarańczowych
   *[other] pomarańczowego
}
hints-ezra_nehemiah-blessing-purple = { $n ->
    [one] purpurowe
    [few] purpurowe
    [many] purpurowych
   *[other] purpurowego
}
hints-ezra_nehemiah-blessing-red = { $n ->
    [one] czerwone
    [few] czerwone
    [many] czerwonych
   *[other] czerwonego
}
hints-ezra_nehemiah-blessing-wild = { $n ->
    [one] dowolne
    [few] dowolne
    [many] dowolnych
   *[other] dowolnego
}
hints-ezra_nehemiah-banner-red = { $n ->
    [one] czerwony
    [few] czerwone
    [many] czerwonych
   *[other] czerwonego
}
hints-ezra_nehemiah-banner-grey = { $n ->
    [one] szary
    [few] szare
    [many] szarych
   *[other] szarego
}
hints-ezra_nehemiah-banner-blue = { $n ->
    [one] niebieski
    [few] niebieskie
    [many] niebieskich
   *[other] niebieskiego
}
hints-ezra_nehemiah-banner-wild = { $n ->
    [one] dowolny
    [few] dowolne
    [many] dowolnych
   *[other] dowolnego
}
hints-ezra_nehemiah-banner-amount = { $sign }{ $n } { $colour }
hints-ezra_nehemiah-banners = Sztandary: { $items }
hints-ezra_nehemiah-banners-none = Sztandary bez zmian

## Trwałe zdolności płytek zwojów i Piekarni (zasady 19.3)

hints-ezra_nehemiah-hook-final-silver = Na koniec: 1 PZ za { $n ->
    [one] 1 srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
hints-ezra_nehemiah-hook-final-per = Na koniec: { $vp } PZ za { $what }
hints-ezra_nehemiah-count-blessing_sets = { $n ->
    [one] komplet 3 błogosławieństw
    [few] { $n } komplety 3 błogosławieństw
    [many] { $n } kompletów 3 błogosławieństw
   *[other] { $n } kompletu 3 błogosławieństw
}
hints-ezra_nehemiah-count-workers_on_board = { $n ->
    [one] robotnika na planszy
    [few] { $n } robotników na planszy
    [many] { $n } robotników na planszy
   *[other] { $n } robotnika na planszy
}
hints-ezra_nehemiah-count-own_builds = { $n ->
    [one] odbudowany mur lub bramę
    [few] { $n } odbudowane mury lub bramy
    [many] { $n } odbudowanych murów lub bram
   *[other] { $n } odbudowanego muru lub bramy
}
hints-ezra_nehemiah-count-full_temple_rows = { $n ->
    [one] pełny rząd Świątyni
    [few] { $n } pełne rzędy Świątyni
    [many] { $n } pełnych rzędów Świątyni
   *[other] { $n } pełnego rzędu Świątyni
}
hints-ezra_nehemiah-count-lower_scribes = { $n ->
    [one] skrybę poniżej górnego rzędu
    [few] { $n } skrybów poniżej górnego rzędu
    [many] { $n } skrybów poniżej górnego rzędu
   *[other] { $n } skryby poniżej górnego rzędu
}
hints-ezra_nehemiah-count-top_scribes = { $n ->
    [one] skrybę w górnym rzędzie
    [few] { $n } skrybów w górnym rzędzie
    [many] { $n } skrybów w górnym rzędzie
   *[other] { $n } skryby w górnym rzędzie
}
hints-ezra_nehemiah-hook-final-hand = Na koniec: karty z ręki punktują jak schowane
hints-ezra_nehemiah-hook-no-feed = Szabat: { $groups } nie jedzą
hints-ezra_nehemiah-group-farmers = rolnicy
hints-ezra_nehemiah-group-labourers = robotnicy
hints-ezra_nehemiah-group-merchants = handlarze
hints-ezra_nehemiah-group-elders = starsi
hints-ezra_nehemiah-group-gatekeepers = strażnicy bram
hints-ezra_nehemiah-group-scribes = skrybowie
hints-ezra_nehemiah-hook-prepare = Przed szabatem: { $items }
hints-ezra_nehemiah-per-levite = { $n ->
    [one] 1 srebrnik
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
} za każdego Lewitę
hints-ezra_nehemiah-auxiliary = akcja pomocnicza
hints-ezra_nehemiah-hook-on = { $effects } za { $event }
hints-ezra_nehemiah-event-scribe_placed = następnego skrybę
hints-ezra_nehemiah-event-gatekeeper_placed = strażnika bramy
hints-ezra_nehemiah-event-gold_altar_space = nowe złote pole ołtarza
hints-ezra_nehemiah-event-elder_placed = wysłanego starszego
hints-ezra_nehemiah-event-tile_flipped = odwróconą płytkę
hints-ezra_nehemiah-hook-discount-levite-food = Lewici tańsi o { $n ->
    [one] 1 chleb
    [few] { $n } chleby
    [many] { $n } chlebów
   *[other] { $n } chleba
}
hints-ezra_nehemiah-hook-discount-rebuild-stone = Odbudowa tańsza o { $n ->
    [one] 1 kamień
    [few] { $n } kamienie
    [many] { $n } kamieni
   *[other] { $n } kamienia
}
hints-ezra_nehemiah-hook-discount-lower-trade-coins = Dolna opcja handlu tańsza o { $n ->
    [one] 1 srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
hints-ezra_nehemiah-hook-tent-bonus = Ruch namiotu o { $spaces }+ pola: o { $extra } dalej
hints-ezra_nehemiah-hook-copy-wall = Odbudowany mur: także efekt sąsiedniej karty muru
hints-ezra_nehemiah-hook-merchant-again = Handlarz drugi raz za { $coin ->
    [one] 1 srebrnika
    [few] { $coin } srebrniki
    [many] { $coin } srebrników
   *[other] { $coin } srebrnika
}
hints-ezra_nehemiah-hook-hand-size = Ręka +{ $extra }{ $unlimited ->
    [0] {""}
   *[other] , stosy bez limitu
}
hints-ezra_nehemiah-hook-after-trade = Po handlu: { $coin ->
    [one] 1 srebrnik
    [few] { $coin } srebrniki
    [many] { $coin } srebrników
   *[other] { $coin } srebrnika
}{ $flip ->
    [0] {""}
   *[other] {" "}albo płatne odwrócenie płytki
}
hints-ezra_nehemiah-hook-any-trade = Handel dowolną widoczną kartą postaci
hints-ezra_nehemiah-hook-buy-bread = W dowolnej chwili: { $bread ->
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
hints-ezra_nehemiah-hook-hero = Karta bohatera { $hero }: { $effects }

## Warunki punktacji kart postaci w szabat (zasady 19.2); „za” + biernik

hints-ezra_nehemiah-condition-count = { $base ->
    [0] { $per } PZ za { $what }
   *[other] { $base } PZ + { $per } za { $what }
}
hints-ezra_nehemiah-per-blessing_orange = pomarańczowe błogosławieństwo
hints-ezra_nehemiah-per-blessing_purple = purpurowe błogosławieństwo
hints-ezra_nehemiah-per-blessing_red = czerwone błogosławieństwo
hints-ezra_nehemiah-per-scribes = skrybę
hints-ezra_nehemiah-per-levites = Lewitę
hints-ezra_nehemiah-per-gold_altar_spaces = osiągnięte złote pole
hints-ezra_nehemiah-per-developed_tiles = odwróconą płytkę
hints-ezra_nehemiah-per-gatekeepers = strażnika bramy
hints-ezra_nehemiah-per-walls = odbudowany przez siebie mur
hints-ezra_nehemiah-condition-top-scribes = { $n ->
    [one] PZ z rzędu najwyższego skryby
   *[other] PZ z rzędów { $n } najwyższych skrybów
}

## Karty

hints-ezra_nehemiah-sabbath = Szabat: { $condition }
hints-ezra_nehemiah-keeps = { $n ->
    [one] Zostaje
    [few] Zostają
   *[other] Zostaje
} { $banners }
hints-ezra_nehemiah-each-sabbath = Co szabat: { $condition } (teraz { $vp } PZ)
hints-ezra_nehemiah-hero-rewards = W rundzie { $round }: { $effects }
hints-ezra_nehemiah-vp-at-end = { $vp } PZ na koniec
hints-ezra_nehemiah-now = Teraz: { $effects }
hints-ezra_nehemiah-developed = Odwrócona: { $what }
hints-ezra_nehemiah-tile-no-limit = bez limitu zasobów
hints-ezra_nehemiah-tile-each-labourer = każdy robotnik: { $effects }
hints-ezra_nehemiah-tile-each-farmer = każdy rolnik: { $effects }
hints-ezra_nehemiah-tile-better-slots = lepsze pola
hints-ezra_nehemiah-tile-bonus = Opcja dodatkowa: { $effects }
hints-ezra_nehemiah-judgement = Pole < { $zechariah }: { $behind } · { $zechariah }–{ $haggai }: { $between } · > { $haggai }: { $ahead }
hints-ezra_nehemiah-focus = { $gate } { $arrow }, kol. { $column } · { $upper } albo { $lower }
hints-ezra_nehemiah-focus-trade = { $pay ->
    [one] 1 srebrnik
    [few] { $pay } srebrniki
    [many] { $pay } srebrników
   *[other] { $pay } srebrnika
} → { $gain }
hints-ezra_nehemiah-arrow-clockwise = ↻
hints-ezra_nehemiah-arrow-counterclockwise = ↺
hints-ezra_nehemiah-plan-temple = Świątynia
hints-ezra_nehemiah-plan-build-gate = odbudowa bramy
hints-ezra_nehemiah-plan-build-wall = odbudowa muru
hints-ezra_nehemiah-plan-clear-wall = usuwanie gruzu
hints-ezra_nehemiah-plan-scribe-highest = skryba najwyżej
hints-ezra_nehemiah-plan-scribe-lowest = skryba najniżej
hints-ezra_nehemiah-plan-pay-gold = za { $gold ->
    [one] 1 złoto
   *[other] { $gold } złota
}
hints-ezra_nehemiah-plan-then = { $action }: { $effects }
hints-ezra_nehemiah-plan-else = { $a } › { $b }

## Miejsca

hints-ezra_nehemiah-cleared = Za cały gruz: { $effects }
hints-ezra_nehemiah-rebuilt = Odbudowa: { $effects }
hints-ezra_nehemiah-connection = Połączenie ({ $gate }): { $effects }
hints-ezra_nehemiah-connections = Połączenia: { $effects }
hints-ezra_nehemiah-keeper-income = Handel tutaj: { $coin ->
    [one] 1 srebrnik
    [few] { $coin } srebrniki
    [many] { $coin } srebrników
   *[other] { $coin } srebrnika
} dla ciebie ({ $cards })
hints-ezra_nehemiah-levite = Lewita nr { $n } ({ $food ->
    [0] za darmo
    [one] 1 chleb
    [few] { $food } chleby
    [many] { $food } chlebów
   *[other] { $food } chleba
}): { $effects }
hints-ezra_nehemiah-temple-row = { $banners ->
    [one] 1 czerwony sztandar
    [few] { $banners } czerwone sztandary
    [many] { $banners } czerwonych sztandarów
   *[other] { $banners } czerwonego sztandaru
} · daje: { $effects }
hints-ezra_nehemiah-enter = Wejście na pole: { $effects }{ $gold ->
    [0] {""}
   *[other] {" "}(złote pole)
}
hints-ezra_nehemiah-scribe-cost = Skryba: { $blue ->
    [one] 1 niebieski
    [few] { $blue } niebieskie
    [many] { $blue } niebieskich
   *[other] { $blue } niebieskiego
} + { $cost }
hints-ezra_nehemiah-first-food = Pierwszy skryba tutaj: { $n ->
    [one] 1 chleb
    [few] { $n } chleby
    [many] { $n } chlebów
   *[other] { $n } chleba
}

## Co robi opcja (w trakcie gry)

hints-ezra_nehemiah-temple-column = Kolumna { $column } (sekcja { $section })
hints-ezra_nehemiah-gives = Daje: { $effects }
hints-ezra_nehemiah-completes = Kończy sekcję { $section }: { $food ->
    [one] 1 chleb
    [few] { $food } chleby
    [many] { $food } chlebów
   *[other] { $food } chleba
} dla ciebie
hints-ezra_nehemiah-altar-move = Pole { $start } → { $to }: { $effects }{ $gold ->
    [0] {""}
   *[other] {" "}(złote pole)
}
hints-ezra_nehemiah-levite-gives = Lewita nr { $n } daje: { $effects }
hints-ezra_nehemiah-take = Bierzesz: { $goods }
hints-ezra_nehemiah-last-cube = Ostatnia kostka: { $effects }
hints-ezra_nehemiah-draw-wall-cards = Dobierasz { $n ->
    [one] 1 kartę muru
    [few] { $n } karty muru
    [many] { $n } kart muru
   *[other] { $n } karty muru
}, kładziesz 1
hints-ezra_nehemiah-gain = Zyskujesz: { $effects }
hints-ezra_nehemiah-set-completed = Kompletuje { $n }. zestaw błogosławieństw: { $effects }
hints-ezra_nehemiah-set-next = { $n }. zestaw ({ $effects }): wszystkie tory na { $n }
hints-ezra_nehemiah-track-to = Znacznik na pole { $value }
hints-ezra_nehemiah-sell-any = Bez strażnika: sprzedajesz dowolnie wiele
hints-ezra_nehemiah-keeper-coin = Dla strażnika bramy: { $coin ->
    [one] 1 srebrnik
    [few] { $coin } srebrniki
    [many] { $coin } srebrników
   *[other] { $coin } srebrnika
} → { $keeper }
hints-ezra_nehemiah-own-gate = Twoja brama: bez srebrnika dla strażnika
hints-ezra_nehemiah-keeper-included = W tym dla strażnika bramy: { $coin ->
    [one] 1 srebrnik
    [few] { $coin } srebrniki
    [many] { $coin } srebrników
   *[other] { $coin } srebrnika
} → { $keeper }
hints-ezra_nehemiah-also = Także: { $effects }
hints-ezra_nehemiah-banners-lost = Po akcji głównej: sztandary przepadną
hints-ezra_nehemiah-retrieve = Wraca do twojego zapasu; zwalnia pole: { $effects }

## Dlaczego opcja jest niedostępna i co by ją umożliwiło

hints-ezra_nehemiah-why-no-flip = Nie stać cię na odwrócenie żadnej płytki rozwoju: { $tile } – brakuje ci: { $missing }.
hints-ezra_nehemiah-why-all-developed = Wszystkie twoje płytki rozwoju są już odwrócone.
hints-ezra_nehemiah-why-trade-card-first = Najpierw zagraj kartę postaci: handlujesz zagraną kartą.
hints-ezra_nehemiah-why-trade-coins = Tańsza opcja handlu ({ $card }) kosztuje { $need ->
    [one] 1 srebrnika
    [few] { $need } srebrniki
    [many] { $need } srebrników
   *[other] { $need } srebrnika
}; masz { $have }.
hints-ezra_nehemiah-why-trade-cubes = Karta { $card } pozwala sprzedać: { $cubes }, a nie masz żadnego z tych zasobów.
