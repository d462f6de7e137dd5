## La console hors ligne (bot/console.py) : joueurs absents, horloge et temps qui passe.
## Les autres textes de la console sont dans bot.ftl (bot-console-*). Les commandes (clock, vacation,
## advance…) et les clés (reserve=, vacation=) restent en anglais : c’est ainsi qu’on les tape ;
## seuls les noms des paramètres (HEURES, JOURS, NOM…) sont traduits, comme dans bot-console-help.

bot-console-help-absent = Joueurs absents et horloge :
      new JEU clock=HEURES [reserve=JOURS] [vacation=JOURS]
                                 (horloge : HEURES par décision, puis une réserve de JOURS par joueur ; JOURS de vacances par joueur)
      clock [HEURES [RÉSERVE [VACANCES]]]
                                 (l’hôte modifie l’horloge de la salle d’attente, aussi sous la forme `clock limit=24 reserve=2 vacation=7` ; 0 ou off : aucune ; `clock` seul l’affiche)
      vacation JOURS             ton horloge et tes rappels s’arrêtent pendant JOURS jours
      back                       revenir plus tôt de vacances, ou reprendre ta place au bot
      resign                     déclarer forfait : le bot joue ta place (`resign yes` pour confirmer)
      remove NOM                 l’hôte retire un joueur dont le temps est écoulé ; le bot joue sa place
      replace NOM NOUVEAU        NOUVEAU (un nouveau nom) reprend la place de NOM : après un temps écoulé, au bot, ou la tienne
      wait, botplays             après un temps écoulé, la table attend encore une fois, ou laisse le bot jouer la place
      advance [HEURES | JOURSd]  faire passer le temps (`advance 30`, `advance 2d`), puis vérifier les horloges et les rappels
bot-console-resign-confirm = Déclarer forfait dans cette partie ? Le bot jouera alors à ta place, et la table pourra la confier à un remplaçant. Tape `resign yes` pour confirmer.
bot-console-timeout-choose = (Les autres choisissent : `wait` pour attendre encore une fois, `botplays` pour laisser le bot jouer la place, ou `replace NOM NOUVEAU` pour la confier à un remplaçant.)
bot-console-clock-usage = L’horloge s’écrit `clock HEURES [JOURS_RÉSERVE] [JOURS_VACANCES]` ou `clock limit=24 reserve=2 vacation=7` (dans `new` : `clock=24 reserve=2 vacation=7`), avec des nombres entiers ; 0 ou off : aucune.
bot-console-vacation-usage = Combien de temps ? Tape `vacation` suivi d’un nombre de jours, par exemple `vacation 3`.
bot-console-remove-who = Qui ? Tape `remove` suivi du nom du joueur.
bot-console-replace-usage = Quelle place, et qui la prend ? Tape `replace`, le nom du joueur puis celui du remplaçant, par exemple `replace bob dan`.
bot-console-advance-usage = Combien de temps ? Tape `advance` suivi d’un nombre d’heures, ou de jours avec un d : `advance 30`, `advance 2d` (au plus { $max ->
    [one] { $max } jour
   *[other] { $max } jours
} à la fois).
bot-console-advance-fixed = L’horloge de cette console suit l’heure réelle et ne peut pas être avancée.
bot-console-advanced = { $hours ->
    [0] Les horloges sont vérifiées
    [one] 1 heure passe
   *[other] { $hours } heures passent
} : il est maintenant { $time }.
