## Ezdrasz i Nehemiasz. Nazwy elementów z data/ezra_nehemiah.
## Z instrukcji: Brama Zbiórki, Brama Wschodnia, Brama Doliny, Końska Brama, Brama Fontanny, bohaterowie
## (Zerubabel, Ezdrasz, Nehemiasz), prorocy (Zachariasz, Aggeusz), typy płytek rozwoju (strażnicy,
## robotnicy, rolnicy, handlarze, starsi) i warunki punktacji szabatu. Owcza i Stara Brama: słownik
## specyfikacji; Brama Wodna, Gnojna i Rybna: Księga Nehemiasza; pozostałe nazwy są nasze (rozdział 15).
## Terminy z instrukcji: PZ, Lewita, skryba, strażnik bramy, Tor Ołtarza, złote pole, płytka rozwoju,
## odwrócić (płytkę), błogosławieństwo (pomarańczowe, purpurowe, czerwone), Prawo (Tora), szabat.
## Nazwy wielowyrazowe małą literą poza nazwami własnymi (bramy, Prawo, Przybytek).

ezra_nehemiah-title = Ezdrasz i Nehemiasz

## Kolory graczy (rules.toml colours)

ezra_nehemiah-colour-turquoise = turkusowy
ezra_nehemiah-colour-red = czerwony
ezra_nehemiah-colour-violet = fioletowy
ezra_nehemiah-colour-yellow = żółty

## Bramy, zgodnie z ruchem wskazówek zegara od lewego górnego rogu (board.toml)

ezra_nehemiah-gate-SHEEP = Owcza Brama
ezra_nehemiah-gate-MUSTER = Brama Zbiórki
ezra_nehemiah-gate-EAST = Brama Wschodnia
ezra_nehemiah-gate-HORSE = Końska Brama
ezra_nehemiah-gate-WATER = Brama Wodna
ezra_nehemiah-gate-FOUNTAIN = Brama Fontanny
ezra_nehemiah-gate-DUNG = Brama Gnojna
ezra_nehemiah-gate-VALLEY = Brama Doliny
ezra_nehemiah-gate-OLD = Stara Brama
ezra_nehemiah-gate-FISH = Brama Rybna

## Karty postaci (cards.toml); każdy kolor ma te same dziesięć

ezra_nehemiah-character-C01 = Opiekun ognia
ezra_nehemiah-character-C02 = Śpiewak świątynny
ezra_nehemiah-character-C03 = Kamieniarz
ezra_nehemiah-character-C04 = Wartownik
ezra_nehemiah-character-C05 = Kopista
ezra_nehemiah-character-C06 = Właściciel ziemski
ezra_nehemiah-character-C07 = Nauczyciel Prawa
ezra_nehemiah-character-C08 = Psalmista
ezra_nehemiah-character-C09 = Pielgrzym
ezra_nehemiah-character-C10 = Herold

## Karty Bohaterów i prorocy

ezra_nehemiah-hero-HZ = Zerubabel
ezra_nehemiah-hero-HE = Ezdrasz
ezra_nehemiah-hero-HN = Nehemiasz
ezra_nehemiah-prophet-zechariah = Zachariasz
ezra_nehemiah-prophet-haggai = Aggeusz

## Punktacja kart postaci podczas szabatu (cards.toml condition)

ezra_nehemiah-condition-K01 = 1 PZ za każde pomarańczowe błogosławieństwo
ezra_nehemiah-condition-K02 = 1 PZ + 1 PZ za każdego skrybę
ezra_nehemiah-condition-K03 = 1 PZ za każdego Lewitę
ezra_nehemiah-condition-K04 = 1 PZ za każde czerwone błogosławieństwo
ezra_nehemiah-condition-K05 = 1 PZ za każde osiągnięte złote pole Toru Ołtarza
ezra_nehemiah-condition-K06 = 1 PZ + 1 PZ za każdą odwróconą płytkę rozwoju
ezra_nehemiah-condition-K07 = 1 PZ za każde purpurowe błogosławieństwo
ezra_nehemiah-condition-K08 = 1 PZ + 1 PZ za każdego strażnika bramy
ezra_nehemiah-condition-K09 = 1 PZ za każdy mur odbudowany przez ciebie
ezra_nehemiah-condition-K10 = PZ z rzędów 2 najwyżej położonych skrybów

## Płytki rozwoju: pięć typów, potem każda płytka (tiles.toml)

ezra_nehemiah-tile-type-guard = Strażnicy
ezra_nehemiah-tile-type-labourer = Robotnicy
ezra_nehemiah-tile-type-farmer = Rolnicy
ezra_nehemiah-tile-type-merchant = Handlarze
ezra_nehemiah-tile-type-elder = Starsi
ezra_nehemiah-tile-GU1 = Wieża strażnicza
ezra_nehemiah-tile-GU2 = Spichlerz
ezra_nehemiah-tile-GU3 = Zbrojownia
ezra_nehemiah-tile-GU4 = Posterunek
ezra_nehemiah-tile-LA1 = Brygada z kamieniołomu
ezra_nehemiah-tile-LA2 = Brygada drwali
ezra_nehemiah-tile-LA3 = Smolarze
ezra_nehemiah-tile-LA4 = Tragarze
ezra_nehemiah-tile-FA1 = Gaj oliwny
ezra_nehemiah-tile-FA2 = Pole pszenicy
ezra_nehemiah-tile-FA3 = Piekarnia
ezra_nehemiah-tile-FA4 = Winnica
ezra_nehemiah-tile-MR1 = Karawana
ezra_nehemiah-tile-MR2 = Handlarz kadzidłem
ezra_nehemiah-tile-MR3 = Stragan skrybów
ezra_nehemiah-tile-MR4 = Gospoda dla podróżnych
ezra_nehemiah-tile-EL1 = Starsi Przybytku
ezra_nehemiah-tile-EL2 = Starsi u bramy
ezra_nehemiah-tile-EL3 = Starsi Prawa
ezra_nehemiah-tile-EL4 = Rada starszych

## Opcje (16.1)

ezra_nehemiah-option-altar-card = Strona karty ołtarza (losowa albo jedna z AC1-A, AC1-B, AC2-A, AC2-B)
ezra_nehemiah-option-solo-side = Strona planszy solo (A: standardowa, B: trudniejsza)

## Przygotowanie: strażnicy bram (3.4, 13.1, D01)

ezra_nehemiah-ask-gatekeeper = { $total ->
    [1] Postaw swojego strażnika bramy na wolnej narożnej bramie.
   *[other] Postaw swojego strażnika bramy ({ $number } z { $total }) na wolnej narożnej bramie.
}
ezra_nehemiah-opt-gate = { $gate }
ezra_nehemiah-ev-gatekeeper = { $player } stawia strażnika bramy: { $gate }.
ezra_nehemiah-ev-gatekeeper-opponent = Przeciwnik stawia strażnika bramy: { $gate }.
ezra_nehemiah-ev-neutral-corner = { $gate } pozostaje pusta: to brama neutralna.
ezra_nehemiah-error-gate-not-free = { $gate } nie jest wolną narożną bramą.
