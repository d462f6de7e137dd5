## Messages communs à tous les jeux : les refus que le moteur donne pour n’importe quel jeu.

core-error-amount = Choisis un nombre entier de { $min } à { $max }.
core-error-bad-state = Impossible de lire cette partie sauvegardée ({ $detail }).
core-error-choose-many = Choisis de { $min } à { $max } des options proposées.
core-error-choose-one = Choisis l’une des options proposées.
core-error-duplicate-option = Tu as choisi deux fois la même option.
core-error-game-over = Cette partie est terminée : il n’y a plus rien à décider.
core-error-not-awaited = Aucune décision ne t’attend pour le moment.
core-error-option-type = L’option de partie « { $name } » a une valeur qu’elle ne peut pas prendre.
core-error-player-count = { $game } se joue de { $min } à { $max } joueurs, pas à { $count }.
core-error-rules-version = Cette partie a été sauvegardée avec la version { $found } des règles ; ce bot joue la version { $expected }.
core-error-seed = La graine de la partie doit être un nombre entier.
core-error-stale = Le plateau a changé depuis que tu l’as regardé. Regarde à nouveau et refais ton choix.
core-error-unknown-game = Il n’existe aucun jeu nommé « { $game } ».
core-error-unknown-option = « { $option } » ne fait pas partie de tes options pour le moment.
core-error-unknown-option-name = Il n’existe aucune option de partie nommée « { $name } ».

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
core-cli-score-line = { $place }. { $player } : { $total } PV ({ $parts }) ; départage { $tiebreak }
