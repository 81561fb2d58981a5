-- Persistent games (issue 3). The move table is the source of truth for what was played; the
-- game row caches the current state so that reading or listing games never replays moves, and
-- carries a version for optimistic locking (also the ETag and the events' id).

CREATE TABLE game (
    id                uuid        PRIMARY KEY,
    kind              text        NOT NULL CHECK (kind IN ('gyges')),
    rules             jsonb       NOT NULL,
    status            text        NOT NULL CHECK (status IN ('setup', 'playing', 'finished')),
    ply               integer     NOT NULL DEFAULT 0 CHECK (ply >= 0),
    -- Position text: the board being set up during setup, the current position after.
    position          text        NOT NULL,
    -- The position when play began (after setup), South to move: ply 0 of the board picture.
    start_position    text,
    passes_in_a_row   integer     NOT NULL DEFAULT 0,
    -- The last move, cached for the state (ply, seat, move, path) so that lists need no join.
    last_move         jsonb,
    result_winner     text        CHECK (result_winner IN ('south', 'north')),
    result_reason     text        CHECK (result_reason IN ('goal', 'resignation', 'draw-agreed', 'double-pass', 'max-plies')),
    draw_offer        text        CHECK (draw_offer IN ('south', 'north')),
    -- takebackAvoidableLoss: decided by the engine when a move wins, kept until the next change.
    takeback_available boolean    NOT NULL DEFAULT false,
    -- SHA-256 of each seat token; the tokens themselves are shown once and never stored.
    south_token_hash  bytea       NOT NULL,
    north_token_hash  bytea       NOT NULL,
    version           bigint      NOT NULL,
    created_at        timestamptz NOT NULL,
    updated_at        timestamptz NOT NULL,
    CHECK ((status = 'finished') = (result_reason IS NOT NULL))
);

-- GET /api/v1/games: newest first, optionally by status and/or kind, keyset-paginated.
CREATE INDEX game_newest ON game (created_at DESC, id DESC);
CREATE INDEX game_status_newest ON game (status, created_at DESC, id DESC);
CREATE INDEX game_kind_newest ON game (kind, created_at DESC, id DESC);

CREATE TABLE game_move (
    game_id         uuid        NOT NULL REFERENCES game (id),
    ply             integer     NOT NULL CHECK (ply >= 1),
    seat            text        NOT NULL CHECK (seat IN ('south', 'north')),
    move            text        NOT NULL,
    path            jsonb       NOT NULL,
    position_after  text        NOT NULL,
    played_at       timestamptz NOT NULL,
    PRIMARY KEY (game_id, ply)
);

COMMENT ON TABLE game_move IS 'Append-only: one row per move played. A takeback (takebackAvoidableLoss) moves the two undone rows to taken_back_move, so nothing played is ever lost.';

CREATE TABLE taken_back_move (
    game_id         uuid        NOT NULL REFERENCES game (id),
    ply             integer     NOT NULL,
    seat            text        NOT NULL,
    move            text        NOT NULL,
    path            jsonb       NOT NULL,
    position_after  text        NOT NULL,
    played_at       timestamptz NOT NULL,
    taken_back_at   timestamptz NOT NULL,
    PRIMARY KEY (game_id, ply, taken_back_at)
);

CREATE TABLE game_setup (
    game_id      uuid        NOT NULL REFERENCES game (id),
    seq          integer     NOT NULL CHECK (seq >= 1),
    seat         text        NOT NULL CHECK (seat IN ('south', 'north')),
    placements   jsonb       NOT NULL,
    board_after  text        NOT NULL,
    placed_at    timestamptz NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Idempotency-Key: one row per (game, seat, key), written in the same transaction as the change
-- it guards, so a retry finds either nothing (the first attempt rolled back) or the response.
CREATE TABLE idempotent_request (
    game_id       uuid        NOT NULL REFERENCES game (id),
    seat          text        NOT NULL,
    key           text        NOT NULL,
    request_hash  bytea       NOT NULL,
    status        integer,
    -- The response body exactly as first sent (text, not jsonb, so a retry gets the same bytes).
    response      text,
    created_at    timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat, key)
);
