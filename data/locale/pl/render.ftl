## Słowa wspólne dla obrazków (i wiadomości bota: data/locale/names.py).

# gracz, którego nazwa nic nie pokazuje (pusta albo z samych niewidocznych znaków)
name-automa = Bot
name-fallback = Gracz { $number }
render-abandoned = Gra porzucona
render-alt-abandoned = Gra została porzucona; nikt już nie wykonuje ruchu.
# trzeci wiersz nagłówka: co się wydarzyło od poprzedniego obrazka planszy (render/kit.py last_move)
render-last-move = Ostatni ruch
render-alt-last-move = Ostatni ruch: { $move }

## Znaczniki stołu (render/kit.py): czas, który został oczekiwanemu graczowi na zegarze ruchów (krótko:
## stoi w nagłówku po nazwie), miejsca, za które gra bot, gracze na urlopie.
## render-alt-duration stoi w mianowniku: „Pozostały czas: Ania (2 dni 3 godziny)”.

render-time-left = { $days ->
    [0] { $hours ->
        [0] <1 godz.
       *[other] { $hours } godz.
    }
    [one] 1 dzień{ $hours ->
        [0] { "" }
       *[other] { " " }{ $hours } godz.
    }
   *[other] { $days } dni{ $hours ->
        [0] { "" }
       *[other] { " " }{ $hours } godz.
    }
}
# w ciasnym nagłówku: same dni („2 dni” zamiast „2 dni 3 godz.”)
render-time-left-short = { $days ->
    [0] { $hours ->
        [0] <1 godz.
       *[other] { $hours } godz.
    }
    [one] 1 dzień
   *[other] { $days } dni
}
render-mark-bot = bot
render-mark-away = urlop
render-alt-duration = { $days ->
    [0] { "" }
    [one] 1 dzień{ $hours ->
        [0] { "" }
       *[other] { " " }
    }
   *[other] { $days } dni{ $hours ->
        [0] { "" }
       *[other] { " " }
    }
}{ $hours ->
    [0] { $days ->
        [0] mniej niż godzina
       *[other] { "" }
    }
    [one] 1 godzina
    [few] { $hours } godziny
   *[many] { $hours } godzin
}
render-alt-time-left = Pozostały czas: { $players }.
render-alt-seat-time = { $player } ({ $left })
render-alt-bots = Bot gra za: { $players }.
render-alt-away = Na urlopie: { $players }.

## Słowa obrazków Nehemiasza (render/nehemiah.py). Nazwy kart, plansz i przywódców są w data/locale.
## Konstrukcje „etykieta: liczba” omijają odmianę.

render-nehemiah-round = Runda { $round }
render-nehemiah-waiting = Czekamy na
render-nehemiah-game-over = Koniec gry
render-nehemiah-winner = { $count ->
    [one] Zwycięzca
   *[other] Zwycięzcy
}
render-nehemiah-final-turns = Pozostałe tury: { $turns }
render-nehemiah-removed = Usunięta
render-nehemiah-dealing = Rozdawana
render-nehemiah-decks = Talie rund
render-nehemiah-discard = Odrzucone
render-nehemiah-gates = Bramy
render-nehemiah-next = następna
render-nehemiah-none-left = brak
render-nehemiah-screen = za zasłonką
render-nehemiah-aside = odłożeni
render-nehemiah-neutral = neutralni
render-nehemiah-cubes = zapas kostek
render-nehemiah-gates-held = bramy
render-nehemiah-leaders-held = przywódcy
render-nehemiah-start = pierwszy gracz
render-nehemiah-to-move = ruch
render-nehemiah-bidding = licytuje
render-nehemiah-leaders = Przywódcy budowy
render-nehemiah-up-for-bids = Licytacja
render-nehemiah-opened-by = otwiera
render-nehemiah-no-auction = Teraz bez licytacji
render-nehemiah-last-auction = Ostatnia licytacja
render-nehemiah-your-screen = Twoja zasłonka: widzisz ją tylko ty
render-nehemiah-your-bid = Twoja zakryta oferta
render-nehemiah-workers = Robotnicy
render-nehemiah-your-leaders = Twoi przywódcy
render-nehemiah-no-leaders = Brak kart przywódców
render-nehemiah-no-gates = Jeszcze bez bram
render-nehemiah-vp = PZ
render-nehemiah-final = Wynik końcowy

## Tekst alternatywny

render-nehemiah-alt-round = Nehemiasz, runda { $round } z 3.
render-nehemiah-alt-over = Nehemiasz, koniec gry po rundzie { $round }. { $ranking }.
render-nehemiah-alt-place = { $place }. { $players } { $vp } PZ
render-nehemiah-alt-waiting = Czekamy na: { $players }.
render-nehemiah-alt-lead = { $board }: { $count ->
    [one] prowadzi
   *[other] prowadzą
} { $players } ({ $cubes ->
    [one] 1 kostka
    [few] { $cubes } kostki
    [many] { $cubes } kostek
   *[other] { $cubes } kostki
})
render-nehemiah-alt-empty = { $board }: brak kostek
render-nehemiah-alt-columns = Kolumny kart pracy: { $columns }{ $removed ->
    [0] {""}
   *[other] {" "}(usunięte: { $removed })
}.
render-nehemiah-alt-gates = Pozostałe bramy: { $gates }.
render-nehemiah-alt-auction = Licytacja: { $leader }, złożone oferty: { $bids } z { $players }.
render-nehemiah-alt-screen = Zasłonka gracza { $player }: drewno { $wood }, złoto { $gold }, PZ { $vp }, robotnicy za zasłonką: { $workers }, bramy: { $gates }, przywódcy: { $leaders }.

## Słowa obrazków Świątyni (render/temple.py) i ich tekst alternatywny. Terminy jak w temple.ftl
## (koncesja, Arka Przymierza, Targowisko, Rzemiosło, Boża Ręka, Święte Najświętszych).

render-temple-round = Runda { $round }
render-temple-final-round = Ostatnia runda
render-temple-waiting = Czekamy na
render-temple-game-over = Koniec gry
render-temple-winner = { $count ->
    [one] Zwycięzca
   *[other] Zwycięzcy
}
render-temple-auction = Przetarg koncesji
render-temple-deck = { $count ->
    [0] Talia jest pusta
    [one] { $count } karta w talii
    [few] { $count } karty w talii
    [many] { $count } kart w talii
   *[other] { $count } karty w talii
}
render-temple-auctions-over = Wszystkie koncesje sprzedane
render-temple-no-display = Brak wystawionych koncesji
render-temple-under-hammer = pod młotkiem
render-temple-declined = bez ofert
render-temple-high-bid = Prowadzi
render-temple-no-bid = Jeszcze bez oferty
render-temple-passed = Pas
render-temple-last-sale = Ostatnio
render-temple-unsold = bez ofert
render-temple-forced = z musu
render-temple-forced-purchase = zakup przymusowy
render-temple-market = Targowisko
render-temple-sold = sprzedaż
render-temple-bought = zakup
render-temple-price = cena
render-temple-sealed-sell = Zakryta sprzedaż
render-temple-sealed-buy = Zakryte zakupy
render-temple-not-yet = W tej rundzie jeszcze bez handlu
render-temple-gods-hand = Boża Ręka
render-temple-gods-piles = talia: { $deck } · odrzucone: { $discard }
render-temple-god-now = z tej rundy
render-temple-god-earlier = z poprzedniej rundy
render-temple-no-god = Jeszcze bez karty
render-temple-wage = Płaca robotnika
render-temple-site-more = W tej rundzie: o { $count ->
    [one] { $count } robotnika
    [few] { $count } robotników
    [many] { $count } robotników
   *[other] { $count } robotnika
} więcej na element
render-temple-site-fewer = W tej rundzie: o { $count ->
    [one] { $count } robotnika
    [few] { $count } robotników
    [many] { $count } robotników
   *[other] { $count } robotnika
} mniej na element
render-temple-ark = Arka
render-temple-leader = rozpoczyna
render-temple-to-move = ruch
render-temple-declaring = deklaruje
render-temple-site-workers = na budowie
render-temple-wages = płace
render-temple-no-craft = brak
render-temple-built = Wybudowane: { $count }
render-temple-unbuilt = Niewybudowane: { $count }
render-temple-debt = dług { $amount } D wobec
render-temple-barred = zakaz licytacji
render-temple-eliminated = Poza grą od rundy { $round }
render-temple-final = Wynik końcowy
render-temple-part-built = wybudowane
render-temple-part-holy = Święte Najświętszych
render-temple-part-unbuilt = niewybudowane
render-temple-your-screen = Twoje miasto: widzisz je tylko ty
render-temple-goods = Zasoby
render-temple-workers = robotnicy
render-temple-wages-due = do zapłaty
render-temple-score = wynik
render-temple-patron = Patron: { $patron }
render-temple-per-round = co rundę
render-temple-your-sell = Twoja deklaracja sprzedaży
render-temple-your-buy = Twoja deklaracja zakupu
render-temple-crafts = Rzemiosła
render-temple-concessions = Koncesje na Świątynię
render-temple-no-concessions = Jeszcze bez koncesji

## Tekst alternatywny obrazków Świątyni

render-temple-alt-round = Świątynia, runda { $round }: { $phase }.
render-temple-alt-over = Świątynia, koniec gry po rundzie { $round }. { $ranking }.
render-temple-alt-place = { $place }. { $players } { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
}
render-temple-alt-out = Poza grą: { $players }.
render-temple-alt-waiting = Czekamy na: { $players }.
render-temple-alt-ark = Arka Przymierza: { $player }.
render-temple-alt-auction = Licytowana koncesja: { $card }, { $high ->
    [0] jeszcze bez oferty
   *[other] najwyższa oferta { $high } D ({ $bidder })
}.
render-temple-alt-display = Na wystawie: { $cards }.
render-temple-alt-market = { $side ->
    [sell] Zakryta sprzedaż
   *[other] Zakryte zakupy
}: złożone deklaracje { $declared } z { $players }.
render-temple-alt-god = Karta Bożej Ręki: { $card }.
render-temple-alt-scores = Wyniki: { $scores }.
render-temple-alt-score = { $player } { $score }
render-temple-alt-screen = Miasto gracza { $player }: { $drachmas } D, drewno: { $wood }, kamień: { $stone }, żywność: { $food }, { $workers ->
    [one] { $workers } robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}; koncesje wybudowane: { $built }, niewybudowane: { $unbuilt }; wynik { $score }.
render-temple-alt-declaration = { $side ->
    [sell] Twoja deklaracja sprzedaży
   *[other] Twoja deklaracja zakupu
}: drewno { $wood }, kamień { $stone }, żywność { $food }.
render-temple-turn-sell = Sprzedaż po kolei
render-temple-turn-buy = Zakupy po kolei
render-temple-declaring = deklaruje…
render-temple-alt-market-turn = { $side ->
    [sell] Sprzedaż na Targowisku po kolei
   *[other] Zakupy na Targowisku po kolei
}: złożone deklaracje { $declared } z { $players }, deklaruje { $player }. Dotąd: { $totals }.
render-temple-alt-market-good = { $good } { $total } po { $price } D
render-temple-alt-market-food = { $good } { $total } po { $price } D za 100 sztuk

## Słowa obrazów Architektów Zachodniego Królestwa (render/architects.py) i ich tekst alternatywny.
## Nazwy kart, lokacji i surowców pochodzą z architects.ftl.
## Jak w wiadomościach: rzeczowniki pospolite (robotnik, pomocnik, budynek, dług, srebrnik, glina, drewno,
## kamień, złoto, marmur, podatek) małą literą; wielką tylko Katedra, Więzienie, Cnoty, Czarny Rynek i lokacje.
## Ilości z liczebnikiem przez one/few/many/other („tańsze o 1 srebrnika / 2 srebrniki / 5 srebrników”).

render-architects-round = Runda { $round }
render-architects-phase-boards = Wybór plansz
render-architects-phase-draft = Wybór kart budynków
render-architects-phase-final_round = Ostatnia kolejka: { $count ->
    [one] została 1 tura
    [few] zostały { $count } tury
   *[other] zostało { $count } tur
}
render-architects-waiting = Czekamy na
render-architects-game-over = Koniec gry
render-architects-winner = { $count ->
    [one] Zwycięzca
   *[other] Zwycięzcy
}
render-architects-to-move = ruch
render-architects-rival = Rywal
render-architects-rival-of = Poziom trudności: { $difficulty }
render-architects-difficulty-apprentice = łatwy
render-architects-difficulty-journeyman = normalny
render-architects-difficulty-master = trudny
render-architects-rival-last = Ostatnia karta
render-architects-rival-GATHER = zbieranie: { $location }
render-architects-rival-RECRUIT = zatrudnienie
render-architects-rival-CAPTURE = pojmanie
render-architects-rival-GUARD = Wartownia
render-architects-rival-TAX = Poborca Podatkowy
render-architects-rival-MARKET = Czarny Rynek
render-architects-rival-BUILD = budowa
render-architects-tax-stand = Podatki
render-architects-black-market = Czarny Rynek
render-architects-piles = Mały Rynek: { $small } · Duży Rynek: { $large }
render-architects-market-draw = Dobierz { $draw }, zatrzymaj { $keep }
render-architects-prison = Więzienie
render-architects-prison-empty = Więzienie jest puste
render-architects-guildhall = Dom Gildii
render-architects-reset = Odświeżenie Rynku
render-architects-end = Koniec gry
render-architects-beside = Obok Domu Gildii
render-architects-cathedral = Katedra
render-architects-virtue = Cnoty
render-architects-no-cathedral = bez Katedry
render-architects-no-market = bez Czarnego Rynku
render-architects-display = Pomocnicy do zatrudnienia
render-architects-deck = w stosie: { $count }
render-architects-building-deck = Budynki
render-architects-apprentice-deck = Pomocnicy
render-architects-reward-pile = Nagrody
render-architects-rewards-drawn = Odkryte nagrody
render-architects-none = jeszcze żadnej
render-architects-more = +{ $count }
render-architects-captured = Pojmani
render-architects-apprentices-held = Pomocnicy ({ $count })
render-architects-buildings = Budynki ({ $count })
render-architects-cap-virtue = Cnoty
render-architects-cap-cathedral = Katedra
render-architects-cap-debt = długi
render-architects-cap-paid = spłacone
render-architects-cap-workers = robotnicy
render-architects-cap-hand = ręka
render-architects-cap-prison = w Więzieniu
render-architects-cap-score = PZ
render-architects-part-buildings = Budynki
render-architects-part-cathedral = Katedra
render-architects-part-virtue = Cnoty
render-architects-part-debts = Długi
render-architects-part-goods = Złoto, marmur
render-architects-part-silver = Srebrniki
render-architects-part-prison = Więzienie

## Efekty w skrócie (rules/architects.md 13.2); $goods, $give, $get to ilości w brzmieniu
## architects-goods, $location to nazwa lokacji, $skill nazwa umiejętności.

render-architects-fx-GAIN = Otrzymujesz: { $goods }
render-architects-fx-DRAW = { $n ->
    [one] Dobierz 1 kartę budynku
    [few] Dobierz { $n } karty budynków
   *[other] Dobierz { $n } kart budynków
}
render-architects-fx-DRAW_KEEP = Dobierz { $n } karty budynków, zatrzymaj { $keep }
render-architects-fx-HIRE_FREE-any = Zatrudnij dowolnego pomocnika za darmo
render-architects-fx-HIRE_FREE-col1 = Zatrudnij za darmo pomocnika z pierwszej kolumny
render-architects-fx-PAYOFF_FREE = Spłać za darmo 1 dług
render-architects-fx-or = { $text }, a jeśli nie możesz – otrzymujesz: { $goods }
render-architects-fx-RELEASE_ALL = Uwolnij z Więzienia wszystkich swoich robotników
render-architects-fx-IMPRISON_CAPTURED = Wtrąć pojmanych robotników do Więzienia
render-architects-fx-TAKE_TAX = Weź do { $max } srebrników z pola podatków
render-architects-fx-TAKE_TAX-all = Weź wszystkie srebrniki z pola podatków
render-architects-fx-END_VIRTUE = Na koniec gry: +{ $n } pkt Cnót
render-architects-fx-END_VP_PER = 1 PZ za { $what }
render-architects-fx-END_VP_PER-max = 1 PZ za { $what }, najwyżej { $max } PZ
render-architects-per-captured = { $per ->
    [one] każdego pojmanego robotnika
   *[other] każdych { $per } pojmanych robotników
}
render-architects-per-gold = { $per ->
    [one] każde złoto
   *[other] każde { $per } złota
}
render-architects-per-marble = { $per ->
    [one] każdy marmur
   *[other] każde { $per } marmuru
}
render-architects-per-clay = { $per ->
    [one] każdą glinę
   *[other] każde { $per } gliny
}
render-architects-per-silver = { $per ->
    [one] każdego srebrnika
   *[other] każde { $per } srebrników
}
render-architects-per-apprentices = { $per ->
    [one] każdego pomocnika
   *[other] każdych { $per } pomocników
}
render-architects-per-paid_debts = { $per ->
    [one] każdy spłacony dług
    [few] każde { $per } spłacone długi
   *[other] każde { $per } spłaconych długów
}
render-architects-per-cathedral_level = { $per ->
    [one] każdy poziom Katedry
    [few] każde { $per } poziomy Katedry
   *[other] każde { $per } poziomów Katedry
}
render-architects-per-buildings_with_skill = { $per ->
    [one] każdy budynek wymagający umiejętności „{ $skill }”
    [few] każde { $per } budynki wymagające umiejętności „{ $skill }”
   *[other] każde { $per } budynków wymagających umiejętności „{ $skill }”
}
render-architects-per-virtue_above = { $per ->
    [one] każdy punkt Cnót powyżej { $above }
    [few] każde { $per } punkty Cnót powyżej { $above }
   *[other] każde { $per } punktów Cnót powyżej { $above }
}
render-architects-fx-END_VP_IF-virtue_at_least = { $vp } PZ przy Cnotach { $n } lub więcej
render-architects-fx-END_VP_IF-cathedral_at_least = { $vp } PZ przy Katedrze na poziomie { $n } lub wyższym
render-architects-fx-END_VP_IF-no_unpaid_debt = { $vp } PZ bez niespłaconych długów
render-architects-fx-YIELD_BONUS = { $location }: +{ $goods }
render-architects-fx-YIELD_BONUS-clay = { $location }, gdy bierzesz glinę: +{ $goods }
render-architects-fx-YIELD_BONUS-gold = { $location }, gdy bierzesz złoto: +{ $goods }
render-architects-fx-MINES_GOLD_CEIL = Kopalnie: złoto zaokrąglone w górę
render-architects-fx-STOREHOUSE_TRADE = Skarbiec: { $give } → { $get }
render-architects-fx-TAXCOLLECTOR_LOSS = Poborca Podatkowy: tracisz tylko { $n } pkt Cnót
render-architects-fx-CAPTURE_STEAL = Pojmanie: weź właścicielowi { $n ->
    [one] 1 srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
render-architects-fx-DRAW_BONUS = Warsztat: dobierasz więcej kart ({ $n })
render-architects-fx-HAND_LIMIT_BONUS = Limit kart na ręce +{ $n }
render-architects-fx-REACH_BONUS = Warsztat: zasięg dalej o kolumny ({ $n })
render-architects-fx-HIRE_DISCOUNT = Zatrudnienie tańsze o { $n ->
    [one] 1 srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
render-architects-fx-APPRENTICE_LIMIT_BONUS = Limit pomocników +{ $n }
render-architects-fx-TC_FREE_EXTRA = Plac Miejski: pojmania po pierwszym za darmo
render-architects-fx-TC_FIRST_FREE = Plac Miejski: pierwsze pojmanie za darmo
render-architects-fx-TC_EXTRA_LOCATION = Plac Miejski: pojmanie w dodatkowych lokacjach ({ $n })
render-architects-fx-PRISON_BOUNTY = Wtrącanie: +{ $per_worker ->
    [one] 1 srebrnik
    [few] { $per_worker } srebrniki
    [many] { $per_worker } srebrników
   *[other] { $per_worker } srebrnika
} za robotnika, najwyżej { $max }
render-architects-fx-PRISON_BOUNTY_PAIR = Wtrącanie: +{ $n ->
    [one] 1 srebrnik
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
} za każdych 2 robotników
render-architects-fx-RECLAIM_DISCOUNT = Wartownia: tańsze uwolnienie robotników
render-architects-fx-ON_DEBT_PAID = Spłata długu: +{ $goods }
render-architects-fx-IGNORE_TAX = Podatek w każdej płatności niższy o { $n ->
    [one] 1 srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
render-architects-fx-SILVER_DIVISOR = Punktacja końcowa: 1 PZ za każde { $d } srebrników
render-architects-fx-BUILD_DISCOUNT = Budowa: płacisz mniej o { $goods }
render-architects-fx-MARBLE_SUB = 1 marmur zamiast 2 glin, drewna lub kamieni
render-architects-fx-CATHEDRAL_GAIN = Katedra: +{ $goods }
render-architects-fx-CATHEDRAL_SW_DISCOUNT = Katedra: o { $n ->
    [one] 1 kamień lub drewno
    [few] { $n } kamienie lub drewna
    [many] { $n } kamieni lub drewna
   *[other] { $n } kamienia lub drewna
} mniej
render-architects-fx-CATHEDRAL_NO_DISCARD = Katedra: bez odrzucania karty
render-architects-fx-BM_DISCOUNT = Czarny Rynek tańszy o { $n ->
    [one] 1 srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
render-architects-fx-RESET_RELEASE = Odświeżenie Czarnego Rynku: uwolnij robotników z Więzienia ({ $n })
render-architects-fx-RESET_GAIN = Odświeżenie Czarnego Rynku: +{ $goods }
render-architects-fx-RESET_SHELTER = Odświeżenie Czarnego Rynku: twoi robotnicy wracają do ciebie
render-architects-fx-PERMANENT_SKILL = Zawsze masz umiejętność „{ $skill }”

## Zasłonka gracza

render-architects-your-screen = Twoja zasłonka: widzisz ją tylko ty
render-architects-hand = Twoje karty budynków ({ $count } z { $limit })
render-architects-no-hand = Brak kart budynków
render-architects-draft-pack = Wybierz jedną z tych kart ({ $count })
render-architects-draft-kept = Zatrzymane podczas wyboru ({ $count })
render-architects-choosing = Wybierasz spośród tych kart ({ $count })
render-architects-your-apprentices = Twoi pomocnicy ({ $count } z { $limit })
render-architects-no-apprentices = Nie masz jeszcze pomocników
render-architects-no-skills = bez umiejętności
render-architects-cost = Koszt
render-architects-immediate = Po zbudowaniu
render-architects-at-end = Na koniec gry

## Tekst alternatywny obrazów Architektów

render-architects-alt-over = Architekci Zachodniego Królestwa, koniec gry. { $ranking }.
render-architects-alt-place = { $place }. { $players } { $score } PZ
render-architects-alt-waiting = Czekamy na: { $players }.
render-architects-alt-workers = Robotnicy: { $spots }.
render-architects-alt-player = { $player }: { $score } PZ, Cnoty { $virtue }, Katedra poziom { $level }, { $buildings ->
    [one] 1 budynek
    [few] { $buildings } budynki
   *[other] { $buildings } budynków
}, wolni robotnicy: { $workers }, niespłacone długi: { $debts }.
render-architects-alt-screen = Zasłonka: { $player }. Surowce: { $goods }; Cnoty { $virtue }; karty budynków na ręce ({ $count }): { $cards }; pomocnicy: { $apprentices }; wynik { $score }.
render-architects-alt-draft = Karty do wyboru: { $cards }.
render-architects-alt-choosing = Wybierasz spośród: { $cards }.

# the colon after a label drawn on a picture ("Waiting for:")
render-colon = { ":" }

## Wyniki końcowe według kategorii (render/scores.py): tabela z wierszem na gracza, kolumną na
## kategorię punktacji (krótkie nagłówki: render-breakdown-<gra>-<część>) i tekst alternatywny.

render-breakdown-title = Wyniki końcowe
render-breakdown-total = Razem
render-breakdown-alt = { $game }: wyniki końcowe.
render-breakdown-alt-winners = { $count ->
    [one] Zwycięzca
   *[other] Zwycięzcy
}: { $players }.
render-breakdown-alt-seat = { $place }. { $player }: { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
    [many] { $total } punktów
   *[other] { $total } punktu
}.
render-breakdown-alt-seat-parts = { $place }. { $player }: { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
    [many] { $total } punktów
   *[other] { $total } punktu
} ({ $parts }).
render-breakdown-nehemiah-influence = Wpływy
render-breakdown-nehemiah-gates = Bramy
render-breakdown-nehemiah-wood = Drewno
render-breakdown-nehemiah-gold = Złoto
render-breakdown-nehemiah-cards = Karty
render-breakdown-nehemiah-leaders = Przywódcy
render-breakdown-temple-built = Wybudowane
render-breakdown-temple-holy = Święte Najświętszych
render-breakdown-temple-unbuilt = Niewybudowane
render-breakdown-temple-eliminated = Ukamienowanie w rundzie
render-breakdown-architects-buildings = Budynki
render-breakdown-architects-cathedral = Katedra
render-breakdown-architects-virtue = Cnoty
render-breakdown-architects-debts = Długi
render-breakdown-architects-goods = Złoto, marmur
render-breakdown-architects-silver = Srebrniki
render-breakdown-architects-prison = Więzienie
render-breakdown-ezra_nehemiah-game = W grze
render-breakdown-ezra_nehemiah-silver = Srebrniki, dobra
render-breakdown-ezra_nehemiah-tiles = Płytki
render-breakdown-ezra_nehemiah-altar = Ołtarz
render-breakdown-ezra_nehemiah-walls = Mury
render-breakdown-ezra_nehemiah-gates = Bramy
render-breakdown-ezra_nehemiah-scribes = Skrybowie
render-breakdown-ezra_nehemiah-scrolls = Zwoje

## Podpisy klatek animowanej powtórki (render/replay.py: animate_record).

render-replay-caption-setup = { $game } · początek
render-replay-caption = { $game } · runda { $round } · ruch { $move } z { $moves }
render-replay-caption-end = { $game } · koniec, po { $moves ->
    [one] 1 ruchu
   *[other] { $moves } ruchach
}
