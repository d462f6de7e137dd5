## Nehemiasz. Nazwy i teksty kart oraz przywódców są nasze własne.
## Nazwy zagnieżdżone (plansze, karty, przywódcy, bank, gracze) trafiają tu w mianowniku,
## dlatego zdania są budowane tak, by mianownik pasował („na planszy Mur”, „robotnik gracza Ania”).
## Liczebniki: CLDR dla polskiego ma kategorie one / few / many / other
## (1 kostka, 2 kostki, 5 kostek, 22 kostki, 1,5 kostki). „drewno” i „złoto” mają po liczbie ≥ 2
## jedną formę (2 drewna, 5 drewna, 2 złota, 5 złota); skrót PZ jest nieodmienny.

nehemiah-title = Nehemiasz
nehemiah-option-leaders = Wariant „Przywódcy budowy”
nehemiah-the-bank = bank
nehemiah-list = { $items }
nehemiah-where = kolumna { $column }, karta { $position } ({ $card })
nehemiah-cost = { $wood ->
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
        } i { $gold ->
            [one] { $gold } złoto
           *[other] { $gold } złota
        }
    }
}

## Składniki wyniku (wyniki końcowe)

nehemiah-part-influence = { $vp } za wpływy
nehemiah-part-gates = { $vp } za bramy
nehemiah-part-wood = { $vp } za drewno
nehemiah-part-gold = { $vp } za złoto
nehemiah-part-cards = { $vp } za karty
nehemiah-part-leaders = { $vp } za przywódców

## Plansze

nehemiah-board-wall = Mur
nehemiah-board-temple = Świątynia
nehemiah-board-guard = Straż
# board picture: a player's wood and gold (shown at the end), a column's cards without a worker
render-nehemiah-wood = drewno
render-nehemiah-gold = złoto
render-nehemiah-free = wolne

## Karty pracy

nehemiah-card-WOOD1 = 1 drewno
nehemiah-card-WOOD2 = 2 drewna
nehemiah-card-GOLD2 = 2 złota
nehemiah-card-GOLD3 = 3 złota
nehemiah-card-LUMBER = Skład drewna
nehemiah-card-VP1 = Błogosławieństwo (1 PZ)
nehemiah-card-WALL1 = Buduj mur ×1
nehemiah-card-WALL2 = Buduj mur ×2
nehemiah-card-GUARD1 = Wyszkol strażnika ×1
nehemiah-card-GUARD2 = Wyszkol strażnika ×2
nehemiah-card-TEMPLE1 = Dar dla świątyni ×1
nehemiah-card-TEMPLE2 = Dar dla świątyni ×2
nehemiah-card-GATE = Wznieś bramę
nehemiah-card-REFRESH = Drugi oddech
nehemiah-card-PLACE2 = Dwie pary rąk
nehemiah-card-PLACE_ANY = Dowolne stanowisko
nehemiah-card-REPLACE = Przejmij stanowisko
nehemiah-card-SWAP_W = Zamiana miejsc
nehemiah-card-SWAP_C = Zmiana planów
nehemiah-card-USE_OCC = Pożyczone ręce

## Przywódcy budowy

nehemiah-leader-L01 = Murarz arcykapłana
nehemiah-leader-L01-text = Natychmiast: połóż 1 kostkę na Murze i 1 w Świątyni.
nehemiah-leader-L02 = Odźwierny
nehemiah-leader-L02-text = Natychmiast: weź za darmo wierzchnią kartę z talii bram.
nehemiah-leader-L03 = Werbownik
nehemiah-leader-L03-text = Natychmiast: odłóż dowolnie wiele par robotnik + drewno lub złoto; 2 PZ za każdą parę.
nehemiah-leader-L04 = Leśniczy
nehemiah-leader-L04-text = W tej rundzie: +1 drewno za każdym razem, gdy użyta przez ciebie karta daje ci drewno.
nehemiah-leader-L05 = Skarbnik
nehemiah-leader-L05-text = W tej rundzie: +1 złoto za każdym razem, gdy użyta przez ciebie karta daje ci złoto.
nehemiah-leader-L06 = Skryba
nehemiah-leader-L06-text = Przed punktowaniem tej rundy: przenieś kostkę dowolnego gracza na inną planszę.
nehemiah-leader-L07 = Mierniczy
nehemiah-leader-L07-text = Tuż po wymianie kolumny: zamień miejscami 2 karty w nowej kolumnie.
nehemiah-leader-L08 = Majster
nehemiah-leader-L08-text = W dowolnym momencie: wystaw robotnika według zwykłych zasad.
nehemiah-leader-L09 = Nadzorca
nehemiah-leader-L09-text = W dowolnym momencie: 1 PZ za każdą kolumnę z twoim wyczerpanym robotnikiem.
nehemiah-leader-L10 = Kwatermistrz
nehemiah-leader-L10-text = Przed swoją akcją lub po niej: zamień miejscami dowolnych 2 robotników na kartach.
nehemiah-leader-L11 = Posłaniec
nehemiah-leader-L11-text = Przed swoją akcją lub po niej: przenieś swojego gotowego robotnika na dowolną pustą kartę.
nehemiah-leader-L12 = Poganiacz
nehemiah-leader-L12-text = Zamiast akcji: wystaw do 2 robotników.
nehemiah-leader-L13 = Mistrz budowniczy
nehemiah-leader-L13-text = Zamiast akcji: aktywuj do 2 swoich robotników.
nehemiah-leader-L14 = Rządca
nehemiah-leader-L14-text = Zamiast akcji: aktywuj na swoją korzyść gotowego robotnika innego gracza.
nehemiah-leader-L15 = Namiestnik
nehemiah-leader-L15-text = Przed turą innego gracza: wybierz akcję, którą ten gracz musi wykonać.

## Pytania

nehemiah-ask-turn = Twoja tura: wyślij robotnika do pracy albo aktywuj jednego ze swoich.
nehemiah-ask-work = Wykonać pracę z karty „{ $card }”?
nehemiah-ask-reuse = Zapłać 1 złoto, aby użyć karty powyżej z wyczerpanym robotnikiem, albo zakończ akcję.
nehemiah-ask-cube-source = Brak kostek: z której planszy wziąć { $count ->
    [one] kostkę
    [few] { $count } kostki
    [many] { $count } kostek
   *[other] { $count } kostki
} na planszę { $board }?
nehemiah-ask-refresh = Którego wyczerpanego robotnika postawić? (zostało: { $left })
nehemiah-ask-place = W której kolumnie wystawić robotnika? (zostało: { $left })
nehemiah-ask-place-any = Na której pustej karcie wystawić robotnika?
nehemiah-ask-replace = Którego robotnika innego gracza zastąpić swoim?
nehemiah-ask-use-occupied = Której zajętej karty użyć (1 złoto za każdą)? (zostało: { $left })
nehemiah-ask-swap_workers-column = W której kolumnie zamienić miejscami dwóch robotników?
nehemiah-ask-swap_workers-pair = Którzy dwaj robotnicy z kolumny { $column } zamieniają się miejscami?
nehemiah-ask-swap_cards-column = W której kolumnie zamienić miejscami dwie karty?
nehemiah-ask-swap_cards-pair = Które dwie karty z kolumny { $column } zamieniają się miejscami?
nehemiah-ask-neutral = W której kolumnie wystawić neutralnego robotnika (wyczerpanego)?
nehemiah-ask-auction-open = Otwórz licytację: który przywódca idzie pod młotek?
nehemiah-ask-bid-workers = Licytacja: { $leader }. Zakryta oferta – ilu robotników?
nehemiah-ask-bid-wood = Licytacja: { $leader }. Zakryta oferta – ile drewna?
nehemiah-ask-bid-gold = Licytacja: { $leader }. Zakryta oferta – ile złota?
nehemiah-ask-pairs-wood = Ile par robotnik + drewno odkładasz (2 PZ za parę)?
nehemiah-ask-pairs-gold = Ile par robotnik + złoto odkładasz (2 PZ za parę)?
nehemiah-ask-move-cube-from = Czyją kostkę przenieść i z której planszy?
nehemiah-ask-move-cube-to = Na którą planszę przenieść kostkę?
nehemiah-ask-swap-any-first = Którego robotnika zamienić jako pierwszego?
nehemiah-ask-swap-any-second = Z którym robotnikiem go zamienić?
nehemiah-ask-move-ready-from = Którego ze swoich gotowych robotników przenieść?
nehemiah-ask-move-ready-to = Na którą pustą kartę go przenieść?
nehemiah-ask-activations = Którego ze swoich robotników aktywować? (zostało: { $left })
nehemiah-ask-activate-other = Którego gotowego robotnika innego gracza aktywować?
nehemiah-ask-run-turn = Kierujesz turą gracza { $target }: wybierz, jaką akcję wykona.
nehemiah-ask-window-turn = { $active } zaraz rozpocznie turę. Zagrać teraz kartę przywódcy?
nehemiah-ask-window-after = Twoja akcja jest zakończona. Zagrać kartę przywódcy przed końcem tury?
nehemiah-ask-window-replaced = Kolumna { $column } została właśnie wymieniona. Zagrać teraz kartę przywódcy?
nehemiah-ask-window-scoring = Za chwilę nastąpi punktowanie plansz. Zagrać teraz kartę przywódcy?

## Opcje

nehemiah-opt-skip = Pomiń pracę
nehemiah-opt-done = Gotowe
nehemiah-opt-pass = Pasuj (żadna akcja nie jest możliwa)
nehemiah-opt-keep = Nie teraz
nehemiah-opt-quiet = Nie teraz i nie pytaj mnie więcej w tej rundzie
nehemiah-opt-leader = Zagraj kartę { $leader }
nehemiah-opt-auction = Wystaw na licytację: { $leader }
nehemiah-opt-place = Wystaw robotnika: { $where }
nehemiah-opt-activate = Aktywuj swojego robotnika: { $where }
nehemiah-opt-force-place = { $target } musi wystawić robotnika: { $where }
nehemiah-opt-force-activate = { $target } musi aktywować robotnika: { $where }
nehemiah-opt-activate-other = Aktywuj robotnika gracza { $owner }: { $where }
nehemiah-opt-use = Użyj za 1 złoto (dla: { $to }): { $where }
nehemiah-opt-refresh = Postaw swojego robotnika: { $where }
nehemiah-opt-place_any = Wystaw robotnika: { $where }
nehemiah-opt-replace = Zastąp robotnika gracza { $owner }: { $where }
nehemiah-opt-column = Kolumna { $column }
nehemiah-opt-swap = Zamiana: { $first } ↔ { $second }
nehemiah-opt-cube-from = Weź kostkę z planszy { $board }
nehemiah-opt-cube-of = Kostka gracza { $owner } na planszy { $board }
nehemiah-opt-board = Na planszę { $board }
nehemiah-opt-slot = Przenieś na: { $where }
nehemiah-opt-worker-on = Twój gotowy robotnik: { $where }
nehemiah-opt-worker-at = { $neutral ->
    [1] Robotnik neutralny
   *[0] Robotnik gracza { $owner }
} ({ $exhausted ->
    [1] wyczerpany
   *[0] gotowy
}): { $where }
nehemiah-do-take = Weź { $wood ->
    [0] {""}
    [one] { $wood } drewno
   *[other] { $wood } drewna
}{ $gold ->
    [0] {""}
    [one] { $gold } złoto
   *[other] { $gold } złota
}{ $vp ->
    [0] {""}
   *[other] { $vp } PZ
}
nehemiah-do-exchange = Zapłać { $cost } i weź { $wood ->
    [0] { $gold ->
        [one] { $gold } złoto
       *[other] { $gold } złota
    }
    [one] { $wood } drewno
   *[other] { $wood } drewna
}
nehemiah-do-influence = Zapłać { $cost }: { $cubes ->
    [one] 1 kostka
    [few] { $cubes } kostki
    [many] { $cubes } kostek
   *[other] { $cubes } kostki
} na planszy { $board }
nehemiah-do-gate = Zapłać { $cost }: weź wierzchnią kartę z talii bram

## Zdarzenia

nehemiah-ev-turn = Tura gracza { $player }.
nehemiah-ev-place = { $player } wysyła robotnika do pracy: { $where }.
nehemiah-ev-neutral = { $player } kładzie neutralnego robotnika: { $where }.
nehemiah-ev-activate = { $player } aktywuje swojego robotnika: { $where }.
nehemiah-ev-activate-other = { $player } aktywuje robotnika gracza { $owner }: { $where }.
nehemiah-ev-paid-use = { $player } płaci 1 złoto (dla: { $to }), aby użyć karty: { $where }.
nehemiah-ev-skip-work = { $player } nie wykonuje pracy z karty „{ $card }”.
nehemiah-ev-gain = { $player } { $paid ->
    [1] płaci { $cost } i bierze
   *[0] bierze
}{ $wood ->
    [0] {""}
    [one] { " " }{ $wood } drewno
   *[other] { " " }{ $wood } drewna
}{ $gold ->
    [0] {""}
    [one] { " " }{ $gold } złoto
   *[other] { " " }{ $gold } złota
}{ $vp ->
    [0] {""}
   *[other] { " " }{ $vp } PZ
} ({ $card }).
nehemiah-ev-pay = { $player } płaci { $cost } za kartę „{ $card }”.
nehemiah-ev-cubes = { $player } kładzie { $count ->
    [one] kostkę
    [few] { $count } kostki
    [many] { $count } kostek
   *[other] { $count } kostki
} na planszy { $board }.
nehemiah-ev-move-own-cube = { $player } przenosi kostkę z planszy { $source } na planszę { $target }.
nehemiah-ev-gate = { $player } płaci { $cost } i wznosi bramę.
nehemiah-ev-gate-free = { $player } wznosi bramę za darmo.
nehemiah-ev-gate-private = Brama jest warta { $vp } PZ.
nehemiah-ev-refresh = { $player } stawia swojego robotnika: { $where }.
nehemiah-ev-replace = { $player } przejmuje stanowisko gracza { $owner }: { $where }.
nehemiah-ev-swap-workers = { $player } zamienia miejscami robotników z kart { $first } i { $second } w kolumnie { $column }.
nehemiah-ev-swap-cards = { $player } zamienia miejscami karty { $first } i { $second } w kolumnie { $column }.
nehemiah-ev-pass = { $player } nie może wykonać żadnej akcji i pasuje.
nehemiah-ev-deal = Nowe karty w kolumnie { $column }: { $cards }.
nehemiah-ev-column-discarded = Kolumna { $column } zostaje zdjęta; jej robotnicy wracają do właścicieli.
nehemiah-ev-column-removed = Kolumna { $column } zostaje usunięta: skończyły się karty.
nehemiah-ev-end-triggered = Skończyły się karty ostatniej rundy: do końca gry { $turns ->
    [one] jeszcze jedna tura
    [few] jeszcze { $turns } tury
    [many] jeszcze { $turns } tur
   *[other] jeszcze { $turns } tury
}.
nehemiah-ev-exceptional = Nikt nie może wykonać akcji: { $count ->
    [one] pierwsza kolumna od lewej zostaje wymieniona
    [few] { $count } pierwsze kolumny od lewej zostają wymienione
    [many] { $count } pierwszych kolumn od lewej zostaje wymienionych
   *[other] { $count } pierwsze kolumny od lewej zostają wymienione
}.
nehemiah-ev-round-end = Koniec rundy { $round }: punktowanie plansz.
nehemiah-ev-round-start = Zaczyna się runda { $round }.
nehemiah-ev-board-scored = { $board }: { $results }.
nehemiah-score-line = { $player } { $cubes ->
    [one] 1 kostka
    [few] { $cubes } kostki
    [many] { $cubes } kostek
   *[other] { $cubes } kostki
} → { $vp } PZ
nehemiah-ev-leader-cube = { $player } ma najwięcej kostek na planszy { $board } i zdejmuje jedną z nich.
nehemiah-ev-income = Wszyscy odbierają odłożonych robotników i dostają { $wood ->
    [one] { $wood } drewno
   *[other] { $wood } drewna
} i { $gold ->
    [one] { $gold } złoto
   *[other] { $gold } złota
}.
nehemiah-ev-final = { $player }: { $gates } PZ za bramy, { $resources } PZ za drewno i złoto, łącznie { $total } PZ.
nehemiah-ev-game-over = Koniec gry.
nehemiah-ev-leaders-revealed = Przywódcy do zatrudnienia w tej rundzie: { $leaders }.
nehemiah-ev-leader-boxed = Nikt nie zatrudnia przywódcy { $leader } – karta odpada z gry.
nehemiah-ev-auction-open = { $player } otwiera licytację: { $leader }.
nehemiah-ev-bid-in = { $player } składa zakrytą ofertę.
nehemiah-ev-bid-private = Twoja oferta: { $workers ->
    [one] { $workers } robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}, { $wood ->
    [one] { $wood } drewno
   *[other] { $wood } drewna
}, { $gold ->
    [one] { $gold } złoto
   *[other] { $gold } złota
}.
nehemiah-bid = { $player } { $workers }/{ $wood }/{ $gold }
nehemiah-ev-auction-won = Oferty (robotnicy/drewno/złoto): { $bids }. { $player } zatrudnia przywódcę: { $leader }.
nehemiah-ev-leader = { $player } zagrywa kartę { $leader }.
nehemiah-ev-vp-columns = { $player } zdobywa { $vp } PZ ({ $columns ->
    [one] 1 kolumna
    [few] { $columns } kolumny
    [many] { $columns } kolumn
   *[other] { $columns } kolumny
} z wyczerpanym robotnikiem).
nehemiah-ev-pairs = { $player } odkłada { $pairs ->
    [one] 1 parę
    [few] { $pairs } pary
    [many] { $pairs } par
   *[other] { $pairs } pary
} i zdobywa { $vp } PZ.
nehemiah-ev-move-cube = { $player } przenosi kostkę gracza { $owner } z planszy { $source } na planszę { $target }.
nehemiah-ev-swap-any = { $player } zamienia miejscami robotników: { $first } oraz { $second }.
nehemiah-ev-move-ready = { $player } przenosi swojego gotowego robotnika: { $first } → { $second }.
nehemiah-ev-run-turn = { $player } pokieruje turą gracza { $target }.
nehemiah-ev-run-turn-void = Akcja wybrana dla gracza { $player } nie jest już możliwa: gracz wykonuje zwykłą turę.

## A player's own summary (/hand)

nehemiah-hand = Za twoją zasłonką: { $wood ->
    [one] { $wood } drewno
   *[other] { $wood } drewna
}, { $gold ->
    [one] { $gold } złoto
   *[other] { $gold } złota
}, { $vp } PZ, { $workers ->
    [one] { $workers } robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}; bramy: { $gates }.
