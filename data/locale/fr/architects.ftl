## Architectes du Royaume de l’Ouest (Architects of the West Kingdom ; édition française Pixie Games).
## Le Marchand, le Négociant, le Bûcheron, l’Escroc, le Pickpocket, la Gardienne des Portes, la Forteresse
## et le Puits viennent du livret de règles ; tous les autres noms sont les nôtres (rules/architects.md,
## section 13).
## Termes : ouvrier, apprenti, bâtiment (carte Bâtiment), Cathédrale, Vertu (point de Vertu), dette
## (impayée / remboursée), pioche, plateau joueur (face 2), Marché noir (piles Petit et Grand),
## Renouvellement du Marché noir, case, Maison des Guildes, Corps de Garde, Prison, Hôtel de Ville
## (captures), Percepteur et sa réserve de taxes, Atelier, Entrepôt du Roi, Carrière, Forêt, Mines,
## Orfèvre ; l’argent se compte en pièces ; PV. Les ressources et les noms communs s’écrivent en
## minuscules, les lieux, la Cathédrale, la Vertu et la Prison avec une majuscule.
## Les noms imbriqués (cartes, lieux, biens, joueurs) arrivent déjà rendus, sans article : les phrases
## évitent donc « au / à la » devant { $location } (« { $location } : … »). Les listes sont jointes par
## des virgules. Le Rival est un joueur comme les autres : { $player } peut le nommer.
## Pluriels (CLDR fr) : one = 0 et 1, other pour le reste ; [0] exact passe avant one.

architects-title = Architectes du Royaume de l’Ouest

## Options de partie (le salon) ; les valeurs d’une option « choice » sont architects-option-{nom}-{valeur}

architects-option-advanced = Plateaux joueur avancés (face 2)
architects-option-choose-boards = Les joueurs choisissent leur plateau face 2 (sinon tirage au sort)
architects-option-variant = Variante
architects-option-variant-standard = standard
architects-option-variant-solo = solo contre le Rival
architects-option-variant-bot2 = 2 joueurs vs Bot (le Rival)
architects-option-difficulty = Difficulté du Rival
architects-option-difficulty-apprentice = Apprenti (facile)
architects-option-difficulty-journeyman = Compagnon (normal)
architects-option-difficulty-master = Maître (difficile)
architects-error-solo-players = La variante solo se joue à un seul joueur contre le Rival.
architects-error-bot2-players = La variante « 2 joueurs vs Bot » demande exactement 2 joueurs.
architects-automa = Le Rival

## Biens (leur liste est architects-goods) ; la Vertu n’apparaît que dans les gains

architects-clay = { $count ->
    [one] { $count } argile
   *[other] { $count } argiles
}
architects-wood = { $count } bois
architects-stone = { $count ->
    [one] { $count } pierre
   *[other] { $count } pierres
}
architects-gold = { $count } or
architects-marble = { $count ->
    [one] { $count } marbre
   *[other] { $count } marbres
}
architects-silver = { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
}
architects-virtue = { $count ->
    [one] { $count } point de Vertu
   *[other] { $count } points de Vertu
}
architects-goods = { $items }
architects-nothing = rien
architects-nobody = personne
architects-none = néant
architects-workers-of = { $count ->
    [one] { $count } ouvrier
   *[other] { $count } ouvriers
} ({ $player })
architects-cathedral-level = Cathédrale, niveau { $level }

## Lieux (identifiants de Q03 : les neuf lieux à grand cercle, les cases du Marché noir, la Maison des Guildes)

architects-location-quarry = Carrière
architects-location-forest = Forêt
architects-location-mines = Mines
architects-location-silversmith = Orfèvre
architects-location-storehouse = Entrepôt du Roi
architects-location-workshop = Atelier
architects-location-town_centre = Hôtel de Ville
architects-location-tax_collector = Percepteur
architects-location-guard_house = Corps de Garde
architects-location-bm_left = Marché noir, case de gauche
architects-location-bm_middle = Marché noir, case du milieu
architects-location-bm_right = Marché noir, case de droite
architects-location-guildhall = Maison des Guildes

## Compétences

architects-skill-carpentry = Charpenterie
architects-skill-tiling = Toiture
architects-skill-masonry = Maçonnerie

## Parties du score (résultats finaux)

architects-part-buildings = { $vp } pour les bâtiments
architects-part-cathedral = { $vp } pour la Cathédrale
architects-part-virtue = { $vp } pour la Vertu
architects-part-debts = { $vp } pour les dettes impayées
architects-part-goods = { $vp } pour l’or et le marbre
architects-part-silver = { $vp } pour les pièces
architects-part-prison = { $vp } pour les ouvriers en Prison

## Cartes Récompense (data/architects/rewards.toml) : ce que donne chacune

architects-reward-RW01 = 1 point de Vertu et 1 or
architects-reward-RW02 = 1 marbre et 1 pierre
architects-reward-RW03 = 1 point de Vertu et 3 pièces
architects-reward-RW04 = 2 points de Vertu
architects-reward-RW05 = 1 or et 2 pierres
architects-reward-RW06 = 1 marbre et 1 bois
architects-reward-RW07 = 1 point de Vertu et 2 cartes Bâtiment
architects-reward-RW08 = un apprenti gratuit (ou 3 pièces)
architects-reward-RW09 = une dette remboursée gratuitement (ou 3 pièces)
architects-reward-RW10 = 1 or, 1 pierre et 1 bois
architects-reward-RW11 = tous tes ouvriers libérés de Prison et 2 pièces

## Questions

architects-ask-draft = Draft, choix { $pick } sur { $picks } : laquelle de ces { $cards } cartes Bâtiment gardes-tu ?
architects-ask-draft-solo = Draft : choisis { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
} à placer sous la pioche ; tu gardes les autres.
architects-ask-board = Choisis ton plateau joueur (face 2).
architects-ask-place = Où va ton ouvrier ? (encore { $workers } sur ton plateau)
architects-ask-retrieve = Tu n’as plus d’ouvrier sur ton plateau : où en reprends-tu un ? Cela occupe tout ton tour.
architects-ask-mines = Mines (tes ouvriers ici : { $n }) : argile ou or ?
architects-ask-storehouse = Entrepôt du Roi : fais un échange (il en reste { $left }) ou termine.
architects-ask-workshop = Atelier (tes ouvriers ici : { $n }) : embaucher un apprenti ou piocher des cartes Bâtiment ?
architects-ask-hire = Quel apprenti embauches-tu ?
architects-ask-apprentice-discard = Tu peux avoir au plus { $limit } apprentis : qui part pour faire place au nouvel apprenti { $card } ?
architects-ask-keep = Quelle carte Bâtiment gardes-tu ? { $count ->
    [one] Les autres vont sous la pioche.
   *[other] ({ $count } à garder ; les autres vont sous la pioche)
}
architects-ask-capture = Hôtel de Ville : où captures-tu ? ({ $left ->
    [one] encore { $left } capture
   *[other] encore { $left } captures
}, la suivante coûte { $cost ->
    [one] { $cost } pièce
   *[other] { $cost } pièces
})
architects-ask-capture-whom = { $location } : de qui captures-tu les ouvriers ?
architects-ask-guard = Corps de Garde : choisis une action (il en reste { $left }) ou termine.
architects-ask-market = Marché noir : embaucher un apprenti au choix ou piocher des cartes Bâtiment ?
architects-ask-guild = Maison des Guildes : construire un bâtiment ou avancer les travaux de la Cathédrale ?
architects-ask-payment = { $what } : comment paies-tu ?
architects-ask-payment-marble = { $what } : combien de marbre paies-tu ?
architects-ask-cathedral-discard = La Cathédrale te prend une carte Bâtiment de ta main : laquelle va sous la pioche ?
architects-ask-hand-discard = Tu peux garder au plus { $limit } cartes Bâtiment en main : choisis { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} à placer sous la pioche.

## Options

architects-opt-building = { $card }
architects-opt-apprentice = { $card } (compétences : { $skills })
architects-opt-board = { $board } : Vertu { $virtue }, { $silver ->
    [0] pièces de départ habituelles
    [1] pièces de départ +1
    [2] pièces de départ +2
    [3] pièces de départ +3
   *[other] pièces de départ { $silver }
}
architects-opt-place = { $location } (ouvrier n° { $n } ici)
architects-opt-place-space = { $location }
architects-opt-retrieve = { $location } (tes ouvriers ici : { $n })
architects-opt-mines = Prendre { $option }
architects-opt-exchange = { $give } → { $get }
architects-opt-done = Terminer
architects-opt-workshop-hire = Embaucher un apprenti
architects-opt-workshop-draw = Piocher { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
}
architects-opt-hire = { $card } ({ $slot }) : { $cost ->
    [0] gratuit
    [one] { $cost } pièce
   *[other] { $cost } pièces
}{ $silver ->
    [0] {""}
    [one] , { $silver } pièce dessus
   *[other] , { $silver } pièces dessus
}{ $virtue ->
    [0] {""}
    [1] , +1 Vertu
    [2] , +2 Vertu
    [3] , +3 Vertu
   *[other] , { $virtue } Vertu
}
architects-opt-decline = Personne (prendre { $fallback })
architects-opt-capture-at = { $location } ({ $groups ->
    [one] { $groups } groupe
   *[other] { $groups } groupes
})
architects-opt-group = { $player } ({ $count ->
    [one] { $count } ouvrier
   *[other] { $count } ouvriers
})
architects-opt-imprison = Envoyer en Prison les ouvriers capturés ({ $count })
architects-opt-release = Libérer tes ouvriers de la Prison ({ $count })
architects-opt-reclaim-silver = Récupérer tes ouvriers capturés ({ $count }) : { $cost ->
    [one] { $cost } pièce
   *[other] { $cost } pièces
}{ $tax ->
    [0] {""}
   *[other] {" "}({ $tax } de taxe)
}
architects-opt-reclaim-debt = Récupérer tes ouvriers capturés ({ $count }) : { $debts ->
    [one] une dette
   *[other] { $debts } dettes
} et { $virtue ->
    [one] { $virtue } point de Vertu
   *[other] { $virtue } points de Vertu
}
architects-opt-payoff = Rembourser une dette : { $cost ->
    [one] { $cost } pièce
   *[other] { $cost } pièces
}{ $tax ->
    [0] {""}
   *[other] {" "}({ $tax } de taxe)
}
architects-opt-market-hire = Embaucher un apprenti au choix
architects-opt-market-draw = Piocher { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
} et en garder { $keep }
architects-opt-build = { $card } ({ $cost } ; { $vp } PV)
architects-opt-cathedral = Cathédrale, niveau { $level }
architects-opt-payment = { $goods }
architects-opt-payment-marble = { $count ->
    [0] Pas de marbre
    [one] { $count } marbre
   *[other] { $count } marbres
}

## Pourquoi une option n’est pas disponible

architects-why-capture-limit = Ce tour-ci, tes captures ne peuvent venir { $limit ->
    [one] que d’un seul lieu.
   *[other] que de { $limit } lieux au plus.
}
architects-why-tax-empty = La réserve de taxes est vide.
architects-why-silver = Cela coûte { $need ->
    [one] { $need } pièce
   *[other] { $need } pièces
} : il t’en manque { $short }.
architects-why-space-taken = Cette case est occupée.
architects-why-virtue-market = Le Marché noir est interdit à partir de Vertu { $ban } ; ta Vertu est de { $virtue }.
architects-why-middle-idle = Il n’y a ni apprenti à embaucher ni carte Bâtiment à piocher.
architects-why-guildhall = Rien à faire à la Maison des Guildes : tu ne peux ni construire de bâtiment ni avancer les travaux de la Cathédrale.
architects-why-skills = Compétences manquantes : { $skills }.
architects-why-short = Il te manque { $short }.
architects-why-cathedral-top = Tu es au sommet de la Cathédrale.
architects-why-virtue-cathedral = La Cathédrale exige une Vertu de { $need } ou plus ; ta Vertu est de { $virtue }.
architects-why-cathedral-full = Le niveau { $level } de la Cathédrale est complet.
architects-why-cathedral-card = Il te faut une carte Bâtiment en main à sacrifier.
architects-why-no-hire = Tu ne peux embaucher aucun apprenti.
architects-why-deck-empty = La pioche des cartes Bâtiment est vide.

## Événements : mise en place

architects-ev-board = { $player } prend le plateau « { $board } ».
architects-ev-draft-passed = Chacun a gardé une carte et passé le reste au joueur suivant (choix { $pick } sur { $picks }).
architects-ev-draft-done = Le draft est terminé : la construction commence.

## Événements : placer des ouvriers, le tour, la fin

architects-ev-place = { $location } : { $player } y place un ouvrier ({ $n ->
    [one] son premier ici
   *[other] son { $n }e ici
}).
architects-ev-place-space = { $location } : { $player } y place un ouvrier.
architects-ev-place-guildhall = { $player } place un ouvrier à la Maison des Guildes (case { $space } sur { $spaces }).
architects-ev-place-beside = { $player } place un ouvrier à côté de la Maison des Guildes, qui est pleine.
architects-ev-retrieve = { $player } n’a plus d’ouvrier sur son plateau et en reprend un : { $location }.
architects-ev-no-retrieve = { $player } n’a aucun ouvrier à placer ni à reprendre : son tour passe.
architects-ev-hand-discard = { $player } dépasse la limite de main et place { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
} sous la pioche.
architects-ev-put-under = Sous la pioche : { $cards }.
architects-ev-final-round = { $player } prend la dernière case de la Maison des Guildes : chacun joue encore un tour.
architects-ev-stalled = Personne n’a pu agir pendant tout un tour de table : la partie s’arrête.
architects-ev-end-virtue = { $player } ({ $card }) : +{ $virtue ->
    [one] { $virtue } point de Vertu
   *[other] { $virtue } points de Vertu
} en fin de partie.
architects-ev-game-over = La partie est terminée.

## Événements : ressources, Entrepôt du Roi, Percepteur

architects-ev-yield = { $location } : { $player } prend { $goods }.
architects-ev-gain = { $player } gagne { $goods }.
architects-ev-exchange = { $player } échange { $give } contre { $get }.
architects-ev-tax-collector = { $player } prend toute la réserve de taxes ({ $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
}) et perd { $virtue ->
    [one] { $virtue } point de Vertu
   *[other] { $virtue } points de Vertu
}.
architects-ev-take-tax = { $player } prend { $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
} dans la réserve de taxes.

## Événements : l’Atelier et les cartes Bâtiment

architects-ev-hire-workshop = { $player } embauche l’apprenti { $card } ({ $slot }) pour { $paid ->
    [one] { $paid } pièce
   *[other] { $paid } pièces
}{ $extension ->
    [0] {""}
    [one] , dont { $extension } laissée sur les cartes précédentes
   *[other] , dont { $extension } laissées sur les cartes précédentes
}{ $silver ->
    [0] {""}
    [one] , et ramasse la pièce posée dessus
   *[other] , et ramasse les { $silver } pièces posées dessus
}.
architects-ev-hire-free = { $player } embauche l’apprenti { $card } ({ $slot }) gratuitement{ $silver ->
    [0] {""}
    [one] {" "}et ramasse la pièce posée dessus
   *[other] {" "}et ramasse les { $silver } pièces posées dessus
}.
architects-ev-hire-market = { $player } embauche l’apprenti { $card } ({ $slot }) au Marché noir{ $silver ->
    [0] {""}
    [one] {" "}et ramasse la pièce posée dessus
   *[other] {" "}et ramasse les { $silver } pièces posées dessus
}.
architects-ev-hire-declined = { $player } n’embauche personne et prend { $fallback } à la place.
architects-ev-apprentice-discarded = { $player } renvoie son apprenti { $card }.
architects-ev-workshop-idle = { $player } ne peut ni embaucher ni piocher à l’Atelier.
architects-ev-draw = { $player } pioche { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
}.
architects-ev-draw-keep = { $player } pioche { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
} pour en garder { $keep }.
architects-ev-drew-cards = Tu pioches : { $cards }.
architects-ev-kept = { $player } { $kept ->
    [0] garde toutes les cartes piochées
    [one] garde 1 carte
   *[other] garde { $kept } cartes
}{ $under ->
    [0] {""}
    [one] {" "}et en place 1 sous la pioche
   *[other] {" "}et en place { $under } sous la pioche
}.
architects-ev-kept-private = Tu gardes { $card }. Retour sous la pioche : { $under }.

## Événements : l’Hôtel de Ville, le Corps de Garde, les dettes

architects-ev-capture = { $location } : { $player } capture { $count ->
    [one] 1 ouvrier
   *[other] { $count } ouvriers
} ({ $owner }){ $paid ->
    [0] {""}
    [one] {" "}pour { $paid } pièce
   *[other] {" "}pour { $paid } pièces
}{ $stolen ->
    [0] {""}
    [one] {" "}et lui prend { $stolen } pièce
   *[other] {" "}et lui prend { $stolen } pièces
}.
architects-ev-capture-own = { $location } : { $player } reprend { $count ->
    [one] son propre ouvrier
   *[other] ses { $count } propres ouvriers
}{ $paid ->
    [0] {""}
    [one] {" "}pour { $paid } pièce
   *[other] {" "}pour { $paid } pièces
}.
architects-ev-capture-unaffordable = { $player } ne peut pas payer de capture.
architects-ev-imprison = { $player } envoie { $count ->
    [one] { $count } ouvrier capturé
   *[other] { $count } ouvriers capturés
} en Prison et reçoit { $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
}.
architects-ev-release = { $player } libère { $count ->
    [one] { $count } ouvrier
   *[other] { $count } ouvriers
} de la Prison.
architects-ev-reclaim = { $player } récupère { $count ->
    [one] { $count } ouvrier
   *[other] { $count } ouvriers
} sur les plateaux adverses.
architects-ev-paid = { $player } paie { $total ->
    [one] { $total } pièce
   *[other] { $total } pièces
}{ $tax ->
    [0] {""}
   *[other] {" "}(dont { $tax } de taxe)
}.
architects-ev-debt-paid = { $player } rembourse une dette.
architects-ev-debt-reclaim = { $player } prend { $count ->
    [one] une dette
   *[other] { $count } dettes
} pour récupérer ses ouvriers.
architects-ev-debt-prison = { $player } a le plus d’ouvriers en Prison et prend { $count ->
    [one] une dette
   *[other] { $count } dettes
}.
architects-ev-debts-destroyed = { $player } est au sommet de la piste de Vertu : { $count ->
    [one] une dette impayée est détruite
   *[other] { $count } dettes impayées sont détruites
}.
architects-ev-debts-underflow = { $player } ne peut pas descendre sous 0 de Vertu et prend { $count ->
    [one] une dette
   *[other] { $count } dettes
} à la place.

## Événements : le Marché noir et son Renouvellement

architects-ev-market-paid = { $player } paie { $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
} au Marché noir et perd { $virtue ->
    [one] { $virtue } point de Vertu
   *[other] { $virtue } points de Vertu
}.
architects-ev-reset = Renouvellement du Marché noir n° { $number }{ $shuffled ->
    [0] {""}
   *[other] {" "}(la pile Grand est mélangée pour former une nouvelle pile Petit)
}. Nouvelles offres : case de gauche : { $left } ; case de droite : { $right }. En Prison : { $jailed }
architects-ev-reset-shelter = { $player } récupère son ouvrier du Marché noir, qui échappe à la Prison.
architects-ev-reset-release = { $player } libère { $count ->
    [one] { $count } ouvrier
   *[other] { $count } ouvriers
} de la Prison lors du Renouvellement.
architects-ev-reset-gain = { $player } gagne { $goods } lors du Renouvellement.
architects-ev-reset-crowd = { $player } a { $count ->
    [one] { $count } ouvrier
   *[other] { $count } ouvriers
} en Prison et perd { $virtue ->
    [one] { $virtue } point de Vertu
   *[other] { $virtue } points de Vertu
}.

## Événements : la Maison des Guildes et la Cathédrale

architects-ev-paid-goods = { $what } : { $player } paie { $goods }.
architects-ev-build = { $player } construit : { $card } ({ $vp } PV).
architects-ev-cathedral = { $player } atteint le niveau { $level } de la Cathédrale.
architects-ev-cathedral-discard = { $player } sacrifie une carte Bâtiment pour la Cathédrale.
architects-ev-reward = { $player } révèle une récompense : { $card }.
architects-ev-reward-pile-empty = Il ne reste aucune carte Récompense : { $player } gagne { $goods }.
architects-ev-cathedral-gain = { $player } gagne { $goods } grâce à la Cathédrale.

## Événements : le Rival (solo et « 2 joueurs vs Bot »)

architects-ev-rival-shuffle = { $player } mélange son paquet.
architects-ev-rival-card = { $player } révèle sa carte n° { $number }.
architects-ev-rival-recruit = { $player } renvoie l’apprenti { $card } de l’offre sous la pioche des apprentis{ $silver ->
    [0] {""}
    [one] {" "}et ramasse la pièce posée dessus
   *[other] {" "}et ramasse les { $silver } pièces posées dessus
}.
architects-ev-rival-market = { $player } prend { $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
} au Marché noir et perd { $virtue ->
    [one] { $virtue } point de Vertu
   *[other] { $virtue } points de Vertu
}.
architects-ev-rival-build = { $player } construit : { $card } ({ $vp } PV).
architects-ev-rival-reward = { $player } avance les travaux de la Cathédrale ; une carte Récompense quitte la partie : { $card }.

## Le résumé personnel d’un joueur (/hand)

architects-hand = Tu as { $clay ->
    [one] { $clay } argile
   *[other] { $clay } argiles
}, { $wood } bois, { $stone ->
    [one] { $stone } pierre
   *[other] { $stone } pierres
}, { $gold } or, { $marble ->
    [one] { $marble } marbre
   *[other] { $marble } marbres
} et { $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
} ; Vertu { $virtue } ; { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} sur ton plateau ; { $debts ->
    [0] aucune dette impayée
    [one] 1 dette impayée
   *[other] { $debts } dettes impayées
}. Apprentis : { $apprentices }. { $count ->
    [0] Aucune carte Bâtiment en main.
   *[other] Cartes Bâtiment en main ({ $count }) : { $cards }.
}

## Apprentis (data/architects/apprentices.toml)

architects-apprentice-A01 = Marchand
architects-apprentice-A02 = Marchand
architects-apprentice-A03 = Négociant
architects-apprentice-A04 = Négociant
architects-apprentice-A05 = Bûcheron
architects-apprentice-A06 = Bûcheron
architects-apprentice-A07 = Escroc
architects-apprentice-A08 = Escroc
architects-apprentice-A09 = Pickpocket
architects-apprentice-A10 = Pickpocket
architects-apprentice-A11 = Gardienne des Portes
architects-apprentice-A12 = Gardienne des Portes
architects-apprentice-A13 = Casseur de pierres
architects-apprentice-A14 = Casseur de pierres
architects-apprentice-A15 = Terrassier
architects-apprentice-A16 = Prospecteur
architects-apprentice-A17 = Polisseur de pièces
architects-apprentice-A18 = Polisseur de pièces
architects-apprentice-A19 = Dessinateur
architects-apprentice-A20 = Recruteur
architects-apprentice-A21 = Marchandeur
architects-apprentice-A22 = Huissier
architects-apprentice-A23 = Crieur public
architects-apprentice-A24 = Chasseur de primes
architects-apprentice-A25 = Avocat
architects-apprentice-A26 = Confesseur
architects-apprentice-A27 = Commis du prêteur
architects-apprentice-A28 = Aumônier
architects-apprentice-A29 = Briquetier
architects-apprentice-A30 = Tailleur de pierre
architects-apprentice-A31 = Contrebandier
architects-apprentice-A32 = Intendant
architects-apprentice-A33 = Contremaître
architects-apprentice-A34 = Doreur
architects-apprentice-A35 = Marbrier
architects-apprentice-A36 = Chapelain
architects-apprentice-A37 = Échafaudeur
architects-apprentice-A38 = Intermédiaire
architects-apprentice-A39 = Indicateur
architects-apprentice-A40 = Guetteur

## Bâtiments (data/architects/buildings.toml)

architects-building-B01 = Forteresse
architects-building-B02 = Puits
architects-building-B03 = Four de potier
architects-building-B04 = Oratoire
architects-building-B05 = Octroi
architects-building-B06 = Étal du marché
architects-building-B07 = Jardin des simples
architects-building-B08 = Écurie
architects-building-B09 = Tour de guet
architects-building-B10 = Bains publics
architects-building-B11 = Forge
architects-building-B12 = Grenier à grain
architects-building-B13 = Porte fortifiée
architects-building-B14 = Scriptorium
architects-building-B15 = Scierie
architects-building-B16 = Tannerie
architects-building-B17 = Bureau de la guilde
architects-building-B18 = Hospice
architects-building-B19 = Comptoir
architects-building-B20 = Pont à péage
architects-building-B21 = Tripot
architects-building-B22 = Guilde des voleurs
architects-building-B23 = Jardin du monastère
architects-building-B24 = Tonnellerie
architects-building-B25 = Loge des maçons
architects-building-B26 = Chantier des charpentiers
architects-building-B27 = Maison des couvreurs
architects-building-B28 = Tribunal
architects-building-B29 = Maison des échevins
architects-building-B30 = Cloître
architects-building-B31 = Trésorerie
architects-building-B32 = Observatoire
architects-building-B33 = Grande salle
architects-building-B34 = Fonderie de cloches
architects-building-B35 = Monnaie royale
architects-building-B36 = Caserne
architects-building-B37 = Port
architects-building-B38 = Basilique
architects-building-B39 = Aqueduc
architects-building-B40 = Cuisines du palais

## Plateaux joueur face 2 (data/architects/boards.toml)

architects-board-SB1 = Le Pèlerin
architects-board-SB2 = Le Receleur
architects-board-SB3 = Le Menuisier
architects-board-SB4 = Le Mécène
architects-board-SB5 = Le Prévôt

## Mots de l’image du plateau (render/architects.py ; les autres sont les render-architects-* de render.ftl)

render-architects-progress = Maison des Guildes { $filled }/{ $spaces }
render-architects-alt-progress = Architectes du Royaume de l’Ouest : Maison des Guildes, { $filled } cases sur { $spaces } occupées ; { $resets ->
    [0] aucun Renouvellement du Marché noir
    [one] 1 Renouvellement du Marché noir
   *[other] { $resets } Renouvellements du Marché noir
}.
render-architects-alt-tax = Réserve de taxes : { $silver }.
