-- Game events (issue 4): one or two rows per change, written in the change's transaction. The
-- stream of a game is this table in (version, ordinal) order, so a client that resumes after a
-- version reads exactly what it missed, whichever replica it talks to. Version is the game's state
-- version after the change (the SSE id); ordinal orders the events of one change (a winning move
-- is a 'move' then a 'finished').

CREATE TABLE game_event (
    game_id     uuid        NOT NULL REFERENCES game (id),
    version     bigint      NOT NULL,
    ordinal     smallint    NOT NULL,
    type        text        NOT NULL CHECK (type IN ('setup', 'move', 'draw-offer', 'takeback', 'finished')),
    -- The JSON data of the event: what the seat did and the state after it (the write's response body).
    data        text        NOT NULL,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (game_id, version, ordinal)
);
