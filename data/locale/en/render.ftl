## Words shared by the pictures (and by the bot's messages: data/locale/names.py).

# a player whose display name shows nothing (empty, or only invisible characters)
name-fallback = Player { $number }
render-abandoned = Game abandoned
render-alt-abandoned = The game was abandoned; nobody is to move.

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

## Words of The Temple pictures (render/temple.py) and their alt text.

render-temple-round = Round { $round }
render-temple-final-round = Final round
render-temple-waiting = Waiting for
render-temple-game-over = Game over
render-temple-winner = { $count ->
    [one] Winner
   *[other] Winners
}
render-temple-auction = Concession auction
render-temple-deck = { $count ->
    [0] The deck is empty
    [one] { $count } card in the deck
   *[other] { $count } cards in the deck
}
render-temple-auctions-over = All concessions are sold
render-temple-no-display = No concessions on display
render-temple-under-hammer = under the hammer
render-temple-declined = no bids
render-temple-high-bid = High bid
render-temple-no-bid = No bid yet
render-temple-passed = Passed
render-temple-last-sale = Last auction
render-temple-unsold = nobody bid
render-temple-forced = forced
render-temple-forced-purchase = forced purchase
render-temple-market = Market this round
render-temple-sold = sold
render-temple-bought = bought
render-temple-price = price
render-temple-sealed-sell = Sealed sales
render-temple-sealed-buy = Sealed purchases
render-temple-not-yet = Nothing traded yet this round
render-temple-gods-hand = God's Hand
render-temple-gods-piles = deck: { $deck } · discard: { $discard }
render-temple-god-now = drawn this round
render-temple-god-earlier = drawn last round
render-temple-no-god = No card drawn yet
render-temple-wage = Wage per worker
render-temple-site-more = This round every element needs { $count ->
    [one] { $count } more site worker
   *[other] { $count } more site workers
}
render-temple-site-fewer = This round every element needs { $count ->
    [one] { $count } fewer site worker
   *[other] { $count } fewer site workers
}
render-temple-ark = Ark
render-temple-leader = leader
render-temple-to-move = to move
render-temple-declaring = declaring
render-temple-site-workers = site workers
render-temple-wages = wages
render-temple-no-craft = not built
render-temple-built = Built: { $count }
render-temple-unbuilt = Unbuilt: { $count }
render-temple-debt = owes { $amount } D to
render-temple-barred = may not bid
render-temple-eliminated = Out of the game since round { $round }
render-temple-final = Final score
render-temple-part-built = built
render-temple-part-holy = Holy of Holies
render-temple-part-unbuilt = unbuilt
render-temple-your-screen = Your city: only you see this
render-temple-goods = Goods
render-temple-workers = workers
render-temple-wages-due = wages due
render-temple-score = score
render-temple-patron = Patron: { $patron }
render-temple-per-round = each round
render-temple-your-sell = Your sale declaration
render-temple-your-buy = Your purchase declaration
render-temple-crafts = Crafts
render-temple-concessions = Temple concessions
render-temple-no-concessions = No concessions yet

## Alt text of The Temple pictures

render-temple-alt-round = The Temple, round { $round }: { $phase }.
render-temple-alt-over = The Temple, game over after round { $round }. { $ranking }.
render-temple-alt-place = { $place }. { $players } { $score ->
    [one] { $score } point
   *[other] { $score } points
}
render-temple-alt-out = Out of the game: { $players }.
render-temple-alt-waiting = Waiting for { $players }.
render-temple-alt-ark = { $player } holds the Ark.
render-temple-alt-auction = Up for auction: { $card }, { $high ->
    [0] no bid yet
   *[other] high bid { $high } D by { $bidder }
}.
render-temple-alt-display = On display: { $cards }.
render-temple-alt-market = { $side ->
    [sell] Sealed sales
   *[other] Sealed purchases
}: { $declared } of { $players } declared.
render-temple-alt-god = God's Hand: { $card }.
render-temple-alt-scores = Scores: { $scores }.
render-temple-alt-score = { $player } { $score }
render-temple-alt-screen = { $player }’s city: { $drachmas } D, { $wood } wood, { $stone } stone, { $food } food, { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
}; concessions built: { $built }, unbuilt: { $unbuilt }; score { $score }.
render-temple-alt-declaration = Your { $side ->
    [sell] sale
   *[other] purchase
} declaration: { $wood } wood, { $stone } stone, { $food } food.
render-temple-turn-sell = Sales in turn
render-temple-turn-buy = Purchases in turn
render-temple-declaring = declaring…
render-temple-alt-market-turn = { $side ->
    [sell] Market sales in turn
   *[other] Market purchases in turn
}: { $declared } of { $players } declared, { $player } is declaring. So far: { $totals }.
render-temple-alt-market-good = { $good } { $total } at { $price } D
render-temple-alt-market-food = { $good } { $total } at { $price } D per 100
