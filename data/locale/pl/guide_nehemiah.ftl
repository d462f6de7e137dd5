## Przewodnik po zasadach gry Nehemiasz (/rules), własnymi słowami. Każda strona to para wiadomości:
## guide-nehemiah-<strona>-title i guide-nehemiah-<strona> (najwyżej 1800 znaków, bez zmiennych).
## Strony i ich kolejność: data/nehemiah/guide.toml. Nazwy kart, plansz i przywódców jak w nehemiah.ftl.

guide-nehemiah-overview-title = Przegląd i cel gry
guide-nehemiah-overview =
    Prowadzisz jeden z rodów Izraela, które odbudowują Jerozolimę. Wysyłasz robotników do pracy na kartach, zdobywasz **drewno** i **złoto** i wydajesz je na kostki wpływów na trzech planszach: **Mur**, **Świątynia** i **Straż**. Plansze dają punkty zwycięstwa (PZ) na koniec każdej z trzech rund, a wzniesione **bramy** – dodatkowe PZ na koniec gry. Wygrywa gracz z największą liczbą PZ.

    - Od 2 do 4 graczy. W grze dwuosobowej każdy wystawia też robotników neutralnych.
    - Karty pracy leżą pod planszami w kolumnach po 4. W swojej turze robisz jedno: **wysyłasz robotnika do pracy** na kartę albo **aktywujesz** swojego robotnika, który już stoi na karcie, by wykonać jej pracę.
    - Gdy zostanie wyczerpany robotnik na najniższej karcie kolumny, kolumnę się zdejmuje i wykłada od nowa. Gdy w talii rundy zabraknie kart na nową kolumnę, runda się kończy i następuje punktowanie plansz.
    - Twoje drewno, złoto, PZ i karty bram są tajne: leżą za twoją zasłonką.
    - Wariant dodatkowy: **Przywódcy budowy**, czyli pomocnicy licytowani na początku każdej rundy.

    W bocie: w swojej turze naciśnij **Wykonaj ruch** (albo użyj /ruch) i wybierz jeden z przycisków. **Moja zasłonka** (albo /zasłonka) pokazuje tylko tobie, co masz za zasłonką. /gra plansza pokazuje planszę, a /gra dziennik – co się ostatnio wydarzyło.

guide-nehemiah-setup-title = Przygotowanie
guide-nehemiah-setup =
    - Trzy plansze wpływów – Mur, Świątynia i Straż – leżą obok siebie.
    - Każdy gracz wybiera kolor i bierze **11 kostek wpływów**, **2 drewna i 4 złota** (w wariancie „Przywódcy budowy” 3 drewna i 5 złota) oraz robotników: po **6** w grze dla 2 lub 4 osób, po **7** w grze trzyosobowej.
    - 72 karty pracy tworzą trzy talie rund: I, II i III, każdą tasuje się osobno. W tym bocie talia I ma 40 kart, a talie II i III po 16. W grze trzyosobowej z talii I usuwa się 8 kart oznaczonych dla czterech graczy.
    - Z talii I wykłada się pod planszami kolumny po 4 karty: **5 kolumn** przy 2 lub 4 graczach, **4 kolumny** przy 3. Karta 1 leży tuż przy planszach, karta 4 jest najniższa.
    - Talia bram leży zakryta w stałej kolejności: 2, 2, 3, 3, 3, 4, 4, 4 PZ.
    - Gracza rozpoczynającego losuje bot. Gra toczy się zgodnie z ruchem wskazówek zegara.

    W grze **dwuosobowej** każdy gracz dostaje też 6 robotników neutralnych w niewykorzystanym kolorze. Za każdym razem, gdy w ramach akcji wysyłasz robotnika do pracy, kładziesz też jednego robotnika neutralnego, od razu wyczerpanego, na pierwszej wolnej karcie **innej** kolumny, nigdy na 4. karcie. Jeśli żadna kolumna się nie nadaje, pomijasz ten krok. Robotnik wystawiony dzięki karcie lub przywódcy nie pociąga za sobą neutralnego.
    - Robotników neutralnych nie można aktywować, nie działają na nich „Drugi oddech” ani „Przejmij stanowisko”, ale karty zamieniające robotników mogą ich przesuwać.
    - Ponowne użycie karty z robotnikiem neutralnym kosztuje 1 złoto płacone do banku.

guide-nehemiah-turn-title = Tura
guide-nehemiah-turn =
    W swojej turze wykonujesz dokładnie **jedną** akcję:

    - **Wyślij robotnika do pracy:** weź robotnika zza zasłonki i postaw go na **pierwszej wolnej karcie od góry** w dowolnej kolumnie. Kolumna, w której zajęte są wszystkie 4 karty, jest niedostępna.
    - **Aktywuj robotnika:** wybierz jednego ze swoich **gotowych** (stojących) robotników na kartach i połóż go; jest teraz **wyczerpany**. Potem możesz wykonać pracę z karty i użyć kart powyżej (następna strona).

    Wybory wymuszone:
    - W pierwszej turze możesz tylko wysłać robotnika.
    - Jeśli nie masz na kartach żadnego gotowego robotnika, musisz wysłać nowego. Jeśli nie ma wolnej karty albo nie masz robotnika za zasłonką, musisz aktywować.
    - Jeśli nie możesz zrobić ani jednego, ani drugiego, twoja kolejka przepada: bot pokaże tylko **Pasuj**. Taka tura i tak się liczy. Nie można spasować z własnej woli.

    Potem turę wykonuje następny gracz zgodnie z ruchem wskazówek zegara.

    Przykład: gracz rozpoczynający stawia robotnika na karcie 1 w kolumnie 3. Następny gracz może zająć kartę 1 w dowolnej innej kolumnie albo kartę 2 w kolumnie 3.

    W bocie: **Wykonaj ruch** albo /ruch pokazuje twoje dozwolone ruchy jako przyciski; kolumny, z której nie możesz skorzystać, po prostu nie ma na liście.

guide-nehemiah-activate-title = Aktywacja i wymiana kolumny
guide-nehemiah-activate =
    Gdy aktywujesz robotnika:
    1. Kładziesz go: jest **wyczerpany**.
    2. **Możesz** wykonać pracę z karty albo ją pominąć. Koszt płacisz w całości albo wcale: nie da się zapłacić połowy za połowę efektu.
    3. Potem możesz **ponownie użyć** kart leżących **powyżej** w tej samej kolumnie, na których jest **wyczerpany** robotnik dowolnego gracza. Za każdą płacisz **1 złoto**: właścicielowi robotnika albo do banku, jeśli robotnik jest twój lub neutralny, i wykonujesz pracę z tej karty. W dowolnej kolejności, każdą kartę raz; możesz płacić złotem zdobytym przed chwilą.

    Nie można użyć kart leżących niżej, pustych ani tych z gotowym robotnikiem.

    Jeśli aktywujesz robotnika na **4. (najniższej) karcie** kolumny, po twojej akcji **kolumna zostaje wymieniona**, bez względu na resztę kart: jej 4 karty idą na stos kart odrzuconych, wszyscy jej robotnicy wracają do właścicieli, a 4 nowe karty przychodzą z talii bieżącej rundy. Tak samo jest, gdy po zamianie na 4. karcie znajdzie się wyczerpany robotnik.

    Przykład: w kolumnie leżą „1 drewno” (czerwony, wyczerpany), „2 złota” (niebieski, wyczerpany), „Buduj mur ×1” (czerwony, gotowy) i „1 drewno” (zielony, gotowy). Zielony aktywuje najniższą kartę i bierze 1 drewno, płaci niebieskiemu 1 złoto za 2 złota, a czerwonemu 1 złoto za kolejne drewno. Z karty muru nie może skorzystać: jej robotnik jest gotowy. Potem kolumna zostaje wymieniona.

    W bocie po wykonaniu pracy dostajesz przycisk dla każdej karty, której możesz jeszcze użyć, oraz **Gotowe**, by zakończyć akcję.

guide-nehemiah-work-title = Karty pracy: surowce i wpływy
guide-nehemiah-work =
    - **1 drewno / 2 drewna:** weź tyle drewna.
    - **2 złota / 3 złota:** weź tyle złota.
    - **Skład drewna:** zapłać 1 złoto, weź 3 drewna.
    - **Błogosławieństwo (1 PZ):** weź 1 PZ.
    - **Buduj mur ×1 / ×2:** zapłać 1 drewno / 2 drewna, połóż 1 kostkę / 2 kostki na Murze.
    - **Wyszkol strażnika ×1 / ×2:** zapłać 1 drewno i 1 złoto / 2 drewna i 2 złota, połóż 1 kostkę / 2 kostki na Straży.
    - **Dar dla świątyni ×1 / ×2:** zapłać 1 złoto / 2 złota, połóż 1 kostkę / 2 kostki w Świątyni.
    - **Wznieś bramę:** zapłać 2 drewna, weź wierzchnią kartę z talii bram. Jej wartość (2, 3 lub 4 PZ) pozostaje tajna do końca gry. Gdy bramy się skończą, ta karta nic nie daje.

    Wszystko bierzesz z banku i płacisz do banku, a w banku nigdy niczego nie brakuje.

    Płacisz **wszystko albo nic**: karta ×2 kosztuje pełną cenę i daje pełny efekt; nie można zapłacić połowy za jedną kostkę.

    Masz tylko **11 kostek**. Jeśli karta każe położyć więcej kostek, niż ci zostało, przenosisz własne kostki z innej planszy (bot zapyta, z której). Jeśli i to nie wystarczy, z karty nie można skorzystać.

guide-nehemiah-moves-title = Karty pracy: robotnicy i kolumny
guide-nehemiah-moves =
    - **Drugi oddech:** postaw 1 lub 2 swoich wyczerpanych robotników, gdziekolwiek leżą; znów są gotowi. Nie dotyczy robotnika wyczerpanego wcześniej w tej turze.
    - **Dwie pary rąk:** wystaw do 2 robotników według zwykłych zasad, w jednej kolumnie lub w dwóch.
    - **Dowolne stanowisko:** wystaw robotnika na dowolną pustą kartę dowolnej kolumny, nawet na 4. kartę. Jeśli zostanie tam później wyczerpany, kolumna zostanie wymieniona, choć karty nad nim są puste.
    - **Przejmij stanowisko:** wybierz kartę z robotnikiem innego gracza. Wraca on za zasłonkę właściciela, a jego miejsce zajmuje robotnik zza twojej zasłonki, w tym samym stanie: gotowy albo wyczerpany.
    - **Zamiana miejsc:** zamień miejscami dwóch robotników w jednej kolumnie. Karty zostają na miejscu, robotnicy zachowują swój stan.
    - **Zmiana planów:** zamień miejscami dwie karty w jednej kolumnie; robotnicy przesuwają się razem z nimi. Pusta karta może wtedy trafić nad zajętą.
    - **Pożyczone ręce:** użyj 1 lub 2 zajętych kart w dowolnym miejscu, z gotowym albo wyczerpanym robotnikiem. Za każdą płacisz 1 złoto właścicielowi robotnika (do banku, gdy robotnik jest twój lub neutralny). Nie można tak użyć innej karty „Pożyczone ręce”.

    Zamiany mogą przenieść wyczerpanego robotnika na 4. kartę: ta kolumna zostanie wymieniona po twojej akcji.

guide-nehemiah-scoring-title = Koniec rundy i punktowanie
guide-nehemiah-scoring =
    Runda kończy się, gdy trzeba wymienić kolumnę, a w talii bieżącej rundy brakuje na nią kart. Gra zostaje przerwana i punktuje się każdą planszę – Mur, Świątynię i Straż:

    - Gracze są uszeregowani według liczby swoich kostek na planszy. Punkty za miejsca: **przy 4 graczach** 6 / 4 / 2 / 0, **przy 3** 4 / 2 / 0, **przy 2** 2 / 0.
    - Kto nie ma na planszy żadnej kostki, nie dostaje za nią punktów.
    - Remisujący gracze sumują punkty za wspólnie zajmowane miejsca, dzielą je po równo i zaokrąglają w górę. Przykład dla 4 graczy: liczby kostek 3, 2, 1 i 1 dają 6, 4, 1 i 1 PZ.
    - Jeśli wszyscy gracze mają na planszy tyle samo kostek, nikt nie dostaje za nią punktów.
    - Potem gracz z największą liczbą kostek na planszy (przy remisie – każdy z nich) zdejmuje jedną kostkę, która wraca do jego zapasu.

    Po punktowaniu czekającą kolumnę wykłada się z talii następnej rundy, a turę wykonuje następny gracz zgodnie z ruchem wskazówek zegara.

    Plansze punktuje się po rundach I i II oraz po raz trzeci na koniec gry. Warto rozkładać kostki: na planszy, na której prowadzisz, po każdym punktowaniu tracisz jedną.

guide-nehemiah-end-title = Koniec gry
guide-nehemiah-end =
    Gdy w rundzie III trzeba wymienić kolumnę, a talia jest pusta, kolumna zostaje **usunięta** (jej robotnicy wracają do właścicieli) i zaczyna się koniec gry:
    - Gra toczy się dalej, aż wszyscy wykonają tyle samo tur, czyli do gracza siedzącego po prawej stronie gracza rozpoczynającego. Potem każdy wykonuje **jeszcze jedną turę**. Każdemu zostają więc jeszcze 1 lub 2 tury; bot ogłasza, ile dokładnie.
    - Kolumna zamknięta w trakcie tych tur także zostaje usunięta.

    Punktowanie końcowe:
    1. Trzy plansze punktuje się jeszcze raz, tak jak po każdej rundzie.
    2. Każda karta bramy daje swoje PZ.
    3. Każde 3 drewna dają 1 PZ i każde 2 złota dają 1 PZ, osobno. Z 5 drewna i 5 złota: 1 + 2 = 3 PZ.

    Wygrywa gracz z największą liczbą PZ. Przy remisie wygrywa ten, kto ma więcej drewna, a potem więcej złota (pozostałego po wymianie). Jeśli remis trwa, gracze dzielą się zwycięstwem.

    W wariancie „Przywódcy budowy” kartę „Skryba” można jeszcze zagrać tuż przed punktowaniem końcowym.

guide-nehemiah-leaders-title = Wariant „Przywódcy budowy”
guide-nehemiah-leaders =
    Aby w niego zagrać, wpisz **leaders** w polu „wariant” polecenia /gra nowa.

    - Na start każdy dostaje **3 drewna i 5 złota**.
    - **Na początku każdej rundy** odkrywa się o jedną kartę przywódcy więcej, niż jest graczy. Pierwszy gracz rundy otwiera licytację, wybierając jedną z nich; każdą kolejną otwiera następny gracz zgodnie z ruchem wskazówek zegara, aż każdy otworzy jedną. Ostatnia karta odpada z gry.
    - **Zakryte oferty:** każdy, także otwierający, potajemnie oferuje dowolną liczbę swoich robotników, drewna i złota zza zasłonki; wolno zaoferować zero. Wygrywa oferta z największą łączną liczbą sztuk (robotnicy + drewno + złoto). Przy remisie: więcej robotników, potem więcej drewna, potem pierwszy z remisujących zgodnie z ruchem wskazówek zegara, licząc od otwierającego.
    - Zwycięzca płaci drewno i złoto do banku i odkłada zaoferowanych robotników **przed zasłonkę**: do następnej rundy nie może ich używać. Pozostali zabierają swoje oferty z powrotem za zasłonkę.
    - **Rundy II i III:** odłożeni robotnicy wracają, każdy dostaje 1 drewno i 1 złoto, potem są licytacje. Rundę zaczyna gracz siedzący po lewej stronie tego, który zakończył poprzednią.
    - Karty przywódców są jednorazowe, z wyjątkiem Leśniczego i Skarbnika, którzy działają przez całą rundę. Niewykorzystane karty odrzuca się na koniec rundy.
    - W grze dwuosobowej licytuje się tylko robotnikami własnego koloru.
    - Jeśli nikt nie może wykonać akcji, bo wszyscy oddali zbyt wielu robotników, wymienia się dwie kolumny najbardziej po lewej.

    Oferty składasz prywatnie, przyciskami. Gdy możesz zagrać którąś ze swoich kart, bot cię zapyta; **Nie teraz i nie pytaj mnie więcej w tej rundzie** przyspiesza grę.

guide-nehemiah-leadercards-title = Karty przywódców
guide-nehemiah-leadercards =
    _Natychmiast po wylicytowaniu:_
    - **Murarz arcykapłana:** 1 kostka na Murze i 1 w Świątyni.
    - **Odźwierny:** weź za darmo wierzchnią kartę z talii bram.
    - **Werbownik:** odłóż dowolnie wiele par robotnik + drewno lub złoto, 2 PZ za parę. Robotnicy wracają w następnej rundzie.

    _Przez całą rundę, tylko dla ciebie:_
    - **Leśniczy:** +1 drewno za każdym razem, gdy użyta przez ciebie karta daje ci drewno.
    - **Skarbnik:** +1 złoto za każdym razem, gdy użyta przez ciebie karta daje ci złoto.

    _Tuż przed punktowaniem rundy:_
    - **Skryba:** przenieś jedną kostkę dowolnego gracza na inną planszę.

    _W dowolnym momencie, także w turze innych graczy, ale nigdy w trakcie akcji:_
    - **Mierniczy:** tuż po wymianie kolumny zamień miejscami 2 karty w nowej kolumnie.
    - **Majster:** wystaw robotnika według zwykłych zasad.
    - **Nadzorca:** 1 PZ za każdą kolumnę z twoim wyczerpanym robotnikiem.

    _Przed swoją akcją lub po niej:_
    - **Kwatermistrz:** zamień miejscami dowolnych 2 robotników na kartach, w dowolnych kolumnach.
    - **Posłaniec:** przenieś jednego ze swoich gotowych robotników na dowolną pustą kartę.

    _Zamiast akcji:_
    - **Poganiacz:** wystaw do 2 robotników.
    - **Mistrz budowniczy:** aktywuj do 2 swoich robotników, jednego po drugim.
    - **Rządca:** aktywuj gotowego robotnika innego gracza; to ty wykonujesz pracę i możesz użyć kart powyżej.

    _Przed turą innego gracza:_
    - **Namiestnik:** wskaż kartę, na której ten gracz musi wystawić robotnika, albo robotnika, którego musi aktywować. Pracę z karty wykonuje on sam i on podejmuje pozostałe decyzje. Nie zużywasz na to swojej tury.

guide-nehemiah-house-title = Zasady domowe
guide-nehemiah-house =
    Instrukcja zostawia niektóre kwestie otwarte; ten bot rozstrzyga je tak:
    - Nazwy i teksty kart pracy oraz przywódców są własne, wymyślone dla bota.
    - Wielkość talii: 40 / 16 / 16 kart (32 / 16 / 16 przy 3 graczach) i skład każdej z nich.
    - Punkty za plansze: trzeci z trzech graczy dostaje 0, przy dwóch graczach 2 / 0; ta sama tabela na wszystkich trzech planszach.
    - Gdy na planszy remisują wszyscy, każdy z nich i tak zdejmuje kostkę; zdjęte kostki wracają do właściciela.
    - Gracza rozpoczynającego wybiera los; nie można spasować z własnej woli.
    - Najpierw praca z aktywowanej karty, potem ponowne użycia; za ponowne użycie płacisz tylko razem z wykonaniem pracy.
    - Po każdej akcji wymienia się, od lewej, każdą kolumnę z wyczerpanym robotnikiem na 4. karcie.
    - „Zamiana miejsc” i „Zmiana planów” działają w dowolnej jednej kolumnie; „Przejmij stanowisko” dotyczy tylko robotników w kolorach innych graczy; „Pożyczone ręce” nie mogą użyć innej karty „Pożyczone ręce”.
    - Gdy skończą się bramy, z karty „Wznieś bramę” nie można skorzystać.
    - W końcowym remisie liczy się drewno i złoto pozostałe po wymianie na PZ.
    - Przywódcy: remis w licytacji rozstrzyga więcej drewna (tak mówi angielska wersja instrukcji, polska – „więcej drewna i złota”); Poganiacz i Mistrz budowniczy działają „do 2”; Namiestnik nie zużywa twojej tury; odłożeni robotnicy wracają, a 1 drewno i 1 złoto przychodzą przy zmianie rundy, przed licytacjami.
    - Karty „w dowolnym momencie” bot proponuje na początku i na końcu każdej tury, po wymianie kolumny i przed punktowaniem.
