## Rules guide of Architects of the West Kingdom (/rules game:architects): one title and one text per
## page of data/architects/guide.toml. Plain text with Discord markdown, at most 1,800 characters each,
## no variables. Names are those of architects.ftl (locations, resources, apprentices, buildings).

guide-architects-overview-title = Overview and goal
guide-architects-overview = You are royal architects of the West Kingdom, around 850 AD. Turn after turn you send your workers to the locations of the main board: gather resources, hire apprentices, construct buildings and work on the Cathedral. Workers can be captured and thrown into Prison, and shady deals are tempting, but your virtue is judged at the end.

    The winner has the **most victory points (VP)**. They come from:
    - the buildings you construct,
    - your level on the Cathedral,
    - high virtue (low virtue costs VP),
    - gold, marble and silver left at the end.
    You lose VP for unpaid debts and for your own workers in Prison.

    The key rule: the more of **your own** workers already stand at a location, the more it gives you.

    Players: 2 to 5 as printed. Alone you play against the **Rival**, the bot's automated opponent; two players may also add the Rival as a third player ("2 players vs Bot").

    The game ends soon after the Guildhall fills up.

    In the bot:
    - **Play** (or `/play`) when it is your turn: every location is listed, and those you cannot use now are shown as unavailable, with the reason;
    - **My screen** (or `/hand`): your goods, apprentices and your secret hand of building cards;
    - `/game board`: the board picture, with everyone's live score;
    - `/game log`: what happened recently.

guide-architects-setup-title = Setup
guide-architects-setup = Each player starts with:
    - **20 workers** of their colour on their player board;
    - virtue **7**, and a marker below the first level of the Cathedral;
    - silver by turn order: **3** for the start player, then 4, 5, 6 and 7;
    - no resources, apprentices or debts.

    On the main board:
    - **4 silver** lie on the tax stand above the Tax Collector;
    - 8 apprentices are dealt face up next to the Workshop, in **2 rows of 4 columns**;
    - the 10 Black Market cards form the Small Market pile; the Large Market pile starts empty;
    - the reward pile next to the Cathedral holds 2 cards per player plus 1; it is face down;
    - the building deck and the apprentice deck lie face down.

    Building draft: everyone is dealt 4 building cards, keeps 1 in secret and passes the other 3 to the next player; then keeps 1 of those 3 and passes 2; then keeps 1 of the last 2 and puts the other under the deck. The 3 kept cards are your hand, hidden from the others for the whole game. The bot asks everyone at the same time and passes the packs when all have picked. Alone, you simply choose 1 of your 4 cards to put under the deck.

    The start player is chosen at random; play goes clockwise.

guide-architects-turn-title = Your turn
guide-architects-turn = On your turn you **must** take one worker from your board, place it on one location and carry out that location's action. There is no passing.

    What a location gives usually depends on N, the number of **your own** workers there once the new one is placed. Other players' workers never count. Workers stay until something removes them, so each new visit to the same place is stronger.

    Kinds of places:
    - **Open locations** (Quarry, Forest, Mines, Silversmith, King's Storehouse, Workshop, Town Centre, Tax Collector, Guard House) take any number of workers, and workers there can be captured.
    - **Black Market**: 3 spaces of one worker each, emptied only by a Black Market Reset.
    - **Guildhall**: its spaces fill in order, and workers there stay until the end.
    - **Prison**: you never place there; workers arrive from the Guard House or a Reset.

    No worker left? If you begin your turn with no worker on your board, your whole turn is to take one of your workers back from an open location (not from the Guildhall, the Black Market, the Prison or another board). You can use it next turn.

    Some payments include **tax** (red coins in the costs). Tax goes to the tax stand, the rest of a payment to the supply.

    Your **hand limit** is 6 building cards at the end of your turn; you put the extra ones under the deck.

guide-architects-resources-title = Resources and the King's Storehouse
guide-architects-resources = N is the number of your own workers at the location, the new one included.
    - **Quarry:** N stone.
    - **Forest:** N wood.
    - **Mines:** either N+1 clay, or 1 gold for every 2 of your workers there. Never a mix. With your first worker there you can only take 2 clay.
    - **Silversmith:** N+1 silver.
    - **King's Storehouse:** N exchanges, in any order, the same one as often as you like:
      - any 2 of clay, wood and stone → 1 virtue;
      - any 3 of stone and wood → 1 marble;
      - the exchanges of your apprentices, such as the Merchant (2 silver → 1 gold) or the Trader (3 clay → 1 marble).
      Exchanges you do not use are lost.

    The quick table of the yields (N = 1, 2, 3, 4):
    - Quarry, Forest: 1, 2, 3, 4
    - Mines: 2, 3, 4, 5 clay or 0, 1, 1, 2 gold
    - Silversmith: 2, 3, 4, 5

    Some apprentices add to these yields, for example a Woodcutter gives 1 more wood at the Forest. Two copies of the same apprentice add up.

guide-architects-workshop-title = The Workshop: apprentices and building cards
guide-architects-workshop = At the Workshop you do one of two things.

    Either **hire 1 apprentice** for 4 silver, 2 of which are tax:
    - With N workers there you may take a card from column 1 to N of either row (every column from 4 workers on).
    - To reach further right, put 1 of your own silver on a card of that row for each extra column, starting with the leftmost card. That silver stays on the cards.
    - You take the card together with any silver lying on it (after paying).
    - Some apprentices raise or lower your virtue as soon as you hire them; letting them go later does not undo it.
    - You may have at most 5 apprentices: at the limit, the bot asks which one leaves (it goes under the apprentice deck).
    - The cards to the right slide left and a new card fills column 4.

    Or **draw building cards**, for free: 1 card, plus 1 for every 2 of your workers there (1, 2, 2, 3, 3...).

    Apprentices carry the skills **Carpentry**, **Tiling** and **Masonry** that many buildings require, and most have a lasting ability: bigger yields, new exchanges, cheaper costs, help at a Reset and more. Their texts are on the board picture and on **My screen**.

guide-architects-capture-title = Town Centre, Tax Collector and Guard House
guide-architects-capture = - **Town Centre:** up to N captures. Each capture costs 1 silver (the first one of your turn is tax) and takes one group: all the workers of one colour at one open location, this Town Centre included. With up to 3 players your captures may come from 2 locations at most, with 4 or 5 players from a single one. Captured opponents go to your board; your own captured workers simply return to your board. Workers in the Guildhall, on the Black Market, in Prison or on a board cannot be captured. A captured group no longer counts for its owner at that location.
    - **Tax Collector:** take all the silver on the tax stand and lose 2 virtue. Not allowed while the stand is empty.
    - **Guard House:** N actions, in any order, the same one again if you like:
      1. send all the workers you captured to Prison and gain 1 silver each;
      2. release all your workers from Prison, for free;
      3. reclaim all your workers held on other players' boards: pay 5 silver (2 of it tax), or take 1 debt and lose 1 virtue;
      4. pay off 1 debt for 6 silver (3 of it tax): the card turns to its paid side and you gain 1 virtue.
      Actions you do not use are lost.

    Watch your Prison: 3 or more of your workers there cost virtue at every Reset, the most prisoners bring a debt, and every pair still there at the end costs 1 VP.

guide-architects-market-title = The Black Market and its Reset
guide-architects-market = The Black Market is open only to players with virtue **9 or less**. Each of its 3 spaces takes one worker, which stays there until the next Reset. Each space costs silver (to the supply, not tax) and **1 virtue**:
    - **left space, 1 silver:** the goods on the top card of the Small Market pile;
    - **middle space, 2 silver:** either hire any face-up apprentice without paying the 4 silver (you still take its silver), or draw 5 building cards, keep 1 and put 4 under the deck;
    - **right space, 3 silver:** the goods on the top card of the Large Market pile.
    Nobody ever takes the Black Market cards.

    A **Black Market Reset** happens when the third Black Market space is filled, or when a worker goes on the first space of either of the two bottom rows of the Guildhall. Once that action is over:
    1. every worker on the Black Market goes to Prison;
    2. the top Small Market card turns over onto the Large Market pile: both offers change (an empty Small pile is first refilled by shuffling the Large one);
    3. apprentices that act at a Reset do so, such as the Gatekeeper, who frees up to 2 of your prisoners;
    4. every player with 3 or more workers in Prison loses 1 virtue;
    5. the player with the most workers in Prison takes 1 debt (all of them on a tie; nobody if the Prison is empty).

guide-architects-guildhall-title = The Guildhall: buildings and the Cathedral
guide-architects-guildhall = When you place a worker in the Guildhall you must either construct a building from your hand or advance one level on the Cathedral, so you can only go there if one of them is possible. The worker takes the next space in order and stays for the rest of the game.

    To **construct a building**:
    - For each skill shown on the card you need at least one apprentice with that skill (apprentices are not used up).
    - Pay the resources shown.
    - Apply its virtue change, if any.
    - An immediate effect happens now; an end effect counts at the end. Every building also scores its printed VP.

    To **advance on the Cathedral** (only with virtue 5 or more):
    - The level above yours needs a free space.
    - Pay that level's cost and give up 1 building card from your hand (under the deck).
    - Move up, then reveal the top reward card and take its reward (1 virtue instead if the pile is empty).

    The levels (cost, VP at the end, spaces):
    - level 1: 1 gold, 2 VP, no limit;
    - level 2: 4 stone or wood in any mix, 4 VP, 2 spaces;
    - level 3: 1 marble and 1 gold, 7 VP, 2 spaces;
    - level 4: 8 stone or wood in any mix, 11 VP, 2 spaces;
    - level 5: 2 marble and 2 gold, 16 VP, 1 space.
    A space frees up when its player moves higher.

guide-architects-virtue-title = Virtue and debts
guide-architects-virtue = Virtue goes from 0 to 14 and starts at 7. You gain it at the King's Storehouse, by paying off debts and from some apprentices, buildings and rewards; you lose it at the Tax Collector (2), on the Black Market (1), with shady apprentices and buildings, and at Resets.

    Thresholds:
    - **10 or more:** the Black Market is closed to you.
    - **4 or less:** you may not work on the Cathedral.
    - **3 or less:** you dodge tax. On each payment you ignore 1 tax coin at virtue 3 or 2, 2 coins at virtue 1, 3 coins at virtue 0. The bot applies it for you.
    - **Above 14:** each extra point destroys one of your unpaid debts (nothing else happens).
    - **Below 0:** your marker stays at 0 and each further point lost gives you a debt.

    VP for virtue at the end: 0 → −10, 1 → −8, 2 → −5, 3 → −3, 4 → −1, 5 to 9 → 0, 10 → +1, 11 → +2, 12 → +3, 13 → +5, 14 → +7.

    You take **debts** (unpaid side up) from the debt option of the Guard House, from virtue below 0, and from having the most prisoners at a Reset. Each unpaid debt costs **2 VP** at the end. At the Guard House you pay one off for 6 silver (3 of it tax): it turns to its paid side and you gain 1 virtue. Paid debts score nothing by themselves.

guide-architects-rival-title = The Rival (solo and 2 players vs Bot)
guide-architects-rival = The **Rival** is the bot's automated player. Its turns are played at once; nobody is asked anything. Solo, the game is set up for 2 players; in "2 players vs Bot", for 3. The Rival takes a colour and a random place in turn order, gets that seat's silver and has 20 workers, virtue, debts and Cathedral level like you, but no resources, apprentices or hand. Every rule applies to it: capture, Prison, Resets, the virtue limits, no-worker turns.

    Each turn it reveals a card of its 12-card deck (reshuffled when empty) and carries out the first instruction it can:
    - **build:** a worker to the Guildhall. If its virtue is 5+, the level above is free and its Cathedral level is below half its buildings (rounded up), it climbs one level for free, gains 1 virtue and a reward card leaves the game. Otherwise it takes the top building card and scores its printed VP (with its virtue change);
    - **capture:** at the Town Centre, always the largest groups that are not its own;
    - **Guard House:** imprisons, releases, reclaims (5 silver or a debt) and pays off debts;
    - **hire:** a worker to the Workshop; it sends the top-row apprentice in column N under the deck and keeps its silver;
    - **Tax Collector:** only when the stand holds 3 silver or more;
    - **Black Market:** the rightmost free space; it pays nothing, loses 1 virtue and gains 2 silver;
    - **gather** at the location named (it gains silver at the Silversmith only).

    Difficulty changes what each of its buildings scores: easy −1 VP, normal as printed, hard +2 VP.

    Solo, you win if you beat the Rival's score; a tie goes to higher virtue, then more silver, and after that to you. In "2 players vs Bot" the Rival can win.

guide-architects-end-title = Game end and scoring
guide-architects-end = The end comes when a worker takes the **last free Guildhall space**: 12 spaces with 2 players (solo too), 16 with 3 (or 2 players vs Bot), 20 with 4, 24 with 5. That turn is finished, then **everyone**, the player who filled it included, takes **one more turn**. Guildhall workers in that final round go beside the Guildhall and still construct or advance.

    Scoring:
    1. The end effects of buildings, those that change virtue first.
    2. Each player then adds up:
    - the printed VP of their buildings and their end bonuses;
    - their Cathedral level: 0, 2, 4, 7, 11 or 16 VP;
    - their virtue (see the virtue page);
    - **−2 VP** per unpaid debt;
    - **+1 VP** per gold and per marble;
    - **+1 VP** per full 10 silver;
    - **−1 VP** per pair of their own workers in Prison.

    The highest total wins. On a tie, the higher virtue wins, then the most silver; if still tied, the victory is shared.

    The score so far is on the board picture (`/game board`) all game long, and the final line lists every part.

guide-architects-house-title = House rules and choices
guide-architects-house = The rulebook refers to a Supplement for the cards, the advanced boards and the solo game, and we did not use it. So **the names and texts of the apprentices, buildings, rewards, Black Market cards and side-2 boards are the bot's own**, except the Merchant, Trader, Woodcutter, Swindler, Pickpocket, Gatekeeper, Fortress and Well named in the rulebook. Also ours:
    - the **Rival** and its deck (solo and 2 players vs Bot) and the side-2 boards;
    - the Guildhall: 3 to 6 columns of 4 rows (12 to 24 spaces), Resets on its 7th and 10th spaces with 2 players;
    - the Cathedral's 5 levels, their VP, spaces and most costs (the rulebook gives only a few);
    - the virtue VP table and the tax-dodging coins at virtue 0 to 3;
    - when a Black Market pile is empty, the left space offers 1 marble and 1 stone, the right one 1 gold, 1 stone and 2 wood.

    Our readings where the rulebook is open:
    - the reward pile is face down (setup says face up, the Cathedral says "reveal");
    - the middle Black Market space hires without the 4 silver; Black Market costs are not tax;
    - N is fixed when you place, even if you then capture your own group;
    - you let an apprentice go only when a hire would go over the limit;
    - virtue above 14 destroys debts automatically;
    - draft picks are made by everyone at once; solo, you put 1 of 4 cards under the deck;
    - a player with no worker to place or take back loses the turn; if nobody can do anything for a whole round, the game ends and is scored.
