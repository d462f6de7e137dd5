## Świątynia. Nazwy i teksty kart, rzemiosł, Patronów i Kart Bożej Ręki są nasze własne;
## terminy gry (koncesja, Arka Przymierza, Targowisko, Rzemiosło, Karta Bożej Ręki, Święte
## Najświętszych, punkty Chwały Bożej) pochodzą z polskiej instrukcji.
## Nazwy zagnieżdżone (gracze, karty, rzemiosła, towary) trafiają tu w mianowniku, dlatego zdania
## są budowane tak, by mianownik pasował („gracza { $player }”, „element: { $card }”).
## Skróty nieodmienne: D (drachmy), pkt (punkty Chwały Bożej), szt. (żywność liczona w sztukach).
## Liczebniki: kategorie CLDR one / few / many / other (1 kamień, 2 kamienie, 5 kamieni,
## 1,5 kamienia); „drewno” po liczbie ≥ 2 ma jedną formę (2 drewna, 5 drewna).
## Wariant [nic] w temple-rescue-price porównuje wyrenderowany tekst z temple-nothing („nic”),
## żeby nie pisać „nic i dług …”.

temple-title = Świątynia
temple-option-tiebreak = Rozstrzygaj remisy (więcej wybudowanych elementów, potem mniej niewybudowanych koncesji, potem więcej drachm)
temple-option-sealed-market = Zakryte Targowisko: wszyscy deklarują naraz i w tajemnicy, odkrycie po ostatniej deklaracji

## Towary. Żywność liczona w sztukach (zawsze setki).

temple-drachmas = { $count } D
temple-wood = { $count ->
    [one] { $count } drewno
   *[other] { $count } drewna
}
temple-stone = { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}
temple-food = { $count } szt. żywności
temple-good-drachmas = drachmy
temple-good-wood = drewno
temple-good-stone = kamień
temple-good-food = żywność
temple-goods = { $items }
temple-nothing = nic
temple-prices = drewno { $wood } D, kamień { $stone } D, 100 szt. żywności { $food } D

## Składniki wyniku (wyniki końcowe)

temple-part-built = { $vp } za wybudowane elementy
temple-part-holy = { $vp } za Święte Najświętszych
temple-part-unbuilt = { $vp } za niewybudowane koncesje
temple-part-eliminated = ukamienowanie w rundzie { $vp }

## Karty Świątyni

temple-card = { $name } (nr { $number })
temple-card-1 = Mur Wschodni
temple-card-2 = Mur Południowy
temple-card-3 = Mur Zachodni
temple-card-4 = Mur Północny
temple-card-5 = Portyk Salomona
temple-card-6 = Portyk Królewski
temple-card-7 = Krużganek Zachodni
temple-card-8 = Krużganek Północny
temple-card-9 = Dziedziniec Pogan
temple-card-10 = Dziedziniec Niewiast
temple-card-11 = Dziedziniec Izraela
temple-card-12 = Dziedziniec Kapłanów
temple-card-13 = Ołtarz całopalenia
temple-card-14 = Morze z brązu
temple-card-15 = Kolumny przedsionka
temple-card-16 = Przedsionek
temple-card-17 = Fundamenty Przybytku
temple-card-18 = Mury Miejsca Świętego
temple-card-19 = Cedrowy strop i dach
temple-card-20 = Zasłona i drzwi Przybytku
temple-card-21 = Święte Najświętszych

## Rzemiosła i Patroni

temple-craft = { $craft } (poziom { $level })
temple-craft-bakery = Piekarnia
temple-craft-carpentry = Stolarnia
temple-craft-stonemasonry = Kamieniarnia
temple-patron-P1 = Hiram, król Tyru
temple-patron-P2 = Królowa z Południa
temple-patron-P3 = Kapłan Sadok
temple-patron-P4 = Prorok Natan
temple-patron-P5 = Adoniram, nadzorca robót przymusowych
temple-patron-P6 = Benajasz, dowódca straży

## Karty Bożej Ręki

temple-god-GH01 = Susza
temple-god-GH01-text = Każdy gracz traci połowę swojej żywności.
temple-god-GH02 = Szarańcza
temple-god-GH02-text = Każdy gracz traci 200 szt. żywności i 2 D.
temple-god-GH03 = Pożar składu drewna
temple-god-GH03-text = Każdy gracz traci połowę swojego drewna.
temple-god-GH04 = Obryw w kamieniołomie
temple-god-GH04-text = Każdy gracz traci połowę swojego kamienia.
temple-god-GH05 = Zbójcy na gościńcu
temple-god-GH05-text = Każdy gracz traci 4 D.
temple-god-GH06 = Danina królewska
temple-god-GH06-text = Każdy gracz płaci 1 D za każdego zatrudnionego robotnika.
temple-god-GH07 = Trzęsienie ziemi
temple-god-GH07-text = Ostatnio wybudowany element Świątyni zawala się i znów staje się niewybudowaną koncesją.
temple-god-GH08 = Zaraza
temple-god-GH08-text = Każdy gracz, który ma robotników w rzemiosłach, traci jednego z nich.
temple-god-GH09 = Powódź
temple-god-GH09-text = Każdy gracz traci 3 drewna i 3 kamienie.
temple-god-GH10 = Szemranie budowniczych
temple-god-GH10-text = W tej rundzie każdy element Świątyni wymaga o 1 robotnika na budowie więcej.
temple-god-GH11 = Upomnienie proroka
temple-god-GH11-text = Każdy gracz, który ma co najmniej 2 niewybudowane koncesje, płaci 5 D.
temple-god-GH12 = Jałmużna
temple-god-GH12-text = Każdy gracz płaci 1 D za każde pełne 10 D, które posiada.
temple-god-GH13 = Obfite żniwa
temple-god-GH13-text = Każdy gracz otrzymuje 300 szt. żywności.
temple-god-GH14 = Cedry Libanu
temple-god-GH14-text = Każdy gracz otrzymuje 3 drewna.
temple-god-GH15 = Dar wzgórz
temple-god-GH15-text = Każdy gracz otrzymuje 3 kamienie.
temple-god-GH16 = Ofiary pielgrzymów
temple-god-GH16-text = Każdy gracz otrzymuje 5 D.
temple-god-GH17 = Hojny Patron
temple-god-GH17-text = Każdy gracz ponownie otrzymuje dochód od swojego Patrona.
temple-god-GH18 = Manna
temple-god-GH18-text = Każdy gracz otrzymuje 100 szt. żywności za każdego zatrudnionego robotnika.
temple-god-GH19 = Zapał ludu
temple-god-GH19-text = W tej rundzie każdy element Świątyni wymaga o 1 robotnika na budowie mniej (co najmniej 1).
temple-god-GH20 = Błogosławieństwo szabatu
temple-god-GH20-text = W tej rundzie robotnikom płaci się tylko żywnością, bez drachm.
temple-god-GH21 = Błogosławione warsztaty
temple-god-GH21-text = Rzemiosła wszystkich graczy produkują ponownie, jak w fazie dochodu.

## Fazy (obrazki i stan gry)

temple-phase-start = Początek rundy
temple-phase-income = Dochód
temple-phase-auction = Przetarg koncesji
temple-phase-market = Targowisko
temple-phase-crafts = Rzemiosła
temple-phase-hiring = Zatrudnianie robotników
temple-phase-gods_hand = Karta Bożej Ręki
temple-phase-wages = Zapłata robotnikom
temple-phase-building = Budowa Świątyni
temple-phase-end = Koniec rundy
temple-phase-over = Koniec gry

## Pytania

temple-ask-auction-card = Masz Arkę Przymierza: wybierz koncesję do licytacji.
temple-ask-first-bid = Licytacja: { $card }. Zaoferuj co najmniej { $min } D albo pasuj.
temple-ask-bid = Licytacja: { $card }. { $bidder } oferuje { $high } D. Zaoferuj co najmniej { $min } D albo pasuj.
temple-ask-forced = Nikt nie wziął koncesji, a Arka wróciła do ciebie: musisz kupić jedną za { $price } D.
temple-ask-sell-wood = Targowisko: ile drewna sprzedajesz? Dotychczasowa podaż: { $total } ({ $price }); masz { $have }.
temple-ask-sell-stone = Targowisko: ile kamienia sprzedajesz? Dotychczasowa podaż: { $total } ({ $price }); masz { $have }.
temple-ask-sell-food = Targowisko: ile setek żywności sprzedajesz? Dotychczasowa podaż: { $total } ({ $price }); masz { $have } × 100 szt.
temple-ask-buy-wood = Targowisko: ile drewna kupujesz? Dotychczasowy popyt: { $total } ({ $price }); masz { $drachmas } D przed zakupami.
temple-ask-buy-stone = Targowisko: ile kamienia kupujesz? Dotychczasowy popyt: { $total } ({ $price }); masz { $drachmas } D przed zakupami.
temple-ask-buy-food = Targowisko: ile setek żywności kupujesz? Dotychczasowy popyt: { $total } ({ $price }); masz { $drachmas } D przed zakupami.
temple-ask-sealed-sell-wood = Targowisko, zakryta deklaracja: ile drewna sprzedajesz? (masz { $have })
temple-ask-sealed-sell-stone = Targowisko, zakryta deklaracja: ile kamienia sprzedajesz? (masz { $have })
temple-ask-sealed-sell-food = Targowisko, zakryta deklaracja: ile setek żywności sprzedajesz? (masz { $have } × 100 szt.)
temple-ask-sealed-buy-wood = Targowisko, zakryta deklaracja: ile drewna kupujesz? (masz { $drachmas } D przed zakupami na tym Targowisku)
temple-ask-sealed-buy-stone = Targowisko, zakryta deklaracja: ile kamienia kupujesz? (masz { $drachmas } D przed zakupami na tym Targowisku)
temple-ask-sealed-buy-food = Targowisko, zakryta deklaracja: ile setek żywności kupujesz? (masz { $drachmas } D przed zakupami na tym Targowisku)
temple-unit-price = po { $price } D za sztukę
temple-unit-price-food = po { $price } D za 100 szt.
temple-ask-craft = Rzemiosła: zbuduj nowe rzemiosło, podnieś o poziom jedno z posiadanych albo pasuj.
temple-ask-craft-workers = { $craft }: ilu robotników ma tu pracować? Miejsc: { $max }, teraz: { $now }. Płace do tej pory: { $bill }.
temple-ask-site-workers = Ilu robotników zatrudniasz na budowie w tej rundzie? Każdy kosztuje { $wage }; płace dotychczasowych robotników: { $bill }.
temple-ask-pestilence = Zaraza: wybierz rzemiosło, które traci robotnika.
temple-ask-build = Buduj elementy Świątyni (wolni robotnicy na budowie: { $free }) albo zakończ.
temple-ask-rescue = { $debtor } nie może zapłacić robotnikom, brakuje: { $short }. Zaoferujesz pomoc?
temple-ask-give-drachmas = Ile drachm dajesz graczowi { $debtor }?
temple-ask-give-food = Ile setek żywności dajesz graczowi { $debtor }?
temple-ask-price-wood = Twoja cena: ile drewna żądasz od gracza { $debtor }?
temple-ask-price-stone = Twoja cena: ile kamienia żądasz od gracza { $debtor }?
temple-ask-price-drachmas = Twoja cena: ile drachm z nadwyżki gracza { $debtor } żądasz?
temple-ask-price-food = Twoja cena: ile setek żywności z nadwyżki gracza { $debtor } żądasz?
temple-ask-price-debt = Twoja cena: ile drachm { $debtor } ma ci oddać z przyszłych dochodów?
temple-ask-accept = { $rescuer } oferuje { $give } w zamian za { $price }. Nadal brakuje: { $short }. Przyjmujesz?
temple-rescue-price = { $debt ->
    [0] { $goods }
   *[other] { $goods ->
        [nic] dług { $debt } D
       *[other] { $goods } i dług { $debt } D
    }
}

## Opcje

temple-opt-pass = Pasuj
temple-opt-done = Zakończ budowę
temple-opt-build = Zbuduj: { $card } – { $cost } i { $workers ->
    [one] { $workers } robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}
temple-opt-build-craft = Zbuduj: { $craft } – { $cost }
temple-opt-upgrade = Rozbuduj: { $craft } – { $cost }
temple-opt-rescue = Zaoferuj pomoc
temple-opt-decline = Nie pomagaj
temple-opt-accept = Przyjmij
temple-opt-refuse = Odrzuć

## Dlaczego opcja jest niedostępna

temple-why-just-declined = Przed chwilą nikt nie licytował tej karty: wybierz inną.
temple-why-no-craft-card = W zasobach ogólnych nie ma już karty: { $craft }.
temple-why-short = Brakuje ci: { $short }.
temple-why-build-short = { $workers ->
    [0] Brakuje ci: { $short }.
   *[other] Brakuje ci: { $short } i { $workers ->
        [one] { $workers } robotnik
        [few] { $workers } robotników
        [many] { $workers } robotników
       *[other] { $workers } robotnika
    } na budowie.
}
temple-why-build-workers = Brakuje ci: { $workers ->
    [one] { $workers } robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
} na budowie.
temple-why-cannot-rescue = Nie masz niczego z tego, czego brakuje.

## Odmowy z dokładnym niedoborem

temple-refuse-bid-low = Oferta musi wynosić co najmniej { $min } D (najwyższa oferta: { $high } D); { $amount } D to za mało.
temple-refuse-bid-money = Masz tylko { $have } D: oferta { $amount } D to o { $short } D więcej, niż masz.
temple-refuse-sell = Nie możesz sprzedać: { $good } – masz tylko { $have } (brakuje: { $short }).
temple-refuse-buy = Cena za { $good } to { $cost } D, a zostało ci { $have } D: brakuje { $short } D.
temple-refuse-buy-turn = Cena za { $good } to { $cost } D (łączny popyt: { $total }, { $price }), a zostało ci { $have } D: brakuje { $short } D.
temple-refuse-capacity = { $craft } mieści najwyżej { $max ->
    [one] { $max } robotnika
    [few] { $max } robotników
    [many] { $max } robotników
   *[other] { $max } robotnika
}: { $amount } to o { $short } za dużo.
temple-refuse-site-workers = W jednej rundzie możesz zatrudnić na budowie najwyżej { $max ->
    [one] { $max } robotnika
    [few] { $max } robotników
    [many] { $max } robotników
   *[other] { $max } robotnika
}.
temple-refuse-rescue-amount = Wybierz liczbę od 0 do { $max }; { $amount } nie wchodzi w grę.

## Zdarzenia

temple-ev-round = Zaczyna się runda { $round }; Arkę Przymierza ma { $player }.
temple-ev-income = { $player } otrzymuje { $goods }.
temple-ev-debt-paid = { $player } spłaca graczowi { $creditor } { $amount } D długu (do spłaty zostaje { $left } D).
temple-ev-display = Koncesje na stole: { $cards }.
temple-ev-auction-open = { $player } wystawia na licytację: { $card } – { $bidders ->
    [0] nikt nie może licytować
    [one] licytować może 1 gracz
    [few] licytować mogą { $bidders } gracze
    [many] licytować może { $bidders } graczy
   *[other] licytować może { $bidders } gracza
}.
temple-ev-bid = { $player } oferuje { $amount } D.
temple-ev-pass = { $player } pasuje.
temple-ev-sold = { $player } zdobywa koncesję { $card } za { $price } D.
temple-ev-declined = Nikt nie licytuje: { $card }.
temple-ev-token = Arka Przymierza przechodzi do gracza { $player }.
temple-ev-forced = { $player } musi kupić koncesję { $card } za { $price } D.
temple-ev-nobody-can-take = Nikt nie może wziąć kolejnej koncesji; na stole zostają: { $cards }.
temple-ev-auctions-over = Sprzedano ostatnią koncesję: zaczyna się wyścig o ukończenie Świątyni.
temple-ev-declared = { $player } składa deklarację.
temple-ev-declared-sell = Twoja oferta sprzedaży: { $goods }.
temple-ev-declared-buy = Twoje zamówienie: { $goods }.
temple-ev-market-sell = Targowisko: deklaracje sprzedaży odkryte. Łączna podaż: { $totals }. Ceny: { $prices }. { $lines }
temple-ev-market-buy = Targowisko: deklaracje zakupu odkryte. Łączny popyt: { $totals }. Ceny: { $prices }. { $lines }
temple-ev-declared-turn-sell = { $player } zgłasza sprzedaż: { $goods }. Dotychczasowa podaż: { $totals }; ceny: { $prices }.
temple-ev-declared-turn-buy = { $player } zgłasza zakup: { $goods }. Dotychczasowy popyt: { $totals }; ceny: { $prices }.
temple-ev-market-turn-sell = Targowisko: sprzedaż rozliczona. Łączna podaż: { $totals }. Ceny: { $prices }. { $lines }
temple-ev-market-turn-buy = Targowisko: zakupy rozliczone. Łączny popyt: { $totals }. Ceny: { $prices }. { $lines }
temple-market-sell-line = { $player } sprzedaje { $goods } za { $drachmas } D
temple-market-buy-line = { $player } kupuje { $goods } za { $drachmas } D{ $cut ->
    [yes] {" "}(tyle, na ile starczyło pieniędzy)
   *[no] {""}
}
temple-market-nobody = Nikt nie handlował.
temple-ev-build = { $player } buduje rzemiosło: { $craft }.
temple-ev-upgrade = { $player } rozbudowuje rzemiosło: { $craft }.
temple-ev-workers = { $player } zatrudnia { $craft ->
    [one] { $craft } robotnika
    [few] { $craft } robotników
    [many] { $craft } robotników
   *[other] { $craft } robotnika
} w rzemiosłach i { $site } na budowie (płace: { $bill }).
temple-ev-god = { $player } dobiera Kartę Bożej Ręki: { $card }. { $text }
temple-ev-gods-reshuffle = Karty Bożej Ręki zostają przetasowane.
temple-ev-god-lose = { $player } traci { $goods }.
temple-ev-god-gain = { $player } otrzymuje { $goods }.
temple-ev-demolish = Trzęsienie ziemi! Zawala się element gracza { $player }: { $card } – znów jest niewybudowaną koncesją.
temple-ev-demolish-none = Ziemia drży, ale nic jeszcze nie zbudowano.
temple-ev-pestilence = { $player } traci robotnika w rzemiośle: { $craft }.
temple-ev-wages = { $player } płaci robotnikom { $goods }.
temple-ev-riot = { $player } nie może zapłacić robotnikom (należność: { $bill }; brakuje: { $short }): wybucha tumult!
temple-ev-rescue-declined = { $player } nie pomaga graczowi { $debtor }.
temple-ev-rescue-refused = { $player } odrzuca ofertę gracza { $rescuer }.
temple-ev-rescue-accepted = { $player } przyjmuje ofertę gracza { $rescuer }: { $give } w zamian za { $price }.
temple-ev-eliminated = Nikt nie uratował gracza { $player }: lud chwyta za kamienie, a { $player } wypada z gry.
temple-ev-built = { $player } buduje element: { $card } – { $points } pkt.
temple-ev-holy = { $count ->
    [one] { $players } kończy budowę wszystkich swoich koncesji przed innymi i otrzymuje Święte Najświętszych: { $points } pkt.
   *[other] { $players } jednocześnie kończą budowę wszystkich swoich koncesji i dzielą się Świętym Najświętszych: po { $points } pkt.
} Rozgrywana jest jeszcze jedna runda.
temple-ev-over-final-round = Ostatnia runda dobiegła końca.
temple-ev-over-safety = Po ostatniej licytacji nikt nie zdążył ukończyć budowy: gra się kończy.
temple-ev-over-max-rounds = Osiągnięto limit rund: gra się kończy.
temple-ev-over-last-standing = W grze został tylko jeden gracz: gra się kończy.

## Podsumowanie własnej sytuacji gracza (/hand)

temple-hand = Masz { $drachmas } D, { $wood ->
    [one] { $wood } drewno
   *[other] { $wood } drewna
}, { $stone ->
    [one] { $stone } kamień
    [few] { $stone } kamienie
    [many] { $stone } kamieni
   *[other] { $stone } kamienia
} i { $food } szt. żywności; zatrudniasz { $workers ->
    [one] { $workers } robotnika
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}; koncesje niewybudowane: { $unbuilt }, elementy wybudowane: { $built }; dotąd { $score } pkt.
