## Rules guide of Ezra and Nehemiah (/rules game:ezra_nehemiah): one title and one text per page of
## data/ezra_nehemiah/guide.toml. Plain text with Discord markdown, at most 1,800 characters each, no
## variables. Names are those of ezra_nehemiah.ftl (actions, gates, tiles, cards, goods).

guide-ezra_nehemiah-overview-title = Overview and goal
guide-ezra_nehemiah-overview = Jerusalem is rebuilt in **3 weeks (rounds)**. Each week has 6 work days, on which every player takes one turn, starting with the holder of the Shofar, and then the **Sabbath**, when you feed your workers and score your tucked character cards. The game ends after the third Sabbath.

    The winner has the **most victory points (VP)**. They come mainly from:
    - placing resources in the **Temple**;
    - rebuilding the city's **walls and gates**;
    - teaching the **Torah** (scribes on scroll tiles);
    - character cards tucked at each Sabbath, developed tiles, your tent's travels, the altar and the goods left at the end.
    Everyone starts at 10 VP; a score may drop below 0.

    The **golden tie rule**: the altar track breaks every tie of the game. Further right is ahead; on a shared space the lower marker is ahead.

    Players: 1 to 4. Alone you play against the **Opponent**, an automated player.

    In the bot:
    - **Play** (or `/play`) when it is your turn: your turn is a menu of what you can do now; options you can't take yet are shown as unavailable, with the reason;
    - **My screen** (or `/hand`): your hand, supply and player board;
    - `/game board`: the main board picture;
    - `/game log`: what happened recently.

guide-ezra_nehemiah-setup-title = Setup
guide-ezra_nehemiah-setup = You start with:
    - **16 workers**: 6 in your supply, 1 **Levite** on the Levite track, 1 **gatekeeper** on a corner gate (2 each with 1–2 players), the rest in the main supply;
    - 5 silver, 3 bread and the 2 resources printed on your guard tile;
    - a player board with 5 undeveloped development tiles, one of each type (Guards, Labourers, Farmers, Merchants, Elders), dealt at random;
    - 10 character cards (4 in hand, 6 in your deck) and a face-down deck of 12 wall cards;
    - your tent on the first space of the city plan, your altar marker on space 0, your blessing markers at 0, and 10 VP on the score track.

    Gatekeepers go on Old, Sheep, Horse or Fountain Gate, chosen in reverse turn order; you own the gate you guard. With 1–2 players everyone places a first gatekeeper before anyone places a second.

    The main board:
    - random rubble cubes lie on every wall and gate space;
    - 18 scroll tiles in 4 rows of 3, 4, 5 and 6, with bread at the end of the three upper rows (1, 2, 3);
    - an altar card with the two prophets, Zechariah and Haggai, on the altar track;
    - the 6 gate cards beside the board.

    Fewer players: with 3, three top walls are neutral, 1 silver lies on each gate card, one corner gate stays empty (neutral) and part of the Temple is covered by the Temple Mount. With 1–2, six top walls plus Muster and East Gate are neutral, 2 silver lie on each other gate card, more of the Temple is covered, and two white workers stand on the outer bottom scroll tiles.

guide-ezra_nehemiah-turn-title = A work-day turn
guide-ezra_nehemiah-turn = Your turn, in this order:
    1. **Play 1 character card** from your hand onto one of your 3 piles (at most 2 cards per pile; a card played on another hides it completely).
    2. **Take 1 main action**, with banners of one colour:
    - red: **Temple & Altar**;
    - grey: **Rubble, Walls & Gates**;
    - blue: **Torah & Tents**.
    3. **Draw** 1 character card, if your deck has any.

    Banners are the currency of this turn. When you choose the main action, you add up the banners of its colour: those on your visible cards (a banner without a number is worth 1), the top banner of every tucked card, and those from a merchant or elder placed this turn or from scroll abilities. Wild banners take the action's colour. You spend what you need; the rest is lost at the end of the turn. The banners printed on the player aid never count.

    At any moment of your turn you may also, once each:
    - take 1 **auxiliary action** (trade, or flip a development tile);
    - place 1 **merchant**;
    - place 1 **elder**.

    Storage: while your guard tile is undeveloped, you keep only as many resources as it can store. After every turn (anyone's) and at the Sabbath, the excess goes back to the main supply; you choose which.

    Your hand is refilled to 4 at the end of each turn as long as your deck lasts, so your deck runs out at the end of round 2 and during round 3.

guide-ezra_nehemiah-temple-title = Temple & Altar (red banners)
guide-ezra_nehemiah-temple = **Levite:** before your placements or after them (never in between) you may place 1 Levite: pay the bread shown for the next row of your column (2, 3, 4, 5, 6) and gain its reward. At most 6 Levites.
    Each of your Levites works once per turn: it either places 1 resource or gives 1 extra red banner.

    In the **Temple** you place stone, wood or gold, never ash. Row 1 (bottom) costs 1 red banner, row 5 costs 5; the cube goes into the leftmost empty space of the row. Score 1 VP for stone or wood, 2 VP for gold, plus the row's reward:
    - row 2: 1 silver; row 3: 1 bread; row 4: 1 tent move; row 5: gain 1 worker.

    Sections: the Temple has 3 sections of 3 columns. When a placement fills the last space of a section:
    1. the player who placed it gains 2 bread;
    2. the player with the most Levites gains 2 VP (tie: the one ahead on the altar);
    3. the player with the fewest Levites loses 1 VP (tie: the one behind on the altar), except with 1–2 players;
    4. every player gains 1 silver per Levite.

    On the **altar** you place wood or ash only. Wood costs 3 red banners and moves your altar marker 2 spaces; ash costs 1 red banner and moves it 1 space. You gain the reward of every space you enter.

guide-ezra_nehemiah-walls-title = Rubble, Walls & Gates (grey banners)
guide-ezra_nehemiah-walls = Choose **one** wall or gate space around the edge of the board and work only on it this turn. Neutral and already rebuilt spaces can't be chosen.

    Clear rubble: each cube costs grey banners: ash 1, stone or wood 2, gold 3. You keep the cubes and may use them at once. Removing the **last** cube of a **wall** space gives the blessing shown there; gates give none.

    Rebuild, once no rubble is left, paying grey banners and resources:
    - a wall: its printed cost, e.g. 4 grey + 3 stone;
    - a gate: 3 grey + 1 wood + 2 stone.
    As often as you like, 3 grey banners or 1 gold replace 1 stone or wood. Banners spent on clearing are gone.

    A **wall**: draw 3 of your wall cards, place 1 on the space and gain its effect now; put one of the other two on top of your wall deck and the other at the bottom. Its VP count at the end.
    A **gate**: take the gate card and any silver on it, and put a worker from your supply on it as its gatekeeper (no worker, no gate); gain that space's reward. Its VP count at the end.

    A **connection** is made when a gate and a wall next to it are both rebuilt, in either order: the wall's owner and the gate's owner each gain the gate's connection reward (only once if they are the same player). A gate connects with each of its two walls.

guide-ezra_nehemiah-torah-title = Torah & Tents (blue banners)
guide-ezra_nehemiah-torah = Place **1 scribe**, move your **tent**, or both, in either order.

    To place a **scribe**, put a worker from your supply on a free scroll tile you can reach and pay the row's cost:
    - row 1 (bottom, 3 tiles): 3 blue + 2 silver, 1 VP at the end;
    - row 2 (4 tiles): 5 blue + 3 silver, 2 VP;
    - row 3 (5 tiles): 6 blue + 1 gold, 3 VP;
    - row 4 (top, 6 tiles): 7 blue + 2 gold, 4 VP.
    Bottom tiles are always open; a higher tile needs a worker on one of the two tiles diagonally below it. On your path up from the bottom row you pay 1 silver to the owner of every other player's scribe (yours are free; a white worker costs 1 silver to the supply). The tile's ability is yours for the rest of the game; a bottom tile gives a hero card, whose rewards grow with the round and which you tuck like a character card. The first scribe in each upper row takes the bread at its end. With 1–2 players you may also take a white worker's tile; the white worker moves one row up.

    Your **tent** moves clockwise around the city plan, all in one go:
    - 1 space: 2 blue;
    - 2 spaces: 4 blue;
    - 3 spaces: 7 blue + 1 stone, wood or ash;
    - 4 spaces: 10 blue + 1 stone, wood or ash.
    You gain the reward of every space you enter. Tents never block each other.

guide-ezra_nehemiah-extras-title = Trades, tiles, merchants and elders
guide-ezra_nehemiah-extras = The **auxiliary action** (once per turn, at any moment) is one of:
    - **Trade** with the card you played this turn. A gate trade first costs 1 silver for the gatekeeper of the gate named on the card: it goes to the gate's owner, onto the gate card if the gate isn't rebuilt yet, or to the main supply for a neutral gate; at your own gate you pay nothing. Then take the upper or the lower option. A selling trade turns the resources shown into silver, as many as you like.
    - **Flip a development tile:** pay its cost, gain the reward on its green bar and turn it to its better side. Each developed tile is worth 2 VP at the end. Workers already on it gain nothing new.

    You may also place 1 **merchant** and 1 **elder** per turn: put a worker from your supply on a free slot of that tile and gain the slot's effect. Merchants give silver, bread and resources; elders give banners for this turn, sometimes with goods. They stay there until after the Sabbath.

    The five tiles:
    - **Guards:** limit the resources you may store; developed, no limit, and before each Sabbath you may take back a merchant or elder;
    - **Labourers** and **Farmers:** decide what your spare workers produce before each Sabbath; developed farmers also give bread then;
    - **Merchants:** flipping gains a worker; developed, each slot may take 1 gold or the tile's special option instead;
    - **Elders:** flipping takes back a merchant or elder; developed, a wild-banner option.

guide-ezra_nehemiah-tracks-title = Altar track, blessings and the city plan
guide-ezra_nehemiah-tracks = **Altar track** (spaces 0 to 20): each step gives the reward of the space entered. Spaces 4, 8, 12, 16 and 20 are gold spaces. A marker that arrives on an occupied space goes on top, behind the others. At the end of the track, each step you can't make gives 1 silver.
    Your position matters: it breaks ties and decides your prophets' judgement before each Sabbath, and the leader gains 1 worker after the first two Sabbaths and 3 VP at the end.

    You have three **blessing** tracks on your board, orange, purple and red, from 0 to 7. A blessing moves that marker one step; a wild one lets you choose. Each time your lowest marker reaches a new column you gain its bonus:
    - column 1: 1 altar move; 2: 2 silver; 3: 1 gold; 4: 2 VP; 5: gain 1 worker; 6: 3 VP; 7: 4 VP.
    Blessings come from cleared walls, Levites, the city plan, the altar track, cards and tiles.

    The **city plan** is a loop of 12 spaces with rewards (VP, blessings, silver, bread, workers, gold, altar moves). Besides the paid move of a blue action, many effects give a single free tent move.

    There is also a **special rule**: whenever you should gain a worker but none of your colour is left in the main supply, or a blessing but the track is full, you make 1 tent move instead.

guide-ezra_nehemiah-sabbath-title = Preparing for Sabbath and the Sabbath
guide-ezra_nehemiah-sabbath = After the 6th work day everyone prepares for the Sabbath, in any order:
    - every worker still in your supply **must** become a farmer or a labourer and at once produces what its tile shows;
    - **prophets' judgement:** you get the altar card's effect for this round in your zone: behind Zechariah, between the prophets, or ahead of Haggai. Each bread you must pay but can't costs 2 VP;
    - other effects: developed farmers' bread, a developed guard tile, scroll abilities.

    Then the **Sabbath**:
    1. **Feed** 1 bread for each of your workers except Levites and those still in the main supply; −2 VP for each one you can't feed.
    2. **Tuck** character cards from your piles (never from your hand) under your player aid: 1 card after round 1, 2 after round 2, 1 after round 3. A tucked card scores at this Sabbath and every later one, and its top banner counts in all your later main actions; its trade is gone. The bot asks everyone at once.
    3. **Score** all your tucked cards by their conditions.

    After the Sabbath of rounds 1 and 2:
    - the prophets move on along the altar track;
    - the Shofar passes clockwise;
    - merchants, elders, farmers and labourers return to your supply;
    - the altar leader gains 1 worker;
    - the cards left on your board are shuffled into a new deck, and you draw back up to 4 cards.

guide-ezra_nehemiah-solo-title = Solo: the Opponent
guide-ezra_nehemiah-solo = The **Opponent** is played by the bot at once. It holds the Shofar in rounds 1 and 3. Setup is as for 2 players: you place 2 gatekeepers and it takes the other 2 corner gates, with 1 Levite. It has no character cards, tiles or bread, and never feeds workers. Stone, wood or ash it would gain become 1 gold each, bread 1 silver each. You pay it the silver for branching from its scribes and trading at its gates; when it uses your scribes, you gain 1 silver from the supply.

    Its turn:
    1. A **focus card** names a gate and shows a direction and a column.
    2. It makes one of that card's two trades, spending as much silver as it can and paying the gatekeeper like you; if it can't, it makes 1 tent move.
    3. A **planning card** has 3 rows; it carries out the highest one it can:
    - Temple: pays 2 gold for a Levite, then each Levite places 1 gold (2 VP and the row's reward), buys 1 gold for 1 silver, or makes 1 altar move;
    - walls and gates: clears all the rubble without banners and rebuilds for 3 gold, starting from the focus card's gate and going in the arrow's direction;
    - scribe: on the highest or lowest tile it can reach, paying gold (the row's VP, minus 1 per full row below); it ignores scroll abilities but takes hero cards;
    - or it gains workers, gold or altar moves.

    At each Sabbath it scores instead: silver for each worker in its supply, its highest scribe's row value, 1 VP per gatekeeper, scribe or Levite of its biggest group (all three on side B), its best blessing's value and 1 VP per gold altar space reached. Side B of the solo board is harder.

    You win with more VP than the Opponent; a tie is yours only if you are ahead on the altar track.

guide-ezra_nehemiah-end-title = Final scoring
guide-ezra_nehemiah-end = The game ends after the third Sabbath. To the VP you have already scored (Temple, Levites, tucked cards, rewards) everyone adds:
    - your leftover goods turned into silver (gold 3, stone 2, wood 2, bread 2, ash 1) together with your silver: **1 VP per 5 silver**;
    - **2 VP** for each developed tile;
    - **3 VP** for the player ahead on the altar track;
    - the VP printed on your wall cards and gate cards;
    - every scribe: the value of its row, 1 to 4 VP;
    - the conditions of your scroll tiles in the top row.

    The highest total wins. On a tie, the player further ahead on the altar track wins.

    The final score shows each player's points by part: during the game, silver and goods, tiles, altar lead, walls, gates, scribes and scrolls.

guide-ezra_nehemiah-house-title = House rules and choices
guide-ezra_nehemiah-house = The rulebook's text leaves out what is printed only on the boards and cards, so the bot uses **its own board and cards**. The names of the gates, heroes, prophets and tile types, and the Sabbath conditions of the character cards, come from the rulebook (Water, Dung and Fish Gate from the Book of Nehemiah); **all other card, tile and scroll names and texts are the bot's own**. Also ours:
    - 26 wall spaces and 10 gates around the city, with their rubble, costs, blessings and rewards;
    - a Temple of 5 rows and 9 columns (the Temple Mount covers 1 column with 3 players, 2 with 1–2);
    - the altar track 0 to 20, the 12-space city plan and blessing tracks 0 to 7 with their rewards;
    - the 4th and 6th Levites cost 4 and 6 bread; tent moves of 2 and 3 spaces cost 4 and 7 blue;
    - the altar cards, the solo board's sides and the focus cards.

    Our readings where the rulebook is unclear:
    - a marker on a prophet's space counts as between the prophets;
    - the fewest-Levites penalty hits the tied player behind on the altar (French rulebook; the Polish one says ahead);
    - merchant and elder banners count only in the turn they are placed;
    - covered character cards may be seen by everyone;
    - feeding is compulsory while you have bread;
    - a main action may achieve nothing;
    - with 3 players the empty corner gate is neutral: trades there pay the main supply, and a wall next to it connects for its owner only.
