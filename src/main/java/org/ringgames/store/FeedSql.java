package org.ringgames.store;

/**
 * The SQL every statement that appends events shares (the locked path's {@link EventRepository}
 * and the move path's {@link MoveRows}): the event's feed key, and the outbox rows for the webhooks
 * that want it. See V8__portals.sql.
 */
final class FeedSql {

    private FeedSql() {
    }

    /**
     * A game's next feed key: this transaction's id, or the key of the game's last event when that is
     * higher, so a game's events never go backwards in the portal stream. The last event is the top
     * of the primary key's range for the game: one index probe.
     */
    static String feedKey(String gameId) {
        return "GREATEST(pg_current_xact_id(), COALESCE((SELECT p.feed_key FROM game_event p WHERE p.game_id = "
                + gameId + " ORDER BY p.version DESC, p.ordinal DESC LIMIT 1), '0'::xid8))";
    }

    /** What an {@code appended} insert into game_event returns, for {@link #OUTBOX}. */
    static final String APPENDED_COLUMNS = "game_id, version, ordinal, type, portal, created_at, feed_key";

    /**
     * The rows of the players' streams a change adds (V10__players.sql), from three parameters: the
     * players' ids, their seats and the events' types, as arrays in PostgreSQL's text form
     * ({@link PlayerEventRow#arrays}). They take the feed key of the change's first event, so a
     * game's rows in a player's stream keep the game's order.
     */
    static String players(String ids, String seats, String types) {
        return "playered AS (INSERT INTO player_event (player_id, feed_key, type, game_id, seat, version, shard_key, "
                + "created_at) SELECT p.player_id, a.feed_key, p.type, a.game_id, p.seat, a.version, a.game_id, a.created_at "
                + "FROM (SELECT * FROM appended WHERE ordinal = 0) a CROSS JOIN unnest(CAST(" + ids + " AS uuid[]), CAST("
                + seats + " AS text[]), CAST(" + types + " AS text[])) AS p (player_id, seat, type) RETURNING player_id)";
    }

    /** As {@link #players(String, String, String)}, with a fourth array: each row's decline reason (V23), or NULL. */
    static String players(String ids, String seats, String types, String reasons) {
        return "playered AS (INSERT INTO player_event (player_id, feed_key, type, game_id, seat, version, shard_key, "
                + "created_at, reason) SELECT p.player_id, a.feed_key, p.type, a.game_id, p.seat, a.version, a.game_id, "
                + "a.created_at, p.reason FROM (SELECT * FROM appended WHERE ordinal = 0) a CROSS JOIN unnest(CAST(" + ids
                + " AS uuid[]), CAST(" + seats + " AS text[]), CAST(" + types + " AS text[]), CAST(" + reasons
                + " AS text[])) AS p (player_id, seat, type, reason) RETURNING player_id)";
    }

    /**
     * A select-list item that tells each player of {@link #players} (payload {@code p:<player id>}),
     * once per player; PostgreSQL delivers it only if the transaction commits.
     */
    static final String NOTIFY_PLAYERS = "(SELECT count(pg_notify('" + EventRepository.CHANNEL
            + "', 'p:' || x.player_id)) FROM (SELECT DISTINCT player_id FROM playered) x)";

    /**
     * The outbox: a pending delivery for every webhook of the game's portal that wants the event,
     * written by the statement that writes the event, so it commits or rolls back with it. A
     * delivery behind another pending one of its game waits ({@link WebhookRows#WAITING}) until
     * that one is done, so the claim's index scan meets only deliveries that can go. Open mode's
     * webhooks (portal NULL) get open mode's games. (Not IS NOT DISTINCT FROM, which no index serves.)
     */
    static final String OUTBOX = "outbox AS (INSERT INTO webhook_delivery (id, webhook_id, game_id, version, ordinal, "
            + "type, status, next_attempt_at, created_at) SELECT gen_random_uuid(), w.id, a.game_id, a.version, "
            + "a.ordinal, a.type, 'pending', CASE WHEN EXISTS (SELECT 1 FROM webhook_delivery p WHERE p.webhook_id = w.id "
            + "AND p.game_id = a.game_id AND p.status = 'pending') THEN '" + WebhookRows.WAITING + "'::timestamptz "
            + "ELSE a.created_at END, a.created_at FROM appended a JOIN webhook w "
            + "ON (w.portal = a.portal OR (w.portal IS NULL AND a.portal IS NULL)) "
            + "AND (w.events IS NULL OR a.type = ANY (w.events)))";
}
