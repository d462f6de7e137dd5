## Après la partie (bot/aftergame.py, l’historique, les statistiques, l’export et le film de la partie).
## $table est le numéro d’une table, en texte (jamais groupé comme une quantité).

bot-replay-ready = { $game } (table n° { $table }) : toute la partie en { $count ->
    [one] 1 image
   *[other] { $count } images
}.
bot-replay-alt = Animation de la partie ({ $game }) : { $count ->
    [one] 1 image
   *[other] { $count } images
}, du début aux scores finaux.
bot-replay-no-pictures = Ce bot ne dessine pas d’images ici : il n’y a donc pas de film de la partie à montrer.
bot-export-ready = Enregistrement de la partie ({ $game }, table n° { $table }) : { $count ->
    [one] 1 coup
   *[other] { $count } coups
}. Rejoue-le hors ligne avec `python -m engine replay FICHIER`.
bot-export-players-only = Seuls les joueurs de la table n° { $table } peuvent exporter son enregistrement : il contient toutes les cartes distribuées, même celles que la partie n’a jamais montrées.

bot-history-title = **Parties terminées ici** (page { $page }) :
bot-history-line = n° { $table } · { $game } · { $date } : { $count ->
    [0] personne n’a gagné
    [one] victoire : { $winners }
   *[other] victoire partagée : { $winners }
} ({ $scores })
bot-history-more = Parties plus anciennes : `/partie historique page:{ $page }`.
bot-history-none = Aucune partie n’a encore été terminée dans ce salon.
bot-history-past-end = Il n’y a pas d’autres parties terminées ici.
bot-no-such-table = Il n’y a pas de table n° { $table } dans ce salon. `/partie historique` liste ses parties terminées.
bot-table-not-finished = La partie de la table n° { $table } n’est pas terminée : l’enregistrement et le film viennent une fois la partie finie.

bot-stats-title = **Classements de ce serveur**
bot-stats-game = **{ $game }**
bot-stats-leader = { $place }. { $player } : classement { $rating } · { $games ->
    [one] 1 partie classée
   *[other] { $games } parties classées
} · { $wins ->
    [one] 1 victoire
   *[other] { $wins } victoires
}
bot-stats-none = Personne n’a encore de classement sur ce serveur : une partie à deux joueurs ou plus en donne un à sa fin.
bot-stats-player = **{ $player }** sur ce serveur :
bot-stats-player-game = { $game } : { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins ->
    [one] 1 victoire
   *[other] { $wins } victoires
} ; classement { $rating } après { $rated ->
    [one] 1 partie classée
   *[other] { $rated } parties classées
}
bot-stats-player-game-unrated = { $game } : { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins ->
    [one] 1 victoire
   *[other] { $wins } victoires
} ; pas encore de classement
bot-stats-player-none = { $player } n’a encore terminé aucune partie sur ce serveur.
bot-stats-recent = Derniers résultats :
bot-stats-result = n° { $table } · { $game } · { $date } : place { $place }, { $score } points{ $rated ->
    [yes] {""}
   *[no] {" "}(non classée)
}

bot-console-help-after = Après la partie :
      history [PAGE]             les parties terminées de ce salon
      stats [NOM] [JEU]          les classements ici, ou les parties et le classement d’un joueur
      export [TABLE]             écrire dans un fichier l’enregistrement d’une partie terminée (la dernière par défaut)
      replay [TABLE]             redessiner le film animé d’une partie terminée
bot-console-file = (fichier : { $path })
bot-console-number-usage = Tape un nombre à partir de 1 après `{ $verb }`, par exemple `{ $verb } 2`, ou rien.
