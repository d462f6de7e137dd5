## Architekci Zachodniego Królestwa.
## Kupiec, Handlarz, Drwal, Szachraj, Kieszonkowiec, Strażniczka Bramy, Twierdza i Studnia pochodzą
## z instrukcji; pozostałe nazwy są nasze (rules/architects.md, rozdział 13).
## Terminy z polskiej instrukcji: Pomocnik, Budynek, Katedra, Cnoty, Dług, Czarny Rynek (Mały i Duży
## Rynek), Odświeżenie Czarnego Rynku, Dom Gildii, Wartownia, Więzienie, Plac Miejski, Poborca
## Podatkowy, Warsztat, Królewski Skarbiec, Kamieniołom, Las, Kopalnie, Mincerz, srebrnik, pojmanie,
## wtrącić do Więzienia, spłacić / zniszczyć Dług, postęp prac nad Katedrą, PZ. Rzeczowniki pospolite
## (robotnik, pomocnik, budynek, dług, zasoby) piszemy małą literą, nazwy lokacji, Katedrę, Więzienie
## i Cnoty wielką.
## Nazwy zagnieżdżone (gracze, karty, lokacje, zasoby) trafiają tu w mianowniku, dlatego zdania są
## budowane tak, by mianownik pasował („w lokacji { $location }”, „otrzymuje: { $goods }”).
## Liczebniki: kategorie CLDR one / few / many / other (1 kamień, 2 kamienie, 5 kamieni, 1,5 kamienia);
## w dopełnieniu 1 robotnika, 2 robotników, 5 robotników; 1 srebrnika (jak w instrukcji).

architects-title = Architekci Zachodniego Królestwa

## Opcje gry (lobby); wartości opcji wyboru to architects-option-{nazwa}-{wartość}

architects-option-advanced = Zaawansowane plansze graczy (strona 2)
architects-option-choose-boards = Gracze wybierają plansze na stronie 2 (inaczej są przydzielane losowo)
architects-option-variant = Wariant
architects-option-variant-standard = standardowy
architects-option-variant-solo = gra jednoosobowa przeciw Rywalowi
architects-option-variant-bot2 = 2 graczy vs Bot (Rywal)
architects-option-difficulty = Poziom trudności Rywala
architects-option-difficulty-apprentice = Uczeń (łatwy)
architects-option-difficulty-journeyman = Czeladnik (normalny)
architects-option-difficulty-master = Mistrz (trudny)
architects-error-solo-players = Wariant jednoosobowy jest dla jednego gracza grającego przeciw Rywalowi.
architects-error-bot2-players = Wariant „2 graczy vs Bot” wymaga dokładnie 2 graczy.
architects-automa = Rywal

## Zasoby (ich lista to architects-goods); Cnoty pojawiają się tylko w zyskach

architects-clay = { $count ->
    [one] { $count } glina
   *[other] { $count } gliny
}
architects-wood = { $count ->
    [one] { $count } drewno
   *[other] { $count } drewna
}
architects-stone = { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}
architects-gold = { $count ->
    [one] { $count } złoto
   *[other] { $count } złota
}
architects-marble = { $count ->
    [one] { $count } marmur
    [few] { $count } marmury
    [many] { $count } marmurów
   *[other] { $count } marmuru
}
architects-silver = { $count ->
    [one] { $count } srebrnik
    [few] { $count } srebrniki
    [many] { $count } srebrników
   *[other] { $count } srebrnika
}
architects-virtue = { $count ->
    [one] { $count } punkt Cnót
    [few] { $count } punkty Cnót
    [many] { $count } punktów Cnót
   *[other] { $count } punktu Cnót
}
architects-goods = { $items }
architects-nothing = nic
architects-nobody = nikt
architects-none = brak
architects-workers-of = { $count ->
    [one] 1 robotnik
    [few] { $count } robotników
    [many] { $count } robotników
   *[other] { $count } robotnika
} gracza { $player }
architects-cathedral-level = Katedra, poziom { $level }

## Lokacje (identyfikatory Q03: dziewięć lokacji z otwartym okręgiem, pola Czarnego Rynku, Dom Gildii)

architects-location-quarry = Kamieniołom
architects-location-forest = Las
architects-location-mines = Kopalnie
architects-location-silversmith = Mincerz
architects-location-storehouse = Królewski Skarbiec
architects-location-workshop = Warsztat
architects-location-town_centre = Plac Miejski
architects-location-tax_collector = Poborca Podatkowy
architects-location-guard_house = Wartownia
architects-location-bm_left = Czarny Rynek, lewe pole
architects-location-bm_middle = Czarny Rynek, środkowe pole
architects-location-bm_right = Czarny Rynek, prawe pole
architects-location-guildhall = Dom Gildii

## Umiejętności

architects-skill-carpentry = Stolarstwo
architects-skill-tiling = Dekarstwo
architects-skill-masonry = Kamieniarstwo

## Składniki wyniku (punktacja końcowa)

architects-part-buildings = { $vp } PZ za budynki
architects-part-cathedral = { $vp } PZ za Katedrę
architects-part-virtue = { $vp } PZ za Cnoty
architects-part-debts = { $vp } PZ za niespłacone długi
architects-part-goods = { $vp } PZ za złoto i marmur
architects-part-silver = { $vp } PZ za srebrniki
architects-part-prison = { $vp } PZ za robotników w Więzieniu

## Karty Nagród (data/architects/rewards.toml): co daje każda z nich

architects-reward-RW01 = 1 punkt Cnót i 1 złoto
architects-reward-RW02 = 1 marmur i 1 kamień
architects-reward-RW03 = 1 punkt Cnót i 3 srebrniki
architects-reward-RW04 = 2 punkty Cnót
architects-reward-RW05 = 1 złoto i 2 kamienie
architects-reward-RW06 = 1 marmur i 1 drewno
architects-reward-RW07 = 1 punkt Cnót i 2 karty budynków
architects-reward-RW08 = darmowy pomocnik (albo 3 srebrniki)
architects-reward-RW09 = darmowa spłata długu (albo 3 srebrniki)
architects-reward-RW10 = 1 złoto, 1 kamień i 1 drewno
architects-reward-RW11 = uwolnienie wszystkich robotników z Więzienia i 2 srebrniki

## Pytania

architects-ask-draft = Wybór kart ({ $pick } z { $picks }): którą z tych { $cards } kart budynków zatrzymujesz?
architects-ask-draft-solo = Wybór kart: odłóż na spód talii { $count ->
    [one] 1 kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
}; pozostałe zatrzymujesz.
architects-ask-board = Wybierz swoją planszę gracza (strona 2).
architects-ask-place = Gdzie wysyłasz robotnika? (na planszy masz jeszcze { $workers ->
    [one] { $workers } robotnika
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
})
architects-ask-retrieve = Nie masz robotników na planszy: z której lokacji zabierasz jednego z powrotem? To cała twoja tura.
architects-ask-mines = Kopalnie (masz tam robotników: { $n }): glina czy złoto?
architects-ask-storehouse = Królewski Skarbiec: dokonaj wymiany (zostało: { $left }) albo zakończ.
architects-ask-workshop = Warsztat (masz tam robotników: { $n }): zatrudniasz pomocnika czy dobierasz karty budynków?
architects-ask-hire = Którego pomocnika zatrudniasz?
architects-ask-apprentice-discard = Możesz mieć najwyżej { $limit } pomocników. Kto odchodzi, by zrobić miejsce dla nowego pomocnika: { $card }?
architects-ask-keep = Którą kartę budynku zatrzymujesz? { $count ->
    [one] Pozostałe trafią na spód talii.
   *[other] (do zatrzymania: { $count }; pozostałe trafią na spód talii)
}
architects-ask-capture = Plac Miejski: gdzie pojmujesz? (zostało pojmań: { $left }; następne kosztuje { $cost ->
    [one] { $cost } srebrnika
    [few] { $cost } srebrniki
    [many] { $cost } srebrników
   *[other] { $cost } srebrnika
})
architects-ask-capture-whom = Czyich robotników pojmujesz w lokacji { $location }?
architects-ask-guard = Wartownia: wybierz akcję (zostało: { $left }) albo zakończ.
architects-ask-market = Czarny Rynek: zatrudniasz dowolnego pomocnika czy dobierasz karty budynków?
architects-ask-guild = Dom Gildii: stawiasz budynek czy prowadzisz prace nad Katedrą?
architects-ask-payment = { $what }: jak płacisz?
architects-ask-payment-marble = { $what }: ile marmuru płacisz?
architects-ask-cathedral-discard = Katedra wymaga oddania karty budynku z ręki: którą kładziesz na spód talii?
architects-ask-hand-discard = Na ręce możesz mieć najwyżej { $limit } kart budynków: odłóż na spód talii { $count ->
    [one] 1 kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
}.

## Opcje

architects-opt-building = { $card }
architects-opt-apprentice = { $card } (umiejętności: { $skills })
architects-opt-board = { $board }: Cnoty { $virtue }, { $silver ->
    [0] zwykłe srebrniki na start
    [1] srebrniki na start +1
    [2] srebrniki na start +2
    [3] srebrniki na start +3
   *[other] srebrniki na start { $silver }
}
architects-opt-place = { $location } (twój { $n }. robotnik tam)
architects-opt-place-space = { $location }
architects-opt-retrieve = { $location } (masz tam { $n ->
    [one] { $n } robotnika
    [few] { $n } robotników
    [many] { $n } robotników
   *[other] { $n } robotnika
})
architects-opt-mines = Weź { $option }
architects-opt-exchange = { $give } → { $get }
architects-opt-done = Zakończ
architects-opt-workshop-hire = Zatrudnij pomocnika
architects-opt-workshop-draw = Dobierz { $count ->
    [one] 1 kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
}
architects-opt-hire = { $card } ({ $slot }): { $cost ->
    [0] za darmo
    [one] { $cost } srebrnik
    [few] { $cost } srebrniki
    [many] { $cost } srebrników
   *[other] { $cost } srebrnika
}{ $silver ->
    [0] {""}
   *[other] , na karcie leży: { $silver }
}{ $virtue ->
    [0] {""}
    [1] , Cnoty +1
    [2] , Cnoty +2
    [3] , Cnoty +3
   *[other] , Cnoty { $virtue }
}
architects-opt-decline = Nie zatrudniaj nikogo (w zamian: { $fallback })
architects-opt-capture-at = { $location } ({ $groups ->
    [one] { $groups } grupa
    [few] { $groups } grupy
    [many] { $groups } grup
   *[other] { $groups } grupy
})
architects-opt-group = Robotnicy gracza { $player } ({ $count })
architects-opt-imprison = Wtrąć pojmanych robotników do Więzienia ({ $count })
architects-opt-release = Uwolnij swoich robotników z Więzienia ({ $count })
architects-opt-reclaim-silver = Odzyskaj pojmanych robotników ({ $count }) za { $cost ->
    [one] { $cost } srebrnika
    [few] { $cost } srebrniki
    [many] { $cost } srebrników
   *[other] { $cost } srebrnika
}{ $tax ->
    [0] {""}
   *[other] {" "}(w tym podatek: { $tax })
}
architects-opt-reclaim-debt = Odzyskaj pojmanych robotników ({ $count }) za { $debts ->
    [one] dług
    [few] { $debts } długi
    [many] { $debts } długów
   *[other] { $debts } długu
} i { $virtue ->
    [one] 1 punkt Cnót
    [few] { $virtue } punkty Cnót
    [many] { $virtue } punktów Cnót
   *[other] { $virtue } punktu Cnót
}
architects-opt-payoff = Spłać dług za { $cost ->
    [one] { $cost } srebrnika
    [few] { $cost } srebrniki
    [many] { $cost } srebrników
   *[other] { $cost } srebrnika
}{ $tax ->
    [0] {""}
   *[other] {" "}(w tym podatek: { $tax })
}
architects-opt-market-hire = Zatrudnij dowolnego pomocnika
architects-opt-market-draw = Dobierz { $count ->
    [one] 1 kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
} i zatrzymaj { $keep }
architects-opt-build = { $card } ({ $cost }; { $vp } PZ)
architects-opt-cathedral = Katedra, poziom { $level }
architects-opt-payment = { $goods }
architects-opt-payment-marble = { $count ->
    [0] Bez marmuru
    [one] 1 marmur
    [few] { $count } marmury
    [many] { $count } marmurów
   *[other] { $count } marmuru
}

## Dlaczego opcja jest niedostępna

architects-why-capture-limit = W tej turze możesz pojmać najwyżej { $limit ->
    [one] w jednej lokacji.
   *[other] w { $limit } lokacjach.
}
architects-why-tax-empty = Pole nad Poborcą Podatkowym jest puste.
architects-why-silver = Koszt: { $need ->
    [one] { $need } srebrnik
    [few] { $need } srebrniki
    [many] { $need } srebrników
   *[other] { $need } srebrnika
}; brakuje ci { $short }.
architects-why-space-taken = To pole jest zajęte.
architects-why-virtue-market = Czarny Rynek jest zamknięty od { $ban }. poziomu Cnót; ty masz { $virtue }.
architects-why-middle-idle = Nie ma pomocnika do zatrudnienia ani karty budynku do dobrania.
architects-why-guildhall = W Domu Gildii nie masz nic do zrobienia: nie możesz postawić budynku ani prowadzić prac nad Katedrą.
architects-why-skills = Brakuje ci umiejętności: { $skills }.
architects-why-short = Brakuje ci: { $short }.
architects-why-cathedral-top = Jesteś już na szczycie Katedry.
architects-why-virtue-cathedral = Prace nad Katedrą wymagają co najmniej { $need }. poziomu Cnót; ty masz { $virtue }.
architects-why-cathedral-full = Poziom { $level } Katedry jest pełny.
architects-why-cathedral-card = Potrzebujesz karty budynku na ręce, którą oddasz.
architects-why-no-hire = Nie ma pomocnika, którego możesz zatrudnić.
architects-why-deck-empty = Talia kart budynków jest pusta.

## Zdarzenia: przygotowanie

architects-ev-board = { $player } bierze planszę: { $board }.
architects-ev-draft-passed = Każdy zatrzymał kartę i przekazał resztę następnemu graczowi (wybór { $pick } z { $picks }).
architects-ev-draft-done = Wybór kart zakończony: zaczyna się budowa.

## Zdarzenia: robotnicy, tura, koniec gry

architects-ev-place = { $player } stawia swojego { $n }. robotnika w lokacji { $location }.
architects-ev-place-space = { $player } stawia robotnika w lokacji { $location }.
architects-ev-place-guildhall = { $player } stawia robotnika w Domu Gildii (pole { $space } z { $spaces }).
architects-ev-place-beside = { $player } stawia robotnika obok pełnego Domu Gildii.
architects-ev-retrieve = { $player } nie ma robotników na planszy i zabiera jednego z lokacji { $location }.
architects-ev-no-retrieve = { $player } nie ma robotnika do postawienia ani do zabrania: tura przepada.
architects-ev-hand-discard = { $player } przekracza limit kart na ręce i kładzie na spód talii { $count ->
    [one] 1 kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
}.
architects-ev-put-under = Na spód talii: { $cards }.
architects-ev-final-round = { $player } zajmuje ostatnie pole Domu Gildii: każdy rozgrywa jeszcze jedną turę.
architects-ev-stalled = Przez całą rundę nikt nie mógł nic zrobić: gra się kończy.
architects-ev-end-virtue = { $player }, budynek { $card }: Cnoty +{ $virtue } na koniec gry.
architects-ev-game-over = Koniec gry.

## Zdarzenia: zasoby, Królewski Skarbiec, Poborca Podatkowy

architects-ev-yield = { $player } otrzymuje w lokacji { $location }: { $goods }.
architects-ev-gain = { $player } otrzymuje: { $goods }.
architects-ev-exchange = { $player } wymienia: { $give } → { $get }.
architects-ev-tax-collector = { $player } zabiera z pola nad Poborcą Podatkowym { $silver ->
    [one] { $silver } srebrnika
    [few] { $silver } srebrniki
    [many] { $silver } srebrników
   *[other] { $silver } srebrnika
} i traci { $virtue ->
    [one] { $virtue } punkt Cnót
    [few] { $virtue } punkty Cnót
    [many] { $virtue } punktów Cnót
   *[other] { $virtue } punktu Cnót
}.
architects-ev-take-tax = { $player } zabiera z pola nad Poborcą Podatkowym { $silver ->
    [one] { $silver } srebrnika
    [few] { $silver } srebrniki
    [many] { $silver } srebrników
   *[other] { $silver } srebrnika
}.

## Zdarzenia: Warsztat i karty budynków

architects-ev-hire-workshop = { $player } zatrudnia pomocnika: { $card } ({ $slot }), płacąc { $paid ->
    [one] { $paid } srebrnika
    [few] { $paid } srebrniki
    [many] { $paid } srebrników
   *[other] { $paid } srebrnika
}{ $extension ->
    [0] {""}
   *[other] {" "}(w tym { $extension } położone na wcześniejszych kartach)
}{ $silver ->
    [0] {""}
   *[other] , i zabiera srebrniki leżące na karcie: { $silver }
}.
architects-ev-hire-free = { $player } zatrudnia za darmo pomocnika: { $card } ({ $slot }){ $silver ->
    [0] {""}
   *[other] , i zabiera srebrniki leżące na karcie: { $silver }
}.
architects-ev-hire-market = { $player } zatrudnia na Czarnym Rynku pomocnika: { $card } ({ $slot }){ $silver ->
    [0] {""}
   *[other] , i zabiera srebrniki leżące na karcie: { $silver }
}.
architects-ev-hire-declined = { $player } nikogo nie zatrudnia i w zamian otrzymuje: { $fallback }.
architects-ev-apprentice-discarded = { $player } zwalnia pomocnika: { $card }.
architects-ev-workshop-idle = { $player } nie może w Warsztacie ani zatrudnić pomocnika, ani dobrać kart.
architects-ev-draw = { $player } dobiera { $count ->
    [one] 1 kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
}.
architects-ev-draw-keep = { $player } dobiera { $count ->
    [one] 1 kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
}, by zatrzymać { $keep }.
architects-ev-drew-cards = Dobierasz: { $cards }.
architects-ev-kept = { $player } { $kept ->
    [0] zatrzymuje wszystkie dobrane karty
    [one] zatrzymuje 1 kartę
    [few] zatrzymuje { $kept } karty
    [many] zatrzymuje { $kept } kart
   *[other] zatrzymuje { $kept } karty
}{ $under ->
    [0] {""}
    [one] {" "}i kładzie 1 na spód talii
   *[other] {" "}i kładzie { $under } na spód talii
}.
architects-ev-kept-private = Zatrzymujesz kartę: { $card }. Na spód talii: { $under }.

## Zdarzenia: Plac Miejski, Wartownia, długi

architects-ev-capture = { $player } pojmuje w lokacji { $location } { $count ->
    [one] 1 robotnika
    [few] { $count } robotników
    [many] { $count } robotników
   *[other] { $count } robotnika
} gracza { $owner }{ $paid ->
    [0] {""}
    [one] {" "}za { $paid } srebrnika
    [few] {" "}za { $paid } srebrniki
    [many] {" "}za { $paid } srebrników
   *[other] {" "}za { $paid } srebrnika
}{ $stolen ->
    [0] {""}
   *[other] {" "}i zabiera srebrniki tego gracza: { $stolen }
}.
architects-ev-capture-own = { $player } odbiera z lokacji { $location } { $count ->
    [one] swojego robotnika
   *[other] swoich robotników ({ $count })
}{ $paid ->
    [0] {""}
    [one] {" "}za { $paid } srebrnika
    [few] {" "}za { $paid } srebrniki
    [many] {" "}za { $paid } srebrników
   *[other] {" "}za { $paid } srebrnika
}.
architects-ev-capture-unaffordable = { $player } nie ma czym zapłacić za pojmanie.
architects-ev-imprison = { $player } wtrąca do Więzienia { $count ->
    [one] 1 pojmanego robotnika
    [few] { $count } pojmanych robotników
    [many] { $count } pojmanych robotników
   *[other] { $count } pojmanego robotnika
} i otrzymuje { $silver ->
    [one] { $silver } srebrnika
    [few] { $silver } srebrniki
    [many] { $silver } srebrników
   *[other] { $silver } srebrnika
}.
architects-ev-release = { $player } uwalnia z Więzienia { $count ->
    [one] 1 robotnika
    [few] { $count } robotników
    [many] { $count } robotników
   *[other] { $count } robotnika
}.
architects-ev-reclaim = { $player } odzyskuje z plansz innych graczy { $count ->
    [one] 1 robotnika
    [few] { $count } robotników
    [many] { $count } robotników
   *[other] { $count } robotnika
}.
architects-ev-paid = { $player } płaci { $total ->
    [one] { $total } srebrnika
    [few] { $total } srebrniki
    [many] { $total } srebrników
   *[other] { $total } srebrnika
}{ $tax ->
    [0] {""}
   *[other] {" "}(w tym podatek: { $tax })
}.
architects-ev-debt-paid = { $player } spłaca dług.
architects-ev-debt-reclaim = { $player } bierze { $count ->
    [one] dług
    [few] { $count } długi
    [many] { $count } długów
   *[other] { $count } długu
}, by odzyskać swoich robotników.
architects-ev-debt-prison = { $player } ma najwięcej robotników w Więzieniu i bierze { $count ->
    [one] dług
    [few] { $count } długi
    [many] { $count } długów
   *[other] { $count } długu
}.
architects-ev-debts-destroyed = { $player } jest na szczycie toru Cnót i niszczy { $count ->
    [one] niespłacony dług
    [few] { $count } niespłacone długi
    [many] { $count } niespłaconych długów
   *[other] { $count } niespłaconego długu
}.
architects-ev-debts-underflow = { $player } nie może zejść poniżej 0 na torze Cnót i bierze { $count ->
    [one] dług
    [few] { $count } długi
    [many] { $count } długów
   *[other] { $count } długu
}.

## Zdarzenia: Czarny Rynek i jego Odświeżenie

architects-ev-market-paid = { $player } płaci na Czarnym Rynku { $silver ->
    [one] { $silver } srebrnika
    [few] { $silver } srebrniki
    [many] { $silver } srebrników
   *[other] { $silver } srebrnika
} i traci { $virtue ->
    [one] { $virtue } punkt Cnót
    [few] { $virtue } punkty Cnót
    [many] { $virtue } punktów Cnót
   *[other] { $virtue } punktu Cnót
}.
architects-ev-reset = Odświeżenie Czarnego Rynku nr { $number }{ $shuffled ->
    [0] {""}
   *[other] {" "}(karty Dużego Rynku zostają przetasowane w nowy stos Małego Rynku)
}. Nowe oferty: lewe pole: { $left }; prawe pole: { $right }. Do Więzienia trafiają: { $jailed }
architects-ev-reset-shelter = Robotnik gracza { $player } nie trafia do Więzienia, tylko wraca z Czarnego Rynku na planszę.
architects-ev-reset-release = { $player } przy Odświeżeniu uwalnia z Więzienia { $count ->
    [one] 1 robotnika
    [few] { $count } robotników
    [many] { $count } robotników
   *[other] { $count } robotnika
}.
architects-ev-reset-gain = { $player } przy Odświeżeniu otrzymuje: { $goods }.
architects-ev-reset-crowd = { $player } ma w Więzieniu { $count ->
    [one] 1 robotnika
    [few] { $count } robotników
    [many] { $count } robotników
   *[other] { $count } robotnika
} i traci { $virtue ->
    [one] 1 punkt Cnót
    [few] { $virtue } punkty Cnót
    [many] { $virtue } punktów Cnót
   *[other] { $virtue } punktu Cnót
}.

## Zdarzenia: Dom Gildii i Katedra

architects-ev-paid-goods = { $what } – { $player } płaci: { $goods }.
architects-ev-build = { $player } stawia budynek: { $card } ({ $vp } PZ).
architects-ev-cathedral = { $player } osiąga { $level }. poziom Katedry.
architects-ev-cathedral-discard = { $player } oddaje kartę budynku na rzecz Katedry.
architects-ev-reward = { $player } odkrywa kartę Nagrody: { $card }.
architects-ev-reward-pile-empty = Nie ma już kart Nagród: { $player } otrzymuje: { $goods }.
architects-ev-cathedral-gain = { $player } otrzymuje za Katedrę: { $goods }.

## Zdarzenia: Rywal (gra jednoosobowa i wariant „2 graczy vs Bot”)

architects-ev-rival-shuffle = { $player } tasuje swoją talię.
architects-ev-rival-card = { $player } odkrywa swoją kartę nr { $number }.
architects-ev-rival-recruit = { $player } odsyła z wystawki na spód talii pomocnika: { $card }{ $silver ->
    [0] {""}
   *[other] , i zabiera srebrniki leżące na karcie: { $silver }
}.
architects-ev-rival-market = { $player } bierze na Czarnym Rynku { $silver ->
    [one] { $silver } srebrnika
    [few] { $silver } srebrniki
    [many] { $silver } srebrników
   *[other] { $silver } srebrnika
} i traci { $virtue ->
    [one] 1 punkt Cnót
    [few] { $virtue } punkty Cnót
    [many] { $virtue } punktów Cnót
   *[other] { $virtue } punktu Cnót
}.
architects-ev-rival-build = { $player } stawia budynek: { $card } ({ $vp } PZ).
architects-ev-rival-reward = { $player } prowadzi prace nad Katedrą; karta Nagrody odpada z gry: { $card }.

## Podsumowanie dla gracza (/hand)

architects-hand = Masz: { $clay ->
    [one] { $clay } glina
   *[other] { $clay } gliny
}, { $wood ->
    [one] { $wood } drewno
   *[other] { $wood } drewna
}, { $stone ->
    [one] { $stone } kamień
    [few] { $stone } kamienie
    [many] { $stone } kamieni
   *[other] { $stone } kamienia
}, { $gold ->
    [one] { $gold } złoto
   *[other] { $gold } złota
}, { $marble ->
    [one] { $marble } marmur
    [few] { $marble } marmury
    [many] { $marble } marmurów
   *[other] { $marble } marmuru
} i { $silver ->
    [one] { $silver } srebrnik
    [few] { $silver } srebrniki
    [many] { $silver } srebrników
   *[other] { $silver } srebrnika
}; Cnoty: { $virtue }; na planszy { $workers ->
    [one] { $workers } robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}; { $debts ->
    [0] bez niespłaconych długów
    [one] 1 niespłacony dług
    [few] { $debts } niespłacone długi
    [many] { $debts } niespłaconych długów
   *[other] { $debts } niespłaconego długu
}. Pomocnicy: { $apprentices }. { $count ->
    [0] Nie masz kart budynków na ręce.
   *[other] Karty budynków na ręce ({ $count }): { $cards }.
}

## Pomocnicy (data/architects/apprentices.toml)

architects-apprentice-A01 = Kupiec
architects-apprentice-A02 = Kupiec
architects-apprentice-A03 = Handlarz
architects-apprentice-A04 = Handlarz
architects-apprentice-A05 = Drwal
architects-apprentice-A06 = Drwal
architects-apprentice-A07 = Szachraj
architects-apprentice-A08 = Szachraj
architects-apprentice-A09 = Kieszonkowiec
architects-apprentice-A10 = Kieszonkowiec
architects-apprentice-A11 = Strażniczka Bramy
architects-apprentice-A12 = Strażniczka Bramy
architects-apprentice-A13 = Łamacz kamieni
architects-apprentice-A14 = Łamacz kamieni
architects-apprentice-A15 = Kopacz
architects-apprentice-A16 = Poszukiwacz złota
architects-apprentice-A17 = Polerowacz monet
architects-apprentice-A18 = Polerowacz monet
architects-apprentice-A19 = Kreślarz
architects-apprentice-A20 = Werbownik
architects-apprentice-A21 = Negocjator
architects-apprentice-A22 = Komornik
architects-apprentice-A23 = Herold
architects-apprentice-A24 = Łowca nagród
architects-apprentice-A25 = Adwokat
architects-apprentice-A26 = Spowiednik
architects-apprentice-A27 = Pisarz lichwiarza
architects-apprentice-A28 = Jałmużnik
architects-apprentice-A29 = Ceglarz
architects-apprentice-A30 = Ciosacz kamienia
architects-apprentice-A31 = Przemytnik
architects-apprentice-A32 = Rządca
architects-apprentice-A33 = Majster
architects-apprentice-A34 = Pozłotnik
architects-apprentice-A35 = Rzeźbiarz w marmurze
architects-apprentice-A36 = Kapelan
architects-apprentice-A37 = Budowniczy rusztowań
architects-apprentice-A38 = Pośrednik
architects-apprentice-A39 = Donosiciel
architects-apprentice-A40 = Stróż

## Budynki (data/architects/buildings.toml)

architects-building-B01 = Twierdza
architects-building-B02 = Studnia
architects-building-B03 = Piec garncarski
architects-building-B04 = Kapliczka przydrożna
architects-building-B05 = Komora celna
architects-building-B06 = Stragan
architects-building-B07 = Ogród ziołowy
architects-building-B08 = Stajnia
architects-building-B09 = Wieża strażnicza
architects-building-B10 = Łaźnia
architects-building-B11 = Kuźnia
architects-building-B12 = Spichlerz
architects-building-B13 = Wieża bramna
architects-building-B14 = Skryptorium
architects-building-B15 = Tartak
architects-building-B16 = Garbarnia
architects-building-B17 = Kancelaria gildii
architects-building-B18 = Przytułek
architects-building-B19 = Kantor
architects-building-B20 = Płatny most
architects-building-B21 = Jaskinia hazardu
architects-building-B22 = Gildia złodziei
architects-building-B23 = Ogród klasztorny
architects-building-B24 = Bednarnia
architects-building-B25 = Cech kamieniarzy
architects-building-B26 = Plac ciesielski
architects-building-B27 = Dom dekarzy
architects-building-B28 = Gmach sądu
architects-building-B29 = Ratusz
architects-building-B30 = Krużganek
architects-building-B31 = Komnata skarbów
architects-building-B32 = Obserwatorium
architects-building-B33 = Wielka sala
architects-building-B34 = Ludwisarnia
architects-building-B35 = Mennica królewska
architects-building-B36 = Koszary
architects-building-B37 = Port
architects-building-B38 = Bazylika
architects-building-B39 = Akwedukt
architects-building-B40 = Kuchnie pałacowe

## Plansze graczy, strona 2 (data/architects/boards.toml)

architects-board-SB1 = Pielgrzym
architects-board-SB2 = Paser
architects-board-SB3 = Stolarz
architects-board-SB4 = Mecenas
architects-board-SB5 = Dowódca straży

## Słowa obrazu planszy (render/architects.py; pozostałe to render-architects-* z render.ftl)

render-architects-progress = Dom Gildii { $filled }/{ $spaces }
render-architects-alt-progress = Architekci Zachodniego Królestwa. Dom Gildii: zajęte { $filled } z { $spaces } pól; { $resets ->
    [0] jeszcze bez Odświeżenia Czarnego Rynku
    [one] 1 Odświeżenie Czarnego Rynku
    [few] { $resets } Odświeżenia Czarnego Rynku
   *[other] { $resets } Odświeżeń Czarnego Rynku
}.
render-architects-alt-tax = Podatki: { $silver }.
