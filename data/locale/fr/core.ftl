## Messages communs à tous les jeux : les refus que le moteur donne pour n’importe quel jeu.

core-error-amount = Choisis un nombre entier de { $min } à { $max }.
core-error-bad-state = Impossible de lire cette partie sauvegardée ({ $detail }).
core-error-choose-many = Choisis de { $min } à { $max } des options proposées.
core-error-choose-one = Choisis l’une des options proposées.
core-error-duplicate-option = Tu as choisi deux fois la même option.
core-error-game-over = Cette partie est terminée : il n’y a plus rien à décider.
core-error-not-awaited = Aucune décision ne t’attend pour le moment.
core-error-option-type = L’option de partie « { $name } » a une valeur qu’elle ne peut pas prendre. Valeurs possibles : { $allowed }.
core-error-option-whole = L’option de partie « { $name } » prend un nombre entier.
core-error-player-count = { $game } se joue de { $min } à { $max } joueurs, pas à { $count }.
core-error-rules-version = Cette partie a été sauvegardée avec la version { $found } des règles ; ce bot joue la version { $expected }.
core-error-seed = La graine de la partie doit être un nombre entier.
core-error-stale = Le plateau a changé depuis que tu l’as regardé. Regarde à nouveau et refais ton choix.
core-error-unknown-game = Il n’existe aucun jeu nommé « { $game } ».
core-error-unknown-option = « { $option } » n’est pas un choix possible pour le moment.
core-error-unknown-option-name = Il n’existe aucune option de partie nommée « { $name } ». Options de ce jeu : { $known }.
core-error-no-options = Il n’existe aucune option de partie nommée « { $name } » : ce jeu n’a pas d’options.

core-error-record-unfinished = Seule une partie terminée peut être enregistrée : celle-ci n’est pas finie.
core-error-record-bad = Ce fichier n’est pas un enregistrement de partie lisible ({ $detail }).
core-error-record-format = Ce fichier n’est pas un enregistrement de partie de Builders' Table.
core-error-record-newer = Cet enregistrement de partie est au format version { $found }, écrit par un programme plus récent ; ce programme lit jusqu’à la version { $expected }.
core-error-record-game = Cet enregistrement est celui d’un jeu que ce programme ne connaît pas : « { $game } ».
core-error-record-version = Cet enregistrement (jeu : { $game }) a été fait avec { $differences } : sa relecture pourrait différer.
core-record-schema = le format de sauvegarde { $found } (ce programme a le format { $expected })
core-record-rules-version = la version { $found } des règles (ce programme a la version { $expected })
core-record-content = d’autres cartes et plateaux, données { $found } (ce programme a les données { $expected })
core-error-record-refused = Le coup { $number } de l’enregistrement est refusé : { $reason }
core-error-record-diverged = La relecture ne finit pas comme l’enregistrement : { $why }
core-record-not-over = après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, la partie n’est pas finie.
core-record-other-end = l’état final diffère de celui de l’enregistrement.

## --- La ligne de commande du moteur : python -m engine play (engine/__main__.py) ---

core-cli-usage = { $prog } : { $error } (voir { $prog } --help)
core-cli-unknown-language = Aucun catalogue pour la langue « { $language } ». Langues disponibles : { $languages }.
core-cli-stopped = Arrêté.
core-cli-player = { $colour } (J{ $number })
core-cli-colour-red = Rouge
core-cli-colour-blue = Bleu
core-cli-colour-green = Vert
core-cli-colour-yellow = Jaune
core-cli-colour-purple = Violet
core-cli-colour-orange = Orange
core-cli-colour-black = Noir
core-cli-amount = un nombre de { $min } à { $max } :
core-cli-choose = ton choix (numéro) :
core-cli-type-a-number = tape l’un des numéros ci-dessus
core-cli-refused = refusé : { $reason }
core-cli-final-scores = Scores finaux :
core-cli-score-line = { $place }. { $player } : { $total } PV ({ $parts }) ; départage { $tiebreak }

## --- python -m engine replay FICHIER : un enregistrement de partie rejoué (python -m render replay : avec --images) ---

core-cli-replay-unreadable = Impossible de lire { $file } : { $reason }
core-cli-replay-unwritable = Impossible d’écrire { $file } : { $reason }
core-cli-replay-too-large = Ce fichier n’est pas un enregistrement de partie lisible : il dépasse { $megabytes } Mo.
core-cli-replay-too-deep = Ce fichier n’est pas un enregistrement de partie lisible : ses données sont imbriquées sur plus de { $limit ->
    [one] { $limit } niveau
   *[other] { $limit } niveaux
}.
core-cli-replay-too-long = Ce fichier n’est pas un enregistrement de partie lisible : le champ { $field } dépasse { $limit ->
    [one] { $limit } caractère
   *[other] { $limit } caractères
}.
core-cli-replay-too-many = Ce fichier n’est pas un enregistrement de partie lisible : le champ { $field } contient plus de { $limit ->
    [one] { $limit } élément
   *[other] { $limit } éléments
}.
core-cli-replay-out-of-range = Ce fichier n’est pas un enregistrement de partie lisible : le champ { $field } doit être un nombre entier de { $min } à { $max }.
core-cli-replay-anyway-hint = Utilise --anyway pour rejouer la partie quand même.
core-cli-replay-warning = Attention : { $message } La relecture continue quand même.
core-cli-replay-done = { $moves ->
    [one] { $moves } coup rejoué
   *[other] { $moves } coups rejoués
} : l’état final est identique à celui de l’enregistrement.
core-cli-replay-images = { $count ->
    [one] { $count } image du plateau
   *[other] { $count } images du plateau
}, les scores finaux ({ $scores }) et le film de la partie ({ $replay }) dans { $folder }
core-cli-replay-images-elsewhere = python -m engine replay ne dessine aucune image : pour elles, utilise python -m render replay FICHIER --images DOSSIER.
