## Le Temple : indications d’une ligne sous les options (issue 16), rédigées à partir de data/temple/*.toml
## par engine/temple/hints.py. Affichées sous une option (Discord : 100 caractères au plus).
## Noms des biens, cartes, ateliers et Mécènes : ceux de temple.ftl ; $cost, $goods, $income, $output,
## $lost et $wage arrivent déjà rédigés (« 6 pierres, 2 bois »).

# une carte du Temple exposée (enchères, achat forcé)
hints-temple-concession = { $points } points · bâtir : { $cost } et { $workers ->
    [one] { $workers } ouvrier de chantier
   *[other] { $workers } ouvriers de chantier
} · non bâtie à la fin : −{ $points }
# bâtir l’une de tes concessions
hints-temple-build = +{ $swing } à ton score final : { $points } points au lieu de −{ $points }
hints-temple-build-last = +{ $swing } à ton score ; ta dernière concession : Saint des Saints +{ $holy } (ou une part)

# ateliers : le plus qu’ils produisent en une manche
hints-temple-craft-new = Produit jusqu’à { $output } par manche : { $capacity ->
    [one] { $capacity } ouvrier
   *[other] { $capacity } ouvriers
} × { $per }
hints-temple-craft-up = Produit jusqu’à { $output } par manche : { $capacity ->
    [one] { $capacity } ouvrier
   *[other] { $capacity } ouvriers
} × { $per } (actuellement { $before } × { $was })
hints-temple-pestilence = { $workers ->
    [one] Son seul ouvrier part
   *[other] Garde { $left } de ses { $workers } ouvriers
} : { $lost } de moins par manche

# cartes Main de Dieu, une formulation par effet (data/temple/gods_hand.toml)
hints-temple-god-lose = Chacun perd { $goods }
hints-temple-god-lose-half = Chacun perd la moitié { $good ->
    [drachmas] de ses drachmes
    [wood] de son bois
    [stone] de ses pierres
   *[food] de ses vivres
}
hints-temple-god-lose-per-worker = Chacun paie { $goods } par ouvrier qu’il emploie
hints-temple-god-lose-per-full-ten = Chacun paie { $goods } par tranche complète de 10 D qu’il possède
hints-temple-god-lose-if-unbuilt = Chaque joueur qui a au moins { $count ->
    [one] { $count } concession non bâtie
   *[other] { $count } concessions non bâties
} paie { $goods }
hints-temple-god-demolish = Le dernier élément du Temple bâti redevient une concession non bâtie
hints-temple-god-remove-craft-worker = Chaque joueur qui a des ouvriers d’atelier en perd un
hints-temple-god-gain = Chacun reçoit { $goods }
hints-temple-god-gain-per-worker = Chacun reçoit { $goods } par ouvrier qu’il emploie
hints-temple-god-repeat-patron = Chacun reçoit de nouveau le revenu de son Mécène
hints-temple-god-repeat-crafts = Les ateliers de chacun produisent de nouveau
hints-temple-god-site-more = Cette manche, chaque élément du Temple exige { $count ->
    [one] { $count } ouvrier de chantier de plus
   *[other] { $count } ouvriers de chantier de plus
}
hints-temple-god-site-fewer = Cette manche, chaque élément du Temple exige { $count ->
    [one] { $count } ouvrier de chantier de moins
   *[other] { $count } ouvriers de chantier de moins
} (au moins 1)
hints-temple-god-wage = Cette manche, le salaire d’un ouvrier est de { $wage }

# un Mécène
hints-temple-patron = Revenu à chaque manche : { $income }
