## Le Temple (Świątynia). Les noms et textes des cartes, ateliers, Mécènes et cartes Main de Dieu sont les nôtres.
## Les noms imbriqués (joueurs, cartes, ateliers, marchandises) arrivent ici déjà rendus, sans article.
## Les trois ateliers (Boulangerie, Charpenterie, Maçonnerie) sont féminins : « une { $craft } », « la { $craft } ».
## Les vivres se comptent à la pièce (toujours par centaines) ; « bois » et « vivres » sont invariables.
## Le variant [rien] de temple-rescue-price compare le texte rendu à temple-nothing (« rien »),
## pour ne pas écrire « rien et une dette de … ».
## Pluriels (CLDR pour le français) : one = 0 et 1, other = le reste.

temple-title = Le Temple
temple-option-tiebreak = Départage : plus d’éléments bâtis, puis moins de concessions non bâties, puis plus de drachmes
temple-option-sealed-market = Marché à l’aveugle : chacun déclare en même temps, en secret ; tout est révélé à la fin

## Marchandises. Les vivres se comptent à la pièce (toujours par centaines).

temple-drachmas = { $count } D
temple-wood = { $count } bois
temple-stone = { $count ->
    [one] { $count } pierre
   *[other] { $count } pierres
}
temple-food = { $count } vivres
temple-good-drachmas = drachmes
temple-good-wood = bois
temple-good-stone = pierre
temple-good-food = vivres
temple-goods = { $items }
temple-nothing = rien
temple-prices = bois { $wood } D, pierre { $stone } D, vivres { $food } D les 100

## Composantes du score (résultats finaux)

temple-part-built = { $vp } pour les éléments bâtis
temple-part-holy = { $vp } pour le Saint des Saints
temple-part-unbuilt = { $vp } pour les concessions non bâties
temple-part-eliminated = lapidation à la manche { $vp }

## Cartes du Temple

temple-card = { $name } (n° { $number })
temple-card-1 = Mur est
temple-card-2 = Mur sud
temple-card-3 = Mur ouest
temple-card-4 = Mur nord
temple-card-5 = Portique de Salomon
temple-card-6 = Portique royal
temple-card-7 = Galerie ouest
temple-card-8 = Galerie nord
temple-card-9 = Parvis des Gentils
temple-card-10 = Parvis des femmes
temple-card-11 = Parvis d’Israël
temple-card-12 = Parvis des prêtres
temple-card-13 = Autel des holocaustes
temple-card-14 = Mer d’airain
temple-card-15 = Colonnes du vestibule
temple-card-16 = Vestibule
temple-card-17 = Fondations du sanctuaire
temple-card-18 = Murs du lieu saint
temple-card-19 = Plafond et toit de cèdre
temple-card-20 = Voile et portes du sanctuaire
temple-card-21 = Saint des Saints

## Ateliers et Mécènes

temple-craft = { $craft } (niveau { $level })
temple-craft-bakery = Boulangerie
temple-craft-carpentry = Charpenterie
temple-craft-stonemasonry = Maçonnerie
temple-patron-P1 = Hiram, roi de Tyr
temple-patron-P2 = La reine du Midi
temple-patron-P3 = Le prêtre Sadoc
temple-patron-P4 = Le prophète Nathan
temple-patron-P5 = Adoniram, chef de la corvée
temple-patron-P6 = Benaja, chef de la garde

## Main de Dieu

temple-god-GH01 = Sécheresse
temple-god-GH01-text = Chacun perd la moitié de ses vivres.
temple-god-GH02 = Sauterelles
temple-god-GH02-text = Chacun perd 200 vivres et 2 D.
temple-god-GH03 = Incendie au dépôt de bois
temple-god-GH03-text = Chacun perd la moitié de son bois.
temple-god-GH04 = Éboulement à la carrière
temple-god-GH04-text = Chacun perd la moitié de ses pierres.
temple-god-GH05 = Brigands sur la route
temple-god-GH05-text = Chacun perd 4 D.
temple-god-GH06 = Impôt royal
temple-god-GH06-text = Chacun paie 1 D par ouvrier qu’il emploie.
temple-god-GH07 = Séisme
temple-god-GH07-text = Le dernier élément du Temple bâti s’effondre et redevient une concession non bâtie.
temple-god-GH08 = Peste
temple-god-GH08-text = Chaque joueur qui a des ouvriers d’atelier en perd un.
temple-god-GH09 = Inondation
temple-god-GH09-text = Chacun perd 3 bois et 3 pierres.
temple-god-GH10 = Murmures des bâtisseurs
temple-god-GH10-text = Cette manche, chaque élément du Temple exige 1 ouvrier de chantier de plus.
temple-god-GH11 = Reproche du prophète
temple-god-GH11-text = Chaque joueur qui a au moins 2 concessions non bâties paie 5 D.
temple-god-GH12 = Aumône
temple-god-GH12-text = Chacun paie 1 D par tranche complète de 10 D qu’il possède.
temple-god-GH13 = Récolte abondante
temple-god-GH13-text = Chacun reçoit 300 vivres.
temple-god-GH14 = Cèdres du Liban
temple-god-GH14-text = Chacun reçoit 3 bois.
temple-god-GH15 = Don des collines
temple-god-GH15-text = Chacun reçoit 3 pierres.
temple-god-GH16 = Offrandes des pèlerins
temple-god-GH16-text = Chacun reçoit 5 D.
temple-god-GH17 = Mécène généreux
temple-god-GH17-text = Chacun reçoit de nouveau le revenu de son Mécène.
temple-god-GH18 = Manne
temple-god-GH18-text = Chacun reçoit 100 vivres par ouvrier qu’il emploie.
temple-god-GH19 = Zèle du peuple
temple-god-GH19-text = Cette manche, chaque élément du Temple exige 1 ouvrier de chantier de moins (au moins 1).
temple-god-GH20 = Bénédiction du sabbat
temple-god-GH20-text = Cette manche, les salaires ne coûtent aucune drachme, seulement des vivres.
temple-god-GH21 = Ateliers bénis
temple-god-GH21-text = Les ateliers de chacun produisent de nouveau, comme lors de la phase de revenus.

## Phases (images et état de la partie)

temple-phase-start = Début de la manche
temple-phase-income = Revenus
temple-phase-auction = Enchères des concessions
temple-phase-market = Marché
temple-phase-crafts = Ateliers
temple-phase-hiring = Embauche
temple-phase-gods_hand = Main de Dieu
temple-phase-wages = Paie des ouvriers
temple-phase-building = Construction du Temple
temple-phase-end = Fin de la manche
temple-phase-over = Fin de partie

## Questions

temple-ask-auction-card = Tu as l’Arche d’alliance : choisis la concession à mettre aux enchères.
temple-ask-first-bid = Enchère pour la concession { $card } : au moins { $min } D, ou passe.
temple-ask-bid = { $bidder } offre { $high } D pour la concession { $card }. Offre au moins { $min } D, ou passe.
temple-ask-forced = Personne n’a pris de concession et l’Arche t’est revenue : tu dois en acheter une pour { $price } D.
temple-ask-sell-wood = Marché : combien de bois vends-tu ? Déjà offert : { $total } ({ $price }) ; tu as { $have }.
temple-ask-sell-stone = Marché : combien de pierres vends-tu ? Déjà offert : { $total } ({ $price }) ; tu as { $have }.
temple-ask-sell-food = Marché : combien de vivres vends-tu, en centaines ? Déjà offert : { $total } ({ $price }) ; tu en as { $have } { $have ->
    [one] centaine
   *[other] centaines
}.
temple-ask-buy-wood = Marché : combien de bois achètes-tu ? Déjà demandé : { $total } ({ $price }) ; tu as { $drachmas } D avant tes achats.
temple-ask-buy-stone = Marché : combien de pierres achètes-tu ? Déjà demandé : { $total } ({ $price }) ; tu as { $drachmas } D avant tes achats.
temple-ask-buy-food = Marché : combien de vivres achètes-tu, en centaines ? Déjà demandé : { $total } ({ $price }) ; tu as { $drachmas } D avant tes achats.
temple-ask-sealed-sell-wood = Marché à l’aveugle : combien de bois vends-tu ? (tu as { $have })
temple-ask-sealed-sell-stone = Marché à l’aveugle : combien de pierres vends-tu ? (tu as { $have })
temple-ask-sealed-sell-food = Marché à l’aveugle : combien de vivres vends-tu, en centaines ? (tu en as { $have } { $have ->
    [one] centaine
   *[other] centaines
})
temple-ask-sealed-buy-wood = Marché à l’aveugle : combien de bois achètes-tu ? (tu as { $drachmas } D avant les achats de ce marché)
temple-ask-sealed-buy-stone = Marché à l’aveugle : combien de pierres achètes-tu ? (tu as { $drachmas } D avant les achats de ce marché)
temple-ask-sealed-buy-food = Marché à l’aveugle : combien de vivres achètes-tu, en centaines ? (tu as { $drachmas } D avant les achats de ce marché)
temple-unit-price = { $price } D pièce
temple-unit-price-food = { $price } D les 100
temple-ask-craft = Ateliers : construis un nouvel atelier, améliore-en un d’un niveau, ou passe.
temple-ask-craft-workers = { $craft } : combien d’ouvriers employer ? Places : { $max } ; actuellement { $now }. Salaires jusqu’ici : { $bill }.
temple-ask-site-workers = Combien d’ouvriers de chantier embauches-tu pour la construction de cette manche ? Chacun coûte { $wage } de salaire ; tes ouvriers coûtent déjà { $bill }.
temple-ask-pestilence = Peste : choisis l’atelier qui perd un ouvrier.
temple-ask-build = Bâtis des éléments du Temple ({ $free } ouvriers de chantier libres), ou termine.
temple-ask-rescue = { $debtor } ne peut pas payer ses ouvriers, il lui manque { $short }. Proposes-tu ton aide ?
temple-ask-give-drachmas = Combien de drachmes donnes-tu à { $debtor } ?
temple-ask-give-food = Combien de vivres (en centaines) donnes-tu à { $debtor } ?
temple-ask-price-wood = Ton prix : combien de bois demandes-tu à { $debtor } ?
temple-ask-price-stone = Ton prix : combien de pierres demandes-tu à { $debtor } ?
temple-ask-price-drachmas = Ton prix : combien de drachmes demandes-tu à { $debtor } sur son surplus ?
temple-ask-price-food = Ton prix : combien de vivres (en centaines) demandes-tu à { $debtor } sur son surplus ?
temple-ask-price-debt = Ton prix : quelle dette, en drachmes, { $debtor } te remboursera sur ses revenus à venir ?
temple-ask-accept = { $rescuer } offre { $give } contre { $price }. Il manque encore : { $short }. Accepter ?
temple-rescue-price = { $debt ->
    [0] { $goods }
   *[other] { $goods ->
        [rien] une dette de { $debt } D
       *[other] { $goods } et une dette de { $debt } D
    }
}

## Options

temple-opt-pass = Passer
temple-opt-done = Finir la construction
temple-opt-build = Bâtir { $card } : { $cost }, { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} de chantier
temple-opt-build-craft = Construire une { $craft } pour { $cost }
temple-opt-upgrade = Améliorer en { $craft } pour { $cost }
temple-opt-rescue = Offrir mon aide
temple-opt-decline = Ne pas aider
temple-opt-accept = Accepter
temple-opt-refuse = Refuser

## Pourquoi une option n’est pas disponible

temple-why-just-declined = Personne n’a enchéri sur cette carte à l’instant : choisis-en une autre.
temple-why-no-craft-card = Il ne reste plus de carte { $craft } dans la réserve.
temple-why-short = Il te manque { $short }.
temple-why-build-short = { $workers ->
    [0] Il te manque { $short }.
    [one] Il te manque { $short } et { $workers } ouvrier de chantier.
   *[other] Il te manque { $short } et { $workers } ouvriers de chantier.
}
temple-why-build-workers = { $workers ->
    [one] Il te manque { $workers } ouvrier de chantier.
   *[other] Il te manque { $workers } ouvriers de chantier.
}
temple-why-cannot-rescue = Tu n’as rien de ce qui manque.

## Refus, avec le manque exact

temple-refuse-bid-low = Une offre doit être d’au moins { $min } D (la meilleure offre est de { $high } D) ; { $amount } D, c’est trop peu.
temple-refuse-bid-money = Tu n’as que { $have } D : une offre de { $amount } D dépasse ton avoir de { $short } D.
temple-refuse-sell = Tu ne peux pas vendre { $good } : tu n’as que { $have } (manque : { $short }).
temple-refuse-buy = Acheter { $good } coûterait { $cost } D et il te reste { $have } D : il manque { $short } D.
temple-refuse-buy-turn = Acheter { $good } coûterait { $cost } D (demande totale : { $total }, { $price }) et il te reste { $have } D : il manque { $short } D.
temple-refuse-capacity = { $craft } emploie au plus { $max } { $max ->
    [one] ouvrier
   *[other] ouvriers
} : { $amount }, c’est { $short } de trop.
temple-refuse-site-workers = Tu peux embaucher au plus { $max ->
    [one] { $max } ouvrier
   *[other] { $max } ouvriers
} de chantier par manche.
temple-refuse-rescue-amount = Choisis une quantité de 0 à { $max } ; { $amount } n’est pas possible.

## Événements

temple-ev-round = Début de la manche { $round } ; { $player } a l’Arche d’alliance.
temple-ev-income = { $player } reçoit { $goods }.
temple-ev-debt-paid = { $player } rembourse à { $creditor } { $amount } D de sa dette (reste dû : { $left } D).
temple-ev-display = Concessions exposées : { $cards }.
temple-ev-auction-open = { $player } met aux enchères la concession { $card } ({ $bidders ->
    [0] personne ne peut enchérir
    [one] { $bidders } joueur peut enchérir
   *[other] { $bidders } joueurs peuvent enchérir
}).
temple-ev-bid = { $player } offre { $amount } D.
temple-ev-pass = { $player } passe.
temple-ev-sold = { $player } remporte la concession { $card } pour { $price } D.
temple-ev-declined = Personne n’enchérit sur la concession { $card }.
temple-ev-token = L’Arche d’alliance passe à { $player }.
temple-ev-forced = { $player } doit acheter la concession { $card } pour { $price } D.
temple-ev-nobody-can-take = Personne ne peut prendre d’autre concession ; toujours exposées : { $cards }.
temple-ev-auctions-over = La dernière concession est vendue : la course pour achever le Temple commence.
temple-ev-declared = { $player } a fait sa déclaration.
temple-ev-declared-sell = Tu mets en vente { $goods }.
temple-ev-declared-buy = Tu demandes { $goods }.
temple-ev-market-sell = Ventes du marché révélées. Total offert : { $totals }. Prix : { $prices }. { $lines }
temple-ev-market-buy = Achats du marché révélés. Total demandé : { $totals }. Prix : { $prices }. { $lines }
temple-ev-declared-turn-sell = { $player } met en vente { $goods }. Déjà offert : { $totals } ; prix : { $prices }.
temple-ev-declared-turn-buy = { $player } demande { $goods }. Déjà demandé : { $totals } ; prix : { $prices }.
temple-ev-market-turn-sell = Ventes du marché réglées. Total offert : { $totals }. Prix : { $prices }. { $lines }
temple-ev-market-turn-buy = Achats du marché réglés. Total demandé : { $totals }. Prix : { $prices }. { $lines }
temple-market-sell-line = { $player } vend { $goods } pour { $drachmas } D
temple-market-buy-line = { $player } achète { $goods } pour { $drachmas } D{ $cut ->
    [yes] {" "}(réduit selon ses moyens)
   *[no] {""}
}
temple-market-nobody = Personne n’a commercé.
temple-ev-build = { $player } construit une { $craft }.
temple-ev-upgrade = { $player } améliore son atelier en { $craft }.
temple-ev-workers = { $player } emploie { $craft ->
    [one] { $craft } ouvrier
   *[other] { $craft } ouvriers
} d’atelier et { $site ->
    [one] { $site } ouvrier
   *[other] { $site } ouvriers
} de chantier (salaires : { $bill }).
temple-ev-god = { $player } tire la Main de Dieu : { $card }. { $text }
temple-ev-gods-reshuffle = Les cartes Main de Dieu sont remélangées.
temple-ev-god-lose = { $player } perd { $goods }.
temple-ev-god-gain = { $player } reçoit { $goods }.
temple-ev-demolish = Séisme ! Chez { $player }, l’élément { $card } s’effondre et redevient une concession non bâtie.
temple-ev-demolish-none = La terre tremble, mais rien n’a encore été bâti.
temple-ev-pestilence = Peste : { $player } perd un ouvrier de sa { $craft }.
temple-ev-wages = { $player } paie ses ouvriers : { $goods }.
temple-ev-riot = { $player } ne peut pas payer ses ouvriers (à payer : { $bill } ; il manque { $short }) : une émeute éclate !
temple-ev-rescue-declined = { $player } n’aide pas { $debtor }.
temple-ev-rescue-refused = { $player } refuse l’offre faite par { $rescuer }.
temple-ev-rescue-accepted = { $player } accepte l’offre faite par { $rescuer } : { $give } contre { $price }.
temple-ev-eliminated = Personne n’a sauvé { $player } : le peuple lapide { $player }, qui quitte la partie.
temple-ev-built = { $player } bâtit l’élément { $card } ({ $points } points).
temple-ev-holy = { $players } { $count ->
    [one] a achevé toutes ses concessions en premier et reçoit
   *[other] ont achevé toutes leurs concessions en même temps et se partagent
} le Saint des Saints : { $points } points{ $count ->
    [one] {""}
   *[other] {" "}chacun
}. On joue encore une manche.
temple-ev-over-final-round = La dernière manche est terminée.
temple-ev-over-safety = Personne n’a fini à temps après la dernière enchère : la partie s’arrête.
temple-ev-over-max-rounds = La limite de manches est atteinte : la partie s’arrête.
temple-ev-over-last-standing = Il ne reste qu’un joueur : la partie s’arrête.

## Résumé personnel d’un joueur (/main)

temple-hand = Tu as { $drachmas } D, { $wood } bois, { $stone ->
    [one] { $stone } pierre
   *[other] { $stone } pierres
} et { $food } vivres ; { $workers ->
    [one] { $workers } ouvrier
   *[other] { $workers } ouvriers
} ; concessions non bâties : { $unbuilt }, éléments bâtis : { $built } ; { $score } points jusqu’ici.
