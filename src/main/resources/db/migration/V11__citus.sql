-- Citus (docs/capacity.md, "Past one PostgreSQL primary"). On plain PostgreSQL this migration only
-- gives player_event the column it is sharded on; on a database with the citus extension it also
-- distributes the tables itself, on the service's first start:
--
--   * by game (hash of the game id, one colocation group with game): every table a game's
--     statements touch, so each of them is routed to the one shard that holds the game;
--   * reference tables (a copy on every node): player and webhook, small, cross-game, and joined
--     with games' rows (a player's games, the webhooks' outbox);
--   * left on the coordinator as plain tables: service_meta, portal_key, portal_key_revision,
--     challenge and seek. Each is read on its own, never joined with a game's rows; a pairing's
--     lock of a seek or a challenge is then a local row lock (Citus refuses FOR UPDATE across
--     shards), and the transaction that pairs them with a new game writes one worker only, so it
--     commits in one phase (docs/capacity.md says why the streams need that).
--
-- Foreign keys Citus cannot keep (from a coordinator table to a distributed or reference one) are
-- dropped there, and so is the unique index of external ids, which cannot include the game id: the
-- service takes an advisory lock on the coordinator instead (store/GameRepository).

-- A player's stream holds games' rows and challenges' rows: this is the game's id, or the
-- challenge's, so that each row lives on the shard of what it is about.
ALTER TABLE player_event ADD COLUMN shard_key uuid;
UPDATE player_event SET shard_key = coalesce(game_id, challenge_id);
ALTER TABLE player_event ALTER COLUMN shard_key SET NOT NULL;
-- A distributed table's primary key must hold its distribution column.
ALTER TABLE player_event DROP CONSTRAINT player_event_pkey;
ALTER TABLE player_event ADD PRIMARY KEY (player_id, feed_key, seq, shard_key);
ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_pkey;
ALTER TABLE webhook_delivery ADD PRIMARY KEY (game_id, id);

DO $citus$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
        RETURN;
    END IF;
    -- Foreign keys to reference tables need every shard's DDL on one connection per node.
    SET LOCAL citus.multi_shard_modify_mode TO 'sequential';
    ALTER TABLE challenge DROP CONSTRAINT challenge_game_id_fkey;
    ALTER TABLE challenge DROP CONSTRAINT challenge_from_player_fkey;
    ALTER TABLE challenge DROP CONSTRAINT challenge_to_player_fkey;
    ALTER TABLE seek DROP CONSTRAINT seek_game_id_fkey;
    ALTER TABLE seek DROP CONSTRAINT seek_player_id_fkey;
    -- Dropped while the tables are distributed (a foreign key between a plain table and a
    -- distributed one is refused), and added again below.
    ALTER TABLE game_player DROP CONSTRAINT game_player_player_id_fkey;
    ALTER TABLE player_event DROP CONSTRAINT player_event_player_id_fkey;
    ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_webhook_id_fkey;
    DROP INDEX game_portal_external_id;
    CREATE INDEX game_portal_external_id ON game ((coalesce(portal, '')), external_id)
        WHERE external_id IS NOT NULL;

    PERFORM create_distributed_table('game', 'id');
    PERFORM create_distributed_table('game_move', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('taken_back_move', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('game_setup', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('game_event', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('idempotent_request', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('round_secret', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('computer_turn', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('game_player', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('webhook_delivery', 'game_id', colocate_with => 'game');
    PERFORM create_distributed_table('player_event', 'shard_key', colocate_with => 'game');
    PERFORM create_reference_table('player');
    PERFORM create_reference_table('webhook');
    ALTER TABLE game_player ADD CONSTRAINT game_player_player_id_fkey FOREIGN KEY (player_id) REFERENCES player (id);
    ALTER TABLE player_event ADD CONSTRAINT player_event_player_id_fkey FOREIGN KEY (player_id) REFERENCES player (id);
    ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_webhook_id_fkey FOREIGN KEY (webhook_id)
        REFERENCES webhook (id) ON DELETE CASCADE;
END
$citus$;
