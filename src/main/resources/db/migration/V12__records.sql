-- Game records and reviews (docs/records.md).

-- A game made from a record (POST /api/v1/games/import): finished and read-only from the start.
ALTER TABLE game ADD COLUMN imported boolean NOT NULL DEFAULT false;
-- An imported record's tags that no column holds (Date, Event, a tag of another program…), as
-- [{"name": …, "value": …}] in the record's order, so that its export gives the same record.
ALTER TABLE game ADD COLUMN record_tags jsonb;

-- A review done is an event of its game.
ALTER TABLE game_event DROP CONSTRAINT game_event_type_check;
ALTER TABLE game_event ADD CONSTRAINT game_event_type_check
    CHECK (type IN ('created', 'setup', 'move', 'draw-offer', 'takeback', 'finished', 'review'));

-- The engine's review of a finished game (POST /api/v1/games/{id}/review): one row per game,
-- queued, then claimed under a lease by one replica (as computer_turn is), then done with a
-- judgement per ply.
CREATE TABLE game_review (
    game_id      uuid        PRIMARY KEY REFERENCES game (id),
    status       text        NOT NULL CHECK (status IN ('queued', 'done', 'failed')),
    movetime_ms  integer     NOT NULL,
    requested_at timestamptz NOT NULL,
    due_at       timestamptz NOT NULL,
    lease_until  timestamptz,
    leased_by    text,
    claims       integer     NOT NULL DEFAULT 0,
    -- The positions searched so far, so that a replica that takes a lapsed claim over goes on
    -- from there; then the plies with their judgements.
    progress     jsonb,
    plies        jsonb,
    detail       text,
    finished_at  timestamptz
);
CREATE INDEX game_review_due ON game_review (due_at) WHERE status = 'queued';

DO $citus$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
        RETURN;
    END IF;
    PERFORM create_distributed_table('game_review', 'game_id', colocate_with => 'game');
END
$citus$;
