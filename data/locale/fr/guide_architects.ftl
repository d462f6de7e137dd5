## Guide des règles d’Architectes du Royaume de l’Ouest (/règles, jeu architects) : un titre et un texte
## par page de data/architects/guide.toml. Texte brut en markdown Discord, 1 800 caractères au plus par
## page, sans variables. Les noms sont ceux d’architects.ftl (lieux, ressources, apprentis, bâtiments).
## Une ligne de continuation Fluent ne commence jamais par « * », « [ » ni « . » : le gras reste dans la
## phrase ou suit « - ».

guide-architects-overview-title = Présentation et but du jeu
guide-architects-overview = Tu es l’un des architectes royaux du Royaume de l’Ouest, vers l’an 850. Tour après tour, tu envoies tes ouvriers sur les lieux du plateau principal : récolter des ressources, embaucher des apprentis, construire des bâtiments et avancer les travaux de la Cathédrale. Tes ouvriers peuvent être capturés et jetés en Prison, et les affaires louches sont tentantes, mais ta Vertu sera jugée à la fin.

    Le vainqueur est celui qui a **le plus de points de victoire (PV)**. Ils viennent :
    - des bâtiments que tu construis ;
    - de ton niveau sur la Cathédrale ;
    - d’une Vertu élevée (une Vertu basse coûte des PV) ;
    - de l’or, du marbre et des pièces qui te restent à la fin.
    Tu perds des PV pour tes dettes impayées et pour tes propres ouvriers en Prison.

    La règle clé : plus il y a déjà de **tes propres** ouvriers sur un lieu, plus il te rapporte.

    Joueurs : de 2 à 5, comme dans le livret. Seul, tu joues contre le **Rival**, l’adversaire automatique du bot ; à deux, vous pouvez aussi ajouter le Rival comme troisième joueur (« 2 joueurs vs Bot »).

    La partie s’achève peu après que la Maison des Guildes est pleine.

    Dans le bot :
    - **Jouer** (ou `/jouer`) quand c’est ton tour : tous les lieux sont listés, et ceux que tu ne peux pas utiliser maintenant sont indiqués comme indisponibles, avec la raison ;
    - **Mon écran** (ou `/main`) : tes biens, tes apprentis et ta main secrète de cartes Bâtiment ;
    - `/partie plateau` : l’image du plateau, avec le score en direct de chacun ;
    - `/partie journal` : ce qui s’est passé récemment.

guide-architects-setup-title = Mise en place
guide-architects-setup = Chaque joueur commence avec :
    - **20 ouvriers** de sa couleur sur son plateau joueur ;
    - une Vertu de **7**, et un marqueur sous le premier niveau de la Cathédrale ;
    - des pièces selon l’ordre du tour : **3** pour le premier joueur, puis 4, 5, 6 et 7 ;
    - ni ressource, ni apprenti, ni dette.

    Sur le plateau principal :
    - **4 pièces** sont posées sur la réserve de taxes, au-dessus du Percepteur ;
    - 8 apprentis sont disposés face visible à côté de l’Atelier, en **2 rangées de 4 colonnes** ;
    - les 10 cartes Marché noir forment la pile Petit ; la pile Grand est vide au départ ;
    - la pile de cartes Récompense, près de la Cathédrale, compte 2 cartes par joueur plus 1, face cachée ;
    - la pioche des cartes Bâtiment et celle des apprentis sont face cachée.

    Draft des bâtiments : chacun reçoit 4 cartes Bâtiment, en garde 1 en secret et passe les 3 autres au joueur suivant ; puis garde 1 de ces 3 et passe les 2 autres ; enfin garde 1 des 2 dernières et place l’autre sous la pioche. Les 3 cartes gardées forment ta main, cachée aux autres toute la partie. Le bot interroge tout le monde en même temps et fait passer les paquets quand tous ont choisi. En solo, tu choisis simplement 1 de tes 4 cartes à placer sous la pioche.

    Le premier joueur est tiré au sort ; on joue dans le sens horaire.

guide-architects-turn-title = Ton tour
guide-architects-turn = À ton tour, tu **dois** prendre un ouvrier de ton plateau, le placer sur un lieu et effectuer l’action de ce lieu. Impossible de passer.

    Ce que rapporte un lieu dépend en général de N, le nombre de **tes propres** ouvriers présents une fois le nouveau placé. Les ouvriers des autres joueurs ne comptent jamais. Les ouvriers restent jusqu’à ce que quelque chose les retire : chaque nouvelle visite au même endroit est donc plus forte.

    Types de lieux :
    - **Lieux ouverts** (Carrière, Forêt, Mines, Orfèvre, Entrepôt du Roi, Atelier, Hôtel de Ville, Percepteur, Corps de Garde) : ils acceptent autant d’ouvriers qu’on veut, et ces ouvriers peuvent être capturés.
    - **Marché noir** : 3 cases d’un ouvrier chacune, vidées seulement par un Renouvellement du Marché noir.
    - **Maison des Guildes** : ses cases se remplissent dans l’ordre, et les ouvriers y restent jusqu’à la fin.
    - **Prison** : tu n’y places jamais d’ouvrier ; ils y arrivent du Corps de Garde ou lors d’un Renouvellement.

    Plus d’ouvrier ? Si tu commences ton tour sans aucun ouvrier sur ton plateau, tout ton tour consiste à reprendre un de tes ouvriers sur un lieu ouvert (pas à la Maison des Guildes, au Marché noir, en Prison ni sur un autre plateau). Tu pourras le placer au tour suivant.

    Certains paiements comprennent une **taxe** (les pièces rouges dans les coûts). La taxe va sur la réserve de taxes, le reste d’un paiement à la réserve générale.

    Ta **limite de main** est de 6 cartes Bâtiment à la fin de ton tour ; tu places les cartes en trop sous la pioche.

guide-architects-resources-title = Ressources et Entrepôt du Roi
guide-architects-resources = N est le nombre de tes propres ouvriers sur le lieu, le nouveau compris.
    - **Carrière :** N pierres.
    - **Forêt :** N bois.
    - **Mines :** soit N+1 argiles, soit 1 or par paire de tes ouvriers présents. Jamais un mélange des deux. Avec ton premier ouvrier ici, tu ne peux prendre que 2 argiles.
    - **Orfèvre :** N+1 pièces.
    - **Entrepôt du Roi :** N échanges, dans l’ordre de ton choix, le même aussi souvent que tu veux :
      - 2 ressources au choix parmi argile, bois et pierre → 1 point de Vertu ;
      - 3 ressources au choix parmi pierre et bois → 1 marbre ;
      - les échanges de tes apprentis, comme le Marchand (2 pièces → 1 or) ou le Négociant (3 argiles → 1 marbre).
      Les échanges non utilisés sont perdus.

    Tableau rapide des gains (N = 1, 2, 3, 4) :
    - Carrière, Forêt : 1, 2, 3, 4
    - Mines : 2, 3, 4, 5 argiles ou 0, 1, 1, 2 or
    - Orfèvre : 2, 3, 4, 5

    Certains apprentis augmentent ces gains : par exemple, un Bûcheron donne 1 bois de plus à la Forêt. Deux exemplaires du même apprenti se cumulent.

guide-architects-workshop-title = L’Atelier : apprentis et cartes Bâtiment
guide-architects-workshop = À l’Atelier, tu fais l’une de ces deux choses.

    Soit **embaucher 1 apprenti** pour 4 pièces, dont 2 de taxe :
    - Avec N ouvriers ici, tu peux prendre une carte des colonnes 1 à N de l’une ou l’autre rangée (toutes les colonnes à partir de 4 ouvriers).
    - Pour aller plus à droite, pose 1 de tes pièces sur une carte de cette rangée par colonne supplémentaire, en commençant par la carte la plus à gauche. Ces pièces restent sur les cartes.
    - Tu prends la carte avec les pièces qui s’y trouvent (après avoir payé).
    - Certains apprentis augmentent ou baissent ta Vertu dès que tu les embauches ; t’en séparer plus tard n’annule rien.
    - Tu peux avoir au plus 5 apprentis : à la limite, le bot te demande lequel part (il va sous la pioche des apprentis).
    - Les cartes à sa droite glissent vers la gauche et une nouvelle carte remplit la colonne 4.

    Soit **piocher des cartes Bâtiment**, gratuitement : 1 carte, plus 1 par paire de tes ouvriers présents (1, 2, 2, 3, 3…).

    Les apprentis portent les compétences **Charpenterie**, **Toiture** et **Maçonnerie** qu’exigent de nombreux bâtiments, et la plupart ont une capacité permanente : gains accrus, nouveaux échanges, coûts réduits, aide lors d’un Renouvellement, etc. Leurs textes figurent sur l’image du plateau et dans **Mon écran**.

guide-architects-capture-title = Hôtel de Ville, Percepteur et Corps de Garde
guide-architects-capture = - **Hôtel de Ville :** jusqu’à N captures. Chaque capture coûte 1 pièce (la première de ton tour est une taxe) et prend un groupe : tous les ouvriers d’une couleur sur un lieu ouvert, cet Hôtel de Ville compris. Jusqu’à 3 joueurs, tes captures peuvent venir de 2 lieux au plus ; à 4 ou 5 joueurs, d’un seul. Les ouvriers adverses capturés vont sur ton plateau ; tes propres ouvriers capturés reviennent simplement sur ton plateau. Les ouvriers de la Maison des Guildes, du Marché noir, de la Prison ou d’un plateau ne peuvent pas être capturés. Un groupe capturé ne compte plus pour son propriétaire sur ce lieu.
    - **Percepteur :** prends toutes les pièces de la réserve de taxes et perds 2 points de Vertu. Interdit quand la réserve est vide.
    - **Corps de Garde :** N actions, dans l’ordre de ton choix, la même plusieurs fois si tu veux :
      1. envoyer en Prison tous les ouvriers que tu as capturés et gagner 1 pièce par ouvrier ;
      2. libérer gratuitement tous tes ouvriers de la Prison ;
      3. récupérer tous tes ouvriers retenus sur les plateaux adverses : payer 5 pièces (dont 2 de taxe), ou prendre 1 dette et perdre 1 point de Vertu ;
      4. rembourser 1 dette pour 6 pièces (dont 3 de taxe) : la carte passe sur sa face remboursée et tu gagnes 1 point de Vertu.
      Les actions non utilisées sont perdues.

    Surveille ta Prison : à partir de 3 de tes ouvriers, elle te coûte de la Vertu à chaque Renouvellement, le plus de prisonniers vaut une dette, et chaque paire encore présente à la fin coûte 1 PV.

guide-architects-market-title = Le Marché noir et son Renouvellement
guide-architects-market = Le Marché noir n’est ouvert qu’aux joueurs dont la Vertu est de **9 ou moins**. Chacune de ses 3 cases accueille un ouvrier, qui y reste jusqu’au prochain Renouvellement. Chaque case coûte des pièces (à la réserve générale, ce n’est pas une taxe) et **1 point de Vertu** :
    - **case de gauche, 1 pièce :** les biens de la carte du dessus de la pile Petit ;
    - **case du milieu, 2 pièces :** soit embaucher n’importe quel apprenti visible sans payer les 4 pièces (tu prends quand même ses pièces), soit piocher 5 cartes Bâtiment, en garder 1 et placer les 4 autres sous la pioche ;
    - **case de droite, 3 pièces :** les biens de la carte du dessus de la pile Grand.
    Personne ne prend jamais les cartes Marché noir.

    Un **Renouvellement du Marché noir** a lieu quand la troisième case du Marché noir est occupée, ou quand un ouvrier va sur la première case de l’une des deux rangées du bas de la Maison des Guildes. Une fois cette action terminée :
    1. chaque ouvrier du Marché noir va en Prison ;
    2. la carte du dessus de la pile Petit est retournée sur la pile Grand : les deux offres changent (une pile Petit vide est d’abord reconstituée en mélangeant la pile Grand) ;
    3. les apprentis qui agissent lors d’un Renouvellement le font, comme la Gardienne des Portes, qui libère jusqu’à 2 de tes prisonniers ;
    4. chaque joueur ayant 3 ouvriers ou plus en Prison perd 1 point de Vertu ;
    5. le joueur qui a le plus d’ouvriers en Prison prend 1 dette (tous en cas d’égalité ; personne si la Prison est vide).

guide-architects-guildhall-title = La Maison des Guildes : bâtiments et Cathédrale
guide-architects-guildhall = Quand tu places un ouvrier à la Maison des Guildes, tu dois soit construire un bâtiment de ta main, soit avancer d’un niveau sur la Cathédrale : tu ne peux donc y aller que si l’un des deux est possible. L’ouvrier prend la case suivante dans l’ordre et y reste jusqu’à la fin de la partie.

    Pour **construire un bâtiment** :
    - Pour chaque compétence indiquée sur la carte, il te faut au moins un apprenti qui la possède (les apprentis ne sont pas consommés).
    - Paie les ressources indiquées.
    - Applique sa variation de Vertu, s’il y en a une.
    - Un effet immédiat s’applique tout de suite ; un effet de fin compte à la fin. Chaque bâtiment rapporte aussi ses PV imprimés.

    Pour **avancer sur la Cathédrale** (seulement avec une Vertu de 5 ou plus) :
    - Le niveau au-dessus du tien doit avoir une case libre.
    - Paie le coût de ce niveau et sacrifie 1 carte Bâtiment de ta main (sous la pioche).
    - Monte, puis révèle la carte Récompense du dessus et prends sa récompense (1 point de Vertu à la place si la pile est vide).

    Les niveaux (coût, PV à la fin, cases) :
    - niveau 1 : 1 or, 2 PV, sans limite ;
    - niveau 2 : 4 pierres ou bois, dans n’importe quel mélange, 4 PV, 2 cases ;
    - niveau 3 : 1 marbre et 1 or, 7 PV, 2 cases ;
    - niveau 4 : 8 pierres ou bois, dans n’importe quel mélange, 11 PV, 2 cases ;
    - niveau 5 : 2 marbres et 2 or, 16 PV, 1 case.
    Une case se libère quand son joueur monte plus haut.

guide-architects-virtue-title = Vertu et dettes
guide-architects-virtue = La Vertu va de 0 à 14 et commence à 7. Tu en gagnes à l’Entrepôt du Roi, en remboursant des dettes et grâce à certains apprentis, bâtiments et récompenses ; tu en perds au Percepteur (2), au Marché noir (1), avec les apprentis et bâtiments louches, et lors des Renouvellements.

    Seuils :
    - **10 ou plus :** le Marché noir t’est fermé.
    - **4 ou moins :** tu ne peux pas travailler sur la Cathédrale.
    - **3 ou moins :** tu fraudes la taxe. À chaque paiement, tu ignores 1 pièce de taxe à Vertu 3 ou 2, 2 pièces à Vertu 1, 3 pièces à Vertu 0. Le bot l’applique pour toi.
    - **Au-delà de 14 :** chaque point en trop détruit une de tes dettes impayées (rien d’autre ne se passe).
    - **Sous 0 :** ton marqueur reste à 0 et chaque point perdu en plus te donne une dette.

    PV de Vertu à la fin : 0 → −10, 1 → −8, 2 → −5, 3 → −3, 4 → −1, 5 à 9 → 0, 10 → +1, 11 → +2, 12 → +3, 13 → +5, 14 → +7.

    Tu prends des **dettes** (face impayée visible) par l’option dette du Corps de Garde, par une Vertu sous 0, et en ayant le plus de prisonniers lors d’un Renouvellement. Chaque dette impayée coûte **2 PV** à la fin. Au Corps de Garde, tu en rembourses une pour 6 pièces (dont 3 de taxe) : elle passe sur sa face remboursée et tu gagnes 1 point de Vertu. Une dette remboursée ne rapporte rien en elle-même.

guide-architects-rival-title = Le Rival (solo et 2 joueurs vs Bot)
guide-architects-rival = Le **Rival** est le joueur automatique du bot ; il joue aussitôt, sans rien demander. Mise en place : comme à 2 joueurs en solo, comme à 3 en « 2 joueurs vs Bot ». Il reçoit une couleur et une place au hasard, avec les pièces de cette place, et a comme toi 20 ouvriers, Vertu, dettes et niveau de Cathédrale, mais ni ressources, ni apprentis, ni main. Toutes les règles valent pour lui : captures, Prison, Renouvellements, seuils de Vertu, tours sans ouvrier.

    À son tour, il révèle une carte de son paquet de 12 (remélangé une fois vide) et fait la première instruction possible :
    - **construire :** un ouvrier à la Maison des Guildes. Avec une Vertu de 5+, le niveau au-dessus libre et un niveau de Cathédrale sous la moitié (arrondie au-dessus) de ses bâtiments, il monte d’un niveau sans payer, gagne 1 point de Vertu et défausse une carte Récompense. Sinon, il prend la carte Bâtiment du dessus et en marque les PV imprimés (avec sa variation de Vertu) ;
    - **capturer :** à l’Hôtel de Ville, toujours les plus grands groupes adverses ;
    - **Corps de Garde :** il emprisonne, libère, récupère (5 pièces ou une dette) et rembourse ses dettes ;
    - **embaucher :** un ouvrier à l’Atelier ; il met sous la pioche l’apprenti de la rangée du haut en colonne N et garde ses pièces ;
    - **Percepteur :** si la réserve de taxes a 3 pièces ou plus ;
    - **Marché noir :** la case libre la plus à droite ; sans payer, il perd 1 point de Vertu et gagne 2 pièces ;
    - **récolter** au lieu indiqué (seul l’Orfèvre lui rapporte : des pièces).

    Difficulté, en PV par bâtiment : Apprenti (facile) −1, Compagnon (normal) 0, Maître (difficile) +2.

    En solo, tu gagnes si tu bats le Rival ; à égalité, la plus haute Vertu gagne, puis le plus de pièces, sinon toi. En « 2 joueurs vs Bot », le Rival peut gagner.

guide-architects-end-title = Fin de partie et décompte
guide-architects-end = La fin arrive quand un ouvrier prend la **dernière case libre de la Maison des Guildes** : 12 cases à 2 joueurs (en solo aussi), 16 à 3 (ou en « 2 joueurs vs Bot »), 20 à 4, 24 à 5. Ce tour s’achève, puis **chacun**, y compris le joueur qui l’a remplie, joue **encore un tour**. Pendant ce dernier tour de table, les ouvriers envoyés à la Maison des Guildes se placent à côté et construisent ou avancent quand même.

    Décompte :
    1. Les effets de fin des bâtiments, en commençant par ceux qui modifient la Vertu.
    2. Chaque joueur additionne ensuite :
    - les PV imprimés de ses bâtiments et leurs bonus de fin ;
    - son niveau de Cathédrale : 0, 2, 4, 7, 11 ou 16 PV ;
    - sa Vertu (voir la page Vertu) ;
    - **−2 PV** par dette impayée ;
    - **+1 PV** par or et par marbre ;
    - **+1 PV** par lot complet de 10 pièces ;
    - **−1 PV** par paire de ses propres ouvriers en Prison.

    Le total le plus élevé l’emporte. En cas d’égalité, la Vertu la plus haute gagne, puis le plus de pièces ; en cas de nouvelle égalité, la victoire est partagée.

    Le score provisoire figure sur l’image du plateau (`/partie plateau`) pendant toute la partie, et la ligne finale en détaille chaque composante.

guide-architects-house-title = Règles maison et choix
guide-architects-house = Le livret de règles renvoie à un Supplément pour les cartes, les plateaux avancés et le jeu solo, que nous n’avons pas utilisé. Aussi **les noms et textes des apprentis, bâtiments, récompenses, cartes Marché noir et plateaux face 2 sont ceux du bot**, sauf le Marchand, le Négociant, le Bûcheron, l’Escroc, le Pickpocket, la Gardienne des Portes, la Forteresse et le Puits, nommés dans le livret. Sont aussi de nous :
    - le **Rival** et son paquet, et les plateaux face 2 ;
    - la Maison des Guildes : 3 à 6 colonnes de 4 rangées (12 à 24 cases), Renouvellements sur ses 7e et 10e cases à 2 joueurs ;
    - les 5 niveaux de la Cathédrale, leurs PV, leurs cases et la plupart des coûts (le livret n’en donne que peu) ;
    - la table des PV de Vertu et les pièces de taxe fraudées à Vertu 0 à 3 ;
    - quand une pile du Marché noir est vide, la case de gauche offre 1 marbre et 1 pierre, celle de droite 1 or, 1 pierre et 2 bois.

    Nos lectures là où le livret laisse le choix :
    - la pile des récompenses est face cachée (la mise en place dit face visible, la Cathédrale dit « révèle ») ;
    - au Marché noir, la case du milieu embauche sans les 4 pièces, et les coûts ne sont pas des taxes ;
    - N est fixé au placement, même si tu captures ensuite ton propre groupe ;
    - tu ne renvoies un apprenti que si une embauche dépasse la limite ;
    - une Vertu au-delà de 14 détruit les dettes automatiquement ;
    - le draft se fait par tous en même temps ; en solo, tu places 1 carte sur 4 sous la pioche ;
    - un joueur sans ouvrier à placer ni à reprendre perd son tour ; si personne ne peut agir pendant tout un tour de table, la partie s’arrête et est décomptée.
