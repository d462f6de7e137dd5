## Le guide des règles de Néhémie (/règles), dans nos propres mots. Une page par paire de messages :
## guide-nehemiah-<page>-title et guide-nehemiah-<page> (1 800 caractères au plus, sans variables).
## Les pages et leur ordre sont dans data/nehemiah/guide.toml.
## Noms des cartes, chefs, plateaux et boutons : ceux de nehemiah.ftl et bot.ftl.
## Une ligne de continuation ne commence jamais par « * », « [ » ou « . » : le gras reste dans la phrase.

guide-nehemiah-overview-title = Présentation et but
guide-nehemiah-overview =
    Tu mènes une tribu d’Israël qui rebâtit Jérusalem. Envoie tes ouvriers sur les cartes de travail, amasse du **bois** et de l’**or**, et dépense-les pour placer tes cubes d’influence sur trois plateaux : la **Muraille**, le **Temple** et la **Garde**. Les plateaux rapportent des points de victoire (PV) à la fin de chacune des trois manches, et les **portes** que tu ériges ajoutent des PV à la fin. Le plus de PV l’emporte.

    - De 2 à 4 joueurs. À 2, chacun pose aussi des ouvriers neutres.
    - Les cartes de travail forment des colonnes de 4 sous les plateaux. À ton tour, tu fais une seule chose : **envoyer un ouvrier** sur une carte, ou **activer** l’un de tes ouvriers déjà posé pour faire son travail.
    - Quand l’ouvrier de la carte la plus basse d’une colonne est épuisé, la colonne est vidée et redistribuée. Quand la pioche de la manche ne peut plus remplir une colonne, la manche se termine et les plateaux sont décomptés.
    - Ton bois, ton or, tes PV et tes cartes Porte sont secrets, derrière ton écran.
    - Variante facultative : les **Chefs de chantier**, des aides mis aux enchères au début de chaque manche.

    Avec le bot : appuie sur **Jouer** (ou tape /jouer) quand c’est ton tour, puis choisis l’un des boutons. **Mon écran** (ou /main) te montre, à toi seulement, ce qu’il y a derrière ton écran. /partie plateau montre le plateau, /partie journal ce qui s’est passé récemment.

guide-nehemiah-setup-title = Mise en place
guide-nehemiah-setup =
    - Les trois plateaux, Muraille, Temple et Garde, sont posés côte à côte.
    - Chaque joueur prend une couleur, **11 cubes d’influence**, **2 bois et 4 or** (3 bois et 5 or avec les Chefs de chantier) et des ouvriers : **6** chacun à 2 ou 4 joueurs, **7** chacun à 3.
    - Les 72 cartes de travail forment trois pioches de manche, I, II et III, mélangées séparément. Ici, la pioche I compte 40 cartes, les pioches II et III 16 chacune. À 3 joueurs, on retire de la pioche I les 8 cartes marquées pour 4 joueurs.
    - La pioche I est distribuée en colonnes de 4 cartes sous les plateaux : **5 colonnes** à 2 ou 4 joueurs, **4 colonnes** à 3. La carte 1 d’une colonne est celle qui touche les plateaux, la carte 4 la plus basse.
    - La pioche des portes est face cachée, dans un ordre fixe : 2, 2, 3, 3, 3, 4, 4, 4 PV.
    - Le bot tire au sort le premier joueur. On joue dans le sens horaire.

    À **deux joueurs**, chacun reçoit aussi 6 ouvriers neutres d’une couleur inutilisée. Chaque fois que ton action du tour envoie un ouvrier au travail, tu dois aussi poser un ouvrier neutre, déjà épuisé, sur la première carte libre d’une **autre** colonne, jamais sur la 4e carte d’une colonne. Si aucune colonne ne convient, on s’en passe. Les ouvriers placés par une carte ou un chef n’amènent pas d’ouvrier neutre.
    - Les ouvriers neutres ne sont jamais activés, et Second souffle et Prendre un poste ne s’appliquent pas à eux, mais les cartes qui échangent des ouvriers peuvent les déplacer.
    - Réutiliser une carte occupée par un ouvrier neutre coûte 1 or, payé à la banque.

guide-nehemiah-turn-title = Un tour
guide-nehemiah-turn =
    À ton tour, tu fais exactement **une** action :

    - **Envoyer un ouvrier au travail :** prends un ouvrier derrière ton écran et pose-le debout sur la **première carte libre en partant du haut** d’une colonne au choix. Une colonne dont les 4 cartes sont prises est fermée.
    - **Activer un ouvrier :** choisis l’un de tes ouvriers **prêts** (debout) sur une carte et couche-le ; il est désormais **épuisé**. Tu peux ensuite faire le travail de la carte et réutiliser des cartes au-dessus (page suivante).

    Choix forcés :
    - À ton premier tour, tu ne peux qu’envoyer un ouvrier.
    - Sans ouvrier prêt à toi sur les cartes, tu dois en envoyer un. Sans carte libre, ou sans ouvrier derrière ton écran, tu dois activer.
    - Si tu ne peux faire ni l’un ni l’autre, ton tour est perdu : le bot ne propose que **Passer (aucune action possible)**. Cela compte quand même comme un tour. On ne peut pas passer volontairement.

    Puis le joueur suivant, dans le sens horaire, joue son tour.

    Exemple : le premier joueur se place sur la carte 1 de la colonne 3. Le suivant peut prendre la carte 1 de n’importe quelle autre colonne, ou la carte 2 de la colonne 3.

    Avec le bot : **Jouer** ou /jouer liste tes coups permis sous forme de boutons ; une colonne inutilisable n’est tout simplement pas proposée.

guide-nehemiah-activate-title = Activer et remplacer une colonne
guide-nehemiah-activate =
    Quand tu actives un ouvrier :
    1. Couche-le : il est **épuisé**.
    2. Tu **peux** faire le travail de la carte, ou t’en passer. Un coût se paie en entier ou pas du tout : pas de demi-paiement pour un demi-effet.
    3. Puis tu peux **réutiliser** les cartes **au-dessus**, dans la même colonne, qui portent un ouvrier **épuisé**, à n’importe qui. Pour chacune, paie **1 or** au propriétaire de cet ouvrier, ou à la banque si l’ouvrier est à toi ou neutre, puis fais le travail de la carte. Dans l’ordre de ton choix, chaque carte une fois ; l’or que tu viens de gagner peut servir à payer.

    Les cartes en dessous, les cartes vides et celles qui portent un ouvrier prêt ne peuvent pas être réutilisées.

    Une **colonne est remplacée** après ton action si tu as épuisé l’ouvrier de sa **4e carte (la plus basse)**, quoi que portent les autres cartes : ses 4 cartes sont défaussées, tous leurs ouvriers rentrent chez eux, et 4 nouvelles cartes viennent de la pioche de la manche en cours. De même quand un échange laisse un ouvrier épuisé sur une 4e carte.

    Exemple : une colonne porte 1 Bois (rouge, épuisé), 2 Or (bleu, épuisé), Bâtir la muraille ×1 (rouge, prêt) et 1 Bois (vert, prêt). Vert active la carte la plus basse et prend 1 bois, paie 1 or à bleu pour prendre 2 or, puis 1 or à rouge pour prendre 1 bois de plus. La carte Muraille ne peut pas être réutilisée : son ouvrier est prêt. Puis la colonne est remplacée.

    Avec le bot, après le travail, tu as un bouton par carte réutilisable, et **Terminé** pour finir ton action.

guide-nehemiah-work-title = Cartes de travail : biens et influence
guide-nehemiah-work =
    - **1 Bois / 2 Bois :** prends autant de bois.
    - **2 Or / 3 Or :** prends autant d’or.
    - **Dépôt de bois :** paie 1 or, prends 3 bois.
    - **Bénédiction (1 PV) :** prends 1 PV.
    - **Bâtir la muraille ×1 / ×2 :** paie 1 / 2 bois, place 1 / 2 cubes sur la Muraille.
    - **Former un garde ×1 / ×2 :** paie 1 bois et 1 or / 2 bois et 2 or, place 1 / 2 cubes sur la Garde.
    - **Offrande au Temple ×1 / ×2 :** paie 1 / 2 or, place 1 / 2 cubes sur le Temple.
    - **Ériger une porte :** paie 2 bois, prends la carte Porte du dessus. Sa valeur (2, 3 ou 4 PV) reste secrète jusqu’à la fin. Quand il n’y a plus de portes, la carte ne fait rien.

    Tout se prend à la banque ou s’y paie, et elle ne s’épuise jamais.

    Le paiement se fait **en entier ou pas du tout** : une carte ×2 coûte son prix complet et donne son plein effet ; impossible de payer la moitié pour un seul cube.

    Tu n’as que **11 cubes**. Si une carte doit placer plus de cubes qu’il ne t’en reste, tu déplaces tes propres cubes d’un autre plateau vers celui-ci (le bot demande lequel). Si cela ne suffit toujours pas, la carte ne peut pas être utilisée.

guide-nehemiah-moves-title = Cartes de travail : ouvriers et colonnes
guide-nehemiah-moves =
    - **Second souffle :** relève 1 ou 2 de tes ouvriers épuisés, où qu’ils soient ; ils sont de nouveau prêts. Pas un ouvrier que tu as épuisé plus tôt dans ce tour.
    - **Renforts :** place jusqu’à 2 ouvriers selon la règle normale, dans la même colonne ou dans deux.
    - **N’importe où :** place un ouvrier sur n’importe quelle carte vide de n’importe quelle colonne, même une 4e carte. S’il y est épuisé plus tard, la colonne est remplacée même si des cartes au-dessus sont vides.
    - **Prendre un poste :** choisis une carte portant l’ouvrier d’un autre joueur. Il retourne derrière l’écran de son propriétaire, et un ouvrier de derrière le tien prend sa place, prêt ou épuisé tout comme lui.
    - **Changer de place :** échange deux ouvriers d’une même colonne. Les cartes restent ; les ouvriers gardent leur état.
    - **Changer les plans :** échange deux cartes d’une même colonne ; leurs ouvriers les suivent. Une carte vide peut alors se retrouver au-dessus d’une carte occupée.
    - **Bras empruntés :** utilise 1 ou 2 cartes occupées n’importe où, par un ouvrier prêt ou épuisé. Paie 1 or par carte au propriétaire de l’ouvrier (à la banque pour ton propre ouvrier ou un neutre). Pas une autre carte Bras empruntés.

    Les échanges peuvent mettre un ouvrier épuisé sur une 4e carte : cette colonne est remplacée après ton action.

guide-nehemiah-scoring-title = Fin de manche et décompte
guide-nehemiah-scoring =
    Une manche se termine quand une colonne doit être remplacée et que la pioche en cours ne peut plus la remplir. Le jeu s’interrompt et chaque plateau, Muraille, Temple et Garde, est décompté :

    - Les joueurs sont classés selon leurs cubes sur ce plateau. Points par place : **4 joueurs** 6 / 4 / 2 / 0, **3 joueurs** 4 / 2 / 0, **2 joueurs** 2 / 0.
    - Aucun cube sur un plateau, aucun point.
    - Les ex aequo additionnent les points des places qu’ils partagent, les divisent également et arrondissent au supérieur. Exemple à 4 joueurs : 3, 2, 1 et 1 cubes rapportent 6, 4, 1 et 1.
    - Si tous les joueurs ont le même nombre de cubes sur un plateau, personne ne marque.
    - Puis le joueur qui a le plus de cubes sur ce plateau (chacun d’eux en cas d’égalité) en retire un, qui retourne dans sa réserve.

    Après le décompte, la colonne en attente est distribuée depuis la pioche de la manche suivante, et le joueur suivant, dans le sens horaire, joue son tour.

    Les plateaux sont décomptés après les manches I et II, puis une troisième fois en fin de partie. Répartis tes cubes : un plateau où tu mènes te coûte un cube à chaque fois.

guide-nehemiah-end-title = Fin de la partie
guide-nehemiah-end =
    Pendant la manche III, quand une colonne doit être remplacée et que la pioche est vide, cette colonne est **retirée** à la place (ses ouvriers rentrent chez eux), et la fin commence :
    - On joue jusqu’à ce que chacun ait joué le même nombre de tours, c’est-à-dire jusqu’au joueur à droite du premier joueur. Puis chacun joue **encore un tour**. Chaque joueur a donc 1 ou 2 tours de plus ; le bot annonce combien.
    - Une colonne qui se ferme pendant ces tours est retirée elle aussi.

    Décompte final :
    1. Les trois plateaux sont décomptés une dernière fois, comme après chaque manche.
    2. Chaque carte Porte rapporte ses PV.
    3. Chaque lot de 3 bois rapporte 1 PV et chaque lot de 2 or 1 PV, comptés séparément. Avec 5 bois et 5 or : 1 + 2 = 3 PV.

    Le plus de PV l’emporte. En cas d’égalité, le plus de bois gagne, puis le plus d’or (ce qui reste après la conversion). S’il y a encore égalité, la victoire est partagée.

    Avec les Chefs de chantier, le Scribe peut encore être joué juste avant le décompte final.

guide-nehemiah-leaders-title = Variante Chefs de chantier
guide-nehemiah-leaders =
    Pour la jouer, ajoute **leaders** aux variantes de /partie nouvelle.

    - Chacun commence avec **3 bois et 5 or**.
    - **Au début de chaque manche**, on révèle une carte Chef de plus qu’il n’y a de joueurs. Le premier joueur de la manche ouvre une enchère en en choisissant une ; chaque enchère suivante est ouverte par le joueur suivant dans le sens horaire, jusqu’à ce que chacun en ait ouvert une. La carte restante quitte le jeu.
    - **Offres secrètes :** chacun, l’ouvreur compris, offre en secret autant d’ouvriers, de bois et d’or de derrière son écran qu’il veut ; zéro est permis. Le plus grand total l’emporte. Égalité : le plus d’ouvriers, puis le plus de bois, puis le premier ex aequo dans le sens horaire à partir de l’ouvreur (l’ouvreur d’abord).
    - Le gagnant paie le bois et l’or à la banque et met les ouvriers offerts **de côté** : inutilisables jusqu’à la manche suivante. Les autres gardent leur offre.
    - **Manches II et III :** les ouvriers mis de côté reviennent et chacun reçoit 1 bois et 1 or, puis viennent les enchères. La manche commence avec le joueur qui suit celui qui a terminé la précédente.
    - Une carte Chef sert une fois, sauf le Forestier et le Trésorier, actifs toute la manche. Les cartes inutilisées sont défaussées en fin de manche.
    - À 2 joueurs, seuls tes propres ouvriers peuvent être offerts.
    - Si personne ne peut agir parce que tous ont trop dépensé d’ouvriers, les deux colonnes les plus à gauche sont remplacées.

    Les offres se font en privé, par boutons. Quand une de tes cartes est jouable, le bot te le demande ; **Non, et ne plus demander cette manche** fait avancer la partie.

guide-nehemiah-leadercards-title = Les cartes Chef
guide-nehemiah-leadercards =
    _Dès que tu la remportes :_
    - **Maçon du grand prêtre :** 1 cube sur la Muraille et 1 sur le Temple.
    - **Portier :** prends gratuitement la carte Porte du dessus.
    - **Recruteur :** mets de côté des paires ouvrier + bois ou or, 2 PV par paire. Les ouvriers reviennent à la manche suivante.

    _Toute la manche, pour toi seulement :_
    - **Forestier :** +1 bois chaque fois qu’une carte que tu utilises te donne du bois.
    - **Trésorier :** +1 or chaque fois qu’une carte que tu utilises te donne de l’or.

    _Juste avant le décompte de la manche :_
    - **Scribe :** déplace un cube de n’importe quel joueur vers un autre plateau.

    _À tout moment, même au tour des autres, mais jamais pendant une action :_
    - **Géomètre :** juste après le remplacement d’une colonne, échange 2 cartes de la nouvelle colonne.
    - **Contremaître :** place un ouvrier selon la règle normale.
    - **Surveillant :** 1 PV par colonne où se trouve un de tes ouvriers épuisés.

    _Avant ou après ton action :_
    - **Fourrier :** échange 2 ouvriers quelconques posés sur des cartes, dans n’importe quelles colonnes.
    - **Messager :** déplace l’un de tes ouvriers prêts vers n’importe quelle carte vide.

    _Au lieu de ton action :_
    - **Chef de corvée :** place jusqu’à 2 ouvriers.
    - **Maître bâtisseur :** active jusqu’à 2 de tes ouvriers, l’un après l’autre.
    - **Régisseur :** active l’ouvrier prêt d’un autre joueur ; tu fais le travail et peux réutiliser les cartes au-dessus.

    _Avant le tour d’un autre joueur :_
    - **Gouverneur :** choisis la carte où il doit se placer ou l’ouvrier qu’il doit activer. Il fait le travail de la carte et les autres choix. Cela ne te coûte pas ton tour.

guide-nehemiah-house-title = Règles maison
guide-nehemiah-house =
    La règle laisse certains points ouverts ; ce bot les tranche ainsi :
    - Les noms et textes des cartes de travail et des chefs sont propres au bot.
    - Taille des pioches : 40 / 16 / 16 cartes (32 / 16 / 16 à 3 joueurs), et la composition de chacune.
    - Points des plateaux : le 3e de 3 joueurs marque 0 ; à 2 joueurs, 2 / 0 ; le même barème sur les trois plateaux.
    - Quand tous sont à égalité sur un plateau, chacun retire quand même un cube ; les cubes retirés retournent à leur propriétaire.
    - Le premier joueur est tiré au sort ; on ne peut pas passer volontairement.
    - Le travail d’abord, puis les réutilisations ; une réutilisation ne se paie qu’avec son travail.
    - Après chaque action, toute colonne dont la 4e carte porte un ouvrier épuisé est remplacée, de gauche à droite.
    - Changer de place et Changer les plans agissent dans une seule colonne, au choix ; Prendre un poste ne vise que les ouvriers des autres joueurs eux-mêmes ; Bras empruntés ne peut pas utiliser un autre Bras empruntés.
    - Sans porte restante, Ériger une porte ne peut pas être utilisée.
    - Le départage final compte le bois et l’or restant après la conversion.
    - Chefs : les offres à égalité vont au plus de bois (règle anglaise ; la polonaise dit bois et or) ; Chef de corvée et Maître bâtisseur, c’est jusqu’à 2 ; le Gouverneur ne te coûte pas ton tour ; les ouvriers mis de côté, 1 bois et 1 or arrivent au changement de manche, avant les enchères.
    - Les cartes Chef « à tout moment » sont proposées au début et à la fin de chaque tour, après le remplacement d’une colonne et avant le décompte.
