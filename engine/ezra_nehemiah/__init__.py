"""Ezra and Nehemiah (Ezdrasz i Nehemiasz), 1-4 players: 2-4 people, or one person against the solo
Opponent. Rules: ../shared/rules/ezra_nehemiah.md. Work in progress: so far only

    content.py  every board, card, tile and number from data/ezra_nehemiah, validated on load

The game is not registered with the engine yet (no rules module imports it).
"""
