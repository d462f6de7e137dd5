## Przewodnik po zasadach Architektów Zachodniego Królestwa (/rules game:architects): tytuł i tekst
## każdej strony z data/architects/guide.toml. Zwykły tekst z formatowaniem Discorda, najwyżej 1800
## znaków, bez zmiennych. Nazwy jak w architects.ftl (lokacje, zasoby, pomocnicy, budynki).

guide-architects-overview-title = Wprowadzenie i cel gry
guide-architects-overview = Jesteś królewskim architektem Zachodniego Królestwa około 850 roku. Tura po turze wysyłasz robotników do lokacji na planszy głównej: zbierasz zasoby, zatrudniasz pomocników, stawiasz budynki i prowadzisz prace nad Katedrą. Robotników można pojmać i wtrącić do Więzienia, a szemrane interesy kuszą, ale twoje Cnoty zostaną ocenione na koniec gry.

    Wygrywa gracz z **największą liczbą punktów zwycięstwa (PZ)**. Zdobywasz je za:
    - postawione budynki,
    - poziom prac nad Katedrą,
    - wysoki poziom Cnót (niski odbiera PZ),
    - złoto, marmur i srebrniki, które zostaną ci na koniec.
    PZ tracisz za niespłacone długi i za własnych robotników w Więzieniu.

    Najważniejsza zasada: im więcej **twoich** robotników stoi już w danej lokacji, tym więcej ci ona daje.

    Gra jest dla 2–5 graczy. W pojedynkę grasz przeciw **Rywalowi**, automatycznemu przeciwnikowi bota; dwóch graczy może też dobrać Rywala jako trzeciego gracza (wariant „2 graczy vs Bot”).

    Gra kończy się wkrótce po zapełnieniu Domu Gildii.

    W bocie:
    - **Wykonaj ruch** (albo `/ruch`), gdy nadejdzie twoja kolej: widzisz wszystkie lokacje, a te, z których teraz nie możesz skorzystać, są niedostępne i mają podany powód;
    - **Moja zasłonka** (albo `/zasłonka`): twoje zasoby, pomocnicy i tajna ręka kart budynków;
    - `/gra plansza`: obraz planszy z bieżącą punktacją wszystkich graczy;
    - `/gra dziennik`: co się ostatnio wydarzyło.

guide-architects-setup-title = Przygotowanie
guide-architects-setup = Na start każdy gracz ma:
    - **20 robotników** w swoim kolorze na planszy gracza;
    - Cnoty na **7. poziomie** i znacznik poniżej pierwszego poziomu Katedry;
    - srebrniki zależnie od kolejności: gracz rozpoczynający **3**, kolejni 4, 5, 6 i 7;
    - żadnych zasobów, pomocników ani długów.

    Na planszy głównej:
    - na polu nad Poborcą Podatkowym leżą **4 srebrniki**;
    - obok Warsztatu leży 8 odkrytych kart pomocników w **2 rzędach po 4 kolumny**;
    - 10 kart Czarnego Rynku tworzy stos Małego Rynku; stos Dużego Rynku jest na początku pusty;
    - stos kart Nagród obok Katedry liczy 2 karty na gracza plus 1 i leży zakryty;
    - talie budynków i pomocników leżą zakryte.

    Wybór kart budynków: każdy dostaje 4 karty, zatrzymuje w tajemnicy 1, a pozostałe 3 podaje następnemu graczowi; z otrzymanych 3 zatrzymuje 1 i podaje dalej 2; z ostatnich 2 zatrzymuje 1, a drugą kładzie na spód talii. Te 3 karty to twoja ręka, przez całą grę ukryta przed innymi. Bot pyta wszystkich naraz i przekazuje karty dalej, gdy każdy już wybierze. W grze jednoosobowej wybierasz tylko, którą z 4 kart odłożysz na spód talii.

    Gracza rozpoczynającego wybiera los; gra toczy się zgodnie z ruchem wskazówek zegara.

guide-architects-turn-title = Twoja tura
guide-architects-turn = W swojej turze **musisz** wziąć jednego robotnika ze swojej planszy, postawić go w jednej lokacji i wykonać jej akcję. Nie można spasować.

    To, co daje lokacja, zwykle zależy od N, czyli liczby **twoich** robotników w niej po postawieniu nowego. Robotnicy innych graczy nigdy się nie liczą. Robotnicy zostają na miejscu, dopóki coś ich nie usunie, więc każda kolejna wizyta w tym samym miejscu daje więcej.

    Rodzaje miejsc:
    - **Lokacje otwarte** (Kamieniołom, Las, Kopalnie, Mincerz, Królewski Skarbiec, Warsztat, Plac Miejski, Poborca Podatkowy, Wartownia) mieszczą dowolnie wielu robotników, których można tam pojmać.
    - **Czarny Rynek**: 3 pola po jednym robotniku, zwalniane tylko przy Odświeżeniu Czarnego Rynku.
    - **Dom Gildii**: pola zapełnia się po kolei, a robotnicy zostają na nich do końca gry.
    - **Więzienie**: nigdy nie stawiasz tu robotników; trafiają tu z Wartowni albo przy Odświeżeniu.

    Brak robotników? Jeśli zaczynasz turę bez robotnika na planszy, cała twoja tura polega na zabraniu jednego ze swoich robotników z lokacji otwartej (nie z Domu Gildii, Czarnego Rynku, Więzienia ani cudzej planszy). Użyjesz go w następnej turze.

    Niektóre płatności zawierają **podatek** (czerwone monety w kosztach). Podatek trafia na pole nad Poborcą Podatkowym, reszta płatności do puli.

    Twój **limit ręki** to 6 kart budynków na koniec tury; nadmiar kładziesz na spód talii.

guide-architects-resources-title = Zasoby i Królewski Skarbiec
guide-architects-resources = N to liczba twoich robotników w lokacji, łącznie z nowym.
    - **Kamieniołom:** N kamieni.
    - **Las:** N drewna.
    - **Kopalnie:** albo N+1 gliny, albo 1 złoto za każdych 2 twoich robotników w tej lokacji. Nigdy obu naraz. Pierwszym robotnikiem możesz wziąć tylko 2 gliny.
    - **Mincerz:** N+1 srebrników.
    - **Królewski Skarbiec:** N wymian, w dowolnej kolejności, tę samą dowolnie wiele razy:
      - dowolne 2 sztuki gliny, drewna lub kamienia → 1 punkt Cnót;
      - dowolne 3 sztuki kamienia lub drewna → 1 marmur;
      - wymiany twoich pomocników, np. Kupca (2 srebrniki → 1 złoto) albo Handlarza (3 gliny → 1 marmur).
      Niewykorzystane wymiany przepadają.

    Zyski w skrócie (N = 1, 2, 3, 4):
    - Kamieniołom, Las: 1, 2, 3, 4
    - Kopalnie: 2, 3, 4, 5 gliny albo 0, 1, 1, 2 złota
    - Mincerz: 2, 3, 4, 5

    Niektórzy pomocnicy zwiększają te zyski, np. Drwal daje w Lesie 1 drewno więcej. Działanie dwóch takich samych pomocników się sumuje.

guide-architects-workshop-title = Warsztat: pomocnicy i karty budynków
guide-architects-workshop = W Warsztacie robisz jedną z dwóch rzeczy.

    Albo **zatrudniasz 1 pomocnika** za 4 srebrniki, z czego 2 to podatek:
    - mając tam N robotników, bierzesz kartę z kolumn od 1 do N dowolnego rzędu (od 4 robotników – z każdej kolumny);
    - by sięgnąć dalej w prawo, za każdą dodatkową kolumnę kładziesz 1 własnego srebrnika na karcie tego rzędu, zaczynając od skrajnej lewej. Te srebrniki zostają na kartach;
    - bierzesz kartę razem ze srebrnikami, które na niej leżą (już po zapłacie);
    - niektórzy pomocnicy od razu podnoszą lub obniżają twoje Cnoty; późniejsze zwolnienie tego nie cofa;
    - możesz mieć najwyżej 5 pomocników: przy limicie bot zapyta, kto odchodzi (trafia na spód talii pomocników);
    - karty z prawej przesuwają się w lewo, a nowa karta wypełnia 4. kolumnę.

    Albo **dobierasz karty budynków**, za darmo: 1 kartę plus 1 za każdych 2 twoich robotników w Warsztacie (1, 2, 2, 3, 3…).

    Pomocnicy mają umiejętności **Stolarstwo**, **Dekarstwo** i **Kamieniarstwo**, wymagane przez wiele budynków, a większość ma też stałą zdolność: większe zyski, nowe wymiany, tańsze koszty, pomoc przy Odświeżeniu i inne. Ich opisy znajdziesz na obrazie planszy i w **Mojej zasłonce**.

guide-architects-capture-title = Plac Miejski, Poborca Podatkowy i Wartownia
guide-architects-capture = - **Plac Miejski:** do N pojmań. Każde kosztuje 1 srebrnika (pierwsze w turze to podatek) i zabiera jedną grupę: wszystkich robotników jednego koloru z jednej lokacji otwartej, także z tego Placu. W grze do 3 graczy pojmujesz najwyżej w 2 lokacjach, przy 4–5 graczach tylko w jednej. Pojmani robotnicy przeciwników trafiają na twoją planszę; twoi pojmani robotnicy po prostu do ciebie wracają. Nie można pojmać robotników z Domu Gildii, Czarnego Rynku, Więzienia ani z żadnej planszy gracza. Pojmana grupa przestaje się liczyć jej właścicielowi w tej lokacji.
    - **Poborca Podatkowy:** zabierasz wszystkie srebrniki z pola nad Poborcą i tracisz 2 punkty Cnót. Nie można tu iść, gdy pole jest puste.
    - **Wartownia:** N akcji, w dowolnej kolejności, również kilka razy tę samą:
      1. wtrąć do Więzienia wszystkich pojmanych przez siebie robotników i weź po 1 srebrniku za każdego;
      2. uwolnij z Więzienia wszystkich swoich robotników, za darmo;
      3. odzyskaj wszystkich swoich robotników z plansz innych graczy: zapłać 5 srebrników (z czego 2 to podatek) albo weź 1 dług i strać 1 punkt Cnót;
      4. spłać 1 dług za 6 srebrników (z czego 3 to podatek): karta obraca się na stronę „spłacony”, a ty zyskujesz 1 punkt Cnót.
      Niewykorzystane akcje przepadają.

    Pilnuj Więzienia: 3 lub więcej twoich robotników w nim kosztuje Cnoty przy każdym Odświeżeniu, najwięcej więźniów oznacza dług, a każda para wciąż tam siedząca na koniec gry to −1 PZ.

guide-architects-market-title = Czarny Rynek i jego Odświeżenie
guide-architects-market = Czarny Rynek jest otwarty tylko dla graczy z Cnotami na poziomie **9 lub niższym**. Każde z 3 pól mieści jednego robotnika, który stoi tam do najbliższego Odświeżenia. Każde pole kosztuje srebrniki (do puli, nie jako podatek) i **1 punkt Cnót**:
    - **lewe pole, 1 srebrnik:** dobra z wierzchniej karty stosu Małego Rynku;
    - **środkowe pole, 2 srebrniki:** albo zatrudniasz dowolnego odkrytego pomocnika bez płacenia 4 srebrników (srebrniki z jego karty i tak bierzesz), albo dobierasz 5 kart budynków, 1 zatrzymujesz, a 4 kładziesz na spód talii;
    - **prawe pole, 3 srebrniki:** dobra z wierzchniej karty stosu Dużego Rynku.
    Nikt nigdy nie zabiera kart Czarnego Rynku.

    Do **Odświeżenia Czarnego Rynku** dochodzi, gdy zajęte zostanie trzecie pole Czarnego Rynku albo gdy robotnik stanie na pierwszym polu jednego z dwóch dolnych rzędów Domu Gildii. Po zakończeniu tej akcji:
    1. wszyscy robotnicy z Czarnego Rynku trafiają do Więzienia;
    2. wierzchnią kartę Małego Rynku odwraca się na stos Dużego Rynku i obie oferty się zmieniają (pusty stos Małego Rynku najpierw uzupełnia się, tasując Duży);
    3. działają pomocnicy związani z Odświeżeniem, np. Strażniczka Bramy uwalnia do 2 twoich więźniów;
    4. każdy gracz z 3 lub więcej robotnikami w Więzieniu traci 1 punkt Cnót;
    5. gracz z największą liczbą robotników w Więzieniu bierze 1 dług (przy remisie każdy z nich; nikt, gdy Więzienie jest puste).

guide-architects-guildhall-title = Dom Gildii: budynki i Katedra
guide-architects-guildhall = Stawiając robotnika w Domu Gildii, musisz albo postawić budynek z ręki, albo posunąć prace nad Katedrą o jeden poziom, więc możesz tam pójść tylko wtedy, gdy któreś z nich jest możliwe. Robotnik zajmuje kolejne wolne pole i zostaje tam do końca gry.

    Aby **postawić budynek**:
    - na każdą umiejętność pokazaną na karcie potrzebujesz co najmniej jednego pomocnika z tą umiejętnością (pomocnicy się nie zużywają);
    - zapłać pokazane zasoby;
    - zastosuj zmianę Cnót, jeśli jest;
    - efekt natychmiastowy działa od razu, końcowy liczy się na koniec gry. Każdy budynek daje też wydrukowane PZ.

    Aby **prowadzić prace nad Katedrą** (tylko przy Cnotach na poziomie 5 lub wyższym):
    - na poziomie nad twoim musi być wolne miejsce;
    - zapłać koszt tego poziomu i oddaj 1 kartę budynku z ręki (na spód talii);
    - przesuń znacznik w górę, odkryj wierzchnią kartę Nagrody i weź nagrodę (gdy stos jest pusty – 1 punkt Cnót).

    Poziomy (koszt, PZ na koniec, miejsca):
    - poziom 1: 1 złoto, 2 PZ, bez limitu;
    - poziom 2: 4 sztuki kamienia lub drewna w dowolnym połączeniu, 4 PZ, 2 miejsca;
    - poziom 3: 1 marmur i 1 złoto, 7 PZ, 2 miejsca;
    - poziom 4: 8 sztuk kamienia lub drewna w dowolnym połączeniu, 11 PZ, 2 miejsca;
    - poziom 5: 2 marmury i 2 złota, 16 PZ, 1 miejsce.
    Miejsce zwalnia się, gdy jego gracz wejdzie wyżej.

guide-architects-virtue-title = Cnoty i długi
guide-architects-virtue = Tor Cnót ma poziomy od 0 do 14; zaczynasz na 7. Cnoty zyskujesz w Królewskim Skarbcu, spłacając długi oraz dzięki niektórym pomocnikom, budynkom i Nagrodom; tracisz je u Poborcy Podatkowego (2), na Czarnym Rynku (1), przez szemranych pomocników i budynki oraz przy Odświeżeniu.

    Progi:
    - **10 lub więcej:** Czarny Rynek jest dla ciebie zamknięty.
    - **4 lub mniej:** nie możesz prowadzić prac nad Katedrą.
    - **3 lub mniej:** unikasz podatku. Przy każdej płatności pomijasz 1 monetę podatku na poziomie 3 lub 2, 2 monety na poziomie 1 i 3 monety na poziomie 0. Bot robi to za ciebie.
    - **Ponad 14:** każdy nadwyżkowy punkt niszczy jeden twój niespłacony dług (i nic poza tym).
    - **Poniżej 0:** znacznik zostaje na 0, a za każdy kolejny utracony punkt bierzesz dług.

    PZ za Cnoty na koniec: 0 → −10, 1 → −8, 2 → −5, 3 → −3, 4 → −1, od 5 do 9 → 0, 10 → +1, 11 → +2, 12 → +3, 13 → +5, 14 → +7.

    Bierzesz **długi** (stroną „niespłacony” do góry) za opcję z długiem w Wartowni, za spadek Cnót poniżej 0 i za najwięcej więźniów przy Odświeżeniu. Każdy niespłacony dług to **−2 PZ** na koniec gry. W Wartowni spłacasz dług za 6 srebrników (z czego 3 to podatek): karta obraca się na stronę „spłacony”, a ty zyskujesz 1 punkt Cnót. Spłacone długi same nie dają punktów.

guide-architects-rival-title = Rywal (gra jednoosobowa i 2 graczy vs Bot)
guide-architects-rival = **Rywal** to automatyczny gracz bota. Jego tury rozgrywają się od razu, nikt o nic nie jest pytany. W grze jednoosobowej przygotowanie jest jak dla 2 graczy, w wariancie „2 graczy vs Bot” – jak dla 3. Rywal ma kolor, losowe miejsce w kolejności, srebrniki za to miejsce, 20 robotników, Cnoty, długi i Katedrę jak ty, ale nie ma zasobów, pomocników ani ręki. Obowiązują go wszystkie zasady: pojmanie, Więzienie, Odświeżenie, progi Cnót, tura bez robotników.

    W każdej turze odkrywa kartę ze swojej 12-kartowej talii (po wyczerpaniu tasuje) i wykonuje pierwsze polecenie, które może:
    - **budowa:** robotnik do Domu Gildii. Jeśli ma Cnoty na poziomie 5+, poziom wyżej jest wolny, a jego poziom Katedry jest niższy niż połowa liczby jego budynków (zaokrąglona w górę), za darmo wchodzi poziom wyżej, zyskuje 1 punkt Cnót, a karta Nagrody odpada z gry. W przeciwnym razie bierze wierzchnią kartę budynku i zalicza wydrukowane na niej PZ (oraz zmianę Cnót);
    - **pojmanie:** na Placu Miejskim, zawsze największe cudze grupy;
    - **Wartownia:** wtrąca, uwalnia, odzyskuje (5 srebrników lub dług) i spłaca długi;
    - **zatrudnienie:** robotnik do Warsztatu; pomocnika z górnego rzędu z kolumny N odsyła na spód talii i bierze jego srebrniki;
    - **Poborca Podatkowy:** tylko gdy na polu są co najmniej 3 srebrniki;
    - **Czarny Rynek:** skrajne prawe wolne pole; nic nie płaci, traci 1 punkt Cnót, bierze 2 srebrniki;
    - **zbieranie** we wskazanej lokacji (srebrniki dostaje tylko u Mincerza).

    Poziom trudności zmienia PZ każdego jego budynku: Uczeń −1 PZ, Czeladnik bez zmian, Mistrz +2 PZ.

    W pojedynkę wygrywasz, mając więcej punktów niż Rywal; przy remisie decydują Cnoty, potem srebrniki, a gdy i to nie rozstrzyga – wygrywasz ty. W wariancie „2 graczy vs Bot” Rywal może wygrać.

guide-architects-end-title = Koniec gry i punktacja
guide-architects-end = Koniec nadchodzi, gdy robotnik zajmie **ostatnie wolne pole Domu Gildii**: 12 pól przy 2 graczach (także w grze jednoosobowej), 16 przy 3 (także w wariancie 2 graczy vs Bot), 20 przy 4, 24 przy 5. Ta tura zostaje dokończona, po czym **każdy**, także ten, kto zajął ostatnie pole, rozgrywa **jeszcze jedną turę**. Robotnicy wysłani wtedy do Domu Gildii stają obok niego i normalnie budują lub prowadzą prace nad Katedrą.

    Punktacja:
    1. Efekty końcowe budynków, najpierw te zmieniające Cnoty.
    2. Potem każdy gracz sumuje:
    - wydrukowane PZ swoich budynków i ich premie końcowe;
    - poziom Katedry: 0, 2, 4, 7, 11 lub 16 PZ;
    - Cnoty (zobacz stronę o Cnotach);
    - **−2 PZ** za każdy niespłacony dług;
    - **+1 PZ** za każde złoto i każdy marmur;
    - **+1 PZ** za każde pełne 10 srebrników;
    - **−1 PZ** za każdą parę własnych robotników w Więzieniu.

    Wygrywa gracz z najwyższym wynikiem. Przy remisie wygrywa gracz z wyższym poziomem Cnót, potem z większą liczbą srebrników; jeśli nadal jest remis, zwycięstwo jest wspólne.

    Bieżąca punktacja jest przez całą grę na obrazie planszy (`/gra plansza`), a wynik końcowy pokazuje wszystkie składniki.

guide-architects-house-title = Zasady domowe i nasze wybory
guide-architects-house = Instrukcja odsyła po karty, zaawansowane plansze i grę jednoosobową do Suplementu, z którego nie korzystaliśmy. Dlatego **nazwy i teksty pomocników, budynków, Nagród, kart Czarnego Rynku i plansz na stronie 2 są autorstwa bota**, poza wymienionymi w instrukcji: Kupcem, Handlarzem, Drwalem, Szachrajem, Kieszonkowcem, Strażniczką Bramy, Twierdzą i Studnią. Nasze są też:
    - **Rywal** i jego talia (gra jednoosobowa i 2 graczy vs Bot) oraz plansze na stronie 2;
    - Dom Gildii: 3–6 kolumn po 4 rzędy (12–24 pól), Odświeżenia przy 2 graczach na jego 7. i 10. polu;
    - 5 poziomów Katedry, ich PZ, miejsca i większość kosztów (instrukcja podaje tylko kilka);
    - tabela PZ za Cnoty i liczba pomijanych monet podatku na poziomach 0–3;
    - gdy stos Czarnego Rynku jest pusty, lewe pole daje 1 marmur i 1 kamień, prawe 1 złoto, 1 kamień i 2 drewna.

    Nasza interpretacja tam, gdzie instrukcja nie rozstrzyga:
    - stos Nagród leży zakryty (przygotowanie mówi „odkryty”, Katedra – „odkryj wierzchnią kartę”);
    - środkowe pole Czarnego Rynku zatrudnia bez 4 srebrników; koszty Czarnego Rynku nie są podatkiem;
    - N ustala się przy stawianiu robotnika, nawet jeśli potem pojmiesz własną grupę;
    - pomocnika zwalniasz tylko wtedy, gdy zatrudnienie przekroczyłoby limit;
    - Cnoty ponad 14 niszczą długi automatycznie;
    - wszyscy wybierają karty budynków jednocześnie; w pojedynkę odkładasz 1 z 4 kart;
    - kto nie ma robotnika do postawienia ani do zabrania, traci turę; jeśli przez całą rundę nikt nie może nic zrobić, gra się kończy i następuje punktacja.
