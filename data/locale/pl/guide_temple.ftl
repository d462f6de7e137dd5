## Przewodnik po zasadach gry Świątynia (/rules), własnymi słowami. Każda strona to para wiadomości:
## guide-temple-<strona>-title i guide-temple-<strona> (najwyżej 1800 znaków, bez zmiennych).
## Strony i ich kolejność: data/temple/guide.toml. Nazwy kart, faz, rzemiosł i Patronów jak w temple.ftl.

guide-temple-overview-title = Przegląd i cel gry
guide-temple-overview =
    Od trzech do sześciu graczy rywalizuje przy budowie Świątyni w Jerozolimie. Zdobywasz na licytacji **koncesje** na elementy Świątyni, handlujesz na **Targowisku**, prowadzisz **rzemiosła** w swoim Mieście, zatrudniasz i opłacasz **robotników**, a z drewna, kamienia i pracy robotników na budowie wznosisz elementy. Wybudowane elementy dają **punkty Chwały Bożej**; koncesja niewybudowana do końca gry odbiera ci tyle punktów, ile jest warta. Po ostatniej licytacji pierwszy gracz, który ukończy wszystkie swoje koncesje, otrzymuje **Święte Najświętszych**, warte 18 pkt.

    - Każda runda ma tych samych dziewięć faz; gra trwa mniej więcej od 8 do 13 rund.
    - **Arka Przymierza** wskazuje, kto rozpoczyna rundę, i wędruje wokół stołu podczas licytacji.
    - Robotnikom trzeba płacić w każdej rundzie. Gracz, który nie może zapłacić, zostaje ukamienowany i wypada z gry, chyba że ktoś mu pomoże.
    - W każdej rundzie Karta Bożej Ręki dotyka wszystkich – na dobre lub na złe.
    - Wszystko jest jawne: towary, koncesje, rzemiosła i robotnicy.
    - Pieniądze liczy się w drachmach (D), a żywność zawsze w setkach sztuk.

    W bocie: naciśnij **Wykonaj ruch** (albo użyj /ruch), gdy bot na ciebie czeka; w kilku fazach pyta wszystkich naraz. **Moja zasłonka** (albo /zasłonka) podsumowuje twoje towary, robotników i punkty. /gra plansza pokazuje stół, a /gra dziennik – co się ostatnio wydarzyło.

guide-temple-setup-title = Przygotowanie
guide-temple-setup =
    - Kolejność miejsc i pierwszego posiadacza Arki Przymierza wybiera los.
    - Na start każdy gracz ma **25 D, 400 szt. żywności, 4 drewna i 4 kamienie**, bez rzemiosł, robotników i koncesji.
    - Każdy ma Planszę Miasta, która w każdej rundzie daje **15 D, 200 szt. żywności, 2 drewna i 2 kamienie**.
    - Każdy dostaje też losową Kartę Patrona, która płaci w każdej rundzie: Hiram, król Tyru – 5 drewna. Królowa z Południa – 12 D. Kapłan Sadok – 400 szt. żywności. Prorok Natan – 2 drewna, 2 kamienie i 2 D. Adoniram, nadzorca robót przymusowych – 5 kamieni. Benajasz, dowódca straży – 200 szt. żywności i 6 D.
    - 20 Kart Świątyni leży w kolejności numerów, nr 1 na wierzchu: najpierw tanie mury, na końcu Przybytek. Karta nr 21, Święte Najświętszych, czeka z boku jako nagroda.

    Liczba koncesji wystawianych na licytację w każdej rundzie: **2** przy 3 lub 4 graczach, **3** przy 5, **4** przy 6. Gdy ktoś wypadnie z gry, liczbę ustala się na nowo.

    Wartość kart: nr 1–4 dają po 5 pkt, 5–8 po 8, 9–12 po 11, 13–16 po 15, a 17–20 po 18.

guide-temple-round-title = Runda
guide-temple-round =
    Każda runda składa się z dziewięciu faz, zawsze w tej kolejności. Jeśli bot nie pyta wszystkich naraz, gracze działają po kolei, zgodnie z ruchem wskazówek zegara, od posiadacza Arki.

    1. **Początek rundy:** posiadacz Arki rozpoczyna rundę. Gdy licytacje się skończą, Arka najpierw przechodzi o jedno miejsce w lewo.
    2. **Dochód:** każdy otrzymuje dochód z Planszy Miasta, od Patrona i z obsadzonych rzemiosł.
    3. **Przetarg koncesji:** wyłożone koncesje idą pod młotek za drachmy. Faza odpada, gdy koncesji już nie ma.
    4. **Targowisko:** najpierw sprzedaż, potem kupno drewna, kamienia i żywności; cena zależy od łącznej ilości towaru w obrocie.
    5. **Rzemiosła:** zbuduj jedno nowe rzemiosło albo podnieś jedno o poziom.
    6. **Zatrudnianie robotników:** obsadź rzemiosła i zatrudnij robotników na budowie na tę rundę; możesz też zwolnić robotników z rzemiosł.
    7. **Karta Bożej Ręki:** gracz rozpoczynający rundę dobiera kartę, która dotyczy wszystkich.
    8. **Zapłata robotnikom:** 5 D i 100 szt. żywności za każdego robotnika.
    9. **Budowa Świątyni:** buduj elementy, na które masz koncesje.

    Dochód przychodzi przed zatrudnianiem, więc robotnicy przyjęci w fazie 6 zaczną produkować dopiero w następnej rundzie. Planuj wydatki: płace przychodzą po Karcie Bożej Ręki, która może uszczuplić twoją rezerwę.

guide-temple-auction-title = Przetarg koncesji
guide-temple-auction =
    Posiadacz Arki wybiera jedną z wyłożonych koncesji i otwiera licytację.
    - Licytuje się wyłącznie drachmami, w pełnych kwotach; cena wywoławcza to 1 D. Zwycięzca od razu płaci do banku.
    - Licytacja idzie zgodnie z ruchem wskazówek zegara od posiadacza Arki: podbijasz albo pasujesz. Pas jest ostateczny dla tej karty. Wygrywa najwyższa oferta. Posiadacz Arki nie musi licytować.
    - Licytować możesz tylko wtedy, gdy masz **mniej niż 2 niewybudowane koncesje**, i nigdy ponad to, co masz.
    - Po każdej karcie, sprzedanej czy nie, Arka przechodzi w lewo, a jej nowy posiadacz wybiera następną kartę. Po karcie, której nikt nie chciał, trzeba wybrać inną, jeśli jakaś została.
    - **Przymusowy zakup:** jeśli niechciane karty sprawią, że Arka wróci do kogoś, kto już ją miał od ostatniej sprzedaży, ten gracz musi kupić wybraną kartę za **1 D**, nawet jako trzecią niewybudowaną koncesję.
    - Kto kupił z przymusu, a na koniec rundy nadal ma co najmniej 2 niewybudowane koncesje, jest wykluczony z następnego przetargu: nie licytuje i nie kupuje z przymusu.
    - Faza kończy się, gdy wszystkie wyłożone karty znajdą nabywców.

    Zastanów się przed licytacją: każda koncesja niewybudowana do końca gry odbiera ci pełną wartość karty.

guide-temple-market-title = Targowisko
guide-temple-market =
    Wszyscy handlują z bankiem drewnem, kamieniem i żywnością. Towarów nigdy nie brakuje, ale cena każdego z nich zależy od **łącznej** ilości, którą obracają wszyscy gracze.
    1. **Sprzedaż:** od posiadacza Arki, zgodnie z ruchem wskazówek zegara, każdy deklaruje, ile drewna, kamienia i żywności sprzedaje, widząc dotychczasową podaż. Gdy wszyscy zadeklarują, każdy towar ma jedną cenę, wspólną dla wszystkich sprzedających.
    2. **Kupno:** tak samo, w drugiej kolejce deklaracji. Możesz wydać pieniądze ze sprzedaży.

    Cena za sztukę (żywność za 100 szt.) według łącznej deklarowanej ilości:
    - drewno lub kamień, sprzedaż: 3 D do 30 sztuk łącznie, 2 D do 45, powyżej 1 D;
    - drewno lub kamień, kupno: 3 D do 20, 4 D do 30, 5 D do 45, powyżej 6 D;
    - żywność, sprzedaż: 3 D do 2400 szt., 2 D do 3600, powyżej 1 D;
    - żywność, kupno: 3 D do 2400 szt., 4 D do 3600, powyżej 5 D.

    Sprzedać możesz tylko to, co masz. Zakup musi być w zasięgu twoich pieniędzy po cenie z chwili deklaracji; jeśli późniejsi kupujący podbiją cenę i nie starczy ci na wszystko, dostaniesz tyle, na ile cię stać (najpierw żywność, potem kamień, potem drewno).

    Opcja stołu **sealed_market**: wszyscy deklarują jednocześnie i w tajemnicy.

guide-temple-crafts-title = Rzemiosła i zatrudnianie
guide-temple-crafts =
    W fazie 5, **Rzemiosła**, od posiadacza Arki zgodnie z ruchem wskazówek zegara: zbuduj **jedno** nowe rzemiosło na poziomie 1 albo podnieś **jedno** rzemiosło o poziom, albo pasuj. Każdego rodzaju możesz mieć tylko jedno. Liczba kart rzemiosł jest ograniczona (z każdego rodzaju 4 na poziomie 1, 3 na poziomie 2, 2 na poziomie 3), a karta oddana przy rozbudowie wraca do zasobów ogólnych dla innych.

    Koszt: budowa poziomu 1 / rozbudowa do 2 / rozbudowa do 3
    - **Piekarnia** (żywność): 6 D, 2 drewna, 2 kamienie / 12 D, 5 drewna, 5 kamieni / 20 D, 9 drewna, 9 kamieni
    - **Stolarnia** (drewno): 8 D, 3 kamienie / 15 D, 4 drewna, 6 kamieni / 25 D, 8 drewna, 10 kamieni
    - **Kamieniarnia** (kamień): 8 D, 3 drewna / 15 D, 6 drewna, 4 kamienie / 25 D, 10 drewna, 8 kamieni

    Rzemiosło na poziomie 1, 2 lub 3 mieści 1, 2 lub 3 robotników, a każdy z nich wytwarza 4, 5 lub 6 sztuk na rundę (Piekarnia: 400, 500 lub 600 szt. żywności). Rzemiosło bez robotników nic nie daje.

    W fazie 6, **Zatrudnianie robotników**, wszyscy odpowiadają naraz: ustal, ilu robotników ma pracować w każdym rzemiośle (mniej oznacza zwolnienie), oraz ilu **robotników na budowie** zatrudniasz na tę rundę. Zatrudnienie nic nie kosztuje, ale w fazie 8 każdy robotnik kosztuje 5 D i 100 szt. żywności. Robotnicy w rzemiosłach zostają, dopóki ich nie zwolnisz; robotnicy na budowie odchodzą po fazie budowy, czy pracowali, czy nie.

guide-temple-godshand-title = Karta Bożej Ręki
guide-temple-godshand =
    W fazie 7 gracz rozpoczynający rundę dobiera Kartę Bożej Ręki; dotyczy ona wszystkich. Gdy talia 24 kart się skończy, tasuje się ją od nowa.

    Złe: **Susza** (tracisz połowę żywności), **Szarańcza** ×2 (200 szt. żywności i 2 D), **Pożar składu drewna** (połowa drewna), **Obryw w kamieniołomie** (połowa kamienia), **Zbójcy na gościńcu** (4 D), **Danina królewska** (1 D za robotnika), **Trzęsienie ziemi** (ostatnio wybudowany element w całej grze zawala się i znów jest niewybudowaną koncesją), **Zaraza** (odchodzi jeden robotnik z rzemiosła, sam wybierasz którego), **Powódź** (3 drewna i 3 kamienie), **Szemranie budowniczych** (w tej rundzie +1 robotnik na budowie na element), **Upomnienie proroka** (5 D, jeśli masz co najmniej 2 niewybudowane koncesje), **Jałmużna** (1 D za każde pełne 10 D).

    Dobre: **Obfite żniwa** ×2 (300 szt. żywności), **Cedry Libanu** (3 drewna), **Dar wzgórz** (3 kamienie), **Ofiary pielgrzymów** ×2 (5 D), **Hojny Patron** (Patron płaci jeszcze raz), **Manna** (100 szt. żywności za robotnika), **Zapał ludu** (w tej rundzie o 1 robotnika na budowie mniej na element, co najmniej 1), **Błogosławieństwo szabatu** (w tej rundzie płace bez drachm), **Błogosławione warsztaty** (rzemiosła produkują ponownie).

    Połowę zaokrągla się na twoją niekorzyść: z 500 szt. żywności tracisz 300.

    Jeśli brakuje ci tego, co zabiera karta, resztę płacisz innymi towarami według przelicznika: 100 szt. żywności = 3 D, 1 drewno = 1 kamień, 1 drewno lub kamień = 2 D. To, czego i tak nie zdołasz zapłacić, przepada: Karta Bożej Ręki nigdy nikogo nie wyklucza z gry.

guide-temple-wages-title = Zapłata robotnikom
guide-temple-wages =
    W fazie 8 każdy zatrudniony robotnik, w rzemiośle i na budowie, kosztuje **5 D i 100 szt. żywności**. Płace wypłaca się w całości albo wcale, a przelicznik z Kart Bożej Ręki tu nie działa.

    - Najpierw płacą wszyscy, których na to stać, zgodnie z ruchem wskazówek zegara od posiadacza Arki. Potem w tej samej kolejności rozpatruje się graczy, którzy zapłacić nie mogą.
    - Gracz, który nie może zapłacić, wywołuje **tumult**. Zanim lud chwyci za kamienie, inni gracze mogą pomóc: każdy może zaoferować część brakujących drachm i żywności i podać cenę – w drewnie, kamieniu, nadwyżce drachm lub żywności dłużnika albo jako **dług** spłacany z jego przyszłych dochodów. Można też pomóc za darmo.
    - Dłużnik przyjmuje albo odrzuca każdą ofertę. Gdy przyjęte oferty pokryją cały brak, wchodzą w życie i płace zostają wypłacone.
    - Jeśli nikt nie pokryje braku, gracz zostaje **ukamienowany i wypada z gry**: jego rzemiosła wracają do zasobów ogólnych, koncesje i elementy odpadają z gry, a towary trafiają do banku.
    - Jeśli w grze zostanie tylko jeden gracz, gra się kończy i to on wygrywa.

    Długi bot ściąga w fazie dochodu kolejnych rund, na tyle, na ile dłużnikowi starcza drachm.

guide-temple-building-title = Budowa Świątyni
guide-temple-building =
    W fazie 9, od posiadacza Arki zgodnie z ruchem wskazówek zegara, możesz wybudować **dowolnie wiele** elementów, na które masz koncesje. Za każdy płacisz do banku jego **kamień i drewno** i angażujesz tylu **robotników na budowie** z tej rundy, ilu wymaga. Każdy z nich pomaga przy jednym elemencie na rundę; robotnicy z rzemiosł nigdy nie budują. Drachmy ani żywność nie są potrzebne: robotnikom zapłacono w fazie 8.

    - Wybudowany element odwraca się i na koniec gry daje swoje punkty.
    - Po budowie wszyscy robotnicy na budowie wracają na Rynek Miejski, czy pracowali, czy nie.
    - Budowa nie jest obowiązkowa, ale liczą się tylko wybudowane elementy.

    Koszt według grup (kamień plus drewno; proporcje są różne na różnych kartach, suma nie):
    - nr 1–4, mury: 8 materiałów, 2 robotników na budowie, 5 pkt
    - nr 5–8, portyki i krużganki: 13 materiałów, 3 robotników, 8 pkt
    - nr 9–12, dziedzińce: 19 materiałów, 3 robotników, 11 pkt
    - nr 13–16, wewnętrzny dziedziniec: 25 materiałów, 4 robotników, 15 pkt
    - nr 17–20, Przybytek: 31 materiałów, 5 robotników, 18 pkt

    Dokładny koszt widać na każdym przycisku budowy, np. Mur Wschodni (nr 1): 6 kamieni i 2 drewna.

    Zatrudnij w fazie 6 dość robotników na budowie i wcześniej kup materiały na Targowisku: w fazie 9 niczego już nie dokupisz.

guide-temple-end-title = Koniec gry i punktacja
guide-temple-end =
    Gdy zostanie sprzedana ostatnia koncesja, zaczyna się wyścig: nie ma już licytacji, a na początku każdej rundy Arka przechodzi o jedno miejsce w lewo.

    - Od tej pory na koniec każdej rundy (począwszy od rundy ostatniej licytacji) bot sprawdza, kto nie ma **żadnej niewybudowanej koncesji i ma co najmniej jeden wybudowany element**. Pierwszy taki gracz otrzymuje **Święte Najświętszych: 18 pkt**. Jeśli jest ich kilku naraz, dzielą się nagrodą z zaokrągleniem: dwóch dostaje po 9, trzech po 6, czterech po 5.
    - Potem wszyscy rozgrywają **jeszcze jedną rundę** i gra się kończy.
    - Jeśli nikt nie ukończy budowy w ciągu 5 rund po ostatniej licytacji, gra kończy się bez nagrody (a najpóźniej po 40. rundzie).

    Twój **wynik** = punkty za wybudowane elementy + Święte Najświętszych − punkty za niewybudowane koncesje. Pozostałe towary, rzemiosła i robotnicy nie są nic warte, a wynik może być ujemny. Ukamienowanych graczy nie klasyfikuje się.

    Wygrywa najwyższy wynik; remis oznacza wspólne zwycięstwo. Z opcją stołu **tiebreak** remis rozstrzyga więcej wybudowanych elementów, potem mniej niewybudowanych koncesji, potem więcej drachm.

    Przykład: elementy warte 5, 5, 11, 11, 15, 18 i 18 oraz jedna niewybudowana koncesja za 15: 83 − 15 = 68 pkt.

guide-temple-house-title = Zasady domowe
guide-temple-house =
    Instrukcja opisuje przebieg gry, ale podaje niewiele liczb, więc bot je uzupełnia:
    - Nazwy i teksty wszystkich kart (elementów Świątyni, rzemiosł, Patronów, Kart Bożej Ręki) są własne, wymyślone dla bota, podobnie jak materiały i robotnicy potrzebni do każdego elementu, koszty i wydajność rzemiosł, dochód z Planszy Miasta i od Patronów, towary na start, cennik oraz 24 Karty Bożej Ręki.
    - Kupno ma własne, wyższe ceny. Instrukcja mówi o jednym cenniku; gdyby ceny spadały także przy kupnie, hurtowe zakupy byłyby prawie darmowe.
    - Talia koncesji leży w kolejności numerów; gracza rozpoczynającego wybiera los.
    - Licytacja jest jawna i rosnąca, gracz po graczu; pas jest ostateczny.
    - Rzemiosła produkują proporcjonalnie do liczby robotników; najwyższy poziom to 3.
    - Zatrudnienie jest darmowe; kosztują tylko płace.
    - Oferta pomocy może żądać długu, ściąganego automatycznie z przyszłych dochodów.
    - Karty ukamienowanego gracza odpadają z gry.
    - Kto kupił z przymusu i na koniec rundy nadal ma co najmniej 2 niewybudowane koncesje, jest wykluczony z następnego przetargu.
    - Święte Najświętszych wymaga co najmniej jednego wybudowanego elementu i nie przepada po Trzęsieniu ziemi.
    - Gra kończy się najpóźniej 5 rund po ostatniej licytacji albo po 40. rundzie.
    - Remis oznacza wspólne zwycięstwo, chyba że włączono opcję tiebreak.
