## Architekci Zachodniego Królestwa: jednowierszowe podpowiedzi do opcji (engine/architects/hints.py).
## Każda podpowiedź powstaje z danych gry: jeden komunikat na kod efektu (rules/architects.md 13.2)
## i na miejsce, liczby jako parametry. Zagnieżdżone komunikaty (zasoby, umiejętności, lokacje,
## efekty) trafiają tu już wyrenderowane, w mianowniku. Podpowiedź mieści się w 100 znakach.
## Terminy jak w architects.ftl: Cnoty, PZ, Katedra, Więzienie, pojmanie, Odświeżenie Czarnego Rynku.

## Łączenie części podpowiedzi

hints-architects-then = { $first } · { $rest }
hints-architects-and = { $first }; { $rest }
hints-architects-or = { $first } lub { $rest }
hints-architects-slash = { $first }/{ $rest }
hints-architects-plus = +{ $goods }
hints-architects-minus = −{ $goods }
hints-architects-virtue-up = Cnoty +{ $n }
hints-architects-virtue-down = Cnoty −{ $n }
hints-architects-or-else = { $first } (albo { $fallback })
hints-architects-at-end = { $effect } na koniec gry
hints-architects-at-most = { $effect } (maks. { $max })
hints-architects-res-clay = glina
hints-architects-res-wood = drewno
hints-architects-res-stone = kamień
hints-architects-res-gold = złoto
hints-architects-res-marble = marmur
hints-architects-res-silver = srebrnik

## Karty: budynki, pomocnicy, plansze na stronie 2, karty Czarnego Rynku

hints-architects-cost = Koszt: { $goods }
hints-architects-card = { $cost } → { $value }
hints-architects-vp = { $vp } PZ
hints-architects-vp-virtue = { $vp } PZ, { $virtue }
hints-architects-skills = { $skills }
hints-architects-no-skill = bez umiejętności
hints-architects-start = na start: { $goods }
hints-architects-market-card = lewe pole: { $small } · prawe pole: { $large }

## Efekty natychmiastowe (budynki, Nagrody)

hints-architects-draw = dobierz { $count ->
    [one] kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
}
hints-architects-draw-keep = dobierz { $count ->
    [one] kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
}, zatrzymaj { $keep }
hints-architects-hire-free-any = zatrudnij za darmo dowolnego pomocnika
hints-architects-hire-free-col1 = zatrudnij za darmo pomocnika z 1. kolumny
hints-architects-payoff-free = spłać za darmo jeden dług
hints-architects-release-all = twoi robotnicy wychodzą z Więzienia
hints-architects-imprison-captured = wtrąć pojmanych do Więzienia, { $silver ->
    [one] +{ $silver } srebrnik
    [few] +{ $silver } srebrniki
    [many] +{ $silver } srebrników
   *[other] +{ $silver } srebrnika
} za każdego
hints-architects-take-tax-all = weź cały podatek z pola nad Poborcą
hints-architects-take-tax = weź do { $max ->
    [one] { $max } srebrnika
   *[other] { $max } srebrników
} z pola nad Poborcą

## Efekty na koniec gry: 1 PZ za każde `per` tego, co się liczy

hints-architects-per-captured = +1 PZ za { $per ->
    [one] każdego pojmanego robotnika
   *[other] każdych { $per } pojmanych robotników
}
hints-architects-per-gold = +1 PZ za { $per ->
    [one] każde złoto
   *[other] każde { $per } złota
}
hints-architects-per-marble = +1 PZ za { $per ->
    [one] każdy marmur
    [few] każde { $per } marmury
   *[other] każde { $per } marmurów
}
hints-architects-per-clay = +1 PZ za { $per ->
    [one] każdą glinę
   *[other] każde { $per } gliny
}
hints-architects-per-silver = +1 PZ za { $per ->
    [one] każdego srebrnika
    [few] każde { $per } srebrniki
   *[other] każde { $per } srebrników
}
hints-architects-per-apprentices = +1 PZ za { $per ->
    [one] każdego pomocnika
   *[other] każdych { $per } pomocników
}
hints-architects-per-paid-debts = +1 PZ za { $per ->
    [one] każdy spłacony dług
    [few] każde { $per } spłacone długi
   *[other] każde { $per } spłaconych długów
}
hints-architects-per-cathedral-level = +1 PZ za { $per ->
    [one] każdy poziom Katedry
    [few] każde { $per } poziomy Katedry
   *[other] każde { $per } poziomów Katedry
}
hints-architects-per-buildings-with-skill = +1 PZ za { $per ->
    [one] każdy budynek
    [few] każde { $per } budynki
   *[other] każde { $per } budynków
} z umiejętnością { $skill }
hints-architects-per-virtue-above = +1 PZ za { $per ->
    [one] punkt Cnót
    [few] { $per } punkty Cnót
   *[other] { $per } punktów Cnót
} ponad { $above }
hints-architects-if-virtue-at-least = +{ $vp } PZ przy Cnotach { $n } lub więcej
hints-architects-if-cathedral-at-least = +{ $vp } PZ przy Katedrze na poziomie { $n }+
hints-architects-if-no-unpaid-debt = +{ $vp } PZ bez niespłaconych długów

## Zdolności (pomocnicy, plansze na stronie 2)

hints-architects-yield-bonus = { $location }: { $goods }
hints-architects-yield-bonus-option = { $location }, gdy bierzesz { $option ->
    [clay] glinę
   *[gold] złoto
}: { $goods }
hints-architects-mines-gold-ceil = { $location }: złoto zaokrąglane w górę (N/{ $divisor })
hints-architects-trade = { $location }: { $give } → { $get }
hints-architects-trade-more = { $give } → { $get }
hints-architects-taxcollector-loss = { $location }: tracisz { $n ->
    [one] { $n } punkt Cnót
    [few] { $n } punkty Cnót
    [many] { $n } punktów Cnót
   *[other] { $n } punktu Cnót
} zamiast { $usual }
hints-architects-capture-steal = pojmując cudzą grupę, zabierasz jej właścicielowi { $n ->
    [one] { $n } srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
hints-architects-draw-bonus = { $location }: dobierasz o { $n ->
    [one] { $n } kartę budynku
    [few] { $n } karty budynków
    [many] { $n } kart budynków
   *[other] { $n } karty budynku
} więcej
hints-architects-hand-limit-bonus = limit kart na ręce +{ $n }
hints-architects-reach-bonus = { $location }: zasięg +{ $n ->
    [one] { $n } kolumna
    [few] { $n } kolumny
    [many] { $n } kolumn
   *[other] { $n } kolumny
}
hints-architects-hire-discount = { $location }: zatrudnienie tańsze o { $n ->
    [one] { $n } srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
hints-architects-apprentice-limit-bonus = limit pomocników +{ $n }
hints-architects-tc-free-extra = { $location }: pojmania po pierwszym za darmo
hints-architects-tc-first-free = { $location }: pierwsze pojmanie za darmo
hints-architects-tc-extra-location = { $location }: pojmujesz w { $n ->
    [one] { $n } lokacji
   *[other] { $n } lokacjach
} więcej
hints-architects-prison-bounty = wtrącanie do Więzienia: { $per ->
    [one] +{ $per } srebrnik
    [few] +{ $per } srebrniki
    [many] +{ $per } srebrników
   *[other] +{ $per } srebrnika
} za robotnika (maks. { $max })
hints-architects-prison-bounty-pair = wtrącanie do Więzienia: { $n ->
    [one] +{ $n } srebrnik
    [few] +{ $n } srebrniki
    [many] +{ $n } srebrników
   *[other] +{ $n } srebrnika
} za parę robotników
hints-architects-reclaim-discount = odzyskanie robotników kosztuje { $silver ->
    [one] { $silver } srebrnik
    [few] { $silver } srebrniki
    [many] { $silver } srebrników
   *[other] { $silver } srebrnika
} zamiast { $usual }
hints-architects-on-debt-paid = spłata długu: { $goods }
hints-architects-ignore-tax = każda płatność: podatek mniejszy o { $n ->
    [one] { $n } srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
hints-architects-silver-divisor = punktacja końcowa: 1 PZ za { $d ->
    [one] każdego srebrnika
    [few] każde { $d } srebrniki
   *[other] każde { $d } srebrników
} zamiast { $usual }
hints-architects-build-discount = budynki: koszt { $goods }
hints-architects-marble-sub = budowa i Katedra: 1 marmur zamiast { $n } szt. gliny, drewna lub kamienia
hints-architects-cathedral-gain = każdy postęp prac nad Katedrą: { $goods }
hints-architects-cathedral-sw-discount = Katedra: koszt w kamieniu i drewnie −{ $n }
hints-architects-cathedral-no-discard = Katedra: nie oddajesz karty budynku
hints-architects-bm-discount = Czarny Rynek: taniej o { $n ->
    [one] { $n } srebrnika
    [few] { $n } srebrniki
    [many] { $n } srebrników
   *[other] { $n } srebrnika
}
hints-architects-reset-release = przy każdym Odświeżeniu z Więzienia wychodzi do { $n ->
    [one] { $n } twojego robotnika
   *[other] { $n } twoich robotników
}
hints-architects-reset-gain = przy każdym Odświeżeniu Czarnego Rynku: { $goods }
hints-architects-reset-shelter = przy Odświeżeniu robotnicy z Czarnego Rynku wracają do ciebie
hints-architects-permanent-skill = stała umiejętność: { $skill }

## Miejsca (gdzie idzie robotnik): co da postawienie go teraz

hints-architects-gain = { $goods }
hints-architects-gain-either = { $first } albo { $second }
hints-architects-exchange = { $pay }× { $give } → { $get }
hints-architects-storehouse = Do { $n ->
    [one] { $n } wymiany
   *[other] { $n } wymian
}: { $exchanges }{ $trades ->
    [0] {""}
   *[other] ; wymiany pomocników
}
hints-architects-workshop = Zatrudnij pomocnika z { $reach ->
    [1] kolumny 1
   *[other] kolumn 1–{ $reach }
} za { $price ->
    [one] { $price } srebrnika
    [few] { $price } srebrniki
    [many] { $price } srebrników
   *[other] { $price } srebrnika
} albo { $count ->
    [0] (talia budynków jest pusta)
    [one] dobierz 1 kartę budynku
    [few] dobierz { $count } karty budynków
    [many] dobierz { $count } kart budynków
   *[other] dobierz { $count } karty budynku
}
hints-architects-town-centre = Do { $n ->
    [one] { $n } pojmania
   *[other] { $n } pojmań
} { $limit ->
    [one] w 1 lokacji
   *[other] w najwyżej { $limit } lokacjach
}; srebrniki: pierwsze { $first }, kolejne po { $then }
hints-architects-tax-collector = { $silver ->
    [0] Pole nad Poborcą jest puste
    [one] Weź { $silver } srebrnika z pola nad Poborcą
    [few] Weź { $silver } srebrniki z pola nad Poborcą
    [many] Weź { $silver } srebrników z pola nad Poborcą
   *[other] Weź { $silver } srebrnika z pola nad Poborcą
}; tracisz { $virtue ->
    [one] { $virtue } punkt Cnót
    [few] { $virtue } punkty Cnót
    [many] { $virtue } punktów Cnót
   *[other] { $virtue } punktu Cnót
}
hints-architects-guard-house = Do { $n } akcji: wtrąć pojmanych, uwolnij, odzyskaj ({ $reclaim ->
    [one] { $reclaim } srebrnik
    [few] { $reclaim } srebrniki
    [many] { $reclaim } srebrników
   *[other] { $reclaim } srebrnika
}), spłać dług ({ $payoff ->
    [one] { $payoff } srebrnik
    [few] { $payoff } srebrniki
    [many] { $payoff } srebrników
   *[other] { $payoff } srebrnika
})
hints-architects-market-price = { $silver ->
    [one] { $silver } srebrnika
    [few] { $silver } srebrniki
    [many] { $silver } srebrników
   *[other] { $silver } srebrnika
} i { $virtue ->
    [one] { $virtue } punkt Cnót
    [few] { $virtue } punkty Cnót
    [many] { $virtue } punktów Cnót
   *[other] { $virtue } punktu Cnót
}
hints-architects-market = Za { $price }: { $goods }
hints-architects-market-middle = Za { $price }: dowolny pomocnik albo dobierz { $count ->
    [one] { $count } kartę budynku
    [few] { $count } karty budynków
    [many] { $count } kart budynków
   *[other] { $count } karty budynku
} i zatrzymaj { $keep }
hints-architects-guildhall = Postaw budynek albo osiągnij { $level }. poziom Katedry · pole { $space }/{ $spaces }{ $event ->
    [reset] : Odświeżenie Czarnego Rynku
    [end] : koniec gry
   *[none] {""}
}
hints-architects-guildhall-beside = Ostatnia runda, obok Domu Gildii: budynek albo { $level }. poziom Katedry
hints-architects-retrieve = 1 robotnik wraca na twoją planszę; zostaje tu: { $left }
hints-architects-capture-at = Cudzych robotników tutaj: { $others }{ $own ->
    [0] {""}
   *[other] ; twoich: { $own } (wrócą do ciebie)
}

## Katedra w Domu Gildii, zatrudnienie w Warsztacie

hints-architects-stone-or-wood = { $count } szt. kamienia/drewna
hints-architects-give-up-card = oddajesz 1 kartę budynku
hints-architects-reward-card = karta Nagrody
hints-architects-vp-total = łącznie { $vp } PZ
hints-architects-workshop-hire = { $reach ->
    [1] Kolumna 1
   *[other] Kolumny 1–{ $reach }
}: { $price ->
    [one] { $price } srebrnik
    [few] { $price } srebrniki
    [many] { $price } srebrników
   *[other] { $price } srebrnika
}; każda dalsza kolumna +{ $extra }
