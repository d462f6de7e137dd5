## The Temple (Świątynia). Card, craft, Patron and God's Hand names and texts are our own.

temple-title = The Temple
temple-option-tiebreak = Break ties (more built elements, then fewer unbuilt concessions, then more drachmas)
temple-option-sealed-market = Sealed market: everyone declares at once, in secret, revealed when all are in

## Goods. Food is counted in pieces (always hundreds).

temple-drachmas = { $count } D
temple-wood = { $count } wood
temple-stone = { $count } stone
temple-food = { $count } food
temple-good-drachmas = drachmas
temple-good-wood = wood
temple-good-stone = stone
temple-good-food = food
temple-goods = { $items }
temple-nothing = nothing
temple-prices = wood { $wood } D, stone { $stone } D, food { $food } D per 100

## Score parts (final results)

temple-part-built = { $vp } for built elements
temple-part-holy = { $vp } for the Holy of Holies
temple-part-unbuilt = { $vp } for unbuilt concessions
temple-part-eliminated = stoned in round { $vp }

## Temple cards

temple-card = No. { $number } { $name }
temple-card-1 = Eastern Wall
temple-card-2 = Southern Wall
temple-card-3 = Western Wall
temple-card-4 = Northern Wall
temple-card-5 = Solomon's Portico
temple-card-6 = Royal Portico
temple-card-7 = Western Cloister
temple-card-8 = Northern Cloister
temple-card-9 = Court of the Gentiles
temple-card-10 = Court of the Women
temple-card-11 = Court of Israel
temple-card-12 = Court of the Priests
temple-card-13 = Altar of Burnt Offering
temple-card-14 = Bronze Sea
temple-card-15 = Pillars of the Porch
temple-card-16 = Porch
temple-card-17 = Foundations of the Sanctuary
temple-card-18 = Walls of the Holy Place
temple-card-19 = Cedar Ceiling and Roof
temple-card-20 = Veil and Doors of the Sanctuary
temple-card-21 = Holy of Holies

## Crafts and Patrons

temple-craft = { $craft } (level { $level })
temple-craft-bakery = Bakery
temple-craft-carpentry = Carpentry
temple-craft-stonemasonry = Stonemasonry
temple-patron-P1 = Hiram, King of Tyre
temple-patron-P2 = The Queen of the South
temple-patron-P3 = Zadok the Priest
temple-patron-P4 = Nathan the Prophet
temple-patron-P5 = Adoniram, Overseer of the Levy
temple-patron-P6 = Benaiah, Captain of the Guard

## God's Hand

temple-god-GH01 = Drought
temple-god-GH01-text = Everyone loses half of their food.
temple-god-GH02 = Locusts
temple-god-GH02-text = Everyone loses 200 food and 2 D.
temple-god-GH03 = Fire in the Timber Yard
temple-god-GH03-text = Everyone loses half of their wood.
temple-god-GH04 = Rockfall in the Quarry
temple-god-GH04-text = Everyone loses half of their stone.
temple-god-GH05 = Robbers on the Road
temple-god-GH05-text = Everyone loses 4 D.
temple-god-GH06 = Royal Levy
temple-god-GH06-text = Everyone pays 1 D for each worker they employ.
temple-god-GH07 = Earthquake
temple-god-GH07-text = The most recently built Temple element collapses and becomes an unbuilt concession again.
temple-god-GH08 = Pestilence
temple-god-GH08-text = Everyone with craft workers loses one of them.
temple-god-GH09 = Flood
temple-god-GH09-text = Everyone loses 3 wood and 3 stone.
temple-god-GH10 = Murmuring of the Builders
temple-god-GH10-text = This round every Temple element needs 1 more site worker.
temple-god-GH11 = The Prophet's Rebuke
temple-god-GH11-text = Everyone holding 2 or more unbuilt concessions pays 5 D.
temple-god-GH12 = Almsgiving
temple-god-GH12-text = Everyone pays 1 D for every full 10 D they hold.
temple-god-GH13 = Abundant Harvest
temple-god-GH13-text = Everyone gains 300 food.
temple-god-GH14 = Cedars of Lebanon
temple-god-GH14-text = Everyone gains 3 wood.
temple-god-GH15 = Gift of the Hills
temple-god-GH15-text = Everyone gains 3 stone.
temple-god-GH16 = Pilgrims' Offerings
temple-god-GH16-text = Everyone gains 5 D.
temple-god-GH17 = Generous Patron
temple-god-GH17-text = Everyone receives their Patron's income again.
temple-god-GH18 = Manna
temple-god-GH18-text = Everyone gains 100 food for each worker they employ.
temple-god-GH19 = Zeal of the People
temple-god-GH19-text = This round every Temple element needs 1 fewer site worker (at least 1).
temple-god-GH20 = Sabbath Blessing
temple-god-GH20-text = This round wages cost no drachmas, only food.
temple-god-GH21 = Blessed Workshops
temple-god-GH21-text = Everyone's crafts produce again, as in the income phase.

## Phases (for pictures and status)

temple-phase-start = Start of the round
temple-phase-income = Income
temple-phase-auction = Concession auction
temple-phase-market = Market
temple-phase-crafts = Crafts
temple-phase-hiring = Hiring workers
temple-phase-gods_hand = God's Hand
temple-phase-wages = Paying workers
temple-phase-building = Building the Temple
temple-phase-end = End of the round
temple-phase-over = Game over

## Questions

temple-ask-auction-card = You hold the Ark of the Covenant: choose the concession to auction.
temple-ask-first-bid = Bid for { $card }: at least { $min } D, or pass.
temple-ask-bid = { $bidder } bids { $high } D for { $card }. Bid at least { $min } D, or pass.
temple-ask-forced = Nobody took a concession and the Ark came back to you: you must buy one for { $price } D.
temple-ask-sell-wood = Market: how much wood do you sell? Offered so far: { $total } ({ $price }); you have { $have }.
temple-ask-sell-stone = Market: how much stone do you sell? Offered so far: { $total } ({ $price }); you have { $have }.
temple-ask-sell-food = Market: how much food do you sell, in hundreds? Offered so far: { $total } ({ $price }); you have { $have } hundred.
temple-ask-buy-wood = Market: how much wood do you buy? Demanded so far: { $total } ({ $price }); you have { $drachmas } D before your purchases.
temple-ask-buy-stone = Market: how much stone do you buy? Demanded so far: { $total } ({ $price }); you have { $drachmas } D before your purchases.
temple-ask-buy-food = Market: how much food do you buy, in hundreds? Demanded so far: { $total } ({ $price }); you have { $drachmas } D before your purchases.
temple-ask-sealed-sell-wood = Market, sealed: how much wood do you sell? (you have { $have })
temple-ask-sealed-sell-stone = Market, sealed: how much stone do you sell? (you have { $have })
temple-ask-sealed-sell-food = Market, sealed: how much food do you sell, in hundreds? (you have { $have } hundred)
temple-ask-sealed-buy-wood = Market, sealed: how much wood do you buy? (you have { $drachmas } D before this market's purchases)
temple-ask-sealed-buy-stone = Market, sealed: how much stone do you buy? (you have { $drachmas } D before this market's purchases)
temple-ask-sealed-buy-food = Market, sealed: how much food do you buy, in hundreds? (you have { $drachmas } D before this market's purchases)
temple-unit-price = { $price } D each
temple-unit-price-food = { $price } D per 100
temple-ask-craft = Crafts: build a new craft, upgrade one by a level, or pass.
temple-ask-craft-workers = How many workers should your { $craft } employ? It holds { $max }; now { $now }. Wages so far: { $bill }.
temple-ask-site-workers = How many site workers do you hire for this round's building? Each one costs { $wage } in wages; your workers so far cost { $bill }.
temple-ask-pestilence = Pestilence: choose the craft that loses a worker.
temple-ask-build = Build Temple elements ({ $free } site workers free), or finish.
temple-ask-rescue = { $debtor } cannot pay their workers and is short of { $short }. Will you offer help?
temple-ask-give-drachmas = How many drachmas do you give { $debtor }?
temple-ask-give-food = How much food (in hundreds) do you give { $debtor }?
temple-ask-price-wood = Your price: how much of { $debtor }'s wood do you ask?
temple-ask-price-stone = Your price: how much of { $debtor }'s stone do you ask?
temple-ask-price-drachmas = Your price: how many of { $debtor }'s spare drachmas do you ask?
temple-ask-price-food = Your price: how much of { $debtor }'s spare food (in hundreds) do you ask?
temple-ask-price-debt = Your price: how many drachmas should { $debtor } owe you from later income?
temple-ask-accept = { $rescuer } offers { $give } for { $price }. Still missing: { $short }. Accept?
temple-rescue-price = { $debt ->
    [0] { $goods }
   *[other] { $goods ->
        [nothing] a debt of { $debt } D
       *[other] { $goods } and a debt of { $debt } D
    }
}

## Options

temple-opt-pass = Pass
temple-opt-done = Finish building
temple-opt-build = Build { $card }: { $cost }, { $workers } site workers
temple-opt-build-craft = Build { $craft } for { $cost }
temple-opt-upgrade = Upgrade to { $craft } for { $cost }
temple-opt-rescue = Offer help
temple-opt-decline = Decline
temple-opt-accept = Accept
temple-opt-refuse = Refuse

## Why an option is not available

temple-why-just-declined = Nobody bid on this card just now: choose another one.
temple-why-no-craft-card = No { $craft } card is left in the supply.
temple-why-short = You are short of { $short }.
temple-why-build-short = { $workers ->
    [0] You are short of { $short }.
    [one] You are short of { $short } and 1 site worker.
   *[other] You are short of { $short } and { $workers } site workers.
}
temple-why-build-workers = { $workers ->
    [one] You are short of 1 site worker.
   *[other] You are short of { $workers } site workers.
}
temple-why-cannot-rescue = You have none of what is missing.

## Refusals with the exact shortfall

temple-refuse-bid-low = A bid must be at least { $min } D (the high bid is { $high } D); { $amount } D is too low.
temple-refuse-bid-money = You have only { $have } D: a bid of { $amount } D is { $short } D more than you have.
temple-refuse-sell = You cannot sell { $good }: you have { $have }, { $short } short.
temple-refuse-buy = { $good } would cost { $cost } D and you have { $have } D left: { $short } D short.
temple-refuse-buy-turn = { $good } would cost { $cost } D (total demand { $total }, { $price }) and you have { $have } D left: { $short } D short.
temple-refuse-capacity = Your { $craft } holds at most { $max } { $max ->
    [one] worker
   *[other] workers
}: { $amount } is { $short } too many.
temple-refuse-site-workers = You can hire at most { $max } site workers in one round.
temple-refuse-rescue-amount = Choose an amount from 0 to { $max }; { $amount } is not possible.

## Events

temple-ev-round = Round { $round } begins; { $player } holds the Ark of the Covenant.
temple-ev-income = { $player } collects { $goods }.
temple-ev-debt-paid = { $player } pays { $creditor } { $amount } D of their debt ({ $left } D still owed).
temple-ev-display = Concessions on display: { $cards }.
temple-ev-auction-open = { $player } puts { $card } up for auction ({ $bidders ->
    [0] nobody may bid
    [one] 1 player may bid
   *[other] { $bidders } players may bid
}).
temple-ev-bid = { $player } bids { $amount } D.
temple-ev-pass = { $player } passes.
temple-ev-sold = { $player } wins { $card } for { $price } D.
temple-ev-declined = Nobody bids on { $card }.
temple-ev-token = The Ark of the Covenant passes to { $player }.
temple-ev-forced = { $player } must buy { $card } for { $price } D.
temple-ev-nobody-can-take = Nobody can take another concession; { $cards } stay on display.
temple-ev-auctions-over = The last concession has been sold: the race to finish the Temple begins.
temple-ev-declared = { $player } has declared.
temple-ev-declared-sell = You offer { $goods }.
temple-ev-declared-buy = You ask for { $goods }.
temple-ev-market-sell = Market sales revealed. Offered in total: { $totals }. Prices: { $prices }. { $lines }
temple-ev-market-buy = Market purchases revealed. Demanded in total: { $totals }. Prices: { $prices }. { $lines }
temple-ev-declared-turn-sell = { $player } offers { $goods }. Offered so far: { $totals }; prices: { $prices }.
temple-ev-declared-turn-buy = { $player } asks for { $goods }. Demanded so far: { $totals }; prices: { $prices }.
temple-ev-market-turn-sell = Market sales settled. Offered in total: { $totals }. Prices: { $prices }. { $lines }
temple-ev-market-turn-buy = Market purchases settled. Demanded in total: { $totals }. Prices: { $prices }. { $lines }
temple-market-sell-line = { $player } sells { $goods } for { $drachmas } D
temple-market-buy-line = { $player } buys { $goods } for { $drachmas } D{ $cut ->
    [yes] {" "}(cut to what they could pay)
   *[no] {""}
}
temple-market-nobody = Nobody traded.
temple-ev-build = { $player } builds a { $craft }.
temple-ev-upgrade = { $player } upgrades to a { $craft }.
temple-ev-workers = { $player } employs { $craft } craft and { $site } site workers (wages: { $bill }).
temple-ev-god = { $player } draws God's Hand: { $card }. { $text }
temple-ev-gods-reshuffle = The God's Hand cards are reshuffled.
temple-ev-god-lose = { $player } loses { $goods }.
temple-ev-god-gain = { $player } gains { $goods }.
temple-ev-demolish = Earthquake! { $player }'s { $card } collapses and is unbuilt again.
temple-ev-demolish-none = The earth shakes, but nothing has been built yet.
temple-ev-pestilence = { $player }'s { $craft } loses a worker.
temple-ev-wages = { $player } pays the workers { $goods }.
temple-ev-riot = { $player } cannot pay the workers ({ $bill } due, { $short } short): a riot breaks out!
temple-ev-rescue-declined = { $player } does not help { $debtor }.
temple-ev-rescue-refused = { $player } refuses { $rescuer }'s offer.
temple-ev-rescue-accepted = { $player } accepts { $rescuer }'s offer: { $give } for { $price }.
temple-ev-eliminated = Nobody saved { $player }: the people stone them and they leave the game.
temple-ev-built = { $player } builds { $card } ({ $points } points).
temple-ev-holy = { $players } { $count ->
    [one] completed all their concessions first and receives
   *[other] completed all their concessions at the same time and share
} the Holy of Holies: { $points } points{ $count ->
    [one] {""}
   *[other] {" "}each
}. One more round is played.
temple-ev-over-final-round = The final round is over.
temple-ev-over-safety = Nobody finished in time after the last auction: the game ends.
temple-ev-over-max-rounds = The round limit is reached: the game ends.
temple-ev-over-last-standing = Only one player is left: the game ends.

## A player's own summary (/hand)

temple-hand = You hold { $drachmas } D, { $wood } wood, { $stone } stone and { $food } food; { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
}; { $unbuilt } unbuilt and { $built } built; { $score } points so far.
