## Komunikaty wspólne dla wszystkich gier: odmowy, które silnik zwraca w każdej grze.

core-error-amount = Wybierz liczbę całkowitą od { $min } do { $max }.
core-error-bad-state = Nie można odczytać tej zapisanej gry ({ $detail }).
core-error-choose-many = Wybierz od { $min } do { $max } spośród dostępnych opcji.
core-error-choose-one = Wybierz jedną z dostępnych opcji.
core-error-duplicate-option = Ta sama opcja została wybrana dwa razy.
core-error-game-over = Ta gra już się zakończyła: nie ma nic więcej do rozstrzygnięcia.
core-error-not-awaited = W tej chwili nic nie czeka na twoją decyzję.
core-error-option-type = Opcja gry „{ $name }” ma niedozwoloną wartość. Dozwolone wartości: { $allowed }.
core-error-option-whole = Opcja gry „{ $name }” przyjmuje liczbę całkowitą.
core-error-player-count = Gra { $game } jest przeznaczona dla { $min }–{ $max } graczy, nie dla { $count }.
core-error-rules-version = Ta gra została zapisana w wersji zasad { $found }; ten bot obsługuje wersję { $expected }.
core-error-seed = Ziarno gry musi być liczbą całkowitą.
core-error-stale = Stan gry zmienił się w międzyczasie. Sprawdź go jeszcze raz i wybierz ponownie.
core-error-unknown-game = Nie ma gry o nazwie „{ $game }”.
core-error-unknown-option = „{ $option }” nie jest teraz dostępną opcją.
core-error-unknown-option-name = Nie ma opcji gry o nazwie „{ $name }”. Opcje tej gry: { $known }.
core-error-no-options = Nie ma opcji gry o nazwie „{ $name }”: ta gra nie ma opcji.

core-error-record-unfinished = Zapisać można tylko zakończoną grę: ta jeszcze trwa.
core-error-record-bad = Ten plik nie jest czytelnym zapisem gry ({ $detail }).
core-error-record-format = Ten plik nie jest zapisem gry Builders' Table.
core-error-record-newer = Ten zapis gry ma format w wersji { $found }, z nowszego programu; ten program czyta wersje do { $expected }.
core-error-record-game = To zapis gry, której ten program nie zna: „{ $game }”.
core-error-record-version = Ten zapis (gra { $game }) powstał z innymi danymi: { $differences }. Odtworzenie może przebiec inaczej.
core-record-schema = format zapisu { $found } (ten program ma format { $expected })
core-record-rules-version = wersja zasad { $found } (ten program ma wersję { $expected })
core-record-content = inne karty i plansze, dane { $found } (ten program ma dane { $expected })
core-error-record-refused = Ruch { $number } z zapisu został odrzucony: { $reason }
core-error-record-diverged = Odtworzenie nie kończy się tak jak zapis: { $why }
core-record-not-over = po { $moves ->
    [one] jedynym ruchu
   *[other] { $moves } ruchach
} gra się nie zakończyła.
core-record-other-end = stan końcowy różni się od zapisanego.

## --- Wiersz poleceń silnika: python -m engine play (engine/__main__.py) ---

core-cli-usage = { $prog }: { $error } (zobacz { $prog } --help)
core-cli-unknown-language = Nie ma katalogu dla języka „{ $language }”. Dostępne języki: { $languages }.
core-cli-stopped = Przerwano.
core-cli-player = { $colour } (G{ $number })
core-cli-colour-red = Czerwony
core-cli-colour-blue = Niebieski
core-cli-colour-green = Zielony
core-cli-colour-yellow = Żółty
core-cli-colour-purple = Fioletowy
core-cli-colour-orange = Pomarańczowy
core-cli-colour-black = Czarny
core-cli-amount = liczba od { $min } do { $max }:
core-cli-choose = twój wybór (numer):
core-cli-type-a-number = wpisz jeden z numerów powyżej
core-cli-refused = odmowa: { $reason }
core-cli-final-scores = Wyniki końcowe:
core-cli-score-line = { $place }. { $player }: { $total } pkt ({ $parts }); rozstrzygnięcie remisu: { $tiebreak }

## --- python -m engine replay PLIK: zapis gry odtworzony ponownie (python -m render replay: z --images) ---

core-cli-replay-unreadable = Nie można odczytać { $file }: { $reason }
core-cli-replay-unwritable = Nie można zapisać { $file }: { $reason }
core-cli-replay-too-large = Ten plik nie jest czytelnym zapisem gry: jest większy niż { $megabytes } MB.
core-cli-replay-too-deep = Ten plik nie jest czytelnym zapisem gry: jego dane mają więcej niż { $limit ->
    [one] { $limit } poziom
    [few] { $limit } poziomy
    [many] { $limit } poziomów
   *[other] { $limit } poziomu
} zagnieżdżenia.
core-cli-replay-too-long = Ten plik nie jest czytelnym zapisem gry: pole { $field } jest dłuższe niż { $limit ->
    [one] { $limit } znak
    [few] { $limit } znaki
    [many] { $limit } znaków
   *[other] { $limit } znaku
}.
core-cli-replay-too-many = Ten plik nie jest czytelnym zapisem gry: pole { $field } ma więcej niż { $limit ->
    [one] { $limit } element
    [few] { $limit } elementy
    [many] { $limit } elementów
   *[other] { $limit } elementu
}.
core-cli-replay-out-of-range = Ten plik nie jest czytelnym zapisem gry: pole { $field } musi być liczbą całkowitą od { $min } do { $max }.
core-cli-replay-anyway-hint = Użyj --anyway, aby mimo to go odtworzyć.
core-cli-replay-warning = Uwaga: { $message } Odtwarzam mimo to.
core-cli-replay-done = Odtworzono { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
}: stan końcowy jest identyczny z zapisanym.
core-cli-replay-images = { $count ->
    [one] { $count } obraz planszy
    [few] { $count } obrazy planszy
    [many] { $count } obrazów planszy
   *[other] { $count } obrazu planszy
}, wyniki końcowe ({ $scores }) i animowana powtórka ({ $replay }) w { $folder }
core-cli-replay-images-elsewhere = python -m engine replay nie rysuje obrazów: do nich użyj python -m render replay PLIK --images KATALOG.
