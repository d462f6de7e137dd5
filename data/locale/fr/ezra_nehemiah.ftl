## Esdras et Néhémie (Ezra and Nehemiah). Noms du contenu de data/ezra_nehemiah.
## Viennent de la règle française (Pixie Games) : Porte de la Garde, de l’Orient, de la Vallée, des Chevaux,
## de la Fontaine, Vieille Porte et Porte des Brebis, les héros, les prophètes, les cinq types de tuiles
## Développement et les conditions du Sabbat ; Porte des Eaux, du Fumier et des Poissons viennent du livre
## de Néhémie ; tous les autres noms sont les nôtres (rules/ezra_nehemiah.md section 15).

ezra_nehemiah-title = Esdras et Néhémie

## Couleurs des joueurs (rules.toml colours)

ezra_nehemiah-colour-turquoise = turquoise
ezra_nehemiah-colour-red = rouge
ezra_nehemiah-colour-violet = violet
ezra_nehemiah-colour-yellow = jaune

## Portes, dans le sens horaire depuis le coin supérieur gauche (board.toml)

ezra_nehemiah-gate-SHEEP = Porte des Brebis
ezra_nehemiah-gate-MUSTER = Porte de la Garde
ezra_nehemiah-gate-EAST = Porte de l’Orient
ezra_nehemiah-gate-HORSE = Porte des Chevaux
ezra_nehemiah-gate-WATER = Porte des Eaux
ezra_nehemiah-gate-FOUNTAIN = Porte de la Fontaine
ezra_nehemiah-gate-DUNG = Porte du Fumier
ezra_nehemiah-gate-VALLEY = Porte de la Vallée
ezra_nehemiah-gate-OLD = Vieille Porte
ezra_nehemiah-gate-FISH = Porte des Poissons

## Cartes Personnage (cards.toml) ; chaque couleur a les mêmes dix

ezra_nehemiah-character-C01 = Veilleur du feu
ezra_nehemiah-character-C02 = Chantre du Temple
ezra_nehemiah-character-C03 = Tailleur de pierre
ezra_nehemiah-character-C04 = Sentinelle
ezra_nehemiah-character-C05 = Copiste
ezra_nehemiah-character-C06 = Propriétaire terrien
ezra_nehemiah-character-C07 = Docteur de la Loi
ezra_nehemiah-character-C08 = Psalmiste
ezra_nehemiah-character-C09 = Pèlerin
ezra_nehemiah-character-C10 = Héraut

## Cartes Héros et prophètes

ezra_nehemiah-hero-HZ = Zorobabel
ezra_nehemiah-hero-HE = Esdras
ezra_nehemiah-hero-HN = Néhémie
ezra_nehemiah-prophet-zechariah = Zacharie
ezra_nehemiah-prophet-haggai = Aggée

## Conditions de score du Sabbat des cartes Personnage (cards.toml condition)

ezra_nehemiah-condition-K01 = 1 PV par bénédiction orange
ezra_nehemiah-condition-K02 = 1 PV + 1 PV par scribe
ezra_nehemiah-condition-K03 = 1 PV par Lévite
ezra_nehemiah-condition-K04 = 1 PV par bénédiction rouge
ezra_nehemiah-condition-K05 = 1 PV par case dorée atteinte sur la piste Autel
ezra_nehemiah-condition-K06 = 1 PV + 1 PV par tuile retournée
ezra_nehemiah-condition-K07 = 1 PV par bénédiction violette
ezra_nehemiah-condition-K08 = 1 PV + 1 PV par gardien
ezra_nehemiah-condition-K09 = 1 PV par Mur que tu as reconstruit
ezra_nehemiah-condition-K10 = PV des rangées de tes 2 scribes les plus hauts

## Tuiles Développement : les cinq types, puis chaque tuile (tiles.toml)

ezra_nehemiah-tile-type-guard = Gardes
ezra_nehemiah-tile-type-labourer = Manœuvres
ezra_nehemiah-tile-type-farmer = Fermiers
ezra_nehemiah-tile-type-merchant = Négociants
ezra_nehemiah-tile-type-elder = Anciens
ezra_nehemiah-tile-GU1 = Tour de guet
ezra_nehemiah-tile-GU2 = Entrepôt
ezra_nehemiah-tile-GU3 = Arsenal
ezra_nehemiah-tile-GU4 = Avant-poste
ezra_nehemiah-tile-LA1 = Équipe de carriers
ezra_nehemiah-tile-LA2 = Équipe de bûcherons
ezra_nehemiah-tile-LA3 = Équipe du four
ezra_nehemiah-tile-LA4 = Porteurs
ezra_nehemiah-tile-FA1 = Oliveraie
ezra_nehemiah-tile-FA2 = Champ de blé
ezra_nehemiah-tile-FA3 = Boulangerie
ezra_nehemiah-tile-FA4 = Vignoble
ezra_nehemiah-tile-MR1 = Caravane
ezra_nehemiah-tile-MR2 = Marchand d’encens
ezra_nehemiah-tile-MR3 = Échoppe des scribes
ezra_nehemiah-tile-MR4 = Auberge des voyageurs
ezra_nehemiah-tile-EL1 = Anciens du sanctuaire
ezra_nehemiah-tile-EL2 = Anciens de la porte
ezra_nehemiah-tile-EL3 = Anciens de la Loi
ezra_nehemiah-tile-EL4 = Conseil des anciens

## Options (16.1)

ezra_nehemiah-option-altar-card = Face de la carte Autel (au hasard, ou AC1-A, AC1-B, AC2-A, AC2-B)
ezra_nehemiah-option-solo-side = Face du plateau Solo (A standard, B plus difficile)

## Mise en place : les gardiens (3.4, 13.1, D01)

ezra_nehemiah-ask-gatekeeper = { $total ->
    [1] Place ton gardien sur une Porte d’angle libre.
   *[other] Place ton gardien ({ $number }/{ $total }) sur une Porte d’angle libre.
}
ezra_nehemiah-opt-gate = { $gate }
ezra_nehemiah-ev-gatekeeper = { $player } place un gardien sur la { $gate }.
ezra_nehemiah-ev-gatekeeper-opponent = L’Adversaire place un gardien sur la { $gate }.
ezra_nehemiah-ev-neutral-corner = La { $gate } reste vide : c’est une Porte neutre.
ezra_nehemiah-error-gate-not-free = La { $gate } n’est pas une Porte d’angle libre.

## --- Messages de jeu (engine/ezra_nehemiah) : événements, questions, options et refus d’une partie.
## Les messages imbriqués (noms, biens, effets, joueurs) arrivent déjà rendus ; les listes sont jointes
## par des virgules. L’Adversaire (solo) est un joueur comme un autre : { $player } peut le nommer.
## « Pièce » = l’argent, « pain » = la nourriture. Toutes les Portes sont féminines (« la { $gate } ») ;
## un emplacement ({ $space }) peut être un mur ou une Porte, d’où « l’emplacement { $space } ».
## Les couleurs de bannière et de bénédiction arrivent au féminin singulier (« rouge », « violette ») ;
## au pluriel, un sélecteur sur la chaîne ajoute l’accord (« bannières rouges »). Idem pour l’élision
## devant « or » (« combien d’or »).

ezra_nehemiah-automa = L’Adversaire
ezra_nehemiah-nothing = rien
ezra_nehemiah-nobody = personne

## Valeurs des options du salon (ezra_nehemiah-option-{name}-{value})

ezra_nehemiah-option-altar_card-random = au hasard
ezra_nehemiah-option-altar_card-AC1-A = carte 1, face A
ezra_nehemiah-option-altar_card-AC1-B = carte 1, face B
ezra_nehemiah-option-altar_card-AC2-A = carte 2, face A
ezra_nehemiah-option-altar_card-AC2-B = carte 2, face B
ezra_nehemiah-option-solo_side-A = A (standard)
ezra_nehemiah-option-solo_side-B = B (plus difficile)

## Biens : pièces, pain et les quatre ressources (une liste est jointe par des virgules)

ezra_nehemiah-good-coin = { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
}
ezra_nehemiah-good-bread = { $n ->
    [one] { $n } pain
   *[other] { $n } pains
}
ezra_nehemiah-good-gold = { $n } or
ezra_nehemiah-good-stone = { $n ->
    [one] { $n } pierre
   *[other] { $n } pierres
}
ezra_nehemiah-good-wood = { $n } bois
ezra_nehemiah-good-ash = { $n ->
    [one] { $n } cendre
   *[other] { $n } cendres
}

## Une ressource par son type, sans nombre ($n ne choisit que la forme)

ezra_nehemiah-cube-gold = { $n ->
    [one] or
   *[other] or
}
ezra_nehemiah-cube-stone = { $n ->
    [one] pierre
   *[other] pierres
}
ezra_nehemiah-cube-wood = { $n ->
    [one] bois
   *[other] bois
}
ezra_nehemiah-cube-ash = { $n ->
    [one] cendre
   *[other] cendres
}

## Bannières, bénédictions, actions principales

ezra_nehemiah-banner-red = rouge
ezra_nehemiah-banner-grey = grise
ezra_nehemiah-banner-blue = bleue
ezra_nehemiah-banner-wild = au choix
ezra_nehemiah-blessing-orange = orange
ezra_nehemiah-blessing-purple = violette
ezra_nehemiah-blessing-red = rouge
ezra_nehemiah-blessing-wild = au choix
ezra_nehemiah-action-temple = Temple et Autel
ezra_nehemiah-action-walls = Décombres, Murs et Portes
ezra_nehemiah-action-torah = Torah et Tentes

## Effets (les 13 verbes de la règle 19.1) ; une liste d’effets est ezra_nehemiah-fx-list

ezra_nehemiah-fx-list = { $items }
ezra_nehemiah-fx-gain = { $goods }
ezra_nehemiah-fx-resource = { $n ->
    [one] { $n } ressource au choix
   *[other] { $n } ressources au choix
}
ezra_nehemiah-fx-resource-of = { $n ->
    [one] { $n } ressource ({ $types })
   *[other] { $n } ressources ({ $types })
}
ezra_nehemiah-fx-vp = { $n } PV
ezra_nehemiah-fx-lose-vp = perdre { $n } PV
ezra_nehemiah-fx-pay-food = { $n ->
    [one] payer { $n } pain
   *[other] payer { $n } pains
}
ezra_nehemiah-fx-worker = { $n ->
    [one] { $n } ouvrier
   *[other] { $n } ouvriers
}
ezra_nehemiah-fx-blessing = { $n ->
    [one] { $n } bénédiction { $colour }
   *[other] { $n } bénédictions { $colour ->
        [rouge] rouges
        [violette] violettes
       *[other] { $colour }
    }
}
ezra_nehemiah-fx-banners = { $n ->
    [one] { $n } bannière { $colour }
   *[other] { $n } bannières { $colour ->
        [rouge] rouges
        [grise] grises
        [bleue] bleues
       *[other] { $colour }
    }
}
ezra_nehemiah-fx-altar = { $n ->
    [one] { $n } avancée sur la piste Autel
   *[other] { $n } avancées sur la piste Autel
}
ezra_nehemiah-fx-tent = { $n ->
    [one] { $n } déplacement de tente
   *[other] { $n } déplacements de tente
}
ezra_nehemiah-fx-retrieve = { $n ->
    [one] récupérer { $n } négociant ou ancien
   *[other] récupérer { $n } négociants ou anciens
}
ezra_nehemiah-fx-free-flip = { $n ->
    [one] retourner gratuitement { $n } tuile Développement
   *[other] retourner gratuitement { $n } tuiles Développement
}
ezra_nehemiah-fx-choose = au choix : { $options }
ezra_nehemiah-fx-option = ({ $effects })

## Lieux et pièces de jeu

ezra_nehemiah-wall = Mur { $wall }
ezra_nehemiah-grid-tile = la tuile { $n } de la rangée { $row }
ezra_nehemiah-slot-merchant = le négociant de l’emplacement { $n }
ezra_nehemiah-slot-elder = l’ancien de l’emplacement { $n }
ezra_nehemiah-role-merchant = négociant
ezra_nehemiah-role-elder = ancien
ezra_nehemiah-group-farmer = Fermiers
ezra_nehemiah-group-labourer = Manœuvres
ezra_nehemiah-zone-behind = derrière Zacharie
ezra_nehemiah-zone-between = entre les Prophètes
ezra_nehemiah-zone-ahead = devant Aggée
ezra_nehemiah-cost-rebuild = { $grey ->
    [one] { $grey } grise
   *[other] { $grey } grises
} + { $cubes }

## Qui reçoit la pièce du gardien lors d’un commerce à une Porte (et aussi les droits de passage)

ezra_nehemiah-keeper-own = personne, c’est sa Porte
ezra_nehemiah-keeper-card = la carte Porte
ezra_nehemiah-keeper-supply = la réserve principale
ezra_nehemiah-keeper-player = { $player }

## Commerces des cartes Personnage

ezra_nehemiah-trade-gate = { $gate } : { $upper } ou { $lower }
ezra_nehemiah-trade-option = { $pay ->
    [0] { $gain }
    [one] { $pay } pièce → { $gain }
   *[other] { $pay } pièces → { $gain }
}
ezra_nehemiah-trade-convert = vendre { $rates }
ezra_nehemiah-rate = { $cube } → { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
}

## Tuiles Parchemin (tiles.toml ; noms à nous, règles 12.1-12.3)

ezra_nehemiah-scroll-SG1 = Parchemin de l’Épargne (fin : 1 PV par 3 pièces)
ezra_nehemiah-scroll-SG2 = Parchemin des Bénédictions (1 PV par lot complet)
ezra_nehemiah-scroll-SG3 = Parchemin du Peuple (1 PV par 3 ouvriers sur le plateau)
ezra_nehemiah-scroll-SG4 = Parchemin des Bâtisseurs (1 PV par 3 Murs ou Portes)
ezra_nehemiah-scroll-SG5 = Parchemin du Temple (1 PV par rangée pleine du Temple)
ezra_nehemiah-scroll-SG6 = Parchemin des Maîtres (1 PV par scribe des rangées 1–3)
ezra_nehemiah-scroll-SG7 = Parchemin des Sages (2 PV par scribe de la rangée du haut)
ezra_nehemiah-scroll-SG8 = Parchemin du Souvenir (cartes en main comptées à la fin)
ezra_nehemiah-scroll-SW01 = Parchemin du Grenier (fermiers, manœuvres nourris gratis)
ezra_nehemiah-scroll-SW02 = Parchemin du Marché (négociants, gardiens nourris gratis)
ezra_nehemiah-scroll-SW03 = Parchemin du Jeûne (scribes nourris gratis)
ezra_nehemiah-scroll-SW04 = Parchemin de la Route (tente : +1 case si 2+ cases)
ezra_nehemiah-scroll-SW05 = Parchemin de la Parenté (Sabbat : 1 ouvrier, 1 ressource)
ezra_nehemiah-scroll-SW06 = Parchemin des Offrandes (Sabbat : piste Autel +3 cases)
ezra_nehemiah-scroll-SW07 = Parchemin du Pèlerinage (Sabbat : tente +2 cases)
ezra_nehemiah-scroll-SW08 = Parchemin des Dîmes (Sabbat : 1 pièce par Lévite)
ezra_nehemiah-scroll-SW09 = Parchemin du Négoce (Sabbat : 2 pièces, action auxiliaire)
ezra_nehemiah-scroll-SW10 = Parchemin du Sacerdoce (Lévites : 2 pains de moins)
ezra_nehemiah-scroll-SW11 = Parchemin de l’Étude (futur scribe : bénédiction au choix)
ezra_nehemiah-scroll-SW12 = Parchemin du Guet (gardien : bénédiction au choix + 1 pain)
ezra_nehemiah-scroll-SW13 = Parchemin des Maçons (reconstruire : 1 pierre de moins)
ezra_nehemiah-scroll-SW14 = Parchemin des Voisins (copie une carte Mur voisine)
ezra_nehemiah-scroll-SW15 = Parchemin de la Flamme (case dorée : 1 pain + 1 pièce)
ezra_nehemiah-scroll-SW16 = Parchemin du Conseil (ancien : pièce, 2 bannières au choix)
ezra_nehemiah-scroll-SW17 = Parchemin du Commerce (rejouer un négociant pour 1 pièce)
ezra_nehemiah-scroll-SW18 = Parchemin de l’Abondance (main de 5, piles sans limite)
ezra_nehemiah-scroll-SW19 = Parchemin de la Croissance (1 or par tuile retournée)
ezra_nehemiah-scroll-SW20 = Parchemin des Aubaines (commerce du bas : −2 pièces)
ezra_nehemiah-scroll-SW21 = Parchemin du Gain (après commerce : pièce ou retournement)
ezra_nehemiah-scroll-SW22 = Parchemin des Caravanes (commerce via toute carte visible)
ezra_nehemiah-scroll-SS1 = Parchemin de Zorobabel (carte Héros)
ezra_nehemiah-scroll-SS2 = Parchemin d’Esdras (carte Héros)
ezra_nehemiah-scroll-SS3 = Parchemin de Néhémie (carte Héros)

## Cartes Mur (cards.toml ; noms à nous, d’après Néhémie 3)

ezra_nehemiah-wallcard-WC01 = Muraille large
ezra_nehemiah-wallcard-WC02 = Tour de Hananeel
ezra_nehemiah-wallcard-WC03 = Mur des marchands
ezra_nehemiah-wallcard-WC04 = Tour des Fours
ezra_nehemiah-wallcard-WC05 = Mur des parfumeurs
ezra_nehemiah-wallcard-WC06 = Mur des prêtres
ezra_nehemiah-wallcard-WC07 = Tour des Cent
ezra_nehemiah-wallcard-WC08 = Mur des orfèvres
ezra_nehemiah-wallcard-WC09 = Mur des voyageurs
ezra_nehemiah-wallcard-WC10 = Mur des boulangers
ezra_nehemiah-wallcard-WC11 = Mur des filles de Schallum
ezra_nehemiah-wallcard-WC12 = Mur des bâtisseurs

## Les cartes de l’Adversaire (solo)

ezra_nehemiah-arrow-clockwise = sens horaire
ezra_nehemiah-arrow-counterclockwise = sens antihoraire
ezra_nehemiah-opp-action-temple = le Temple
ezra_nehemiah-opp-action-build_gate = reconstruire une Porte
ezra_nehemiah-opp-action-build_wall = reconstruire un Mur
ezra_nehemiah-opp-action-clear_wall = déblayer un Mur
ezra_nehemiah-opp-action-scribe_highest = un scribe le plus haut possible
ezra_nehemiah-opp-action-scribe_lowest = un scribe le plus bas possible
ezra_nehemiah-opp-action-pay_gold = payer de l’or
ezra_nehemiah-opp-action-gain = gains

## Parts du score final (bot : la ligne de score d’un joueur)

ezra_nehemiah-part-game = { $vp } pendant la partie
ezra_nehemiah-part-silver = { $vp } pour les pièces et les biens
ezra_nehemiah-part-tiles = { $vp } pour les tuiles retournées
ezra_nehemiah-part-altar = { $vp } pour la 1re place sur la piste Autel
ezra_nehemiah-part-walls = { $vp } pour les Murs
ezra_nehemiah-part-gates = { $vp } pour les Portes
ezra_nehemiah-part-scribes = { $vp } pour les scribes
ezra_nehemiah-part-scrolls = { $vp } pour les Parchemins

## Un tour de journée de labeur (4)

ezra_nehemiah-ask-turn = Manche { $round }, jour { $day } : à toi de jouer. Que fais-tu ?
ezra_nehemiah-ev-turn = Manche { $round }, jour { $day } : { $player } joue.
ezra_nehemiah-opt-play-card = Jouer une carte Personnage
ezra_nehemiah-opt-main-temple = Temple et Autel ({ $banners ->
    [one] { $banners } bannière rouge
   *[other] { $banners } bannières rouges
})
ezra_nehemiah-opt-main-walls = Décombres, Murs et Portes ({ $banners ->
    [one] { $banners } bannière grise
   *[other] { $banners } bannières grises
})
ezra_nehemiah-opt-main-torah = Torah et Tentes ({ $banners ->
    [one] { $banners } bannière bleue
   *[other] { $banners } bannières bleues
})
ezra_nehemiah-opt-end = Finir le tour
ezra_nehemiah-opt-back = Retour
ezra_nehemiah-why-card-first = Joue d’abord une carte Personnage.
ezra_nehemiah-why-one-main = L’action principale de ce tour est déjà choisie.
ezra_nehemiah-why-end-early = Joue d’abord une carte et termine une action principale.
ezra_nehemiah-ask-play = Quelle carte Personnage joues-tu, et sur quelle pile ?
ezra_nehemiah-opt-play = { $card } sur la pile { $pile } (recouvre : { $covers })
ezra_nehemiah-why-pile-full = La pile { $pile } contient déjà { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}.
ezra_nehemiah-ev-play = { $player } joue la carte { $card } sur la pile { $pile }.
ezra_nehemiah-ev-main = { $player } fait l’action principale { $action } avec { $banners ->
    [one] { $banners } bannière { $colour }
   *[other] { $banners } bannières { $colour ->
        [rouge] rouges
        [grise] grises
        [bleue] bleues
       *[other] { $colour }
    }
}.
ezra_nehemiah-ev-main-done = { $player } termine l’action principale.
ezra_nehemiah-ev-draw = { $n ->
    [one] { $player } pioche { $n } carte Personnage.
   *[other] { $player } pioche { $n } cartes Personnage.
}
ezra_nehemiah-ev-draw-private = Tu pioches : { $cards }.

## Temple et Autel (5)

ezra_nehemiah-ask-temple = Temple et Autel : { $banners ->
    [one] { $banners } bannière rouge
   *[other] { $banners } bannières rouges
} et { $levites ->
    [one] { $levites } Lévite
   *[other] { $levites } Lévites
} à utiliser. Et ensuite ?
ezra_nehemiah-opt-levite = Placer un Lévite ({ $food ->
    [0] gratuit
    [one] payer { $food } pain
   *[other] payer { $food } pains
})
ezra_nehemiah-opt-convert = Convertir un Lévite en 1 bannière rouge
ezra_nehemiah-opt-temple = Temple, rangée { $row } : { $cube } ({ $banners ->
    [one] { $banners } bannière rouge
   *[other] { $banners } bannières rouges
}, { $vp } PV)
ezra_nehemiah-opt-altar = Autel : { $cube } ({ $banners ->
    [one] { $banners } bannière rouge
   *[other] { $banners } bannières rouges
}, { $moves ->
    [one] { $moves } avancée
   *[other] { $moves } avancées
})
ezra_nehemiah-opt-done-temple = Terminer l’action Temple et Autel
ezra_nehemiah-ask-levite-after = Tes placements sont faits. Placer un Lévite maintenant ? (Il ne pourra pas travailler ce tour-ci.)
ezra_nehemiah-opt-skip = Pas de Lévite
ezra_nehemiah-why-levites-max = Tu as déjà { $n ->
    [one] { $n } Lévite
   *[other] { $n } Lévites
}, le maximum autorisé.
ezra_nehemiah-why-no-worker = Tu n’as aucun ouvrier dans ta réserve personnelle.
ezra_nehemiah-why-food = Pas assez de pain : il en faut { $need }, tu en as { $have }.
ezra_nehemiah-why-no-levite = Il ne te reste aucun Lévite inutilisé ce tour-ci.
ezra_nehemiah-why-levite-during = Un Lévite se place avant les placements ou après, jamais au milieu.
ezra_nehemiah-why-banners = Pas assez de bannières { $colour ->
    [rouge] rouges
    [grise] grises
    [bleue] bleues
   *[other] { $colour }
} : il en faut { $need }, tu en as { $have }.
ezra_nehemiah-ev-levite = { $food ->
    [0] { $player } place le Lévite n° { $n }.
    [one] { $player } paie { $food } pain et place le Lévite n° { $n }.
   *[other] { $player } paie { $food } pains et place le Lévite n° { $n }.
}
ezra_nehemiah-ev-levite-banner = { $player } utilise un Lévite comme 1 bannière rouge en plus.
ezra_nehemiah-ev-temple = { $player } place 1 { $cube } dans le Temple (rangée { $row }, colonne { $column }) et marque { $vp } PV.
ezra_nehemiah-ev-altar-cube = { $player } place 1 { $cube } sur l’autel : { $moves ->
    [one] { $moves } avancée
   *[other] { $moves } avancées
}.
ezra_nehemiah-ev-altar-move = { $player } avance sur la case { $space } de la piste Autel.
ezra_nehemiah-ev-altar-end = { $player } est au bout de la piste Autel et gagne { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} à la place.
ezra_nehemiah-ev-section = Le secteur { $section } du Temple est complet.
ezra_nehemiah-ev-section-placer = { $player } a placé le dernier cube du secteur et gagne { $food ->
    [one] { $food } pain
   *[other] { $food } pains
}.
ezra_nehemiah-ev-section-most = { $player } a le plus de Lévites : +{ $vp } PV.
ezra_nehemiah-ev-section-fewest = { $player } a le moins de Lévites : −{ $vp } PV.
ezra_nehemiah-ev-section-coins = { $player } gagne { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} (1 par Lévite).

## Décombres, Murs et Portes (6)

ezra_nehemiah-ask-edge = Plus de 25 emplacements sont ouverts : de quel côté de la ville travailles-tu ?
ezra_nehemiah-opt-edge-top = Côté haut ({ $n ->
    [one] { $n } emplacement
   *[other] { $n } emplacements
})
ezra_nehemiah-opt-edge-right = Côté droit ({ $n ->
    [one] { $n } emplacement
   *[other] { $n } emplacements
})
ezra_nehemiah-opt-edge-bottom = Côté bas ({ $n ->
    [one] { $n } emplacement
   *[other] { $n } emplacements
})
ezra_nehemiah-opt-edge-left = Côté gauche ({ $n ->
    [one] { $n } emplacement
   *[other] { $n } emplacements
})
ezra_nehemiah-ask-space = Sur quel Mur ou quelle Porte travailles-tu ce tour-ci ?
ezra_nehemiah-opt-space = { $space } (décombres : { $rubble }), coût : { $cost }
ezra_nehemiah-ev-space = { $player } travaille ce tour-ci sur l’emplacement { $space }.
ezra_nehemiah-ev-no-space = { $player } ne trouve plus aucun Mur ni aucune Porte où travailler.
ezra_nehemiah-ask-walls = Décombres, Murs et Portes, { $space } : { $banners ->
    [one] { $banners } bannière grise restante
   *[other] { $banners } bannières grises restantes
}. Et ensuite ?
ezra_nehemiah-opt-clear = Déblayer 1 { $cube } ({ $banners ->
    [one] { $banners } bannière grise
   *[other] { $banners } bannières grises
})
ezra_nehemiah-opt-rebuild = Reconstruire : { $space } ({ $cost })
ezra_nehemiah-opt-done-walls = Terminer l’action Décombres, Murs et Portes
ezra_nehemiah-why-rubble-left = Déblaie d’abord tous les décombres de l’emplacement { $space }.
ezra_nehemiah-why-no-gatekeeper = Une Porte a besoin d’un gardien : tu n’as aucun ouvrier dans ta réserve personnelle.
ezra_nehemiah-why-no-wall-cards = Ta pioche Mur est vide.
ezra_nehemiah-why-rebuild-cost = Reconstruire coûte { $grey ->
    [one] { $grey } bannière grise
   *[other] { $grey } bannières grises
} + { $cubes } (1 or ou 3 bannières grises peuvent remplacer chaque pierre ou bois) ; tu as { $have ->
    [one] { $have } bannière grise
   *[other] { $have } bannières grises
}.
ezra_nehemiah-ev-clear = { $player } déblaie les décombres de l’emplacement { $space } et prend { $goods }.
ezra_nehemiah-ask-payment-gold = Reconstruction ({ $space }) : combien d’or paies-tu à la place de pierre ou de bois ?
ezra_nehemiah-opt-payment-gold = { $n ->
    [0] Pas d’or
   *[other] { $n } or
}
ezra_nehemiah-ask-payment = Reconstruction ({ $space }) : comment paies-tu ?
ezra_nehemiah-opt-payment = { $banners ->
    [one] { $banners } bannière grise
   *[other] { $banners } bannières grises
} + { $goods }
ezra_nehemiah-ev-rebuild-paid = { $player } reconstruit l’emplacement { $space } pour { $banners ->
    [one] { $banners } bannière grise
   *[other] { $banners } bannières grises
} + { $goods }.
ezra_nehemiah-ev-wall-draw = { $player } pioche { $count ->
    [one] { $count } carte Mur
   *[other] { $count } cartes Mur
}.
ezra_nehemiah-ev-wall-draw-private = Tu pioches ces cartes Mur : { $cards }.
ezra_nehemiah-ask-wall-card = Reconstruction du { $space } : quelle carte Mur poses-tu ?
ezra_nehemiah-opt-wall-card = { $card } ({ $vp } PV à la fin) ; effet immédiat : { $effects }
ezra_nehemiah-ask-wall-top = Laquelle des deux autres cartes va sur le dessus de ta pioche Mur ? L’autre va dessous.
ezra_nehemiah-opt-wall-top = { $card } sur le dessus
ezra_nehemiah-ev-wall-return = { $player } remet les deux autres cartes Mur : une sur le dessus de la pioche, une dessous.
ezra_nehemiah-ev-wall-return-private = Dessus : { $top } ; dessous : { $bottom }.
ezra_nehemiah-ev-wall = { $player } pose la carte { $card } sur le { $space } ({ $vp } PV en fin de partie) ; effet immédiat : { $effects }.
ezra_nehemiah-ask-copy-wall = De quelle carte Mur voisine gagnes-tu aussi l’effet ?
ezra_nehemiah-opt-copy-wall = { $space } : { $effects }
ezra_nehemiah-ev-copy-wall = { $player } gagne aussi l’effet de la carte Mur du { $space } : { $effects }.
ezra_nehemiah-ev-gate = { $coins ->
    [0] { $player } reconstruit la { $gate }, y place un gardien et gagne { $effects }.
    [one] { $player } reconstruit la { $gate }, y place un gardien, prend { $coins } pièce sur la carte Porte et gagne { $effects }.
   *[other] { $player } reconstruit la { $gate }, y place un gardien, prend { $coins } pièces sur la carte Porte et gagne { $effects }.
}
ezra_nehemiah-ev-connection = Connexion entre la { $gate } et le { $wall } : les propriétaires gagnent { $effects }.

## Torah et Tentes (7)

ezra_nehemiah-ask-torah = Torah et Tentes : { $banners ->
    [one] { $banners } bannière bleue
   *[other] { $banners } bannières bleues
}. Et ensuite ?
ezra_nehemiah-opt-scribe = Placer un scribe
ezra_nehemiah-opt-tent = Déplacer ta tente
ezra_nehemiah-opt-done-torah = Terminer l’action Torah et Tentes
ezra_nehemiah-why-no-scribe-tile = Aucune tuile Parchemin ne t’est accessible pour l’instant.
ezra_nehemiah-why-one-scribe = Tu as déjà placé un scribe pendant cette action.
ezra_nehemiah-why-one-tent = Ta tente s’est déjà déplacée pendant cette action (un seul déplacement payé par action).
ezra_nehemiah-ask-scribe-tile = Où va ton scribe ? ({ $banners ->
    [one] { $banners } bannière bleue
   *[other] { $banners } bannières bleues
})
ezra_nehemiah-opt-scribe-tile = Rangée { $row }, tuile { $n } : { $scroll }, { $blue } bleues + { $cost }
ezra_nehemiah-why-occupied = Un scribe s’y trouve déjà.
ezra_nehemiah-why-not-accessible = Inaccessible : aucune des deux tuiles en diagonale en dessous n’a d’ouvrier.
ezra_nehemiah-why-gold = Pas assez d’or : il en faut { $need }, tu en as { $have }.
ezra_nehemiah-why-coins = Pas assez d’argent : il en faut { $need }, tu en as { $have }.
ezra_nehemiah-ask-scribe-chain = Par quel chemin montes-tu ? Tu paies 1 pièce par scribe d’un autre joueur sur ce chemin (et par ouvrier blanc).
ezra_nehemiah-opt-chain = { $coins ->
    [0] Le chemin gratuit (personne à payer)
    [one] Payer { $payees } ({ $coins } pièce)
   *[other] Payer { $payees } ({ $coins } pièces)
}
ezra_nehemiah-ev-scribe-paid = { $player } paie { $blue ->
    [one] { $blue } bannière bleue
   *[other] { $blue } bannières bleues
} + { $goods } pour un scribe.
ezra_nehemiah-ev-fees = { $player } paie 1 pièce de passage à : { $payees }.
ezra_nehemiah-ev-scribe = { $player } place un scribe sur { $tile } : { $scroll }.
ezra_nehemiah-ev-white-moves = L’ouvrier blanc monte sur { $tile }.
ezra_nehemiah-ev-white-out = L’ouvrier blanc quitte la grille des Parchemins.
ezra_nehemiah-ev-row-food = { $player } place le premier scribe de la rangée { $row } et prend { $goods }.
ezra_nehemiah-ev-hero = { $player } prend la carte Héros { $hero } et gagne { $effects }.
ezra_nehemiah-ask-tent = De combien de cases avance ta tente ? ({ $banners ->
    [one] { $banners } bannière bleue
   *[other] { $banners } bannières bleues
})
ezra_nehemiah-opt-tent-spaces = { $n ->
    [one] { $n } case
   *[other] { $n } cases
} : { $blue ->
    [one] { $blue } bannière bleue
   *[other] { $blue } bannières bleues
}{ $cube ->
    [0] {""}
   *[other] {" "}+ 1 pierre, bois ou cendre
}
ezra_nehemiah-why-tent-cube = Un déplacement de 3 ou 4 cases coûte aussi 1 pierre, bois ou cendre.
ezra_nehemiah-ev-tent-paid = { $player } paie { $blue ->
    [one] { $blue } bannière bleue
   *[other] { $blue } bannières bleues
} et avance sa tente de { $moves ->
    [one] { $moves } case
   *[other] { $moves } cases
}.
ezra_nehemiah-ask-tent-cube = Quelle ressource paie le long déplacement ?
ezra_nehemiah-opt-cube = Payer avec 1 { $cube }
ezra_nehemiah-ev-tent-cube = { $player } paie 1 { $cube } pour le déplacement de tente.
ezra_nehemiah-ev-tent-move = { $player } avance sa tente de 1 case et gagne { $reward }.

## Bénédictions, ouvriers, capacités, tuiles Développement (7.6, 8, 9)

ezra_nehemiah-ev-blessing = { $player } gagne 1 bénédiction { $colour } (désormais { $value }).
ezra_nehemiah-ev-blessing-bonus = { $player } complète un lot de bénédictions (colonne { $column }) et gagne { $reward }.
ezra_nehemiah-ev-blessing-fails = { $player } ne peut pas gagner cette bénédiction et avance sa tente de 1 case à la place.
ezra_nehemiah-ask-wild-blessing = Quelle bénédiction gagnes-tu ?
ezra_nehemiah-opt-blessing = Bénédiction { $colour } (actuellement { $value })
ezra_nehemiah-ev-worker = { $player } gagne un ouvrier.
ezra_nehemiah-ev-worker-fails = { $player } n’a plus d’ouvrier dans la réserve principale et avance sa tente de 1 case à la place.
ezra_nehemiah-ev-ability = { $scroll } : { $player } gagne { $reward }.
ezra_nehemiah-ev-gain = { $player } gagne { $goods }.
ezra_nehemiah-ev-vp = { $player } marque { $n } PV.
ezra_nehemiah-ev-lose-vp = { $player } perd { $n } PV.
ezra_nehemiah-ev-banners = { $player } gagne { $n ->
    [one] { $n } bannière { $colour }
   *[other] { $n } bannières { $colour ->
        [rouge] rouges
        [grise] grises
        [bleue] bleues
       *[other] { $colour }
    }
} pour ce tour.
ezra_nehemiah-ev-banners-lost = { $player } perd { $n ->
    [one] { $n } bannière { $colour }
   *[other] { $n } bannières { $colour ->
        [rouge] rouges
        [grise] grises
        [bleue] bleues
       *[other] { $colour }
    }
} : l’action principale est terminée.
ezra_nehemiah-ev-pay-food = { $missing ->
    [0] { $player } paie { $paid ->
        [one] { $paid } pain
       *[other] { $paid } pains
    }.
   *[other] { $player } paie { $paid ->
        [one] { $paid } pain
       *[other] { $paid } pains
    } ; { $missing ->
        [one] il manque { $missing } pain
       *[other] il manque { $missing } pains
    } : −{ $lost } PV.
}
ezra_nehemiah-ask-resource = Choisis { $n ->
    [one] { $n } ressource
   *[other] { $n } ressources
} (pierre, bois ou cendre).
ezra_nehemiah-opt-goods = { $goods }
ezra_nehemiah-ask-choose = Quelle option prends-tu ?
ezra_nehemiah-opt-effects = { $effects }
ezra_nehemiah-ask-flip-paid = Quelle tuile Développement retournes-tu (en payant son coût) ?
ezra_nehemiah-ask-flip-free = Quelle tuile Développement retournes-tu gratuitement ?
ezra_nehemiah-opt-flip = { $tile } (coût : { $cost }) → { $reward }
ezra_nehemiah-why-flip-cost = Le retournement coûte { $cost } ; il te manque { $missing }.
ezra_nehemiah-ev-flip-paid = { $player } paie { $cost }, retourne la tuile { $tile } et gagne { $reward }.
ezra_nehemiah-ev-flip-free = { $player } retourne gratuitement la tuile { $tile } et gagne { $reward }.
ezra_nehemiah-ev-flip-lost = { $player } n’a plus de tuile à retourner : le retournement gratuit est perdu.
ezra_nehemiah-ask-retrieve = Quel négociant ou ancien récupères-tu ?
ezra_nehemiah-opt-slot = Récupérer { $slot }
ezra_nehemiah-ev-retrieve = { $player } récupère { $slot } dans sa réserve personnelle.
ezra_nehemiah-ev-retrieve-lost = { $player } n’a aucun négociant ni ancien à récupérer : l’effet est perdu.
ezra_nehemiah-ask-buy-bread = Combien de fois achètes-tu { $bread ->
    [one] { $bread } pain
   *[other] { $bread } pains
} pour { $coin ->
    [one] { $coin } pièce
   *[other] { $coin } pièces
} ? { $need ->
    [0] (Tu as { $food } pain{ $food ->
        [one] {""}
       *[other] s
    }.)
   *[other] (Tu as { $food } pain{ $food ->
        [one] {""}
       *[other] s
    } et dois en payer { $need }.)
}
ezra_nehemiah-ev-buy-bread = { $player } achète { $bread ->
    [one] { $bread } pain
   *[other] { $bread } pains
} pour { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
}.

## Action auxiliaire, négociants et anciens (8)

ezra_nehemiah-opt-aux = Action auxiliaire (commercer ou retourner)
ezra_nehemiah-opt-merchant = Utiliser un négociant
ezra_nehemiah-opt-elder = Utiliser un ancien
ezra_nehemiah-opt-bread = Acheter du pain
ezra_nehemiah-ask-aux = Action auxiliaire : commercer, ou retourner une tuile Développement ?
ezra_nehemiah-opt-trade = Commercer
ezra_nehemiah-opt-flip-tile = Retourner une tuile
ezra_nehemiah-why-no-trade = Aucun commerce n’est possible pour l’instant.
ezra_nehemiah-why-no-flip = Tu ne peux payer le retournement d’aucune tuile Développement.
ezra_nehemiah-why-aux-used = Tu as déjà fait l’action auxiliaire ce tour-ci.
ezra_nehemiah-why-role-used = Tu as déjà utilisé un { $role } ce tour-ci.
ezra_nehemiah-ask-trade-source = Tu utilises le commerce de quelle carte Personnage visible ?
ezra_nehemiah-opt-trade-card = { $card } : { $trade }
ezra_nehemiah-ask-gate-trade = Commerce ({ $card }) à la { $gate } : quelle option ?
ezra_nehemiah-opt-trade-gate = { $coins ->
    [0] Prendre { $gain } gratuitement
    [one] Payer { $coins } pièce, prendre { $gain }
   *[other] Payer { $coins } pièces, prendre { $gain }
}
ezra_nehemiah-ev-gate-trade = { $coins ->
    [0] { $player } commerce à la { $gate } (pièce du gardien → { $keeper }) et prend { $gain }.
    [one] { $player } commerce à la { $gate } (pièce du gardien → { $keeper }), paie { $coins } pièce et prend { $gain }.
   *[other] { $player } commerce à la { $gate } (pièce du gardien → { $keeper }), paie { $coins } pièces et prend { $gain }.
}
ezra_nehemiah-ask-convert = Vente contre de l’argent, { $cube } : { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} l’unité, tu en as { $have }. Combien en vends-tu ?
ezra_nehemiah-ev-convert = { $player } vend { $n } { $cube } pour { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
}.
ezra_nehemiah-ask-after-trade = Après le commerce : prendre de l’argent, ou payer pour retourner une tuile Développement ?
ezra_nehemiah-opt-after-trade-coin = Prendre { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
}
ezra_nehemiah-ask-merchant = Sur quel emplacement va ton négociant ?
ezra_nehemiah-ask-elder = Sur quel emplacement va ton ancien ?
ezra_nehemiah-opt-slot-effect = Emplacement { $slot } : { $effects }
ezra_nehemiah-opt-slot-bonus = Emplacement { $slot }, option bonus : { $effects }
ezra_nehemiah-why-slots-full = Tous tes emplacements { $role ->
    [ancien] d’ancien
   *[other] de { $role }
} sont occupés.
ezra_nehemiah-ev-merchant = { $player } place un négociant sur l’emplacement { $slot } de la tuile { $tile } et gagne { $effects }.
ezra_nehemiah-ev-elder = { $player } place un ancien sur l’emplacement { $slot } de la tuile { $tile } et gagne { $effects }.
ezra_nehemiah-ask-merchant-again = Payer { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} pour réutiliser ce négociant ({ $effects }) ?
ezra_nehemiah-opt-repeat = Payer { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} et recommencer
ezra_nehemiah-opt-no = Non
ezra_nehemiah-ev-merchant-again = { $player } paie { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} pour réutiliser le négociant.

## Limite de stockage de la tuile Gardes (8.4)

ezra_nehemiah-ask-discard = Trop de ressources : ta tuile Gardes en stocke { $limit }, encore { $left } à rendre sur { $total } en trop. Combien { $cube ->
    [or] d’or
   *[other] de { $cube }
} rends-tu ?
ezra_nehemiah-ev-discard = { $player } rend { $goods } à la réserve principale ({ $n } au-delà de la limite de stockage).

## Se préparer pour le Sabbat (10.2)

ezra_nehemiah-ev-prepare = Préparation du Sabbat.
ezra_nehemiah-ask-prepare = Préparation du Sabbat : que fais-tu ?{ $workers ->
    [0] {""}
    [one] {" "}({ $workers } ouvrier encore à affecter)
   *[other] {" "}({ $workers } ouvriers encore à affecter)
}
ezra_nehemiah-opt-assign = Affecter { $n ->
    [one] { $n } ouvrier comme fermier ou manœuvre
   *[other] { $n } ouvriers comme fermiers ou manœuvres
}
ezra_nehemiah-opt-judgement = Jugement des Prophètes ({ $zone }) : { $effects }
ezra_nehemiah-opt-prepare-ability = { $scroll } : { $effects }
ezra_nehemiah-opt-prepare-guard = { $tile } : récupérer un négociant ou un ancien
ezra_nehemiah-opt-prepare-auxiliary = { $scroll } : une action auxiliaire
ezra_nehemiah-opt-buy-bread = Acheter { $bread ->
    [one] { $bread } pain
   *[other] { $bread } pains
} pour { $coin ->
    [one] { $coin } pièce
   *[other] { $coin } pièces
}
ezra_nehemiah-opt-prepare-done = Prêt pour le Sabbat
ezra_nehemiah-why-prepare-assign = Affecte d’abord { $n ->
    [one] ton dernier ouvrier comme fermier ou manœuvre
   *[other] tes { $n } ouvriers comme fermiers ou manœuvres
}.
ezra_nehemiah-why-prepare-judgement = Résous d’abord le jugement des Prophètes.
ezra_nehemiah-why-prepare-ability = Résous d’abord ta capacité { $scroll }.
ezra_nehemiah-why-prepare-auxiliary = Ni commerce ni retournement payé n’est possible pour l’instant.
ezra_nehemiah-why-prepare-unknown = Ce n’est pas une étape de la préparation du Sabbat.
ezra_nehemiah-why-nothing-to-retrieve = Tu n’as aucun négociant ni ancien à récupérer.
ezra_nehemiah-ev-prepare-gain = { $player } gagne { $effects } ({ $source }).
ezra_nehemiah-ev-judgement = { $player } : jugement des Prophètes ({ $zone }) : { $effects }.
ezra_nehemiah-ev-prepare-ability = { $player } utilise sa capacité { $scroll } : { $effects }.
ezra_nehemiah-ev-prepare-guard = { $player } utilise la tuile retournée { $tile } pour récupérer un négociant ou un ancien.
ezra_nehemiah-ev-prepare-auxiliary = { $player } fait l’action auxiliaire (capacité : { $scroll }).
ezra_nehemiah-ask-assign = Tu as { $n ->
    [one] { $n } ouvrier
   *[other] { $n } ouvriers
} à affecter : combien deviennent fermiers (chacun : { $farmer }) ? Les autres deviennent manœuvres (chacun : { $labourer }).
ezra_nehemiah-ask-production = { $group } ({ $n }) : combien prennent { $option } ? Les autres prennent { $others }.
ezra_nehemiah-ask-cubes = { $total ->
    [one] { $total } ressource au choix
   *[other] { $total } ressources au choix
}, encore { $left } à prendre : combien { $cube ->
    [or] d’or
   *[other] de { $cube }
} ?
ezra_nehemiah-ev-assign = { $player } affecte { $farmers ->
    [one] { $farmers } fermier
   *[other] { $farmers } fermiers
} et { $labourers ->
    [one] { $labourers } manœuvre
   *[other] { $labourers } manœuvres
}.
ezra_nehemiah-ev-produce = { $player } : ses fermiers et manœuvres produisent { $goods }.
ezra_nehemiah-ev-prepare-done = { $player } a fini de se préparer pour le Sabbat.

## Le Sabbat (10.3)

ezra_nehemiah-ev-sabbath = Le Sabbat.
ezra_nehemiah-ev-feed = { $missing ->
    [0] { $player } nourrit { $paid ->
        [one] { $paid } ouvrier
       *[other] { $paid } ouvriers
    }.
   *[other] { $player } nourrit { $paid ->
        [one] { $paid } ouvrier
       *[other] { $paid } ouvriers
    } ; { $missing ->
        [one] { $missing } reste affamé
       *[other] { $missing } restent affamés
    } : −{ $lost } PV.
}
ezra_nehemiah-ask-tuck = Range { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} de tes piles sous ton aide de jeu.
ezra_nehemiah-opt-tuck = { $card } (pile { $pile })
ezra_nehemiah-why-tuck = Range exactement { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} de tes piles (jamais de ta main).
ezra_nehemiah-ev-tuck = { $player } range : { $cards }.
ezra_nehemiah-ev-tucked-score = { $player } marque { $vp } PV pour la carte { $card }.
ezra_nehemiah-ev-opponent-sabbath = { $player } : Sabbat : { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} ; { $scribe } PV pour son scribe le plus haut, { $workers } pour ses ouvriers sur le plateau, { $blessing } pour sa meilleure bénédiction, { $altar } pour les cases dorées de la piste Autel : { $vp } PV au total.

## Après le Sabbat (10.4)

ezra_nehemiah-ev-after-sabbath = Après le Sabbat.
ezra_nehemiah-ev-prophets = Les Prophètes avancent : Zacharie sur la case { $zechariah }, Aggée sur la case { $haggai }.
ezra_nehemiah-ev-shofar = { $player } prend le Schofar et commence la semaine suivante.
ezra_nehemiah-ev-workers-back = { $player } reprend { $n ->
    [one] { $n } ouvrier
   *[other] { $n } ouvriers
} de son plateau Joueur.
ezra_nehemiah-ev-altar-leader = { $player } est en tête sur la piste Autel.
ezra_nehemiah-ev-reshuffle = { $player } mélange { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} pour former une nouvelle pioche Personnage.
ezra_nehemiah-ev-opponent-reshuffle = { $player } mélange ses { $focus } cartes Focus et ses { $planning } cartes Planification.

## Décompte final (11)

ezra_nehemiah-ev-final-score = Décompte final, { $player } : { $game } PV pendant la partie + { $silver } pour les pièces et les biens, { $tiles } pour les tuiles retournées, { $altar } pour la 1re place sur la piste Autel, { $walls } pour les Murs, { $gates } pour les Portes, { $scribes } pour les scribes, { $scrolls } pour les Parchemins = { $total } PV.
ezra_nehemiah-ev-game-over = La partie est terminée. Victoire : { $winner } !

## Le tour de l’Adversaire (13)

ezra_nehemiah-ev-opp-turn = Manche { $round }, jour { $day } : au tour de l’Adversaire.
ezra_nehemiah-ev-opp-focus = { $player } révèle la carte Focus { $card } : { $gate }, { $arrow }, colonne { $column }.
ezra_nehemiah-ev-opp-trade = { $coins ->
    [0] { $player } commerce à la { $gate } (pièce du gardien → { $keeper }) et gagne { $gain }.
    [one] { $player } commerce à la { $gate } (pièce du gardien → { $keeper }), paie { $coins } pièce et gagne { $gain }.
   *[other] { $player } commerce à la { $gate } (pièce du gardien → { $keeper }), paie { $coins } pièces et gagne { $gain }.
}
ezra_nehemiah-ev-opp-no-trade = { $player } n’a pas les moyens de commercer à la { $gate } et avance sa tente de 1 case à la place.
ezra_nehemiah-ev-opp-planning = { $player } révèle la carte Planification { $card }.
ezra_nehemiah-ev-opp-row = { $player } résout l’action { $row } de la carte Planification { $card } : { $action }.
ezra_nehemiah-ev-opp-no-row = { $player } ne peut résoudre aucune action de la carte Planification { $card } et ne fait rien de plus.
ezra_nehemiah-ev-opp-levite = { $player } paie { $gold } or pour un Lévite.
ezra_nehemiah-ev-opp-buy-gold = { $player } (Lévite n° { $n }) change { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} en { $gold } or.
ezra_nehemiah-ev-opp-altar = { $player } (Lévite n° { $n }) avance de 1 case sur la piste Autel.
ezra_nehemiah-ev-opp-space = { $player } travaille sur l’emplacement { $space }.
ezra_nehemiah-ev-opp-no-clear = { $player } ne trouve aucun Mur avec des décombres à déblayer.
ezra_nehemiah-ev-opp-rebuild = { $player } paie { $gold } or pour reconstruire l’emplacement { $space }.
ezra_nehemiah-ev-opp-scribe = { $player } paie { $gold } or pour un scribe sur { $tile }.
ezra_nehemiah-ev-opp-pay-gold = { $player } paie { $gold } or.

## Images (render/ezra_nehemiah.py) : les mots propres au plateau et à l’écran privé, et leur texte
## alternatif. Les noms des Portes, cartes, tuiles, héros et prophètes viennent des sections ci-dessus.

render-ezra_nehemiah-round = Manche { $round }
render-ezra_nehemiah-day = Jour { $day }
render-ezra_nehemiah-phase-setup_gatekeepers = Mise en place : gardiens
render-ezra_nehemiah-phase-work = Journées de labeur
render-ezra_nehemiah-phase-prepare = Préparation du Sabbat
render-ezra_nehemiah-phase-sabbath = Sabbat
render-ezra_nehemiah-phase-final = Décompte final
render-ezra_nehemiah-phase-over = Partie terminée
render-ezra_nehemiah-phase-note-setup_gatekeepers = Mise en place : chaque joueur place un gardien sur une Porte d’angle libre.
render-ezra_nehemiah-phase-note-prepare = Préparation du Sabbat : les Prophètes jugent, les joueurs se préparent.
render-ezra_nehemiah-phase-note-sabbath = Sabbat : nourrir les ouvriers, ranger des cartes Personnage, les décompter.
render-ezra_nehemiah-phase-note-final = Décompte final.
render-ezra_nehemiah-phase-note-over = Partie terminée.
render-ezra_nehemiah-final-scoring-done = Décompte final terminé : les points par catégorie sont sous chaque joueur.
render-ezra_nehemiah-waiting = En attente de
render-ezra_nehemiah-game-over = Partie terminée
render-ezra_nehemiah-winner = { $count ->
    [one] Vainqueur
   *[other] Vainqueurs
}
render-ezra_nehemiah-opponent = Adversaire
render-ezra_nehemiah-shofar = Schofar
render-ezra_nehemiah-turn = Tour
render-ezra_nehemiah-played = a joué { $card } (pile { $pile })
render-ezra_nehemiah-main-red = Temple et Autel
render-ezra_nehemiah-main-grey = Décombres, Murs et Portes
render-ezra_nehemiah-main-blue = Torah et Tentes
render-ezra_nehemiah-pool = Bannières
render-ezra_nehemiah-levites-used = { $count ->
    [one] { $count } Lévite utilisé
   *[other] { $count } Lévites utilisés
}
render-ezra_nehemiah-to-move = à jouer

## Le plateau Principal

render-ezra_nehemiah-neutral = neutre
render-ezra_nehemiah-cleared = déblayé
render-ezra_nehemiah-levites = Lévites
render-ezra_nehemiah-start = mise en place
render-ezra_nehemiah-temple = Temple
render-ezra_nehemiah-temple-mount = Mont du Temple
render-ezra_nehemiah-scrolls = Parchemins (Torah)
render-ezra_nehemiah-scroll-rows = PV par scribe · coût · pain bonus
render-ezra_nehemiah-altar = Piste Autel
render-ezra_nehemiah-altar-order = sur une même case, le marqueur du dessous est devant
render-ezra_nehemiah-altar-card = Carte Autel { $card }
render-ezra_nehemiah-city = Plan de la ville
render-ezra_nehemiah-clockwise = les tentes avancent dans le sens horaire
render-ezra_nehemiah-city-rule = Plus d’ouvrier ni de bénédiction à gagner : 1 déplacement de tente à la place.
render-ezra_nehemiah-heroes = Héros restants
render-ezra_nehemiah-gate-cards-aside = Cartes Porte à côté du plateau
render-ezra_nehemiah-blessing-bonus = Bonus de colonne
render-ezra_nehemiah-blessing-bonus-when = quand ta bénédiction la plus basse atteint la colonne

## Panneaux des joueurs

render-ezra_nehemiah-altar-space = piste Autel : case { $space }
render-ezra_nehemiah-good-coin = pièces
render-ezra_nehemiah-good-bread = pain
render-ezra_nehemiah-good-gold = or
render-ezra_nehemiah-good-stone = pierre
render-ezra_nehemiah-good-wood = bois
render-ezra_nehemiah-good-ash = cendre
render-ezra_nehemiah-workers-supply = en réserve
render-ezra_nehemiah-workers-main = réserve principale
render-ezra_nehemiah-workers-levites = Lévites
render-ezra_nehemiah-workers-gatekeepers = gardiens
render-ezra_nehemiah-workers-scribes = scribes
render-ezra_nehemiah-workers-farmers = fermiers
render-ezra_nehemiah-workers-labourers = manœuvres
render-ezra_nehemiah-blessings = bénédictions
render-ezra_nehemiah-scrolls-held = parchemins { $scrolls }
render-ezra_nehemiah-tucked = Cartes rangées ({ $count })
render-ezra_nehemiah-pile-empty = pile { $pile } vide
render-ezra_nehemiah-count-hand = en main
render-ezra_nehemiah-count-deck = pioche
render-ezra_nehemiah-count-wall-deck = pioche Mur
render-ezra_nehemiah-count-focus-deck = pioche Focus
render-ezra_nehemiah-count-planning-deck = pioche Planification
render-ezra_nehemiah-part-game = partie
render-ezra_nehemiah-part-silver = pièces
render-ezra_nehemiah-part-tiles = tuiles
render-ezra_nehemiah-part-altar = Autel
render-ezra_nehemiah-part-walls = Murs
render-ezra_nehemiah-part-gates = Portes
render-ezra_nehemiah-part-scribes = scribes
render-ezra_nehemiah-part-scrolls = parchemins
render-ezra_nehemiah-side = face { $side } du plateau Solo
render-ezra_nehemiah-heroes-held = Héros
render-ezra_nehemiah-focus = Carte Focus
render-ezra_nehemiah-column = colonne { $column }
render-ezra_nehemiah-planning = Carte Planification
render-ezra_nehemiah-plan-temple = Temple
render-ezra_nehemiah-plan-build_gate = reconstruire une Porte
render-ezra_nehemiah-plan-build_wall = reconstruire un Mur
render-ezra_nehemiah-plan-clear_wall = déblayer un Mur
render-ezra_nehemiah-plan-scribe_highest = scribe, rangée la plus haute
render-ezra_nehemiah-plan-scribe_lowest = scribe, rangée la plus basse
render-ezra_nehemiah-plan-pay_gold = payer { $gold } or
render-ezra_nehemiah-plan-gain = gagner

## L’écran privé

render-ezra_nehemiah-your-screen = Ton écran : visible par toi seulement
render-ezra_nehemiah-vp = PV
render-ezra_nehemiah-hand = Ta main ({ $count })
render-ezra_nehemiah-deck = Ta pioche Personnage, sans ordre ({ $count })
render-ezra_nehemiah-no-cards = Aucune carte
render-ezra_nehemiah-banners = Bannières ↓
render-ezra_nehemiah-banner-kept = Une fois la carte rangée, seule la bannière du haut compte.
render-ezra_nehemiah-trade-at = Commerce à la { $gate }
render-ezra_nehemiah-trade-each = autant de fois que voulu, sans pièce au gardien
render-ezra_nehemiah-trade-keeper = 1 pièce à son gardien comprise
render-ezra_nehemiah-wall-known = Cartes Mur que tu connais
render-ezra_nehemiah-wall-top = sur le dessus de ta pioche Mur
render-ezra_nehemiah-wall-bottom = sous ta pioche Mur
render-ezra_nehemiah-wall-drawn = piochée : choisis-en une
render-ezra_nehemiah-no-wall-cards = Aucune
render-ezra_nehemiah-your-scrolls = Tes Parchemins ({ $count })

## Texte alternatif

render-ezra_nehemiah-alt-round = Esdras et Néhémie, manche { $round }, { $phase }.
render-ezra_nehemiah-alt-turn = À { $player } de jouer.
render-ezra_nehemiah-alt-waiting = En attente : { $players }.
render-ezra_nehemiah-alt-board = Temple : { $filled } sur { $spaces } cases remplies ; Murs reconstruits : { $walls } ; Portes reconstruites : { $gates }.
render-ezra_nehemiah-alt-altar = En tête sur la piste Autel : { $player }.
render-ezra_nehemiah-alt-player = { $player } : { $vp } PV, { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
}, { $food ->
    [one] { $food } pain
   *[other] { $food } pains
}, { $levites ->
    [one] { $levites } Lévite
   *[other] { $levites } Lévites
}, { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} en main.
render-ezra_nehemiah-alt-opponent = L’Adversaire : { $vp } PV, { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
}, { $gold } or.
render-ezra_nehemiah-alt-over = Esdras et Néhémie, partie terminée. { $ranking }.
render-ezra_nehemiah-alt-place = { $place }. { $player } { $vp } PV
render-ezra_nehemiah-alt-screen = { $player }, écran privé : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} en main : { $cards } ; dans la pioche : { $deck }.

ezra_nehemiah-hand = Derrière ton écran : { $count ->
    [0] aucune carte Personnage en main
   *[other] en main : { $cards }
} ; { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
} dans ta pioche, { $walls ->
    [one] { $walls } carte Mur
   *[other] { $walls } cartes Mur
} dans ta pioche Mur.
