## Architects of the West Kingdom (Architekci Zachodniego Królestwa).
## The Merchant, Trader, Woodcutter, Swindler, Pickpocket, Gatekeeper, Fortress and Well are the
## rulebook's; every other name is our own (rules/architects.md section 13).
## Nested messages (cards, locations, goods, players) arrive already rendered; lists are joined
## with commas. The Rival is a player like any other: { $player } may name it.

architects-title = Architects of the West Kingdom

## Game options (the lobby); the values of a "choice" option are architects-option-{name}-{value}

architects-option-advanced = Advanced player boards (side 2)
architects-option-choose-boards = Players choose their side-2 boards (otherwise dealt at random)
architects-option-variant = Variant
architects-option-variant-standard = standard
architects-option-variant-solo = solo against the Rival
architects-option-variant-bot2 = 2 players vs Bot (the Rival)
architects-option-difficulty = Rival's difficulty
architects-option-difficulty-apprentice = Apprentice (easy)
architects-option-difficulty-journeyman = Journeyman (normal)
architects-option-difficulty-master = Master (hard)
architects-error-solo-players = The solo variant is for one player against the Rival.
architects-error-bot2-players = The "2 players vs Bot" variant needs exactly 2 players.
architects-automa = Rival

## Goods (a list of them is architects-goods); virtue appears only in gains

architects-clay = { $count } clay
architects-wood = { $count } wood
architects-stone = { $count } stone
architects-gold = { $count } gold
architects-marble = { $count } marble
architects-silver = { $count } silver
architects-virtue = { $count } virtue
architects-goods = { $items }
architects-nothing = nothing
architects-nobody = nobody
architects-none = none
architects-workers-of = { $player }'s { $count ->
    [one] worker
   *[other] { $count } workers
}
architects-cathedral-level = Cathedral level { $level }

## Locations (Q03's ids: the nine open-circle locations, the Black Market spaces, the Guildhall)

architects-location-quarry = Quarry
architects-location-forest = Forest
architects-location-mines = Mines
architects-location-silversmith = Silversmith
architects-location-storehouse = King's Storehouse
architects-location-workshop = Workshop
architects-location-town_centre = Town Centre
architects-location-tax_collector = Tax Collector
architects-location-guard_house = Guard House
architects-location-bm_left = Black Market, left space
architects-location-bm_middle = Black Market, middle space
architects-location-bm_right = Black Market, right space
architects-location-guildhall = Guildhall

## Skills

architects-skill-carpentry = Carpentry
architects-skill-tiling = Tiling
architects-skill-masonry = Masonry

## Score parts (final results)

architects-part-buildings = { $vp } for buildings
architects-part-cathedral = { $vp } for the Cathedral
architects-part-virtue = { $vp } for virtue
architects-part-debts = { $vp } for unpaid debts
architects-part-goods = { $vp } for gold and marble
architects-part-silver = { $vp } for silver
architects-part-prison = { $vp } for workers in Prison

## Reward cards (data/architects/rewards.toml): what each one gives

architects-reward-RW01 = 1 virtue and 1 gold
architects-reward-RW02 = 1 marble and 1 stone
architects-reward-RW03 = 1 virtue and 3 silver
architects-reward-RW04 = 2 virtue
architects-reward-RW05 = 1 gold and 2 stone
architects-reward-RW06 = 1 marble and 1 wood
architects-reward-RW07 = 1 virtue and 2 building cards
architects-reward-RW08 = a free apprentice (or 3 silver)
architects-reward-RW09 = a debt paid off for free (or 3 silver)
architects-reward-RW10 = 1 gold, 1 stone and 1 wood
architects-reward-RW11 = all your workers out of Prison and 2 silver

## Questions

architects-ask-draft = Draft, pick { $pick } of { $picks }: which of these { $cards } building cards do you keep?
architects-ask-draft-solo = Draft: choose { $count ->
    [one] 1 building card
   *[other] { $count } building cards
} to put under the deck; you keep the others.
architects-ask-board = Choose your player board (side 2).
architects-ask-place = Where does your worker go? ({ $workers } left on your board)
architects-ask-retrieve = You have no worker on your board: from where do you take one back? That is your whole turn.
architects-ask-mines = Mines ({ $n } of your workers there): clay or gold?
architects-ask-storehouse = King's Storehouse: make an exchange ({ $left } left), or finish.
architects-ask-workshop = Workshop ({ $n } of your workers there): hire an apprentice or draw building cards?
architects-ask-hire = Which apprentice do you hire?
architects-ask-apprentice-discard = You may have at most { $limit } apprentices: who leaves to make room for { $card }?
architects-ask-keep = Which building card do you keep? { $count ->
    [one] The others go under the deck.
   *[other] ({ $count } to keep; the others go under the deck)
}
architects-ask-capture = Town Centre: where do you capture? ({ $left ->
    [one] 1 capture left
   *[other] { $left } captures left
}, the next one costs { $cost } silver)
architects-ask-capture-whom = Whose workers do you capture at the { $location }?
architects-ask-guard = Guard House: choose an action ({ $left } left), or finish.
architects-ask-market = Black Market: hire any apprentice, or draw building cards?
architects-ask-guild = Guildhall: construct a building or advance on the Cathedral?
architects-ask-payment = How do you pay for { $what }?
architects-ask-payment-marble = How much marble do you pay for { $what }?
architects-ask-cathedral-discard = The Cathedral takes a building card from your hand: which one goes under the deck?
architects-ask-hand-discard = You may hold at most { $limit } building cards: choose { $count ->
    [one] 1 card
   *[other] { $count } cards
} to put under the deck.

## Options

architects-opt-building = { $card }
architects-opt-apprentice = { $card } (skills: { $skills })
architects-opt-board = { $board }: virtue { $virtue }, { $silver ->
    [0] usual starting silver
    [1] starting silver +1
    [2] starting silver +2
    [3] starting silver +3
   *[other] starting silver { $silver }
}
architects-opt-place = { $location } (worker no. { $n } there)
architects-opt-place-space = { $location }
architects-opt-retrieve = { $location } ({ $n } of your workers there)
architects-opt-mines = Take { $option }
architects-opt-exchange = { $give } → { $get }
architects-opt-done = Finish
architects-opt-workshop-hire = Hire an apprentice
architects-opt-workshop-draw = Draw { $count ->
    [one] 1 building card
   *[other] { $count } building cards
}
architects-opt-hire = { $card } ({ $slot }): { $cost ->
    [0] free
   *[other] { $cost } silver
}{ $silver ->
    [0] {""}
   *[other] , { $silver } silver on it
}{ $virtue ->
    [0] {""}
    [1] , +1 virtue
    [2] , +2 virtue
    [3] , +3 virtue
   *[other] , { $virtue } virtue
}
architects-opt-decline = Hire nobody (take { $fallback })
architects-opt-capture-at = { $location } ({ $groups ->
    [one] 1 group
   *[other] { $groups } groups
})
architects-opt-group = { $player }'s workers ({ $count })
architects-opt-imprison = Send your captured workers to Prison ({ $count })
architects-opt-release = Release your workers from Prison ({ $count })
architects-opt-reclaim-silver = Reclaim your captured workers ({ $count }) for { $cost } silver{ $tax ->
    [0] {""}
   *[other] {" "}({ $tax } tax)
}
architects-opt-reclaim-debt = Reclaim your captured workers ({ $count }) for { $debts ->
    [one] a debt
   *[other] { $debts } debts
} and { $virtue } virtue
architects-opt-payoff = Pay off a debt for { $cost } silver{ $tax ->
    [0] {""}
   *[other] {" "}({ $tax } tax)
}
architects-opt-market-hire = Hire any apprentice
architects-opt-market-draw = Draw { $count ->
    [one] 1 building card
   *[other] { $count } building cards
} and keep { $keep }
architects-opt-build = { $card } ({ $cost }; { $vp } VP)
architects-opt-cathedral = Cathedral, level { $level }
architects-opt-payment = { $goods }
architects-opt-payment-marble = { $count ->
    [0] No marble
    [one] 1 marble
   *[other] { $count } marble
}

## Why an option is not available

architects-why-capture-limit = Captures this turn may come from { $limit ->
    [one] one location only.
   *[other] { $limit } locations at most.
}
architects-why-tax-empty = The tax stand is empty.
architects-why-silver = It costs { $need } silver: you are { $short } short.
architects-why-space-taken = This space is taken.
architects-why-virtue-market = The Black Market is closed to virtue { $ban } and above; yours is { $virtue }.
architects-why-middle-idle = There is no apprentice to hire and no building card to draw.
architects-why-guildhall = Nothing to do in the Guildhall: you can neither construct a building nor advance on the Cathedral.
architects-why-skills = Missing skills: { $skills }.
architects-why-short = You are short of { $short }.
architects-why-cathedral-top = You are at the top of the Cathedral.
architects-why-virtue-cathedral = The Cathedral needs virtue { $need } or more; yours is { $virtue }.
architects-why-cathedral-full = Cathedral level { $level } is full.
architects-why-cathedral-card = You need a building card in hand to give up.
architects-why-no-hire = There is no apprentice you can hire.
architects-why-deck-empty = The building deck is empty.

## Events: setup

architects-ev-board = { $player } takes the { $board } board.
architects-ev-draft-passed = Everybody has kept a card and passed the rest to the next player (pick { $pick } of { $picks }).
architects-ev-draft-done = The draft is over: the building begins.

## Events: placing workers, the turn, the end

architects-ev-place = { $player } places a worker at the { $location } ({ $n ->
    [one] their first there
   *[other] { $n } there now
}).
architects-ev-place-space = { $player } places a worker at the { $location }.
architects-ev-place-guildhall = { $player } places a worker in the Guildhall (space { $space } of { $spaces }).
architects-ev-place-beside = { $player } places a worker beside the full Guildhall.
architects-ev-retrieve = { $player } has no worker on their board and takes one back from the { $location }.
architects-ev-no-retrieve = { $player } has no worker to place or to take back: the turn passes.
architects-ev-hand-discard = { $player } is over the hand limit and puts { $count ->
    [one] 1 building card
   *[other] { $count } building cards
} under the deck.
architects-ev-put-under = Under the deck: { $cards }.
architects-ev-final-round = { $player } takes the last Guildhall space: everyone plays one more turn.
architects-ev-stalled = Nobody could do anything for a whole round: the game ends.
architects-ev-end-virtue = { $player }'s { $card }: +{ $virtue } virtue at the end of the game.
architects-ev-game-over = The game is over.

## Events: resources, the King's Storehouse, the Tax Collector

architects-ev-yield = { $player } takes { $goods } at the { $location }.
architects-ev-gain = { $player } gains { $goods }.
architects-ev-exchange = { $player } exchanges { $give } for { $get }.
architects-ev-tax-collector = { $player } takes the { $silver } silver from the tax stand and loses { $virtue } virtue.
architects-ev-take-tax = { $player } takes { $silver } silver from the tax stand.

## Events: the Workshop and building cards

architects-ev-hire-workshop = { $player } hires { $card } ({ $slot }) for { $paid } silver{ $extension ->
    [0] {""}
   *[other] , { $extension } of it left on the cards before it
}{ $silver ->
    [0] {""}
   *[other] , and collects the { $silver } silver lying on it
}.
architects-ev-hire-free = { $player } hires { $card } ({ $slot }) for free{ $silver ->
    [0] {""}
   *[other] {" "}and collects the { $silver } silver lying on it
}.
architects-ev-hire-market = { $player } hires { $card } ({ $slot }) on the Black Market{ $silver ->
    [0] {""}
   *[other] {" "}and collects the { $silver } silver lying on it
}.
architects-ev-hire-declined = { $player } hires nobody and takes { $fallback } instead.
architects-ev-apprentice-discarded = { $player } lets { $card } go.
architects-ev-workshop-idle = { $player } can neither hire nor draw at the Workshop.
architects-ev-draw = { $player } draws { $count ->
    [one] 1 building card
   *[other] { $count } building cards
}.
architects-ev-draw-keep = { $player } draws { $count ->
    [one] 1 building card
   *[other] { $count } building cards
} to keep { $keep }.
architects-ev-drew-cards = You draw: { $cards }.
architects-ev-kept = { $player } { $kept ->
    [0] keeps every card drawn
    [one] keeps 1 card
   *[other] keeps { $kept } cards
}{ $under ->
    [0] {""}
    [one] {" "}and puts 1 under the deck
   *[other] {" "}and puts { $under } under the deck
}.
architects-ev-kept-private = You keep { $card }. Back under the deck: { $under }.

## Events: the Town Centre, the Guard House, debts

architects-ev-capture = { $player } captures { $owner }'s { $count ->
    [one] worker
   *[other] { $count } workers
} at the { $location }{ $paid ->
    [0] {""}
   *[other] {" "}for { $paid } silver
}{ $stolen ->
    [0] {""}
   *[other] {" "}and takes { $stolen } silver from them
}.
architects-ev-capture-own = { $player } takes back { $count ->
    [one] their own worker
   *[other] their own { $count } workers
} from the { $location }{ $paid ->
    [0] {""}
   *[other] {" "}for { $paid } silver
}.
architects-ev-capture-unaffordable = { $player } cannot pay for a capture.
architects-ev-imprison = { $player } sends { $count ->
    [one] 1 captured worker
   *[other] { $count } captured workers
} to Prison and gets { $silver } silver.
architects-ev-release = { $player } releases { $count ->
    [one] 1 worker
   *[other] { $count } workers
} from Prison.
architects-ev-reclaim = { $player } takes back { $count ->
    [one] 1 worker
   *[other] { $count } workers
} from the other boards.
architects-ev-paid = { $player } pays { $total } silver{ $tax ->
    [0] {""}
   *[other] {" "}({ $tax } of it tax)
}.
architects-ev-debt-paid = { $player } pays off a debt.
architects-ev-debt-reclaim = { $player } takes { $count ->
    [one] a debt
   *[other] { $count } debts
} to get their workers back.
architects-ev-debt-prison = { $player } has the most workers in Prison and takes { $count ->
    [one] a debt
   *[other] { $count } debts
}.
architects-ev-debts-destroyed = { $player }'s virtue is at the top: { $count ->
    [one] an unpaid debt is
   *[other] { $count } unpaid debts are
} destroyed.
architects-ev-debts-underflow = { $player }'s virtue cannot go below 0: they take { $count ->
    [one] a debt
   *[other] { $count } debts
}.

## Events: the Black Market and its Reset

architects-ev-market-paid = { $player } pays { $silver } silver at the Black Market and loses { $virtue } virtue.
architects-ev-reset = Black Market Reset no. { $number }{ $shuffled ->
    [0] {""}
   *[other] {" "}(the Large pile is shuffled into a new Small pile)
}. New offers: left space: { $left }; right space: { $right }. Sent to Prison: { $jailed }
architects-ev-reset-shelter = { $player }'s worker comes home from the Black Market instead of going to Prison.
architects-ev-reset-release = { $player } releases { $count ->
    [one] 1 worker
   *[other] { $count } workers
} from Prison at the Reset.
architects-ev-reset-gain = { $player } gains { $goods } at the Reset.
architects-ev-reset-crowd = { $player } has { $count } workers in Prison and loses { $virtue } virtue.

## Events: the Guildhall and the Cathedral

architects-ev-paid-goods = { $player } pays { $goods } for { $what }.
architects-ev-build = { $player } constructs { $card } ({ $vp } VP).
architects-ev-cathedral = { $player } reaches level { $level } of the Cathedral.
architects-ev-cathedral-discard = { $player } gives up a building card for the Cathedral.
architects-ev-reward = { $player } reveals a reward: { $card }.
architects-ev-reward-pile-empty = No reward card is left: { $player } gains { $goods }.
architects-ev-cathedral-gain = { $player } gains { $goods } for the Cathedral.

## Events: the Rival (solo and "2 players vs Bot")

architects-ev-rival-shuffle = { $player } shuffles its deck.
architects-ev-rival-card = { $player } reveals its card no. { $number }.
architects-ev-rival-recruit = { $player } sends { $card } from the display to the bottom of the deck{ $silver ->
    [0] {""}
   *[other] {" "}and collects the { $silver } silver lying on it
}.
architects-ev-rival-market = { $player } takes { $silver } silver at the Black Market and loses { $virtue } virtue.
architects-ev-rival-build = { $player } constructs { $card } ({ $vp } VP).
architects-ev-rival-reward = { $player } advances on the Cathedral; a reward card leaves the game: { $card }.

## A player's own summary (/hand)

architects-hand = You hold { $clay } clay, { $wood } wood, { $stone } stone, { $gold } gold, { $marble } marble and { $silver } silver; virtue { $virtue }; { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
} on your board; { $debts ->
    [0] no unpaid debt
    [one] 1 unpaid debt
   *[other] { $debts } unpaid debts
}. Apprentices: { $apprentices }. { $count ->
    [0] No building cards in hand.
   *[other] Building cards in hand ({ $count }): { $cards }.
}

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

## Board picture words (render/architects.py; its other words are render.ftl's render-architects-*)

render-architects-progress = Guildhall { $filled }/{ $spaces }
render-architects-alt-progress = Architects of the West Kingdom: Guildhall { $filled } of { $spaces } filled, { $resets ->
    [0] no Black Market reset yet
    [one] 1 Black Market reset
   *[other] { $resets } Black Market resets
}.
render-architects-alt-tax = Tax stand: { $silver }.
