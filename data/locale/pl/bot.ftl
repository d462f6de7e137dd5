## Obsługa stołu: lobby, tury, odmowy, przypomnienia, ustawienia.

bot-lobby = { $host } otwiera grę { $game } ({ $options }).
    Gracze { $count }/{ $max } (co najmniej { $min }): { $players }.
bot-option-on = { $option }
bot-options-none = gra podstawowa
bot-lobby-closed = { $host } zamyka lobby.
bot-started = Gra się zaczyna! Kolejność graczy: { $order }.
bot-waiting-for = Czekamy na gracza { $player }: { $prompt }
bot-waiting-secret = Zakryte odpowiedzi: { $done } z { $total }. Czekamy na: { $players }.
bot-game-over = Wyniki końcowe:
bot-score-line = { $place }. { $player }: { $total } PZ ({ $parts })
bot-winners = { $count ->
    [one] Wygrywa: { $players }.
   *[other] Wspólne zwycięstwo: { $players }.
}
bot-log-empty = Jeszcze nic się nie wydarzyło.
bot-status = { $game }: bieżący krok czeka już { $hours ->
    [one] 1 godzinę
    [few] { $hours } godziny
    [many] { $hours } godzin
   *[other] { $hours } godziny
}.
    { $waiting }
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
}, godziny ciszy: { $quiet } ({ $timezone }). Twój język: { $language }; wyciszenie twoich przypomnień: { $mute }.
bot-reminder = { $players }: gra { $game } czeka na wasz ruch już { $hours ->
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

bot-no-game = Na tym kanale nie ma gry. Rozpocznij ją poleceniem /game new.
bot-need-channel = Gry toczą się na kanale lub w wątku serwera, nie w wiadomościach prywatnych.
bot-channel-busy = Na tym kanale toczy się już gra { $game }. Najpierw ją zakończ lub porzuć albo rozpocznij nową w wątku.
bot-not-started = Gra jeszcze się nie rozpoczęła.
bot-already-started = Gra już się rozpoczęła.
bot-already-joined = Już bierzesz udział w tej grze.
bot-lobby-full = Gra jest już pełna (limit graczy: { $max }).
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
bot-game-finished = Ta gra już się zakończyła.
bot-undo-nothing = Nie ma ruchu do cofnięcia.
bot-undo-not-yours = Cofnąć można tylko ostatni ruch, a ten nie był twój.
bot-undo-barrier = Tego ruchu nie można już cofnąć: coś odsłonił albo zależał od losu.
bot-setting-bad-interval = Odstęp między przypomnieniami to liczba całkowita godzin od 1 do { $max }.
bot-setting-bad-quiet = Godziny ciszy zapisuje się na przykład jako 22-7 (od 22:00 do 7:00).
bot-setting-bad-timezone = Nie znam strefy czasowej „{ $timezone }” (spróbuj Europe/Warsaw albo UTC).
bot-setting-bad-language = Nie mówię jeszcze w języku „{ $language }”.
bot-setting-bad-mute = Wyciszenie przyjmuje wartość on albo off.
bot-setting-unknown = Nie ma ustawienia o nazwie „{ $name }”.

## Przyciski i komunikaty aplikacji

bot-button-join = Dołącz
bot-button-leave = Wyjdź
bot-button-start = Start
bot-button-play = Graj
bot-button-hand = Moja zasłonka
bot-button-board = Plansza
bot-button-abandon = Porzuć grę
bot-stale-button = Ten przycisk pochodzi z wcześniejszego momentu gry. Spójrz na najnowszą planszę i spróbuj ponownie.
bot-cannot-post = Nie mogę pisać na tym kanale. Pozwól mi wysyłać wiadomości i załączać pliki.
bot-error-unexpected = Przepraszam, coś poszło nie tak po mojej stronie. Gra jest bezpieczna: spójrz na planszę i spróbuj ponownie.

## A game that is over: nobody is to move

bot-game-abandoned = Gra { $game } została porzucona. Nikt już nie wykonuje ruchu; plansza zostaje taka, jaka była.
bot-status-finished = { $game }: gra się zakończyła.
    { $result }
