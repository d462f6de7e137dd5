## Nehemiasz: jednowierszowe podpowiedzi przy opcjach (co daje wybór, ile kosztuje, co przynosi),
## składane z danych gry przez engine/nehemiah/hints.py, osobny komunikat dla każdego efektu.
## Discord pokazuje podpowiedź jako opis pozycji menu: najwyżej 100 znaków.
## Nazwy plansz, kart i graczy trafiają tu w mianowniku (jak w nehemiah.ftl). „drewno” i „złoto”
## mają po liczbie ≥ 2 jedną formę (2 drewna, 5 drewna); po „brakuje” zawsze dopełniacz (1 drewna).

## Ilości

hints-nehemiah-wood = { $count ->
    [one] { $count } drewno
   *[other] { $count } drewna
}
hints-nehemiah-gold = { $count ->
    [one] { $count } złoto
   *[other] { $count } złota
}
hints-nehemiah-vp = { $count } PZ
hints-nehemiah-cost = { $wood ->
    [0] { $gold ->
        [one] { $gold } złoto
       *[other] { $gold } złota
    }
   *[other] { $gold ->
        [0] { $wood ->
            [one] { $wood } drewno
           *[other] { $wood } drewna
        }
       *[other] { $wood ->
            [one] { $wood } drewno
           *[other] { $wood } drewna
        } + { $gold ->
            [one] { $gold } złoto
           *[other] { $gold } złota
        }
    }
}
hints-nehemiah-with-cost = { $work } · koszt: { $cost }
hints-nehemiah-then-replaced = { $hint } · potem wymiana kolumny

## Karty pracy, osobny komunikat dla każdego efektu (data/nehemiah/kinds.toml)

hints-nehemiah-work-gain = Weź { $gains }
hints-nehemiah-work-influence = Połóż { $cubes ->
    [one] 1 kostkę
    [few] { $cubes } kostki
    [many] { $cubes } kostek
   *[other] { $cubes } kostki
} na planszy { $board }
hints-nehemiah-work-gate = Weź wierzchnią kartę z talii bram ({ $state ->
    [next] { $vp } PZ
    [none] talia jest pusta
   *[other] { $low }–{ $high } PZ
})
hints-nehemiah-work-refresh = { $count ->
    [one] Postaw swojego wyczerpanego robotnika (znów jest gotowy)
   *[other] Postaw do { $count } swoich wyczerpanych robotników (znów są gotowi)
}
hints-nehemiah-work-place = { $count ->
    [one] Wystaw robotnika na pierwszej wolnej karcie kolumny
   *[other] Wystaw do { $count } robotników, każdego na pierwszej wolnej karcie kolumny
}
hints-nehemiah-work-place_any = { $count ->
    [one] Wystaw robotnika na dowolnej pustej karcie
   *[other] Wystaw do { $count } robotników na dowolnych pustych kartach
}
hints-nehemiah-work-replace = { $count ->
    [one] Przejmij stanowisko innego gracza (jego robotnik wraca za zasłonkę)
   *[other] Przejmij do { $count } stanowisk innych graczy (ich robotnicy wracają za zasłonkę)
}
hints-nehemiah-work-swap_workers = Zamień miejscami 2 robotników w jednej kolumnie
hints-nehemiah-work-swap_cards = Zamień miejscami 2 karty w jednej kolumnie
hints-nehemiah-work-use_occupied = { $count ->
    [one] Użyj 1 zajętej karty za { $price ->
        [one] { $price } złoto
       *[other] { $price } złota
    }
   *[other] Użyj do { $count } zajętych kart, za każdą { $price ->
        [one] { $price } złoto
       *[other] { $price } złota
    }
}

## Aktywacja robotnika na karcie, której pracy nie możesz teraz wykonać: dlaczego

hints-nehemiah-lack = Praca teraz niemożliwa: brakuje ci { $wood ->
    [0] { $gold } złota
   *[other] { $gold ->
        [0] { $wood } drewna
       *[other] { $wood } drewna i { $gold } złota
    }
}
hints-nehemiah-no-cubes = Praca teraz niemożliwa: na planszę { $board } może trafić za mało twoich kostek
hints-nehemiah-no-gates = Praca teraz niemożliwa: talia bram jest pusta

## Przywódcy budowy: kiedy, a potem co (data/nehemiah/leaders.toml)

hints-nehemiah-leader = { $timing }: { $effect }
hints-nehemiah-now-vp = { $hint } (teraz { $vp } PZ)
hints-nehemiah-timing-immediate = Natychmiast
hints-nehemiah-timing-round = W tej rundzie
hints-nehemiah-timing-before_scoring = Przed punktowaniem rundy
hints-nehemiah-timing-any_time = W dowolnym momencie
hints-nehemiah-timing-own_turn = Przed swoją akcją lub po niej
hints-nehemiah-timing-instead = Zamiast akcji
hints-nehemiah-timing-other_turn = Przed turą innego gracza
hints-nehemiah-leader-cubes = { $count ->
    [one] połóż { $cubes ->
        [one] 1 kostkę
        [few] { $cubes } kostki
        [many] { $cubes } kostek
       *[other] { $cubes } kostki
    } na planszy { $boards }
   *[other] połóż po { $cubes ->
        [one] 1 kostce
        [few] { $cubes } kostki
        [many] { $cubes } kostek
       *[other] { $cubes } kostki
    } na planszach: { $boards }
}
hints-nehemiah-leader-gate = weź za darmo wierzchnią kartę z talii bram
hints-nehemiah-leader-pairs = odłóż pary robotnik + drewno lub złoto, { $vp } PZ za parę
hints-nehemiah-leader-bonus = { $bonuses }
hints-nehemiah-bonus-wood = +{ $count ->
    [one] { $count } drewno
   *[other] { $count } drewna
}, gdy użyta przez ciebie karta daje ci drewno
hints-nehemiah-bonus-gold = +{ $count ->
    [one] { $count } złoto
   *[other] { $count } złota
}, gdy użyta przez ciebie karta daje ci złoto
hints-nehemiah-leader-move_cube = przenieś kostkę dowolnego gracza na inną planszę
hints-nehemiah-leader-swap_new_column = zamień miejscami 2 karty właśnie wymienionej kolumny
hints-nehemiah-leader-place = { $count ->
    [one] wystaw robotnika według zwykłych zasad
   *[other] wystaw do { $count } robotników
}
hints-nehemiah-leader-vp_per_column = { $vp } PZ za każdą kolumnę z twoim wyczerpanym robotnikiem
hints-nehemiah-leader-swap_any_workers = zamień miejscami dowolnych 2 robotników na kartach
hints-nehemiah-leader-move_ready = przenieś swojego gotowego robotnika na dowolną pustą kartę
hints-nehemiah-leader-activate = { $count ->
    [one] aktywuj jednego ze swoich robotników
   *[other] aktywuj do { $count } swoich robotników
}
hints-nehemiah-leader-activate_other = aktywuj na swoją korzyść gotowego robotnika innego gracza
hints-nehemiah-leader-run_turn = wybierz akcję, którą ten gracz musi wykonać

## Plansze wpływów

hints-nehemiah-board = Kostki: { $cubes } · za miejsca: { $scores } PZ
hints-nehemiah-cubes-of = { $player } { $cubes }

## Odrzucone liczby: skąd ograniczenie

hints-nehemiah-have-workers = { $count ->
    [0] Nie masz robotników za zasłonką.
    [one] Masz za zasłonką tylko 1 robotnika.
    [few] Masz za zasłonką tylko { $count } robotników.
    [many] Masz za zasłonką tylko { $count } robotników.
   *[other] Masz za zasłonką tylko { $count } robotnika.
}
hints-nehemiah-have-wood = { $count ->
    [0] Nie masz drewna.
    [one] Masz tylko 1 drewno.
   *[other] Masz tylko { $count } drewna.
}
hints-nehemiah-have-gold = { $count ->
    [0] Nie masz złota.
    [one] Masz tylko 1 złoto.
   *[other] Masz tylko { $count } złota.
}
hints-nehemiah-pairs-limit = Najwyżej { $max ->
    [one] 1 para
    [few] { $max } pary
    [many] { $max } par
   *[other] { $max } pary
}: do połączenia w pary masz { $workers ->
    [one] 1 robotnika
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
} i { $stock }.
