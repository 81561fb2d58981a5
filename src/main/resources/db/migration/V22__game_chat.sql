-- Game chat (issue 40, docs/chat.md): two rooms per game, 'player' (its seats and their players) and
-- 'spectator' (whoever may read the game). A line is written under the game's row lock, so a game's
-- lines are numbered 1, 2, … in the order they commit (seq), each after the game's version it was
-- written at (at_version): the game's stream sends a line after that version's events and before
-- the next version's, and resumes from either. The count of a game's lines (its cap) is read under
-- the same lock, so every replica agrees on it.
CREATE TABLE game_chat (
    game_id        uuid        NOT NULL REFERENCES game (id),
    seq            bigint      NOT NULL CHECK (seq > 0),
    room           text        NOT NULL CHECK (room IN ('player', 'spectator')),
    at_version     bigint      NOT NULL,
    -- Who wrote it: a seat by its token (name: the seat's), a player by its token (name: the
    -- player's; seat: the one it holds, if any) or the game's portal by its key (name: 'portal').
    author_kind    text        NOT NULL CHECK (author_kind IN ('seat', 'player', 'portal')),
    author_name    text        NOT NULL,
    author_seat    text,
    author_player  uuid,
    text           text        NOT NULL CHECK (char_length(text) BETWEEN 1 AND 140),
    created_at     timestamptz NOT NULL,
    PRIMARY KEY (game_id, seq),
    CHECK ((author_kind = 'player') = (author_player IS NOT NULL))
);

-- The players' streams (V10) carry a game's chat lines to its players: a row per player of the
-- game, written by the statement that writes the line, with the game's feed key; version is the
-- line's seq, and the stream reads the line from game_chat.
ALTER TABLE player_event DROP CONSTRAINT player_event_type_check;
ALTER TABLE player_event ADD CONSTRAINT player_event_type_check CHECK (type IN ('gameStart', 'yourTurn',
    'gameFinish', 'drawOffer', 'drawDeclined', 'challenge', 'challengeCanceled', 'challengeDeclined',
    'tournamentStarted', 'roundStarted', 'standings', 'tournamentFinished', 'chatLine'));

DO $citus$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
        RETURN;
    END IF;
    PERFORM create_distributed_table('game_chat', 'game_id', colocate_with => 'game');
END
$citus$;
