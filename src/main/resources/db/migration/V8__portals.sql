-- Portals at scale (issue 21): a portal's own names for its games, tournament rounds, authority
-- over its games, one event stream per portal and webhooks fed by a transactional outbox.

-- A game as its portal knows it: the portal's own id for it (unique per portal; open mode counts as
-- one portal), a label per seat ({"south": "Ann", "north": "bot-7"}), and for a tournament round
-- the moment its clocks may start (no clock runs before it). All NULL when not given.
ALTER TABLE game ADD COLUMN external_id text;
ALTER TABLE game ADD COLUMN labels jsonb;
ALTER TABLE game ADD COLUMN clocks_start_at timestamptz;
CREATE UNIQUE INDEX game_portal_external_id ON game ((coalesce(portal, '')), external_id)
    WHERE external_id IS NOT NULL;

-- GET /api/v1/games?sort=updated&updatedSince=…: the most recently changed first, keyset-paginated.
CREATE INDEX game_updated ON game (updated_at DESC, id DESC);
CREATE INDEX game_portal_updated ON game (portal, updated_at DESC, id DESC);

-- A portal may end its own game with a result it decides.
ALTER TABLE game DROP CONSTRAINT game_result_reason_check;
ALTER TABLE game ADD CONSTRAINT game_result_reason_check
    CHECK (result_reason IN ('goal', 'resignation', 'draw-agreed', 'double-pass', 'max-plies', 'rings',
                             'timeout', 'aborted', 'adjudicated'));

-- A game's creation is an event too (the portal stream and webhooks announce it; a game's own
-- stream starts after it, with the state).
ALTER TABLE game_event DROP CONSTRAINT game_event_type_check;
ALTER TABLE game_event ADD CONSTRAINT game_event_type_check
    CHECK (type IN ('created', 'setup', 'move', 'draw-offer', 'takeback', 'finished'));

-- The portal stream (GET /api/v1/events) reads every event of a portal in the order of feed_key,
-- then (game_id, version, ordinal). feed_key is the writing transaction's id, raised to the key
-- of the game's previous event when that is higher, so a game's events never go backwards. A
-- reader takes only keys below the oldest transaction still running
-- (pg_snapshot_xmin(pg_current_snapshot())): every event with such a key has committed or never
-- will, and no event written later can get a key below it. So a cursor (the last key read)
-- resumes with no gap and no repeat, on any replica (play.portals.PortalFeed). portal is the
-- game's, copied so the stream is one index range; NULL in open mode.
ALTER TABLE game_event ADD COLUMN portal text;
ALTER TABLE game_event ADD COLUMN feed_key xid8 NOT NULL DEFAULT '0';
ALTER TABLE game_event ALTER COLUMN feed_key DROP DEFAULT;
UPDATE game_event e SET portal = g.portal FROM game g WHERE g.id = e.game_id AND g.portal IS NOT NULL;
CREATE INDEX game_event_feed ON game_event (portal, feed_key, game_id, version, ordinal);

-- Webhooks: a portal's endpoints (portal NULL: registered in open mode, for the open-mode games),
-- each for every event type (events NULL) or some. The secret signs deliveries (Standard Webhooks),
-- so it is kept as given out, not hashed; it is shown once, at registration.
CREATE TABLE webhook (
    id          uuid        PRIMARY KEY,
    portal      text,
    url         text        NOT NULL,
    events      text[],
    secret      text        NOT NULL,
    created_at  timestamptz NOT NULL
);
CREATE INDEX webhook_portal ON webhook (portal);

-- The outbox: one row per (webhook, event), written in the transaction that writes the event, so
-- a committed event is never missing from a webhook and a rolled-back one is never sent. Replicas
-- claim due rows with FOR UPDATE SKIP LOCKED under a lease (play.portals.WebhookDeliveries); a
-- game's rows for one webhook go out one at a time, in (version, ordinal) order. The id is the
-- webhook-id header, the same on every attempt.
CREATE TABLE webhook_delivery (
    id               uuid        PRIMARY KEY,
    webhook_id       uuid        NOT NULL REFERENCES webhook (id) ON DELETE CASCADE,
    game_id          uuid        NOT NULL,
    version          bigint      NOT NULL,
    ordinal          smallint    NOT NULL,
    type             text        NOT NULL,
    status           text        NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts         integer     NOT NULL DEFAULT 0,
    next_attempt_at  timestamptz NOT NULL,
    lease_until      timestamptz,
    leased_by        text,
    last_attempt_at  timestamptz,
    last_status      integer,
    last_error       text,
    created_at       timestamptz NOT NULL,
    delivered_at     timestamptz
);
CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_delivery_game ON webhook_delivery (webhook_id, game_id, version, ordinal) WHERE status = 'pending';
CREATE INDEX webhook_delivery_log ON webhook_delivery (webhook_id, created_at DESC, id DESC);
