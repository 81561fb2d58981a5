-- Computer seats (issue 12). A game names its computer seats and their levels on its row
-- ({"north": {"level": 5}}; NULL when both seats are people). Whenever a change leaves a game
-- waiting for a computer seat, the same transaction writes that seat's turn into computer_turn:
-- the work to do with nobody calling. Replicas claim a due turn with FOR UPDATE SKIP LOCKED and
-- hold it under a lease while they think (play.engine.ComputerSeatWorker); a turn whose lease
-- lapsed (its replica died) is claimed again by another. A turn's version is the game's version it
-- was written for: a change to the game rewrites or deletes the row, so a late thinker's claim
-- fails, and its move would fail the ply guard anyway.

ALTER TABLE game ADD COLUMN computer_seats jsonb;

CREATE TABLE computer_turn (
    game_id      uuid        NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    seat         text        NOT NULL,
    version      bigint      NOT NULL,
    level        smallint    NOT NULL CHECK (level BETWEEN 1 AND 8),
    due_at       timestamptz NOT NULL,
    lease_until  timestamptz,
    leased_by    text,
    claims       integer     NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX computer_turn_due ON computer_turn (due_at);
