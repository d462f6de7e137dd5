## Guide des règles d’Esdras et Néhémie (/règles, jeu ezra_nehemiah) : un titre et un texte par page de
## data/ezra_nehemiah/guide.toml. Texte brut en markdown Discord, 1 800 caractères au plus par page, sans
## variables. Les noms sont ceux d’ezra_nehemiah.ftl (actions, Portes, tuiles, cartes, biens) et de la
## règle française (Pixie Games). Une ligne de continuation Fluent ne commence jamais par « * », « [ »
## ni « . » : le gras reste dans la phrase ou suit « - ».

guide-ezra_nehemiah-overview-title = Présentation et but du jeu
guide-ezra_nehemiah-overview = Jérusalem est reconstruite en **3 semaines (manches)**. Chaque semaine compte 6 journées de labeur, où chaque joueur joue un tour en commençant par celui qui détient le Schofar, puis le **Sabbat**, où tu nourris tes ouvriers et décomptes tes cartes Personnage rangées. La partie se termine après le troisième Sabbat.

    Le vainqueur est celui qui a **le plus de points de victoire (PV)**. Ils viennent surtout :
    - des ressources placées dans le **Temple** ;
    - de la reconstruction des **Murs et Portes** de la ville ;
    - de l’enseignement de la **Torah** (scribes sur les tuiles Parchemin) ;
    - des cartes Personnage rangées à chaque Sabbat, des tuiles retournées, des voyages de ta tente, de la piste Autel et des biens restants à la fin.
    Chacun commence à 10 PV ; un score peut passer sous 0.

    La **règle d’or des égalités** : la piste Autel départage toutes les égalités du jeu. Plus à droite, c’est devant ; sur une même case, le marqueur du dessous est devant.

    Joueurs : de 1 à 4. Seul, tu joues contre l’**Adversaire**, un joueur automatique.

    Dans le bot :
    - **Jouer** (ou `/jouer`) quand c’est ton tour : ton tour est un menu de ce que tu peux faire maintenant ; les options pas encore possibles sont indiquées comme indisponibles, avec la raison ;
    - **Mon écran** (ou `/main`) : ta main, ta réserve et ton plateau Joueur ;
    - `/partie plateau` : l’image du plateau Principal ;
    - `/partie journal` : ce qui s’est passé récemment.

guide-ezra_nehemiah-setup-title = Mise en place
guide-ezra_nehemiah-setup = Tu commences avec :
    - **16 ouvriers** : 6 dans ta réserve, 1 **Lévite** sur la piste Lévites, 1 **gardien** sur une Porte d’angle (2 chacun à 1–2 joueurs), le reste dans la réserve principale ;
    - 5 pièces, 3 pains et les 2 ressources imprimées sur ta tuile Gardes ;
    - un plateau Joueur avec 5 tuiles Développement non retournées, une de chaque type (Gardes, Manœuvres, Fermiers, Négociants, Anciens), tirées au hasard ;
    - 10 cartes Personnage (4 en main, 6 dans ta pioche) et une pioche face cachée de 12 cartes Mur ;
    - ta tente sur la première case du Plan de la ville, ton marqueur Autel sur la case 0, tes marqueurs Bénédiction à 0, et 10 PV sur la piste des scores.

    Les gardiens vont sur la Vieille Porte, la Porte des Brebis, la Porte des Chevaux ou la Porte de la Fontaine, choisies dans l’ordre inverse du tour ; la Porte que tu gardes t’appartient. À 1–2 joueurs, chacun place un premier gardien avant que quiconque en place un second.

    Le plateau Principal :
    - des cubes de décombres tirés au hasard sur chaque emplacement de Mur et de Porte ;
    - 18 tuiles Parchemin en 4 rangées de 3, 4, 5 et 6, avec du pain au bout des trois rangées supérieures (1, 2, 3) ;
    - une carte Autel et les deux Prophètes, Zacharie et Aggée, sur la piste Autel ;
    - les 6 cartes Porte à côté du plateau.

    Moins de joueurs : à 3, trois Murs du haut sont neutres, 1 pièce est posée sur chaque carte Porte, une Porte d’angle reste vide (neutre) et le Mont du Temple couvre une partie du Temple. À 1–2, six Murs du haut ainsi que la Porte de la Garde et la Porte de l’Orient sont neutres, 2 pièces sont posées sur chacune des autres cartes Porte, le Temple est davantage couvert, et deux ouvriers blancs occupent les tuiles Parchemin aux deux bouts de la rangée du bas.

guide-ezra_nehemiah-turn-title = Un tour de journée de labeur
guide-ezra_nehemiah-turn = Ton tour, dans cet ordre :
    1. **Joue 1 carte Personnage** de ta main sur l’une de tes 3 piles (2 cartes au plus par pile ; une carte jouée sur une autre la cache entièrement).
    2. **Fais 1 action principale**, avec les bannières d’une seule couleur :
    - rouge : **Temple et Autel** ;
    - grise : **Décombres, Murs et Portes** ;
    - bleue : **Torah et Tentes**.
    3. **Pioche** 1 carte Personnage, s’il en reste dans ta pioche.

    Les bannières sont la monnaie de ce tour. Quand tu choisis l’action principale, tu additionnes les bannières de sa couleur : celles de tes cartes visibles (une bannière sans nombre vaut 1), la bannière du haut de chaque carte rangée, et celles d’un négociant ou d’un ancien placé ce tour-ci ou des capacités de Parchemins. Les bannières au choix prennent la couleur de l’action. Tu dépenses ce qu’il te faut ; le reste est perdu à la fin du tour. Les bannières imprimées sur l’aide de jeu ne comptent jamais.

    À tout moment de ton tour, tu peux aussi, une fois chacun :
    - faire 1 **action auxiliaire** (commercer, ou retourner une tuile Développement) ;
    - placer 1 **négociant** ;
    - placer 1 **ancien**.

    Stockage : tant que ta tuile Gardes n’est pas retournée, tu ne gardes que les ressources qu’elle peut stocker. Après chaque tour (de n’importe qui) et au Sabbat, l’excédent retourne à la réserve principale ; c’est toi qui choisis lesquelles.

    Ta main est complétée à 4 cartes à la fin de chaque tour tant que ta pioche le permet : ta pioche s’épuise donc à la fin de la manche 2 et pendant la manche 3.

guide-ezra_nehemiah-temple-title = Temple et Autel (bannières rouges)
guide-ezra_nehemiah-temple = **Lévite :** avant tes placements ou après (jamais au milieu), tu peux placer 1 Lévite : paie le pain indiqué pour la rangée suivante de ta colonne (2, 3, 4, 5, 6) et gagne sa récompense. 6 Lévites au plus.
    Chacun de tes Lévites travaille une fois par tour : il place 1 ressource ou donne 1 bannière rouge de plus.

    Dans le **Temple**, tu places de la pierre, du bois ou de l’or, jamais de cendre. La rangée 1 (en bas) coûte 1 bannière rouge, la rangée 5 en coûte 5 ; le cube va dans la case vide la plus à gauche de la rangée. Marque 1 PV pour de la pierre ou du bois, 2 PV pour de l’or, plus la récompense de la rangée :
    - rangée 2 : 1 pièce ; rangée 3 : 1 pain ; rangée 4 : 1 déplacement de tente ; rangée 5 : gagne 1 ouvrier.

    Secteurs : le Temple a 3 secteurs de 3 colonnes. Quand un placement remplit la dernière case d’un secteur :
    1. le joueur qui l’a rempli gagne 2 pains ;
    2. le joueur qui a le plus de Lévites gagne 2 PV (égalité : celui qui est devant sur la piste Autel) ;
    3. le joueur qui a le moins de Lévites perd 1 PV (égalité : celui qui est derrière sur la piste Autel), sauf à 1–2 joueurs ;
    4. chaque joueur gagne 1 pièce par Lévite.

    Sur l’**autel**, tu places seulement du bois ou de la cendre. Le bois coûte 3 bannières rouges et avance ton marqueur Autel de 2 cases ; la cendre coûte 1 bannière rouge et l’avance de 1 case. Tu gagnes la récompense de chaque case où tu entres.

guide-ezra_nehemiah-walls-title = Décombres, Murs et Portes (bannières grises)
guide-ezra_nehemiah-walls = Choisis **un seul** emplacement de Mur ou de Porte sur le pourtour du plateau et ne travaille que sur lui ce tour-ci. Les emplacements neutres ou déjà reconstruits ne peuvent pas être choisis.

    Déblayer : chaque cube de décombres coûte des bannières grises (cendre 1, pierre ou bois 2, or 3). Tu gardes les cubes et peux les utiliser aussitôt. Retirer le **dernier** cube d’un emplacement de **Mur** donne la bénédiction qui y est indiquée ; les Portes n’en donnent pas.

    Reconstruire, une fois qu’il n’y a plus de décombres, en payant bannières grises et ressources :
    - un Mur : son coût imprimé, p. ex. 4 grises + 3 pierres ;
    - une Porte : 3 grises + 1 bois + 2 pierres.
    Autant de fois que tu veux, 3 bannières grises ou 1 or remplacent 1 pierre ou 1 bois. Les bannières dépensées pour déblayer sont perdues.

    Un **Mur** : pioche 3 de tes cartes Mur, pose-en 1 sur l’emplacement et gagne son effet tout de suite ; remets l’une des deux autres sur le dessus de ta pioche Mur et l’autre dessous. Ses PV comptent à la fin.
    Une **Porte** : prends la carte Porte et les pièces qui s’y trouvent, et place dessus un ouvrier de ta réserve comme gardien (pas d’ouvrier, pas de Porte) ; gagne la récompense de cet emplacement. Ses PV comptent à la fin.

    Une **connexion** se crée quand une Porte et un Mur voisin sont tous deux reconstruits, dans n’importe quel ordre : le propriétaire du Mur et celui de la Porte gagnent chacun la récompense de connexion de la Porte (une seule fois s’il s’agit du même joueur). Une Porte se connecte à chacun de ses deux Murs.

guide-ezra_nehemiah-torah-title = Torah et Tentes (bannières bleues)
guide-ezra_nehemiah-torah = Place **1 scribe**, déplace ta **tente**, ou les deux, dans l’ordre de ton choix.

    Pour placer un **scribe**, mets un ouvrier de ta réserve sur une tuile Parchemin libre et accessible, et paie le coût de la rangée :
    - rangée 1 (en bas, 3 tuiles) : 3 bleues + 2 pièces, 1 PV à la fin ;
    - rangée 2 (4 tuiles) : 5 bleues + 3 pièces, 2 PV ;
    - rangée 3 (5 tuiles) : 6 bleues + 1 or, 3 PV ;
    - rangée 4 (en haut, 6 tuiles) : 7 bleues + 2 or, 4 PV.
    Les tuiles du bas sont toujours accessibles ; une tuile plus haute exige un ouvrier sur l’une des deux tuiles en diagonale en dessous. Sur ton chemin depuis la rangée du bas, tu paies 1 pièce au propriétaire de chaque scribe d’un autre joueur (les tiens sont gratuits ; un ouvrier blanc coûte 1 pièce à la réserve principale). La capacité de la tuile est à toi pour le reste de la partie ; une tuile du bas donne une carte Héros, dont les récompenses augmentent avec la manche et que tu ranges comme une carte Personnage. Le premier scribe de chaque rangée supérieure prend le pain au bout de celle-ci. À 1–2 joueurs, tu peux aussi prendre la tuile d’un ouvrier blanc ; celui-ci monte d’une rangée.

    Ta **tente** avance dans le sens horaire autour du Plan de la ville, en une seule fois :
    - 1 case : 2 bleues ;
    - 2 cases : 4 bleues ;
    - 3 cases : 7 bleues + 1 pierre, bois ou cendre ;
    - 4 cases : 10 bleues + 1 pierre, bois ou cendre.
    Tu gagnes la récompense de chaque case où tu entres. Les tentes ne se bloquent jamais.

guide-ezra_nehemiah-extras-title = Commerces, tuiles, négociants et anciens
guide-ezra_nehemiah-extras = L’**action auxiliaire** (une fois par tour, à tout moment) est au choix :
    - **Commercer** avec la carte jouée ce tour-ci. Un commerce de Porte coûte d’abord 1 pièce pour le gardien de la Porte nommée sur la carte : elle va au propriétaire de la Porte, sur la carte Porte si la Porte n’est pas encore reconstruite, ou à la réserve principale pour une Porte neutre ; à ta propre Porte, tu ne paies rien. Prends ensuite l’option du haut ou celle du bas. Un commerce de vente change les ressources indiquées en pièces, autant que tu veux.
    - **Retourner une tuile Développement :** paie son coût, gagne la récompense de sa barre verte et retourne-la sur sa meilleure face. Chaque tuile retournée vaut 2 PV à la fin. Les ouvriers déjà dessus ne gagnent rien de plus.

    Tu peux aussi placer 1 **négociant** et 1 **ancien** par tour : mets un ouvrier de ta réserve sur un emplacement libre de la tuile correspondante et gagne l’effet de l’emplacement. Les négociants donnent pièces, pain et ressources ; les anciens donnent des bannières pour ce tour, parfois avec des biens. Ils y restent jusqu’après le Sabbat.

    Les cinq tuiles :
    - **Gardes :** limitent les ressources que tu peux stocker ; retournée, plus de limite, et avant chaque Sabbat tu peux récupérer un négociant ou un ancien ;
    - **Manœuvres** et **Fermiers :** déterminent ce que produisent tes ouvriers inoccupés avant chaque Sabbat ; les Fermiers retournés donnent aussi du pain à ce moment-là ;
    - **Négociants :** la retourner te fait gagner un ouvrier ; retournée, chaque emplacement peut donner 1 or ou l’option spéciale de la tuile à la place ;
    - **Anciens :** la retourner te fait récupérer un négociant ou un ancien ; retournée, elle offre une option de bannières au choix.

guide-ezra_nehemiah-tracks-title = Piste Autel, bénédictions et Plan de la ville
guide-ezra_nehemiah-tracks = **Piste Autel** (cases 0 à 20) : chaque pas donne la récompense de la case où tu entres. Les cases 4, 8, 12, 16 et 20 sont des cases dorées. Un marqueur qui arrive sur une case occupée se pose dessus, derrière les autres. Au bout de la piste, chaque pas impossible donne 1 pièce.
    Ta position compte : elle départage les égalités et décide du jugement des Prophètes avant chaque Sabbat ; le joueur en tête gagne 1 ouvrier après les deux premiers Sabbats et 3 PV à la fin.

    Tu as trois pistes de **bénédictions** sur ton plateau, orange, violette et rouge, de 0 à 7. Une bénédiction avance ce marqueur d’une case ; une bénédiction au choix te laisse choisir. Chaque fois que ton marqueur le plus bas atteint une nouvelle colonne, tu gagnes son bonus :
    - colonne 1 : 1 avancée sur la piste Autel ; 2 : 2 pièces ; 3 : 1 or ; 4 : 2 PV ; 5 : gagne 1 ouvrier ; 6 : 3 PV ; 7 : 4 PV.
    Les bénédictions viennent des Murs déblayés, des Lévites, du Plan de la ville, de la piste Autel, des cartes et des tuiles.

    Le **Plan de la ville** est une boucle de 12 cases avec des récompenses (PV, bénédictions, pièces, pain, ouvriers, or, avancées sur la piste Autel). En plus du déplacement payé d’une action bleue, de nombreux effets donnent un déplacement de tente gratuit d’une case.

    Il y a aussi une **règle spéciale** : chaque fois que tu devrais gagner un ouvrier mais qu’il n’en reste aucun de ta couleur dans la réserve principale, ou une bénédiction mais que la piste est pleine, tu fais 1 déplacement de tente à la place.

guide-ezra_nehemiah-sabbath-title = La préparation du Sabbat et le Sabbat
guide-ezra_nehemiah-sabbath = Après le 6e jour de labeur, chacun se prépare pour le Sabbat, dans l’ordre de son choix :
    - chaque ouvrier encore dans ta réserve **doit** devenir fermier ou manœuvre et produit aussitôt ce qu’indique sa tuile ;
    - **jugement des Prophètes :** tu reçois l’effet de la carte Autel pour cette manche selon ta zone : derrière Zacharie, entre les Prophètes ou devant Aggée. Chaque pain dû que tu ne peux pas payer coûte 2 PV ;
    - autres effets : le pain des Fermiers retournés, une tuile Gardes retournée, les capacités de Parchemins.

    Puis le **Sabbat** :
    1. **Nourris** chacun de tes ouvriers avec 1 pain, sauf les Lévites et ceux encore dans la réserve principale ; −2 PV par ouvrier que tu ne peux pas nourrir.
    2. **Range** des cartes Personnage de tes piles (jamais de ta main) sous ton aide de jeu : 1 carte après la manche 1, 2 après la manche 2, 1 après la manche 3. Une carte rangée marque à ce Sabbat et à chaque Sabbat suivant, et sa bannière du haut compte dans toutes tes actions principales suivantes ; son commerce est perdu. Le bot interroge tout le monde à la fois.
    3. **Décompte** toutes tes cartes rangées selon leurs conditions.

    Après le Sabbat des manches 1 et 2 :
    - les Prophètes avancent le long de la piste Autel ;
    - le Schofar passe au joueur suivant dans le sens horaire ;
    - négociants, anciens, fermiers et manœuvres reviennent dans ta réserve ;
    - le joueur en tête sur la piste Autel gagne 1 ouvrier ;
    - les cartes restées sur ton plateau sont mélangées pour former une nouvelle pioche, et tu complètes ta main à 4 cartes.

guide-ezra_nehemiah-solo-title = Solo : l’Adversaire
guide-ezra_nehemiah-solo = Le bot joue l’**Adversaire** aussitôt. Il détient le Schofar aux manches 1 et 3. Mise en place à 2 joueurs : tu places 2 gardiens, lui les 2 autres Portes d’angle et 1 Lévite. Sans cartes Personnage, tuiles ni pain, il ne nourrit jamais ses ouvriers. Chaque pierre, bois ou cendre qu’il gagnerait devient 1 or, chaque pain 1 pièce. Tu le paies pour passer par ses scribes et commercer à ses Portes ; s’il passe par tes scribes, la réserve te paie 1 pièce.

    Son tour :
    1. Une **carte Focus** donne une Porte, un sens et une colonne.
    2. Il fait l’un des deux commerces de cette carte, en dépensant le plus de pièces possible et en payant le gardien comme toi ; à défaut, 1 déplacement de tente.
    3. Une **carte Planification** a 3 actions ; il résout la plus haute possible :
    - Temple : il paie 2 or pour un Lévite, puis chaque Lévite place 1 or (2 PV + récompense de la rangée), achète 1 or pour 1 pièce, ou fait 1 avancée sur la piste Autel ;
    - Murs et Portes : il déblaie tout sans bannières et reconstruit pour 3 or, depuis la Porte de la carte Focus dans le sens de la flèche ;
    - scribe : sur la tuile accessible la plus haute ou la plus basse, payée en or (PV de la rangée, moins 1 par rangée pleine en dessous) ; sans capacités de Parchemins, mais il prend les cartes Héros ;
    - ou il gagne des ouvriers, de l’or ou des avancées sur la piste Autel.

    À chaque Sabbat, il marque à la place : des pièces par ouvrier en réserve, la valeur de rangée de son plus haut scribe, 1 PV par gardien, scribe ou Lévite de son plus grand groupe (des trois sur la face B), la valeur de sa meilleure bénédiction et 1 PV par case dorée atteinte sur la piste Autel. La face B du plateau Solo est plus difficile.

    Tu gagnes avec plus de PV que l’Adversaire ; à égalité, seulement si tu es devant sur la piste Autel.

guide-ezra_nehemiah-end-title = Décompte final
guide-ezra_nehemiah-end = La partie se termine après le troisième Sabbat. Aux PV déjà marqués (Temple, Lévites, cartes rangées, récompenses), ajoute :
    - tes biens restants convertis en pièces (or 3, pierre 2, bois 2, pain 2, cendre 1), avec tes pièces : **1 PV par lot de 5 pièces** ;
    - **2 PV** par tuile retournée ;
    - **3 PV** pour le joueur en tête sur la piste Autel ;
    - les PV imprimés sur tes cartes Mur et tes cartes Porte ;
    - pour chaque scribe, la valeur de sa rangée, de 1 à 4 PV ;
    - les conditions de tes tuiles Parchemin de la rangée du haut.

    Le total le plus élevé l’emporte. En cas d’égalité, le joueur le plus avancé sur la piste Autel gagne.

    Le score final détaille les points de chaque joueur par catégorie : pendant la partie, argent et biens, tuiles, 1re place sur la piste Autel, Murs, Portes, scribes et Parchemins.

guide-ezra_nehemiah-house-title = Règles maison et choix
guide-ezra_nehemiah-house = La règle ne reprend pas ce qui est imprimé sur les plateaux et les cartes : le bot a donc **son propre plateau et ses propres cartes**. Les noms des Portes, des héros, des prophètes et des types de tuiles, ainsi que les conditions de Sabbat des cartes Personnage, viennent de la règle (les Portes des Eaux, du Fumier et des Poissons, du livre de Néhémie) ; **tous les autres noms et textes de cartes, tuiles et Parchemins sont ceux du bot**. Sont aussi de nous :
    - 26 emplacements de Mur et 10 Portes autour de la ville, avec leurs décombres, coûts, bénédictions et récompenses ;
    - un Temple de 5 rangées et 9 colonnes (le Mont du Temple couvre 1 colonne à 3 joueurs, 2 à 1–2) ;
    - la piste Autel de 0 à 20, le Plan de la ville de 12 cases et les pistes de bénédictions de 0 à 7, avec leurs récompenses ;
    - les 4e et 6e Lévites coûtent 4 et 6 pains ; les déplacements de tente de 2 et 3 cases coûtent 4 et 7 bleues ;
    - les cartes Autel, les faces du plateau Solo et les cartes Focus.

    Nos lectures là où la règle n’est pas claire :
    - un marqueur sur la case d’un prophète compte comme entre les Prophètes ;
    - en cas d’égalité, la pénalité du moins de Lévites frappe le joueur derrière sur la piste Autel (règle française ; la polonaise dit devant) ;
    - les bannières des négociants et des anciens ne comptent qu’au tour où ils sont placés ;
    - les cartes Personnage recouvertes sont visibles de tous ;
    - nourrir est obligatoire tant que tu as du pain ;
    - une action principale peut n’aboutir à rien ;
    - à 3 joueurs, la Porte d’angle vide est neutre : les commerces y paient la réserve principale, et un Mur voisin ne s’y connecte que pour son propriétaire.
