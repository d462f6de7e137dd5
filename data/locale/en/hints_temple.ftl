## The Temple: one-line hints for the options (issue 16), worded from data/temple/*.toml by
## engine/temple/hints.py. Shown under an option (Discord: at most 100 characters).

# a Temple card on display (auction, forced purchase)
hints-temple-concession = { $points } points · build: { $cost } and { $workers ->
    [one] 1 site worker
   *[other] { $workers } site workers
} · unbuilt at the end: −{ $points }
# building one of your concessions
hints-temple-build = +{ $swing } to your final score: { $points } points instead of −{ $points }
hints-temple-build-last = +{ $swing } to your score; your last concession: Holy of Holies +{ $holy } (or a share)

# crafts: the most they make in a round
hints-temple-craft-new = Makes up to { $output } a round: { $capacity ->
    [one] 1 worker
   *[other] { $capacity } workers
} × { $per }
hints-temple-craft-up = Makes up to { $output } a round: { $capacity ->
    [one] 1 worker
   *[other] { $capacity } workers
} × { $per } (now { $before } × { $was })
hints-temple-pestilence = { $workers ->
    [one] Its only worker leaves
   *[other] Keeps { $left } of { $workers } workers
}: { $lost } less a round

# God's Hand cards, one wording per effect (data/temple/gods_hand.toml)
hints-temple-god-lose = Everyone loses { $goods }
hints-temple-god-lose-half = Everyone loses half of their { $good ->
    [drachmas] drachmas
    [wood] wood
    [stone] stone
   *[food] food
}
hints-temple-god-lose-per-worker = Everyone pays { $goods } per worker they employ
hints-temple-god-lose-per-full-ten = Everyone pays { $goods } per full 10 D they hold
hints-temple-god-lose-if-unbuilt = Everyone with { $count } or more unbuilt concessions pays { $goods }
hints-temple-god-demolish = The most recently built Temple element becomes unbuilt again
hints-temple-god-remove-craft-worker = Everyone with craft workers loses one of them
hints-temple-god-gain = Everyone gains { $goods }
hints-temple-god-gain-per-worker = Everyone gains { $goods } per worker they employ
hints-temple-god-repeat-patron = Everyone receives their Patron's income again
hints-temple-god-repeat-crafts = Everyone's crafts produce again
hints-temple-god-site-more = This round every Temple element needs { $count ->
    [one] 1 more site worker
   *[other] { $count } more site workers
}
hints-temple-god-site-fewer = This round every Temple element needs { $count ->
    [one] 1 fewer site worker
   *[other] { $count } fewer site workers
} (at least 1)
hints-temple-god-wage = This round a worker's wage is { $wage }

# a Patron
hints-temple-patron = Income every round: { $income }
