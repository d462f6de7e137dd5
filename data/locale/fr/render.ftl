## Mots communs aux images (et aux messages du bot : data/locale/names.py).
## La place est comptée sur les images : étiquettes aussi courtes que l’anglais (PV, h, j).
## Noms des cartes, lieux, ressources et phases : ceux des catalogues de chaque jeu.
## Pluriels (CLDR fr) : one = 0 et 1, other = le reste ; d’où « { $n } carte » plutôt que « 1 carte »
## dans [one] ; les variantes exactes [0] passent avant one.

# un joueur dont le nom affiché ne montre rien (vide, ou fait uniquement de caractères invisibles)
name-automa = Bot
name-fallback = Joueur { $number }
render-abandoned = Partie abandonnée
render-alt-abandoned = La partie a été abandonnée ; plus personne n’a à jouer.
# la troisième ligne de l’en-tête : ce qui s’est passé depuis l’image précédente du plateau (render/kit.py last_move)
render-last-move = Dernier coup
render-alt-last-move = Dernier coup : { $move }

## Les marques de la table (render/kit.py) : le temps qui reste à un joueur attendu sur l’horloge des coups
## (court : il suit le nom dans l’en-tête), les places que joue le bot, les joueurs en vacances.

render-time-left = { $days ->
    [0] { $hours ->
        [0] <1 h
       *[other] { $hours } h
    }
   *[other] { $days } j{ $hours ->
        [0] { "" }
       *[other] { " " }{ $hours } h
    }
}
# quand l’en-tête est encombré : les jours seuls (« 2 j » pour « 2 j 3 h »)
render-time-left-short = { $days ->
    [0] { $hours ->
        [0] <1 h
       *[other] { $hours } h
    }
   *[other] { $days } j
}
render-mark-bot = bot
render-mark-away = vacances
render-alt-duration = { $days ->
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
render-alt-time-left = Temps restant : { $players }.
render-alt-seat-time = { $player } ({ $left })
render-alt-bots = Le bot joue pour { $players }.
render-alt-away = En vacances : { $players }.

## Les mots des images de Néhémie (render/nehemiah.py) et leur texte alternatif.

render-nehemiah-round = Manche { $round }
render-nehemiah-waiting = En attente de
render-nehemiah-game-over = Partie terminée
render-nehemiah-winner = { $count ->
    [one] Vainqueur
   *[other] Vainqueurs
}
render-nehemiah-final-turns = Tours restants : { $turns }
render-nehemiah-removed = Retirée
render-nehemiah-dealing = En distribution
render-nehemiah-decks = Pioches
render-nehemiah-discard = Défausse
render-nehemiah-gates = Portes
render-nehemiah-next = suivante
render-nehemiah-none-left = plus aucune
render-nehemiah-screen = derrière l’écran
render-nehemiah-aside = mis de côté
render-nehemiah-neutral = neutres
render-nehemiah-cubes = cubes restants
render-nehemiah-gates-held = portes
render-nehemiah-leaders-held = chefs
render-nehemiah-start = 1er joueur
render-nehemiah-to-move = à jouer
render-nehemiah-bidding = enchérit
render-nehemiah-leaders = Chefs à engager
render-nehemiah-up-for-bids = Aux enchères
render-nehemiah-opened-by = ouvertes par
render-nehemiah-no-auction = Pas d’enchère en cours
render-nehemiah-last-auction = Dernière enchère
render-nehemiah-your-screen = Ton écran : visible par toi seulement
render-nehemiah-your-bid = Ton offre secrète
render-nehemiah-workers = Ouvriers
render-nehemiah-your-leaders = Tes chefs
render-nehemiah-no-leaders = Aucune carte Chef
render-nehemiah-no-gates = Pas encore de porte
render-nehemiah-vp = PV
render-nehemiah-final = Score final

## Texte alternatif

render-nehemiah-alt-round = Néhémie, manche { $round } sur 3.
render-nehemiah-alt-over = Néhémie, partie terminée après la manche { $round }. { $ranking }.
render-nehemiah-alt-place = { $place }. { $players } { $vp } PV
render-nehemiah-alt-waiting = En attente : { $players }.
render-nehemiah-alt-lead = { $board } : { $players } { $count ->
    [one] mène
   *[other] mènent
} avec { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
}
render-nehemiah-alt-empty = { $board } : aucun cube
render-nehemiah-alt-columns = { $columns ->
    [one] { $columns } colonne
   *[other] { $columns } colonnes
} de cartes de travail{ $removed ->
    [0] {""}
    [one] {" "}({ $removed } retirée)
   *[other] {" "}({ $removed } retirées)
}.
render-nehemiah-alt-gates = { $gates ->
    [one] { $gates } porte restante.
   *[other] { $gates } portes restantes.
}
render-nehemiah-alt-auction = Enchère pour le { $leader } : offres remises : { $bids } sur { $players }.
render-nehemiah-alt-screen = { $player }, écran privé : { $wood } bois, { $gold } or, { $vp } PV, { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} derrière l’écran, portes : { $gates }, chefs : { $leaders }.

## Les mots des images du Temple (render/temple.py) et leur texte alternatif.
## Concession, élément (bâti / non bâti), Arche (d’alliance), Main de Dieu, ouvriers de chantier,
## Ville, Mécène : comme dans temple.ftl.

render-temple-round = Manche { $round }
render-temple-final-round = Dernière manche
render-temple-waiting = En attente de
render-temple-game-over = Partie terminée
render-temple-winner = { $count ->
    [one] Vainqueur
   *[other] Vainqueurs
}
render-temple-auction = Enchères des concessions
render-temple-deck = { $count ->
    [0] La pioche est vide
    [one] { $count } carte dans la pioche
   *[other] { $count } cartes dans la pioche
}
render-temple-auctions-over = Concessions toutes vendues
render-temple-no-display = Aucune concession exposée
render-temple-under-hammer = aux enchères
render-temple-declined = sans offre
render-temple-high-bid = Meilleure offre
render-temple-no-bid = Pas encore d’offre
render-temple-passed = Ont passé
render-temple-last-sale = Dernière enchère
render-temple-unsold = aucune offre
render-temple-forced = forcé
render-temple-forced-purchase = achat forcé
render-temple-market = Marché de la manche
render-temple-sold = vendu
render-temple-bought = acheté
render-temple-price = prix
render-temple-sealed-sell = Ventes à l’aveugle
render-temple-sealed-buy = Achats à l’aveugle
render-temple-not-yet = Aucun échange pour l’instant cette manche
render-temple-gods-hand = Main de Dieu
render-temple-gods-piles = pioche : { $deck } · défausse : { $discard }
render-temple-god-now = tirée cette manche
render-temple-god-earlier = tirée la manche passée
render-temple-no-god = Aucune carte tirée
render-temple-wage = Salaire par ouvrier
render-temple-site-more = Cette manche : { $count ->
    [one] +{ $count } ouvrier de chantier
   *[other] +{ $count } ouvriers de chantier
} par élément
render-temple-site-fewer = Cette manche : { $count ->
    [one] −{ $count } ouvrier de chantier
   *[other] −{ $count } ouvriers de chantier
} par élément
render-temple-ark = Arche
render-temple-leader = 1er joueur
render-temple-to-move = à jouer
render-temple-declaring = déclare
render-temple-site-workers = ouvriers de chantier
render-temple-wages = salaires
render-temple-no-craft = non construite
render-temple-built = Bâties : { $count }
render-temple-unbuilt = Non bâties : { $count }
render-temple-debt = doit { $amount } D à
render-temple-barred = hors enchères
render-temple-eliminated = Hors jeu depuis la manche { $round }
render-temple-final = Score final
render-temple-part-built = bâtis
render-temple-part-holy = Saint des Saints
render-temple-part-unbuilt = non bâties
render-temple-your-screen = Ta Ville : visible par toi seulement
render-temple-goods = Biens
render-temple-workers = ouvriers
render-temple-wages-due = salaires dus
render-temple-score = score
render-temple-patron = Mécène : { $patron }
render-temple-per-round = à chaque manche
render-temple-your-sell = Ta déclaration de vente
render-temple-your-buy = Ta déclaration d’achat
render-temple-crafts = Ateliers
render-temple-concessions = Concessions du Temple
render-temple-no-concessions = Pas encore de concession

## Texte alternatif des images du Temple

render-temple-alt-round = Le Temple, manche { $round } : { $phase }.
render-temple-alt-over = Le Temple, partie terminée après la manche { $round }. { $ranking }.
render-temple-alt-place = { $place }. { $players } { $score ->
    [one] { $score } point
   *[other] { $score } points
}
render-temple-alt-out = Hors jeu : { $players }.
render-temple-alt-waiting = En attente : { $players }.
render-temple-alt-ark = { $player } a l’Arche d’alliance.
render-temple-alt-auction = Aux enchères : { $card }, { $high ->
    [0] pas encore d’offre
   *[other] meilleure offre { $high } D par { $bidder }
}.
render-temple-alt-display = Concessions exposées : { $cards }.
render-temple-alt-market = { $side ->
    [sell] Ventes à l’aveugle
   *[other] Achats à l’aveugle
} : déclarations reçues : { $declared } sur { $players }.
render-temple-alt-god = Main de Dieu : { $card }.
render-temple-alt-scores = Scores : { $scores }.
render-temple-alt-score = { $player } { $score }
render-temple-alt-screen = { $player }, Ville : { $drachmas } D, { $wood } bois, { $stone ->
    [one] { $stone } pierre
   *[other] { $stone } pierres
}, { $food } vivres, { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} ; concessions bâties : { $built }, non bâties : { $unbuilt } ; score { $score }.
render-temple-alt-declaration = Ta déclaration { $side ->
    [sell] de vente
   *[other] d’achat
} : { $wood } bois, { $stone ->
    [one] { $stone } pierre
   *[other] { $stone } pierres
}, { $food } vivres.
render-temple-turn-sell = Ventes tour à tour
render-temple-turn-buy = Achats tour à tour
render-temple-declaring = déclare…
render-temple-alt-market-turn = { $side ->
    [sell] Ventes du marché tour à tour
   *[other] Achats du marché tour à tour
} ; déclarations reçues : { $declared } sur { $players } ; { $player } déclare. Jusqu’ici : { $totals }.
render-temple-alt-market-good = { $good } { $total } à { $price } D
render-temple-alt-market-food = { $good } { $total } à { $price } D les 100

## Les mots des images d’Architectes du Royaume de l’Ouest (render/architects.py) et leur texte alternatif.
## Les noms des cartes, lieux et ressources viennent d’architects.ftl ; l’argent se compte en pièces.

render-architects-round = Manche { $round }
render-architects-phase-boards = Choix des plateaux
render-architects-phase-draft = Draft
render-architects-phase-final_round = Dernière manche : { $count ->
    [one] { $count } tour restant
   *[other] { $count } tours restants
}
render-architects-waiting = En attente de
render-architects-game-over = Partie terminée
render-architects-winner = { $count ->
    [one] Vainqueur
   *[other] Vainqueurs
}
render-architects-to-move = à jouer
render-architects-rival = Rival
render-architects-rival-of = Difficulté : { $difficulty }
render-architects-difficulty-apprentice = facile
render-architects-difficulty-journeyman = normal
render-architects-difficulty-master = difficile
render-architects-rival-last = Dernière carte
render-architects-rival-GATHER = récolter : { $location }
render-architects-rival-RECRUIT = embaucher
render-architects-rival-CAPTURE = capturer
render-architects-rival-GUARD = Corps de Garde
render-architects-rival-TAX = Percepteur
render-architects-rival-MARKET = Marché noir
render-architects-rival-BUILD = bâtir
render-architects-tax-stand = Réserve de taxes
render-architects-black-market = Marché noir
render-architects-piles = Pile Petit { $small } · Pile Grand { $large }
render-architects-market-draw = Pioche { $draw }, garde { $keep }
render-architects-prison = Prison
render-architects-prison-empty = Personne en Prison
render-architects-guildhall = Maison des Guildes
render-architects-reset = Renouvellement
render-architects-end = Fin de partie
render-architects-beside = À côté de la Maison
render-architects-cathedral = Cathédrale
render-architects-virtue = Vertu
render-architects-no-cathedral = pas de Cathédrale
render-architects-no-market = pas de Marché noir
render-architects-display = Apprentis à embaucher
render-architects-deck = { $count } en pioche
render-architects-building-deck = Bâtiments
render-architects-apprentice-deck = Apprentis
render-architects-reward-pile = Récompenses
render-architects-rewards-drawn = Récompenses révélées
render-architects-none = aucune pour l’instant
render-architects-more = +{ $count }
render-architects-captured = Capturés
render-architects-apprentices-held = Apprentis ({ $count })
render-architects-buildings = Bâtiments ({ $count })
render-architects-cap-virtue = Vertu
render-architects-cap-cathedral = Cathédrale
render-architects-cap-debt = dettes
render-architects-cap-paid = payées
render-architects-cap-workers = ouvriers
render-architects-cap-hand = main
render-architects-cap-prison = en Prison
render-architects-cap-score = points
render-architects-part-buildings = Bâtiments
render-architects-part-cathedral = Cathédrale
render-architects-part-virtue = Vertu
render-architects-part-debts = Dettes
render-architects-part-goods = Or, marbre
render-architects-part-silver = Pièces
render-architects-part-prison = Prison

## Les effets en quelques mots (rules/architects.md 13.2) ; $goods, $give, $get sont des quantités
## rédigées par architects-goods, $location un nom de lieu, $skill un nom de compétence.

render-architects-fx-GAIN = Gagne { $goods }
render-architects-fx-DRAW = { $n ->
    [one] Pioche { $n } carte Bâtiment
   *[other] Pioche { $n } cartes Bâtiment
}
render-architects-fx-DRAW_KEEP = Pioche { $n } cartes Bâtiment, gardes-en { $keep }
render-architects-fx-HIRE_FREE-any = Embauche gratuitement un apprenti au choix
render-architects-fx-HIRE_FREE-col1 = Embauche gratuitement un apprenti de la 1re colonne
render-architects-fx-PAYOFF_FREE = Rembourse gratuitement une dette
render-architects-fx-or = { $text }, sinon gagne { $goods }
render-architects-fx-RELEASE_ALL = Libère tous tes ouvriers de la Prison
render-architects-fx-IMPRISON_CAPTURED = Envoie en Prison les ouvriers capturés
render-architects-fx-TAKE_TAX = Prends jusqu’à { $max ->
    [one] { $max } pièce
   *[other] { $max } pièces
} dans la réserve de taxes
render-architects-fx-TAKE_TAX-all = Prends toute la réserve de taxes
render-architects-fx-END_VIRTUE = En fin de partie : +{ $n } Vertu
render-architects-fx-END_VP_PER = 1 PV par { $what }
render-architects-fx-END_VP_PER-max = 1 PV par { $what }, { $max } PV au plus
render-architects-per-captured = { $per ->
    [one] ouvrier capturé
   *[other] { $per } ouvriers capturés
}
render-architects-per-gold = { $per ->
    [one] or
   *[other] { $per } or
}
render-architects-per-marble = { $per ->
    [one] marbre
   *[other] { $per } marbres
}
render-architects-per-clay = { $per ->
    [one] argile
   *[other] { $per } argiles
}
render-architects-per-silver = { $per ->
    [one] pièce
   *[other] { $per } pièces
}
render-architects-per-apprentices = { $per ->
    [one] apprenti
   *[other] { $per } apprentis
}
render-architects-per-paid_debts = { $per ->
    [one] dette remboursée
   *[other] { $per } dettes remboursées
}
render-architects-per-cathedral_level = { $per ->
    [one] niveau de Cathédrale
   *[other] { $per } niveaux de Cathédrale
}
render-architects-per-buildings_with_skill = { $per ->
    [one] bâtiment exigeant { $skill }
   *[other] { $per } bâtiments exigeant { $skill }
}
render-architects-per-virtue_above = { $per ->
    [one] point de Vertu au-delà de { $above }
   *[other] { $per } points de Vertu au-delà de { $above }
}
render-architects-fx-END_VP_IF-virtue_at_least = { $vp } PV avec une Vertu de { $n } ou plus
render-architects-fx-END_VP_IF-cathedral_at_least = { $vp } PV avec la Cathédrale au niveau { $n } ou plus
render-architects-fx-END_VP_IF-no_unpaid_debt = { $vp } PV sans dette impayée
render-architects-fx-YIELD_BONUS = { $location } : +{ $goods }
render-architects-fx-YIELD_BONUS-clay = { $location }, si tu prends de l’argile : +{ $goods }
render-architects-fx-YIELD_BONUS-gold = { $location }, si tu prends de l’or : +{ $goods }
render-architects-fx-MINES_GOLD_CEIL = Mines : or arrondi au supérieur
render-architects-fx-STOREHOUSE_TRADE = Entrepôt du Roi : { $give } → { $get }
render-architects-fx-TAXCOLLECTOR_LOSS = Percepteur : −{ $n } Vertu seulement
render-architects-fx-CAPTURE_STEAL = Capture : prends { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} au propriétaire
render-architects-fx-DRAW_BONUS = Atelier : pioche +{ $n }
render-architects-fx-HAND_LIMIT_BONUS = Limite de main +{ $n }
render-architects-fx-REACH_BONUS = Atelier : { $n ->
    [one] { $n } colonne plus loin
   *[other] { $n } colonnes plus loin
}
render-architects-fx-HIRE_DISCOUNT = L’embauche coûte { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} de moins
render-architects-fx-APPRENTICE_LIMIT_BONUS = Limite d’apprentis +{ $n }
render-architects-fx-TC_FREE_EXTRA = Hôtel de Ville : captures suivantes gratuites
render-architects-fx-TC_FIRST_FREE = Hôtel de Ville : première capture gratuite
render-architects-fx-TC_EXTRA_LOCATION = Hôtel de Ville : { $n ->
    [one] +{ $n } lieu de capture
   *[other] +{ $n } lieux de capture
}
render-architects-fx-PRISON_BOUNTY = Envoi en Prison : { $per_worker ->
    [one] +{ $per_worker } pièce
   *[other] +{ $per_worker } pièces
} par ouvrier, max { $max }
render-architects-fx-PRISON_BOUNTY_PAIR = Envoi en Prison : { $n ->
    [one] +{ $n } pièce
   *[other] +{ $n } pièces
} par paire d’ouvriers
render-architects-fx-RECLAIM_DISCOUNT = Corps de Garde : récupérer coûte moins
render-architects-fx-ON_DEBT_PAID = Dette remboursée : +{ $goods }
render-architects-fx-IGNORE_TAX = Ignore { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} de taxe par paiement
render-architects-fx-SILVER_DIVISOR = Décompte final : 1 PV par { $d } pièces
render-architects-fx-BUILD_DISCOUNT = Construction : { $goods } de moins
render-architects-fx-MARBLE_SUB = 1 marbre au lieu de 2 argiles, bois ou pierres
render-architects-fx-CATHEDRAL_GAIN = Cathédrale : +{ $goods }
render-architects-fx-CATHEDRAL_SW_DISCOUNT = Cathédrale : { $n ->
    [one] { $n } pierre ou bois de moins
   *[other] { $n } pierres ou bois de moins
}
render-architects-fx-CATHEDRAL_NO_DISCARD = Cathédrale : aucune carte à sacrifier
render-architects-fx-BM_DISCOUNT = Le Marché noir coûte { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} de moins
render-architects-fx-RESET_RELEASE = Marché noir renouvelé : { $n ->
    [one] libère { $n } ouvrier
   *[other] libère { $n } ouvriers
}
render-architects-fx-RESET_GAIN = Marché noir renouvelé : +{ $goods }
render-architects-fx-RESET_SHELTER = Marché noir renouvelé : tes ouvriers y échappent à la Prison
render-architects-fx-PERMANENT_SKILL = Tu as toujours la compétence { $skill }

## L’écran privé

render-architects-your-screen = Ton écran : visible par toi seulement
render-architects-hand = Tes cartes Bâtiment ({ $count } sur { $limit })
render-architects-no-hand = Aucune carte Bâtiment
render-architects-draft-pack = Draft : choisis une de ces { $count } cartes
render-architects-draft-kept = Gardées pendant le draft ({ $count })
render-architects-choosing = Choisis parmi ces { $count } cartes
render-architects-your-apprentices = Tes apprentis ({ $count } sur { $limit })
render-architects-no-apprentices = Pas encore d’apprenti
render-architects-no-skills = sans compétence
render-architects-cost = Coût
render-architects-immediate = À la construction
render-architects-at-end = En fin de partie

## Texte alternatif des images d’Architectes

render-architects-alt-over = Architectes du Royaume de l’Ouest, partie terminée. { $ranking }.
render-architects-alt-place = { $place }. { $players } { $score } PV
render-architects-alt-waiting = En attente : { $players }.
render-architects-alt-workers = Ouvriers : { $spots }.
render-architects-alt-player = { $player } : { $score } PV, Vertu { $virtue }, Cathédrale niveau { $level }, { $buildings ->
    [one] { $buildings } bâtiment
   *[other] { $buildings } bâtiments
}, { $workers ->
    [one] { $workers } ouvrier restant
   *[other] { $workers } ouvriers restants
}, { $debts ->
    [one] { $debts } dette impayée
   *[other] { $debts } dettes impayées
}.
render-architects-alt-screen = { $player }, écran privé : { $goods } ; Vertu { $virtue } ; { $count ->
    [one] { $count } carte Bâtiment
   *[other] { $count } cartes Bâtiment
} en main : { $cards } ; { $apprentices ->
    [one] { $apprentices } apprenti
   *[other] { $apprentices } apprentis
} ; score { $score }.
render-architects-alt-draft = Cartes du draft : { $cards }.
render-architects-alt-choosing = Choix parmi : { $cards }.

# the colon after a label drawn on a picture ("Waiting for:")
render-colon = { " :" }

## Scores finaux par catégorie (render/scores.py) : un tableau d’une ligne par joueur et d’une colonne
## par catégorie de score (titres courts : render-breakdown-<jeu>-<partie>), et son texte alternatif.

render-breakdown-title = Scores finaux
render-breakdown-total = Total
render-breakdown-alt = { $game } : scores finaux.
render-breakdown-alt-winners = { $count ->
    [one] Vainqueur
   *[other] Vainqueurs
} : { $players }.
render-breakdown-alt-seat = { $place }. { $player } : { $total ->
    [one] { $total } point
   *[other] { $total } points
}.
render-breakdown-alt-seat-parts = { $place }. { $player } : { $total ->
    [one] { $total } point
   *[other] { $total } points
} ({ $parts }).
render-breakdown-nehemiah-influence = Influence
render-breakdown-nehemiah-gates = Portes
render-breakdown-nehemiah-wood = Bois
render-breakdown-nehemiah-gold = Or
render-breakdown-nehemiah-cards = Cartes
render-breakdown-nehemiah-leaders = Chefs
render-breakdown-temple-built = Bâtis
render-breakdown-temple-holy = Saint des Saints
render-breakdown-temple-unbuilt = Non bâties
render-breakdown-temple-eliminated = Lapidation, manche
render-breakdown-architects-buildings = Bâtiments
render-breakdown-architects-cathedral = Cathédrale
render-breakdown-architects-virtue = Vertu
render-breakdown-architects-debts = Dettes
render-breakdown-architects-goods = Or, marbre
render-breakdown-architects-silver = Pièces
render-breakdown-architects-prison = Prison
render-breakdown-ezra_nehemiah-game = Pendant la partie
render-breakdown-ezra_nehemiah-silver = Pièces, biens
render-breakdown-ezra_nehemiah-tiles = Tuiles
render-breakdown-ezra_nehemiah-altar = Autel
render-breakdown-ezra_nehemiah-walls = Murs
render-breakdown-ezra_nehemiah-gates = Portes
render-breakdown-ezra_nehemiah-scribes = Scribes
render-breakdown-ezra_nehemiah-scrolls = Parchemins

## Les légendes du film de la partie (render/replay.py : animate_record).

render-replay-caption-setup = { $game } · le début
render-replay-caption = { $game } · manche { $round } · coup { $move } sur { $moves }
render-replay-caption-end = { $game } · la fin, après { $moves ->
    [one] 1 coup
   *[other] { $moves } coups
}
