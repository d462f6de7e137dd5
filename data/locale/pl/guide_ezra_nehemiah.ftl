## Przewodnik po zasadach gry Ezdrasz i Nehemiasz (/rules game:ezra_nehemiah): tytuł i tekst każdej
## strony z data/ezra_nehemiah/guide.toml. Zwykły tekst z formatowaniem Discorda, najwyżej 1800 znaków,
## bez zmiennych. Nazwy jak w ezra_nehemiah.ftl (akcje, bramy, płytki, karty, dobra).

guide-ezra_nehemiah-overview-title = Wprowadzenie i cel gry
guide-ezra_nehemiah-overview = Jerozolima odradza się przez **3 tygodnie (rundy)**. Każdy tydzień to 6 dni pracy, w których każdy gracz rozgrywa jedną turę, zaczynając od posiadacza Szofaru, a potem **szabat**: karmisz wtedy robotników i zdobywasz punkty za schowane karty postaci. Gra kończy się po trzecim szabacie.

    Wygrywa gracz z **największą liczbą punktów zwycięstwa (PZ)**. Zdobywasz je przede wszystkim za:
    - umieszczanie zasobów w **Świątyni**;
    - odbudowę **murów i bram** miasta;
    - nauczanie **Prawa** (skrybów na płytkach zwojów);
    - karty postaci schowane w każdy szabat, odwrócone płytki rozwoju, podróże namiotem, ołtarz i dobra, które zostaną ci na koniec.
    Każdy zaczyna z 10 PZ; wynik może spaść poniżej 0.

    Ważna jest **zasada złotego remisu**: Tor Ołtarza rozstrzyga każdy remis w grze. Prowadzi ten, kto jest dalej w prawo; na wspólnym polu niższy znacznik jest przed wyższym.

    Gra jest dla 1–4 graczy. W pojedynkę grasz przeciw **Przeciwnikowi**, graczowi automatycznemu.

    W bocie:
    - **Wykonaj ruch** (albo `/ruch`), gdy nadejdzie twoja kolej: tura to menu z tym, co możesz teraz zrobić; opcje, z których nie możesz teraz skorzystać, są niedostępne i mają podany powód;
    - **Moja zasłonka** (albo `/zasłonka`): twoja ręka, zapas i plansza gracza;
    - `/gra plansza`: obraz planszy głównej;
    - `/gra dziennik`: co się ostatnio wydarzyło.

guide-ezra_nehemiah-setup-title = Przygotowanie
guide-ezra_nehemiah-setup = Na start masz:
    - **16 robotników**: 6 w swoim zapasie, 1 **Lewitę** na torze Lewitów, 1 **strażnika bramy** na narożnej bramie (po 2 przy 1–2 graczach), resztę w zapasie głównym;
    - 5 srebrników, 3 chleby i 2 zasoby wydrukowane na twojej płytce strażników;
    - planszę gracza z 5 nieodwróconymi płytkami rozwoju, po jednej losowej z każdego typu (Strażnicy, Robotnicy, Rolnicy, Handlarze, Starsi);
    - 10 kart postaci (4 na ręce, 6 w talii) i zakrytą talię 12 kart muru;
    - namiot na pierwszym polu mapy miasta, znacznik na polu 0 Toru Ołtarza, znaczniki błogosławieństw na 0 i 10 PZ na torze punktacji.

    Strażników stawia się na Starej, Owczej lub Końskiej Bramie albo na Bramie Fontanny, w odwrotnej kolejności tur; brama, której strzeżesz, jest twoja. Przy 1–2 graczach każdy stawia pierwszego strażnika, zanim ktokolwiek postawi drugiego.

    Plansza główna:
    - na każdym polu muru i bramy leżą losowe kostki gruzu;
    - 18 płytek zwojów w 4 rzędach po 3, 4, 5 i 6, a na końcu trzech górnych rzędów leży chleb (1, 2 i 3);
    - karta ołtarza i dwaj prorocy, Zachariasz i Aggeusz, na Torze Ołtarza;
    - 6 kart bram obok planszy.

    Przy mniejszej liczbie graczy: przy 3 trzy górne mury są neutralne, na każdej karcie bramy leży 1 srebrnik, jedna narożna brama zostaje pusta (neutralna), a część Świątyni zakrywa Wzgórze Świątynne. Przy 1–2 neutralnych jest sześć górnych murów oraz Brama Zbiórki i Brama Wschodnia, na pozostałych kartach bram leżą po 2 srebrniki, Wzgórze zakrywa więcej Świątyni, a na skrajnych dolnych płytkach zwojów stoją dwaj biali robotnicy.

guide-ezra_nehemiah-turn-title = Tura w dniu pracy
guide-ezra_nehemiah-turn = Twoja tura, w tej kolejności:
    1. **Zagraj 1 kartę postaci** z ręki na jeden ze swoich 3 stosów (najwyżej 2 karty na stosie; karta zagrana na inną całkowicie ją zakrywa).
    2. **Wykonaj 1 akcję główną**, sztandarami jednego koloru:
    - czerwonymi: **Świątynia i ołtarz**;
    - szarymi: **Gruz, mury i bramy**;
    - niebieskimi: **Prawo i namioty**.
    3. **Dobierz** 1 kartę postaci, jeśli masz jeszcze jakąś w talii.

    Sztandary są walutą tej tury. Wybierając akcję główną, sumujesz sztandary jej koloru: te na widocznych kartach (sztandar bez liczby jest wart 1), górne sztandary wszystkich schowanych kart oraz te od handlarza lub starszego wysłanego w tej turze i ze zdolności zwojów. Sztandary dowolne przyjmują kolor akcji. Wydajesz, ile potrzebujesz; reszta przepada z końcem tury. Sztandary wydrukowane na karcie pomocy nigdy się nie liczą.

    W dowolnej chwili swojej tury możesz też (każdą z tych rzeczy raz):
    - wykonać 1 **akcję pomocniczą** (handel albo odwrócenie płytki rozwoju);
    - wysłać 1 **handlarza**;
    - wysłać 1 **starszego**.

    Przechowywanie: dopóki twoja płytka strażników jest nieodwrócona, zatrzymujesz tylko tyle zasobów, ile ona mieści. Po każdej turze (czyjejkolwiek) i w szabat nadmiar wraca do zapasu głównego; sam wybierasz, co oddajesz.

    Na koniec każdej tury uzupełniasz rękę do 4 kart, dopóki starcza talii, więc pod koniec rundy 2 i w rundzie 3 talia się wyczerpuje.

guide-ezra_nehemiah-temple-title = Świątynia i ołtarz (czerwone sztandary)
guide-ezra_nehemiah-temple = **Lewita:** przed umieszczaniem zasobów albo po nim (nigdy w trakcie) możesz postawić 1 Lewitę: płacisz chleb podany przy kolejnym rzędzie twojej kolumny (2, 3, 4, 5, 6) i bierzesz jego nagrodę. Najwyżej 6 Lewitów.
    Każdy twój Lewita działa raz na turę: albo umieszcza 1 zasób, albo daje 1 dodatkowy czerwony sztandar.

    W **Świątyni** umieszczasz kamień, drewno lub złoto, nigdy popiół. Rząd 1 (dolny) kosztuje 1 czerwony sztandar, rząd 5 – pięć; kostka trafia na skrajne lewe wolne pole rzędu. Zdobywasz 1 PZ za kamień lub drewno, 2 PZ za złoto i nagrodę rzędu:
    - rząd 2: 1 srebrnik; rząd 3: 1 chleb; rząd 4: 1 ruch namiotu; rząd 5: 1 robotnik.

    Sekcje: Świątynia ma 3 sekcje po 3 kolumny. Gdy ktoś zapełni ostatnie pole sekcji:
    1. ten gracz dostaje 2 chleby;
    2. gracz z największą liczbą Lewitów zdobywa 2 PZ (remis: ten, kto jest dalej na Torze Ołtarza);
    3. gracz z najmniejszą liczbą Lewitów traci 1 PZ (remis: ten, kto jest bardziej w tyle na Torze Ołtarza), ale nie przy 1–2 graczach;
    4. każdy gracz dostaje 1 srebrnika za każdego swojego Lewitę.

    Na **ołtarzu** umieszczasz tylko drewno lub popiół. Drewno kosztuje 3 czerwone sztandary i przesuwa twój znacznik o 2 pola Toru Ołtarza; popiół kosztuje 1 czerwony sztandar i przesuwa o 1 pole. Bierzesz nagrodę każdego pola, na które wchodzisz.

guide-ezra_nehemiah-walls-title = Gruz, mury i bramy (szare sztandary)
guide-ezra_nehemiah-walls = Wybierz **jedno** pole muru lub bramy na skraju planszy i w tej turze pracuj tylko przy nim. Pól neutralnych i już odbudowanych wybrać nie można.

    Usuwanie gruzu: każda kostka kosztuje szare sztandary: popiół 1, kamień lub drewno 2, złoto 3. Zatrzymujesz kostki i możesz ich od razu użyć. Usunięcie **ostatniej** kostki z pola **muru** daje pokazane tam błogosławieństwo; bramy go nie dają.

    Odbudowa, gdy nie ma już gruzu, za szare sztandary i zasoby:
    - mur: wydrukowany koszt, np. 4 szare + 3 kamienie;
    - brama: 3 szare + 1 drewno + 2 kamienie.
    Dowolnie wiele razy 3 szare sztandary albo 1 złoto zastępują 1 kamień lub drewno. Sztandary wydane na gruz przepadają.

    Przy **murze** dobierasz 3 swoje karty muru, jedną kładziesz na polu i od razu zyskujesz jej efekt; z pozostałych dwóch jedną kładziesz na wierzch talii kart muru, drugą na spód. Jej PZ liczą się na koniec gry.
    Przy **bramie** bierzesz kartę bramy wraz z leżącymi na niej srebrnikami i stawiasz na niej robotnika ze swojego zapasu jako strażnika (bez robotnika nie ma bramy); zyskujesz nagrodę tego pola. Jej PZ liczą się na koniec gry.

    Gdy brama i sąsiedni mur są już oba odbudowane, w dowolnej kolejności, powstaje **połączenie**: właściciel muru i właściciel bramy dostają po nagrodzie za połączenie z tej bramy (raz, jeśli to ten sam gracz). Brama łączy się z każdym z dwóch sąsiednich murów.

guide-ezra_nehemiah-torah-title = Prawo i namioty (niebieskie sztandary)
guide-ezra_nehemiah-torah = Stawiasz **1 skrybę**, przesuwasz **namiot** albo robisz jedno i drugie, w dowolnej kolejności.

    Aby postawić **skrybę**, stawiasz robotnika ze swojego zapasu na wolnej, osiągalnej płytce zwoju i płacisz koszt rzędu:
    - rząd 1 (dolny, 3 płytki): 3 niebieskie + 2 srebrniki, na koniec 1 PZ;
    - rząd 2 (4 płytki): 5 niebieskich + 3 srebrniki, 2 PZ;
    - rząd 3 (5 płytek): 6 niebieskich + 1 złoto, 3 PZ;
    - rząd 4 (górny, 6 płytek): 7 niebieskich + 2 złota, 4 PZ.
    Dolne płytki są zawsze dostępne; wyższa wymaga robotnika na jednej z dwóch płytek ukośnie pod nią. Na drodze w górę od dolnego rzędu płacisz 1 srebrnika właścicielowi każdego skryby innego gracza (za własnych nie płacisz; biały robotnik kosztuje 1 srebrnika do zapasu głównego). Zdolność płytki należy do ciebie do końca gry; dolna płytka daje kartę bohatera, której nagrody rosną z każdą rundą i którą chowasz jak kartę postaci. Pierwszy skryba w każdym z wyższych rzędów zabiera chleb z jego końca. Przy 1–2 graczach możesz też zająć płytkę białego robotnika; przesuwa się on rząd wyżej.

    Swój **namiot** przesuwasz po mapie miasta zgodnie z ruchem wskazówek zegara, jednym ruchem:
    - o 1 pole: 2 niebieskie;
    - o 2 pola: 4 niebieskie;
    - o 3 pola: 7 niebieskich + 1 kamień, drewno lub popiół;
    - o 4 pola: 10 niebieskich + 1 kamień, drewno lub popiół.
    Bierzesz nagrodę każdego pola, na które wchodzisz. Namioty nie blokują się nawzajem.

guide-ezra_nehemiah-extras-title = Handel, płytki rozwoju, handlarze i starsi
guide-ezra_nehemiah-extras = **Akcja pomocnicza** (raz na turę, w dowolnej chwili) to jedno z dwojga:
    - **Handel** kartą zagraną w tej turze. Handel przy bramie najpierw kosztuje 1 srebrnika dla strażnika bramy podanej na karcie: trafia on do właściciela bramy, na kartę bramy (jeśli brama nie jest jeszcze odbudowana) albo do zapasu głównego (brama neutralna); przy własnej bramie nic nie płacisz. Potem wybierasz górną albo dolną opcję. Handel typu sprzedaż zamienia pokazane zasoby na srebrniki, dowolnie wiele razy.
    - **Odwrócenie płytki rozwoju:** płacisz jej koszt, bierzesz nagrodę z zielonego paska i odwracasz płytkę na lepszą stronę. Każda odwrócona płytka jest warta 2 PZ na koniec gry. Robotnicy, którzy już na niej stoją, nic nowego nie dostają.

    Możesz też raz na turę wysłać 1 **handlarza** i 1 **starszego**: stawiasz robotnika ze swojego zapasu na wolnym polu danej płytki i zyskujesz efekt tego pola. Handlarze dają srebrniki, chleb i zasoby; starsi dają sztandary na tę turę, czasem też dobra. Zostają tam do końca rundy.

    Pięć płytek:
    - **Strażnicy:** ograniczają zasoby, które możesz przechowywać; po odwróceniu limitu nie ma, a przed każdym szabatem możesz odzyskać handlarza lub starszego;
    - **Robotnicy** i **Rolnicy:** określają, co wytwarzają twoi wolni robotnicy przed każdym szabatem; odwróceni Rolnicy dają wtedy też chleb;
    - **Handlarze:** odwrócenie daje robotnika; po odwróceniu każde pole może zamiast swojego efektu dać 1 złoto albo specjalną opcję płytki;
    - **Starsi:** odwrócenie pozwala odzyskać handlarza lub starszego; po odwróceniu dochodzi opcja ze sztandarami dowolnymi.

guide-ezra_nehemiah-tracks-title = Tor Ołtarza, błogosławieństwa i mapa miasta
guide-ezra_nehemiah-tracks = **Tor Ołtarza** (pola od 0 do 20): każdy krok daje nagrodę pola, na które wchodzisz. Pola 4, 8, 12, 16 i 20 są złote. Znacznik, który wchodzi na zajęte pole, kładzie się na wierzch, czyli za pozostałymi. Na końcu toru każdy krok, którego nie da się wykonać, daje 1 srebrnika.
    Pozycja na torze ma znaczenie: rozstrzyga remisy i wyrok proroków przed każdym szabatem, a prowadzący dostaje 1 robotnika po dwóch pierwszych szabatach i 3 PZ na koniec gry.

    Na planszy gracza masz trzy tory **błogosławieństw**: pomarańczowy, purpurowy i czerwony, od 0 do 7. Błogosławieństwo przesuwa dany znacznik o krok; przy dowolnym sam wybierasz tor. Za każdym razem, gdy twój najniższy znacznik dojdzie do nowej kolumny, dostajesz jej premię:
    - kolumna 1: 1 ruch na Torze Ołtarza; 2: 2 srebrniki; 3: 1 złoto; 4: 2 PZ; 5: 1 robotnik; 6: 3 PZ; 7: 4 PZ.
    Błogosławieństwa dają oczyszczone mury, Lewici, mapa miasta, Tor Ołtarza, karty i płytki.

    Na **mapie miasta** jest pętla 12 pól z nagrodami (PZ, błogosławieństwa, srebrniki, chleb, robotnicy, złoto, ruchy na Torze Ołtarza). Oprócz płatnego ruchu w niebieskiej akcji wiele efektów daje pojedynczy darmowy ruch namiotu.

    Obowiązuje też **zasada specjalna**: gdy masz zyskać robotnika, a w zapasie głównym nie ma już żadnego w twoim kolorze, albo błogosławieństwo, a tor jest pełny, zamiast tego wykonujesz 1 ruch namiotu.

guide-ezra_nehemiah-sabbath-title = Przygotowanie do szabatu i szabat
guide-ezra_nehemiah-sabbath = Po 6. dniu pracy każdy przygotowuje się do szabatu, w dowolnej kolejności:
    - wszystkich robotników, którzy zostali w twoim zapasie, **musisz** przydzielić jako rolników albo robotników; od razu wytwarzają to, co pokazują ich płytki;
    - **wyrok proroków:** dostajesz efekt karty ołtarza dla tej rundy ze swojej strefy: za Zachariaszem, między prorokami albo przed Aggeuszem. Każdy chleb, którego musisz oddać, a nie masz, kosztuje 2 PZ;
    - inne efekty: chleb z odwróconych Rolników, odwrócona płytka strażników, zdolności zwojów.

    Potem **szabat**:
    1. **Nakarm** robotników: po 1 chlebie za każdego oprócz Lewitów i tych, którzy są jeszcze w zapasie głównym; −2 PZ za każdego, którego nie nakarmisz.
    2. **Schowaj** karty postaci ze swoich stosów (nigdy z ręki) pod kartę pomocy: 1 kartę po rundzie 1, 2 po rundzie 2, 1 po rundzie 3. Schowana karta punktuje w tym i w każdym kolejnym szabacie, a jej górny sztandar liczy się we wszystkich twoich dalszych akcjach głównych; jej handel przepada. Bot pyta o to wszystkich naraz.
    3. **Zdobądź PZ** za wszystkie schowane karty według ich warunków.

    Po szabacie w rundach 1 i 2:
    - prorocy przesuwają się dalej po Torze Ołtarza;
    - Szofar przechodzi do następnego gracza zgodnie z ruchem wskazówek zegara;
    - handlarze, starsi, rolnicy i robotnicy wracają do twojego zapasu;
    - prowadzący na Torze Ołtarza zyskuje 1 robotnika;
    - karty, które zostały na twojej planszy, tasujesz w nową talię i dobierasz do 4 kart na ręce.

guide-ezra_nehemiah-solo-title = Gra solo: Przeciwnik
guide-ezra_nehemiah-solo = Tury **Przeciwnika** rozgrywa od razu bot. Ma Szofar w rundach 1 i 3. Przygotowanie jak dla 2 graczy: stawiasz 2 strażników bram, a on zajmuje pozostałe 2 narożne bramy i ma 1 Lewitę. Nie ma kart postaci, płytek ani chleba i nigdy nie karmi robotników. Zamiast kamienia, drewna lub popiołu dostaje po 1 złocie za sztukę, a zamiast chleba po 1 srebrniku. Za przejście przez jego skrybów i handel przy jego bramach płacisz jemu; gdy on korzysta z twoich skrybów, dostajesz 1 srebrnika z zapasu głównego.

    Jego tura:
    1. **Karta skupienia** podaje bramę, kierunek i kolumnę.
    2. Wykonuje jeden z dwóch handli z tej karty, wydając jak najwięcej srebrników i płacąc strażnikowi bramy jak ty; jeśli nie może, wykonuje 1 ruch namiotu.
    3. **Karta schematu** ma 3 rzędy; wykonuje najwyższy, jaki może:
    - Świątynia: płaci 2 złota za Lewitę, potem każdy Lewita umieszcza 1 złoto (2 PZ i nagroda rzędu), kupuje 1 złoto za 1 srebrnika albo wykonuje 1 ruch na Torze Ołtarza;
    - mury i bramy: usuwa cały gruz bez sztandarów i odbudowuje za 3 złota, zaczynając od bramy z karty skupienia i idąc w kierunku strzałki;
    - skryba: na najwyższej lub najniższej osiągalnej płytce, za złoto (wartość PZ rzędu minus 1 za każdy pełny rząd poniżej); ignoruje zdolności zwojów, ale bierze karty bohaterów;
    - albo zyskuje robotników, złoto lub ruchy na Torze Ołtarza.

    W każdy szabat punktuje po swojemu: srebrniki za robotników w zapasie, wartość rzędu najwyższego skryby, 1 PZ za każdego strażnika, skrybę lub Lewitę z najliczniejszej grupy (na stronie B za wszystkie trzy), wartość najdalszego błogosławieństwa i 1 PZ za każde osiągnięte złote pole Toru Ołtarza. Strona B planszy solo jest trudniejsza.

    Wygrywasz, mając więcej PZ niż Przeciwnik; remis wygrywasz tylko wtedy, gdy jesteś przed nim na Torze Ołtarza.

guide-ezra_nehemiah-end-title = Punktacja końcowa
guide-ezra_nehemiah-end = Gra kończy się po trzecim szabacie. Do PZ zdobytych w trakcie gry (Świątynia, Lewici, schowane karty, nagrody) każdy dolicza:
    - pozostałe dobra przeliczone na srebrniki (złoto 3, kamień 2, drewno 2, chleb 2, popiół 1) razem z twoimi srebrnikami: **1 PZ za każde 5 srebrników**;
    - **2 PZ** za każdą odwróconą płytkę rozwoju;
    - **3 PZ** dla prowadzącego na Torze Ołtarza;
    - PZ wydrukowane na twoich kartach muru i kartach bram;
    - każdy skryba: wartość jego rzędu, od 1 do 4 PZ;
    - warunki twoich płytek zwojów z górnego rzędu.

    Wygrywa gracz z najwyższym wynikiem. Przy remisie wygrywa ten, kto jest dalej na Torze Ołtarza.

    Wynik końcowy pokazuje punkty każdego gracza w rozbiciu na części: w trakcie gry, srebrniki i dobra, płytki, prowadzenie na ołtarzu, mury, bramy, skrybowie i zwoje.

guide-ezra_nehemiah-house-title = Zasady domowe i nasze wybory
guide-ezra_nehemiah-house = Tekst instrukcji pomija to, co wydrukowano tylko na planszach i kartach, dlatego bot używa **własnej planszy i własnych kart**. Nazwy bram, bohaterów, proroków i typów płytek oraz warunki punktacji kart postaci pochodzą z instrukcji (Brama Wodna, Gnojna i Rybna – z Księgi Nehemiasza); **pozostałe nazwy i teksty kart, płytek i zwojów są autorstwa bota**. Nasze są też:
    - 26 pól murów i 10 bram wokół miasta, z gruzem, kosztami, błogosławieństwami i nagrodami;
    - Świątynia z 5 rzędów i 9 kolumn (Wzgórze Świątynne zakrywa 1 kolumnę przy 3 graczach, 2 przy 1–2);
    - Tor Ołtarza od 0 do 20, mapa miasta z 12 pól i tory błogosławieństw od 0 do 7 wraz z nagrodami;
    - 4. i 6. Lewita kosztują 4 i 6 chlebów; ruch namiotu o 2 i 3 pola kosztuje 4 i 7 niebieskich;
    - karty ołtarza, strony planszy solo i karty skupienia.

    Nasza interpretacja tam, gdzie instrukcja nie jest jasna:
    - znacznik na polu proroka jest między prorokami;
    - karę za najmniej Lewitów przy remisie ponosi gracz dalej w tyle na Torze Ołtarza (tak mówi instrukcja francuska; polska – tego, kto jest dalej z przodu);
    - sztandary handlarza i starszego liczą się tylko w turze, w której ich wysłano;
    - zakryte karty postaci może oglądać każdy;
    - karmienie jest obowiązkowe, dopóki masz chleb;
    - akcja główna może nic nie dać;
    - przy 3 graczach za handel przy pustej narożnej bramie płaci się do zapasu głównego, a mur obok niej daje połączenie tylko swojemu właścicielowi.
