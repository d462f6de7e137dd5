## Nehemiah. Card and leader names and texts are our own.

nehemiah-title = Nehemiah
nehemiah-option-leaders = Construction Leaders variant
nehemiah-the-bank = the bank
nehemiah-list = { $items }
nehemiah-where = column { $column }, card { $position } ({ $card })
nehemiah-cost = { $wood ->
    [0] { $gold } gold
   *[other] { $gold ->
        [0] { $wood } wood
       *[other] { $wood } wood and { $gold } gold
    }
}

## Score parts (final results)

nehemiah-part-influence = { $vp } from influence
nehemiah-part-gates = { $vp } from gates
nehemiah-part-wood = { $vp } from wood
nehemiah-part-gold = { $vp } from gold
nehemiah-part-cards = { $vp } from cards
nehemiah-part-leaders = { $vp } from leaders

## Boards

nehemiah-board-wall = Wall
nehemiah-board-temple = Temple
nehemiah-board-guard = Guard
# board picture: a player's wood and gold (shown at the end), a column's cards without a worker
render-nehemiah-wood = wood
render-nehemiah-gold = gold
render-nehemiah-free = free

## Work cards

nehemiah-card-WOOD1 = 1 Wood
nehemiah-card-WOOD2 = 2 Wood
nehemiah-card-GOLD2 = 2 Gold
nehemiah-card-GOLD3 = 3 Gold
nehemiah-card-LUMBER = Timber Yard
nehemiah-card-VP1 = Blessing (1 VP)
nehemiah-card-WALL1 = Build the Wall ×1
nehemiah-card-WALL2 = Build the Wall ×2
nehemiah-card-GUARD1 = Train a Guard ×1
nehemiah-card-GUARD2 = Train a Guard ×2
nehemiah-card-TEMPLE1 = Temple Offering ×1
nehemiah-card-TEMPLE2 = Temple Offering ×2
nehemiah-card-GATE = Raise a Gate
nehemiah-card-REFRESH = Second Wind
nehemiah-card-PLACE2 = Call Two Workers
nehemiah-card-PLACE_ANY = Anywhere on Site
nehemiah-card-REPLACE = Take Over a Post
nehemiah-card-SWAP_W = Trade Places
nehemiah-card-SWAP_C = Shift the Plans
nehemiah-card-USE_OCC = Borrowed Hands

## Construction leaders

nehemiah-leader-L01 = High Priest’s Mason
nehemiah-leader-L01-text = At once: put 1 cube on the Wall and 1 on the Temple.
nehemiah-leader-L02 = Gatekeeper
nehemiah-leader-L02-text = At once: take the top gate card for free.
nehemiah-leader-L03 = Recruiter
nehemiah-leader-L03-text = At once: set aside pairs of a worker and a wood or gold; 2 VP per pair.
nehemiah-leader-L04 = Forester
nehemiah-leader-L04-text = This round: +1 wood whenever a card you use gives you wood.
nehemiah-leader-L05 = Treasurer
nehemiah-leader-L05-text = This round: +1 gold whenever a card you use gives you gold.
nehemiah-leader-L06 = Scribe
nehemiah-leader-L06-text = Before this round’s scoring: move any player’s cube to another board.
nehemiah-leader-L07 = Surveyor
nehemiah-leader-L07-text = Right after a column is replaced: swap 2 cards of the new column.
nehemiah-leader-L08 = Foreman
nehemiah-leader-L08-text = Any time: place a worker by the normal rule.
nehemiah-leader-L09 = Overseer
nehemiah-leader-L09-text = Any time: 1 VP per column holding your exhausted worker.
nehemiah-leader-L10 = Quartermaster
nehemiah-leader-L10-text = Before or after your action: swap any 2 workers on cards.
nehemiah-leader-L11 = Messenger
nehemiah-leader-L11-text = Before or after your action: move your ready worker to any empty card.
nehemiah-leader-L12 = Taskmaster
nehemiah-leader-L12-text = Instead of your action: place up to 2 workers.
nehemiah-leader-L13 = Master Builder
nehemiah-leader-L13-text = Instead of your action: activate up to 2 of your workers.
nehemiah-leader-L14 = Steward
nehemiah-leader-L14-text = Instead of your action: activate another player’s ready worker for yourself.
nehemiah-leader-L15 = Governor
nehemiah-leader-L15-text = Before another player’s turn: choose the action they must take.

## Questions

nehemiah-ask-turn = Your turn: send a worker to work or activate one of yours.
nehemiah-ask-work = Do the work of { $card }?
nehemiah-ask-reuse = Pay 1 gold to use a card above with an exhausted worker, or finish your action.
nehemiah-ask-cube-source = Out of cubes: take { $count ->
    [one] a cube
   *[other] { $count } cubes
} for the { $board } from which board?
nehemiah-ask-refresh = Stand up which exhausted worker? ({ $left } left)
nehemiah-ask-place = Place a worker in which column? ({ $left } left)
nehemiah-ask-place-any = Place a worker on which empty card?
nehemiah-ask-replace = Replace which worker of another player?
nehemiah-ask-use-occupied = Use which occupied card (1 gold each)? ({ $left } left)
nehemiah-ask-swap_workers-column = Swap two workers in which column?
nehemiah-ask-swap_workers-pair = Which two workers of column { $column } trade places?
nehemiah-ask-swap_cards-column = Swap two cards in which column?
nehemiah-ask-swap_cards-pair = Which two cards of column { $column } trade places?
nehemiah-ask-neutral = Place your neutral worker (exhausted) in which column?
nehemiah-ask-auction-open = Open an auction: which leader goes up for bids?
nehemiah-ask-bid-workers = Sealed bid for { $leader }: how many workers?
nehemiah-ask-bid-wood = Sealed bid for { $leader }: how much wood?
nehemiah-ask-bid-gold = Sealed bid for { $leader }: how much gold?
nehemiah-ask-pairs-wood = How many pairs of a worker and a wood do you set aside (2 VP each)?
nehemiah-ask-pairs-gold = How many pairs of a worker and a gold do you set aside (2 VP each)?
nehemiah-ask-move-cube-from = Move whose cube, from which board?
nehemiah-ask-move-cube-to = Move the cube to which board?
nehemiah-ask-swap-any-first = Swap which worker first?
nehemiah-ask-swap-any-second = Swap it with which worker?
nehemiah-ask-move-ready-from = Move which of your ready workers?
nehemiah-ask-move-ready-to = Move it to which empty card?
nehemiah-ask-activations = Activate which of your workers? ({ $left } left)
nehemiah-ask-activate-other = Activate which ready worker of another player?
nehemiah-ask-run-turn = You run { $target }’s turn: choose their action.
nehemiah-ask-window-turn = { $active } is about to take a turn. Play a leader card now?
nehemiah-ask-window-after = Your action is done. Play a leader card before the turn ends?
nehemiah-ask-window-replaced = Column { $column } was just replaced. Play a leader card now?
nehemiah-ask-window-scoring = The boards are about to be scored. Play a leader card now?

## Options

nehemiah-opt-skip = Skip the work
nehemiah-opt-done = Done
nehemiah-opt-pass = Pass (no action possible)
nehemiah-opt-keep = Not now
nehemiah-opt-quiet = Not now, and don’t ask me again this round
nehemiah-opt-leader = Play { $leader }
nehemiah-opt-auction = Put { $leader } up for bids
nehemiah-opt-place = Place a worker: { $where }
nehemiah-opt-activate = Activate your worker: { $where }
nehemiah-opt-force-place = { $target } must place a worker: { $where }
nehemiah-opt-force-activate = { $target } must activate: { $where }
nehemiah-opt-activate-other = Activate { $owner }’s worker: { $where }
nehemiah-opt-use = Pay 1 gold to { $to }: use { $where }
nehemiah-opt-refresh = Stand up your worker: { $where }
nehemiah-opt-place_any = Place a worker: { $where }
nehemiah-opt-replace = Replace { $owner }’s worker: { $where }
nehemiah-opt-column = Column { $column }
nehemiah-opt-swap = Swap { $first } and { $second }
nehemiah-opt-cube-from = Take a cube from the { $board }
nehemiah-opt-cube-of = { $owner }’s cube on the { $board }
nehemiah-opt-board = To the { $board }
nehemiah-opt-slot = Move to { $where }
nehemiah-opt-worker-on = Your ready worker: { $where }
nehemiah-opt-worker-at = { $neutral ->
    [1] Neutral worker
   *[0] { $owner }’s worker
} ({ $exhausted ->
    [1] exhausted
   *[0] ready
}): { $where }
nehemiah-do-take = Take { $wood ->
    [0] {""}
   *[other] { $wood } wood
}{ $gold ->
    [0] {""}
   *[other] { $gold } gold
}{ $vp ->
    [0] {""}
   *[other] { $vp } VP
}
nehemiah-do-exchange = Pay { $cost } and take { $wood ->
    [0] { $gold } gold
   *[other] { $wood } wood
}
nehemiah-do-influence = Pay { $cost }: { $cubes ->
    [one] 1 cube
   *[other] { $cubes } cubes
} on the { $board }
nehemiah-do-gate = Pay { $cost }: take the top gate card

## Events

nehemiah-ev-turn = { $player }’s turn.
nehemiah-ev-place = { $player } sends a worker to { $where }.
nehemiah-ev-neutral = { $player } lays a neutral worker on { $where }.
nehemiah-ev-activate = { $player } activates their worker on { $where }.
nehemiah-ev-activate-other = { $player } activates { $owner }’s worker on { $where }.
nehemiah-ev-paid-use = { $player } pays 1 gold to { $to } to use { $where }.
nehemiah-ev-skip-work = { $player } does not do the work of { $card }.
nehemiah-ev-gain = { $player } { $paid ->
    [1] pays { $cost } and takes
   *[0] takes
}{ $wood ->
    [0] {""}
   *[other] { " " }{ $wood } wood
}{ $gold ->
    [0] {""}
   *[other] { " " }{ $gold } gold
}{ $vp ->
    [0] {""}
   *[other] { " " }{ $vp } VP
} ({ $card }).
nehemiah-ev-pay = { $player } pays { $cost } for { $card }.
nehemiah-ev-cubes = { $player } puts { $count ->
    [one] a cube
   *[other] { $count } cubes
} on the { $board }.
nehemiah-ev-move-own-cube = { $player } moves a cube from the { $source } to the { $target }.
nehemiah-ev-gate = { $player } pays { $cost } and raises a gate.
nehemiah-ev-gate-free = { $player } raises a gate for free.
nehemiah-ev-gate-private = The gate is worth { $vp } VP.
nehemiah-ev-refresh = { $player } stands up their worker on { $where }.
nehemiah-ev-replace = { $player } takes over { $owner }’s post on { $where }.
nehemiah-ev-swap-workers = { $player } swaps the workers on cards { $first } and { $second } of column { $column }.
nehemiah-ev-swap-cards = { $player } swaps cards { $first } and { $second } of column { $column }.
nehemiah-ev-pass = { $player } cannot act and passes.
nehemiah-ev-deal = Column { $column } is dealt: { $cards }.
nehemiah-ev-column-discarded = Column { $column } is cleared; its workers go home.
nehemiah-ev-column-removed = Column { $column } is removed: the cards have run out.
nehemiah-ev-end-triggered = The last round’s cards have run out: { $turns ->
    [one] one more turn
   *[other] { $turns } more turns
} until the end.
nehemiah-ev-exceptional = Nobody can act: the { $count ->
    [one] leftmost column is
   *[other] { $count } leftmost columns are
} replaced.
nehemiah-ev-round-end = Round { $round } is over: the boards are scored.
nehemiah-ev-round-start = Round { $round } begins.
nehemiah-ev-board-scored = { $board }: { $results }.
nehemiah-score-line = { $player } { $cubes ->
    [one] 1 cube
   *[other] { $cubes } cubes
} → { $vp } VP
nehemiah-ev-leader-cube = { $player } has the most cubes on the { $board } and removes one.
nehemiah-ev-income = Everyone takes back their set-aside workers and gets { $wood } wood and { $gold } gold.
nehemiah-ev-final = { $player }: { $gates } VP from gates, { $resources } VP from wood and gold, { $total } VP in all.
nehemiah-ev-game-over = The game is over.
nehemiah-ev-leaders-revealed = Leaders for hire this round: { $leaders }.
nehemiah-ev-leader-boxed = { $leader } found no employer and leaves the game.
nehemiah-ev-auction-open = { $player } opens the bidding for { $leader }.
nehemiah-ev-bid-in = { $player } has sealed a bid.
nehemiah-ev-bid-private = Your bid: { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
}, { $wood } wood, { $gold } gold.
nehemiah-bid = { $player } { $workers }/{ $wood }/{ $gold }
nehemiah-ev-auction-won = Bids (workers/wood/gold): { $bids }. { $player } hires { $leader }.
nehemiah-ev-leader = { $player } plays { $leader }.
nehemiah-ev-vp-columns = { $player } gains { $vp } VP ({ $columns ->
    [one] 1 column
   *[other] { $columns } columns
} with an exhausted worker).
nehemiah-ev-pairs = { $player } sets aside { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
} and gains { $vp } VP.
nehemiah-ev-move-cube = { $player } moves { $owner }’s cube from the { $source } to the { $target }.
nehemiah-ev-swap-any = { $player } swaps the workers on { $first } and { $second }.
nehemiah-ev-move-ready = { $player } moves their ready worker from { $first } to { $second }.
nehemiah-ev-run-turn = { $player } will run { $target }’s turn.
nehemiah-ev-run-turn-void = The action chosen for { $player } is no longer possible: they take a normal turn.

## A player's own summary (/hand)

nehemiah-hand = Behind your screen: { $wood } wood, { $gold } gold, { $vp } VP, { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
}; gates: { $gates }.
