## Słowa wspólne dla obrazków (i wiadomości bota: data/locale/names.py).

# gracz, którego nazwa nic nie pokazuje (pusta albo z samych niewidocznych znaków)
name-fallback = Gracz { $number }
render-abandoned = Gra porzucona
render-alt-abandoned = Gra została porzucona; nikt już nie wykonuje ruchu.

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
render-nehemiah-leader-deck = w talii: { $deck }
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
