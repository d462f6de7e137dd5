## Stan gry (engine.standing, pokazywany przez /gra status): faza, po jednym wierszu na gracza (tylko
## informacje jawne), uwaga o całej grze. Nazwy faz, których używają już obrazki, pochodzą z render.ftl
## i katalogów gier; $line to wiersz gracza, sformułowany niżej. Elementy wiersza dzieli „ · ”.
## Liczebniki: one / few / many / other (1 brama, 2 bramy, 5 bram, 1,5 bramy); robotnik jak w słowniku:
## 1 robotnik, 2 robotników, 5 robotników.

## Nehemiasz: punkty zwycięstwa są za zasłonką aż do końca gry, więc wiersz pokazuje jawne postępy:
## kostki na planszach, zdobyte bramy, robotników za zasłonką (i karty przywódców).

standing-nehemiah-phase-turns = Tury graczy
standing-nehemiah-phase-auction = Licytacja przywódców
standing-nehemiah-phase-scoring = Punktacja rundy
standing-nehemiah-phase-final-scoring = Punktacja końcowa
standing-nehemiah-final-round = Ostatnia runda
standing-nehemiah-final-turns = Koniec gry: { $turns ->
    [one] została 1 tura
    [few] zostały { $turns } tury
    [many] zostało { $turns } tur
   *[other] zostało { $turns } tury
}
standing-nehemiah-player = Kostki: Mur { $wall }, Świątynia { $temple }, Straż { $guard } · { $gates ->
    [one] 1 brama
    [few] { $gates } bramy
    [many] { $gates } bram
   *[other] { $gates } bramy
} · Za zasłonką: { $workers ->
    [one] 1 robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}
standing-nehemiah-player-leaders = Kostki: Mur { $wall }, Świątynia { $temple }, Straż { $guard } · { $gates ->
    [one] 1 brama
    [few] { $gates } bramy
    [many] { $gates } bram
   *[other] { $gates } bramy
} · { $leaders ->
    [one] 1 przywódca
    [few] { $leaders } przywódców
    [many] { $leaders } przywódców
   *[other] { $leaders } przywódcy
} · Za zasłonką: { $workers ->
    [one] 1 robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}
standing-nehemiah-player-final = { $vp } PZ · { $line }

## Świątynia: wszystko jest jawne; punkty, wybudowane koncesje z posiadanych, drachmy, robotnicy.

standing-temple-player = { $score } pkt · Wybudowane koncesje: { $built } z { $concessions } · { $drachmas } D · { $workers ->
    [one] 1 robotnik
    [few] { $workers } robotników
    [many] { $workers } robotników
   *[other] { $workers } robotnika
}
standing-temple-player-owes = { $line } · Do spłaty: { $amount } D

## Architekci Zachodniego Królestwa: wynik, jaki byłby policzony teraz; także wiersz Rywala (jego nazwę,
## jak nazwy graczy, dodaje interfejs).

standing-architects-phase-play = Wysyłanie robotników
standing-architects-player = { $score } PZ · { $buildings ->
    [one] 1 budynek
    [few] { $buildings } budynki
    [many] { $buildings } budynków
   *[other] { $buildings } budynku
} · Katedra: poziom { $cathedral } · Cnoty: { $virtue } · { $debts ->
    [0] Bez niespłaconych długów
    [one] 1 niespłacony dług
    [few] { $debts } niespłacone długi
    [many] { $debts } niespłaconych długów
   *[other] { $debts } niespłaconego długu
}
standing-architects-rival = { $line } · Poziom trudności: { $difficulty }
standing-architects-guildhall = Dom Gildii: zajęte { $filled } z { $spaces } pól (gdy się zapełni, zaczyna się ostatnia kolejka)

## Ezdrasz i Nehemiasz: PZ, srebrniki i chleb ($coins, $food, $gold to gotowe nazwy dóbr z liczbą),
## co gracz odbudował i jego kostki w Świątyni; także wiersz Przeciwnika (gra solo).

standing-ezra_nehemiah-day = Dzień pracy { $day } z { $days }
standing-ezra_nehemiah-final-round = Ostatnia runda
standing-ezra_nehemiah-player = { $vp } PZ · { $coins } · { $food } · Odbudowane: { $walls ->
    [one] 1 mur
    [few] { $walls } mury
    [many] { $walls } murów
   *[other] { $walls } muru
}, { $gates ->
    [one] 1 brama
    [few] { $gates } bramy
    [many] { $gates } bram
   *[other] { $gates } bramy
} · Świątynia: { $temple ->
    [one] 1 kostka
    [few] { $temple } kostki
    [many] { $temple } kostek
   *[other] { $temple } kostki
}
standing-ezra_nehemiah-opponent = { $vp } PZ · { $coins } · { $gold } · Odbudowane: { $walls ->
    [one] 1 mur
    [few] { $walls } mury
    [many] { $walls } murów
   *[other] { $walls } muru
}, { $gates ->
    [one] 1 brama
    [few] { $gates } bramy
    [many] { $gates } bram
   *[other] { $gates } bramy
} · Świątynia: { $temple ->
    [one] 1 kostka
    [few] { $temple } kostki
    [many] { $temple } kostek
   *[other] { $temple } kostki
}
