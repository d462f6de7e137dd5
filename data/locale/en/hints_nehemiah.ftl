## Nehemiah: one-line hints on the options (what choosing one does, what it costs, what it gives),
## worded per effect from the game's data by engine/nehemiah/hints.py. Discord shows a hint as the
## description line of a menu entry: at most 100 characters.

## Amounts

hints-nehemiah-wood = { $count } wood
hints-nehemiah-gold = { $count } gold
hints-nehemiah-vp = { $count } VP
hints-nehemiah-cost = { $wood ->
    [0] { $gold } gold
   *[other] { $gold ->
        [0] { $wood } wood
       *[other] { $wood } wood + { $gold } gold
    }
}
hints-nehemiah-with-cost = { $work } · cost { $cost }
hints-nehemiah-then-replaced = { $hint } · then the column is replaced

## Work cards, one message per effect (data/nehemiah/kinds.toml)

hints-nehemiah-work-gain = Take { $gains }
hints-nehemiah-work-influence = Put { $cubes ->
    [one] 1 cube
   *[other] { $cubes } cubes
} on the { $board }
hints-nehemiah-work-gate = Take the top gate card ({ $state ->
    [next] { $vp } VP
    [none] none left
   *[other] { $low }–{ $high } VP
})
hints-nehemiah-work-refresh = { $count ->
    [one] Make 1 of your exhausted workers ready again
   *[other] Make up to { $count } of your exhausted workers ready again
}
hints-nehemiah-work-place = { $count ->
    [one] Place a worker on the first free card of a column
   *[other] Place up to { $count } workers, each on the first free card of a column
}
hints-nehemiah-work-place_any = { $count ->
    [one] Place a worker on any empty card
   *[other] Place up to { $count } workers on any empty cards
}
hints-nehemiah-work-replace = { $count ->
    [one] Take over another player’s post (their worker goes home)
   *[other] Take over up to { $count } posts of other players (their workers go home)
}
hints-nehemiah-work-swap_workers = Swap 2 workers within one column
hints-nehemiah-work-swap_cards = Swap 2 cards within one column
hints-nehemiah-work-use_occupied = { $count ->
    [one] Use 1 occupied card for { $price } gold
   *[other] Use up to { $count } occupied cards, { $price } gold each
}

## Activating a worker whose card's work you cannot do now: why

hints-nehemiah-lack = No work now: you lack { $wood ->
    [0] { $gold } gold
   *[other] { $gold ->
        [0] { $wood } wood
       *[other] { $wood } wood and { $gold } gold
    }
}
hints-nehemiah-no-cubes = No work now: too few of your cubes can go on the { $board }
hints-nehemiah-no-gates = No work now: no gate cards are left

## Construction leaders: when, then what (data/nehemiah/leaders.toml)

hints-nehemiah-leader = { $timing }: { $effect }
hints-nehemiah-now-vp = { $hint } (now { $vp } VP)
hints-nehemiah-timing-immediate = At once
hints-nehemiah-timing-round = This round
hints-nehemiah-timing-before_scoring = Before the round’s scoring
hints-nehemiah-timing-any_time = Any time
hints-nehemiah-timing-own_turn = Before or after your action
hints-nehemiah-timing-instead = Instead of your action
hints-nehemiah-timing-other_turn = Before another player’s turn
hints-nehemiah-leader-cubes = put { $cubes ->
    [one] 1 cube
   *[other] { $cubes } cubes
} { $count ->
    [one] on the { $boards }
   *[other] on each of: { $boards }
}
hints-nehemiah-leader-gate = take the top gate card for free
hints-nehemiah-leader-pairs = set aside pairs of a worker and a wood or a gold, { $vp } VP per pair
hints-nehemiah-leader-bonus = { $bonuses }
hints-nehemiah-bonus-wood = +{ $count } wood whenever a card you use gives you wood
hints-nehemiah-bonus-gold = +{ $count } gold whenever a card you use gives you gold
hints-nehemiah-leader-move_cube = move any player’s cube to another board
hints-nehemiah-leader-swap_new_column = swap 2 cards of the column just replaced
hints-nehemiah-leader-place = { $count ->
    [one] place a worker by the normal rule
   *[other] place up to { $count } workers
}
hints-nehemiah-leader-vp_per_column = { $vp } VP per column holding your exhausted worker
hints-nehemiah-leader-swap_any_workers = swap any 2 workers on cards
hints-nehemiah-leader-move_ready = move your ready worker to any empty card
hints-nehemiah-leader-activate = { $count ->
    [one] activate one of your workers
   *[other] activate up to { $count } of your workers
}
hints-nehemiah-leader-activate_other = activate another player’s ready worker for yourself
hints-nehemiah-leader-run_turn = choose the action that player must take

## Influence boards

hints-nehemiah-board = Cubes: { $cubes } · places score { $scores } VP
hints-nehemiah-cubes-of = { $player } { $cubes }

## Refused amounts: what the limit is

hints-nehemiah-have-workers = { $count ->
    [0] You have no workers behind your screen.
    [one] You have only 1 worker behind your screen.
   *[other] You have only { $count } workers behind your screen.
}
hints-nehemiah-have-wood = { $count ->
    [0] You have no wood.
   *[other] You have only { $count } wood.
}
hints-nehemiah-have-gold = { $count ->
    [0] You have no gold.
   *[other] You have only { $count } gold.
}
hints-nehemiah-pairs-limit = At most { $max ->
    [one] 1 pair
   *[other] { $max } pairs
}: you have { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
} and { $stock } to pair.
