-- One untimed Gygès move as the service sends it (docs/benchmarks.md sections 8, 9 and 10), for
-- pgbench -f, on database "bench" after the app's Flyway migration, run by bench/database/pgbench-move.sh.
-- Variables from pgbench -D: games (row count of bench_game), pos (43-byte position text), move,
-- path (jsonb text, 3 squares), seat, lastmove (jsonb text), ts (timestamptz text), etype, data
-- (the event's ~730-byte JSON text). Every value the app binds as a parameter is a pgbench
-- variable here, so -M prepared / -M extended bind it as a parameter too. Differences from the
-- app, kept small on purpose: the random game's id is looked up from bench_game(n, id) inside the
-- locking SELECT (a sub-select on an int key, no extra round trip); the NULL remaining_us /
-- time_spent_us of an untimed move are literals (pgbench cannot bind NULL); the notify payload
-- "id:version" is built in SQL from the two parameters; BEGIN is a round trip of its own (the
-- JDBC driver sends it in the same write as the first query).
\set n random(1, :games)
BEGIN;
select id, kind, rules, status, ply, position, start_position, passes_in_a_row, last_move, result_winner, result_reason, draw_offer, takeback_available, first_seat_token_hash, second_seat_token_hash, version, created_at, updated_at, portal, detail, time_control, clock, deadline, computer_seats from game where id = (select id from bench_game where n = :n) for no key update
\gset g_
\set np :g_ply + 1
\set nv :g_version + 1
insert into game_move (move, path, played_at, position_after, remaining_us, seat, time_spent_us, game_id, ply) values (:move, :path, :ts, :pos, NULL, :seat, NULL, :g_id, :np);
update game set last_move = :lastmove, ply = :np, position = :pos, updated_at = :ts, version = :nv where id = :g_id and version = :g_version;
WITH g AS (SELECT id, portal FROM game WHERE id = :g_id), appended AS (INSERT INTO game_event (game_id, version, ordinal, type, data, created_at, portal, feed_key) SELECT g.id, :nv, 0, :etype, :data, :ts, g.portal, GREATEST(pg_current_xact_id(), COALESCE((SELECT p.feed_key FROM game_event p WHERE p.game_id = g.id ORDER BY p.version DESC, p.ordinal DESC LIMIT 1), '0'::xid8)) FROM g RETURNING game_id, version, ordinal, type, portal, created_at, feed_key), outbox AS (INSERT INTO webhook_delivery (id, webhook_id, game_id, version, ordinal, type, status, next_attempt_at, created_at) SELECT gen_random_uuid(), w.id, a.game_id, a.version, a.ordinal, a.type, 'pending', CASE WHEN EXISTS (SELECT 1 FROM webhook_delivery p WHERE p.webhook_id = w.id AND p.game_id = a.game_id AND p.status = 'pending') THEN 'infinity'::timestamptz ELSE a.created_at END, a.created_at FROM appended a JOIN webhook w ON (w.portal = a.portal OR (w.portal IS NULL AND a.portal IS NULL)) AND (w.events IS NULL OR a.type = ANY (w.events))) SELECT pg_notify('game_events', :g_id::text || ':' || :nv) FROM appended LIMIT 1;
COMMIT;
