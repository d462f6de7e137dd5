## Ezra and Nehemiah: one-line hints for the options (issue 16), worded from data/ezra_nehemiah/*.toml
## by engine/ezra_nehemiah/hints.py. Shown under an option (Discord: at most 100 characters). One wording
## per effect verb, ability hook, condition count and kind of place; never one per card. Names, goods
## and nested effects arrive already rendered; lists are joined with commas.

hints-ezra_nehemiah-join = { $a } · { $b }
hints-ezra_nehemiah-or = { $a } or { $b }
hints-ezra_nehemiah-none = no effect
hints-ezra_nehemiah-list = { $items }

## Effects, one wording per verb (rules 19.1)

hints-ezra_nehemiah-fx-gain = { $goods }
hints-ezra_nehemiah-fx-resource = { $n ->
    [one] 1 resource
   *[other] { $n } resources
}
hints-ezra_nehemiah-fx-resource-of = { $n } { $types }
hints-ezra_nehemiah-fx-vp = { $n } VP
hints-ezra_nehemiah-fx-lose-vp = −{ $n } VP
hints-ezra_nehemiah-fx-pay-food = pay { $n } bread
hints-ezra_nehemiah-fx-worker = { $n ->
    [one] 1 worker
   *[other] { $n } workers
}
hints-ezra_nehemiah-fx-blessing = { $n } { $colour } { $n ->
    [one] blessing
   *[other] blessings
}
hints-ezra_nehemiah-fx-banners = { $n } { $colour } { $n ->
    [one] banner
   *[other] banners
}
hints-ezra_nehemiah-fx-altar = { $n ->
    [one] 1 altar move
   *[other] { $n } altar moves
}
hints-ezra_nehemiah-fx-tent = { $n ->
    [one] 1 tent move
   *[other] { $n } tent moves
}
hints-ezra_nehemiah-fx-retrieve = take back a merchant or elder
hints-ezra_nehemiah-fx-free-flip = a free tile flip

## Colours as they go with a number ($n only chooses the grammatical form)

hints-ezra_nehemiah-blessing-orange = { $n ->
   *[other] orange
}
hints-ezra_nehemiah-blessing-purple = { $n ->
   *[other] purple
}
hints-ezra_nehemiah-blessing-red = { $n ->
   *[other] red
}
hints-ezra_nehemiah-blessing-wild = { $n ->
   *[other] wild
}
hints-ezra_nehemiah-banner-red = { $n ->
   *[other] red
}
hints-ezra_nehemiah-banner-grey = { $n ->
   *[other] grey
}
hints-ezra_nehemiah-banner-blue = { $n ->
   *[other] blue
}
hints-ezra_nehemiah-banner-wild = { $n ->
   *[other] wild
}
hints-ezra_nehemiah-banner-amount = { $sign }{ $n } { $colour }
hints-ezra_nehemiah-banners = Banners: { $items }
hints-ezra_nehemiah-banners-none = Banners unchanged

## Lasting abilities of the scroll tiles and the Bakery (rules 19.3)

hints-ezra_nehemiah-hook-final-silver = End: 1 VP per { $n } silver
hints-ezra_nehemiah-hook-final-per = End: { $vp } VP per { $what }
hints-ezra_nehemiah-count-blessing_sets = { $n ->
    [one] set of 3 blessings
   *[other] { $n } sets of 3 blessings
}
hints-ezra_nehemiah-count-workers_on_board = { $n ->
    [one] worker on the board
   *[other] { $n } workers on the board
}
hints-ezra_nehemiah-count-own_builds = { $n ->
    [one] wall or gate you rebuilt
   *[other] { $n } walls or gates you rebuilt
}
hints-ezra_nehemiah-count-full_temple_rows = { $n ->
    [one] full Temple row
   *[other] { $n } full Temple rows
}
hints-ezra_nehemiah-count-lower_scribes = { $n ->
    [one] scribe below the top row
   *[other] { $n } scribes below the top row
}
hints-ezra_nehemiah-count-top_scribes = { $n ->
    [one] scribe in the top row
   *[other] { $n } scribes in the top row
}
hints-ezra_nehemiah-hook-final-hand = End: cards in hand score as if tucked
hints-ezra_nehemiah-hook-no-feed = Sabbath: no bread for { $groups }
hints-ezra_nehemiah-group-farmers = farmers
hints-ezra_nehemiah-group-labourers = labourers
hints-ezra_nehemiah-group-merchants = merchants
hints-ezra_nehemiah-group-elders = elders
hints-ezra_nehemiah-group-gatekeepers = gatekeepers
hints-ezra_nehemiah-group-scribes = scribes
hints-ezra_nehemiah-hook-prepare = Before the Sabbath: { $items }
hints-ezra_nehemiah-per-levite = { $n } silver per Levite
hints-ezra_nehemiah-auxiliary = an auxiliary action
hints-ezra_nehemiah-hook-on = { $effects } per { $event }
hints-ezra_nehemiah-event-scribe_placed = later scribe
hints-ezra_nehemiah-event-gatekeeper_placed = new gatekeeper
hints-ezra_nehemiah-event-gold_altar_space = gold altar space entered
hints-ezra_nehemiah-event-elder_placed = elder placed
hints-ezra_nehemiah-event-tile_flipped = tile flipped
hints-ezra_nehemiah-hook-discount-levite-food = Levites cost { $n } bread less
hints-ezra_nehemiah-hook-discount-rebuild-stone = Rebuilding costs { $n } stone less
hints-ezra_nehemiah-hook-discount-lower-trade-coins = Lower trade options cost { $n } silver less
hints-ezra_nehemiah-hook-tent-bonus = Tent moves of { $spaces }+ spaces go { $extra } further
hints-ezra_nehemiah-hook-copy-wall = A wall you rebuild also copies a neighbouring wall card
hints-ezra_nehemiah-hook-merchant-again = Repeat a merchant for { $coin } silver
hints-ezra_nehemiah-hook-hand-size = Hand size +{ $extra }{ $unlimited ->
    [0] {""}
   *[other] , piles without limit
}
hints-ezra_nehemiah-hook-after-trade = After a trade: { $coin } silver{ $flip ->
    [0] {""}
   *[other] {" "}or a paid tile flip
}
hints-ezra_nehemiah-hook-any-trade = Trade with any visible character card
hints-ezra_nehemiah-hook-buy-bread = Any time: { $bread } bread for { $coin } silver
hints-ezra_nehemiah-hook-hero = Hero card { $hero }: { $effects }

## Sabbath conditions of the character cards (rules 19.2)

hints-ezra_nehemiah-condition-count = { $base ->
    [0] { $per } VP per { $what }
   *[other] { $base } VP + { $per } per { $what }
}
hints-ezra_nehemiah-per-blessing_orange = orange blessing
hints-ezra_nehemiah-per-blessing_purple = purple blessing
hints-ezra_nehemiah-per-blessing_red = red blessing
hints-ezra_nehemiah-per-scribes = scribe
hints-ezra_nehemiah-per-levites = Levite
hints-ezra_nehemiah-per-gold_altar_spaces = gold altar space reached
hints-ezra_nehemiah-per-developed_tiles = developed tile
hints-ezra_nehemiah-per-gatekeepers = gatekeeper
hints-ezra_nehemiah-per-walls = wall you rebuilt
hints-ezra_nehemiah-condition-top-scribes = { $n ->
    [one] Row VP of your highest scribe
   *[other] Row VP of your { $n } highest scribes
}

## Cards

hints-ezra_nehemiah-sabbath = Sabbath: { $condition }
hints-ezra_nehemiah-keeps = { $n ->
   *[other] Keeps
} { $banners }
hints-ezra_nehemiah-each-sabbath = Each Sabbath: { $condition } (now { $vp } VP)
hints-ezra_nehemiah-hero-rewards = In round { $round }: { $effects }
hints-ezra_nehemiah-vp-at-end = { $vp } VP at the end
hints-ezra_nehemiah-now = Now: { $effects }
hints-ezra_nehemiah-developed = Developed: { $what }
hints-ezra_nehemiah-tile-no-limit = no storage limit
hints-ezra_nehemiah-tile-each-labourer = each labourer: { $effects }
hints-ezra_nehemiah-tile-each-farmer = each farmer: { $effects }
hints-ezra_nehemiah-tile-better-slots = better slots
hints-ezra_nehemiah-tile-bonus = Bonus option: { $effects }
hints-ezra_nehemiah-judgement = Space < { $zechariah }: { $behind } · { $zechariah }–{ $haggai }: { $between } · > { $haggai }: { $ahead }
hints-ezra_nehemiah-focus = { $gate } { $arrow }, column { $column } · { $upper } or { $lower }
hints-ezra_nehemiah-focus-trade = { $pay } silver → { $gain }
hints-ezra_nehemiah-arrow-clockwise = ↻
hints-ezra_nehemiah-arrow-counterclockwise = ↺
hints-ezra_nehemiah-plan-temple = Temple
hints-ezra_nehemiah-plan-build-gate = rebuild a gate
hints-ezra_nehemiah-plan-build-wall = rebuild a wall
hints-ezra_nehemiah-plan-clear-wall = clear rubble
hints-ezra_nehemiah-plan-scribe-highest = highest scribe
hints-ezra_nehemiah-plan-scribe-lowest = lowest scribe
hints-ezra_nehemiah-plan-pay-gold = for { $gold } gold
hints-ezra_nehemiah-plan-then = { $action }: { $effects }
hints-ezra_nehemiah-plan-else = { $a } › { $b }

## Places

hints-ezra_nehemiah-cleared = Rubble cleared: { $effects }
hints-ezra_nehemiah-rebuilt = Rebuilt: { $effects }
hints-ezra_nehemiah-connection = Connection with { $gate }: { $effects }
hints-ezra_nehemiah-connections = Connections: { $effects }
hints-ezra_nehemiah-keeper-income = Trades here pay you { $coin } silver ({ $cards })
hints-ezra_nehemiah-levite = Levite no. { $n } ({ $food ->
    [0] free
   *[other] { $food } bread
}): { $effects }
hints-ezra_nehemiah-temple-row = { $banners ->
    [one] 1 red banner
   *[other] { $banners } red banners
} · gives { $effects }
hints-ezra_nehemiah-enter = Entering it: { $effects }{ $gold ->
    [0] {""}
   *[other] {" "}(gold space)
}
hints-ezra_nehemiah-scribe-cost = Scribe: { $blue } blue + { $cost }
hints-ezra_nehemiah-first-food = First scribe here: { $n } bread

## What an option does (in a game)

hints-ezra_nehemiah-temple-column = Column { $column } (section { $section })
hints-ezra_nehemiah-gives = Gives { $effects }
hints-ezra_nehemiah-completes = Completes section { $section }: +{ $food } bread for you
hints-ezra_nehemiah-altar-move = Space { $start } → { $to }: { $effects }{ $gold ->
    [0] {""}
   *[other] {" "}(gold space)
}
hints-ezra_nehemiah-levite-gives = Levite no. { $n } gives { $effects }
hints-ezra_nehemiah-take = You take { $goods }
hints-ezra_nehemiah-last-cube = Last cube: { $effects }
hints-ezra_nehemiah-draw-wall-cards = Draw { $n } wall cards, place 1
hints-ezra_nehemiah-gain = You gain { $effects }
hints-ezra_nehemiah-set-completed = Completes blessing set { $n }: { $effects }
hints-ezra_nehemiah-set-next = Blessing set { $n } ({ $effects }) needs every track at { $n }
hints-ezra_nehemiah-track-to = Track to { $value }
hints-ezra_nehemiah-sell-any = No gatekeeper: sell as many as you like
hints-ezra_nehemiah-keeper-coin = The gatekeeper's { $coin } silver goes to { $keeper }
hints-ezra_nehemiah-own-gate = Your own gate: no silver for a gatekeeper
hints-ezra_nehemiah-keeper-included = Includes the gatekeeper's { $coin } silver, paid to { $keeper }
hints-ezra_nehemiah-also = Also { $effects }
hints-ezra_nehemiah-banners-lost = After the main action: banners are lost
hints-ezra_nehemiah-retrieve = Back to your supply; frees the slot: { $effects }

## Why an option is refused, with what would make it possible

hints-ezra_nehemiah-why-no-flip = You cannot pay to flip any development tile: { $tile } still needs { $missing }.
hints-ezra_nehemiah-why-all-developed = All your development tiles are developed already.
hints-ezra_nehemiah-why-trade-card-first = Play a character card first: you trade with the card you played.
hints-ezra_nehemiah-why-trade-coins = The cheaper trade of { $card } costs { $need } silver; you have { $have }.
hints-ezra_nehemiah-why-trade-cubes = { $card } sells { $cubes } for silver and you have none of them.
