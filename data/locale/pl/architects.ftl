## Architekci Zachodniego Królestwa. Na razie tylko nazwy kart i plansz.
## Kupiec, Handlarz, Drwal, Szachraj, Kieszonkowiec, Strażniczka Bramy, Twierdza i Studnia pochodzą
## z instrukcji; pozostałe nazwy są nasze (rules/architects.md, rozdział 13).

architects-title = Architekci Zachodniego Królestwa

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
