## Esdras et Néhémie : indications d’une ligne sous les options (issue 16), rédigées à partir de
## data/ezra_nehemiah/*.toml par engine/ezra_nehemiah/hints.py. Affichées sous une option (Discord :
## 100 caractères au plus). Une formulation par verbe d’effet, capacité, condition et type de lieu ;
## jamais une par carte. Noms, biens et effets imbriqués arrivent déjà rendus (ezra_nehemiah.ftl) ;
## les listes sont jointes par des virgules. Termes de ezra_nehemiah.ftl : PV, pièce, pain, bannière,
## bénédiction, Lévite, scribe, gardien, case dorée, tuile retournée, lot de bénédictions. Pour tenir en
## 100 caractères : « Autel +2 cases » (majuscule : le marqueur Autel) et « tente +1 case » (comme « tente +2 cases » des Parchemins) pour
## les avancées sur la piste Autel et les déplacements de tente ; « 1 ressource » sans « au choix » (la règle :
## l’icône Ressource n’inclut pas l’Or ; « 1 pierre ou bois » quand les types sont limités).
## Pluriels : one = 0 et 1, other = le reste ; « orange » et « au choix » restent invariables.

hints-ezra_nehemiah-join = { $a } · { $b }
hints-ezra_nehemiah-or = { $a } ou { $b }
hints-ezra_nehemiah-none = aucun effet
hints-ezra_nehemiah-list = { $items }

## Effets, une formulation par verbe (règles 19.1)

hints-ezra_nehemiah-fx-gain = { $goods }
hints-ezra_nehemiah-fx-resource = { $n ->
    [one] { $n } ressource
   *[other] { $n } ressources
}
hints-ezra_nehemiah-fx-resource-of = { $n } { $types }
hints-ezra_nehemiah-fx-vp = { $n } PV
hints-ezra_nehemiah-fx-lose-vp = −{ $n } PV
hints-ezra_nehemiah-fx-pay-food = { $n ->
    [one] payer { $n } pain
   *[other] payer { $n } pains
}
hints-ezra_nehemiah-fx-worker = { $n ->
    [one] { $n } ouvrier
   *[other] { $n } ouvriers
}
hints-ezra_nehemiah-fx-blessing = { $n } { $n ->
    [one] bénédiction
   *[other] bénédictions
} { $colour }
hints-ezra_nehemiah-fx-banners = { $n } { $n ->
    [one] bannière
   *[other] bannières
} { $colour }
hints-ezra_nehemiah-fx-altar = { $n ->
    [one] Autel +{ $n } case
   *[other] Autel +{ $n } cases
}
hints-ezra_nehemiah-fx-tent = { $n ->
    [one] tente +{ $n } case
   *[other] tente +{ $n } cases
}
hints-ezra_nehemiah-fx-retrieve = récupérer 1 négociant ou ancien
hints-ezra_nehemiah-fx-free-flip = un retournement gratuit de tuile

## Couleurs accordées au nombre ($n ne choisit que la forme ; bannière et bénédiction sont féminines,
## « orange » et « au choix » sont invariables)

hints-ezra_nehemiah-blessing-orange = { $n ->
   *[other] orange
}
hints-ezra_nehemiah-blessing-purple = { $n ->
    [one] violette
   *[other] violettes
}
hints-ezra_nehemiah-blessing-red = { $n ->
    [one] rouge
   *[other] rouges
}
hints-ezra_nehemiah-blessing-wild = { $n ->
   *[other] au choix
}
hints-ezra_nehemiah-banner-red = { $n ->
    [one] rouge
   *[other] rouges
}
hints-ezra_nehemiah-banner-grey = { $n ->
    [one] grise
   *[other] grises
}
hints-ezra_nehemiah-banner-blue = { $n ->
    [one] bleue
   *[other] bleues
}
hints-ezra_nehemiah-banner-wild = { $n ->
   *[other] au choix
}
hints-ezra_nehemiah-banner-amount = { $sign }{ $n } { $colour }
hints-ezra_nehemiah-banners = Bannières : { $items }
hints-ezra_nehemiah-banners-none = Bannières inchangées

## Capacités durables des tuiles Parchemin et de la Boulangerie (règles 19.3)

hints-ezra_nehemiah-hook-final-silver = Fin : 1 PV par { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
}
hints-ezra_nehemiah-hook-final-per = Fin : { $vp } PV par { $what }
hints-ezra_nehemiah-count-blessing_sets = { $n ->
    [one] lot de bénédictions
   *[other] { $n } lots de bénédictions
}
hints-ezra_nehemiah-count-workers_on_board = { $n ->
    [one] ouvrier sur le plateau
   *[other] { $n } ouvriers sur le plateau
}
hints-ezra_nehemiah-count-own_builds = { $n ->
    [one] Mur ou Porte que tu as reconstruit
   *[other] { $n } Murs ou Portes que tu as reconstruits
}
hints-ezra_nehemiah-count-full_temple_rows = { $n ->
    [one] rangée pleine du Temple
   *[other] { $n } rangées pleines du Temple
}
hints-ezra_nehemiah-count-lower_scribes = { $n ->
    [one] scribe sous la rangée du haut
   *[other] { $n } scribes sous la rangée du haut
}
hints-ezra_nehemiah-count-top_scribes = { $n ->
    [one] scribe de la rangée du haut
   *[other] { $n } scribes de la rangée du haut
}
hints-ezra_nehemiah-hook-final-hand = Fin : les cartes en main comptent comme rangées
hints-ezra_nehemiah-hook-no-feed = Sabbat : { $groups } nourris gratis
hints-ezra_nehemiah-group-farmers = fermiers
hints-ezra_nehemiah-group-labourers = manœuvres
hints-ezra_nehemiah-group-merchants = négociants
hints-ezra_nehemiah-group-elders = anciens
hints-ezra_nehemiah-group-gatekeepers = gardiens
hints-ezra_nehemiah-group-scribes = scribes
hints-ezra_nehemiah-hook-prepare = Avant le Sabbat : { $items }
hints-ezra_nehemiah-per-levite = { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} par Lévite
hints-ezra_nehemiah-auxiliary = une action auxiliaire
hints-ezra_nehemiah-hook-on = { $effects } par { $event }
hints-ezra_nehemiah-event-scribe_placed = futur scribe
hints-ezra_nehemiah-event-gatekeeper_placed = nouveau gardien
hints-ezra_nehemiah-event-gold_altar_space = case dorée atteinte
hints-ezra_nehemiah-event-elder_placed = ancien placé
hints-ezra_nehemiah-event-tile_flipped = tuile retournée
hints-ezra_nehemiah-hook-discount-levite-food = Lévites : { $n ->
    [one] { $n } pain
   *[other] { $n } pains
} de moins
hints-ezra_nehemiah-hook-discount-rebuild-stone = Reconstruire : { $n ->
    [one] { $n } pierre
   *[other] { $n } pierres
} de moins
hints-ezra_nehemiah-hook-discount-lower-trade-coins = Commerce du bas : { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} de moins
hints-ezra_nehemiah-hook-tent-bonus = Tente déplacée de { $spaces }+ cases : { $extra ->
    [one] { $extra } case
   *[other] { $extra } cases
} de plus
hints-ezra_nehemiah-hook-copy-wall = Un Mur que tu reconstruis copie aussi une carte Mur voisine
hints-ezra_nehemiah-hook-merchant-again = Rejouer un négociant pour { $coin ->
    [one] { $coin } pièce
   *[other] { $coin } pièces
}
hints-ezra_nehemiah-hook-hand-size = Main +{ $extra }{ $unlimited ->
    [0] {""}
   *[other] , piles sans limite
}
hints-ezra_nehemiah-hook-after-trade = Après un commerce : { $coin ->
    [one] { $coin } pièce
   *[other] { $coin } pièces
}{ $flip ->
    [0] {""}
   *[other] {" "}ou un retournement payé
}
hints-ezra_nehemiah-hook-any-trade = Commerce avec toute carte Personnage visible
hints-ezra_nehemiah-hook-buy-bread = À tout moment : { $bread ->
    [one] { $bread } pain
   *[other] { $bread } pains
} pour { $coin ->
    [one] { $coin } pièce
   *[other] { $coin } pièces
}
hints-ezra_nehemiah-hook-hero = Carte Héros { $hero } : { $effects }

## Conditions du Sabbat des cartes Personnage (règles 19.2)

hints-ezra_nehemiah-condition-count = { $base ->
    [0] { $per } PV par { $what }
   *[other] { $base } PV + { $per } par { $what }
}
hints-ezra_nehemiah-per-blessing_orange = bénédiction orange
hints-ezra_nehemiah-per-blessing_purple = bénédiction violette
hints-ezra_nehemiah-per-blessing_red = bénédiction rouge
hints-ezra_nehemiah-per-scribes = scribe
hints-ezra_nehemiah-per-levites = Lévite
hints-ezra_nehemiah-per-gold_altar_spaces = case dorée atteinte
hints-ezra_nehemiah-per-developed_tiles = tuile retournée
hints-ezra_nehemiah-per-gatekeepers = gardien
hints-ezra_nehemiah-per-walls = Mur que tu as reconstruit
hints-ezra_nehemiah-condition-top-scribes = { $n ->
    [one] PV de la rangée de ton scribe le plus haut
   *[other] PV des rangées de tes { $n } scribes les plus hauts
}

## Cartes

hints-ezra_nehemiah-sabbath = Sabbat : { $condition }
hints-ezra_nehemiah-keeps = { $n ->
   *[other] Garde
} { $banners }
hints-ezra_nehemiah-each-sabbath = Chaque Sabbat : { $condition } (soit { $vp } PV)
hints-ezra_nehemiah-hero-rewards = En manche { $round } : { $effects }
hints-ezra_nehemiah-vp-at-end = { $vp } PV à la fin
hints-ezra_nehemiah-now = Aussitôt : { $effects }
hints-ezra_nehemiah-developed = Retournée : { $what }
hints-ezra_nehemiah-tile-no-limit = stockage illimité
hints-ezra_nehemiah-tile-each-labourer = par manœuvre : { $effects }
hints-ezra_nehemiah-tile-each-farmer = par fermier : { $effects }
hints-ezra_nehemiah-tile-better-slots = meilleurs emplacements
hints-ezra_nehemiah-tile-bonus = option bonus : { $effects }
hints-ezra_nehemiah-judgement = Autel < { $zechariah } : { $behind } · { $zechariah }–{ $haggai } : { $between } · > { $haggai } : { $ahead }
hints-ezra_nehemiah-focus = { $gate } { $arrow }, colonne { $column } · { $upper } ou { $lower }
hints-ezra_nehemiah-focus-trade = { $pay ->
    [one] { $pay } pièce
   *[other] { $pay } pièces
} → { $gain }
hints-ezra_nehemiah-arrow-clockwise = ↻
hints-ezra_nehemiah-arrow-counterclockwise = ↺
hints-ezra_nehemiah-plan-temple = Temple
hints-ezra_nehemiah-plan-build-gate = reconstruire une Porte
hints-ezra_nehemiah-plan-build-wall = reconstruire un Mur
hints-ezra_nehemiah-plan-clear-wall = déblayer
hints-ezra_nehemiah-plan-scribe-highest = scribe le plus haut
hints-ezra_nehemiah-plan-scribe-lowest = scribe le plus bas
hints-ezra_nehemiah-plan-pay-gold = pour { $gold } or
hints-ezra_nehemiah-plan-then = { $action } : { $effects }
hints-ezra_nehemiah-plan-else = { $a } › { $b }

## Lieux

hints-ezra_nehemiah-cleared = Déblayé : { $effects }
hints-ezra_nehemiah-rebuilt = Reconstruite : { $effects }
hints-ezra_nehemiah-connection = Connexion avec la { $gate } : { $effects }
hints-ezra_nehemiah-connections = Connexions : { $effects }
hints-ezra_nehemiah-keeper-income = Chaque commerce ici te rapporte { $coin ->
    [one] { $coin } pièce
   *[other] { $coin } pièces
} ({ $cards })
hints-ezra_nehemiah-levite = Lévite n° { $n } ({ $food ->
    [0] gratuit
    [one] { $food } pain
   *[other] { $food } pains
}) : { $effects }
hints-ezra_nehemiah-temple-row = { $banners ->
    [one] { $banners } bannière rouge
   *[other] { $banners } bannières rouges
} · donne : { $effects }
hints-ezra_nehemiah-enter = En y entrant : { $effects }{ $gold ->
    [0] {""}
   *[other] {" "}(case dorée)
}
hints-ezra_nehemiah-scribe-cost = Scribe : { $blue ->
    [one] { $blue } bleue
   *[other] { $blue } bleues
} + { $cost }
hints-ezra_nehemiah-first-food = Premier scribe ici : { $n ->
    [one] { $n } pain
   *[other] { $n } pains
}

## Ce que fait une option (en partie)

hints-ezra_nehemiah-temple-column = Colonne { $column } (secteur { $section })
hints-ezra_nehemiah-gives = Donne : { $effects }
hints-ezra_nehemiah-completes = Complète le secteur { $section } : +{ $food ->
    [one] { $food } pain
   *[other] { $food } pains
} pour toi
hints-ezra_nehemiah-altar-move = Case { $start } → { $to } : { $effects }{ $gold ->
    [0] {""}
   *[other] {" "}(case dorée)
}
hints-ezra_nehemiah-levite-gives = Le Lévite n° { $n } donne : { $effects }
hints-ezra_nehemiah-take = Tu prends { $goods }
hints-ezra_nehemiah-last-cube = Dernier cube : { $effects }
hints-ezra_nehemiah-draw-wall-cards = Tu pioches { $n ->
    [one] { $n } carte Mur
   *[other] { $n } cartes Mur
}, tu en poses 1
hints-ezra_nehemiah-gain = Tu gagnes : { $effects }
hints-ezra_nehemiah-set-completed = Complète le lot de bénédictions { $n } : { $effects }
hints-ezra_nehemiah-set-next = Lot de bénédictions { $n } ({ $effects }) : toutes les pistes à { $n }
hints-ezra_nehemiah-track-to = Piste à { $value }
hints-ezra_nehemiah-sell-any = Pas de gardien : vends autant que tu veux
hints-ezra_nehemiah-keeper-coin = Part du gardien : { $coin ->
    [one] { $coin } pièce
   *[other] { $coin } pièces
} → { $keeper }
hints-ezra_nehemiah-own-gate = Ta propre Porte : pas de pièce pour un gardien
hints-ezra_nehemiah-keeper-included = Part du gardien comprise : { $coin ->
    [one] { $coin } pièce
   *[other] { $coin } pièces
} → { $keeper }
hints-ezra_nehemiah-also = Aussi : { $effects }
hints-ezra_nehemiah-banners-lost = Après l’action : bannières perdues
hints-ezra_nehemiah-retrieve = Retourne dans ta réserve ; libère l’emplacement : { $effects }

## Pourquoi une option est refusée, et ce qui la rendrait possible

hints-ezra_nehemiah-why-no-flip = Tu ne peux payer le retournement d’aucune tuile Développement : il manque encore { $missing } pour la tuile { $tile }.
hints-ezra_nehemiah-why-all-developed = Toutes tes tuiles Développement sont déjà retournées.
hints-ezra_nehemiah-why-trade-card-first = Joue d’abord une carte Personnage : tu commerces avec la carte jouée.
hints-ezra_nehemiah-why-trade-coins = Le commerce le moins cher de la carte { $card } coûte { $need ->
    [one] { $need } pièce
   *[other] { $need } pièces
} ; tu en as { $have }.
hints-ezra_nehemiah-why-trade-cubes = La carte { $card } vend contre des pièces : { $cubes } ; tu n’en as pas.
