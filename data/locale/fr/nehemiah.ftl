## Néhémie. Les noms et textes des cartes et des chefs sont les nôtres.
## Les noms imbriqués (plateaux, cartes, chefs, banque, joueurs) arrivent ici déjà rendus, sans article.
## Plateaux : « Muraille » et « Garde » sont féminins, « Temple » masculin ; les phrases choisissent
## l’article par un sélecteur sur le nom rendu ([Muraille], [Garde], sinon masculin).
## Chefs de chantier : tous les noms sont masculins et commencent par une consonne, d’où « le { $leader } ».
## Pluriels (CLDR pour le français) : one = 0 et 1, other = le reste ; « bois » et « or » sont invariables ;
## PV = points de victoire.

nehemiah-title = Néhémie
nehemiah-option-leaders = Variante Chefs de chantier
nehemiah-the-bank = la banque
nehemiah-list = { $items }
nehemiah-where = colonne { $column }, carte { $position } ({ $card })
nehemiah-cost = { $wood ->
    [0] { $gold } or
   *[other] { $gold ->
        [0] { $wood } bois
       *[other] { $wood } bois et { $gold } or
    }
}

## Composantes du score (résultats finaux)

nehemiah-part-influence = { $vp } pour l’influence
nehemiah-part-gates = { $vp } pour les portes
nehemiah-part-wood = { $vp } pour le bois
nehemiah-part-gold = { $vp } pour l’or
nehemiah-part-cards = { $vp } pour les cartes
nehemiah-part-leaders = { $vp } pour les chefs

## Plateaux

nehemiah-board-wall = Muraille
nehemiah-board-temple = Temple
nehemiah-board-guard = Garde
# board picture: a player's wood and gold (shown at the end), a column's cards without a worker
render-nehemiah-wood = bois
render-nehemiah-gold = or
render-nehemiah-free = libres

## Cartes de travail

nehemiah-card-WOOD1 = 1 Bois
nehemiah-card-WOOD2 = 2 Bois
nehemiah-card-GOLD2 = 2 Or
nehemiah-card-GOLD3 = 3 Or
nehemiah-card-LUMBER = Dépôt de bois
nehemiah-card-VP1 = Bénédiction (1 PV)
nehemiah-card-WALL1 = Bâtir la muraille ×1
nehemiah-card-WALL2 = Bâtir la muraille ×2
nehemiah-card-GUARD1 = Former un garde ×1
nehemiah-card-GUARD2 = Former un garde ×2
nehemiah-card-TEMPLE1 = Offrande au Temple ×1
nehemiah-card-TEMPLE2 = Offrande au Temple ×2
nehemiah-card-GATE = Ériger une porte
nehemiah-card-REFRESH = Second souffle
nehemiah-card-PLACE2 = Renforts
nehemiah-card-PLACE_ANY = N’importe où
nehemiah-card-REPLACE = Prendre un poste
nehemiah-card-SWAP_W = Changer de place
nehemiah-card-SWAP_C = Changer les plans
nehemiah-card-USE_OCC = Bras empruntés

## Chefs de chantier

nehemiah-leader-L01 = Maçon du grand prêtre
nehemiah-leader-L01-text = Immédiatement : place 1 cube sur la Muraille et 1 sur le Temple.
nehemiah-leader-L02 = Portier
nehemiah-leader-L02-text = Immédiatement : prends gratuitement la carte Porte du dessus.
nehemiah-leader-L03 = Recruteur
nehemiah-leader-L03-text = Immédiatement : mets de côté des paires ouvrier + bois ou or ; 2 PV par paire.
nehemiah-leader-L04 = Forestier
nehemiah-leader-L04-text = Cette manche : +1 bois chaque fois qu’une carte que tu utilises te donne du bois.
nehemiah-leader-L05 = Trésorier
nehemiah-leader-L05-text = Cette manche : +1 or chaque fois qu’une carte que tu utilises te donne de l’or.
nehemiah-leader-L06 = Scribe
nehemiah-leader-L06-text = Avant le décompte de cette manche : déplace le cube d’un joueur vers un autre plateau.
nehemiah-leader-L07 = Géomètre
nehemiah-leader-L07-text = Juste après le remplacement d’une colonne : échange 2 cartes de la nouvelle colonne.
nehemiah-leader-L08 = Contremaître
nehemiah-leader-L08-text = À tout moment : place un ouvrier selon la règle normale.
nehemiah-leader-L09 = Surveillant
nehemiah-leader-L09-text = À tout moment : 1 PV par colonne où se trouve un de tes ouvriers épuisés.
nehemiah-leader-L10 = Fourrier
nehemiah-leader-L10-text = Avant ou après ton action : échange 2 ouvriers quelconques placés sur des cartes.
nehemiah-leader-L11 = Messager
nehemiah-leader-L11-text = Avant ou après ton action : déplace ton ouvrier prêt vers n’importe quelle carte vide.
nehemiah-leader-L12 = Chef de corvée
nehemiah-leader-L12-text = Au lieu de ton action : place jusqu’à 2 ouvriers.
nehemiah-leader-L13 = Maître bâtisseur
nehemiah-leader-L13-text = Au lieu de ton action : active jusqu’à 2 de tes ouvriers.
nehemiah-leader-L14 = Régisseur
nehemiah-leader-L14-text = Au lieu de ton action : active pour toi l’ouvrier prêt d’un autre joueur.
nehemiah-leader-L15 = Gouverneur
nehemiah-leader-L15-text = Avant le tour d’un autre joueur : choisis l’action qu’il doit faire.

## Questions

nehemiah-ask-turn = À toi : envoie un ouvrier au travail ou active l’un des tiens.
nehemiah-ask-work = Faire le travail de « { $card } » ?
nehemiah-ask-reuse = Paie 1 or pour utiliser une carte plus haut occupée par un ouvrier épuisé, ou termine ton action.
nehemiah-ask-cube-source = Plus de cubes en réserve : de quel plateau prendre { $count ->
    [one] { $count } cube
   *[other] { $count } cubes
} pour { $board ->
    [Muraille] la
    [Garde] la
   *[other] le
} { $board } ?
nehemiah-ask-refresh = Relever quel ouvrier épuisé ? (encore { $left })
nehemiah-ask-place = Placer un ouvrier dans quelle colonne ? (encore { $left })
nehemiah-ask-place-any = Placer un ouvrier sur quelle carte vide ?
nehemiah-ask-replace = Remplacer quel ouvrier d’un autre joueur ?
nehemiah-ask-use-occupied = Utiliser quelle carte occupée (1 or chacune) ? (encore { $left })
nehemiah-ask-swap_workers-column = Échanger deux ouvriers dans quelle colonne ?
nehemiah-ask-swap_workers-pair = Quels deux ouvriers de la colonne { $column } échangent leurs places ?
nehemiah-ask-swap_cards-column = Échanger deux cartes dans quelle colonne ?
nehemiah-ask-swap_cards-pair = Quelles deux cartes de la colonne { $column } échangent leurs places ?
nehemiah-ask-neutral = Placer ton ouvrier neutre (épuisé) dans quelle colonne ?
nehemiah-ask-auction-open = Ouvre une enchère : quel chef mets-tu à prix ?
nehemiah-ask-bid-workers = Offre secrète pour le { $leader } : combien d’ouvriers ?
nehemiah-ask-bid-wood = Offre secrète pour le { $leader } : combien de bois ?
nehemiah-ask-bid-gold = Offre secrète pour le { $leader } : combien d’or ?
nehemiah-ask-pairs-wood = Combien de paires ouvrier + bois mets-tu de côté (2 PV chacune) ?
nehemiah-ask-pairs-gold = Combien de paires ouvrier + or mets-tu de côté (2 PV chacune) ?
nehemiah-ask-move-cube-from = Déplacer le cube de qui, depuis quel plateau ?
nehemiah-ask-move-cube-to = Déplacer le cube vers quel plateau ?
nehemiah-ask-swap-any-first = Échanger quel ouvrier en premier ?
nehemiah-ask-swap-any-second = L’échanger avec quel ouvrier ?
nehemiah-ask-move-ready-from = Déplacer lequel de tes ouvriers prêts ?
nehemiah-ask-move-ready-to = Le déplacer vers quelle carte vide ?
nehemiah-ask-activations = Activer lequel de tes ouvriers ? (encore { $left })
nehemiah-ask-activate-other = Activer quel ouvrier prêt d’un autre joueur ?
nehemiah-ask-run-turn = C’est toi qui diriges le tour suivant ({ $target }) : choisis son action.
nehemiah-ask-window-turn = { $active } va jouer son tour. Jouer une carte Chef maintenant ?
nehemiah-ask-window-after = Ton action est faite. Jouer une carte Chef avant la fin du tour ?
nehemiah-ask-window-replaced = La colonne { $column } vient d’être remplacée. Jouer une carte Chef maintenant ?
nehemiah-ask-window-scoring = Les plateaux vont être décomptés. Jouer une carte Chef maintenant ?

## Options

nehemiah-opt-skip = Passer le travail
nehemiah-opt-done = Terminé
nehemiah-opt-pass = Passer (aucune action possible)
nehemiah-opt-keep = Pas maintenant
nehemiah-opt-quiet = Non, et ne plus demander cette manche
nehemiah-opt-leader = Jouer le { $leader }
nehemiah-opt-auction = Mettre à prix le { $leader }
nehemiah-opt-place = Placer un ouvrier : { $where }
nehemiah-opt-activate = Activer ton ouvrier : { $where }
nehemiah-opt-force-place = { $target } doit placer un ouvrier : { $where }
nehemiah-opt-force-activate = { $target } doit activer : { $where }
nehemiah-opt-activate-other = Activer l’ouvrier ({ $owner }) : { $where }
nehemiah-opt-use = Payer 1 or à { $to } : utiliser { $where }
nehemiah-opt-refresh = Relever ton ouvrier : { $where }
nehemiah-opt-place_any = Placer un ouvrier : { $where }
nehemiah-opt-replace = Remplacer l’ouvrier ({ $owner }) : { $where }
nehemiah-opt-column = Colonne { $column }
nehemiah-opt-swap = Échanger { $first } et { $second }
nehemiah-opt-cube-from = Prendre un cube { $board ->
    [Muraille] de la
    [Garde] de la
   *[other] du
} { $board }
nehemiah-opt-cube-of = Cube ({ $owner }) { $board ->
    [Muraille] sur la
    [Garde] sur la
   *[other] sur le
} { $board }
nehemiah-opt-board = Vers { $board ->
    [Muraille] la
    [Garde] la
   *[other] le
} { $board }
nehemiah-opt-slot = Déplacer en { $where }
nehemiah-opt-worker-on = Ton ouvrier prêt : { $where }
nehemiah-opt-worker-at = { $neutral ->
    [1] Ouvrier neutre
   *[0] Ouvrier ({ $owner })
} ({ $exhausted ->
    [1] épuisé
   *[0] prêt
}) : { $where }
nehemiah-do-take = Prendre { $wood ->
    [0] {""}
   *[other] { $wood } bois
}{ $gold ->
    [0] {""}
   *[other] { $gold } or
}{ $vp ->
    [0] {""}
   *[other] { $vp } PV
}
nehemiah-do-exchange = Payer { $cost } et prendre { $wood ->
    [0] { $gold } or
   *[other] { $wood } bois
}
nehemiah-do-influence = Payer { $cost } : { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
} { $board ->
    [Muraille] sur la
    [Garde] sur la
   *[other] sur le
} { $board }
nehemiah-do-gate = Payer { $cost } : prendre la carte Porte du dessus

## Événements

nehemiah-ev-turn = À { $player } de jouer.
nehemiah-ev-place = { $player } envoie un ouvrier en { $where }.
nehemiah-ev-neutral = { $player } pose un ouvrier neutre épuisé en { $where }.
nehemiah-ev-activate = { $player } active son ouvrier en { $where }.
nehemiah-ev-activate-other = { $player } active l’ouvrier appartenant à { $owner } en { $where }.
nehemiah-ev-paid-use = { $player } paie 1 or à { $to } pour utiliser { $where }.
nehemiah-ev-skip-work = { $player } ne fait pas le travail de « { $card } ».
nehemiah-ev-gain = { $player } { $paid ->
    [1] paie { $cost } et prend
   *[0] prend
}{ $wood ->
    [0] {""}
   *[other] { " " }{ $wood } bois
}{ $gold ->
    [0] {""}
   *[other] { " " }{ $gold } or
}{ $vp ->
    [0] {""}
   *[other] { " " }{ $vp } PV
} ({ $card }).
nehemiah-ev-pay = { $player } paie { $cost } pour « { $card } ».
nehemiah-ev-cubes = { $player } place { $count ->
    [one] { $count } cube
   *[other] { $count } cubes
} { $board ->
    [Muraille] sur la
    [Garde] sur la
   *[other] sur le
} { $board }.
nehemiah-ev-move-own-cube = { $player } déplace un cube { $source ->
    [Muraille] de la
    [Garde] de la
   *[other] du
} { $source } vers { $target ->
    [Muraille] la
    [Garde] la
   *[other] le
} { $target }.
nehemiah-ev-gate = { $player } paie { $cost } et érige une porte.
nehemiah-ev-gate-free = { $player } érige une porte gratuitement.
nehemiah-ev-gate-private = La porte vaut { $vp } PV.
nehemiah-ev-refresh = { $player } relève son ouvrier en { $where }.
nehemiah-ev-replace = { $player } prend le poste occupé par { $owner } en { $where }.
nehemiah-ev-swap-workers = { $player } échange les ouvriers des cartes { $first } et { $second } de la colonne { $column }.
nehemiah-ev-swap-cards = { $player } échange les cartes { $first } et { $second } de la colonne { $column }.
nehemiah-ev-pass = { $player } ne peut pas agir et passe.
nehemiah-ev-deal = Nouvelles cartes en colonne { $column } : { $cards }.
nehemiah-ev-column-discarded = La colonne { $column } est défaussée ; ses ouvriers rentrent chez eux.
nehemiah-ev-column-removed = La colonne { $column } est retirée : il n’y a plus de cartes.
nehemiah-ev-end-triggered = La pioche de la dernière manche est vide : encore { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} avant la fin.
nehemiah-ev-exceptional = Personne ne peut agir : { $count ->
    [one] la colonne la plus à gauche est remplacée
   *[other] les { $count } colonnes les plus à gauche sont remplacées
}.
nehemiah-ev-round-end = Fin de la manche { $round } : décompte des plateaux.
nehemiah-ev-round-start = Début de la manche { $round }.
nehemiah-ev-board-scored = { $board } : { $results }.
nehemiah-score-line = { $player } { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
} → { $vp } PV
nehemiah-ev-leader-cube = { $player } a le plus de cubes { $board ->
    [Muraille] sur la
    [Garde] sur la
   *[other] sur le
} { $board } et en retire un.
nehemiah-ev-income = Chacun reprend ses ouvriers mis de côté et reçoit { $wood } bois et { $gold } or.
nehemiah-ev-final = { $player } : { $gates } PV pour les portes, { $resources } PV pour le bois et l’or, { $total } PV au total.
nehemiah-ev-game-over = La partie est terminée.
nehemiah-ev-leaders-revealed = Chefs à engager cette manche : { $leaders }.
nehemiah-ev-leader-boxed = Le { $leader } ne trouve pas d’employeur et est retiré du jeu.
nehemiah-ev-auction-open = { $player } ouvre les enchères pour le { $leader }.
nehemiah-ev-bid-in = { $player } a remis une offre secrète.
nehemiah-ev-bid-private = Ton offre : { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
}, { $wood } bois, { $gold } or.
nehemiah-bid = { $player } { $workers }/{ $wood }/{ $gold }
nehemiah-ev-auction-won = Offres (ouvriers/bois/or) : { $bids }. { $player } engage le { $leader }.
nehemiah-ev-leader = { $player } joue le { $leader }.
nehemiah-ev-vp-columns = { $player } gagne { $vp } PV ({ $columns ->
    [one] { $columns } colonne
   *[other] { $columns } colonnes
} avec un ouvrier épuisé).
nehemiah-ev-pairs = { $player } met de côté { $pairs ->
    [one] { $pairs } paire
   *[other] { $pairs } paires
} et gagne { $vp } PV.
nehemiah-ev-move-cube = { $player } déplace un cube ({ $owner }) { $source ->
    [Muraille] de la
    [Garde] de la
   *[other] du
} { $source } vers { $target ->
    [Muraille] la
    [Garde] la
   *[other] le
} { $target }.
nehemiah-ev-swap-any = { $player } échange les ouvriers en { $first } et en { $second }.
nehemiah-ev-move-ready = { $player } déplace son ouvrier prêt : { $first } → { $second }.
nehemiah-ev-run-turn = { $player } dirigera le prochain tour ({ $target }).
nehemiah-ev-run-turn-void = L’action choisie pour { $player } n’est plus possible : son tour se joue normalement.

## Résumé personnel d’un joueur (/main)

nehemiah-hand = Derrière ton écran : { $wood } bois, { $gold } or, { $vp } PV, { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} ; portes : { $gates }.
