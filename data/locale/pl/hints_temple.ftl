## Świątynia: jednowierszowe podpowiedzi do opcji (zadanie 16), budowane z data/temple/*.toml przez
## engine/temple/hints.py. Wyświetlane pod opcją (Discord: najwyżej 100 znaków).
## Towary ($cost, $output, $lost, $goods) przychodzą w mianowniku, dlatego stoją po dwukropku
## albo w bierniku równym mianownikowi („traci 3 kamienie”, „o 4 drewna mniej”).

# karta Świątyni na stole (licytacja, zakup przymusowy)
hints-temple-concession = { $points } pkt · budowa: { $cost } i { $workers ->
    [one] { $workers } robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
} · niewybudowana na koniec gry: −{ $points } pkt
# budowa jednej z własnych koncesji
hints-temple-build = +{ $swing } pkt do wyniku końcowego: { $points } pkt zamiast −{ $points } pkt
hints-temple-build-last = +{ $swing } pkt do wyniku; ostatnia koncesja: Święte Najświętszych +{ $holy } pkt (lub ich część)

# rzemiosła: najwięcej, ile wytwarzają w rundzie
hints-temple-craft-new = Produkcja na rundę: najwyżej { $output } ({ $capacity ->
    [one] { $capacity } robotnik
    [few] { $capacity } robotników
    [many] { $capacity } robotników
   *[other] { $capacity } robotnika
} × { $per })
hints-temple-craft-up = Produkcja na rundę: najwyżej { $output } ({ $capacity ->
    [one] { $capacity } robotnik
    [few] { $capacity } robotników
    [many] { $capacity } robotników
   *[other] { $capacity } robotnika
} × { $per }; teraz { $before } × { $was })
hints-temple-pestilence = { $workers ->
    [one] Odchodzi jedyny robotnik
   *[other] Zostaje { $left } z { $workers } robotników
}: o { $lost } mniej na rundę

# Karty Bożej Ręki, jedno sformułowanie na efekt (data/temple/gods_hand.toml)
hints-temple-god-lose = Każdy gracz traci { $goods }
hints-temple-god-lose-half = Każdy gracz traci połowę { $good ->
    [drachmas] swoich drachm
    [wood] swojego drewna
    [stone] swojego kamienia
   *[food] swojej żywności
}
hints-temple-god-lose-per-worker = Każdy gracz płaci { $goods } za każdego zatrudnionego robotnika
hints-temple-god-lose-per-full-ten = Każdy gracz płaci { $goods } za każde pełne 10 D, które posiada
hints-temple-god-lose-if-unbuilt = Każdy gracz, który ma co najmniej { $count ->
    [one] { $count } niewybudowaną koncesję
    [few] { $count } niewybudowane koncesje
    [many] { $count } niewybudowanych koncesji
   *[other] { $count } niewybudowanej koncesji
}, płaci { $goods }
hints-temple-god-demolish = Ostatnio wybudowany element Świątyni znów staje się niewybudowaną koncesją
hints-temple-god-remove-craft-worker = Każdy gracz, który ma robotników w rzemiosłach, traci jednego z nich
hints-temple-god-gain = Każdy gracz otrzymuje { $goods }
hints-temple-god-gain-per-worker = Każdy gracz otrzymuje { $goods } za każdego zatrudnionego robotnika
hints-temple-god-repeat-patron = Każdy gracz ponownie otrzymuje dochód od swojego Patrona
hints-temple-god-repeat-crafts = Rzemiosła wszystkich graczy produkują ponownie
hints-temple-god-site-more = W tej rundzie każdy element Świątyni wymaga o { $count ->
    [one] { $count } robotnika
   *[other] { $count } robotników
} na budowie więcej
hints-temple-god-site-fewer = W tej rundzie każdy element Świątyni wymaga o { $count ->
    [one] { $count } robotnika
   *[other] { $count } robotników
} na budowie mniej (co najmniej 1)
hints-temple-god-wage = W tej rundzie płaca robotnika to { $wage }

# Patron
hints-temple-patron = Dochód co rundę: { $income }
