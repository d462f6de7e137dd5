## Words shared by the pictures (and by the bot's messages: data/locale/names.py).

# a player whose display name shows nothing (empty, or only invisible characters)
name-automa = Bot
name-fallback = Player { $number }
render-abandoned = Game abandoned
render-alt-abandoned = The game was abandoned; nobody is to move.
# the header's third row: what happened since the previous board picture (render/kit.py last_move)
render-last-move = Last move
render-alt-last-move = Last move: { $move }

## The table's marks (render/kit.py): the time an awaited player has left on the move clock (short:
## it sits in the header after the name), the seats the bot plays, the players on vacation.

render-time-left = { $days ->
    [0] { $hours ->
        [0] <1 h
       *[other] { $hours } h
    }
   *[other] { $days } d{ $hours ->
        [0] { "" }
       *[other] { " " }{ $hours } h
    }
}
# when the header is crowded: the days alone ("2 d" for "2 d 3 h")
render-time-left-short = { $days ->
    [0] { $hours ->
        [0] <1 h
       *[other] { $hours } h
    }
   *[other] { $days } d
}
render-mark-bot = bot
render-mark-away = vacation
render-alt-duration = { $days ->
    [0] { "" }
    [one] 1 day{ $hours ->
        [0] { "" }
       *[other] { " " }
    }
   *[other] { $days } days{ $hours ->
        [0] { "" }
       *[other] { " " }
    }
}{ $hours ->
    [0] { $days ->
        [0] less than an hour
       *[other] { "" }
    }
    [one] 1 hour
   *[other] { $hours } hours
}
render-alt-time-left = Time left: { $players }.
render-alt-seat-time = { $player } ({ $left })
render-alt-bots = The bot plays for { $players }.
render-alt-away = On vacation: { $players }.

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

## Words of the Architects of the West Kingdom pictures (render/architects.py) and their alt text.
## Card, location and resource names come from architects.ftl.

render-architects-round = Round { $round }
render-architects-phase-boards = Choosing boards
render-architects-phase-draft = Draft
render-architects-phase-final_round = Final round: { $count ->
    [one] 1 turn left
   *[other] { $count } turns left
}
render-architects-waiting = Waiting for
render-architects-game-over = Game over
render-architects-winner = { $count ->
    [one] Winner
   *[other] Winners
}
render-architects-to-move = to move
render-architects-rival = Rival
render-architects-rival-of = Difficulty: { $difficulty }
render-architects-difficulty-apprentice = easy
render-architects-difficulty-journeyman = normal
render-architects-difficulty-master = hard
render-architects-rival-last = Last card
render-architects-rival-GATHER = gather at { $location }
render-architects-rival-RECRUIT = hire
render-architects-rival-CAPTURE = capture
render-architects-rival-GUARD = Guard House
render-architects-rival-TAX = Tax Collector
render-architects-rival-MARKET = Black Market
render-architects-rival-BUILD = build
render-architects-tax-stand = Tax stand
render-architects-black-market = Black Market
render-architects-piles = Small pile { $small } · Large pile { $large }
render-architects-market-draw = Draw { $draw }, keep { $keep }
render-architects-prison = Prison
render-architects-prison-empty = Nobody in the Prison
render-architects-guildhall = Guildhall
render-architects-reset = Black Market reset
render-architects-end = Game end
render-architects-beside = Beside the Guildhall
render-architects-cathedral = Cathedral
render-architects-virtue = Virtue
render-architects-no-cathedral = no Cathedral
render-architects-no-market = no Black Market
render-architects-display = Apprentices for hire
render-architects-deck = { $count } in the deck
render-architects-building-deck = Buildings
render-architects-apprentice-deck = Apprentices
render-architects-reward-pile = Rewards
render-architects-rewards-drawn = Rewards drawn
render-architects-none = none yet
render-architects-more = +{ $count }
render-architects-captured = Captured
render-architects-apprentices-held = Apprentices ({ $count })
render-architects-buildings = Buildings ({ $count })
render-architects-cap-virtue = virtue
render-architects-cap-cathedral = Cathedral
render-architects-cap-debt = debts
render-architects-cap-paid = paid off
render-architects-cap-workers = workers
render-architects-cap-hand = hand
render-architects-cap-prison = in Prison
render-architects-cap-score = points
render-architects-part-buildings = Buildings
render-architects-part-cathedral = Cathedral
render-architects-part-virtue = Virtue
render-architects-part-debts = Debts
render-architects-part-goods = Gold, marble
render-architects-part-silver = Silver
render-architects-part-prison = Prison

## Effects in short words (rules/architects.md 13.2); $goods, $give, $get are amounts worded by
## architects-goods, $location a location name, $skill a skill name.

render-architects-fx-GAIN = Gain { $goods }
render-architects-fx-DRAW = { $n ->
    [one] Draw 1 building card
   *[other] Draw { $n } building cards
}
render-architects-fx-DRAW_KEEP = Draw { $n } building cards, keep { $keep }
render-architects-fx-HIRE_FREE-any = Hire any apprentice for free
render-architects-fx-HIRE_FREE-col1 = Hire a first-column apprentice for free
render-architects-fx-PAYOFF_FREE = Pay off a debt for free
render-architects-fx-or = { $text }, else gain { $goods }
render-architects-fx-RELEASE_ALL = Free all your workers from the Prison
render-architects-fx-IMPRISON_CAPTURED = Send your captured workers to the Prison
render-architects-fx-TAKE_TAX = Take up to { $max } silver from the tax stand
render-architects-fx-TAKE_TAX-all = Take the whole tax stand
render-architects-fx-END_VIRTUE = At the end: +{ $n } virtue
render-architects-fx-END_VP_PER = 1 VP per { $what }
render-architects-fx-END_VP_PER-max = 1 VP per { $what }, at most { $max } VP
render-architects-per-captured = { $per ->
    [one] captured worker
   *[other] { $per } captured workers
}
render-architects-per-gold = { $per ->
    [one] gold
   *[other] { $per } gold
}
render-architects-per-marble = { $per ->
    [one] marble
   *[other] { $per } marble
}
render-architects-per-clay = { $per ->
    [one] clay
   *[other] { $per } clay
}
render-architects-per-silver = { $per ->
    [one] silver
   *[other] { $per } silver
}
render-architects-per-apprentices = { $per ->
    [one] apprentice
   *[other] { $per } apprentices
}
render-architects-per-paid_debts = { $per ->
    [one] paid-off debt
   *[other] { $per } paid-off debts
}
render-architects-per-cathedral_level = { $per ->
    [one] Cathedral level
   *[other] { $per } Cathedral levels
}
render-architects-per-buildings_with_skill = { $per ->
    [one] building that needs { $skill }
   *[other] { $per } buildings that need { $skill }
}
render-architects-per-virtue_above = { $per ->
    [one] virtue above { $above }
   *[other] { $per } virtue above { $above }
}
render-architects-fx-END_VP_IF-virtue_at_least = { $vp } VP with virtue { $n } or more
render-architects-fx-END_VP_IF-cathedral_at_least = { $vp } VP with the Cathedral at level { $n } or higher
render-architects-fx-END_VP_IF-no_unpaid_debt = { $vp } VP without unpaid debts
render-architects-fx-YIELD_BONUS = { $location }: +{ $goods }
render-architects-fx-YIELD_BONUS-clay = { $location }, taking clay: +{ $goods }
render-architects-fx-YIELD_BONUS-gold = { $location }, taking gold: +{ $goods }
render-architects-fx-MINES_GOLD_CEIL = Mines: gold rounded up
render-architects-fx-STOREHOUSE_TRADE = Storehouse: { $give } → { $get }
render-architects-fx-TAXCOLLECTOR_LOSS = Tax Collector: lose only { $n } virtue
render-architects-fx-CAPTURE_STEAL = Capturing: take { $n } silver from the owner
render-architects-fx-DRAW_BONUS = Workshop: draw { $n } more
render-architects-fx-HAND_LIMIT_BONUS = Hand limit +{ $n }
render-architects-fx-REACH_BONUS = Workshop: reach { $n } column further
render-architects-fx-HIRE_DISCOUNT = Hiring costs { $n } silver less
render-architects-fx-APPRENTICE_LIMIT_BONUS = Apprentice limit +{ $n }
render-architects-fx-TC_FREE_EXTRA = Town Centre: captures after the first are free
render-architects-fx-TC_FIRST_FREE = Town Centre: the first capture is free
render-architects-fx-TC_EXTRA_LOCATION = Town Centre: capture at { $n } more location
render-architects-fx-PRISON_BOUNTY = Imprisoning: +{ $per_worker } silver per worker, at most { $max }
render-architects-fx-PRISON_BOUNTY_PAIR = Imprisoning: +{ $n } silver per 2 workers
render-architects-fx-RECLAIM_DISCOUNT = Guard House: freeing workers costs less
render-architects-fx-ON_DEBT_PAID = Paying off a debt: +{ $goods }
render-architects-fx-IGNORE_TAX = Ignore { $n } tax coin per payment
render-architects-fx-SILVER_DIVISOR = Final scoring: 1 VP per { $d } silver
render-architects-fx-BUILD_DISCOUNT = Building: pay { $goods } less
render-architects-fx-MARBLE_SUB = Pay 1 marble instead of 2 clay, wood or stone
render-architects-fx-CATHEDRAL_GAIN = Cathedral: +{ $goods }
render-architects-fx-CATHEDRAL_SW_DISCOUNT = Cathedral: { $n } stone or wood less
render-architects-fx-CATHEDRAL_NO_DISCARD = Cathedral: no card to discard
render-architects-fx-BM_DISCOUNT = Black Market costs { $n } silver less
render-architects-fx-RESET_RELEASE = Black Market reset: free { $n } workers from the Prison
render-architects-fx-RESET_GAIN = Black Market reset: +{ $goods }
render-architects-fx-RESET_SHELTER = Black Market reset: your workers there go home
render-architects-fx-PERMANENT_SKILL = Always counts as { $skill }

## The private screen

render-architects-your-screen = Your screen: only you see this
render-architects-hand = Your building cards ({ $count } of { $limit })
render-architects-no-hand = No building cards
render-architects-draft-pack = Draft: choose one of these { $count } cards
render-architects-draft-kept = Kept in the draft ({ $count })
render-architects-choosing = Choose among these { $count } cards
render-architects-your-apprentices = Your apprentices ({ $count } of { $limit })
render-architects-no-apprentices = No apprentices yet
render-architects-no-skills = no skill needed
render-architects-cost = Cost
render-architects-immediate = When built
render-architects-at-end = At the end of the game

## Alt text of the Architects pictures

render-architects-alt-over = Architects of the West Kingdom, game over. { $ranking }.
render-architects-alt-place = { $place }. { $players } { $score } VP
render-architects-alt-waiting = Waiting for { $players }.
render-architects-alt-workers = Workers: { $spots }.
render-architects-alt-player = { $player }: { $score } VP, virtue { $virtue }, Cathedral level { $level }, { $buildings ->
    [one] 1 building
   *[other] { $buildings } buildings
}, { $workers ->
    [one] 1 worker left
   *[other] { $workers } workers left
}, { $debts ->
    [one] 1 unpaid debt
   *[other] { $debts } unpaid debts
}.
render-architects-alt-screen = { $player }’s screen: { $goods }; virtue { $virtue }; { $count ->
    [one] 1 building card
   *[other] { $count } building cards
} in hand: { $cards }; { $apprentices ->
    [one] 1 apprentice
   *[other] { $apprentices } apprentices
}; score { $score }.
render-architects-alt-draft = Draft pack: { $cards }.
render-architects-alt-choosing = Choosing among: { $cards }.

# the colon after a label drawn on a picture ("Waiting for:")
render-colon = { ":" }

## The final scores by category (render/scores.py): a table with one row per player, one column per
## scoring category (short headings: render-breakdown-<game>-<part>), and its alt text. The alt text
## words each part with the game's own <game>-part-<part> message.

render-breakdown-title = Final scores
render-breakdown-total = Total
render-breakdown-alt = { $game }: final scores.
render-breakdown-alt-winners = { $count ->
    [one] Winner
   *[other] Winners
}: { $players }.
render-breakdown-alt-seat = { $place }. { $player }: { $total ->
    [one] { $total } point
   *[other] { $total } points
}.
render-breakdown-alt-seat-parts = { $place }. { $player }: { $total ->
    [one] { $total } point
   *[other] { $total } points
} ({ $parts }).
render-breakdown-nehemiah-influence = Influence
render-breakdown-nehemiah-gates = Gates
render-breakdown-nehemiah-wood = Wood
render-breakdown-nehemiah-gold = Gold
render-breakdown-nehemiah-cards = Cards
render-breakdown-nehemiah-leaders = Leaders
render-breakdown-temple-built = Built
render-breakdown-temple-holy = Holy of Holies
render-breakdown-temple-unbuilt = Unbuilt
render-breakdown-temple-eliminated = Stoned in round
render-breakdown-architects-buildings = Buildings
render-breakdown-architects-cathedral = Cathedral
render-breakdown-architects-virtue = Virtue
render-breakdown-architects-debts = Debts
render-breakdown-architects-goods = Gold, marble
render-breakdown-architects-silver = Silver
render-breakdown-architects-prison = Prison
render-breakdown-ezra_nehemiah-game = In play
render-breakdown-ezra_nehemiah-silver = Silver, goods
render-breakdown-ezra_nehemiah-tiles = Tiles
render-breakdown-ezra_nehemiah-altar = Altar
render-breakdown-ezra_nehemiah-walls = Walls
render-breakdown-ezra_nehemiah-gates = Gates
render-breakdown-ezra_nehemiah-scribes = Scribes
render-breakdown-ezra_nehemiah-scrolls = Scrolls

## The animated replay's captions (render/replay.py: animate_record).

render-replay-caption-setup = { $game } · the start
render-replay-caption = { $game } · round { $round } · move { $move } of { $moves }
render-replay-caption-end = { $game } · the end, after { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
