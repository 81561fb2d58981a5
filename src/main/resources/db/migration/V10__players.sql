-- Bots find opponents (issue 22): players with a token of their own, the games they sit in, one
-- stream of events per player, challenges and seeks.

-- A player: a name and a token (only its SHA-256 is kept; shown once). With portal keys, a
-- portal's players (portal NULL: created in open mode).
CREATE TABLE player (
    id          uuid        PRIMARY KEY,
    portal      text,
    name        text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
    token_hash  bytea       NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
    created_at  timestamptz NOT NULL
);

-- The seats players hold, by seat name, with their names as the state shows them
-- ({"south": {"id": "…", "name": "…"}}); NULL when no seat is a player's. A player's name never
-- changes, so the state needs no join. The move path reads it with the row, to know whose token
-- acts for a seat and whose stream hears of the change.
ALTER TABLE game ADD COLUMN players jsonb;

-- GET /api/v1/games?player=…: a player's games, newest first; and a new stream's games in play.
CREATE TABLE game_player (
    player_id   uuid        NOT NULL REFERENCES player (id),
    game_id     uuid        NOT NULL REFERENCES game (id),
    seat        text        NOT NULL,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_player_newest ON game_player (player_id, created_at DESC, game_id DESC);

-- A player's stream (GET /api/v1/players/me/events). A game's rows (gameStart, yourTurn,
-- gameFinish) are written by the statement that writes the game's events, with the feed key of
-- those events (V8), so they commit or roll back with them and keep the game's order; a
-- challenge's rows take their transaction's id. As in the portal stream, a reader takes only keys
-- below pg_snapshot_xmin(pg_current_snapshot()), so a cursor (feed_key, seq) resumes with no gap
-- and no repeat on any replica. A game's rows carry no data: the stream renders the game as the
-- player's seat sees it when it sends the event; a challenge's rows name the challenge.
CREATE TABLE player_event (
    player_id     uuid        NOT NULL REFERENCES player (id),
    feed_key      xid8        NOT NULL,
    seq           bigint      GENERATED ALWAYS AS IDENTITY,
    type          text        NOT NULL CHECK (type IN ('gameStart', 'yourTurn', 'gameFinish', 'challenge',
                                                       'challengeCanceled', 'challengeDeclined')),
    game_id       uuid,
    seat          text,
    version       bigint,
    challenge_id  uuid,
    created_at    timestamptz NOT NULL,
    PRIMARY KEY (player_id, feed_key, seq),
    CHECK ((game_id IS NULL) = (challenge_id IS NOT NULL))
);

-- A challenge: from a player, to one (to_player) or to anyone (NULL); taken exactly once by the
-- UPDATE … WHERE status = 'open' of its accept, in the transaction that creates the game.
CREATE TABLE challenge (
    id           uuid        PRIMARY KEY,
    portal       text,
    from_player  uuid        NOT NULL REFERENCES player (id),
    to_player    uuid        REFERENCES player (id),
    kind         text        NOT NULL,
    rules        jsonb       NOT NULL,
    clock        jsonb,
    seat         text        NOT NULL,
    status       text        NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'canceled')),
    game_id      uuid        REFERENCES game (id),
    expires_at   timestamptz NOT NULL,
    created_at   timestamptz NOT NULL,
    CHECK (to_player IS DISTINCT FROM from_player)
);
-- GET /api/v1/challenges: a portal's open challenges, newest first.
CREATE INDEX challenge_open ON challenge (portal, created_at DESC, id DESC) WHERE status = 'open';

-- A seek: a player waiting for an opponent for one kind of game. match_key is the game, its rules
-- and its clock as canonical text (and the portal): two waiting seeks of the same key from two
-- players make a game. Pairing takes a transaction-level advisory lock on the key, so two arrivals
-- of one key take turns and the second finds the first; one seek's game is game_id.
CREATE TABLE seek (
    id          uuid        PRIMARY KEY,
    portal      text,
    player_id   uuid        NOT NULL REFERENCES player (id),
    kind        text        NOT NULL,
    rules       jsonb       NOT NULL,
    clock       jsonb,
    engine_level integer,
    match_key   text        NOT NULL,
    status      text        NOT NULL CHECK (status IN ('waiting', 'paired', 'withdrawn')),
    game_id     uuid        REFERENCES game (id),
    seat        text,
    expires_at  timestamptz NOT NULL,
    created_at  timestamptz NOT NULL,
    CHECK ((status = 'paired') = (game_id IS NOT NULL))
);
-- Pairing: the oldest waiting seek of a key. GET /api/v1/seeks: a portal's waiting seeks.
CREATE INDEX seek_waiting ON seek (match_key, created_at, id) WHERE status = 'waiting';
CREATE INDEX seek_waiting_portal ON seek (portal, created_at, id) WHERE status = 'waiting';
