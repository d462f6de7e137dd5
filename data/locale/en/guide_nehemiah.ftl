## The rules guide of Nehemiah (/rules), in our own words. One page per pair of messages:
## guide-nehemiah-<page>-title and guide-nehemiah-<page> (at most 1,800 characters, no variables).
## The pages and their order are in data/nehemiah/guide.toml.

guide-nehemiah-overview-title = Overview and goal
guide-nehemiah-overview =
    You lead a tribe of Israel rebuilding Jerusalem. Send your workers to work cards, gather **wood** and **gold**, and spend them to put your influence cubes on three boards: the **Wall**, the **Temple** and the **Guard**. The boards score victory points (VP) at the end of each of the three rounds, and the **gates** you raise add VP at the end. The most VP wins.

    - 2 to 4 players. With 2, each player also lays neutral workers.
    - The work cards lie in columns of 4 under the boards. On your turn you do one thing: **send a worker** to a card, or **activate** one of your workers already on a card to do its work.
    - When the worker on the lowest card of a column is exhausted, the column is cleared and dealt again. When the round's deck can no longer refill a column, the round ends and the boards are scored.
    - Your wood, gold, VP and gate cards are secret, behind your screen.
    - Optional variant: **Construction Leaders**, helpers auctioned at the start of each round.

    In the bot: press **Play** (or use /play) when it is your turn, and pick one of the buttons. **My screen** (or /hand) shows what is behind your screen, only to you. /game board shows the board, /game log what happened lately.

guide-nehemiah-setup-title = Setup
guide-nehemiah-setup =
    - The three boards, Wall, Temple and Guard, lie side by side.
    - Each player takes a colour, **11 influence cubes**, **2 wood and 4 gold** (3 wood and 5 gold with Construction Leaders) and workers: **6** each with 2 or 4 players, **7** each with 3 players.
    - The 72 work cards form three round decks, I, II and III, each shuffled on its own. Here deck I holds 40 cards and decks II and III 16 each. With 3 players, the 8 cards marked for 4 players are taken out of deck I.
    - Deck I is dealt into columns of 4 cards under the boards: **5 columns** with 2 or 4 players, **4 columns** with 3. Card 1 of a column is the one next to the boards, card 4 the lowest.
    - The gate deck lies face down in a fixed order: 2, 2, 3, 3, 3, 4, 4, 4 VP.
    - The bot picks the start player at random. Play goes clockwise.

    With **two players**, each of you also gets 6 neutral workers of an unused colour. Whenever you send a worker to work as your turn's action, you must also lay one neutral worker, already exhausted, on the first free card of a **different** column, never on a column's 4th card. If no column qualifies, skip it. Workers placed by a card or a leader bring no neutral worker.
    - Neutral workers are never activated, and Second Wind and Take Over a Post do not work on them, but the cards that swap workers can move them.
    - To reuse a card holding a neutral worker you pay 1 gold to the bank.

guide-nehemiah-turn-title = A turn
guide-nehemiah-turn =
    On your turn you take exactly **one** action:

    - **Send a worker to work:** take a worker from behind your screen and stand it on the **first free card from the top** of any column. A column whose 4 cards are all taken is closed.
    - **Activate a worker:** choose one of your **ready** (standing) workers on a card and lay it down; it is now **exhausted**. Then you may do the card's work and reuse cards above it (next page).

    Forced choices:
    - On your first turn you can only send a worker.
    - With no ready worker of yours on the cards, you must send one. With no free card, or no worker behind your screen, you must activate.
    - If you can do neither, your turn is lost: the bot offers only **Pass**. It still counts as a turn. There is no passing by choice.

    Then the next player clockwise takes a turn.

    Example: the start player places on card 1 of column 3. The next player may take card 1 of any other column, or card 2 of column 3.

    In the bot: **Play** or /play lists your legal moves as buttons; a column you cannot use is simply not offered.

guide-nehemiah-activate-title = Activating and column replacement
guide-nehemiah-activate =
    When you activate a worker:
    1. Lay it down: it is **exhausted**.
    2. You **may** do the card's work, or skip it. A cost is paid in full or not at all: no half payment for half the effect.
    3. Then you may **reuse** cards **above** it in the same column that hold an **exhausted** worker, anyone's. For each, pay **1 gold**: to that worker's owner, or to the bank if the worker is yours or neutral. Then do that card's work. Any order, each card once, and gold you just earned may pay for it.

    Cards below, empty cards and cards with a ready worker cannot be reused.

    A **column is replaced** after your action if you exhausted the worker on its **4th (lowest) card**, whatever the other cards hold: its 4 cards are discarded, every worker on them goes home, and 4 new cards come from the current round's deck. The same happens when a swap leaves an exhausted worker on a 4th card.

    Example: a column holds 1 Wood (red, exhausted), 2 Gold (blue, exhausted), Build the Wall ×1 (red, ready) and 1 Wood (green, ready). Green activates the lowest card and takes 1 wood, pays blue 1 gold to take 2 gold, and pays red 1 gold to take 1 more wood. The Wall card cannot be reused: its worker is ready. Then the column is replaced.

    In the bot, after the work you get a button for each card you may reuse, and **Done** to end your action.

guide-nehemiah-work-title = Work cards: goods and influence
guide-nehemiah-work =
    - **1 Wood / 2 Wood:** take that much wood.
    - **2 Gold / 3 Gold:** take that much gold.
    - **Timber Yard:** pay 1 gold, take 3 wood.
    - **Blessing (1 VP):** take 1 VP.
    - **Build the Wall ×1 / ×2:** pay 1 / 2 wood, put 1 / 2 cubes on the Wall.
    - **Train a Guard ×1 / ×2:** pay 1 wood and 1 gold / 2 wood and 2 gold, put 1 / 2 cubes on the Guard.
    - **Temple Offering ×1 / ×2:** pay 1 / 2 gold, put 1 / 2 cubes on the Temple.
    - **Raise a Gate:** pay 2 wood, take the top gate card. Its value (2, 3 or 4 VP) stays secret until the end. When the gates run out, the card does nothing.

    Everything is taken from or paid to the bank, which never runs out.

    Payment is **all or nothing**: a ×2 card costs its full price and gives its full effect; you cannot pay half for one cube.

    You have only **11 cubes**. If a card would place more cubes than you have left, you move your own cubes from another board onto this one (the bot asks from which). If that still is not enough, the card cannot be used.

guide-nehemiah-moves-title = Work cards: workers and columns
guide-nehemiah-moves =
    - **Second Wind:** stand up 1 or 2 of your exhausted workers, wherever they are; they are ready again. Not a worker you exhausted earlier this turn.
    - **Call Two Workers:** place up to 2 workers by the normal rule, in the same column or in two.
    - **Anywhere on Site:** place a worker on any empty card of any column, even a 4th card. If it is later exhausted there, the column is replaced even though cards above it are empty.
    - **Take Over a Post:** choose a card with another player's worker. It goes back behind its owner's screen, and a worker from behind yours takes its place, ready or exhausted just like it.
    - **Trade Places:** swap two workers in one column. The cards stay; the workers keep their state.
    - **Shift the Plans:** swap two cards in one column; their workers move with them. This can leave an empty card above an occupied one.
    - **Borrowed Hands:** use 1 or 2 occupied cards anywhere, with a ready or an exhausted worker. Pay 1 gold for each to the worker's owner (to the bank for your own or a neutral worker). Not another Borrowed Hands card.

    The swaps can put an exhausted worker on a 4th card: that column is replaced after your action.

guide-nehemiah-scoring-title = End of a round and scoring
guide-nehemiah-scoring =
    A round ends when a column must be replaced and the current deck cannot refill it. Play pauses and each board, Wall, Temple and Guard, is scored:

    - Players are ranked by their cubes on that board. Points by place: **4 players** 6 / 4 / 2 / 0, **3 players** 4 / 2 / 0, **2 players** 2 / 0.
    - No cube on a board, no points from it.
    - Tied players add up the points of the places they share, split them evenly and round up. Example with 4 players: 3, 2, 1 and 1 cubes score 6, 4, 1 and 1.
    - If every player has the same number of cubes on a board, nobody scores it.
    - Then the player with the most cubes there (each of them, if tied) removes one cube, back to their supply.

    After the scoring the waiting column is dealt from the next round's deck, and the next player clockwise takes a turn.

    The boards are scored after rounds I and II, and a third time at the end of the game. Keep your cubes spread: a board where you lead loses one of your cubes each time.

guide-nehemiah-end-title = The end of the game
guide-nehemiah-end =
    In round III, when a column must be replaced and the deck is empty, that column is **removed** instead (its workers go home), and the end begins:
    - Play goes on until everyone has had the same number of turns, that is up to the player on the start player's right. Then everyone takes **one more turn**. So each player gets 1 or 2 more turns; the bot announces how many.
    - A column that closes during these turns is removed too.

    Final scoring:
    1. The three boards are scored once more, as after each round.
    2. Each gate card gives its VP.
    3. Every 3 wood give 1 VP and every 2 gold give 1 VP, counted separately. With 5 wood and 5 gold: 1 + 2 = 3 VP.

    The most VP wins. On a tie, more wood wins, then more gold (what is left after the exchange). If still tied, the win is shared.

    With Construction Leaders, the Scribe may still be played just before the final scoring.

guide-nehemiah-leaders-title = Construction Leaders variant
guide-nehemiah-leaders =
    To play it, add **leaders** in the variant field of /game new.

    - Everyone starts with **3 wood and 5 gold**.
    - **At the start of each round** one more leader card than there are players is revealed. The round's first player opens an auction by choosing one; each next auction is opened by the next player clockwise, until everyone has opened one. The card left over leaves the game.
    - **Sealed bids:** everyone, the opener too, secretly bids any number of their workers, wood and gold from behind the screen; zero is allowed. The largest number of items wins. Ties: more workers, then more wood, then the first tied player clockwise from the opener (the opener first).
    - The winner pays the wood and gold to the bank and sets the bid workers **aside**: they cannot be used until the next round. Everyone else keeps their bid.
    - **Rounds II and III:** set-aside workers come back and everyone gets 1 wood and 1 gold, then the auctions. The round starts with the player after the one who ended the last round.
    - A leader card is used once, except Forester and Treasurer, which work all round. Unused cards are discarded at the end of the round.
    - With 2 players, only your own workers can be bid.
    - If nobody can act because everyone spent too many workers, the two leftmost columns are replaced.

    Bids are made privately through buttons. When one of your cards can be played, the bot asks you; **Not now, and don't ask me again this round** keeps the game moving.

guide-nehemiah-leadercards-title = The leader cards
guide-nehemiah-leadercards =
    _At once, when you win it:_
    - **High Priest's Mason:** 1 cube on the Wall and 1 on the Temple.
    - **Gatekeeper:** take the top gate card for free.
    - **Recruiter:** set aside pairs of a worker and a wood or gold, 2 VP a pair. The workers return next round.

    _All round, for you only:_
    - **Forester:** +1 wood whenever a card you use gives you wood.
    - **Treasurer:** +1 gold whenever a card you use gives you gold.

    _Just before the round's scoring:_
    - **Scribe:** move one cube of any player to a different board.

    _Any time, in other players' turns too, but never during an action:_
    - **Surveyor:** right after a column is replaced, swap 2 cards of the new column.
    - **Foreman:** place a worker by the normal rule.
    - **Overseer:** 1 VP for each column holding an exhausted worker of yours.

    _Before or after your action:_
    - **Quartermaster:** swap any 2 workers on cards, in any columns.
    - **Messenger:** move one of your ready workers to any empty card.

    _Instead of your action:_
    - **Taskmaster:** place up to 2 workers.
    - **Master Builder:** activate up to 2 of your workers, one after the other.
    - **Steward:** activate another player's ready worker; you get the work and may reuse cards above it.

    _Before another player's turn:_
    - **Governor:** choose the card they must place on or the worker they must activate. They get the card's work and make the other choices. It does not use your turn.

guide-nehemiah-house-title = House choices
guide-nehemiah-house =
    The rulebook leaves some things open; this bot decides them so:
    - The names and texts of the work cards and leaders are the bot's own.
    - Deck sizes: 40 / 16 / 16 cards (32 / 16 / 16 with 3 players) and which cards are in each.
    - Board points: the 3rd of 3 players scores 0; with 2 players 2 / 0; the same table on all three boards.
    - When everyone ties on a board, each still removes a cube; removed cubes go back to their owner.
    - The start player is random; you cannot pass by choice.
    - The work comes first, then reuses; you pay for a reuse only together with its work.
    - After each action, any column with an exhausted worker on its 4th card is replaced, left to right.
    - Trade Places and Shift the Plans work in any one column; Take Over a Post targets only other players' own workers; Borrowed Hands cannot use another Borrowed Hands.
    - With no gates left, Raise a Gate cannot be used.
    - The final tie-break counts wood and gold left after the exchange.
    - Leaders: tied bids go to more wood (the English rulebook; the Polish one says wood and gold); Taskmaster and Master Builder are up to 2; Governor does not use your turn; set-aside workers and the 1 wood and 1 gold come at the round change, before the auctions.
    - Any-time leader cards are offered at the start and end of each turn, after a column is replaced and before the scoring.
