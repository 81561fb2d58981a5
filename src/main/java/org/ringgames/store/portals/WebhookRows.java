package org.ringgames.store.portals;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Webhooks and their outbox ({@code webhook}, {@code webhook_delivery}; V8__portals.sql), in plain
 * JDBC: the claim is one statement of locks, joins and an array parameter, which JPQL does not
 * say. Each method is one statement; inside a transaction the data source's connection joins it.
 * A portal is matched with {@code IS NOT DISTINCT FROM}: null is open mode's portal.
 */
@ApplicationScoped
public class WebhookRows {

    @Inject
    AgroalDataSource dataSource;

    /** A registered webhook (the secret is read only to sign). */
    public record Webhook(UUID id, String portal, String url, Optional<List<String>> events, Instant createdAt) {
    }

    /** A delivery as its log shows it. */
    public record Delivery(UUID id, UUID webhookId, UUID gameId, long version, int ordinal, String type, String status,
                           int attempts, Optional<Instant> lastAttemptAt, Optional<Integer> lastStatus,
                           Optional<String> lastError, Optional<Instant> nextAttemptAt, Instant createdAt,
                           Optional<Instant> deliveredAt) {
    }

    /** A delivery claimed for one attempt, with what it takes to send it. */
    public record Claimed(UUID id, UUID webhookId, String url, String secret, UUID gameId, Optional<String> externalId,
                          long version, int ordinal, String type, String data, Instant eventAt, int attempt,
                          Instant createdAt) {
    }

    /**
     * The next attempt of a delivery that waits for an earlier pending delivery of its game (to the
     * same webhook): never due by itself. When that one is delivered or fails, the next one is made
     * due in the same transaction; {@link #wakeWaiting} catches any a race left waiting.
     */
    public static final String WAITING = "infinity";

    private static final String WEBHOOK_COLUMNS = "id, portal, url, events, created_at";
    private static final String DELIVERY_COLUMNS = "id, webhook_id, game_id, version, ordinal, type, status, attempts, "
            + "last_attempt_at, last_status, last_error, next_attempt_at, created_at, delivered_at";

    /** Registers a webhook unless its portal has {@code max} already; false when it has. */
    public boolean insert(UUID id, String portal, String url, Optional<List<String>> events, String secret,
                          Instant at, int max) {
        return update("INSERT INTO webhook (id, portal, url, events, secret, created_at) SELECT ?, ?, ?, ?, ?, ? "
                + "WHERE (SELECT count(*) FROM webhook WHERE portal IS NOT DISTINCT FROM ?) < ?", (c, s) -> {
                    s.setObject(1, id);
                    s.setString(2, portal);
                    s.setString(3, url);
                    s.setArray(4, events.isPresent() ? c.createArrayOf("text", events.get().toArray()) : null);
                    s.setString(5, secret);
                    s.setObject(6, utc(at));
                    s.setString(7, portal);
                    s.setInt(8, max);
                }) == 1;
    }

    public List<Webhook> list(String portal) {
        return query("SELECT " + WEBHOOK_COLUMNS + " FROM webhook WHERE portal IS NOT DISTINCT FROM ? "
                + "ORDER BY created_at, id", s -> s.setString(1, portal), WebhookRows::webhook);
    }

    public Optional<Webhook> find(String portal, UUID id) {
        return query("SELECT " + WEBHOOK_COLUMNS + " FROM webhook WHERE id = ? AND portal IS NOT DISTINCT FROM ?",
                s -> {
                    s.setObject(1, id);
                    s.setString(2, portal);
                }, WebhookRows::webhook).stream().findFirst();
    }

    /** Deletes a webhook and its deliveries; false when the portal has no such webhook. */
    public boolean delete(String portal, UUID id) {
        return update("DELETE FROM webhook WHERE id = ? AND portal IS NOT DISTINCT FROM ?", (c, s) -> {
            s.setObject(1, id);
            s.setString(2, portal);
        }) == 1;
    }

    /**
     * A webhook's deliveries, newest first, optionally of one status, after a place in that order
     * (the previous page's last created_at and id).
     */
    public List<Delivery> deliveries(UUID webhookId, Optional<String> status, Optional<Instant> beforeAt,
                                     Optional<UUID> beforeId, int limit) {
        String sql = "SELECT " + DELIVERY_COLUMNS + " FROM webhook_delivery WHERE webhook_id = ?"
                + (status.isPresent() ? " AND status = ?" : "")
                + (beforeAt.isPresent() ? " AND (created_at, id) < (?, ?)" : "")
                + " ORDER BY created_at DESC, id DESC LIMIT ?";
        return query(sql, s -> {
            int i = 1;
            s.setObject(i++, webhookId);
            if (status.isPresent()) {
                s.setString(i++, status.get());
            }
            if (beforeAt.isPresent()) {
                s.setObject(i++, utc(beforeAt.get()));
                s.setObject(i++, beforeId.orElseThrow());
            }
            s.setInt(i, limit);
        }, WebhookRows::delivery);
    }

    /** Makes a delivery due now (pending, one more attempt); empty when the webhook has no such delivery. */
    public Optional<Delivery> retry(UUID webhookId, UUID deliveryId) {
        return query("UPDATE webhook_delivery SET status = 'pending', next_attempt_at = now(), lease_until = NULL, "
                + "leased_by = NULL WHERE id = ? AND webhook_id = ? RETURNING " + DELIVERY_COLUMNS, s -> {
                    s.setObject(1, deliveryId);
                    s.setObject(2, webhookId);
                }, WebhookRows::delivery).stream().findFirst();
    }

    /**
     * Claims up to {@code limit} due deliveries for one attempt each, under a lease: pending, due,
     * not leased (or leased by a replica that did not finish in time), of no webhook in
     * {@code busy}, and each the first pending one of its game for its webhook, so a game's events
     * go out one at a time, in order.
     *
     * <p>An unlocked scan for candidates across every game, then a claim of each by its game and id
     * that checks the same conditions again under the row's lock: of two replicas claiming one row,
     * the second finds it leased and moves on. (Citus runs no {@code FOR UPDATE} across shards; each
     * claim is routed to the delivery's shard.)
     */
    public List<Claimed> claim(String replica, int limit, Duration lease, Collection<UUID> busy) {
        List<UUID[]> candidates = query("SELECT d.game_id, d.id FROM webhook_delivery d WHERE d.status = 'pending' "
                + "AND d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until < now()) "
                + "AND NOT (d.webhook_id = ANY (?)) AND " + FIRST_OF_GAME
                + " ORDER BY d.next_attempt_at, d.game_id, d.version, d.ordinal LIMIT ?", s -> {
                    s.setArray(1, s.getConnection().createArrayOf("uuid", busy.toArray()));
                    s.setInt(2, limit);
                }, r -> new UUID[] {r.getObject(1, UUID.class), r.getObject(2, UUID.class)});
        String sql = "UPDATE webhook_delivery d SET lease_until = now() + make_interval(secs => ?), leased_by = ?, "
                + "attempts = d.attempts + 1, last_attempt_at = now() "
                + "FROM webhook w, game_event e, game g WHERE d.game_id = ? AND d.id = ? AND d.status = 'pending' "
                + "AND d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until < now()) AND " + FIRST_OF_GAME
                + " AND w.id = d.webhook_id AND e.game_id = d.game_id AND e.version = d.version AND e.ordinal = d.ordinal "
                + "AND g.id = d.game_id "
                + "RETURNING d.id, d.webhook_id, w.url, w.secret, d.game_id, g.external_id, d.version, d.ordinal, d.type, "
                + "e.data, e.created_at, d.attempts, d.created_at";
        List<Claimed> claimed = new ArrayList<>();
        for (UUID[] candidate : candidates) {
            List<Claimed> game = claimOne(sql, lease, replica, candidate);
            // A tournament's delivery (V20) names its tournament where a game's names the game.
            claimed.addAll(game.isEmpty() ? claimOne(TOURNAMENT_CLAIM, lease, replica, candidate) : game);
        }
        return claimed;
    }

    private List<Claimed> claimOne(String sql, Duration lease, String replica, UUID[] candidate) {
        return query(sql, s -> {
                s.setDouble(1, lease.toMillis() / 1000.0);
                s.setString(2, replica);
                s.setObject(3, candidate[0]);
                s.setObject(4, candidate[1]);
            }, r -> new Claimed(r.getObject(1, UUID.class), r.getObject(2, UUID.class), r.getString(3), r.getString(4),
                    r.getObject(5, UUID.class), Optional.ofNullable(r.getString(6)), r.getLong(7), r.getInt(8),
                    r.getString(9), r.getString(10), instant(r, 11), r.getInt(12), instant(r, 13)));
    }

    /** No earlier delivery of the same game to the same webhook is pending (a subquery on the game's shard). */
    private static final String FIRST_OF_GAME = "NOT EXISTS (SELECT 1 FROM webhook_delivery p "
            + "WHERE p.webhook_id = d.webhook_id AND p.game_id = d.game_id AND p.status = 'pending' "
            + "AND (p.version, p.ordinal) < (d.version, d.ordinal))";

    private static final String TOURNAMENT_CLAIM = "UPDATE webhook_delivery d SET lease_until = now() "
            + "+ make_interval(secs => ?), leased_by = ?, attempts = d.attempts + 1, last_attempt_at = now() "
            + "FROM webhook w, tournament_event e WHERE d.game_id = ? AND d.id = ? AND d.status = 'pending' "
            + "AND d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until < now()) AND " + FIRST_OF_GAME
            + " AND w.id = d.webhook_id AND e.tournament_id = d.game_id AND e.seq = d.version "
            + "RETURNING d.id, d.webhook_id, w.url, w.secret, d.game_id, NULL::text, d.version, d.ordinal, d.type, "
            + "e.data, e.created_at, d.attempts, d.created_at";

    /** Records a 2xx; false when the claim was no longer this replica's (its lease lapsed and it was claimed again). */
    public boolean delivered(UUID gameId, UUID id, String replica, int attempt, int status) {
        return finish("UPDATE webhook_delivery SET status = 'delivered', delivered_at = now(), "
                + "lease_until = NULL, leased_by = NULL, last_status = ?, last_error = NULL "
                + "WHERE game_id = ? AND id = ? AND leased_by = ? AND attempts = ? RETURNING webhook_id, status", s -> {
                    s.setInt(1, status);
                    s.setObject(2, gameId);
                    s.setObject(3, id);
                    s.setString(4, replica);
                    s.setInt(5, attempt);
                }, gameId, id);
    }

    /**
     * Runs an attempt's outcome (a statement returning the delivery's webhook and status, one row or
     * none) and, once the delivery is no longer pending (delivered, or failed for good), makes the
     * next pending delivery of the same game and webhook due, in one transaction: two statements,
     * each routed to the game's shard on Citus. False when the outcome matched no row.
     */
    private boolean finish(String outcome, Binder binder, UUID gameId, UUID id) {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                UUID webhookId = null;
                String status = null;
                try (PreparedStatement s = c.prepareStatement(outcome)) {
                    binder.bind(s);
                    try (ResultSet rows = s.executeQuery()) {
                        if (rows.next()) {
                            webhookId = rows.getObject(1, UUID.class);
                            status = rows.getString(2);
                        }
                    }
                }
                if (webhookId != null && !"pending".equals(status)) {
                    try (PreparedStatement s = c.prepareStatement(PROMOTE_NEXT)) {
                        s.setObject(1, gameId);
                        s.setObject(2, gameId);
                        s.setObject(3, webhookId);
                        s.setObject(4, id);
                        s.executeUpdate();
                    }
                }
                c.commit();
                return webhookId != null;
            } catch (SQLException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new PersistenceException("webhook statement failed: " + e.getMessage(), e);
        }
    }

    /** The next pending delivery of a game and webhook, after the one just done, if it waits. */
    private static final String PROMOTE_NEXT = "UPDATE webhook_delivery n SET next_attempt_at = now() "
            + "WHERE n.game_id = ? AND n.next_attempt_at = '" + WAITING + "' AND n.id = (SELECT p.id FROM webhook_delivery p "
            + "WHERE p.game_id = ? AND p.webhook_id = ? AND p.status = 'pending' AND p.id <> ? "
            + "ORDER BY p.version, p.ordinal LIMIT 1)";

    /**
     * Makes due every waiting delivery whose game has no earlier pending delivery to its webhook: one
     * left waiting because it was written while the one before it was being marked done. Returns
     * how many.
     */
    public int wakeWaiting() {
        return update("UPDATE webhook_delivery d SET next_attempt_at = now() WHERE d.status = 'pending' "
                + "AND d.next_attempt_at = '" + WAITING + "' AND " + FIRST_OF_GAME, (c, s) -> { });
    }

    /**
     * Records a failed attempt: the delivery is due again at {@code nextAttemptAt} (the caller keeps
     * it before the delivery's give-up time), or, when {@code giveUp}, it is {@code failed}. Values,
     * not expressions of the row's columns: Citus refuses an UPDATE whose SET calls a STABLE
     * function (timestamp arithmetic is one) on a column.
     */
    public boolean attemptFailed(UUID gameId, UUID id, String replica, int attempt, Optional<Integer> status, String error,
                                 Instant nextAttemptAt, boolean giveUp) {
        return finish("UPDATE webhook_delivery SET lease_until = NULL, leased_by = NULL, last_status = ?, "
                + "last_error = ?, status = ?, next_attempt_at = ? "
                + "WHERE game_id = ? AND id = ? AND leased_by = ? AND attempts = ? RETURNING webhook_id, status", s -> {
                    if (status.isPresent()) {
                        s.setInt(1, status.get());
                    } else {
                        s.setNull(1, Types.INTEGER);
                    }
                    s.setString(2, error.length() > 500 ? error.substring(0, 500) : error);
                    s.setString(3, giveUp ? "failed" : "pending");
                    s.setObject(4, utc(nextAttemptAt));
                    s.setObject(5, gameId);
                    s.setObject(6, id);
                    s.setString(7, replica);
                    s.setInt(8, attempt);
                }, gameId, id);
    }

    /** Whether any webhook is registered, of any portal. */
    public boolean anyWebhook() {
        return query("SELECT EXISTS (SELECT 1 FROM webhook)", s -> { }, r -> r.getBoolean(1)).get(0);
    }

    /** How long the oldest pending delivery has waited (zero when none is pending). */
    public Duration oldestPending() {
        List<Double> seconds = query("SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 "
                + "FROM webhook_delivery WHERE status = 'pending'", s -> { }, r -> r.getDouble(1));
        return Duration.ofMillis(Math.round(seconds.get(0) * 1000));
    }

    // --- plumbing -------------------------------------------------------------------------------

    private interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }

    private interface ConnectionBinder {
        void bind(Connection connection, PreparedStatement statement) throws SQLException;
    }

    private interface RowReader<T> {
        T read(ResultSet row) throws SQLException;
    }

    private <T> List<T> query(String sql, Binder binder, RowReader<T> reader) {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            binder.bind(s);
            try (ResultSet rows = s.executeQuery()) {
                List<T> out = new ArrayList<>();
                while (rows.next()) {
                    out.add(reader.read(rows));
                }
                return out;
            }
        } catch (SQLException e) {
            throw new PersistenceException("webhook statement failed: " + e.getMessage(), e);
        }
    }

    /** Runs a statement whose one row is a count. */
    private int count(String sql, Binder binder) {
        return query(sql, binder, r -> r.getInt(1)).get(0);
    }

    private int update(String sql, ConnectionBinder binder) {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            binder.bind(c, s);
            return s.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException("webhook statement failed: " + e.getMessage(), e);
        }
    }

    private static OffsetDateTime utc(Instant at) {
        return OffsetDateTime.ofInstant(at, java.time.ZoneOffset.UTC);
    }

    private static Instant instant(ResultSet r, int index) throws SQLException {
        OffsetDateTime at = r.getObject(index, OffsetDateTime.class);
        return at == null ? null : at.toInstant();
    }

    private static Webhook webhook(ResultSet r) throws SQLException {
        Array events = r.getArray(4);
        return new Webhook(r.getObject(1, UUID.class), r.getString(2), r.getString(3),
                events == null ? Optional.empty() : Optional.of(Arrays.asList((String[]) events.getArray())),
                instant(r, 5));
    }

    /** When a pending delivery is due; empty while it waits for an earlier one (the driver reads infinity as far off). */
    private static Optional<Instant> due(Instant at) {
        return at == null || at.isAfter(Instant.parse("9999-01-01T00:00:00Z")) ? Optional.empty() : Optional.of(at);
    }

    private static Delivery delivery(ResultSet r) throws SQLException {
        int lastStatus = r.getInt(10);
        boolean noStatus = r.wasNull();
        String status = r.getString(7);
        return new Delivery(r.getObject(1, UUID.class), r.getObject(2, UUID.class), r.getObject(3, UUID.class),
                r.getLong(4), r.getInt(5), r.getString(6), status, r.getInt(8), Optional.ofNullable(instant(r, 9)),
                noStatus ? Optional.empty() : Optional.of(lastStatus), Optional.ofNullable(r.getString(11)),
                "pending".equals(status) ? due(instant(r, 12)) : Optional.empty(), instant(r, 13),
                Optional.ofNullable(instant(r, 14)));
    }

}
