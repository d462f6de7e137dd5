## Néhémie : indications d’une ligne sous les options (ce que fait un choix, ce qu’il coûte, ce qu’il
## rapporte), composées à partir des données du jeu par engine/nehemiah/hints.py, un message par effet.
## Discord affiche l’indication comme description d’une entrée de menu : 100 caractères au plus.
## Les noms imbriqués (plateaux, joueurs, quantités) arrivent déjà rendus, sans article ; l’article
## se choisit par un sélecteur sur le nom du plateau ([Muraille], [Garde], sinon masculin), comme
## dans nehemiah.ftl. Pluriels : one = 0 et 1, other = le reste ; « bois », « or » et « PV » sont invariables.

## Quantités

hints-nehemiah-wood = { $count } bois
hints-nehemiah-gold = { $count } or
hints-nehemiah-vp = { $count } PV
hints-nehemiah-cost = { $wood ->
    [0] { $gold } or
   *[other] { $gold ->
        [0] { $wood } bois
       *[other] { $wood } bois + { $gold } or
    }
}
hints-nehemiah-with-cost = { $work } · coût : { $cost }
hints-nehemiah-then-replaced = { $hint } · la colonne sera remplacée

## Cartes de travail, un message par effet (data/nehemiah/kinds.toml)

hints-nehemiah-work-gain = Prends { $gains }
hints-nehemiah-work-influence = Place { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
} { $board ->
    [Muraille] sur la
    [Garde] sur la
   *[other] sur le
} { $board }
hints-nehemiah-work-gate = Prends la carte Porte du dessus ({ $state ->
    [next] { $vp } PV
    [none] plus aucune
   *[other] { $low }–{ $high } PV
})
hints-nehemiah-work-refresh = { $count ->
    [one] Relève un de tes ouvriers épuisés (de nouveau prêt)
   *[other] Relève jusqu’à { $count } de tes ouvriers épuisés (de nouveau prêts)
}
hints-nehemiah-work-place = { $count ->
    [one] Place un ouvrier sur la première carte libre d’une colonne
   *[other] Place jusqu’à { $count } ouvriers, chacun sur la 1re carte libre d’une colonne
}
hints-nehemiah-work-place_any = { $count ->
    [one] Place un ouvrier sur n’importe quelle carte vide
   *[other] Place jusqu’à { $count } ouvriers sur n’importe quelles cartes vides
}
hints-nehemiah-work-replace = { $count ->
    [one] Prends le poste d’un autre joueur (son ouvrier rentre chez lui)
   *[other] Prends jusqu’à { $count } postes d’autres joueurs (leurs ouvriers rentrent chez eux)
}
hints-nehemiah-work-swap_workers = Échange 2 ouvriers d’une même colonne
hints-nehemiah-work-swap_cards = Échange 2 cartes d’une même colonne
hints-nehemiah-work-use_occupied = { $count ->
    [one] Utilise 1 carte occupée pour { $price } or
   *[other] Utilise jusqu’à { $count } cartes occupées, { $price } or chacune
}

## Activer un ouvrier dont tu ne peux pas faire le travail maintenant : pourquoi

hints-nehemiah-lack = Travail impossible : il te manque { $wood ->
    [0] { $gold } or
   *[other] { $gold ->
        [0] { $wood } bois
       *[other] { $wood } bois et { $gold } or
    }
}
hints-nehemiah-no-cubes = Travail impossible : pas assez de tes cubes pour { $board ->
    [Muraille] la
    [Garde] la
   *[other] le
} { $board }
hints-nehemiah-no-gates = Travail impossible : il ne reste plus de carte Porte

## Chefs de chantier : quand, puis quoi (data/nehemiah/leaders.toml)

hints-nehemiah-leader = { $timing } : { $effect }
hints-nehemiah-now-vp = { $hint } (maintenant { $vp } PV)
hints-nehemiah-timing-immediate = Immédiatement
hints-nehemiah-timing-round = Cette manche
hints-nehemiah-timing-before_scoring = Avant le décompte de la manche
hints-nehemiah-timing-any_time = À tout moment
hints-nehemiah-timing-own_turn = Avant ou après ton action
hints-nehemiah-timing-instead = Au lieu de ton action
hints-nehemiah-timing-other_turn = Avant le tour d’un autre joueur
hints-nehemiah-leader-cubes = place { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
} { $count ->
    [one] { $boards ->
        [Muraille] sur la
        [Garde] sur la
       *[other] sur le
    } { $boards }
   *[other] sur chacun de ces plateaux : { $boards }
}
hints-nehemiah-leader-gate = prends gratuitement la carte Porte du dessus
hints-nehemiah-leader-pairs = mets de côté des paires ouvrier + bois ou or, { $vp } PV par paire
hints-nehemiah-leader-bonus = { $bonuses }
hints-nehemiah-bonus-wood = +{ $count } bois chaque fois qu’une carte que tu utilises te donne du bois
hints-nehemiah-bonus-gold = +{ $count } or chaque fois qu’une carte que tu utilises te donne de l’or
hints-nehemiah-leader-move_cube = déplace le cube d’un joueur quelconque vers un autre plateau
hints-nehemiah-leader-swap_new_column = échange 2 cartes de la colonne qui vient d’être remplacée
hints-nehemiah-leader-place = { $count ->
    [one] place un ouvrier selon la règle normale
   *[other] place jusqu’à { $count } ouvriers
}
hints-nehemiah-leader-vp_per_column = { $vp } PV par colonne où se trouve un de tes ouvriers épuisés
hints-nehemiah-leader-swap_any_workers = échange 2 ouvriers quelconques placés sur des cartes
hints-nehemiah-leader-move_ready = déplace ton ouvrier prêt vers n’importe quelle carte vide
hints-nehemiah-leader-activate = { $count ->
    [one] active un de tes ouvriers
   *[other] active jusqu’à { $count } de tes ouvriers
}
hints-nehemiah-leader-activate_other = active pour toi l’ouvrier prêt d’un autre joueur
hints-nehemiah-leader-run_turn = choisis l’action que ce joueur doit faire

## Plateaux d’influence

hints-nehemiah-board = Cubes : { $cubes } · par place : { $scores } PV
hints-nehemiah-cubes-of = { $player } { $cubes }

## Quantités refusées : quelle est la limite

hints-nehemiah-have-workers = { $count ->
    [0] Tu n’as aucun ouvrier derrière ton écran.
    [one] Tu n’as qu’un ouvrier derrière ton écran.
   *[other] Tu n’as que { $count } ouvriers derrière ton écran.
}
hints-nehemiah-have-wood = { $count ->
    [0] Tu n’as pas de bois.
   *[other] Tu n’as que { $count } bois.
}
hints-nehemiah-have-gold = { $count ->
    [0] Tu n’as pas d’or.
   *[other] Tu n’as que { $count } or.
}
hints-nehemiah-pairs-limit = Au plus { $max ->
    [one] { $max } paire
   *[other] { $max } paires
} : tu as { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} et { $stock } pour former des paires.
