-- Tournaments (docs/tournaments.md): a portal's Swiss or arena, its players and its rounds.
--
-- The tournament's own rows are cross-game and small: on Citus they stay on the coordinator as plain
-- tables, as challenge and seek do (V11__citus.sql), and nothing on a game's write path touches them.
-- A game of a tournament names it in its own row (game.tournament_id, game.tournament_round), written
-- when the round's games are created, in the transaction that creates them; its result is the game's
-- own (status, result_winner, result_reason), so the transaction that ends a game records the
-- tournament's result in the same row, exactly once, with no statement added to the move path. The
-- round is closed (its results copied into tournament_pairing) by the claimed advance, under the
-- tournament's row lock.
CREATE TABLE tournament (
    id uuid PRIMARY KEY,
    portal text NOT NULL,
    system text NOT NULL CHECK (system IN ('swiss', 'arena')),
    name text NOT NULL,
    game text NOT NULL,
    rules jsonb NOT NULL,
    clock jsonb,
    rated boolean NOT NULL DEFAULT false,
    berserk boolean NOT NULL DEFAULT false,
    rounds integer,
    minutes integer,
    tiebreaks jsonb NOT NULL,
    advance text NOT NULL CHECK (advance IN ('auto', 'manual')),
    round_interval_seconds integer NOT NULL DEFAULT 0,
    starts_at timestamptz,
    status text NOT NULL CHECK (status IN ('created', 'started', 'finished')),
    current_round integer NOT NULL DEFAULT 0,
    round_started_at timestamptz,
    ends_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version bigint NOT NULL DEFAULT 0
);
CREATE INDEX tournament_portal_page ON tournament (portal, status, created_at DESC, id DESC);
CREATE INDEX tournament_in_play ON tournament (status) WHERE status <> 'finished';

-- A tournament's players: pairing number (the order of entry), the round they entered at (a late
-- entrant's earlier rounds are zero-point byes, Z) and the round after which they withdrew.
CREATE TABLE tournament_player (
    tournament_id uuid NOT NULL REFERENCES tournament (id),
    player_id uuid NOT NULL,
    number integer,
    name text NOT NULL,
    joined_round integer NOT NULL DEFAULT 1,
    withdrawn_after integer,
    score integer NOT NULL DEFAULT 0,
    streak integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, number)
);

-- A round's boards: white (the first seat) against black, or white alone with the pairing bye
-- (black_number NULL). The results are each side's TRF code, written when the round closes.
CREATE TABLE tournament_pairing (
    tournament_id uuid NOT NULL REFERENCES tournament (id),
    round integer NOT NULL,
    board integer NOT NULL,
    white_number integer NOT NULL,
    black_number integer,
    game_id uuid,
    white_result char(1),
    black_result char(1),
    PRIMARY KEY (tournament_id, round, board)
);

ALTER TABLE game ADD COLUMN tournament_id uuid;
ALTER TABLE game ADD COLUMN tournament_round integer;
CREATE INDEX game_tournament ON game (tournament_id, tournament_round) WHERE tournament_id IS NOT NULL;
