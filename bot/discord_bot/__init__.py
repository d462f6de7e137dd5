"""The Discord front end: a thin translation of the table service onto discord.py.

    app.py         the bot (setup_hook, shutdown), `run` and `sync`
    commands.py    slash commands (/game ..., /play, /hand, /games) and the reminder loop
    components.py  stateless buttons and selects (custom ids carry game and decision ids)
    deliver.py     service replies -> Discord messages (ephemeral or public, pings, pictures)
    translator.py  command names and descriptions from the message catalogs
"""
