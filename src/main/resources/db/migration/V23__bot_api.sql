-- The Bot API's missing parts (issue 40): takeback proposals and decline reasons, player tokens
-- that rotate, revoke and carry scopes, a bot flag, and the presence of players' streams.

-- A takeback proposed by a seat and not yet answered (docs/players.md, Takebacks): the proposing
-- seat's name. Only Gygès seats: Xe Queo refuses proposals. A move, an answer or the game's end
-- clears it.
ALTER TABLE game ADD COLUMN takeback_offer text CHECK (takeback_offer IN ('south', 'north'));

-- A game's own stream says when a takeback is proposed or declined (an accepted one is 'takeback').
ALTER TABLE game_event DROP CONSTRAINT game_event_type_check;
ALTER TABLE game_event ADD CONSTRAINT game_event_type_check
    CHECK (type IN ('created', 'setup', 'move', 'draw-offer', 'takeback-offer', 'takeback', 'finished', 'review'));

-- The players' streams tell the other seat of a takeback proposed, and the proposer of one
-- declined; a declined draw or takeback carries the decline's reason (play/OfferDeclineReason),
-- NULL on every other row. (chatLine is V22's game chat.)
ALTER TABLE player_event DROP CONSTRAINT player_event_type_check;
ALTER TABLE player_event ADD CONSTRAINT player_event_type_check CHECK (type IN ('gameStart', 'yourTurn',
    'gameFinish', 'drawOffer', 'drawDeclined', 'takebackOffer', 'takebackDeclined', 'challenge',
    'challengeCanceled', 'challengeDeclined', 'tournamentStarted', 'roundStarted', 'standings', 'tournamentFinished',
    'chatLine'));
ALTER TABLE player_event ADD COLUMN reason text CHECK (reason IN ('generic', 'later', 'never'));

-- A player's own token rotates (POST /api/v1/players/me/token: a new hash replaces the old) and may
-- be revoked (DELETE …/me/token: the hash becomes NULL, and the player has no own token any more).
ALTER TABLE player ALTER COLUMN token_hash DROP NOT NULL;

-- Tokens a player makes for its bots (POST /api/v1/players/me/tokens), each acting for the player
-- within a scope: 'read' (reads and streams) or 'play' (also every write a player token may do,
-- but managing tokens). Only the SHA-256 is kept; revoking deletes the row.
CREATE TABLE player_token (
    id          uuid        PRIMARY KEY,
    player_id   uuid        NOT NULL REFERENCES player (id),
    token_hash  bytea       NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
    scope       text        NOT NULL CHECK (scope IN ('play', 'read')),
    label       text        CHECK (char_length(label) BETWEEN 1 AND 40),
    created_at  timestamptz NOT NULL
);
CREATE INDEX player_token_of ON player_token (player_id, created_at, id);

-- On Citus, beside its player (a reference table, V11): a copy on every node.
DO $citus$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
        RETURN;
    END IF;
    PERFORM create_reference_table('player_token');
END
$citus$;

-- A player that says it is a bot (POST /api/v1/players {"bot": true}); shown in its views.
ALTER TABLE player ADD COLUMN bot boolean NOT NULL DEFAULT false;

-- Who has a stream open now (GET /api/v1/bots/online), across replicas: a row per player and
-- replica with a stream of that player open, under a lease the replica renews (StreamPresence);
-- a replica that dies leaves rows that lapse with their lease. open_challenges: one of those
-- streams asked to hear of every new open challenge of its portal (?challenges=open).
CREATE TABLE player_presence (
    player_id        uuid        NOT NULL REFERENCES player (id),
    replica          uuid        NOT NULL,
    portal           text,
    open_challenges  boolean     NOT NULL,
    lease_until      timestamptz NOT NULL,
    PRIMARY KEY (player_id, replica)
);
CREATE INDEX player_presence_listening ON player_presence (portal) WHERE open_challenges;

DO $citus$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
        RETURN;
    END IF;
    PERFORM create_reference_table('player_presence');
END
$citus$;
