### Noms français des commandes (les mêmes que dans le catalogue des commandes Discord) :
###   /game → /partie, avec ses sous-commandes :
###     new → nouvelle, join → rejoindre, leave → quitter, start → commencer, board → plateau,
###     status → état, log → journal, undo → annuler, abandon → abandonner, mute → silence,
###     settings → réglages, vacation → vacances, back → retour, resign → forfait,
###     replace → remplacer, remove → retirer, clock → horloge
###   /play → /jouer, /hand → /main, /games → /parties
###   (hors de la liste fournie, proposés ici : /rules → /règles, /help → /aide)
### Les commandes de la console hors ligne (new, play, log, abandon yes…) restent en anglais : c’est ainsi qu’on les tape.

## Service de table : salle d’attente, tours, refus, rappels, réglages.
## Le nom d’un jeu peut commencer par un article (« Le Temple ») : on évite donc « de { $game } »
## et on écrit « { $game } : … » ou « la partie ({ $game }) ».

bot-lobby = { $host } ouvre une partie : { $game } ({ $options }).
    Joueurs { $count }/{ $max } (au moins { $min }) : { $players }.
bot-lobby-table = { $thread ->
    [yes] La partie se jouera dans son propre fil
   *[no] La partie se joue ici
} ; images du plateau { $pictures ->
    [turn] après chaque tour
    [round] une fois par manche
   *[request] seulement sur demande (/partie plateau)
}.
bot-option-on = { $option }
bot-option-value = { $option } : { $value }
bot-options-none = jeu de base
bot-lobby-closed = { $host } a fermé la salle d’attente.
bot-started = La partie commence ! Ordre des places : { $order }.
bot-thread-name = { $game } #{ $number }
bot-thread-opened = { $game } : la partie continue dans { $thread }.
bot-thread-failed = { $game } : je n’ai pas pu ouvrir de fil pour la partie, elle se joue donc ici. (Pour avoir des fils, autorise-moi à créer des fils publics et à envoyer des messages dans les fils.)
bot-thread-result = { $game } : la partie dans { $thread } est terminée.
bot-thread-abandoned = { $game } : { $player } a abandonné la partie dans { $thread }.
bot-waiting-for = On attend { $player } : { $prompt }
bot-waiting-secret = Réponses secrètes : { $done } sur { $total } reçues. On attend { $players }.
# Entre deux plateaux : le joueur suivant d’une étape est mentionné, une étape simultanée a une seule ligne d’état.
bot-ping = { $player }, à toi : { $prompt }
bot-ping-secret = { $player }, on attend ta réponse secrète.
bot-step-status = { $done } sur { $total } { $done ->
    [one] a répondu
   *[other] ont répondu
}. On attend { $players }.
bot-summary-more = { $count ->
    [one] … { $count } ligne précédente se trouve dans le journal de la partie.
   *[other] … { $count } lignes précédentes se trouvent dans le journal de la partie.
}
bot-game-over = Scores finaux :
## $game : l’identifiant du jeu ; le Temple compte des points, les autres jeux des PV (comme leurs messages)
bot-score-line = { $place }. { $player } : { $total } { $game ->
    [temple] { $total ->
        [one] point
       *[other] points
    }
   *[other] PV
} ({ $parts })
bot-winners = { $count ->
    [one] Victoire : { $players }.
   *[other] Victoire partagée : { $players }.
}
bot-log-empty = Il ne s’est encore rien passé.
bot-status-game = **{ $game }** ({ $options })
bot-status-round = Manche { $round } · { $phase }
bot-status-phase = { $phase }
bot-status-player = - **{ $player }**{ $away ->
    [bot] { " " }(le bot joue)
    [vacation] { " " }(en vacances)
   *[no] { "" }
} : { $line }
bot-status-waiting = { $waiting }
    (En attente depuis { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }.)
bot-status-recent = Dernièrement :
bot-nothing-to-decide = Tu n’as rien à décider pour l’instant.
bot-undone = { $player } reprend son dernier coup.
bot-abandon-confirm = Abandonner cette partie pour tout le monde ? C’est irréversible. Appuie de nouveau sur le bouton pour confirmer.
bot-abandoned = { $game } : { $player } a abandonné la partie.
bot-muted = Plus de rappels pour toi jusqu’à ce que la partie avance.
bot-settings = Rappels { $hours ->
    [one] toutes les heures
   *[other] toutes les { $hours } heures
}, heures de calme { $quiet } ({ $timezone }). Ta langue : { $language } ; silence de tes rappels : { $mute ->
    [on] oui
   *[other] non
}.
bot-settings-pictures = La partie de ce salon montre les images du plateau { $pictures ->
    [turn] après chaque tour
    [round] une fois par manche
   *[request] seulement sur demande (/partie plateau)
}.
bot-reminder = { $players } : { $game } est en attente depuis { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}.
bot-my-game-turn = { $game } dans <#{ $channel }> : à toi de jouer !
bot-my-game-wait = { $game } dans <#{ $channel }> : on attend les autres.
bot-my-game-lobby = { $game } dans <#{ $channel }> : en salle d’attente.
bot-my-games-none = Tu ne participes à aucune partie pour l’instant.

## Refus (visibles seulement par la personne qui a demandé)

bot-no-game = Il n’y a pas de partie dans ce salon. Lances-en une avec /partie nouvelle.
bot-no-game-threads = Il n’y a pas de partie dans ce salon lui-même ; ses parties se jouent dans des fils : { $threads }.
bot-bad-pictures = Les images du plateau peuvent être : { $choices }.
bot-need-channel = Les parties se jouent dans un salon ou un fil d’un serveur, pas en messages privés.
bot-channel-busy = Ce salon a déjà une partie en cours ({ $game }). Termine-la ou abandonne-la d’abord, ou lances-en une nouvelle dans un fil.
bot-not-started = La partie n’a pas encore commencé.
bot-already-started = La partie a déjà commencé.
bot-already-joined = Tu participes déjà à cette partie.
bot-lobby-full = La partie est complète ({ $max } joueurs).
bot-seat-bot = { $number ->
    [0] Bot ({ $strength })
   *[other] Bot { $number } ({ $strength })
}
bot-strength-easy = facile
bot-strength-normal = normal
bot-strength-strong = fort
bot-bad-strength = Il n’y a pas de bot de force « { $strength } » : choisis parmi { $choices }.
bot-bots-too-many = { $count } bots, c’est trop : { $max } au plus (une place reste pour toi).
bot-bots-not-allowed = Les options de cette table n’autorisent pas { $count } joueurs, bots compris.
bot-bots-started = Les bots ne s’assoient qu’en salle d’attente, avant le début.
bot-no-bots = Il n’y a pas de bot à retirer dans cette salle d’attente.
bot-abandoned-nobody-left = { $game } : { $player } était la dernière personne à la table ; les bots ne jouent pas seuls, la partie est donc abandonnée.
bot-not-joined = Ce joueur ne participe pas à cette partie.
bot-leave-started = La partie a commencé : les joueurs ne peuvent plus la quitter. L’hôte peut abandonner la partie.
bot-only-host = Seul l’hôte de la partie ou un gestionnaire du salon peut faire cela.
bot-only-manager = Seul un gestionnaire du salon (ou l’hôte de la partie de ce salon) peut modifier les réglages du salon.
bot-player-count = { $game } se joue de { $min } à { $max } joueurs ; { $count ->
    [one] il y en a { $count }
   *[other] il y en a { $count }
}.
bot-bad-order = L’ordre des places doit citer chaque joueur exactement une fois.
bot-board-changed = Le plateau a changé depuis que tu l’as regardé. Regarde à nouveau et refais ton choix.
bot-not-a-player = Tu ne joues pas dans cette partie.
bot-not-your-turn = Ce n’est pas ton tour : on attend { $players }.
bot-typed-choice = { $count ->
    [one] Tape 1 : c’est le seul choix que montre ta question.
   *[other] Tape un nombre de 1 à { $count } : les choix que montre ta question, dans leur ordre.
}
bot-typed-choices = Tape les numéros de tes choix, de 1 à { $count }, séparés par des virgules (par exemple 1,3).
bot-typed-amount = Tape un nombre entier de { $min } à { $max }.
bot-typed-amount-or = Tape un nombre entier de { $min } à { $max }, ou l’une de ces réponses : { $named }.
bot-typed-unknown = « { $text } » ne fait pas partie de tes options pour le moment. { $expected }
bot-game-finished = Cette partie est terminée.
bot-undo-nothing = Il n’y a aucun coup à reprendre.
bot-undo-not-yours = Seul le dernier coup peut être repris, et ce n’était pas le tien.
bot-undo-barrier = Ce coup ne peut plus être repris : il a révélé quelque chose ou fait intervenir le hasard.
bot-setting-bad-interval = L’intervalle des rappels est un nombre entier d’heures, de 1 à { $max }.
bot-setting-bad-quiet = Les heures de calme s’écrivent sous la forme 22-7 (de 22 h à 7 h).
bot-setting-bad-timezone = « { $timezone } » n’est pas un fuseau horaire que je connais (essaie Europe/Paris ou UTC).
bot-setting-bad-language = Je ne parle pas encore la langue « { $language } ».
bot-setting-bad-mute = Le réglage silence accepte on ou off.
bot-setting-unknown = Il n’y a pas de réglage nommé « { $name } ».

## Boutons et messages de l’interface

bot-button-join = Rejoindre
bot-button-leave = Quitter
bot-button-start = Commencer
bot-button-addbot = Ajouter un bot
bot-button-removebot = Retirer un bot
bot-button-play = Jouer
bot-button-hand = Mon écran
bot-button-board = Plateau
bot-button-abandon = Abandonner la partie
bot-stale-button = Ce bouton date d’un moment antérieur de la partie. Regarde le dernier plateau et réessaie.
bot-cannot-open-thread = Je n’ai pas le droit d’ouvrir de fils ici, la partie ne peut donc pas avoir son propre fil. Autorise-moi à créer des fils publics et à envoyer des messages dans les fils, ou choisis fil : désactivé.
bot-cannot-post = Je ne peux pas écrire dans ce salon. Autorise-moi à envoyer des messages et à joindre des fichiers ici.
bot-reminders-failing = Je ne peux pas publier les rappels de ta partie ({ $game }) dans { $channel } : il me manque une permission dans ce salon. Donne-moi les permissions Voir le salon, Envoyer des messages (dans un fil : Envoyer des messages dans les fils) et Joindre des fichiers dans ce salon. D’ici là, je réessaierai de moins en moins souvent (au moins une fois par jour).
bot-error-unexpected = Désolé, quelque chose s’est mal passé de mon côté. La partie est intacte : regarde le plateau et réessaie.

## Une partie terminée : personne n’a à jouer

bot-game-abandoned = { $game } : cette partie a été abandonnée. Personne n’a plus à jouer ; le plateau reste tel quel.
bot-status-finished = { $game } : la partie est terminée.
    { $result }

## --- Outils hors ligne : python -m bot demo / console et la ligne de commande (bot/__main__.py, demo.py, console.py) ---
## Les commandes de la console (new, play, log, abandon yes…) restent en anglais : c’est ainsi qu’on les tape.

bot-cli-usage = { $prog } : { $error } (voir { $prog } --help)
bot-cli-interrupted = Arrêté. La base de données est fermée et intacte : { $path }
bot-cli-storage = Impossible d’utiliser la base de données { $error }
bot-cli-migrate-usage = `migrate` copie un fichier SQLite (--db, par défaut BOT_DATABASE) dans une base PostgreSQL : --to postgresql://utilisateur@hôte/base
bot-cli-migrated-table = { $table } : { $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
}
bot-cli-migrated = Tout le contenu de { $source } est maintenant dans PostgreSQL, et les nombres concordent. Mets l’URL postgresql:// dans BOT_DATABASE et lance le bot.
bot-cli-bad-shard = BOT_SHARD_ID ({ $id }) et BOT_SHARD_COUNT ({ $count }) doivent être des nombres entiers, l’id de 0 au nombre moins un.
bot-cli-bad-effort = BOT_STRONG_EFFORT ({ $value }) doit être un nombre supérieur à 0 et au plus égal à { $most }.
bot-cli-no-token = Aucun DISCORD_TOKEN n’est défini.
    Mets-le dans l’environnement ou dans un fichier .env (DISCORD_TOKEN=...) ; README.md explique comment créer
    l’application Discord et inviter le bot. Pour essayer les jeux sans Discord :
        python -m bot demo nehemiah        (une partie entière entre joueurs aléatoires)
        python -m bot console              (jouer dans le terminal)
bot-cli-synced-guild = { $count } commandes synchronisées pour le serveur { $guild }.
bot-cli-synced-all = { $count } commandes synchronisées pour tous les serveurs (leur affichage peut prendre jusqu’à une heure).
bot-cli-sync-guild-copies = Ce sont des copies pour les tests, visibles tout de suite et seulement sur ce serveur ; si les commandes sont aussi enregistrées globalement, le serveur affiche chacune en double. Pour supprimer ses copies : python -m bot sync --guild { $guild } --clear
bot-cli-sync-cleared = Copies des commandes enregistrées pour le seul serveur { $guild } supprimées : il n’affiche plus que les commandes globales (si elles sont enregistrées).
bot-cli-sync-all-clear = Un serveur qui a reçu des copies avec --guild affiche chaque commande en double : supprime-les avec python -m bot sync --guild ID --clear
bot-cli-sync-clear-needs-guild = --clear supprime les copies des commandes d’un serveur : indique-le avec --guild ID.
bot-demo-played = { $game } : { $moves ->
    [one] { $moves } coup joué
   *[other] { $moves } coups joués
} avec { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}.
bot-demo-header = { $game }, { $players ->
    [one] 1 joueur
   *[other] { $players } joueurs
} ({ $names }), graine { $seed } : { $who ->
    [bot] le bot joue à chaque place
   *[random] des coups au hasard à chaque place
}.
bot-demo-pictures-to = Images du plateau, scores finaux, film de la partie et enregistrement : { $folder }
bot-demo-progress = … { $moves ->
    [one] 1 coup joué
   *[other] { $moves } coups joués
}
bot-demo-database = Base de données : { $path }
bot-demo-pictures = Images du plateau : { $count } dans { $folder } (dernière : { $last })
bot-demo-refused = La démo n’a pas pu continuer : { $reason }
bot-console-welcome = Console Builders' Table. Tape `help` pour les commandes, `quit` (ou Ctrl-D) pour sortir.
bot-console-help = Chaque ligne s’écrit `nom: commande` ; plusieurs joueurs sur un même clavier (sans nom, tu es Invité).
      new JEU [OPTION=on|off]    ouvrir une partie en salle d’attente, p. ex. `new nehemiah leaders=on`
                                 (`pictures=turn|round|request` : fréquence des images du plateau)
      join, leave                rejoindre ou quitter la salle d’attente
      kick NOM                   l’hôte retire un joueur de la salle d’attente
      addbot [FORCE], removebot  l’hôte ajoute un bot (easy, normal, strong) ou retire le dernier
                                 (`new nehemiah bots=2 strength=strong` : des bots dès l’ouverture)
      start [NOM ...]            l’hôte lance la partie (places au hasard, ou dans l’ordre donné)
      options, prompt            ta question en cours et ses choix
      play N                     y répondre : le N-ième choix, un identifiant d’option ou un nombre
      hand                       ce qu’il y a derrière ton écran (pour toi seulement)
      board, status              le plateau et à qui c’est le tour
      log [PAGE]                 ce qui s’est passé ; `log 1` est la page la plus récente, `log 2` la précédente
      undo                       reprendre ton dernier coup
      mute                       plus de rappels pour toi jusqu’à ce que la partie avance
      abandon                    l’hôte abandonne la partie (`abandon yes` pour confirmer)
      settings [CLÉ=VALEUR ...]  afficher ou modifier : interval, quiet, timezone, language (du salon) ; pictures (de sa partie) ; my-language, mute (les tiens)
      games                      tes parties
      rules JEU [PAGE]           le guide des règles d’un jeu, page par page (comme /rules ; `rules nehemiah 2`)
      help, quit
bot-console-open-lobby = Une partie attend ici en salle d’attente ({ $game }, table n° { $table }) : `join` pour y prendre place ; son hôte la lance avec `start` ou y met fin avec `abandon`.
bot-console-open-game = Une partie est en cours ici ({ $game }, table n° { $table }) : `options` pour ton prochain choix, `board` pour voir où elle en est ; son hôte y met fin avec `abandon`.
bot-console-guest = Invité
bot-console-only-for = [seulement pour { $user }]
bot-console-updated = [mis à jour]
bot-console-amount = un nombre de { $min } à { $max }
bot-console-or-named = ou { $id } : { $label }
bot-console-picture = (image : { $path })
bot-console-unknown = Commande inconnue « { $verb } ». Tape `help` pour la liste.
bot-console-bad-quote = Un guillemet n’est pas fermé ; rien n’a été fait.
bot-console-rules-what = Les règles de quel jeu ? Tape `rules` suivi de l’un de ceux-ci : { $games } (par exemple `rules temple`, ou `rules temple 2` pour sa deuxième page).
bot-console-new-what = Quel jeu ? Tape `new` suivi de l’un de ceux-ci : { $games } (par exemple `new nehemiah leaders=on`).
bot-console-play-what = Jouer quoi ? Tape `play` suivi du numéro de ton choix, par exemple `play 2` (`options` les liste).
bot-console-bots-usage = Le nombre de bots est un nombre entier : `new nehemiah bots=2 strength=strong`.
bot-console-kick-who = Qui ? Tape `kick` suivi du nom du joueur.
bot-console-log-page = Les pages du journal sont numérotées à partir de 1 : `log 1` est la page la plus récente, `log 2` la précédente.
bot-log-past-end = Il n’y a pas de page { $page } : le journal de cette partie { $pages ->
    [one] n’a que { $pages } page
   *[other] a { $pages } pages
}.
bot-console-abandon-confirm = Abandonner cette partie pour tout le monde ? C’est irréversible. Tape `abandon yes` pour confirmer.
bot-console-settings-usage = Les réglages s’écrivent CLÉ=VALEUR, par exemple `settings interval=12 quiet=22-7` ou `settings my-language=fr`.

## --- Joueurs absents : l’horloge, les vacances, le temps écoulé, les remplaçants et le bot (bot/seating.py) ---
# bot-duration se lit après « encore » ou « pour » : « a encore 2 jours et 3 heures », « moins d’une heure ».

bot-duration = { $days ->
    [0] { "" }
    [one] 1 jour{ $hours ->
        [0] { "" }
       *[other] { " et " }
    }
   *[other] { $days } jours{ $hours ->
        [0] { "" }
       *[other] { " et " }
    }
}{ $hours ->
    [0] { $days ->
        [0] moins d’une heure
       *[other] { "" }
    }
    [one] 1 heure
   *[other] { $hours } heures
}
bot-clock = Horloge : { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
} par décision, puis une réserve de { $reserve ->
    [one] { $reserve } jour
   *[other] { $reserve } jours
} par joueur ; vacances jusqu’à { $vacation ->
    [one] { $vacation } jour
   *[other] { $vacation } jours
} par joueur.
bot-clock-off = Pas d’horloge ; vacances jusqu’à { $vacation ->
    [one] { $vacation } jour
   *[other] { $vacation } jours
} par joueur.
bot-clock-bad-limit = L’horloge est un nombre entier d’heures par décision, de 1 à { $max } (0 : pas d’horloge).
bot-clock-bad-reserve = La réserve est un nombre entier de jours, de 0 à { $max }.
bot-clock-bad-vacation = Le crédit de vacances est un nombre entier de jours, de 0 à { $max }.
bot-clock-started = L’horloge ne peut être modifiée qu’avant le début de la partie.
bot-clock-seat-time = { $player } a encore { $left }.
bot-clock-seat-vacation = { $player } est en vacances pour encore { $left }.
bot-clock-seat-timed-out = { $player } n’a plus de temps : la table décide de la suite.
bot-clock-seat-bot = Le bot joue pour { $player } jusqu’à son retour.
bot-clock-seat-gone = Le bot joue pour { $player } (qui a quitté la partie).
bot-hands = { $player } : place jouée par { $hands }.
bot-hands-person = { $player } ({ $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
})
bot-hands-bot = le bot ({ $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
})
bot-vacation-started = { $player } part en vacances pour { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} : son horloge est arrêtée et il n’y a plus de rappels. (Il reste { $left ->
    [one] { $left } jour
   *[other] { $left } jours
} de vacances ; /partie retour y met fin plus tôt.)
bot-vacation-already = Tu es déjà en vacances (encore { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}) ; /partie retour y met fin.
bot-vacation-too-long = { $left ->
    [0] Il ne te reste aucun jour de vacances
    [one] Il te reste { $left } jour de vacances
   *[other] Il te reste { $left } jours de vacances
} dans cette partie, des vacances de { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} ne sont donc pas possibles.
bot-vacation-out-of-time = Ton temps est écoulé et la table décide de la suite : joue plutôt ton coup.
bot-vacation-bot-plays = Le bot joue à ta place en ce moment : reprends d’abord ta place avec /partie retour.
bot-vacation-over = { $count ->
    [one] { $players } revient de vacances : son horloge tourne de nouveau.
   *[other] { $players } reviennent de vacances : leurs horloges tournent de nouveau.
}
bot-back-nothing = Tu n’es pas en vacances et personne ne joue à ta place.
bot-back-vacation = { $player } revient de vacances : son horloge tourne de nouveau.
bot-back-seat = { $player } reprend sa place et la joue de nouveau dès la prochaine décision.
bot-seat-bot-plays = Le bot joue à ta place en ce moment. Reprends ta place avec /partie retour, puis joue ton coup.
bot-seat-left = Tu as quitté cette partie : le bot ou un remplaçant joue désormais ta place.
bot-seat-unknown = Cette personne ne joue pas dans cette partie.
bot-seat-already-left = Ce joueur a déjà quitté la partie.
bot-resign-confirm = Déclarer forfait dans cette partie ? Le bot jouera alors à ta place, et la table pourra la confier à un remplaçant. Appuie de nouveau sur le bouton pour confirmer.
bot-resigned = { $player } déclare forfait. Le bot joue désormais à sa place ; /partie remplacer la confie à un remplaçant.
bot-remove-not-timed-out = Un joueur ne peut être retiré qu’une fois son temps écoulé.
bot-removed = L’hôte retire { $player } de la partie : le bot joue désormais pour cette place ; /partie remplacer la confie à un remplaçant.
bot-not-at-table = Seuls les joueurs de cette table, son hôte ou un modérateur peuvent choisir cela.
bot-replace-not-absent = { $player } joue toujours : une place n’est confiée à un remplaçant qu’après un temps écoulé, pendant que le bot la joue, ou à la demande de son propre joueur.
bot-replace-already-playing = { $player } joue déjà dans cette partie.
bot-replace-not-a-person = Un remplaçant est une personne : un autre bot ne peut pas prendre la place.
bot-substitute = { $substitute } prend la place laissée par { $player }, avec ses cartes et son tour.
bot-timeout = { $count ->
    [one] { $players } n’a plus de temps.
   *[other] { $players } n’ont plus de temps.
} Les autres joueurs (ou l’hôte) choisissent : attendre encore une fois, laisser le bot jouer cette place jusqu’au retour de son joueur, ou la confier à un remplaçant avec /partie remplacer.
bot-timeout-none = Personne n’est à court de temps à cette table.
bot-timeout-own = C’est ta propre place qui n’a plus de temps : joue simplement ton coup.
bot-timeout-bad-choice = Les choix sont : attendre, ou le bot.
bot-timeout-wait = La table attend encore une fois { $players }.
bot-timeout-bot = Le bot joue pour { $players } ; /partie retour permet de reprendre sa place.
bot-button-resign = Déclarer forfait
bot-button-wait = Attendre
bot-button-seatbot = Le bot joue
## Dans le journal de la partie
bot-log-vacation = { $player } part en vacances pour { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}.
bot-log-vacation-over = { $player } revient de vacances.
bot-log-back-vacation = { $player } revient de vacances plus tôt que prévu.
bot-log-back-seat = { $player } reprend sa place au bot.
bot-log-resigned = { $player } déclare forfait ; le bot joue à sa place.
bot-log-removed = L’hôte retire { $player } de la partie ; le bot joue à sa place.
bot-log-timeout = { $player } n’a plus de temps.
bot-log-timeout-wait = La table attend encore une fois { $player }.
bot-log-timeout-bot = Le bot joue pour { $player }.
bot-log-substitute = { $substitute } prend la place laissée par { $player }.

## --- Apprendre les jeux : /règles et /aide ---
## /aide part en trois messages privés, un par clé bot-help-* ci-dessous ; chacun tient en 1500 caractères
## (TableService.HELP_PART_MAX, vérifié par les tests dans chaque langue). En Fluent, une ligne de continuation
## ne peut pas commencer par « * » : écrire { "**" } à sa place.

bot-rules-heading = **{ $game } · { $title }** ({ $page }/{ $pages })
bot-rules-unknown-game = Il n’y a pas de guide des règles pour ce jeu. Les jeux : { $games }.
bot-rules-unknown-page = Ce guide n’a pas de telle page. Ses pages : { $pages }.
bot-rules-this-table = **Cette table :** { $options }.
bot-button-previous = ◀ Précédent
bot-button-next = Suivant ▶
bot-button-share = Montrer à tous
bot-help-playing = **Jouer ici.** Une partie vit dans un salon ou un fil et dure des heures ou des jours : nul besoin d’être en ligne en même temps. Les jeux : { $games }.
    - **Commencer :** `/partie nouvelle` ouvre une table (horloge, fil dédié et images sont en option) ; les autres appuient sur **Rejoindre** ; l’hôte appuie sur **Commencer**.
    - **Jouer :** quand c’est ton tour, on te mentionne ; appuie sur **Jouer** (ou tape `/jouer`) et choisis. Tes cartes sont derrière **Mon écran** (`/main`), pour toi seulement. Une image du plateau suit chaque tour.
    - **Rappels :** ils arrivent après 24 heures, puis 48 et 72 ; `/partie silence` les coupe pour ce tour. `/partie annuler` reprend ton dernier coup tant que rien de nouveau n’a été révélé.
    - **Apprendre :** `/règles` présente les règles d’un jeu page par page.
bot-help-commands = **Les commandes.**
    `/partie nouvelle`, `/partie rejoindre`, `/partie quitter`, `/partie commencer` : la table avant la partie
    `/jouer`, `/main` : ton coup, tes cartes
    `/partie plateau`, `/partie état`, `/partie journal`, `/parties` : le plateau, l’état de la partie, ce qui s’est passé, tes parties
    `/partie annuler`, `/partie silence`, `/partie réglages` : reprendre un coup, silence pour ce tour, rappels et langues
    `/règles`, `/aide` : les guides des règles, cette aide
bot-help-absent = **Joueurs absents et parties terminées.**
    - **Limites de temps :** avec une horloge, ce qui dépasse la limite est pris sur ta réserve. Tu t’absentes ? `/partie vacances` met ton horloge en pause. Temps écoulé ? La table choisit : attendre, laisser jouer le bot, ou un remplaçant.
    `/partie horloge`, `/partie vacances`, `/partie retour` : l’horloge, des vacances, le retour à ta place
    `/partie forfait`, `/partie remplacer`, `/partie retirer`, `/partie abandonner` : déclarer forfait, un remplaçant, retirer un joueur hors délai, finir la partie pour tous
    `/partie historique`, `/partie revoir`, `/partie exporter`, `/statistiques` : parties finies, film, enregistrement, classements
