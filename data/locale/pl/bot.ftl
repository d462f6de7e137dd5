## Obsługa stołu: lobby, tury, odmowy, przypomnienia, ustawienia.

bot-lobby = { $host } otwiera grę { $game } ({ $options }).
    Gracze { $count }/{ $max } (co najmniej { $min }): { $players }.
bot-lobby-table = { $thread ->
    [yes] Gra będzie się toczyć we własnym wątku
   *[no] Gra toczy się tutaj
}; obraz planszy { $pictures ->
    [turn] po każdej turze
    [round] raz na rundę
   *[request] tylko na życzenie (/gra plansza)
}.
bot-option-on = { $option }
bot-option-value = { $option }: { $value }
bot-options-none = gra podstawowa
bot-lobby-closed = { $host } zamyka lobby.
bot-started = Gra się zaczyna! Kolejność graczy: { $order }.
bot-thread-name = { $game } #{ $number }
bot-thread-opened = Gra { $game } toczy się dalej w wątku { $thread }.
bot-thread-failed = Nie udało mi się otworzyć wątku dla gry { $game }, więc toczy się ona tutaj. (Aby grać w wątkach, pozwól mi tworzyć wątki publiczne i wysyłać w nich wiadomości).
bot-thread-result = Gra { $game } w wątku { $thread } dobiegła końca.
bot-thread-abandoned = { $player } porzuca grę { $game } w wątku { $thread }.
bot-waiting-for = Czekamy na gracza { $player }: { $prompt }
bot-waiting-secret = Zakryte odpowiedzi: złożono { $done } z { $total }. Czekamy na: { $players }.
# Między dwiema planszami: kolejny gracz kroku dostaje wzmiankę, krok równoczesny ma jedną linię stanu.
bot-ping = { $player }, teraz ty: { $prompt }
bot-ping-secret = { $player }, czekamy na twoją zakrytą odpowiedź.
bot-step-status = Odpowiedzi: { $done } z { $total }. Czekamy na: { $players }.
bot-summary-more = { $count ->
    [one] … jeden wcześniejszy wpis jest w dzienniku gry.
    [few] … { $count } wcześniejsze wpisy są w dzienniku gry.
   *[many] … { $count } wcześniejszych wpisów jest w dzienniku gry.
}
bot-game-over = Wyniki końcowe:
## $game: identyfikator gry; Świątynia liczy pkt (punkty Chwały Bożej), pozostałe gry PZ, jak ich komunikaty
bot-score-line = { $place }. { $player }: { $total } { $game ->
    [temple] pkt
   *[other] PZ
} ({ $parts })
bot-winners = { $count ->
    [one] Wygrywa: { $players }.
   *[other] Wspólne zwycięstwo: { $players }.
}
bot-log-empty = Jeszcze nic się nie wydarzyło.
bot-status-game = **{ $game }** ({ $options })
bot-status-round = Runda { $round } · { $phase }
bot-status-phase = { $phase }
bot-status-player = - **{ $player }**{ $away ->
    [bot] { " " }(gra bot)
    [vacation] { " " }(na urlopie)
   *[no] { "" }
}: { $line }
bot-status-waiting = { $waiting }
    (Na ten ruch czekamy już { $hours ->
        [one] 1 godzinę
        [few] { $hours } godziny
        [many] { $hours } godzin
       *[other] { $hours } godziny
    }).
bot-status-recent = Ostatnio:
bot-nothing-to-decide = W tej chwili nie masz nic do zdecydowania.
bot-undone = { $player } cofa swój ostatni ruch.
bot-abandon-confirm = Porzucić tę grę dla wszystkich? Tego nie da się cofnąć. Naciśnij przycisk jeszcze raz, aby potwierdzić.
bot-abandoned = { $player } porzuca grę { $game }.
bot-muted = Nie dostaniesz więcej przypomnień, dopóki gra nie ruszy dalej.
bot-settings = Przypomnienia co { $hours ->
    [one] godzinę
    [few] { $hours } godziny
    [many] { $hours } godzin
   *[other] { $hours } godziny
}, godziny ciszy: { $quiet } ({ $timezone }). Twój język: { $language }; wyciszenie przypomnień: { $mute ->
    [on] włączone
   *[other] wyłączone
}.
bot-settings-pictures = Gra na tym kanale pokazuje obraz planszy { $pictures ->
    [turn] po każdej turze
    [round] raz na rundę
   *[request] tylko na życzenie (/gra plansza)
}.
bot-reminder = { $players }: gra { $game } czeka na ruch już { $hours ->
    [one] 1 godzinę
    [few] { $hours } godziny
    [many] { $hours } godzin
   *[other] { $hours } godziny
}.
bot-my-game-turn = { $game } (<#{ $channel }>): twoja kolej!
bot-my-game-wait = { $game } (<#{ $channel }>): czekamy na innych.
bot-my-game-lobby = { $game } (<#{ $channel }>): w lobby.
bot-my-games-none = Nie bierzesz teraz udziału w żadnej grze.

## Odmowy (widzi je tylko osoba, która pytała)

bot-no-game = Na tym kanale nie ma gry. Rozpocznij ją poleceniem /gra nowa.
bot-no-game-threads = Na samym kanale nie ma gry; jego gry toczą się w wątkach: { $threads }.
bot-bad-pictures = Obraz planszy może być: { $choices }.
bot-need-channel = Gry toczą się na kanale lub w wątku serwera, nie w wiadomościach prywatnych.
bot-channel-busy = Na tym kanale toczy się już gra { $game }. Najpierw ją zakończ lub porzuć albo rozpocznij nową w wątku.
bot-not-started = Gra jeszcze się nie rozpoczęła.
bot-already-started = Gra już się rozpoczęła.
bot-already-joined = Już bierzesz udział w tej grze.
bot-lobby-full = Gra jest już pełna (limit graczy: { $max }).
bot-seat-bot = { $number ->
    [0] Bot ({ $strength })
   *[other] Bot { $number } ({ $strength })
}
bot-strength-easy = łatwy
bot-strength-normal = średni
bot-strength-strong = silny
bot-bad-strength = Nie ma bota o sile „{ $strength }”: wybierz jedną z: { $choices }.
bot-bots-too-many = { $count ->
    [one] { $count } bot to za dużo
    [few] { $count } boty to za dużo
   *[many] { $count } botów to za dużo
}: najwyżej { $max } (jedno miejsce zostaje dla ciebie).
bot-bots-not-allowed = Opcje tego stołu nie pozwalają na { $count } graczy (wliczając boty).
bot-bots-started = Boty można dosadzić tylko w poczekalni, przed startem.
bot-no-bots = W tej poczekalni nie ma bota do usunięcia.
bot-abandoned-nobody-left = { $player } był ostatnią osobą przy stole gry { $game }: boty nie grają same, więc gra zostaje porzucona.
bot-not-joined = Ten gracz nie bierze udziału w tej grze.
bot-leave-started = Gra już trwa: gracze nie mogą teraz odejść. Gospodarz może porzucić grę.
bot-only-host = Może to zrobić tylko gospodarz gry lub osoba zarządzająca kanałem.
bot-only-manager = Ustawienia kanału może zmieniać tylko osoba zarządzająca kanałem (lub gospodarz gry na tym kanale).
bot-player-count = Gra { $game } wymaga od { $min } do { $max } graczy, a { $count ->
    [one] jest 1 gracz
    [few] jest { $count } graczy
    [many] jest { $count } graczy
   *[other] jest { $count } gracza
}.
bot-bad-order = Kolejność graczy musi zawierać każdego gracza dokładnie raz.
bot-board-changed = Stan gry zmienił się w międzyczasie. Sprawdź go jeszcze raz i wybierz ponownie.
bot-not-a-player = Nie grasz w tej grze.
bot-not-your-turn = To nie twoja kolej. Czekamy na: { $players }.
bot-typed-choice = { $count ->
    [one] Wpisz 1: to jedyny wybór, jaki pokazuje twoje pytanie.
   *[other] Wpisz liczbę od 1 do { $count }: tak są ponumerowane wybory, które pokazuje twoje pytanie.
}
bot-typed-choices = Wpisz numery swoich wyborów, od 1 do { $count }, oddzielone przecinkami (na przykład 1,3).
bot-typed-amount = Wpisz liczbę całkowitą od { $min } do { $max }.
bot-typed-amount-or = Wpisz liczbę całkowitą od { $min } do { $max } albo jedną z odpowiedzi: { $named }.
bot-typed-unknown = „{ $text }” nie jest teraz dostępną opcją. { $expected }
bot-game-finished = Ta gra już się zakończyła.
bot-undo-nothing = Nie ma ruchu do cofnięcia.
bot-undo-not-yours = Cofnąć można tylko ostatni ruch, a ten nie był twój.
bot-undo-barrier = Tego ruchu nie można już cofnąć: coś odsłonił albo zależał od losu.
bot-setting-bad-interval = Odstęp między przypomnieniami musi być liczbą godzin od 1 do { $max }.
bot-setting-bad-quiet = Godziny ciszy zapisuje się na przykład jako 22-7 (od 22:00 do 7:00).
bot-setting-bad-timezone = Nie znam strefy czasowej „{ $timezone }” (spróbuj Europe/Warsaw albo UTC).
bot-setting-bad-language = Nie mówię jeszcze w języku „{ $language }”.
bot-setting-bad-mute = Wyciszenie przyjmuje wartość on albo off.
bot-setting-unknown = Nie ma ustawienia o nazwie „{ $name }”.

## Przyciski i komunikaty aplikacji

bot-button-join = Dołącz
bot-button-leave = Wyjdź
bot-button-start = Start
bot-button-addbot = Dodaj bota
bot-button-removebot = Usuń bota
bot-button-play = Wykonaj ruch
bot-button-hand = Moja zasłonka
bot-button-board = Plansza
bot-button-abandon = Porzuć grę
bot-stale-button = Ten przycisk pochodzi z wcześniejszego momentu gry. Spójrz na najnowszą planszę i spróbuj ponownie.
bot-cannot-open-thread = Nie mogę tu otwierać wątków, więc gra nie może mieć własnego wątku. Pozwól mi tworzyć wątki publiczne i wysyłać w nich wiadomości albo wybierz wątek: wyłączone.
bot-cannot-post = Nie mogę pisać na tym kanale. Pozwól mi wysyłać wiadomości i załączać pliki.
bot-reminders-failing = Nie mogę publikować przypomnień twojej gry { $game } na kanale { $channel }: brakuje mi tam uprawnienia. Nadaj mi na tym kanale uprawnienia Wyświetlanie kanału, Wysyłanie wiadomości (w wątku: Wysyłanie wiadomości w wątkach) i Załączanie plików. Do tego czasu będę próbować ponownie, coraz rzadziej (co najmniej raz dziennie).
bot-error-unexpected = Przepraszam, coś poszło nie tak po mojej stronie. Gra jest bezpieczna: spójrz na planszę i spróbuj ponownie.

## A game that is over: nobody is to move

bot-game-abandoned = Gra { $game } została porzucona. Nikt już nie wykonuje ruchu; plansza zostaje taka, jaka była.
bot-status-finished = { $game }: gra się zakończyła.
    { $result }

## --- Narzędzia offline: python -m bot demo / console i wiersz poleceń (bot/__main__.py, demo.py, console.py) ---
## Polecenia konsoli (new, play, log, abandon yes ...) zostają po angielsku: tak się je wpisuje.

bot-cli-usage = { $prog }: { $error } (zobacz { $prog } --help)
bot-cli-interrupted = Przerwano. Baza danych jest zamknięta i nienaruszona: { $path }
bot-cli-storage = Nie można użyć bazy danych { $error }
bot-cli-migrate-usage = `migrate` kopiuje plik SQLite (--db, domyślnie BOT_DATABASE) do bazy PostgreSQL: --to postgresql://użytkownik@host/baza
bot-cli-migrated-table = { $table }: { $count ->
    [one] 1 wiersz
    [few] { $count } wiersze
   *[other] { $count } wierszy
}
bot-cli-migrated = Wszystko z { $source } jest już w PostgreSQL, a liczby się zgadzają. Ustaw BOT_DATABASE na adres postgresql:// i uruchom bota.
bot-cli-bad-shard = BOT_SHARD_ID ({ $id }) i BOT_SHARD_COUNT ({ $count }) muszą być liczbami całkowitymi, a id od 0 do liczby shardów minus jeden.
bot-cli-bad-effort = BOT_STRONG_EFFORT ({ $value }) musi być liczbą większą od 0 i nie większą niż { $most }.
bot-cli-no-token = Nie ustawiono DISCORD_TOKEN.
    Podaj go w zmiennej środowiskowej albo w pliku .env (DISCORD_TOKEN=...); README.md wyjaśnia, jak
    utworzyć aplikację Discord i zaprosić bota. Aby wypróbować gry bez Discorda:
        python -m bot demo nehemiah        (cała gra losowych graczy)
        python -m bot console              (gra w terminalu)
bot-cli-synced-guild = Zarejestrowane polecenia: { $count } na serwerze { $guild }.
bot-cli-synced-all = Zarejestrowane polecenia: { $count } na wszystkich serwerach (mogą się pojawić dopiero po godzinie).
bot-cli-sync-guild-copies = To kopie do testów, widoczne od razu i tylko na tym serwerze; jeśli polecenia są zarejestrowane także globalnie, serwer pokazuje każde z nich dwa razy. Kopie usuniesz poleceniem: python -m bot sync --guild { $guild } --clear
bot-cli-sync-cleared = Usunięto kopie poleceń zarejestrowane tylko na serwerze { $guild }: pokazuje on teraz wyłącznie polecenia globalne (jeśli są zarejestrowane).
bot-cli-sync-all-clear = Serwer, który dostał kopie przez --guild, pokazuje każde polecenie dwa razy: usuń je poleceniem python -m bot sync --guild ID --clear
bot-cli-sync-clear-needs-guild = --clear usuwa kopie poleceń z jednego serwera: wskaż go przez --guild ID.
bot-demo-played = Rozegrano { $moves ->
    [one] 1 ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
} w grze { $game } ({ $players ->
    [one] 1 gracz
    [few] { $players } gracze
    [many] { $players } graczy
   *[other] { $players } gracza
}).
bot-demo-header = { $game }, { $players ->
    [one] 1 gracz
    [few] { $players } gracze
    [many] { $players } graczy
   *[other] { $players } gracza
} ({ $names }), ziarno { $seed }: { $who ->
    [bot] bot gra na każdym miejscu
   *[random] losowe ruchy na każdym miejscu
}.
bot-demo-pictures-to = Obrazy planszy, wyniki końcowe, powtórka i zapis gry trafią do folderu { $folder }
bot-demo-progress = … { $moves ->
    [one] rozegrano 1 ruch
    [few] rozegrano { $moves } ruchy
    [many] rozegrano { $moves } ruchów
   *[other] rozegrano { $moves } ruchu
}
bot-demo-database = Baza danych: { $path }
bot-demo-pictures = Obrazy planszy: { $count } w folderze { $folder } (ostatni: { $last })
bot-demo-refused = Demo nie może być kontynuowane: { $reason }
bot-console-welcome = Konsola Builders' Table. Wpisz `help`, aby zobaczyć polecenia, `quit` (albo Ctrl-D), aby wyjść.
bot-console-help = Każdy wiersz to `imię: polecenie`; kilku graczy przy jednej klawiaturze (bez imienia grasz jako Gość).
      new GRA [OPCJA=on|off]     otwiera grę w lobby, np. `new nehemiah leaders=on`
                                 (`pictures=turn|round|request`: jak często pokazywać obraz planszy)
      join, leave                dołączenie do lobby albo wyjście z niego
      kick IMIĘ                  gospodarz usuwa gracza z lobby
      addbot [SIŁA], removebot   gospodarz dosadza bota (easy, normal, strong) albo usuwa ostatniego
                                 (`new nehemiah bots=2 strength=strong`: boty od razu przy otwarciu)
      start [IMIĘ ...]           gospodarz rozpoczyna grę (kolejność losowa albo jak w liście)
      options, prompt            twoje otwarte pytanie i możliwe odpowiedzi
      play N                     odpowiedź: N-ta możliwość, identyfikator opcji albo liczba
      hand                       to, co masz za zasłonką (widzisz tylko ty)
      board, status              plansza i czyja jest kolej
      log [STRONA]               co się wydarzyło; `log 1` to najnowsza strona, `log 2` poprzednia
      undo                       cofa twój ostatni ruch
      mute                       wycisza twoje przypomnienia, dopóki gra nie ruszy dalej
      abandon                    gospodarz porzuca grę (`abandon yes`, aby potwierdzić)
      settings [KLUCZ=WARTOŚĆ ...]  pokazuje albo zmienia: interval, quiet, timezone, language (kanału); pictures (jego gry); my-language, mute (twoje)
      games                      twoje gry
      rules GRA [STRONA]         przewodnik po zasadach gry, strona po stronie (jak /rules; `rules nehemiah 2`)
      help, quit
bot-console-open-lobby = Tutaj czeka w lobby gra { $game } (stół #{ $table }): `join`, aby dołączyć; gospodarz rozpoczyna ją poleceniem `start` albo kończy poleceniem `abandon`.
bot-console-open-game = Tutaj toczy się gra { $game } (stół #{ $table }): `options` pokaże twój następny wybór, `board` stan gry; gospodarz kończy ją poleceniem `abandon`.
bot-console-guest = Gość
bot-console-only-for = [tylko dla: { $user }]
bot-console-updated = [zaktualizowano]
bot-console-amount = liczba od { $min } do { $max }
bot-console-or-named = albo { $id }: { $label }
bot-console-picture = (obraz: { $path })
bot-console-unknown = Nie znam polecenia „{ $verb }”. Wpisz `help`, aby zobaczyć listę.
bot-console-bad-quote = Cudzysłów nie jest zamknięty; nic nie zostało zrobione.
bot-console-rules-what = Zasady której gry? Wpisz `rules` i jedną z nazw: { $games } (na przykład `rules temple` albo `rules temple 2` dla drugiej strony).
bot-console-new-what = Która gra? Wpisz `new` i jedną z nazw: { $games } (na przykład `new nehemiah leaders=on`).
bot-console-play-what = Jaki ruch? Wpisz `play` i numer swojego wyboru, na przykład `play 2` (listę pokazuje `options`).
bot-console-bots-usage = Liczba botów to liczba całkowita: `new nehemiah bots=2 strength=strong`.
bot-console-kick-who = Kogo? Wpisz `kick` i imię gracza.
bot-console-log-page = Strony dziennika są numerowane od 1: `log 1` to najnowsza strona, `log 2` poprzednia.
bot-log-past-end = Nie ma strony { $page }: dziennik tej gry ma { $pages ->
    [one] tylko 1 stronę
    [few] { $pages } strony
    [many] { $pages } stron
   *[other] { $pages } strony
}.
bot-console-abandon-confirm = Porzucić tę grę dla wszystkich? Tego nie da się cofnąć. Wpisz `abandon yes`, aby potwierdzić.
bot-console-settings-usage = Ustawienia zapisuje się jako KLUCZ=WARTOŚĆ, na przykład `settings interval=12 quiet=22-7` albo `settings my-language=pl`.

## --- Nieobecni gracze: zegar ruchów, urlopy, przekroczony czas, zastępcy i bot (bot/seating.py) ---
# bot-duration stoi w bierniku: „ma jeszcze 1 godzinę”, „przez 2 dni”.

bot-duration = { $days ->
    [0] { "" }
    [one] 1 dzień{ $hours ->
        [0] { "" }
       *[other] { " i " }
    }
   *[other] { $days } dni{ $hours ->
        [0] { "" }
       *[other] { " i " }
    }
}{ $hours ->
    [0] { $days ->
        [0] niecałą godzinę
       *[other] { "" }
    }
    [one] 1 godzinę
    [few] { $hours } godziny
   *[many] { $hours } godzin
}
bot-clock = Zegar ruchów: { $hours ->
    [one] 1 godzina
    [few] { $hours } godziny
   *[many] { $hours } godzin
} na decyzję, potem { $reserve ->
    [one] 1 dzień
    [few] { $reserve } dni
    [many] { $reserve } dni
   *[other] { $reserve } dnia
} rezerwy na gracza; urlop do { $vacation ->
    [one] 1 dnia
   *[other] { $vacation } dni
} na gracza.
bot-clock-off = Bez zegara ruchów; urlop do { $vacation ->
    [one] 1 dnia
   *[other] { $vacation } dni
} na gracza.
bot-clock-bad-limit = Zegar ruchów musi być liczbą godzin na decyzję od 1 do { $max } (0: bez zegara).
bot-clock-bad-reserve = Rezerwa musi być liczbą dni od 0 do { $max }.
bot-clock-bad-vacation = Urlop musi być liczbą dni od 0 do { $max }.
bot-clock-started = Zegar ruchów można zmienić tylko przed rozpoczęciem gry.
bot-clock-seat-time = { $player } ma jeszcze { $left }.
bot-clock-seat-vacation = { $player } jest na urlopie jeszcze przez { $left }.
bot-clock-seat-timed-out = { $player }: czas minął, stół decyduje, co dalej.
bot-clock-seat-bot = Bot gra za gracza { $player }, dopóki ten nie wróci.
bot-clock-seat-gone = Bot gra na miejscu gracza { $player } (gracz opuścił grę).
bot-hands = Na miejscu gracza { $player } grali: { $hands }.
bot-hands-person = { $player } ({ $moves ->
    [one] 1 ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
})
bot-hands-bot = bot ({ $moves ->
    [one] 1 ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
})
bot-vacation-started = { $player } bierze urlop na { $days ->
    [one] 1 dzień
   *[other] { $days } dni
}: zegar stoi, a przypomnienia są wstrzymane. (Zostało { $left ->
    [one] 1 dzień
   *[other] { $left } dni
} urlopu; /gra powrót kończy go wcześniej).
bot-vacation-already = Już jesteś na urlopie (jeszcze { $days ->
    [one] 1 dzień
   *[other] { $days } dni
}); /gra powrót go kończy.
bot-vacation-too-long = W tej grze { $left ->
    [0] nie zostały ci już dni urlopu
    [one] został ci 1 dzień urlopu
    [few] zostały ci { $left } dni urlopu
   *[many] zostało ci { $left } dni urlopu
}, więc urlop na { $days ->
    [one] 1 dzień
   *[other] { $days } dni
} nie jest możliwy.
bot-vacation-out-of-time = Twój czas się skończył i stół decyduje, co dalej: zamiast urlopu wykonaj ruch.
bot-vacation-bot-plays = Teraz za ciebie gra bot: najpierw odzyskaj swoje miejsce poleceniem /gra powrót.
bot-vacation-over = { $count ->
    [one] { $players } wraca z urlopu: zegar znów biegnie.
   *[other] { $players } wracają z urlopu: ich zegary znów biegną.
}
bot-back-nothing = Nie jesteś na urlopie i nikt nie gra za ciebie.
bot-back-vacation = { $player } wraca z urlopu: zegar znów biegnie.
bot-back-seat = { $player } wraca na swoje miejsce i znów gra od następnej decyzji.
bot-seat-bot-plays = Teraz za ciebie gra bot. Odzyskaj miejsce poleceniem /gra powrót, a potem wykonaj ruch.
bot-seat-left = Nie grasz już w tej grze: twoje miejsce przejął bot albo zastępca.
bot-seat-unknown = Ta osoba nie gra w tej grze.
bot-seat-already-left = Ten gracz już opuścił grę.
bot-resign-confirm = Poddać tę grę? Od tej chwili za ciebie zagra bot, a stół może przekazać twoje miejsce zastępcy. Naciśnij przycisk jeszcze raz, aby potwierdzić.
bot-resigned = { $player } poddaje grę. Od teraz na tym miejscu gra bot; /gra zastępstwo przekazuje je zastępcy.
bot-remove-not-timed-out = Gracza można usunąć dopiero wtedy, gdy skończy mu się czas.
bot-removed = Gospodarz usuwa z gry gracza { $player }. Od teraz na tym miejscu gra bot; /gra zastępstwo przekazuje je zastępcy.
bot-not-at-table = O tym decydują tylko gracze przy tym stole, gospodarz gry lub moderator.
bot-replace-not-absent = { $player } nadal gra: miejsce przekazuje się zastępcy dopiero po przekroczeniu czasu, gdy gra na nim bot, albo na prośbę samego gracza.
bot-replace-already-playing = { $player } już gra w tej grze.
bot-replace-not-a-person = Zastępcą może być tylko człowiek, nie inny bot.
bot-substitute = { $substitute } przejmuje miejsce gracza { $player } razem z kartami i kolejką.
bot-timeout = { $count ->
    [one] Graczowi { $players } skończył się czas.
   *[other] Graczom { $players } skończył się czas.
} Pozostali gracze (albo gospodarz) decydują: poczekać jeszcze raz, oddać miejsce botowi do powrotu gracza albo przekazać je zastępcy poleceniem /gra zastępstwo.
bot-timeout-none = Przy tym stole nikomu nie skończył się czas.
bot-timeout-own = To twój czas się skończył: po prostu wykonaj ruch.
bot-timeout-bad-choice = Do wyboru: poczekać albo oddać miejsce botowi.
bot-timeout-wait = Stół jeszcze raz czeka na: { $players }.
bot-timeout-bot = Bot gra za: { $players }; miejsce można odzyskać poleceniem /gra powrót.
bot-button-resign = Poddaj grę
bot-button-wait = Poczekaj
bot-button-seatbot = Niech gra bot
## W dzienniku gry
bot-log-vacation = { $player } bierze urlop na { $days ->
    [one] 1 dzień
   *[other] { $days } dni
}.
bot-log-vacation-over = { $player } wraca z urlopu.
bot-log-back-vacation = { $player } wcześniej wraca z urlopu.
bot-log-back-seat = { $player } odzyskuje swoje miejsce od bota.
bot-log-resigned = { $player } poddaje grę; na tym miejscu gra bot.
bot-log-removed = Gospodarz usuwa gracza { $player }; na tym miejscu gra bot.
bot-log-timeout = Graczowi { $player } skończył się czas.
bot-log-timeout-wait = Stół jeszcze raz czeka na gracza { $player }.
bot-log-timeout-bot = Bot gra za gracza { $player }.
bot-log-substitute = { $substitute } przejmuje miejsce gracza { $player }.

## --- Nauka gier: /zasady i /pomoc ---

bot-rules-heading = **{ $game } · { $title }** ({ $page }/{ $pages })
bot-rules-unknown-game = Nie ma przewodnika po zasadach tej gry. Dostępne gry: { $games }.
bot-rules-unknown-page = W tym przewodniku nie ma takiej strony. Jego strony: { $pages }.
bot-rules-this-table = **Ten stół:** { $options }.
bot-button-previous = ◀ Wstecz
bot-button-next = Dalej ▶
bot-button-share = Pokaż wszystkim
# /pomoc to trzy prywatne wiadomości, po jednej na klucz bot-help-*; każda mieści się w 1500 znakach
# (TableService.HELP_PART_MAX, sprawdzane w testach dla każdego języka).
bot-help-playing = **Jak się tu gra.** Gra toczy się na kanale albo w wątku przez wiele godzin lub dni: nikt nie musi być online w tym samym czasie. Gry: { $games }.
    - **Początek:** `/gra nowa` otwiera stół (zegar ruchów, osobny wątek i obrazy planszy to opcje); pozostali naciskają **Dołącz**, a gospodarz **Start**.
    - **Gra:** gdy przychodzi twoja kolej, dostajesz wzmiankę; naciśnij **Wykonaj ruch** (albo wpisz `/ruch`) i wybierz. Twoje karty są za przyciskiem **Moja zasłonka** (`/zasłonka`), tylko dla ciebie. Po każdej turze pojawia się obraz planszy.
    - **Przypomnienia** przychodzą po 24 godzinach, potem po 48 i 72; `/gra wycisz` wyłącza je na tę turę. `/gra cofnij` cofa twój ostatni ruch, dopóki nic nowego nie zostało odkryte.
    - **Nauka:** `/zasady` pokazuje zasady gry strona po stronie.
bot-help-commands = **Polecenia.**
    `/gra nowa`, `/gra dołącz`, `/gra wyjdź`, `/gra start`: stół przed grą
    `/ruch`, `/zasłonka`: twój ruch, twoje karty
    `/gra plansza`, `/gra stan`, `/gra dziennik`, `/gry`: plansza, stan gry, co się wydarzyło, twoje gry
    `/gra cofnij`, `/gra wycisz`, `/gra ustawienia`: cofnięcie, cisza w tej turze, przypomnienia i języki
    `/zasady`, `/pomoc`: przewodniki po zasadach, ta pomoc
bot-help-absent = **Nieobecni gracze i zakończone gry.**
    - **Limity czasu:** przy zegarze ruchów czas ponad limit schodzi z twojej rezerwy. Wyjeżdżasz? `/gra urlop` zatrzymuje twój zegar. Gdy komuś skończy się czas, stół wybiera: poczekać, oddać miejsce botowi albo zastępcy.
    `/gra zegar`, `/gra urlop`, `/gra powrót`: zegar ruchów, urlop, powrót na miejsce
    `/gra poddaj`, `/gra zastępstwo`, `/gra usuń`, `/gra porzuć`: poddanie gry, zastępca, usunięcie gracza bez czasu, koniec gry dla wszystkich
    `/gra historia`, `/gra powtórka`, `/gra eksport`, `/statystyki`: zakończone gry, powtórka, zapis gry, rankingi
