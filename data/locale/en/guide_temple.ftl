## The rules guide of The Temple (/rules), in our own words. One page per pair of messages:
## guide-temple-<page>-title and guide-temple-<page> (at most 1,800 characters, no variables).
## The pages and their order are in data/temple/guide.toml.

guide-temple-overview-title = Overview and goal
guide-temple-overview =
    Three to six players compete to build the Temple in Jerusalem. You win **concessions** for Temple elements at auction, trade at the **Market**, run **crafts** in your City, hire and pay **workers**, and build the elements with wood, stone and site workers. Built elements earn **God's Glory points**; a concession still unbuilt at the end costs you its points. After the last auction, the first player to finish all their concessions receives the **Holy of Holies**, worth 18 points.

    - Every round has the same nine phases; a game lasts about 8 to 13 rounds.
    - The **Ark of the Covenant** marks who leads the round, and it moves around the table during the auctions.
    - Workers must be paid every round. A player who cannot pay is stoned and leaves the game, unless another player helps.
    - Each round a God's Hand card strikes everyone, for good or ill.
    - Everything is public: goods, concessions, crafts and workers.
    - Money is counted in drachmas (D); food always comes in hundreds.

    In the bot: press **Play** (or use /play) whenever the bot waits for you; several phases ask everyone at once. **My screen** (or /hand) sums up your goods, workers and points. /game board shows the table, /game log what happened lately.

guide-temple-setup-title = Setup
guide-temple-setup =
    - Seats and the first holder of the Ark of the Covenant are chosen at random.
    - Each player starts with **25 D, 400 food, 4 wood and 4 stone**, and no crafts, workers or concessions.
    - Each player has a City board that pays **15 D, 200 food, 2 wood and 2 stone** every round.
    - Each player also gets a random Patron card that pays every round: Hiram, King of Tyre: 5 wood. The Queen of the South: 12 D. Zadok the Priest: 400 food. Nathan the Prophet: 2 wood, 2 stone and 2 D. Adoniram, Overseer of the Levy: 5 stone. Benaiah, Captain of the Guard: 200 food and 6 D.
    - The 20 Temple cards are stacked in number order, No. 1 on top: cheap walls come first, the Sanctuary last. Card 21, the Holy of Holies, is set aside as the reward.

    Concessions put up for auction each round: **2** with 3 or 4 players, **3** with 5, **4** with 6. The number is recounted when a player leaves the game.

    Card values: No. 1–4 give 5 points, 5–8 give 8, 9–12 give 11, 13–16 give 15 and 17–20 give 18.

guide-temple-round-title = A round
guide-temple-round =
    Every round runs through nine phases, always in this order. Unless the bot asks everyone at once, players act clockwise from the Ark holder.

    1. **Start of the round:** the Ark holder leads the round. Once the auctions are over, the Ark first moves one seat to the left.
    2. **Income:** everyone collects from their City board, their Patron and their staffed crafts.
    3. **Concession auction:** the displayed concessions are auctioned for drachmas. Skipped once none are left.
    4. **Market:** sell, then buy wood, stone and food; the price depends on the total traded.
    5. **Crafts:** build one new craft or upgrade one by a level.
    6. **Hiring workers:** staff your crafts and hire site workers for this round; you may also fire craft workers.
    7. **God's Hand:** the round leader draws a card that applies to everyone.
    8. **Paying workers:** 5 D and 100 food for each worker.
    9. **Building the Temple:** build the elements you hold concessions for.

    Income comes before hiring, so workers hired in phase 6 first produce in the next round. Plan your money: wages come after God's Hand, which may take part of your reserve.

guide-temple-auction-title = Concession auction
guide-temple-auction =
    The Ark holder picks one of the displayed concessions and opens the bidding.
    - Bids are in whole drachmas, starting at 1 D. The winner pays the bank at once.
    - Bidding goes clockwise from the Ark holder: raise the bid or pass. A pass is final for this card. The highest bid wins. The Ark holder does not have to bid.
    - You may bid only while you hold **fewer than 2 unbuilt concessions**, and never more than you have.
    - After every card, sold or not, the Ark passes to the left and its new holder picks the next card. After a card nobody wanted, a different card must be picked, if there is one.
    - **Forced purchase:** if unwanted cards bring the Ark back to someone who has already held it since the last sale, that player must buy a card of their choice for **1 D**, even as a third unbuilt concession.
    - A forced buyer who still holds 2 or more unbuilt concessions at the end of the round is shut out of the next auction: no bids, no forced purchase.
    - The phase ends when all the displayed cards are taken.

    Think before you bid: every concession left unbuilt at the end subtracts its full value.

guide-temple-market-title = Market
guide-temple-market =
    Everyone trades wood, stone and food with the bank. The supply never runs out, but each good's price depends on the **total** all players trade.
    1. **Selling:** from the Ark holder clockwise, each player declares how much wood, stone and food to sell, seeing the totals so far. When all have declared, each good gets one price, the same for every seller.
    2. **Buying:** the same, in a second round of declarations. Money from your sales can be spent.

    Price per unit (food per 100), by the total declared:
    - Wood or stone, selling: 3 D up to 30 in total, 2 D up to 45, then 1 D.
    - Wood or stone, buying: 3 D up to 20, 4 D up to 30, 5 D up to 45, then 6 D.
    - Food, selling: 3 D up to 2,400, 2 D up to 3,600, then 1 D.
    - Food, buying: 3 D up to 2,400, 4 D up to 3,600, then 5 D.

    You can sell only what you have. A purchase must be affordable at the price when you declare it; if later buyers push the price up and you cannot pay for everything, you get what you can afford (food first, then stone, then wood).

    Table option **sealed_market**: everyone declares at the same time, in secret.

guide-temple-crafts-title = Crafts and hiring
guide-temple-crafts =
    In phase 5, **Crafts**, from the Ark holder clockwise: build **one** new craft at level 1, or upgrade **one** craft by one level, or pass. You may own one craft of each kind. Craft cards are limited (per kind: 4 of level 1, 3 of level 2, 2 of level 3), and the card you upgrade from goes back to the supply for others.

    Costs: build level 1 / upgrade to 2 / upgrade to 3
    - **Bakery** (food): 6 D, 2 wood, 2 stone / 12 D, 5 wood, 5 stone / 20 D, 9 wood, 9 stone
    - **Carpentry** (wood): 8 D, 3 stone / 15 D, 4 wood, 6 stone / 25 D, 8 wood, 10 stone
    - **Stonemasonry** (stone): 8 D, 3 wood / 15 D, 6 wood, 4 stone / 25 D, 10 wood, 8 stone

    A craft of level 1, 2 or 3 holds 1, 2 or 3 workers, and each of them produces 4, 5 or 6 units a round (Bakery: 400, 500 or 600 food). A craft without workers produces nothing.

    In phase 6, **Hiring workers**, everyone answers at once: set how many workers each craft employs, up to its capacity (fewer means firing), and how many **site workers** you hire for this round's building. Hiring is free, but every worker costs 5 D and 100 food in phase 8. Craft workers stay until fired; site workers leave after the building phase, used or not.

guide-temple-godshand-title = God's Hand
guide-temple-godshand =
    In phase 7 the round leader draws a God's Hand card; it applies to every player. The 24 cards are reshuffled when the deck runs out.

    Harmful: **Drought** (lose half your food), **Locusts** ×2 (200 food and 2 D), **Fire in the Timber Yard** (half your wood), **Rockfall in the Quarry** (half your stone), **Robbers on the Road** (4 D), **Royal Levy** (1 D per worker), **Earthquake** (the element built last in the whole game collapses and is an unbuilt concession again), **Pestilence** (one craft worker leaves, you choose which), **Flood** (3 wood and 3 stone), **Murmuring of the Builders** (+1 site worker per element this round), **The Prophet's Rebuke** (5 D if you hold 2 or more unbuilt concessions), **Almsgiving** (1 D per full 10 D).

    Helpful: **Abundant Harvest** ×2 (300 food), **Cedars of Lebanon** (3 wood), **Gift of the Hills** (3 stone), **Pilgrims' Offerings** ×2 (5 D), **Generous Patron** (your Patron pays again), **Manna** (100 food per worker), **Zeal of the People** (1 site worker fewer per element this round, at least 1), **Sabbath Blessing** (wages cost no drachmas this round), **Blessed Workshops** (crafts produce again).

    Halves are rounded up against you: with 500 food you lose 300.

    If you lack what a card takes, the rest is paid with other goods at fixed rates: 100 food = 3 D, 1 wood = 1 stone, 1 wood or stone = 2 D. Whatever you still cannot pay is forgiven: God's Hand never knocks anyone out.

guide-temple-wages-title = Paying workers
guide-temple-wages =
    In phase 8 every worker you employ, in crafts and on the site, costs **5 D and 100 food**. Wages are paid in full or not at all, and the God's Hand exchange rates do not apply here.

    - Everyone who can pay does so first, clockwise from the Ark holder. Then each player who cannot is dealt with in the same order.
    - A player who cannot pay causes a **riot**. Before the people pick up stones, the other players may help: each may offer some of the missing drachmas and food and name a price, paid in the debtor's wood, stone, spare drachmas or spare food, or as a **debt** taken from the debtor's later income. A gift is fine too.
    - The debtor accepts or refuses each offer. As soon as accepted offers cover the whole shortfall, they take effect and the wages are paid.
    - If nobody covers it, the player is **stoned and leaves the game**: their crafts go back to the supply, their concessions and elements leave the game, and their goods go to the bank.
    - If only one player is left, the game ends and that player wins.

    Debts are collected by the bot in the income phase of later rounds, as far as the debtor's drachmas go.

guide-temple-building-title = Building the Temple
guide-temple-building =
    In phase 9, from the Ark holder clockwise, you may build **any number** of the elements you hold concessions for. For each one, pay its **stone and wood** to the bank and use its number of this round's **site workers**. Each site worker helps build one element a round; craft workers never build. No drachmas or food are needed: the workers were paid in phase 8.

    - A built element is turned face down and scores its points at the end.
    - After building, all site workers go back to the City Market, used or not.
    - Building is optional, but only built elements count.

    Costs by group (stone plus wood; the mix differs from card to card, the total does not):
    - No. 1–4, the walls: 8 materials, 2 site workers, 5 points
    - No. 5–8, porticos and cloisters: 13 materials, 3 site workers, 8 points
    - No. 9–12, the courts: 19 materials, 3 site workers, 11 points
    - No. 13–16, the inner court: 25 materials, 4 site workers, 15 points
    - No. 17–20, the Sanctuary: 31 materials, 5 site workers, 18 points

    The exact cost is on each build button, for example No. 1 Eastern Wall: 6 stone and 2 wood.

    Hire enough site workers in phase 6 and buy the materials at the Market beforehand: what you lack in phase 9 cannot be bought any more.

guide-temple-end-title = End of the game and scoring
guide-temple-end =
    When the last concession has been sold, the race begins: no more auctions, and at the start of each round the Ark moves one seat to the left.

    - At the end of every round from then on (starting with the round of the last auction), the bot looks for players with **no unbuilt concession and at least one built element**. The first such player receives the **Holy of Holies: 18 points**. Several at the same time share it, rounded: 2 get 9 each, 3 get 6, 4 get 5.
    - Then everyone plays **one more round**, and the game ends.
    - If nobody finishes within 5 rounds after the last auction, the game ends without the bonus (and after round 40 at the latest).

    Your **score** = points of built elements + Holy of Holies − points of unbuilt concessions. Leftover goods, crafts and workers count for nothing, and a score can be negative. Stoned players are not ranked.

    The highest score wins; a tie is a shared win. With the table option **tiebreak**, ties go to more built elements, then fewer unbuilt concessions, then more drachmas.

    Example: elements worth 5, 5, 11, 11, 15, 18 and 18 with one unbuilt 15: 83 − 15 = 68 points.

guide-temple-house-title = House choices
guide-temple-house =
    The rulebook describes the course of play but gives few numbers, so the bot fills them in:
    - The names and texts of all cards (Temple elements, crafts, Patrons, God's Hand) are the bot's own, and so are each element's materials and site workers, the crafts' costs and output, City and Patron income, starting goods, the price list and the 24 God's Hand cards.
    - Buying has its own, higher prices. The rulebook speaks of one price list for both; with falling prices for buying too, bulk purchases would be almost free.
    - The concession deck is in number order; the start player is random.
    - Bidding is open and rising, one player after another; a pass is final.
    - Crafts produce in proportion to their workers; level 3 is the highest.
    - Hiring is free; only wages cost.
    - Rescue offers may ask for a debt, collected automatically from later income.
    - A stoned player's cards leave the game.
    - A forced buyer who still holds 2 or more unbuilt concessions at the end of the round is shut out of the next auction.
    - The Holy of Holies needs at least one built element and is not lost to an Earthquake.
    - The game ends at the latest 5 rounds after the last auction, or after round 40.
    - Ties are shared unless the tiebreak option is on.
