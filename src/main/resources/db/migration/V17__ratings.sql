-- Ratings (issue 39, docs/ratings.md): Glicko-2 per player and pool, rated games, and each rated
-- game's rating changes kept on its row.

-- A player's rating in one pool (rules.rating.Pool: '<game>-<speed>', e.g. 'gyges-blitz'): the
-- Glicko scale's value and deviation, the volatility, the rated games played in the pool and when
-- the last of them ended (the idle time since widens the deviation). No row: a new player's
-- 1500 / 350 / 0.06. Written only by the transaction that ends a rated game, which locks the
-- game's players' rows in the order of their ids.
CREATE TABLE player_rating (
    player_id     uuid             NOT NULL REFERENCES player (id),
    pool          text             NOT NULL,
    rating        double precision NOT NULL,
    deviation     double precision NOT NULL CHECK (deviation > 0),
    volatility    double precision NOT NULL CHECK (volatility > 0),
    games         integer          NOT NULL CHECK (games >= 0),
    last_rated_at timestamptz      NOT NULL,
    PRIMARY KEY (player_id, pool)
);
-- The leaderboard (GET /api/v1/ratings/{pool}): by rating, highest first, then by player id.
CREATE INDEX player_rating_board ON player_rating (pool, rating DESC, player_id);

-- A rated game moves its players' ratings when it ends (never when aborted); its changes,
-- {"south": {"before": 1500.0, "after": 1662.31}, …}, are written with its end, in the same
-- transaction, and every view of the game shows them. NULL until then, and for unrated games.
ALTER TABLE game ADD COLUMN rated boolean NOT NULL DEFAULT false;
ALTER TABLE game ADD COLUMN rating_changes jsonb;

-- Seeks and challenges for rated games: a rated seek pairs only with a rated one (the match key
-- says so), and within both seeks' rating ranges, when given (NULL: any rating).
ALTER TABLE seek ADD COLUMN rated boolean NOT NULL DEFAULT false;
ALTER TABLE seek ADD COLUMN rating_min integer;
ALTER TABLE seek ADD COLUMN rating_max integer;
ALTER TABLE challenge ADD COLUMN rated boolean NOT NULL DEFAULT false;

-- On Citus (V11), ratings are what player is: small, cross-game, read with games' rows; a
-- reference table, a copy on every node. A rated game's end then writes its shard and every node's
-- copy of its players' ratings, a transaction Citus commits in two phases (docs/ratings.md).
DO $citus$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
        RETURN;
    END IF;
    PERFORM create_reference_table('player_rating');
END
$citus$;
