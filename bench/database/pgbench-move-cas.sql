-- One untimed, keyless Gygès move as the service sends it since section 11 of docs/benchmarks.md
-- (GameRows.readForMove, GameRowWrites.write): two statements, each in autocommit (no BEGIN,
-- no COMMIT: pgbench autocommits a script's statements one by one), for pgbench -f on database
-- "bench", run by bench/database/pgbench-move.sh (SCRIPTS=cas). Same -D variables as bench/database/pgbench-move.sql
-- plus key (a key that no row has). (1) The read, without FOR UPDATE; (2) the write in one
-- statement: the UPDATE of the columns an untimed move changes (ply, position, last_move,
-- updated_at, in GameRowWrites.COLUMNS's order) with the version's compare-and-set, the move row,
-- the event (with the game's portal and the portal stream's feed key), the webhook outbox and the notify,
-- as store/MoveRows.statementOf writes them (BenchSqlScriptsTest runs this script on the schema). When another client moved the same game between the two, the UPDATE
-- matches no row and the statement writes nothing (a lost compare-and-set: pgbench still counts the
-- transaction; bench/database/pgbench-move.sh counts the rows written). The app would re-read and retry;
-- this script does not. Differences from the app, kept small on purpose: the random game's id is
-- looked up from bench_game(n, id) inside the read (a sub-select on an int key, no extra round
-- trip); the keyless read binds a key that matches no row, where the app binds NULL (pgbench
-- cannot bind NULL); the NULL time_spent_us / remaining_us are literals; the notify payload
-- "id:version" is built in SQL from two parameters.
\set n random(1, :games)
SELECT g.*, r.seat AS key_seat, r.request_hash AS key_hash, r.status AS key_status, r.response AS key_response FROM game g LEFT JOIN idempotent_request r ON r.game_id = g.id AND r.key = :key WHERE g.id = (select id from bench_game where n = :n)
\gset g_
\set np :g_ply + 1
\set nv :g_version + 1
WITH g AS (UPDATE game SET ply = :np, position = :pos, last_move = CAST(:lastmove AS jsonb), updated_at = :ts, version = :nv WHERE id = :g_id AND version = :g_version RETURNING id, portal), moved AS (INSERT INTO game_move (game_id, ply, seat, move, path, position_after, played_at, time_spent_us, remaining_us) SELECT id, :np, :seat, :move, CAST(:path AS jsonb), :pos, :ts, NULL, NULL FROM g RETURNING 1), appended AS (INSERT INTO game_event (game_id, version, ordinal, type, data, created_at, portal, feed_key) SELECT g.id, :nv, e.ordinal, e.type, :data, :ts, g.portal, GREATEST(pg_current_xact_id(), COALESCE((SELECT p.feed_key FROM game_event p WHERE p.game_id = g.id ORDER BY p.version DESC, p.ordinal DESC LIMIT 1), '0'::xid8)) FROM g CROSS JOIN (VALUES (0, :etype)) AS e (ordinal, type) RETURNING game_id, version, ordinal, type, portal, created_at, feed_key), outbox AS (INSERT INTO webhook_delivery (id, webhook_id, game_id, version, ordinal, type, status, next_attempt_at, created_at) SELECT gen_random_uuid(), w.id, a.game_id, a.version, a.ordinal, a.type, 'pending', CASE WHEN EXISTS (SELECT 1 FROM webhook_delivery p WHERE p.webhook_id = w.id AND p.game_id = a.game_id AND p.status = 'pending') THEN 'infinity'::timestamptz ELSE a.created_at END, a.created_at FROM appended a JOIN webhook w ON (w.portal = a.portal OR (w.portal IS NULL AND a.portal IS NULL)) AND (w.events IS NULL OR a.type = ANY (w.events))) SELECT pg_notify('game_events', :g_id::text || ':' || :nv) FROM appended LIMIT 1;
