"""Ezra and Nehemiah (Ezdrasz i Nehemiasz), 1-4 players: 2-4 people, or one person against the solo
Opponent. Rules: ../shared/rules/ezra_nehemiah.md; the modules follow the rulebook:

    content.py    every board, card, tile and number from data/ezra_nehemiah, validated on load
    state.py      the state model (spec section 16)
    setup.py      setting up for 1-4 players and the solo Opponent (spec 3, 13.1), the gatekeepers (D01)
    turn.py       the week and a work-day turn: playing a card, banners, drawing (spec 4, 10.1)
    temple.py     Temple & Altar: Levites, the Temple, sections, the altar (spec 5)
    walls.py      Rubble, Walls & Gates: clearing, rebuilding, wall cards, gates, connections (spec 6)
    torah.py      Torah & Tents: scribes, branching fees, white workers, the tent (spec 7)
    auxiliary.py  trades, flipping development tiles, merchants and elders (spec 8)
    effects.py    the 13 effect verbs; the altar track, the tent, blessings, workers (spec 19.1, 5.6, 7.5-7.6, 9)
    storage.py    the guard tile's storage limit (spec 8.4)
    sabbath.py    Preparing for Sabbath, the Sabbath, After Sabbath (spec 10.2-10.4)
    scoring.py    final scoring and the result (spec 11, 12)
    opponent.py   the solo Opponent's turns (spec 13)
    view.py       what each seat may see; the invariants fuzzing checks (spec 16.6-16.7)
    game.py       the Rules: the state type with every frame, registration with the engine
"""
