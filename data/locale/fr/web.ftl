## La table sur le web (bot/web) : les pages, les liens que le bot publie, python -m bot web.

## Les liens dans la salle d’attente, le premier plateau, /partie plateau et /main
web-table-link = La table sur le web : { $url }
web-hand-link = Ton écran dans le navigateur (un lien privé, pour toi seul, valable { $hours } h) : { $url }

## python -m bot web
web-cli-listening = Les tables sont servies sur { $url } (Ctrl-C arrête).
web-cli-game = { $game } #{ $table } ({ $status ->
    [lobby] en salle d’attente
    [active] en cours
    [finished] terminée
   *[other] abandonnée
}) : { $url }
web-cli-none = Aucune partie ouverte ou terminée dans { $database } pour l’instant : joue une partie (python -m bot demo) et relance cette commande.
web-cli-more = …et { $count ->
    [one] 1 autre partie
   *[other] { $count } autres parties
}.
web-cli-bad-port = Le port doit être un nombre de 1 à 65535.

## Les pages
web-page-title = { $game } · table #{ $table }
web-status = { $status ->
    [lobby] En salle d’attente
    [active] En cours
    [finished] Terminée
   *[other] Abandonnée
}
web-languages = Langue
web-board = Le plateau
web-board-alt = Le plateau (jeu : { $game }) : { $turn }
web-board-open = Ouvrir l’image seule
web-zoom-in = Zoomer
web-zoom-out = Dézoomer
web-zoom-fit = Ajuster
web-history = Historique
web-history-setup = la mise en place
web-history-turn = tour { $turn } sur { $turns }
web-history-show = Afficher
web-history-first = Début
web-history-previous = Tour précédent
web-history-next = Tour suivant
web-history-now = Maintenant
web-now = Maintenant
web-players = Joueurs
web-result = Scores finaux
web-scores-alt = Les scores finaux (jeu : { $game }), catégorie par catégorie
web-replay = La partie rejouée en animation
web-replay-alt = La partie rejouée (jeu : { $game }) : le plateau à la fin de chaque tour
web-log = Ce qui s’est passé
web-log-setup = La mise en place
web-log-turn = Tour { $turn } · manche { $round }
web-log-now = Ce tour jusqu’ici
web-log-empty = Rien pour l’instant.
web-lobby = La partie n’a pas encore commencé. Joueurs pour l’instant : { $players }.
web-live = Cette page suit la partie : les nouveaux coups s’affichent d’eux-mêmes.
web-no-script = Recharge la page pour voir les nouveaux coups.
web-home = On accède aux tables de ce bot par les liens qu’il publie sur Discord.

## L’écran privé
web-hand-title = Écran privé · { $player } · { $game }
web-hand-alt = Ce qu’il y a derrière l’écran (joueur : { $player })
web-hand-note = Un lien privé pour { $player } seulement : il est valable jusqu’au { $until } (UTC), et tant que la place lui appartient. Ne le partage pas.
web-hand-back = La table

## Refus : une page simple, rien de plus
web-error-title = { $status ->
    [400] Requête illisible
    [403] Plus valable
    [404] Introuvable
    [405] Non autorisé
    [410] Expiré
    [414] Adresse trop longue
    [429] Trop de requêtes
   *[other] Occupé
}
web-error-text = { $status ->
    [400] Cette requête ne peut pas être lue.
    [403] Ce lien privé ne fonctionne plus : la place n’est plus entre tes mains. Redemande ton écran (/main).
    [404] Il n’y a rien à cette adresse.
    [405] Ici, on ne peut que regarder.
    [410] Ce lien privé a expiré. Redemande ton écran (/main) pour en avoir un nouveau.
    [414] Cette adresse est trop longue.
    [429] Trop de requêtes depuis ton adresse : attends quelques secondes et réessaie.
   *[other] Le serveur est occupé : réessaie dans un instant.
}
