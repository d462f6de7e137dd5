## Po grze (bot/aftergame.py, historia, statystyki, eksport i powtórka w usłudze).
## $table to numer stołu jako tekst (bez grupowania cyfr jak w kwotach).

bot-replay-ready = Cała rozgrywka: { $game } (stół #{ $table }) w { $count ->
    [one] 1 klatce
   *[other] { $count } klatkach
}.
bot-replay-alt = Animacja rozgrywki ({ $game }): { $count ->
    [one] 1 klatka
    [few] { $count } klatki
   *[other] { $count } klatek
} od początku do wyników końcowych.
bot-replay-no-pictures = Ten bot nie rysuje tu obrazków, więc nie ma powtórki do pokazania.
bot-export-ready = Zapis rozgrywki: { $game } (stół #{ $table }): { $count ->
    [one] 1 ruch
    [few] { $count } ruchy
   *[other] { $count } ruchów
}. Odtworzysz go bez Discorda poleceniem `python -m engine replay PLIK`.
bot-export-players-only = Zapis stołu #{ $table } mogą pobrać tylko jego gracze: zawiera każdą rozdaną kartę, także te, których gra nigdy nie pokazała.

bot-history-title = **Zakończone gry na tym kanale** (strona { $page }):
bot-history-line = #{ $table } · { $game } · { $date }: { $count ->
    [0] nikt nie wygrał
    [one] wygrywa { $winners }
   *[other] wspólne zwycięstwo: { $winners }
} ({ $scores })
bot-history-more = Starsze gry: `/gra historia strona:{ $page }`.
bot-history-none = Na tym kanale nie zakończono jeszcze żadnej gry.
bot-history-past-end = Nie ma tu więcej zakończonych gier.
bot-no-such-table = Na tym kanale nie ma stołu #{ $table }. `/gra historia` pokazuje zakończone tu gry.
bot-table-not-finished = Gra przy stole #{ $table } jeszcze trwa: zapis i powtórka będą dostępne po jej zakończeniu.

bot-stats-title = **Rankingi na tym serwerze**
bot-stats-game = **{ $game }**
bot-stats-leader = { $place }. { $player }: ranking { $rating } · { $games ->
    [one] 1 gra rankingowa
    [few] { $games } gry rankingowe
   *[other] { $games } gier rankingowych
} · { $wins ->
    [one] 1 zwycięstwo
    [few] { $wins } zwycięstwa
   *[other] { $wins } zwycięstw
}
bot-stats-none = Nikt nie ma jeszcze rankingu na tym serwerze: daje go zakończona gra co najmniej dwóch graczy.
bot-stats-player = **{ $player }** na tym serwerze:
bot-stats-player-game = { $game }: { $games ->
    [one] 1 gra
    [few] { $games } gry
   *[other] { $games } gier
}, { $wins ->
    [one] 1 zwycięstwo
    [few] { $wins } zwycięstwa
   *[other] { $wins } zwycięstw
}; ranking { $rating } po { $rated ->
    [one] 1 grze rankingowej
   *[other] { $rated } grach rankingowych
}
bot-stats-player-game-unrated = { $game }: { $games ->
    [one] 1 gra
    [few] { $games } gry
   *[other] { $games } gier
}, { $wins ->
    [one] 1 zwycięstwo
    [few] { $wins } zwycięstwa
   *[other] { $wins } zwycięstw
}; jeszcze bez rankingu
bot-stats-player-none = { $player }: brak zakończonych gier na tym serwerze.
bot-stats-recent = Ostatnie wyniki:
bot-stats-result = #{ $table } · { $game } · { $date }: miejsce { $place }, { $score } pkt{ $rated ->
    [yes] {""}
   *[no] {" "}(bez rankingu)
}

bot-console-help-after = Po grze:
      history [STRONA]           zakończone gry tego kanału
      stats [IMIĘ] [GRA]         rankingi tutaj albo gry i ranking jednego gracza
      export [STÓŁ]              zapisz do pliku zapis zakończonej gry (domyślnie ostatniej)
      replay [STÓŁ]              narysuj ponownie animowaną powtórkę zakończonej gry
bot-console-file = (plik: { $path })
bot-console-number-usage = Po `{ $verb }` wpisz liczbę od 1, na przykład `{ $verb } 2`, albo nic.
