## Architects of the West Kingdom: one-line hints of the options (engine/architects/hints.py).
## Each hint is built from the game's data: one message per effect code (rules/architects.md 13.2)
## and per place, with the numbers as parameters. Nested messages (goods, skills, locations, effects)
## arrive already rendered. A rendered hint stays within 100 characters (a Discord menu line).

## Joining the parts of a hint

hints-architects-then = { $first } · { $rest }
hints-architects-and = { $first }; { $rest }
hints-architects-or = { $first } or { $rest }
hints-architects-slash = { $first }/{ $rest }
hints-architects-plus = +{ $goods }
hints-architects-minus = −{ $goods }
hints-architects-virtue-up = +{ $n } virtue
hints-architects-virtue-down = −{ $n } virtue
hints-architects-or-else = { $first } (or { $fallback })
hints-architects-at-end = { $effect } at game end
hints-architects-at-most = { $effect } (max { $max })
hints-architects-res-clay = clay
hints-architects-res-wood = wood
hints-architects-res-stone = stone
hints-architects-res-gold = gold
hints-architects-res-marble = marble
hints-architects-res-silver = silver

## Cards: buildings, apprentices, side-2 boards, Black Market cards

hints-architects-cost = Cost { $goods }
hints-architects-card = { $cost } → { $value }
hints-architects-vp = { $vp } VP
hints-architects-vp-virtue = { $vp } VP, { $virtue }
hints-architects-skills = { $skills }
hints-architects-no-skill = no skill
hints-architects-start = starts with { $goods }
hints-architects-market-card = left space { $small } · right space { $large }

## Immediate effects (buildings, rewards)

hints-architects-draw = draw { $count ->
    [one] a building card
   *[other] { $count } building cards
}
hints-architects-draw-keep = draw { $count ->
    [one] a building card
   *[other] { $count } building cards
}, keep { $keep }
hints-architects-hire-free-any = hire any apprentice for free
hints-architects-hire-free-col1 = hire an apprentice from column 1 for free
hints-architects-payoff-free = pay off a debt for free
hints-architects-release-all = your workers leave the Prison
hints-architects-imprison-captured = your captured workers go to Prison, +{ $silver } silver each
hints-architects-take-tax-all = take all the silver on the tax stand
hints-architects-take-tax = take up to { $max } silver from the tax stand

## End-game effects: 1 VP per `per` of what is counted

hints-architects-per-captured = +1 VP per { $per ->
    [one] captured worker
   *[other] { $per } captured workers
}
hints-architects-per-gold = +1 VP per { $per ->
    [one] gold
   *[other] { $per } gold
}
hints-architects-per-marble = +1 VP per { $per ->
    [one] marble
   *[other] { $per } marble
}
hints-architects-per-clay = +1 VP per { $per ->
    [one] clay
   *[other] { $per } clay
}
hints-architects-per-silver = +1 VP per { $per ->
    [one] silver
   *[other] { $per } silver
}
hints-architects-per-apprentices = +1 VP per { $per ->
    [one] apprentice
   *[other] { $per } apprentices
}
hints-architects-per-paid-debts = +1 VP per { $per ->
    [one] paid debt
   *[other] { $per } paid debts
}
hints-architects-per-cathedral-level = +1 VP per { $per ->
    [one] Cathedral level
   *[other] { $per } Cathedral levels
}
hints-architects-per-buildings-with-skill = +1 VP per { $per ->
    [one] building
   *[other] { $per } buildings
} needing { $skill }
hints-architects-per-virtue-above = +1 VP per { $per ->
    [one] virtue
   *[other] { $per } virtue
} above { $above }
hints-architects-if-virtue-at-least = +{ $vp } VP at virtue { $n } or more
hints-architects-if-cathedral-at-least = +{ $vp } VP at Cathedral level { $n }+
hints-architects-if-no-unpaid-debt = +{ $vp } VP with no unpaid debt

## Abilities (apprentices, side-2 boards)

hints-architects-yield-bonus = { $location }: { $goods }
hints-architects-yield-bonus-option = { $location }, taking { $option ->
    [clay] clay
   *[gold] gold
}: { $goods }
hints-architects-mines-gold-ceil = { $location }: gold rounded up (N/{ $divisor })
hints-architects-trade = { $location }: { $give } → { $get }
hints-architects-trade-more = { $give } → { $get }
hints-architects-taxcollector-loss = { $location }: lose { $n } virtue, not { $usual }
hints-architects-capture-steal = capturing another's group takes { $n } silver from its owner
hints-architects-draw-bonus = { $location }: draw { $n ->
    [one] 1 more building card
   *[other] { $n } more building cards
}
hints-architects-hand-limit-bonus = hand limit +{ $n }
hints-architects-reach-bonus = { $location }: reach +{ $n ->
    [one] 1 column
   *[other] { $n } columns
}
hints-architects-hire-discount = { $location }: hiring costs { $n } silver less
hints-architects-apprentice-limit-bonus = apprentice limit +{ $n }
hints-architects-tc-free-extra = { $location }: captures after the first are free
hints-architects-tc-first-free = { $location }: your first capture is free
hints-architects-tc-extra-location = { $location }: capture at { $n ->
    [one] 1 more location
   *[other] { $n } more locations
}
hints-architects-prison-bounty = imprisoning: +{ $per } silver per worker (max { $max })
hints-architects-prison-bounty-pair = imprisoning: +{ $n } silver per pair of workers
hints-architects-reclaim-discount = reclaiming workers costs { $silver } silver, not { $usual }
hints-architects-on-debt-paid = paying off a debt: { $goods }
hints-architects-ignore-tax = every payment: { $n ->
    [one] 1 tax coin
   *[other] { $n } tax coins
} less
hints-architects-silver-divisor = final scoring: 1 VP per { $d } silver, not { $usual }
hints-architects-build-discount = buildings cost { $goods }
hints-architects-marble-sub = buildings and Cathedral: 1 marble instead of { $n } clay/wood/stone
hints-architects-cathedral-gain = each Cathedral advance: { $goods }
hints-architects-cathedral-sw-discount = Cathedral: { $n } stone/wood less
hints-architects-cathedral-no-discard = Cathedral: no building card to give up
hints-architects-bm-discount = Black Market: { $n } silver less
hints-architects-reset-release = each Reset: up to { $n ->
    [one] 1 worker
   *[other] { $n } workers
} of yours leave the Prison
hints-architects-reset-gain = each Black Market Reset: { $goods }
hints-architects-reset-shelter = each Reset: your Black Market workers come home
hints-architects-permanent-skill = permanent skill: { $skill }

## Places (where a worker goes): what the placement does now

hints-architects-gain = { $goods }
hints-architects-gain-either = { $first } or { $second }
hints-architects-exchange = { $pay }× { $give } → { $get }
hints-architects-storehouse = Up to { $n ->
    [one] 1 exchange
   *[other] { $n } exchanges
}: { $exchanges }{ $trades ->
    [0] {""}
   *[other] ; apprentices' too
}
hints-architects-workshop = Hire from { $reach ->
    [1] column 1
   *[other] columns 1–{ $reach }
} for { $price } silver, or { $count ->
    [0] no card to draw
    [one] draw 1 building card
   *[other] draw { $count } building cards
}
hints-architects-town-centre = Up to { $n ->
    [one] 1 capture
   *[other] { $n } captures
} ({ $first } silver, then { $then } each) at { $limit ->
    [one] 1 location
   *[other] up to { $limit } locations
}
hints-architects-tax-collector = { $silver ->
    [0] Nothing on the tax stand to take
   *[other] Take the { $silver } silver of the tax stand
}, lose { $virtue } virtue
hints-architects-guard-house = Up to { $n ->
    [one] 1 action
   *[other] { $n } actions
}: imprison captured, release, reclaim ({ $reclaim } silver), pay off a debt ({ $payoff } silver)
hints-architects-market-price = { $silver } silver and { $virtue } virtue
hints-architects-market = For { $price }: { $goods }
hints-architects-market-middle = For { $price }: hire any apprentice, or draw { $count } cards and keep { $keep }
hints-architects-guildhall = Construct a building or reach Cathedral level { $level } · space { $space }/{ $spaces }{ $event ->
    [reset] : Black Market Reset
    [end] : the game ends
   *[none] {""}
}
hints-architects-guildhall-beside = Final round, beside the Guildhall: construct or reach Cathedral level { $level }
hints-architects-retrieve = 1 worker comes back to your board; { $left } stay here
hints-architects-capture-at = Others' workers here: { $others }{ $own ->
    [0] {""}
   *[other] ; yours: { $own } (they come home)
}

## The Guildhall's Cathedral, the Workshop's hire

hints-architects-stone-or-wood = { $count } stone/wood in any mix
hints-architects-give-up-card = give up 1 building card
hints-architects-reward-card = a reward card
hints-architects-vp-total = { $vp } VP in all
hints-architects-workshop-hire = { $reach ->
    [1] Column 1
   *[other] Columns 1–{ $reach }
}: { $price } silver; +{ $extra } silver per column further
