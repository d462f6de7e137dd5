## Le guide des règles du Temple (/règles), dans nos propres mots. Une page par paire de messages :
## guide-temple-<page>-title et guide-temple-<page> (1 800 caractères au plus, sans variables).
## Les pages et leur ordre sont dans data/temple/guide.toml.
## Noms des cartes, ateliers, Mécènes, phases et boutons : ceux de temple.ftl et bot.ftl.
## Une ligne de continuation ne commence jamais par « * », « [ » ou « . » : le gras reste dans la phrase.
## Les options de table sealed_market et tiebreak gardent leur identifiant, tel qu’on le tape.

guide-temple-overview-title = Présentation et but
guide-temple-overview =
    Trois à six joueurs rivalisent pour bâtir le Temple de Jérusalem. Tu remportes aux enchères des **concessions** pour des éléments du Temple, tu commerces au **Marché**, tu fais tourner des **ateliers** dans ta Ville, tu embauches et paies des **ouvriers**, et tu bâtis les éléments avec du bois, de la pierre et des ouvriers de chantier. Les éléments bâtis rapportent des **points de Gloire de Dieu** ; une concession encore non bâtie à la fin te coûte ses points. Après la dernière enchère, le premier joueur à achever toutes ses concessions reçoit le **Saint des Saints**, qui vaut 18 points.

    - Chaque manche a les mêmes neuf phases ; une partie dure environ 8 à 13 manches.
    - L’**Arche d’alliance** désigne qui mène la manche ; elle fait le tour de la table pendant les enchères.
    - Les ouvriers doivent être payés à chaque manche. Un joueur qui ne peut pas payer est lapidé et quitte la partie, sauf si un autre joueur l’aide.
    - À chaque manche, une carte Main de Dieu frappe tout le monde, en bien ou en mal.
    - Tout est public : biens, concessions, ateliers et ouvriers.
    - L’argent se compte en drachmes (D) ; les vivres vont toujours par centaines.

    Avec le bot : appuie sur **Jouer** (ou tape /jouer) dès que le bot t’attend ; plusieurs phases interrogent tout le monde à la fois. **Mon écran** (ou /main) résume tes biens, tes ouvriers et tes points. /partie plateau montre la table, /partie journal ce qui s’est passé récemment.

guide-temple-setup-title = Mise en place
guide-temple-setup =
    - Les places et le premier détenteur de l’Arche d’alliance sont tirés au sort.
    - Chaque joueur commence avec **25 D, 400 vivres, 4 bois et 4 pierres**, sans atelier, ouvrier ni concession.
    - Chaque joueur a un plateau Ville qui rapporte **15 D, 200 vivres, 2 bois et 2 pierres** à chaque manche.
    - Chaque joueur reçoit aussi au hasard une carte Mécène qui rapporte à chaque manche : Hiram, roi de Tyr : 5 bois. La reine du Midi : 12 D. Le prêtre Sadoc : 400 vivres. Le prophète Nathan : 2 bois, 2 pierres et 2 D. Adoniram, chef de la corvée : 5 pierres. Benaja, chef de la garde : 200 vivres et 6 D.
    - Les 20 cartes du Temple sont empilées dans l’ordre des numéros, le n° 1 au-dessus : les murs bon marché d’abord, le sanctuaire en dernier. La carte 21, le Saint des Saints, est mise de côté comme récompense.

    Concessions mises aux enchères à chaque manche : **2** à 3 ou 4 joueurs, **3** à 5, **4** à 6. Ce nombre est recalculé quand un joueur quitte la partie.

    Valeur des cartes : les n° 1–4 rapportent 5 points, 5–8 : 8, 9–12 : 11, 13–16 : 15 et 17–20 : 18.

guide-temple-round-title = Une manche
guide-temple-round =
    Chaque manche suit neuf phases, toujours dans cet ordre. Sauf quand le bot interroge tout le monde à la fois, les joueurs agissent dans le sens horaire à partir du détenteur de l’Arche.

    1. **Début de la manche :** le détenteur de l’Arche mène la manche. Une fois les enchères finies, l’Arche avance d’abord d’une place vers la gauche.
    2. **Revenus :** chacun perçoit les revenus de son plateau Ville, de son Mécène et de ses ateliers pourvus d’ouvriers.
    3. **Enchères des concessions :** les concessions exposées sont mises aux enchères contre des drachmes. Phase sautée quand il n’en reste plus.
    4. **Marché :** vendre, puis acheter du bois, de la pierre et des vivres ; le prix dépend du total échangé.
    5. **Ateliers :** construire un nouvel atelier ou en améliorer un d’un niveau.
    6. **Embauche :** pourvoir tes ateliers et embaucher des ouvriers de chantier pour cette manche ; tu peux aussi renvoyer des ouvriers d’atelier.
    7. **Main de Dieu :** le meneur de la manche tire une carte qui s’applique à tous.
    8. **Paie des ouvriers :** 5 D et 100 vivres par ouvrier.
    9. **Construction du Temple :** bâtis les éléments dont tu détiens les concessions.

    Les revenus viennent avant l’embauche : les ouvriers embauchés en phase 6 ne produisent qu’à la manche suivante. Prévois ton argent : la paie vient après la Main de Dieu, qui peut entamer tes réserves.

guide-temple-auction-title = Enchères des concessions
guide-temple-auction =
    Le détenteur de l’Arche choisit l’une des concessions exposées et ouvre les enchères.
    - Les offres se font en drachmes entières, à partir de 1 D. Le gagnant paie aussitôt la banque.
    - On enchérit dans le sens horaire à partir du détenteur de l’Arche : surenchéris ou passe. Passer est définitif pour cette carte. La plus haute offre l’emporte. Le détenteur de l’Arche n’est pas obligé d’enchérir.
    - Tu ne peux enchérir que si tu détiens **moins de 2 concessions non bâties**, et jamais au-delà de ce que tu possèdes.
    - Après chaque carte, vendue ou non, l’Arche passe à gauche et son nouveau détenteur choisit la carte suivante. Après une carte dont personne n’a voulu, il faut en choisir une autre, s’il y en a.
    - **Achat forcé :** si des cartes invendues ramènent l’Arche à quelqu’un qui l’a déjà détenue depuis la dernière vente, ce joueur doit acheter la carte de son choix pour **1 D**, même comme troisième concession non bâtie.
    - Un acheteur forcé qui détient encore 2 concessions non bâties ou plus à la fin de la manche est exclu des enchères suivantes : ni offre, ni achat forcé.
    - La phase se termine quand toutes les cartes exposées sont prises.

    Réfléchis avant d’enchérir : toute concession non bâtie à la fin retire sa valeur entière.

guide-temple-market-title = Marché
guide-temple-market =
    Chacun échange du bois, de la pierre et des vivres avec la banque. Le stock est inépuisable, mais le prix de chaque marchandise dépend du **total** échangé par tous les joueurs.
    1. **Vente :** à partir du détenteur de l’Arche, dans le sens horaire, chacun déclare combien de bois, de pierre et de vivres il vend, en voyant les totaux déjà offerts. Quand tous ont déclaré, chaque marchandise reçoit un seul prix, le même pour tous les vendeurs.
    2. **Achat :** de même, dans un second tour de déclarations. L’argent de tes ventes peut être dépensé.

    Prix à l’unité (vivres : les 100), selon le total déclaré :
    - Bois ou pierre, vente : 3 D jusqu’à 30 au total, 2 D jusqu’à 45, puis 1 D.
    - Bois ou pierre, achat : 3 D jusqu’à 20, 4 D jusqu’à 30, 5 D jusqu’à 45, puis 6 D.
    - Vivres, vente : 3 D jusqu’à 2 400, 2 D jusqu’à 3 600, puis 1 D.
    - Vivres, achat : 3 D jusqu’à 2 400, 4 D jusqu’à 3 600, puis 5 D.

    Tu ne peux vendre que ce que tu as. Un achat doit être payable au prix du moment où tu le déclares ; si des acheteurs suivants font monter le prix et que tu ne peux pas tout payer, tu reçois ce que tu peux payer (vivres d’abord, puis pierre, puis bois).

    Option de table **sealed_market** : chacun déclare en même temps, en secret.

guide-temple-crafts-title = Ateliers et embauche
guide-temple-crafts =
    En phase 5, **Ateliers**, à partir du détenteur de l’Arche dans le sens horaire : construis **un** nouvel atelier de niveau 1, ou améliore **un** atelier d’un niveau, ou passe. Tu peux posséder un atelier de chaque sorte. Les cartes Atelier sont limitées (par sorte : 4 de niveau 1, 3 de niveau 2, 2 de niveau 3), et la carte que tu quittes en améliorant retourne à la réserve pour les autres.

    Coûts : construire le niveau 1 / améliorer en 2 / améliorer en 3
    - **Boulangerie** (vivres) : 6 D, 2 bois, 2 pierres / 12 D, 5 bois, 5 pierres / 20 D, 9 bois, 9 pierres
    - **Charpenterie** (bois) : 8 D, 3 pierres / 15 D, 4 bois, 6 pierres / 25 D, 8 bois, 10 pierres
    - **Maçonnerie** (pierre) : 8 D, 3 bois / 15 D, 6 bois, 4 pierres / 25 D, 10 bois, 8 pierres

    Un atelier de niveau 1, 2 ou 3 emploie 1, 2 ou 3 ouvriers, et chacun produit 4, 5 ou 6 unités par manche (Boulangerie : 400, 500 ou 600 vivres). Un atelier sans ouvrier ne produit rien.

    En phase 6, **Embauche**, tout le monde répond en même temps : fixe combien d’ouvriers emploie chaque atelier, dans la limite de sa capacité (moins, c’est renvoyer), et combien d’**ouvriers de chantier** tu embauches pour la construction de cette manche. L’embauche est gratuite, mais chaque ouvrier coûte 5 D et 100 vivres en phase 8. Les ouvriers d’atelier restent jusqu’à leur renvoi ; ceux de chantier partent après la construction, qu’ils aient servi ou non.

guide-temple-godshand-title = Main de Dieu
guide-temple-godshand =
    En phase 7, le meneur de la manche tire une carte Main de Dieu ; elle s’applique à tous. Les 24 cartes sont remélangées quand la pioche est épuisée.

    Néfastes : **Sécheresse** (tu perds la moitié de tes vivres), **Sauterelles** ×2 (200 vivres et 2 D), **Incendie au dépôt de bois** (la moitié de ton bois), **Éboulement à la carrière** (la moitié de tes pierres), **Brigands sur la route** (4 D), **Impôt royal** (1 D par ouvrier), **Séisme** (le dernier élément bâti de toute la partie s’effondre et redevient une concession non bâtie), **Peste** (un ouvrier d’atelier part, tu choisis lequel), **Inondation** (3 bois et 3 pierres), **Murmures des bâtisseurs** (+1 ouvrier de chantier par élément cette manche), **Reproche du prophète** (5 D si tu as au moins 2 concessions non bâties), **Aumône** (1 D par tranche complète de 10 D).

    Favorables : **Récolte abondante** ×2 (300 vivres), **Cèdres du Liban** (3 bois), **Don des collines** (3 pierres), **Offrandes des pèlerins** ×2 (5 D), **Mécène généreux** (ton Mécène paie de nouveau), **Manne** (100 vivres par ouvrier), **Zèle du peuple** (1 ouvrier de chantier de moins par élément cette manche, au moins 1), **Bénédiction du sabbat** (les salaires ne coûtent aucune drachme cette manche), **Ateliers bénis** (les ateliers produisent de nouveau).

    Les moitiés sont arrondies à ton désavantage : avec 500 vivres, tu en perds 300.

    S’il te manque ce qu’une carte prend, le reste se paie avec d’autres biens à taux fixe : 100 vivres = 3 D, 1 bois = 1 pierre, 1 bois ou 1 pierre = 2 D. Ce que tu ne peux toujours pas payer est remis : la Main de Dieu n’élimine jamais personne.

guide-temple-wages-title = Paie des ouvriers
guide-temple-wages =
    En phase 8, chaque ouvrier que tu emploies, en atelier ou sur le chantier, coûte **5 D et 100 vivres**. La paie se règle en entier ou pas du tout, et les taux d’échange de la Main de Dieu ne s’appliquent pas ici.

    - Tous ceux qui peuvent payer le font d’abord, dans le sens horaire à partir du détenteur de l’Arche. Puis on traite, dans le même ordre, chaque joueur qui ne le peut pas.
    - Un joueur qui ne peut pas payer provoque une **émeute**. Avant que le peuple ne ramasse les pierres, les autres joueurs peuvent l’aider : chacun peut offrir une partie des drachmes et des vivres manquants et fixer un prix, payé en bois, en pierres, sur le surplus de drachmes ou de vivres du débiteur, ou sous forme de **dette** prélevée sur ses revenus futurs. Un don est possible aussi.
    - Le débiteur accepte ou refuse chaque offre. Dès que les offres acceptées couvrent tout le manque, elles prennent effet et la paie est réglée.
    - Si personne ne le couvre, le joueur est **lapidé et quitte la partie** : ses ateliers retournent à la réserve, ses concessions et éléments quittent le jeu, et ses biens vont à la banque.
    - S’il ne reste qu’un joueur, la partie se termine et ce joueur gagne.

    Les dettes sont prélevées par le bot pendant la phase de revenus des manches suivantes, dans la limite des drachmes du débiteur.

guide-temple-building-title = Construction du Temple
guide-temple-building =
    En phase 9, à partir du détenteur de l’Arche dans le sens horaire, tu peux bâtir **autant** d’éléments que tu veux parmi ceux dont tu détiens les concessions. Pour chacun, paie sa **pierre et son bois** à la banque et emploie son nombre d’**ouvriers de chantier** de cette manche. Un ouvrier de chantier aide à bâtir un seul élément par manche ; les ouvriers d’atelier ne bâtissent jamais. Ni drachmes ni vivres : les ouvriers ont été payés en phase 8.

    - Un élément bâti est retourné face cachée et rapporte ses points à la fin.
    - Après la construction, tous les ouvriers de chantier retournent au marché de la Ville, qu’ils aient servi ou non.
    - Bâtir est facultatif, mais seuls les éléments bâtis comptent.

    Coûts par groupe (pierre plus bois ; le mélange varie d’une carte à l’autre, pas le total) :
    - N° 1–4, les murs : 8 matériaux, 2 ouvriers de chantier, 5 points
    - N° 5–8, portiques et galeries : 13 matériaux, 3 ouvriers de chantier, 8 points
    - N° 9–12, les parvis : 19 matériaux, 3 ouvriers de chantier, 11 points
    - N° 13–16, la cour intérieure : 25 matériaux, 4 ouvriers de chantier, 15 points
    - N° 17–20, le sanctuaire : 31 matériaux, 5 ouvriers de chantier, 18 points

    Le coût exact figure sur chaque bouton de construction, par exemple Mur est (n° 1) : 6 pierres et 2 bois.

    Embauche assez d’ouvriers de chantier en phase 6 et achète les matériaux au Marché avant : ce qui te manque en phase 9 ne peut plus s’acheter.

guide-temple-end-title = Fin de partie et décompte
guide-temple-end =
    Quand la dernière concession est vendue, la course commence : plus d’enchères, et au début de chaque manche l’Arche avance d’une place vers la gauche.

    - À la fin de chaque manche à partir de là (en commençant par celle de la dernière enchère), le bot cherche les joueurs **sans concession non bâtie et avec au moins un élément bâti**. Le premier dans ce cas reçoit le **Saint des Saints : 18 points**. Plusieurs en même temps se le partagent, arrondi : à 2, 9 chacun ; à 3, 6 ; à 4, 5.
    - Puis tout le monde joue **encore une manche**, et la partie se termine.
    - Si personne n’a fini dans les 5 manches qui suivent la dernière enchère, la partie se termine sans le bonus (et au plus tard après la manche 40).

    Ton **score** = points des éléments bâtis + Saint des Saints − points des concessions non bâties. Les biens, ateliers et ouvriers restants ne comptent pas, et un score peut être négatif. Les joueurs lapidés ne sont pas classés.

    Le meilleur score l’emporte ; une égalité est une victoire partagée. Avec l’option de table **tiebreak**, l’égalité se départage au plus d’éléments bâtis, puis au moins de concessions non bâties, puis au plus de drachmes.

    Exemple : des éléments de 5, 5, 11, 11, 15, 18 et 18 points, et une concession non bâtie de 15 : 83 − 15 = 68 points.

guide-temple-house-title = Règles maison
guide-temple-house =
    La règle décrit le déroulement mais donne peu de chiffres ; le bot les fixe :
    - Les noms et textes de toutes les cartes (éléments du Temple, ateliers, Mécènes, Main de Dieu) sont propres au bot, tout comme les matériaux et ouvriers de chantier de chaque élément, les coûts et la production des ateliers, les revenus de la Ville et des Mécènes, les biens de départ, le barème des prix et les 24 cartes Main de Dieu.
    - L’achat a ses propres prix, plus élevés. La règle parle d’un seul barème pour les deux ; avec des prix dégressifs aussi à l’achat, les gros achats seraient presque gratuits.
    - La pioche des concessions suit l’ordre des numéros ; le premier joueur est tiré au sort.
    - Les enchères sont ouvertes et montantes, un joueur après l’autre ; passer est définitif.
    - Les ateliers produisent en proportion de leurs ouvriers ; le niveau 3 est le plus haut.
    - L’embauche est gratuite ; seuls les salaires coûtent.
    - Une offre d’aide peut demander une dette, prélevée automatiquement sur les revenus suivants.
    - Les cartes d’un joueur lapidé quittent le jeu.
    - Un acheteur forcé qui détient encore 2 concessions non bâties ou plus en fin de manche est exclu des enchères suivantes.
    - Le Saint des Saints exige au moins un élément bâti et n’est pas perdu à cause d’un Séisme.
    - La partie se termine au plus tard 5 manches après la dernière enchère, ou après la manche 40.
    - Les égalités sont partagées, sauf si l’option tiebreak est activée.
