"""Numbered schema migrations, applied in order and recorded in `schema_migrations`: `MIGRATIONS` for
SQLite, `POSTGRES_MIGRATIONS` for PostgreSQL. The numbers are one sequence: a database of either kind
at version N has the same tables and meaning. PostgreSQL came at version 7, so its first script makes
the whole schema of 1-7 at once; each later change gets one number and a script in both lists."""

MIGRATIONS: list[tuple[int, str]] = [
    (1, """
CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild            TEXT,
    channel          TEXT NOT NULL,
    game             TEXT NOT NULL,
    options          TEXT NOT NULL,
    seed             INTEGER NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    host             TEXT NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0,
    state            TEXT,
    awaiting         TEXT NOT NULL DEFAULT '',
    awaiting_since   REAL,
    next_reminder_at REAL,
    reminders_sent   INTEGER NOT NULL DEFAULT 0,
    created_at       REAL NOT NULL,
    updated_at       REAL NOT NULL
);
-- One game in the lobby or in play per channel (a thread is a channel).
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel) WHERE status IN ('lobby', 'active');
CREATE INDEX games_reminders_due ON games (next_reminder_at) WHERE status = 'active';

CREATE TABLE seats (
    game          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user          TEXT NOT NULL,
    name          TEXT NOT NULL,
    joined        INTEGER NOT NULL,
    seat          INTEGER,
    muted_version INTEGER,
    PRIMARY KEY (game, user)
);
CREATE UNIQUE INDEX seats_by_seat ON seats (game, seat) WHERE seat IS NOT NULL;
CREATE INDEX seats_by_user ON seats (user);

CREATE TABLE actions (
    game     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    user     TEXT NOT NULL,
    decision TEXT NOT NULL,
    choice   TEXT NOT NULL,
    at       REAL NOT NULL,
    undone   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, seq)
);

CREATE TABLE events (
    game   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq    INTEGER NOT NULL,
    action INTEGER,
    at     REAL NOT NULL,
    event  TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);

CREATE TABLE settings (
    scope  TEXT NOT NULL CHECK (scope IN ('guild', 'channel', 'user')),
    target TEXT NOT NULL,
    key    TEXT NOT NULL,
    value  TEXT NOT NULL,
    PRIMARY KEY (scope, target, key)
);
"""),
    # How many moves were taken back: part of every decision id the service shows, so that a button
    # from before an undo never matches a question asked again after it.
    (2, """
ALTER TABLE games ADD COLUMN undos INTEGER NOT NULL DEFAULT 0
"""),
    # Every lookup of a move, a board, a status or a sweep uses an index, whatever the number of games;
    # an action keeps the state before it while it can still be taken back (undo without a replay).
    (3, """
CREATE INDEX games_by_channel ON games (channel, id);
CREATE INDEX events_by_action ON events (game, action);
ALTER TABLE actions ADD COLUMN state_before TEXT;
CREATE INDEX actions_undoable ON actions (game, seq) WHERE state_before IS NOT NULL
"""),
    # The channel gets a board per turn, not per answer: the events up to `shown_seq` were summarised
    # in a posted board; the next board summarises the ones after it.
    # A public status line of a step (answers coming in) is one message edited in place, also after a
    # restart: the front end's message id per game and slot.
    (4, """
ALTER TABLE games ADD COLUMN shown_seq INTEGER NOT NULL DEFAULT 0;
CREATE TABLE posts (
    game    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    slot    TEXT NOT NULL,
    message TEXT NOT NULL,
    PRIMARY KEY (game, slot)
)
"""),
    # A table may play in a thread of its own (opened at the start; the lobby and the result stay in
    # the channel, `parent`), and chooses how often the channel gets a board picture. A game begun in
    # an existing thread also records that thread's channel as `parent`: its settings apply there.
    (5, """
ALTER TABLE games ADD COLUMN parent TEXT;
ALTER TABLE games ADD COLUMN thread INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN pictures TEXT NOT NULL DEFAULT 'turn';
CREATE INDEX games_by_parent ON games (parent) WHERE status IN ('lobby', 'active')
"""),
    # Absent players: a table's move clock, vacations and who plays each seat (bot/seating.py), as
    # JSON written with every move; `seating_due`: when the sweep next has something to do there
    # (a vacation ends, a seat runs out of time, the bot is to play).
    (6, """
ALTER TABLE games ADD COLUMN seating TEXT;
ALTER TABLE games ADD COLUMN seating_due REAL;
CREATE INDEX games_seating_due ON games (seating_due) WHERE status = 'active'
"""),
    # After the game: each seat's result (who held it at the end, place, score, won, rated), and the
    # ratings per server, game and player (bot/ratings.py), both written with the game's last move.
    # The history of a channel lists its finished games and those of the threads it opened.
    (7, """
CREATE TABLE results (
    game   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat   INTEGER NOT NULL,
    guild  TEXT NOT NULL,
    kind   TEXT NOT NULL,
    user   TEXT NOT NULL,
    name   TEXT NOT NULL,
    place  INTEGER NOT NULL,
    score  INTEGER NOT NULL,
    won    INTEGER NOT NULL,
    rated  INTEGER NOT NULL,
    at     REAL NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX results_by_player ON results (guild, user, at);
CREATE TABLE ratings (
    guild      TEXT NOT NULL,
    kind       TEXT NOT NULL,
    user       TEXT NOT NULL,
    name       TEXT NOT NULL,
    rating     REAL NOT NULL,
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (guild, kind, user)
);
CREATE INDEX ratings_leaderboard ON ratings (guild, kind, rating DESC);
CREATE INDEX ratings_by_player ON ratings (guild, user);
CREATE INDEX games_finished_in_channel ON games (channel, id) WHERE status = 'finished';
CREATE INDEX games_finished_in_threads ON games (parent, id) WHERE status = 'finished'
"""),
    # What undo needs lives in its own table, and only while it can be used: the state before each
    # action of the trailing run of one player's actions (undo takes back one's own last action), none
    # across a barrier, none once the game is over; open games keep the states they had. A game that
    # leaves play packs its events into one row (bot/storage/archive.py): a finished game keeps its
    # final state, seats, actions, packed log and results (games finished before keep their rows).
    (8, """
CREATE TABLE undo_states (
    game  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq   INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);
-- A move's action and the state before it, in one statement (one trip to the database): a row
-- inserted into kept_actions numbers the action after the game's last, deletes the kept states it
-- puts out of reach (all before it if it keeps none: a barrier; else those up to the latest action of
-- another player, which undo cannot reach past), and keeps its own (`state`, NULL for none).
CREATE VIEW kept_actions AS SELECT a.game, a.seat, a.user, a.decision, a.choice, a.at, u.state FROM actions a LEFT JOIN undo_states u USING (game, seq);
CREATE TRIGGER kept_actions_insert INSTEAD OF INSERT ON kept_actions BEGIN INSERT INTO actions (game, seq, seat, user, decision, choice, at) SELECT NEW.game, coalesce(max(seq), 0) + 1, NEW.seat, NEW.user, NEW.decision, NEW.choice, NEW.at FROM actions WHERE game = NEW.game; DELETE FROM undo_states WHERE game = NEW.game AND (NEW.state IS NULL OR seq <= coalesce((SELECT a.seq FROM actions a WHERE a.game = NEW.game AND a.undone = 0 AND a.user <> NEW.user ORDER BY a.seq DESC LIMIT 1), 0)); INSERT INTO undo_states (game, seq, state) SELECT NEW.game, max(seq), NEW.state FROM actions WHERE game = NEW.game AND NEW.state IS NOT NULL GROUP BY game; END;
INSERT INTO undo_states (game, seq, state)
    SELECT actions.game, actions.seq, actions.state_before FROM actions JOIN games ON games.id = actions.game
    WHERE actions.state_before IS NOT NULL AND actions.undone = 0 AND games.status = 'active';
DROP INDEX actions_undoable;
ALTER TABLE actions DROP COLUMN state_before;
CREATE TABLE event_archives (
    game   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    events BLOB NOT NULL
);
-- A finished game's animated replay until it is built (drawn after the final board): a restart
-- meanwhile builds it again; `claimed_at`: when a process began to build it.
CREATE TABLE replays_due (
    game       INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    claimed_at REAL
)
"""),
    # A board marks what changed since the table's previous board picture: the public view of that
    # picture, packed (bot/storage/archive.py pack_view), is kept with the game. Each table has an
    # unguessable address on the web (bot/web): `web_key`, 128 random bits (new games get theirs from
    # Python's `secrets`; the games before, from SQLite's randomness).
    (9, """
ALTER TABLE games ADD COLUMN shown_view BLOB;
ALTER TABLE games ADD COLUMN web_key TEXT;
UPDATE games SET web_key = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX games_web_key ON games (web_key)
"""),
]


# The schema of SQLite's migrations 1-7 in PostgreSQL's words: times are double precision (REAL is
# single precision there), flags are booleans, ids an identity column; JSON stays text, exactly the
# bytes the service wrote. "user" is a reserved word in PostgreSQL and is quoted.
POSTGRES_MIGRATIONS: list[tuple[int, str]] = [
    (7, """
CREATE TABLE games (
    id               BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    guild            TEXT,
    channel          TEXT NOT NULL,
    game             TEXT NOT NULL,
    options          TEXT NOT NULL,
    seed             BIGINT NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    host             TEXT NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0,
    state            TEXT,
    awaiting         TEXT NOT NULL DEFAULT '',
    awaiting_since   DOUBLE PRECISION,
    next_reminder_at DOUBLE PRECISION,
    reminders_sent   INTEGER NOT NULL DEFAULT 0,
    created_at       DOUBLE PRECISION NOT NULL,
    updated_at       DOUBLE PRECISION NOT NULL,
    undos            INTEGER NOT NULL DEFAULT 0,
    shown_seq        INTEGER NOT NULL DEFAULT 0,
    parent           TEXT,
    thread           BOOLEAN NOT NULL DEFAULT FALSE,
    pictures         TEXT NOT NULL DEFAULT 'turn',
    seating          TEXT,
    seating_due      DOUBLE PRECISION
);
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel) WHERE status IN ('lobby', 'active');
CREATE INDEX games_reminders_due ON games (next_reminder_at) WHERE status = 'active';
CREATE INDEX games_by_channel ON games (channel, id);
CREATE INDEX games_by_parent ON games (parent) WHERE status IN ('lobby', 'active');
CREATE INDEX games_seating_due ON games (seating_due) WHERE status = 'active';
CREATE INDEX games_finished_in_channel ON games (channel, id) WHERE status = 'finished';
CREATE INDEX games_finished_in_threads ON games (parent, id) WHERE status = 'finished';

CREATE TABLE seats (
    game          BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    "user"        TEXT NOT NULL,
    name          TEXT NOT NULL,
    joined        INTEGER NOT NULL,
    seat          INTEGER,
    muted_version INTEGER,
    PRIMARY KEY (game, "user")
);
CREATE UNIQUE INDEX seats_by_seat ON seats (game, seat) WHERE seat IS NOT NULL;
CREATE INDEX seats_by_user ON seats ("user");

CREATE TABLE actions (
    game         BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq          INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    "user"       TEXT NOT NULL,
    decision     TEXT NOT NULL,
    choice       TEXT NOT NULL,
    at           DOUBLE PRECISION NOT NULL,
    undone       BOOLEAN NOT NULL DEFAULT FALSE,
    state_before TEXT,
    PRIMARY KEY (game, seq)
);
CREATE INDEX actions_undoable ON actions (game, seq) WHERE state_before IS NOT NULL;

CREATE TABLE events (
    game   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq    INTEGER NOT NULL,
    action INTEGER,
    at     DOUBLE PRECISION NOT NULL,
    event  TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);
CREATE INDEX events_by_action ON events (game, action);

CREATE TABLE settings (
    scope  TEXT NOT NULL CHECK (scope IN ('guild', 'channel', 'user')),
    target TEXT NOT NULL,
    key    TEXT NOT NULL,
    value  TEXT NOT NULL,
    PRIMARY KEY (scope, target, key)
);

CREATE TABLE posts (
    game    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    slot    TEXT NOT NULL,
    message TEXT NOT NULL,
    PRIMARY KEY (game, slot)
);

CREATE TABLE results (
    game   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat   INTEGER NOT NULL,
    guild  TEXT NOT NULL,
    kind   TEXT NOT NULL,
    "user" TEXT NOT NULL,
    name   TEXT NOT NULL,
    place  INTEGER NOT NULL,
    score  INTEGER NOT NULL,
    won    BOOLEAN NOT NULL,
    rated  BOOLEAN NOT NULL,
    at     DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX results_by_player ON results (guild, "user", at);

CREATE TABLE ratings (
    guild      TEXT NOT NULL,
    kind       TEXT NOT NULL,
    "user"     TEXT NOT NULL,
    name       TEXT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild, kind, "user")
);
CREATE INDEX ratings_leaderboard ON ratings (guild, kind, rating DESC);
CREATE INDEX ratings_by_player ON ratings (guild, "user")
"""),
    (8, """
CREATE TABLE undo_states (
    game  BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq   INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);
INSERT INTO undo_states (game, seq, state)
    SELECT actions.game, actions.seq, actions.state_before FROM actions JOIN games ON games.id = actions.game
    WHERE actions.state_before IS NOT NULL AND NOT actions.undone AND games.status = 'active';
DROP INDEX actions_undoable;
ALTER TABLE actions DROP COLUMN state_before;
CREATE TABLE event_archives (
    game   BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    events BYTEA NOT NULL
);
CREATE TABLE replays_due (
    game       BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    claimed_at DOUBLE PRECISION
)
"""),
    (9, """
ALTER TABLE games ADD COLUMN shown_view BYTEA;
ALTER TABLE games ADD COLUMN web_key TEXT
    DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX games_web_key ON games (web_key)
"""),
]
