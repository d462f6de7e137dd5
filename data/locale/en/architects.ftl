## Architects of the West Kingdom (Architekci Zachodniego Królestwa). Card and board names only, for now.
## The Merchant, Trader, Woodcutter, Swindler, Pickpocket, Gatekeeper, Fortress and Well are the
## rulebook's; every other name is our own (rules/architects.md section 13).

architects-title = Architects of the West Kingdom

## Apprentices (data/architects/apprentices.toml)

architects-apprentice-A01 = Merchant
architects-apprentice-A02 = Merchant
architects-apprentice-A03 = Trader
architects-apprentice-A04 = Trader
architects-apprentice-A05 = Woodcutter
architects-apprentice-A06 = Woodcutter
architects-apprentice-A07 = Swindler
architects-apprentice-A08 = Swindler
architects-apprentice-A09 = Pickpocket
architects-apprentice-A10 = Pickpocket
architects-apprentice-A11 = Gatekeeper
architects-apprentice-A12 = Gatekeeper
architects-apprentice-A13 = Rockbreaker
architects-apprentice-A14 = Rockbreaker
architects-apprentice-A15 = Pit Digger
architects-apprentice-A16 = Prospector
architects-apprentice-A17 = Coin Polisher
architects-apprentice-A18 = Coin Polisher
architects-apprentice-A19 = Draughtsman
architects-apprentice-A20 = Headhunter
architects-apprentice-A21 = Haggler
architects-apprentice-A22 = Bailiff
architects-apprentice-A23 = Town Crier
architects-apprentice-A24 = Bounty Hunter
architects-apprentice-A25 = Advocate
architects-apprentice-A26 = Confessor
architects-apprentice-A27 = Moneylender's Clerk
architects-apprentice-A28 = Almoner
architects-apprentice-A29 = Brickmaker
architects-apprentice-A30 = Stone Dresser
architects-apprentice-A31 = Smuggler
architects-apprentice-A32 = Steward
architects-apprentice-A33 = Foreman
architects-apprentice-A34 = Gilder
architects-apprentice-A35 = Marble Carver
architects-apprentice-A36 = Chaplain
architects-apprentice-A37 = Scaffolder
architects-apprentice-A38 = Fixer
architects-apprentice-A39 = Informant
architects-apprentice-A40 = Lookout

## Buildings (data/architects/buildings.toml)

architects-building-B01 = Fortress
architects-building-B02 = Well
architects-building-B03 = Clay Kiln
architects-building-B04 = Wayside Chapel
architects-building-B05 = Tollhouse
architects-building-B06 = Market Stall
architects-building-B07 = Herb Garden
architects-building-B08 = Stable
architects-building-B09 = Watchtower
architects-building-B10 = Bathhouse
architects-building-B11 = Smithy
architects-building-B12 = Granary
architects-building-B13 = Gatehouse
architects-building-B14 = Scriptorium
architects-building-B15 = Sawmill
architects-building-B16 = Tannery
architects-building-B17 = Guild Office
architects-building-B18 = Almshouse
architects-building-B19 = Counting House
architects-building-B20 = Toll Bridge
architects-building-B21 = Gambling Den
architects-building-B22 = Thieves' Guild
architects-building-B23 = Monastery Garden
architects-building-B24 = Cooperage
architects-building-B25 = Masons' Lodge
architects-building-B26 = Carpenters' Yard
architects-building-B27 = Roofers' Hall
architects-building-B28 = Courthouse
architects-building-B29 = Town Hall
architects-building-B30 = Cloister
architects-building-B31 = Treasury
architects-building-B32 = Observatory
architects-building-B33 = Great Hall
architects-building-B34 = Bell Foundry
architects-building-B35 = Royal Mint
architects-building-B36 = Barracks
architects-building-B37 = Harbour
architects-building-B38 = Basilica
architects-building-B39 = Aqueduct
architects-building-B40 = Palace Kitchens

## Side-2 player boards (data/architects/boards.toml)

architects-board-SB1 = The Pilgrim
architects-board-SB2 = The Fence
architects-board-SB3 = The Joiner
architects-board-SB4 = The Patron
architects-board-SB5 = The Constable
