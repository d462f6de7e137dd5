## Where a game stands (engine.standing, shown by /game status): the phase, one line per player
## with public information only, a note about the game as a whole. Phase words the pictures already
## use come from render.ftl and the games' catalogs; $line is a player's line, worded below.

## Nehemiah: victory points stay behind the screens until the end, so a line shows the public
## progress: cubes on the boards, gates held, workers behind the screen (and leader cards).

standing-nehemiah-phase-turns = Players’ turns
standing-nehemiah-phase-auction = Leader auction
standing-nehemiah-phase-scoring = Round scoring
standing-nehemiah-phase-final-scoring = Final scoring
standing-nehemiah-final-round = Final round
standing-nehemiah-final-turns = Game end: { $turns ->
    [one] 1 turn left
   *[other] { $turns } turns left
}
standing-nehemiah-player = Cubes: Wall { $wall }, Temple { $temple }, Guard { $guard } · { $gates ->
    [one] 1 gate
   *[other] { $gates } gates
} · { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
} behind the screen
standing-nehemiah-player-leaders = Cubes: Wall { $wall }, Temple { $temple }, Guard { $guard } · { $gates ->
    [one] 1 gate
   *[other] { $gates } gates
} · { $leaders ->
    [one] 1 leader
   *[other] { $leaders } leaders
} · { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
} behind the screen
standing-nehemiah-player-final = { $vp } VP · { $line }

## The Temple: everything is public; points, concessions built of those held, drachmas, workers.

standing-temple-player = { $score ->
    [one] 1 point
   *[other] { $score } points
} · Concessions built: { $built } of { $concessions } · { $drachmas } D · { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
}
standing-temple-player-owes = { $line } · Owes { $amount } D

## Architects of the West Kingdom: the score as it would be counted now; the Rival's line too
## (named by the front end, like the players).

standing-architects-phase-play = Placing workers
standing-architects-player = { $score } VP · { $buildings ->
    [one] 1 building
   *[other] { $buildings } buildings
} · Cathedral level { $cathedral } · Virtue { $virtue } · { $debts ->
    [0] No unpaid debts
    [one] 1 unpaid debt
   *[other] { $debts } unpaid debts
}
standing-architects-rival = { $line } · Difficulty: { $difficulty }
standing-architects-guildhall = Guildhall: { $filled } of { $spaces } spaces filled (when it is full, the final round begins)

## Ezra and Nehemiah: VP, silver and bread ($coins, $food, $gold are worded goods), what each has
## rebuilt and its cubes in the Temple; the solo Opponent's line too.

standing-ezra_nehemiah-day = Work day { $day } of { $days }
standing-ezra_nehemiah-final-round = Final round
standing-ezra_nehemiah-player = { $vp } VP · { $coins } · { $food } · Rebuilt: { $walls ->
    [one] 1 wall
   *[other] { $walls } walls
}, { $gates ->
    [one] 1 gate
   *[other] { $gates } gates
} · Temple: { $temple ->
    [one] 1 cube
   *[other] { $temple } cubes
}
standing-ezra_nehemiah-opponent = { $vp } VP · { $coins } · { $gold } · Rebuilt: { $walls ->
    [one] 1 wall
   *[other] { $walls } walls
}, { $gates ->
    [one] 1 gate
   *[other] { $gates } gates
} · Temple: { $temple ->
    [one] 1 cube
   *[other] { $temple } cubes
}
