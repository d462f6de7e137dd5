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

## --- Game messages (engine/ezra_nehemiah): everything below is worded for the events, questions,
## options and refusals of a game. Nested messages (names, goods, effects, players) arrive already
## rendered; lists are joined with commas. The solo Opponent is a player like any other: { $player }
## may name it. "Silver" is the coin, "bread" the food.

ezra_nehemiah-automa = Opponent
ezra_nehemiah-nothing = nothing
ezra_nehemiah-nobody = nobody

## Lobby option values (ezra_nehemiah-option-{name}-{value})

ezra_nehemiah-option-altar_card-random = random
ezra_nehemiah-option-altar_card-AC1-A = card 1, side A
ezra_nehemiah-option-altar_card-AC1-B = card 1, side B
ezra_nehemiah-option-altar_card-AC2-A = card 2, side A
ezra_nehemiah-option-altar_card-AC2-B = card 2, side B
ezra_nehemiah-option-solo_side-A = A (standard)
ezra_nehemiah-option-solo_side-B = B (harder)

## Goods: silver, bread and the four resources (a list of them is joined with commas)

ezra_nehemiah-good-coin = { $n } silver
ezra_nehemiah-good-bread = { $n } bread
ezra_nehemiah-good-gold = { $n } gold
ezra_nehemiah-good-stone = { $n } stone
ezra_nehemiah-good-wood = { $n } wood
ezra_nehemiah-good-ash = { $n } ash

## A resource cube by its kind, without a number ($n only chooses the grammatical form)

ezra_nehemiah-cube-gold = { $n ->
    [one] gold
   *[other] gold
}
ezra_nehemiah-cube-stone = { $n ->
    [one] stone
   *[other] stone
}
ezra_nehemiah-cube-wood = { $n ->
    [one] wood
   *[other] wood
}
ezra_nehemiah-cube-ash = { $n ->
    [one] ash
   *[other] ash
}

## Banners, blessings, main actions

ezra_nehemiah-banner-red = red
ezra_nehemiah-banner-grey = grey
ezra_nehemiah-banner-blue = blue
ezra_nehemiah-banner-wild = wild
ezra_nehemiah-blessing-orange = orange
ezra_nehemiah-blessing-purple = purple
ezra_nehemiah-blessing-red = red
ezra_nehemiah-blessing-wild = wild
ezra_nehemiah-action-temple = Temple & Altar
ezra_nehemiah-action-walls = Rubble, Walls & Gates
ezra_nehemiah-action-torah = Torah & Tents

## Effects (the 13 verbs of rules 19.1); a list of effects is ezra_nehemiah-fx-list

ezra_nehemiah-fx-list = { $items }
ezra_nehemiah-fx-gain = { $goods }
ezra_nehemiah-fx-resource = { $n ->
    [one] 1 resource of your choice
   *[other] { $n } resources of your choice
}
ezra_nehemiah-fx-resource-of = { $n ->
    [one] 1 resource ({ $types })
   *[other] { $n } resources ({ $types })
}
ezra_nehemiah-fx-vp = { $n } VP
ezra_nehemiah-fx-lose-vp = lose { $n } VP
ezra_nehemiah-fx-pay-food = pay { $n } bread
ezra_nehemiah-fx-worker = { $n ->
    [one] 1 worker
   *[other] { $n } workers
}
ezra_nehemiah-fx-blessing = { $n ->
    [one] 1 { $colour } blessing
   *[other] { $n } { $colour } blessings
}
ezra_nehemiah-fx-banners = { $n ->
    [one] 1 { $colour } banner
   *[other] { $n } { $colour } banners
}
ezra_nehemiah-fx-altar = { $n ->
    [one] 1 altar move
   *[other] { $n } altar moves
}
ezra_nehemiah-fx-tent = { $n ->
    [one] 1 tent move
   *[other] { $n } tent moves
}
ezra_nehemiah-fx-retrieve = { $n ->
    [one] take back 1 merchant or elder
   *[other] take back { $n } merchants or elders
}
ezra_nehemiah-fx-free-flip = { $n ->
    [one] flip 1 development tile for free
   *[other] flip { $n } development tiles for free
}
ezra_nehemiah-fx-choose = one of: { $options }
ezra_nehemiah-fx-option = ({ $effects })

## Places and pieces

ezra_nehemiah-wall = Wall { $wall }
ezra_nehemiah-grid-tile = tile { $n } of row { $row }
ezra_nehemiah-slot-merchant = merchant on slot { $n }
ezra_nehemiah-slot-elder = elder on slot { $n }
ezra_nehemiah-role-merchant = merchant
ezra_nehemiah-role-elder = elder
ezra_nehemiah-group-farmer = Farmers
ezra_nehemiah-group-labourer = Labourers
ezra_nehemiah-zone-behind = behind Zechariah
ezra_nehemiah-zone-between = between the prophets
ezra_nehemiah-zone-ahead = ahead of Haggai
ezra_nehemiah-cost-rebuild = { $grey ->
    [one] 1 grey banner
   *[other] { $grey } grey banners
} + { $cubes }

## Who gets the gatekeeper's silver of a gate trade (also a payee of branching fees)

ezra_nehemiah-keeper-own = nobody (own gate)
ezra_nehemiah-keeper-card = the gate card
ezra_nehemiah-keeper-supply = the main supply
ezra_nehemiah-keeper-player = { $player }

## Trades of the character cards

ezra_nehemiah-trade-gate = { $gate }: { $upper } or { $lower }
ezra_nehemiah-trade-option = { $pay ->
    [0] { $gain }
   *[other] { $pay } silver → { $gain }
}
ezra_nehemiah-trade-convert = sell { $rates }
ezra_nehemiah-rate = { $cube } → { $coins } silver

## Scroll tiles (tiles.toml; our own names, rules 12.1-12.3)

ezra_nehemiah-scroll-SG1 = Scroll of Thrift (at the end 1 VP per 3 silver)
ezra_nehemiah-scroll-SG2 = Scroll of Blessings (1 VP per blessing set)
ezra_nehemiah-scroll-SG3 = Scroll of the People (1 VP per 3 workers on the board)
ezra_nehemiah-scroll-SG4 = Scroll of Builders (1 VP per 3 walls or gates)
ezra_nehemiah-scroll-SG5 = Scroll of the Temple (1 VP per full Temple row)
ezra_nehemiah-scroll-SG6 = Scroll of Teachers (1 VP per scribe in rows 1–3)
ezra_nehemiah-scroll-SG7 = Scroll of the Wise (2 VP per scribe in the top row)
ezra_nehemiah-scroll-SG8 = Scroll of Remembrance (cards in hand score at the end)
ezra_nehemiah-scroll-SW01 = Scroll of Harvest (no bread for farmers and labourers)
ezra_nehemiah-scroll-SW02 = Scroll of the Market (no bread for merchants and gatekeepers)
ezra_nehemiah-scroll-SW03 = Scroll of Fasting (no bread for scribes)
ezra_nehemiah-scroll-SW04 = Scroll of the Road (tent moves of 2+ spaces go 1 further)
ezra_nehemiah-scroll-SW05 = Scroll of Kinship (Sabbath: 1 worker and 1 resource)
ezra_nehemiah-scroll-SW06 = Scroll of Offerings (Sabbath: 3 altar moves)
ezra_nehemiah-scroll-SW07 = Scroll of Pilgrimage (Sabbath: tent moves 2 spaces)
ezra_nehemiah-scroll-SW08 = Scroll of Tithes (Sabbath: 1 silver per Levite)
ezra_nehemiah-scroll-SW09 = Scroll of Commerce (Sabbath: 2 silver, an auxiliary action)
ezra_nehemiah-scroll-SW10 = Scroll of the Priesthood (Levites cost 2 bread less)
ezra_nehemiah-scroll-SW11 = Scroll of Learning (a wild blessing per later scribe)
ezra_nehemiah-scroll-SW12 = Scroll of Watchmen (wild blessing and bread per gatekeeper)
ezra_nehemiah-scroll-SW13 = Scroll of Masons (rebuilding costs 1 stone less)
ezra_nehemiah-scroll-SW14 = Scroll of Neighbours (copy a neighbouring wall card)
ezra_nehemiah-scroll-SW15 = Scroll of the Flame (bread and silver per gold altar space)
ezra_nehemiah-scroll-SW16 = Scroll of Counsel (elders: 2 wild banners and 1 silver)
ezra_nehemiah-scroll-SW17 = Scroll of Trade (repeat a merchant for 1 silver)
ezra_nehemiah-scroll-SW18 = Scroll of Plenty (hand of 5, piles without limit)
ezra_nehemiah-scroll-SW19 = Scroll of Growth (1 gold per tile flipped)
ezra_nehemiah-scroll-SW20 = Scroll of Bargains (lower trade option 2 silver cheaper)
ezra_nehemiah-scroll-SW21 = Scroll of Profit (after a trade: 1 silver or a flip)
ezra_nehemiah-scroll-SW22 = Scroll of Caravans (trade with any visible card)
ezra_nehemiah-scroll-SS1 = Scroll of Zerubbabel (hero card)
ezra_nehemiah-scroll-SS2 = Scroll of Ezra (hero card)
ezra_nehemiah-scroll-SS3 = Scroll of Nehemiah (hero card)

## Wall cards (cards.toml; our own names, after Nehemiah 3)

ezra_nehemiah-wallcard-WC01 = Broad Wall
ezra_nehemiah-wallcard-WC02 = Tower of Hananel
ezra_nehemiah-wallcard-WC03 = Merchants' Wall
ezra_nehemiah-wallcard-WC04 = Tower of the Ovens
ezra_nehemiah-wallcard-WC05 = Perfumers' Wall
ezra_nehemiah-wallcard-WC06 = Priests' Wall
ezra_nehemiah-wallcard-WC07 = Tower of the Hundred
ezra_nehemiah-wallcard-WC08 = Goldsmiths' Wall
ezra_nehemiah-wallcard-WC09 = Travellers' Wall
ezra_nehemiah-wallcard-WC10 = Bakers' Wall
ezra_nehemiah-wallcard-WC11 = Wall of Shallum's Daughters
ezra_nehemiah-wallcard-WC12 = Builders' Wall

## The solo Opponent's cards

ezra_nehemiah-arrow-clockwise = clockwise
ezra_nehemiah-arrow-counterclockwise = counter-clockwise
ezra_nehemiah-opp-action-temple = the Temple
ezra_nehemiah-opp-action-build_gate = rebuild a gate
ezra_nehemiah-opp-action-build_wall = rebuild a wall
ezra_nehemiah-opp-action-clear_wall = clear a wall
ezra_nehemiah-opp-action-scribe_highest = a scribe as high as possible
ezra_nehemiah-opp-action-scribe_lowest = a scribe as low as possible
ezra_nehemiah-opp-action-pay_gold = pay gold
ezra_nehemiah-opp-action-gain = gains

## Final score parts (bot: a player's score line)

ezra_nehemiah-part-game = { $vp } in play
ezra_nehemiah-part-silver = { $vp } for silver and goods
ezra_nehemiah-part-tiles = { $vp } for developed tiles
ezra_nehemiah-part-altar = { $vp } for the altar lead
ezra_nehemiah-part-walls = { $vp } for walls
ezra_nehemiah-part-gates = { $vp } for gates
ezra_nehemiah-part-scribes = { $vp } for scribes
ezra_nehemiah-part-scrolls = { $vp } for scrolls

## A work-day turn (4)

ezra_nehemiah-ask-turn = Round { $round }, day { $day }: your turn. What do you do?
ezra_nehemiah-ev-turn = Round { $round }, day { $day }: { $player }'s turn.
ezra_nehemiah-opt-play-card = Play a character card
ezra_nehemiah-opt-main-temple = Temple & Altar ({ $banners ->
    [one] 1 red banner
   *[other] { $banners } red banners
})
ezra_nehemiah-opt-main-walls = Rubble, Walls & Gates ({ $banners ->
    [one] 1 grey banner
   *[other] { $banners } grey banners
})
ezra_nehemiah-opt-main-torah = Torah & Tents ({ $banners ->
    [one] 1 blue banner
   *[other] { $banners } blue banners
})
ezra_nehemiah-opt-end = End the turn
ezra_nehemiah-opt-back = Back
ezra_nehemiah-why-card-first = Play a character card first.
ezra_nehemiah-why-one-main = The main action of this turn is already chosen.
ezra_nehemiah-why-end-early = Play a card and finish a main action first.
ezra_nehemiah-ask-play = Which character card do you play, and on which pile?
ezra_nehemiah-opt-play = { $card } on pile { $pile } (covers: { $covers })
ezra_nehemiah-why-pile-full = Pile { $pile } already holds { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
ezra_nehemiah-ev-play = { $player } plays { $card } on pile { $pile }.
ezra_nehemiah-ev-main = { $player } takes the main action { $action } with { $banners ->
    [one] 1 { $colour } banner
   *[other] { $banners } { $colour } banners
}.
ezra_nehemiah-ev-main-done = { $player } finishes the main action.
ezra_nehemiah-ev-draw = { $n ->
    [one] { $player } draws a character card.
   *[other] { $player } draws { $n } character cards.
}
ezra_nehemiah-ev-draw-private = You draw: { $cards }.

## Temple & Altar (5)

ezra_nehemiah-ask-temple = Temple & Altar: { $banners ->
    [one] 1 red banner
   *[other] { $banners } red banners
} and { $levites ->
    [one] 1 Levite
   *[other] { $levites } Levites
} to use. What next?
ezra_nehemiah-opt-levite = Place a Levite ({ $food ->
    [0] free
   *[other] pay { $food } bread
})
ezra_nehemiah-opt-convert = Use a Levite as 1 extra red banner
ezra_nehemiah-opt-temple = Temple row { $row }: { $cube } ({ $banners ->
    [one] 1 red banner
   *[other] { $banners } red banners
}, { $vp } VP)
ezra_nehemiah-opt-altar = Altar: { $cube } ({ $banners ->
    [one] 1 red banner
   *[other] { $banners } red banners
}, { $moves ->
    [one] 1 altar move
   *[other] { $moves } altar moves
})
ezra_nehemiah-opt-done-temple = Finish the Temple & Altar action
ezra_nehemiah-ask-levite-after = Your placements are done. Place a Levite now? (It cannot work this turn.)
ezra_nehemiah-opt-skip = No Levite
ezra_nehemiah-why-levites-max = You already have { $n ->
    [one] 1 Levite
   *[other] { $n } Levites
}, the most allowed.
ezra_nehemiah-why-no-worker = You have no worker in your personal supply.
ezra_nehemiah-why-food = Not enough bread: { $need } needed, you have { $have }.
ezra_nehemiah-why-no-levite = You have no unused Levite left this turn.
ezra_nehemiah-why-levite-during = A Levite comes before the placements or after them, never in the middle.
ezra_nehemiah-why-banners = Not enough { $colour } banners: { $need } needed, you have { $have }.
ezra_nehemiah-ev-levite = { $food ->
    [0] { $player } places Levite no. { $n }.
   *[other] { $player } pays { $food } bread and places Levite no. { $n }.
}
ezra_nehemiah-ev-levite-banner = { $player } uses a Levite as 1 extra red banner.
ezra_nehemiah-ev-temple = { $player } places { $cube } in the Temple (row { $row }, column { $column }) and scores { $vp } VP.
ezra_nehemiah-ev-altar-cube = { $player } places { $cube } on the altar: { $moves ->
    [one] 1 altar move
   *[other] { $moves } altar moves
}.
ezra_nehemiah-ev-altar-move = { $player } moves to space { $space } of the altar track.
ezra_nehemiah-ev-altar-end = { $player } is at the end of the altar track and gains { $coins } silver instead.
ezra_nehemiah-ev-section = Temple section { $section } is complete.
ezra_nehemiah-ev-section-placer = { $player } placed the last cube of the section and gains { $food } bread.
ezra_nehemiah-ev-section-most = { $player } has the most Levites: +{ $vp } VP.
ezra_nehemiah-ev-section-fewest = { $player } has the fewest Levites: −{ $vp } VP.
ezra_nehemiah-ev-section-coins = { $player } gains { $coins } silver (1 per Levite).

## Rubble, Walls & Gates (6)

ezra_nehemiah-ask-edge = More than 25 spaces are open: on which side of the city do you work?
ezra_nehemiah-opt-edge-top = Top side ({ $n ->
    [one] 1 space
   *[other] { $n } spaces
})
ezra_nehemiah-opt-edge-right = Right side ({ $n ->
    [one] 1 space
   *[other] { $n } spaces
})
ezra_nehemiah-opt-edge-bottom = Bottom side ({ $n ->
    [one] 1 space
   *[other] { $n } spaces
})
ezra_nehemiah-opt-edge-left = Left side ({ $n ->
    [one] 1 space
   *[other] { $n } spaces
})
ezra_nehemiah-ask-space = Which wall or gate do you work on this turn?
ezra_nehemiah-opt-space = { $space } (rubble: { $rubble }), rebuild: { $cost }
ezra_nehemiah-ev-space = { $player } works on { $space } this turn.
ezra_nehemiah-ev-no-space = { $player } finds no wall or gate left to work on.
ezra_nehemiah-ask-walls = Rubble, Walls & Gates, { $space }: { $banners ->
    [one] 1 grey banner
   *[other] { $banners } grey banners
} left. What next?
ezra_nehemiah-opt-clear = Clear { $cube } ({ $banners ->
    [one] 1 grey banner
   *[other] { $banners } grey banners
})
ezra_nehemiah-opt-rebuild = Rebuild { $space } ({ $cost })
ezra_nehemiah-opt-done-walls = Finish the Rubble, Walls & Gates action
ezra_nehemiah-why-rubble-left = Clear all the rubble from { $space } first.
ezra_nehemiah-why-no-gatekeeper = A gate needs a gatekeeper: you have no worker in your personal supply.
ezra_nehemiah-why-no-wall-cards = Your wall deck is empty.
ezra_nehemiah-why-rebuild-cost = Rebuilding costs { $grey ->
    [one] 1 grey banner
   *[other] { $grey } grey banners
} + { $cubes } (1 gold or 3 grey banners can replace each stone or wood); you have { $have ->
    [one] 1 grey banner
   *[other] { $have } grey banners
}.
ezra_nehemiah-ev-clear = { $player } clears rubble from { $space } and takes { $goods }.
ezra_nehemiah-ask-payment-gold = Rebuilding { $space }: how much gold do you pay instead of stone or wood?
ezra_nehemiah-opt-payment-gold = { $n ->
    [0] No gold
   *[other] { $n } gold
}
ezra_nehemiah-ask-payment = Rebuilding { $space }: how do you pay?
ezra_nehemiah-opt-payment = { $banners ->
    [one] 1 grey banner
   *[other] { $banners } grey banners
} + { $goods }
ezra_nehemiah-ev-rebuild-paid = { $player } rebuilds { $space } for { $banners ->
    [one] 1 grey banner
   *[other] { $banners } grey banners
} + { $goods }.
ezra_nehemiah-ev-wall-draw = { $player } draws { $count ->
    [one] 1 wall card
   *[other] { $count } wall cards
}.
ezra_nehemiah-ev-wall-draw-private = You draw these wall cards: { $cards }.
ezra_nehemiah-ask-wall-card = Rebuilding { $space }: which wall card do you place?
ezra_nehemiah-opt-wall-card = { $card } ({ $vp } VP at the end), now: { $effects }
ezra_nehemiah-ask-wall-top = Which of the two other cards goes on top of your wall deck? The other goes to the bottom.
ezra_nehemiah-opt-wall-top = { $card } on top
ezra_nehemiah-ev-wall-return = { $player } puts the two other wall cards back: one on top of the deck, one at the bottom.
ezra_nehemiah-ev-wall-return-private = On top: { $top }; at the bottom: { $bottom }.
ezra_nehemiah-ev-wall = { $player } places { $card } on { $space } ({ $vp } VP at the end), now: { $effects }.
ezra_nehemiah-ask-copy-wall = The effect of which neighbouring wall card do you also gain?
ezra_nehemiah-opt-copy-wall = { $space }: { $effects }
ezra_nehemiah-ev-copy-wall = { $player } also gains the effect of the wall card on { $space }: { $effects }.
ezra_nehemiah-ev-gate = { $coins ->
    [0] { $player } rebuilds { $gate }, places a gatekeeper there and gains { $effects }.
   *[other] { $player } rebuilds { $gate }, places a gatekeeper there, takes { $coins } silver from the gate card and gains { $effects }.
}
ezra_nehemiah-ev-connection = Connection between { $gate } and { $wall }: the owners gain { $effects }.

## Torah & Tents (7)

ezra_nehemiah-ask-torah = Torah & Tents: { $banners ->
    [one] 1 blue banner
   *[other] { $banners } blue banners
}. What next?
ezra_nehemiah-opt-scribe = Place a scribe
ezra_nehemiah-opt-tent = Move your tent
ezra_nehemiah-opt-done-torah = Finish the Torah & Tents action
ezra_nehemiah-why-no-scribe-tile = No scroll tile is open to you now.
ezra_nehemiah-why-one-scribe = You have already placed a scribe in this action.
ezra_nehemiah-why-one-tent = Your tent has already moved in this action (one paid move per action).
ezra_nehemiah-ask-scribe-tile = Where does your scribe go? ({ $banners ->
    [one] 1 blue banner
   *[other] { $banners } blue banners
})
ezra_nehemiah-opt-scribe-tile = Row { $row }, tile { $n }: { $scroll }, { $blue } blue + { $cost }
ezra_nehemiah-why-occupied = A scribe already stands there.
ezra_nehemiah-why-not-accessible = Not accessible: neither tile diagonally below holds a worker.
ezra_nehemiah-why-gold = Not enough gold: { $need } needed, you have { $have }.
ezra_nehemiah-why-coins = Not enough silver: { $need } needed, you have { $have }.
ezra_nehemiah-ask-scribe-chain = Which way up do you take? You pay 1 silver for every other player's scribe on it (and every white worker).
ezra_nehemiah-opt-chain = { $coins ->
    [0] The free way (nobody to pay)
   *[other] Pay { $payees } ({ $coins } silver)
}
ezra_nehemiah-ev-scribe-paid = { $player } pays { $blue ->
    [one] 1 blue banner
   *[other] { $blue } blue banners
} + { $goods } for a scribe.
ezra_nehemiah-ev-fees = { $player } pays 1 silver each to: { $payees }.
ezra_nehemiah-ev-scribe = { $player } places a scribe on { $tile }: { $scroll }.
ezra_nehemiah-ev-white-moves = The white worker moves up to { $tile }.
ezra_nehemiah-ev-white-out = The white worker leaves the scroll grid.
ezra_nehemiah-ev-row-food = { $player } is the first scribe in row { $row } and takes { $goods }.
ezra_nehemiah-ev-hero = { $player } takes the hero card { $hero } and gains { $effects }.
ezra_nehemiah-ask-tent = How far does your tent move? ({ $banners ->
    [one] 1 blue banner
   *[other] { $banners } blue banners
})
ezra_nehemiah-opt-tent-spaces = { $n ->
    [one] 1 space
   *[other] { $n } spaces
}: { $blue } blue banners{ $cube ->
    [0] {""}
   *[other] {" "}+ 1 stone, wood or ash
}
ezra_nehemiah-why-tent-cube = A move of 3 or 4 spaces also costs 1 stone, wood or ash.
ezra_nehemiah-ev-tent-paid = { $player } pays { $blue ->
    [one] 1 blue banner
   *[other] { $blue } blue banners
} and moves the tent { $moves ->
    [one] 1 space
   *[other] { $moves } spaces
}.
ezra_nehemiah-ask-tent-cube = Which resource pays for the long move?
ezra_nehemiah-opt-cube = Pay with { $cube }
ezra_nehemiah-ev-tent-cube = { $player } pays { $cube } for the tent move.
ezra_nehemiah-ev-tent-move = { $player } moves the tent 1 space and gains { $reward }.

## Blessings, workers, abilities, development tiles (7.6, 8, 9)

ezra_nehemiah-ev-blessing = { $player } gains 1 { $colour } blessing (now { $value }).
ezra_nehemiah-ev-blessing-bonus = { $player } completes blessing set { $column } and gains { $reward }.
ezra_nehemiah-ev-blessing-fails = { $player } cannot gain that blessing and makes 1 tent move instead.
ezra_nehemiah-ask-wild-blessing = Which blessing do you gain?
ezra_nehemiah-opt-blessing = Gain the { $colour } blessing (now { $value })
ezra_nehemiah-ev-worker = { $player } gains a worker.
ezra_nehemiah-ev-worker-fails = { $player } has no worker left in the main supply and makes 1 tent move instead.
ezra_nehemiah-ev-ability = { $scroll }: { $player } gains { $reward }.
ezra_nehemiah-ev-gain = { $player } gains { $goods }.
ezra_nehemiah-ev-vp = { $player } scores { $n } VP.
ezra_nehemiah-ev-lose-vp = { $player } loses { $n } VP.
ezra_nehemiah-ev-banners = { $player } gains { $n ->
    [one] 1 { $colour } banner
   *[other] { $n } { $colour } banners
} for this turn.
ezra_nehemiah-ev-banners-lost = { $player } loses { $n ->
    [one] 1 { $colour } banner
   *[other] { $n } { $colour } banners
}: the main action is over.
ezra_nehemiah-ev-pay-food = { $missing ->
    [0] { $player } pays { $paid } bread.
   *[other] { $player } pays { $paid } bread; { $missing } bread missing: −{ $lost } VP.
}
ezra_nehemiah-ask-resource = Choose { $n ->
    [one] 1 resource
   *[other] { $n } resources
} (stone, wood or ash).
ezra_nehemiah-opt-goods = { $goods }
ezra_nehemiah-ask-choose = Which option do you take?
ezra_nehemiah-opt-effects = { $effects }
ezra_nehemiah-ask-flip-paid = Which development tile do you flip (paying its cost)?
ezra_nehemiah-ask-flip-free = Which development tile do you flip for free?
ezra_nehemiah-opt-flip = { $tile } (cost { $cost }) → { $reward }
ezra_nehemiah-why-flip-cost = Flipping costs { $cost }; you are missing { $missing }.
ezra_nehemiah-ev-flip-paid = { $player } pays { $cost }, flips { $tile } and gains { $reward }.
ezra_nehemiah-ev-flip-free = { $player } flips { $tile } for free and gains { $reward }.
ezra_nehemiah-ev-flip-lost = { $player } has no undeveloped tile left: the free flip is lost.
ezra_nehemiah-ask-retrieve = Which merchant or elder do you take back?
ezra_nehemiah-opt-slot = Take back the { $slot }
ezra_nehemiah-ev-retrieve = { $player } takes the { $slot } back to the personal supply.
ezra_nehemiah-ev-retrieve-lost = { $player } has no merchant or elder to take back: the retrieval is lost.
ezra_nehemiah-ask-buy-bread = How many times do you buy { $bread } bread for { $coin } silver? { $need ->
    [0] (You have { $food } bread.)
   *[other] (You have { $food } bread and must pay { $need }.)
}
ezra_nehemiah-ev-buy-bread = { $player } buys { $bread } bread for { $coins } silver.

## Auxiliary action, merchants and elders (8)

ezra_nehemiah-opt-aux = Auxiliary action (trade or flip a tile)
ezra_nehemiah-opt-merchant = Use a merchant
ezra_nehemiah-opt-elder = Use an elder
ezra_nehemiah-opt-bread = Buy bread
ezra_nehemiah-ask-aux = Auxiliary action: trade, or flip a development tile?
ezra_nehemiah-opt-trade = Trade
ezra_nehemiah-opt-flip-tile = Flip a development tile
ezra_nehemiah-why-no-trade = No trade is possible now.
ezra_nehemiah-why-no-flip = You cannot pay to flip any development tile.
ezra_nehemiah-why-aux-used = You have already taken the auxiliary action this turn.
ezra_nehemiah-why-role-used = You have already used one { $role } this turn.
ezra_nehemiah-ask-trade-source = Which visible character card's trade do you use?
ezra_nehemiah-opt-trade-card = { $card }: { $trade }
ezra_nehemiah-ask-gate-trade = Trade of { $card } at { $gate }: which option?
ezra_nehemiah-opt-trade-gate = { $coins ->
    [0] Take { $gain } for free
   *[other] Pay { $coins } silver, take { $gain }
}
ezra_nehemiah-ev-gate-trade = { $coins ->
    [0] { $player } trades at { $gate } (gatekeeper's silver → { $keeper }) and takes { $gain }.
   *[other] { $player } trades at { $gate } (gatekeeper's silver → { $keeper }), pays { $coins } silver and takes { $gain }.
}
ezra_nehemiah-ask-convert = Sell for silver, { $cube }: { $coins } silver each, you have { $have }. How many do you sell?
ezra_nehemiah-ev-convert = { $player } sells { $n } { $cube } for { $coins } silver.
ezra_nehemiah-ask-after-trade = After the trade: take silver, or pay to flip a development tile?
ezra_nehemiah-opt-after-trade-coin = Take { $coins } silver
ezra_nehemiah-ask-merchant = On which slot does your merchant go?
ezra_nehemiah-ask-elder = On which slot does your elder go?
ezra_nehemiah-opt-slot-effect = Slot { $slot }: { $effects }
ezra_nehemiah-opt-slot-bonus = Slot { $slot }, bonus option: { $effects }
ezra_nehemiah-why-slots-full = All your { $role } slots are taken.
ezra_nehemiah-ev-merchant = { $player } places a merchant on slot { $slot } of { $tile } and gains { $effects }.
ezra_nehemiah-ev-elder = { $player } places an elder on slot { $slot } of { $tile } and gains { $effects }.
ezra_nehemiah-ask-merchant-again = Pay { $coins } silver to use this merchant again ({ $effects })?
ezra_nehemiah-opt-repeat = Pay { $coins } silver and repeat
ezra_nehemiah-opt-no = No
ezra_nehemiah-ev-merchant-again = { $player } pays { $coins } silver to use the merchant again.

## Storage limit of the guard tile (8.4)

ezra_nehemiah-ask-discard = Too many resources: your guard tile stores { $limit }, { $left } of the { $total } extra still to return. How many { $cube } do you return?
ezra_nehemiah-ev-discard = { $player } returns { $goods } to the main supply ({ $n } over the storage limit).

## Preparing for Sabbath (10.2)

ezra_nehemiah-ev-prepare = Preparing for Sabbath.
ezra_nehemiah-ask-prepare = Preparing for Sabbath: what next?{ $workers ->
    [0] {""}
    [one] {" "}(1 worker still to assign)
   *[other] {" "}({ $workers } workers still to assign)
}
ezra_nehemiah-opt-assign = Assign { $n ->
    [one] 1 worker as a farmer or labourer
   *[other] { $n } workers as farmers or labourers
}
ezra_nehemiah-opt-judgement = Prophets' judgement ({ $zone }): { $effects }
ezra_nehemiah-opt-prepare-ability = { $scroll }: { $effects }
ezra_nehemiah-opt-prepare-guard = { $tile }: take back a merchant or an elder
ezra_nehemiah-opt-prepare-auxiliary = { $scroll }: an auxiliary action
ezra_nehemiah-opt-buy-bread = Buy { $bread } bread for { $coin } silver
ezra_nehemiah-opt-prepare-done = Ready for the Sabbath
ezra_nehemiah-why-prepare-assign = First assign { $n ->
    [one] your last worker as a farmer or labourer
   *[other] your { $n } workers as farmers or labourers
}.
ezra_nehemiah-why-prepare-judgement = First resolve the prophets' judgement.
ezra_nehemiah-why-prepare-ability = First resolve { $scroll }.
ezra_nehemiah-why-prepare-auxiliary = Neither a trade nor a paid flip is possible now.
ezra_nehemiah-why-prepare-unknown = That is not a step of Preparing for Sabbath.
ezra_nehemiah-why-nothing-to-retrieve = You have no merchant or elder to take back.
ezra_nehemiah-ev-prepare-gain = { $player } gains { $effects } ({ $source }).
ezra_nehemiah-ev-judgement = Prophets' judgement for { $player } ({ $zone }): { $effects }.
ezra_nehemiah-ev-prepare-ability = { $player } uses { $scroll }: { $effects }.
ezra_nehemiah-ev-prepare-guard = { $player } uses the developed { $tile } to take back a merchant or an elder.
ezra_nehemiah-ev-prepare-auxiliary = { $player } takes the auxiliary action of { $scroll }.
ezra_nehemiah-ask-assign = You have { $n ->
    [one] 1 worker
   *[other] { $n } workers
} to assign: how many become farmers (each: { $farmer })? The others become labourers (each: { $labourer }).
ezra_nehemiah-ask-production = { $group } ({ $n }): how many take { $option }? The others take { $others }.
ezra_nehemiah-ask-cubes = { $total ->
    [one] 1 resource of your choice
   *[other] { $total } resources of your choice
}, { $left } still to take: how many { $cube }?
ezra_nehemiah-ev-assign = { $player } assigns { $farmers ->
    [one] 1 farmer
   *[other] { $farmers } farmers
} and { $labourers ->
    [one] 1 labourer
   *[other] { $labourers } labourers
}.
ezra_nehemiah-ev-produce = { $player }'s farmers and labourers produce { $goods }.
ezra_nehemiah-ev-prepare-done = { $player } is ready for the Sabbath.

## The Sabbath (10.3)

ezra_nehemiah-ev-sabbath = The Sabbath.
ezra_nehemiah-ev-feed = { $missing ->
    [0] { $player } feeds { $paid ->
        [one] 1 worker
       *[other] { $paid } workers
    }.
   *[other] { $player } feeds { $paid ->
        [one] 1 worker
       *[other] { $paid } workers
    }; { $missing } go hungry: −{ $lost } VP.
}
ezra_nehemiah-ask-tuck = Tuck { $n ->
    [one] 1 card
   *[other] { $n } cards
} from your piles under your player aid.
ezra_nehemiah-opt-tuck = { $card } (pile { $pile })
ezra_nehemiah-why-tuck = Tuck exactly { $n ->
    [one] 1 card
   *[other] { $n } cards
} from your piles (never from your hand).
ezra_nehemiah-ev-tuck = { $player } tucks { $cards }.
ezra_nehemiah-ev-tucked-score = { $player } scores { $vp } VP for { $card }.
ezra_nehemiah-ev-opponent-sabbath = { $player }'s Sabbath: { $coins } silver; { $scribe } VP for its highest scribe, { $workers } for its workers on the board, { $blessing } for its best blessing, { $altar } for gold altar spaces: { $vp } VP in all.

## After Sabbath (10.4)

ezra_nehemiah-ev-after-sabbath = After the Sabbath.
ezra_nehemiah-ev-prophets = The prophets move on: Zechariah to space { $zechariah }, Haggai to space { $haggai }.
ezra_nehemiah-ev-shofar = { $player } takes the Shofar and starts the next week.
ezra_nehemiah-ev-workers-back = { $player } takes { $n ->
    [one] 1 worker
   *[other] { $n } workers
} back from the player board.
ezra_nehemiah-ev-altar-leader = { $player } leads on the altar track.
ezra_nehemiah-ev-reshuffle = { $player } shuffles { $n ->
    [one] 1 card
   *[other] { $n } cards
} into a new character deck.
ezra_nehemiah-ev-opponent-reshuffle = { $player } shuffles its { $focus } focus cards and { $planning } planning cards.

## Final scoring (11)

ezra_nehemiah-ev-final-score = Final scoring, { $player }: { $game } VP in play + { $silver } for silver and goods, { $tiles } for developed tiles, { $altar } for the altar lead, { $walls } for walls, { $gates } for gates, { $scribes } for scribes, { $scrolls } for scrolls = { $total } VP.
ezra_nehemiah-ev-game-over = The game is over. { $winner } wins!

## The solo Opponent's turn (13)

ezra_nehemiah-ev-opp-turn = Round { $round }, day { $day }: the Opponent's turn.
ezra_nehemiah-ev-opp-focus = { $player } reveals focus card { $card }: { $gate }, { $arrow }, column { $column }.
ezra_nehemiah-ev-opp-trade = { $coins ->
    [0] { $player } trades at { $gate } (gatekeeper's silver → { $keeper }) and gains { $gain }.
   *[other] { $player } trades at { $gate } (gatekeeper's silver → { $keeper }), pays { $coins } silver and gains { $gain }.
}
ezra_nehemiah-ev-opp-no-trade = { $player } cannot afford a trade at { $gate } and makes 1 tent move instead.
ezra_nehemiah-ev-opp-planning = { $player } reveals planning card { $card }.
ezra_nehemiah-ev-opp-row = { $player } carries out row { $row } of { $card }: { $action }.
ezra_nehemiah-ev-opp-no-row = { $player } can carry out no row of { $card } and does nothing more.
ezra_nehemiah-ev-opp-levite = { $player } pays { $gold } gold for a Levite.
ezra_nehemiah-ev-opp-buy-gold = { $player } (Levite no. { $n }) turns { $coins } silver into { $gold } gold.
ezra_nehemiah-ev-opp-altar = { $player } (Levite no. { $n }) makes 1 altar move.
ezra_nehemiah-ev-opp-space = { $player } works on { $space }.
ezra_nehemiah-ev-opp-no-clear = { $player } finds no wall with rubble to clear.
ezra_nehemiah-ev-opp-rebuild = { $player } pays { $gold } gold to rebuild { $space }.
ezra_nehemiah-ev-opp-scribe = { $player } pays { $gold } gold for a scribe on { $tile }.
ezra_nehemiah-ev-opp-pay-gold = { $player } pays { $gold } gold.

## Pictures (render/ezra_nehemiah.py): the board's and the private screen's own words, and their alt
## text. Names of gates, cards, tiles, heroes and prophets come from the sections above.

render-ezra_nehemiah-round = Round { $round }
render-ezra_nehemiah-day = Day { $day }
render-ezra_nehemiah-phase-setup_gatekeepers = Setup: gatekeepers
render-ezra_nehemiah-phase-work = Work days
render-ezra_nehemiah-phase-prepare = Preparing for Sabbath
render-ezra_nehemiah-phase-sabbath = Sabbath
render-ezra_nehemiah-phase-final = Final scoring
render-ezra_nehemiah-phase-over = Game over
render-ezra_nehemiah-phase-note-setup_gatekeepers = Setup: each player places a gatekeeper on a free corner gate.
render-ezra_nehemiah-phase-note-prepare = Preparing for Sabbath: the prophets judge, the players get ready.
render-ezra_nehemiah-phase-note-sabbath = Sabbath: feed the workers, tuck character cards, score them.
render-ezra_nehemiah-phase-note-final = Final scoring.
render-ezra_nehemiah-phase-note-over = Game over.
render-ezra_nehemiah-final-scoring-done = Final scoring done: the points by part are under each player.
render-ezra_nehemiah-waiting = Waiting for
render-ezra_nehemiah-game-over = Game over
render-ezra_nehemiah-winner = { $count ->
    [one] Winner
   *[other] Winners
}
render-ezra_nehemiah-opponent = Opponent
render-ezra_nehemiah-shofar = Shofar
render-ezra_nehemiah-turn = Turn
render-ezra_nehemiah-played = played { $card } (pile { $pile })
render-ezra_nehemiah-main-red = Temple & Altar
render-ezra_nehemiah-main-grey = Rubble, Walls & Gates
render-ezra_nehemiah-main-blue = Torah & Tents
render-ezra_nehemiah-pool = Banners
render-ezra_nehemiah-levites-used = { $count ->
    [one] 1 Levite used
   *[other] { $count } Levites used
}
render-ezra_nehemiah-to-move = to move

## The main board

render-ezra_nehemiah-neutral = neutral
render-ezra_nehemiah-cleared = cleared
render-ezra_nehemiah-levites = Levites
render-ezra_nehemiah-start = setup
render-ezra_nehemiah-temple = Temple
render-ezra_nehemiah-temple-mount = Temple Mount
render-ezra_nehemiah-scrolls = Scrolls (Torah)
render-ezra_nehemiah-scroll-rows = VP per scribe · cost · row bread
render-ezra_nehemiah-altar = Altar track
render-ezra_nehemiah-altar-order = in a stack, the lower marker is ahead
render-ezra_nehemiah-altar-card = Altar card { $card }
render-ezra_nehemiah-city = City plan
render-ezra_nehemiah-clockwise = tents move clockwise
render-ezra_nehemiah-city-rule = No worker or blessing left to gain: 1 tent move instead.
render-ezra_nehemiah-heroes = Heroes left
render-ezra_nehemiah-gate-cards-aside = Gate cards beside the board
render-ezra_nehemiah-blessing-bonus = Blessing bonuses
render-ezra_nehemiah-blessing-bonus-when = when your lowest blessing reaches the column

## Player panels

render-ezra_nehemiah-altar-space = altar space { $space }
render-ezra_nehemiah-good-coin = silver
render-ezra_nehemiah-good-bread = bread
render-ezra_nehemiah-good-gold = gold
render-ezra_nehemiah-good-stone = stone
render-ezra_nehemiah-good-wood = wood
render-ezra_nehemiah-good-ash = ash
render-ezra_nehemiah-workers-supply = in supply
render-ezra_nehemiah-workers-main = main supply
render-ezra_nehemiah-workers-levites = Levites
render-ezra_nehemiah-workers-gatekeepers = gatekeepers
render-ezra_nehemiah-workers-scribes = scribes
render-ezra_nehemiah-workers-farmers = farmers
render-ezra_nehemiah-workers-labourers = labourers
render-ezra_nehemiah-blessings = blessings
render-ezra_nehemiah-scrolls-held = scrolls { $scrolls }
render-ezra_nehemiah-tucked = Tucked ({ $count })
render-ezra_nehemiah-pile-empty = pile { $pile } empty
render-ezra_nehemiah-count-hand = in hand
render-ezra_nehemiah-count-deck = deck
render-ezra_nehemiah-count-wall-deck = wall deck
render-ezra_nehemiah-count-focus-deck = focus deck
render-ezra_nehemiah-count-planning-deck = planning deck
render-ezra_nehemiah-part-game = in play
render-ezra_nehemiah-part-silver = silver
render-ezra_nehemiah-part-tiles = tiles
render-ezra_nehemiah-part-altar = altar
render-ezra_nehemiah-part-walls = walls
render-ezra_nehemiah-part-gates = gates
render-ezra_nehemiah-part-scribes = scribes
render-ezra_nehemiah-part-scrolls = scrolls
render-ezra_nehemiah-side = solo board side { $side }
render-ezra_nehemiah-heroes-held = Heroes
render-ezra_nehemiah-focus = Focus card
render-ezra_nehemiah-column = column { $column }
render-ezra_nehemiah-planning = Planning card
render-ezra_nehemiah-plan-temple = Temple
render-ezra_nehemiah-plan-build_gate = rebuild a gate
render-ezra_nehemiah-plan-build_wall = rebuild a wall
render-ezra_nehemiah-plan-clear_wall = clear a wall
render-ezra_nehemiah-plan-scribe_highest = scribe, highest row
render-ezra_nehemiah-plan-scribe_lowest = scribe, lowest row
render-ezra_nehemiah-plan-pay_gold = pay { $gold } gold
render-ezra_nehemiah-plan-gain = gain

## The private screen

render-ezra_nehemiah-your-screen = Your screen: only you see it
render-ezra_nehemiah-vp = VP
render-ezra_nehemiah-hand = Your hand ({ $count })
render-ezra_nehemiah-deck = Your character deck, in no order ({ $count })
render-ezra_nehemiah-no-cards = No cards
render-ezra_nehemiah-banners = Banners, top first
render-ezra_nehemiah-banner-kept = Once tucked, only the top banner counts.
render-ezra_nehemiah-trade-at = Trade at { $gate }
render-ezra_nehemiah-trade-each = any number of times, no silver to a gatekeeper
render-ezra_nehemiah-trade-keeper = 1 silver to its gatekeeper included
render-ezra_nehemiah-wall-known = Wall cards you know
render-ezra_nehemiah-wall-top = on top of your wall deck
render-ezra_nehemiah-wall-bottom = at the bottom of your wall deck
render-ezra_nehemiah-wall-drawn = drawn: choose one
render-ezra_nehemiah-no-wall-cards = None
render-ezra_nehemiah-your-scrolls = Your scrolls ({ $count })

## Alt text

render-ezra_nehemiah-alt-round = Ezra and Nehemiah, round { $round }, { $phase }.
render-ezra_nehemiah-alt-turn = { $player }’s turn.
render-ezra_nehemiah-alt-waiting = Waiting for { $players }.
render-ezra_nehemiah-alt-board = Temple { $filled } of { $spaces } spaces filled; { $walls ->
    [one] 1 wall
   *[other] { $walls } walls
} and { $gates ->
    [one] 1 gate
   *[other] { $gates } gates
} rebuilt.
render-ezra_nehemiah-alt-altar = Ahead on the altar: { $player }.
render-ezra_nehemiah-alt-player = { $player }: { $vp } VP, { $coins } silver, { $food } bread, { $levites ->
    [one] 1 Levite
   *[other] { $levites } Levites
}, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} in hand.
render-ezra_nehemiah-alt-opponent = Opponent: { $vp } VP, { $coins } silver, { $gold } gold.
render-ezra_nehemiah-alt-over = Ezra and Nehemiah, game over. { $ranking }.
render-ezra_nehemiah-alt-place = { $place }. { $player } { $vp } VP
render-ezra_nehemiah-alt-screen = { $player }’s screen: { $count ->
    [one] 1 card
   *[other] { $count } cards
} in hand: { $cards }; in the deck: { $deck }.

ezra_nehemiah-hand = Behind your screen: { $count ->
    [0] no character card in hand
    [one] in hand: { $cards }
   *[other] in hand: { $cards }
}; { $deck ->
    [one] 1 card
   *[other] { $deck } cards
} in your deck, { $walls ->
    [one] 1 wall card
   *[other] { $walls } wall cards
} in your wall deck.
