## Où en est une partie (engine.standing, affiché par /partie état) : la phase, une ligne par joueur
## avec les seules informations publiques, une note sur la partie dans son ensemble. Les mots de phase
## déjà utilisés par les images viennent de render.ftl et des catalogues des jeux ; $line est la ligne
## d’un joueur, rédigée ci-dessous.
## Pluriels (CLDR fr) : one = 0 et 1, d’où « { $n } porte » plutôt que « 1 porte » dans [one] ;
## les variantes exactes [0] passent avant one.

## Néhémie : les points de victoire restent derrière les écrans jusqu’à la fin ; la ligne montre donc la
## progression publique : cubes sur les plateaux, portes, ouvriers derrière l’écran (et cartes Chef).

standing-nehemiah-phase-turns = Tours des joueurs
standing-nehemiah-phase-auction = Enchères des chefs
standing-nehemiah-phase-scoring = Décompte de la manche
standing-nehemiah-phase-final-scoring = Décompte final
standing-nehemiah-final-round = Dernière manche
standing-nehemiah-final-turns = Fin de partie : { $turns ->
    [one] { $turns } tour restant
   *[other] { $turns } tours restants
}
standing-nehemiah-player = Cubes : Muraille { $wall }, Temple { $temple }, Garde { $guard } · { $gates ->
    [one] { $gates } porte
   *[other] { $gates } portes
} · { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} derrière l’écran
standing-nehemiah-player-leaders = Cubes : Muraille { $wall }, Temple { $temple }, Garde { $guard } · { $gates ->
    [one] { $gates } porte
   *[other] { $gates } portes
} · { $leaders ->
    [one] { $leaders } chef
   *[other] { $leaders } chefs
} · { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} derrière l’écran
standing-nehemiah-player-final = { $vp } PV · { $line }

## Le Temple : tout est public ; points, concessions bâties sur celles détenues, drachmes, ouvriers.

standing-temple-player = { $score ->
    [one] { $score } point
   *[other] { $score } points
} · Concessions bâties : { $built } sur { $concessions } · { $drachmas } D · { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
}
standing-temple-player-owes = { $line } · Doit { $amount } D

## Architectes du Royaume de l’Ouest : le score tel qu’il serait compté maintenant ; la ligne du Rival
## aussi (nommé par l’interface, comme les joueurs).

standing-architects-phase-play = Placement des ouvriers
standing-architects-player = { $score } PV · { $buildings ->
    [one] { $buildings } bâtiment
   *[other] { $buildings } bâtiments
} · Cathédrale niveau { $cathedral } · Vertu { $virtue } · { $debts ->
    [0] Aucune dette impayée
    [one] 1 dette impayée
   *[other] { $debts } dettes impayées
}
standing-architects-rival = { $line } · Difficulté : { $difficulty }
standing-architects-guildhall = Maison des Guildes : { $filled ->
    [one] { $filled } case occupée
   *[other] { $filled } cases occupées
} sur { $spaces } (quand elle est pleine, le dernier tour commence)

## Esdras et Néhémie : PV, argent et pain ($coins, $food, $gold sont des biens déjà rédigés), ce que
## chacun a reconstruit et ses cubes dans le Temple ; la ligne de l’Adversaire (solo) aussi.

standing-ezra_nehemiah-day = Journée de labeur { $day } sur { $days }
standing-ezra_nehemiah-final-round = Dernière manche
standing-ezra_nehemiah-player = { $vp } PV · { $coins } · { $food } · Reconstruits : { $walls ->
    [one] { $walls } Mur
   *[other] { $walls } Murs
}, { $gates ->
    [one] { $gates } Porte
   *[other] { $gates } Portes
} · Temple : { $temple ->
    [one] { $temple } cube
   *[other] { $temple } cubes
}
standing-ezra_nehemiah-opponent = { $vp } PV · { $coins } · { $gold } · Reconstruits : { $walls ->
    [one] { $walls } Mur
   *[other] { $walls } Murs
}, { $gates ->
    [one] { $gates } Porte
   *[other] { $gates } Portes
} · Temple : { $temple ->
    [one] { $temple } cube
   *[other] { $temple } cubes
}
