"""The Discord front end: a thin translation of the table service onto discord.py.

    app.py         the bot (setup_hook, shutdown), `serve` and `sync_commands`
    commands.py    slash commands (/game ..., /play, /hand, /games) and the reminder loop
    deliver.py     service replies -> Discord messages (ephemeral or public, pings, pictures)
    components.py  stateless buttons and selects (custom ids carry game and decision ids), and the
                   views deliver.py puts on its messages
    errors.py      unexpected errors: logged, answered with an apology (`apologize`, `guarded`)
    bridge.py      who and where an interaction is, in the service's terms
    limits.py      Discord's published limits on what the bot sends
    translator.py  command names and descriptions from the message catalogs

The modules import one way: each imports only modules listed below it (app -> commands -> deliver ->
components -> errors -> bridge; limits and translator import none of them). The components' callbacks
reach the delivery of their replies through the client (`interaction.client.answer(...)`, a TableBot),
as they reach the service.
"""
