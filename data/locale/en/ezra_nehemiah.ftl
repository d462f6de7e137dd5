## Ezra and Nehemiah (Ezdrasz i Nehemiasz). Names of the content in data/ezra_nehemiah.
## Muster, East, Valley, Horse, Fountain, Old and Sheep Gate, the heroes, the prophets, the five
## development tile types and the Sabbath conditions are the rulebook's; Water, Dung and Fish Gate
## come from the Book of Nehemiah; every other name is our own (rules/ezra_nehemiah.md section 15).

ezra_nehemiah-title = Ezra and Nehemiah

## Player colours (rules.toml colours)

ezra_nehemiah-colour-turquoise = turquoise
ezra_nehemiah-colour-red = red
ezra_nehemiah-colour-violet = violet
ezra_nehemiah-colour-yellow = yellow

## Gates, clockwise from the top-left corner (board.toml)

ezra_nehemiah-gate-SHEEP = Sheep Gate
ezra_nehemiah-gate-MUSTER = Muster Gate
ezra_nehemiah-gate-EAST = East Gate
ezra_nehemiah-gate-HORSE = Horse Gate
ezra_nehemiah-gate-WATER = Water Gate
ezra_nehemiah-gate-FOUNTAIN = Fountain Gate
ezra_nehemiah-gate-DUNG = Dung Gate
ezra_nehemiah-gate-VALLEY = Valley Gate
ezra_nehemiah-gate-OLD = Old Gate
ezra_nehemiah-gate-FISH = Fish Gate

## Character cards (cards.toml); every colour has the same ten

ezra_nehemiah-character-C01 = Keeper of the Flame
ezra_nehemiah-character-C02 = Temple Singer
ezra_nehemiah-character-C03 = Stonecutter
ezra_nehemiah-character-C04 = Watchman
ezra_nehemiah-character-C05 = Copyist
ezra_nehemiah-character-C06 = Landowner
ezra_nehemiah-character-C07 = Teacher of the Law
ezra_nehemiah-character-C08 = Psalmist
ezra_nehemiah-character-C09 = Pilgrim
ezra_nehemiah-character-C10 = Herald

## Hero cards and prophets

ezra_nehemiah-hero-HZ = Zerubbabel
ezra_nehemiah-hero-HE = Ezra
ezra_nehemiah-hero-HN = Nehemiah
ezra_nehemiah-prophet-zechariah = Zechariah
ezra_nehemiah-prophet-haggai = Haggai

## Sabbath scoring conditions of the character cards (cards.toml condition)

ezra_nehemiah-condition-K01 = 1 VP per orange blessing
ezra_nehemiah-condition-K02 = 1 VP + 1 VP per scribe
ezra_nehemiah-condition-K03 = 1 VP per Levite
ezra_nehemiah-condition-K04 = 1 VP per red blessing
ezra_nehemiah-condition-K05 = 1 VP per gold altar space reached
ezra_nehemiah-condition-K06 = 1 VP + 1 VP per developed tile
ezra_nehemiah-condition-K07 = 1 VP per purple blessing
ezra_nehemiah-condition-K08 = 1 VP + 1 VP per gatekeeper
ezra_nehemiah-condition-K09 = 1 VP per wall you rebuilt
ezra_nehemiah-condition-K10 = VP of the rows of your 2 highest scribes

## Development tiles: the five types, then each tile (tiles.toml)

ezra_nehemiah-tile-type-guard = Guards
ezra_nehemiah-tile-type-labourer = Labourers
ezra_nehemiah-tile-type-farmer = Farmers
ezra_nehemiah-tile-type-merchant = Merchants
ezra_nehemiah-tile-type-elder = Elders
ezra_nehemiah-tile-GU1 = Watchtower
ezra_nehemiah-tile-GU2 = Storehouse
ezra_nehemiah-tile-GU3 = Armoury
ezra_nehemiah-tile-GU4 = Outpost
ezra_nehemiah-tile-LA1 = Quarry Crew
ezra_nehemiah-tile-LA2 = Timber Crew
ezra_nehemiah-tile-LA3 = Kiln Crew
ezra_nehemiah-tile-LA4 = Porters
ezra_nehemiah-tile-FA1 = Olive Grove
ezra_nehemiah-tile-FA2 = Wheat Field
ezra_nehemiah-tile-FA3 = Bakery
ezra_nehemiah-tile-FA4 = Vineyard
ezra_nehemiah-tile-MR1 = Caravan
ezra_nehemiah-tile-MR2 = Incense Trader
ezra_nehemiah-tile-MR3 = Scribes' Stall
ezra_nehemiah-tile-MR4 = Travellers' Inn
ezra_nehemiah-tile-EL1 = Elders of the Sanctuary
ezra_nehemiah-tile-EL2 = Elders of the Gate
ezra_nehemiah-tile-EL3 = Elders of the Law
ezra_nehemiah-tile-EL4 = Council of Elders

## Options (16.1)

ezra_nehemiah-option-altar-card = Altar card side (random, or one of AC1-A, AC1-B, AC2-A, AC2-B)
ezra_nehemiah-option-solo-side = Solo board side (A standard, B harder)

## Setup: the gatekeepers (3.4, 13.1, D01)

ezra_nehemiah-ask-gatekeeper = { $total ->
    [1] Place your gatekeeper on a free corner gate.
   *[other] Place your gatekeeper ({ $number } of { $total }) on a free corner gate.
}
ezra_nehemiah-opt-gate = { $gate }
ezra_nehemiah-ev-gatekeeper = { $player } places a gatekeeper on { $gate }.
ezra_nehemiah-ev-gatekeeper-opponent = The Opponent places a gatekeeper on { $gate }.
ezra_nehemiah-ev-neutral-corner = { $gate } stays empty: it is a neutral gate.
ezra_nehemiah-error-gate-not-free = { $gate } is not a free corner gate.
