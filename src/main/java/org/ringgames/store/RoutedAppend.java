package org.ringgames.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.UnaryOperator;

/**
 * A change's rows on Citus: what {@link MoveRows} and {@link EventRepository} write in one statement
 * of data-modifying CTEs on plain PostgreSQL, which Citus would pull apart through the coordinator
 * (each CTE a subplan, 12–14 ms a write), written instead as statements Citus routes to the game's
 * one shard, inside the caller's transaction (which has already written or locked the game row):
 * <ol>
 * <li>on the coordinator, {@code SELECT pg_current_xact_id(), pg_notify(…)}: the feed key of the
 *     portal and player streams is the coordinator's transaction id, one clock for every worker's
 *     rows (docs/capacity.md), and the notification is sent by the node the replicas listen on,
 *     when the transaction commits; in the same round trip (statements pipelined by the driver)
 *     the game's last feed key and, for the outbox, its portal's webhooks with whether each has a
 *     delivery of the game still pending, each a query routed to the game's shard;</li>
 * <li>the inserts, each an {@code INSERT … VALUES} whose rows all carry the game's id (or the
 *     challenge's, in {@code player_event}), pipelined in one round trip: the move, the key's
 *     answer, the events, the webhook deliveries and the players' rows.</li>
 * </ol>
 * Citus commits a transaction that wrote one worker in one phase, the worker first, so once the
 * coordinator's transaction id is below a reader's horizon the rows are visible on the worker.
 */
final class RoutedAppend {

    private RoutedAppend() {
    }

    /** A move's history row. */
    record Move(int ply, String seat, String move, String pathJson, String positionAfter, Instant playedAt,
                Long timeSpentUs, Long remainingUs) {
    }

    /** An Idempotency-Key's stored answer. */
    record Key(String seat, String key, byte[] requestHash, int status, String response, Instant at) {
    }

    /** What a change appends: its game, version, history row, key, events and players' rows. */
    record Change(UUID gameId, String portal, long version, Optional<Move> move, Optional<Key> key,
                  List<String> types, String data, Instant at, List<PlayerEventRow> players) {
    }

    private static final String NOTIFY = "SELECT pg_current_xact_id()::text, pg_notify('" + EventRepository.CHANNEL
            + "', ?), (SELECT count(pg_notify('" + EventRepository.CHANNEL + "', 'p:' || p)) "
            + "FROM (SELECT DISTINCT unnest(CAST(? AS text[])) AS p) x)";
    private static final String LAST_KEY = "SELECT feed_key::text FROM game_event WHERE game_id = ? "
            + "ORDER BY version DESC, ordinal DESC LIMIT 1";
    private static final String WEBHOOKS = "SELECT w.id, w.events, EXISTS (SELECT 1 FROM webhook_delivery p "
            + "WHERE p.webhook_id = w.id AND p.game_id = ? AND p.status = 'pending') FROM webhook w "
            + "WHERE w.portal = ? OR (w.portal IS NULL AND ? IS NULL)";

    /**
     * Appends the change's rows and sends its notifications, in the caller's transaction.
     *
     * @return false when another write stored the change's Idempotency-Key first: nothing of this
     *         change may commit, and the caller rolls back (the key's row is inserted with
     *         {@code ON CONFLICT DO NOTHING}, so the race costs no error)
     */
    static boolean append(Connection connection, UnaryOperator<String> inspect, Change change) throws SQLException {
        boolean events = !change.types().isEmpty();
        List<String> playerIds = events
                ? change.players().stream().map(p -> p.playerId().toString()).distinct().toList() : List.of();
        String transactionKey;
        String lastKey = null;
        List<Webhook> webhooks = new ArrayList<>();
        String reads = NOTIFY + (events ? "; " + LAST_KEY + "; " + WEBHOOKS : "");
        try (PreparedStatement statement = connection.prepareStatement(inspect.apply(reads))) {
            statement.setString(1, EventRepository.payload(change.gameId(), change.version(), change.portal()));
            statement.setString(2, "{" + String.join(",", playerIds) + "}");
            if (events) {
                statement.setObject(3, change.gameId());
                statement.setObject(4, change.gameId());
                statement.setString(5, change.portal());
                statement.setString(6, change.portal());
            }
            statement.execute();
            try (ResultSet rows = statement.getResultSet()) {
                rows.next();
                transactionKey = rows.getString(1);
            }
            if (events) {
                statement.getMoreResults();
                try (ResultSet rows = statement.getResultSet()) {
                    lastKey = rows.next() ? rows.getString(1) : null;
                }
                statement.getMoreResults();
                try (ResultSet rows = statement.getResultSet()) {
                    while (rows.next()) {
                        java.sql.Array wanted = rows.getArray(2);
                        webhooks.add(new Webhook(rows.getObject(1, UUID.class),
                                wanted == null ? null : Set.of((String[]) wanted.getArray()), rows.getBoolean(3)));
                    }
                }
            }
        }
        String feedKey = lastKey != null && Long.parseUnsignedLong(lastKey) > Long.parseUnsignedLong(transactionKey)
                ? lastKey : transactionKey;
        Inserts inserts = new Inserts();
        change.move().ifPresent(m -> inserts.row("INSERT INTO game_move (game_id, ply, seat, move, path, position_after, "
                + "played_at, time_spent_us, remaining_us) VALUES (?, ?, ?, ?, CAST(? AS jsonb), ?, ?, ?, ?)",
                change.gameId(), m.ply(), m.seat(), m.move(), m.pathJson(), m.positionAfter(), m.playedAt(),
                m.timeSpentUs(), m.remainingUs()));
        int keyAt = change.key().map(k -> inserts.row("INSERT INTO idempotent_request (game_id, seat, key, request_hash, "
                + "status, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                change.gameId(), k.seat(), k.key(), k.requestHash(), k.status(), k.response(), k.at())).orElse(-1);
        if (events) {
            List<Object[]> rows = new ArrayList<>();
            List<Object[]> deliveries = new ArrayList<>();
            Set<UUID> behind = new HashSet<>();
            webhooks.stream().filter(Webhook::pending).forEach(w -> behind.add(w.id()));
            for (int ordinal = 0; ordinal < change.types().size(); ordinal++) {
                String type = change.types().get(ordinal);
                rows.add(new Object[] {change.gameId(), change.version(), ordinal, type, change.data(), change.at(),
                        change.portal(), feedKey});
                for (Webhook w : webhooks) {
                    if (w.events() == null || w.events().contains(type)) {
                        // Behind a pending delivery of the game (or the change's own earlier event), it waits.
                        deliveries.add(new Object[] {UUID.randomUUID(), w.id(), change.gameId(), change.version(),
                                (short) ordinal, type, "pending",
                                behind.add(w.id()) ? change.at().toString() : WebhookRows.WAITING, change.at()});
                    }
                }
            }
            inserts.rows("INSERT INTO game_event (game_id, version, ordinal, type, data, created_at, portal, feed_key) VALUES ",
                    "(?, ?, ?, ?, ?, ?, ?, CAST(? AS xid8))", rows);
            inserts.rows("INSERT INTO webhook_delivery (id, webhook_id, game_id, version, ordinal, type, status, "
                    + "next_attempt_at, created_at) VALUES ", "(?, ?, ?, ?, ?, ?, ?, CAST(? AS timestamptz), ?)", deliveries);
            inserts.rows("INSERT INTO player_event (player_id, feed_key, type, game_id, seat, version, shard_key, "
                    + "created_at, reason) VALUES ", "(?, CAST(? AS xid8), ?, ?, ?, ?, ?, ?, CAST(? AS text))",
                    change.players().stream().map(p -> new Object[] {p.playerId(), feedKey, p.type(), change.gameId(),
                            p.seat(), change.version(), change.gameId(), change.at(), p.reason().orElse(null)}).toList());
        }
        List<Integer> counts = inserts.run(connection, inspect);
        return keyAt < 0 || counts.get(keyAt) == 1;
    }

    private record Webhook(UUID id, Set<String> events, boolean pending) {
    }

    /** Insert statements pipelined in one round trip: their texts joined by ';', their values in order. */
    private static final class Inserts {
        private final StringBuilder sql = new StringBuilder();
        private final List<Object> values = new ArrayList<>();

        private int statements;

        /** Adds a one-row insert; returns its place among the statements. */
        int row(String insert, Object... row) {
            rows(insert.substring(0, insert.indexOf("VALUES ") + 7), insert.substring(insert.indexOf("VALUES ") + 7),
                    List.<Object[]>of(row));
            return statements - 1;
        }

        void rows(String head, String tuple, List<Object[]> rows) {
            if (rows.isEmpty()) {
                return;
            }
            statements++;
            sql.append(sql.isEmpty() ? "" : "; ").append(head);
            for (int i = 0; i < rows.size(); i++) {
                sql.append(i == 0 ? "" : ", ").append(tuple);
                values.addAll(java.util.Arrays.asList(rows.get(i)));
            }
        }

        /** Runs the statements; returns each one's count of rows, in order. */
        List<Integer> run(Connection connection, UnaryOperator<String> inspect) throws SQLException {
            List<Integer> counts = new ArrayList<>(statements);
            if (sql.isEmpty()) {
                return counts;
            }
            try (PreparedStatement statement = connection.prepareStatement(inspect.apply(sql.toString()))) {
                for (int i = 0; i < values.size(); i++) {
                    bind(statement, i + 1, values.get(i));
                }
                statement.execute();
                for (int count = statement.getUpdateCount(); count != -1; count = statement.getUpdateCount()) {
                    counts.add(count);
                    statement.getMoreResults();
                }
            }
            return counts;
        }

        private static void bind(PreparedStatement statement, int index, Object value) throws SQLException {
            if (value == null) {
                statement.setNull(index, Types.OTHER);
            } else if (value instanceof Instant at) {
                statement.setObject(index, OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
            } else {
                statement.setObject(index, value);
            }
        }
    }
}
