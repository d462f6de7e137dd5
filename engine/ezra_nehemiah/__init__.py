"""Ezra and Nehemiah (Ezdrasz i Nehemiasz), 1-4 players: 2-4 people, or one person against the solo
Opponent. Rules: ../shared/rules/ezra_nehemiah.md. Work in progress: so far

    content.py  every board, card, tile and number from data/ezra_nehemiah, validated on load
    state.py    the state model (spec section 16)
    setup.py    setting up for 1-4 players and the solo Opponent (spec 3, 13.1), the gatekeepers (D01)
    view.py     the invariants of spec 16.6 that already apply

The game is not registered with the engine yet (no rules module imports it): the work days, the
Sabbath, scoring, the Opponent's turns and the views come next.
"""
