## Words of the Nehemiah pictures (render/nehemiah.py) and their alt text.

render-nehemiah-round = Round { $round }
render-nehemiah-waiting = Waiting for
render-nehemiah-game-over = Game over
render-nehemiah-winner = { $count ->
    [one] Winner
   *[other] Winners
}
render-nehemiah-final-turns = Turns left: { $turns }
render-nehemiah-removed = Removed
render-nehemiah-dealing = Being dealt
render-nehemiah-decks = Round decks
render-nehemiah-discard = Discard
render-nehemiah-gates = Gates
render-nehemiah-next = next
render-nehemiah-none-left = none left
render-nehemiah-screen = behind screen
render-nehemiah-aside = set aside
render-nehemiah-neutral = neutral
render-nehemiah-cubes = cubes left
render-nehemiah-gates-held = gates
render-nehemiah-leaders-held = leaders
render-nehemiah-start = start player
render-nehemiah-to-move = to move
render-nehemiah-bidding = bidding
render-nehemiah-leaders = Leaders for hire
render-nehemiah-leader-deck = { $deck } in the deck
render-nehemiah-up-for-bids = Up for bids
render-nehemiah-opened-by = opened by
render-nehemiah-no-auction = No auction now
render-nehemiah-last-auction = Last auction
render-nehemiah-your-screen = Your screen: only you see this
render-nehemiah-your-bid = Your sealed bid
render-nehemiah-workers = Workers
render-nehemiah-your-leaders = Your leaders
render-nehemiah-no-leaders = No leader cards
render-nehemiah-no-gates = No gates yet
render-nehemiah-vp = VP
render-nehemiah-final = Final score

## Alt text

render-nehemiah-alt-round = Nehemiah, round { $round } of 3.
render-nehemiah-alt-over = Nehemiah, game over after round { $round }. { $ranking }.
render-nehemiah-alt-place = { $place }. { $players } { $vp } VP
render-nehemiah-alt-waiting = Waiting for { $players }.
render-nehemiah-alt-lead = { $board }: { $players } { $count ->
    [one] leads
   *[other] lead
} with { $cubes ->
    [one] 1 cube
   *[other] { $cubes } cubes
}
render-nehemiah-alt-empty = { $board }: no cubes
render-nehemiah-alt-columns = { $columns ->
    [one] 1 column
   *[other] { $columns } columns
} of work cards{ $removed ->
    [0] {""}
   *[other] {" "}({ $removed } removed)
}.
render-nehemiah-alt-gates = { $gates ->
    [one] 1 gate left.
   *[other] { $gates } gates left.
}
render-nehemiah-alt-auction = Auction for { $leader }: { $bids } of { $players } bids in.
render-nehemiah-alt-screen = { $player }’s screen: { $wood } wood, { $gold } gold, { $vp } VP, { $workers } workers behind the screen, gates: { $gates }, leaders: { $leaders }.
