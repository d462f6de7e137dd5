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
render-nehemiah-cubes = kostki w zapasie
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
