## Architectes du Royaume de l’Ouest : indications d’une ligne sous les options (engine/architects/hints.py).
## Chaque indication est rédigée à partir des données du jeu : un message par code d’effet
## (rules/architects.md 13.2) et par lieu, les nombres en paramètres. Les messages imbriqués (biens,
## compétences, lieux, effets) arrivent déjà rendus. Une indication rendue tient en 100 caractères
## (une ligne de menu Discord) : on reste bref. Termes de architects.ftl : pièces, Vertu, PV,
## Cathédrale, Prison, réserve de taxes, Renouvellement du Marché noir, Maison des Guildes.
## Pluriels (CLDR fr) : one = 0 et 1, other pour le reste ; [0] exact passe avant one.

## Assembler les parties d’une indication

hints-architects-then = { $first } · { $rest }
hints-architects-and = { $first } ; { $rest }
hints-architects-or = { $first } ou { $rest }
hints-architects-slash = { $first }/{ $rest }
hints-architects-plus = +{ $goods }
hints-architects-minus = −{ $goods }
hints-architects-virtue-up = +{ $n } Vertu
hints-architects-virtue-down = −{ $n } Vertu
hints-architects-or-else = { $first } (ou { $fallback })
hints-architects-at-end = { $effect } en fin de partie
hints-architects-at-most = { $effect } (max { $max })
hints-architects-res-clay = argile
hints-architects-res-wood = bois
hints-architects-res-stone = pierre
hints-architects-res-gold = or
hints-architects-res-marble = marbre
hints-architects-res-silver = pièce

## Cartes : bâtiments, apprentis, plateaux face 2, cartes Marché noir

hints-architects-cost = Coût : { $goods }
hints-architects-card = { $cost } → { $value }
hints-architects-vp = { $vp } PV
hints-architects-vp-virtue = { $vp } PV, { $virtue }
hints-architects-skills = { $skills }
hints-architects-no-skill = aucune compétence
hints-architects-start = au départ : { $goods }
hints-architects-market-card = case de gauche : { $small } · case de droite : { $large }

## Effets immédiats (bâtiments, récompenses)

hints-architects-draw = pioche { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
}
hints-architects-draw-keep = pioche { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
}, gardes-en { $keep }
hints-architects-hire-free-any = embauche gratuitement un apprenti au choix
hints-architects-hire-free-col1 = embauche gratuitement un apprenti de la colonne 1
hints-architects-payoff-free = rembourse une dette gratuitement
hints-architects-release-all = tes ouvriers sortent de Prison
hints-architects-imprison-captured = envoie en Prison les ouvriers capturés, +{ $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
} chacun
hints-architects-take-tax-all = prends toutes les pièces de la réserve de taxes
hints-architects-take-tax = prends jusqu’à { $max ->
    [one] { $max } pièce
   *[other] { $max } pièces
} de la réserve de taxes

## Effets de fin de partie : 1 PV par `per` de ce qui est compté

hints-architects-per-captured = +1 PV par { $per ->
    [one] ouvrier capturé
   *[other] { $per } ouvriers capturés
}
hints-architects-per-gold = +1 PV par { $per ->
    [one] or
   *[other] { $per } or
}
hints-architects-per-marble = +1 PV par { $per ->
    [one] marbre
   *[other] { $per } marbres
}
hints-architects-per-clay = +1 PV par { $per ->
    [one] argile
   *[other] { $per } argiles
}
hints-architects-per-silver = +1 PV par { $per ->
    [one] pièce
   *[other] { $per } pièces
}
hints-architects-per-apprentices = +1 PV par { $per ->
    [one] apprenti
   *[other] { $per } apprentis
}
hints-architects-per-paid-debts = +1 PV par { $per ->
    [one] dette remboursée
   *[other] { $per } dettes remboursées
}
hints-architects-per-cathedral-level = +1 PV par { $per ->
    [one] niveau de Cathédrale
   *[other] { $per } niveaux de Cathédrale
}
hints-architects-per-buildings-with-skill = +1 PV par { $per ->
    [one] bâtiment
   *[other] { $per } bâtiments
} exigeant { $skill }
hints-architects-per-virtue-above = +1 PV par { $per ->
    [one] Vertu
   *[other] { $per } Vertu
} au-delà de { $above }
hints-architects-if-virtue-at-least = +{ $vp } PV à Vertu { $n } ou plus
hints-architects-if-cathedral-at-least = +{ $vp } PV au niveau { $n }+ de la Cathédrale
hints-architects-if-no-unpaid-debt = +{ $vp } PV sans dette impayée

## Capacités (apprentis, plateaux face 2)

hints-architects-yield-bonus = { $location } : { $goods }
hints-architects-yield-bonus-option = { $location }, en prenant { $option ->
    [clay] l’argile
   *[gold] l’or
} : { $goods }
hints-architects-mines-gold-ceil = { $location } : or arrondi au-dessus (N/{ $divisor })
hints-architects-trade = { $location } : { $give } → { $get }
hints-architects-trade-more = { $give } → { $get }
hints-architects-taxcollector-loss = { $location } : −{ $n } Vertu au lieu de −{ $usual }
hints-architects-capture-steal = en capturant un groupe adverse, prends { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} à son propriétaire
hints-architects-draw-bonus = { $location } : pioche { $n ->
    [one] { $n } carte Bâtiment de plus
   *[other] { $n } cartes Bâtiment de plus
}
hints-architects-hand-limit-bonus = limite de main +{ $n }
hints-architects-reach-bonus = { $location } : portée +{ $n ->
    [one] { $n } colonne
   *[other] { $n } colonnes
}
hints-architects-hire-discount = { $location } : l’embauche coûte { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} de moins
hints-architects-apprentice-limit-bonus = limite d’apprentis +{ $n }
hints-architects-tc-free-extra = { $location } : captures gratuites après la 1re
hints-architects-tc-first-free = { $location } : 1re capture gratuite
hints-architects-tc-extra-location = { $location } : captures dans { $n ->
    [one] { $n } lieu de plus
   *[other] { $n } lieux de plus
}
hints-architects-prison-bounty = envoi en Prison : +{ $per ->
    [one] { $per } pièce
   *[other] { $per } pièces
} par ouvrier (max { $max })
hints-architects-prison-bounty-pair = envoi en Prison : +{ $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} par paire d’ouvriers
hints-architects-reclaim-discount = récupérer tes ouvriers coûte { $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
} au lieu de { $usual }
hints-architects-on-debt-paid = en remboursant une dette : { $goods }
hints-architects-ignore-tax = chaque paiement : { $n ->
    [one] { $n } pièce de taxe
   *[other] { $n } pièces de taxe
} en moins
hints-architects-silver-divisor = score final : 1 PV par { $d ->
    [one] pièce
   *[other] { $d } pièces
} au lieu de { $usual }
hints-architects-build-discount = coût des bâtiments : { $goods }
hints-architects-marble-sub = bâtiments et Cathédrale : 1 marbre remplace { $n } argile/bois/pierre
hints-architects-cathedral-gain = à chaque niveau de Cathédrale : { $goods }
hints-architects-cathedral-sw-discount = Cathédrale : { $n } pierre/bois de moins
hints-architects-cathedral-no-discard = Cathédrale : aucune carte Bâtiment à sacrifier
hints-architects-bm-discount = Marché noir : { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} de moins
hints-architects-reset-release = à chaque Renouvellement, jusqu’à { $n ->
    [one] { $n } de tes ouvriers sort
   *[other] { $n } de tes ouvriers sortent
} de Prison
hints-architects-reset-gain = à chaque Renouvellement du Marché noir : { $goods }
hints-architects-reset-shelter = à chaque Renouvellement, tes ouvriers du Marché noir rentrent
hints-architects-permanent-skill = compétence permanente : { $skill }

## Lieux (où va l’ouvrier) : ce que donne le placement maintenant

hints-architects-gain = { $goods }
hints-architects-gain-either = { $first } ou { $second }
hints-architects-exchange = { $pay }× { $give } → { $get }
hints-architects-storehouse = Jusqu’à { $n ->
    [one] { $n } échange
   *[other] { $n } échanges
} : { $exchanges }{ $trades ->
    [0] {""}
   *[other] {" "}; + apprentis
}
hints-architects-workshop = Embauche { $reach ->
    [1] en colonne 1
   *[other] en colonnes 1–{ $reach }
} pour { $price ->
    [one] { $price } pièce
   *[other] { $price } pièces
}, ou { $count ->
    [0] aucune carte à piocher
    [one] pioche 1 carte Bâtiment
   *[other] pioche { $count } cartes Bâtiment
}
hints-architects-town-centre = Jusqu’à { $n ->
    [one] { $n } capture
   *[other] { $n } captures
} ({ $first ->
    [one] { $first } pièce
   *[other] { $first } pièces
}, puis { $then } chacune) { $limit ->
    [one] dans { $limit } lieu
   *[other] dans { $limit } lieux au plus
}
hints-architects-tax-collector = { $silver ->
    [0] Rien à prendre dans la réserve de taxes
    [one] Prends la pièce de la réserve de taxes
   *[other] Prends les { $silver } pièces de la réserve de taxes
}, −{ $virtue } Vertu
hints-architects-guard-house = Jusqu’à { $n ->
    [one] { $n } action
   *[other] { $n } actions
} : emprisonner, libérer, récupérer ({ $reclaim ->
    [one] { $reclaim } pièce
   *[other] { $reclaim } pièces
}), rembourser une dette ({ $payoff ->
    [one] { $payoff } pièce
   *[other] { $payoff } pièces
})
hints-architects-market-price = { $silver ->
    [one] { $silver } pièce
   *[other] { $silver } pièces
} et { $virtue } Vertu
hints-architects-market = Pour { $price } : { $goods }
hints-architects-market-middle = Pour { $price } : embauche un apprenti au choix, ou pioche { $count } cartes, gardes-en { $keep }
hints-architects-guildhall = Construis un bâtiment ou le niveau { $level } de la Cathédrale · case { $space }/{ $spaces }{ $event ->
    [reset] {" "}: Renouvellement du Marché noir
    [end] {" "}: fin de la partie
   *[none] {""}
}
hints-architects-guildhall-beside = Dernier tour, à côté de la Maison des Guildes : un bâtiment ou le niveau { $level } de la Cathédrale
hints-architects-retrieve = 1 ouvrier revient sur ton plateau ; { $left ->
    [one] { $left } reste ici
   *[other] { $left } restent ici
}
hints-architects-capture-at = Ouvriers adverses ici : { $others }{ $own ->
    [0] {""}
   *[other] {" "}; les tiens : { $own } (ils rentrent chez toi)
}

## La Cathédrale de la Maison des Guildes, l’embauche à l’Atelier

hints-architects-stone-or-wood = { $count } pierre/bois au choix
hints-architects-give-up-card = sacrifie 1 carte Bâtiment
hints-architects-reward-card = une carte Récompense
hints-architects-vp-total = { $vp } PV en tout
hints-architects-workshop-hire = { $reach ->
    [1] Colonne 1
   *[other] Colonnes 1–{ $reach }
} : { $price ->
    [one] { $price } pièce
   *[other] { $price } pièces
} ; +{ $extra } par colonne au-delà
