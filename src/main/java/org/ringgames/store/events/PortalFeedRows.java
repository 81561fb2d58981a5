package org.ringgames.store.events;

import org.ringgames.store.Citus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The portal stream's reads of {@code game_event} (V8__portals.sql): a portal's events after a
 * place in the stream, taking only feed keys below the oldest transaction still running, so that
 * what is read is final (nothing can later appear before it).
 */
@ApplicationScoped
public class PortalFeedRows {

    @Inject
    EntityManager em;

    @Inject
    Citus citus;

    /** One event of a portal's stream, with the game's external id. */
    public record FeedRow(long feedKey, UUID gameId, long version, int ordinal, String type, String data,
                          String externalId, Instant createdAt) {
    }

    /** A place in the stream, as the key columns' values. */
    public record Place(long feedKey, UUID gameId, long version, int ordinal) {
    }

    /**
     * The events of a portal (null: open mode's games) after {@code after}, in stream order, at most
     * {@code limit}, only those of the given types (empty: all), with feed keys below {@code horizon}
     * ({@link #horizon}, taken once for a batch's reads).
     */
    @SuppressWarnings("unchecked")
    public List<FeedRow> after(Optional<String> portal, Place after, List<String> types, int limit, long horizon) {
        String typed = types.isEmpty() ? "" : " AND e.type IN (" + placeholders(8, types.size()) + ")";
        // A game's events, then (V20) the portal's tournaments' events, merged in one order: a
        // tournament's (tournament_id, seq) stand where a game's (game_id, version) do, ordinal 0.
        String sql = "SELECT * FROM ((SELECT e.feed_key::text AS k, e.game_id AS id, e.version AS v, e.ordinal AS o, e.type, "
                + "e.data, g.external_id, e.created_at, e.feed_key FROM game_event e JOIN game g ON g.id = e.game_id WHERE "
                + (portal.isPresent() ? "e.portal = ?1" : "e.portal IS NULL AND ?1 = ''")
                + " AND (e.feed_key, e.game_id, e.version, e.ordinal) > (CAST(?2 AS xid8), ?3, ?4, ?5)"
                + " AND e.feed_key < CAST(?7 AS xid8)" + typed
                + " ORDER BY e.feed_key, e.game_id, e.version, e.ordinal LIMIT ?6) UNION ALL "
                + "(SELECT e.feed_key::text, e.tournament_id, e.seq, CAST(0 AS smallint), e.type, e.data, NULL, e.created_at, "
                + "e.feed_key FROM tournament_event e WHERE "
                + (portal.isPresent() ? "e.portal = ?1" : "e.portal IS NULL AND ?1 = ''")
                + " AND (e.feed_key, e.tournament_id, e.seq, 0) > (CAST(?2 AS xid8), ?3, ?4, ?5)"
                + " AND e.feed_key < CAST(?7 AS xid8)" + typed
                + " ORDER BY e.feed_key, e.tournament_id, e.seq LIMIT ?6)) f ORDER BY f.feed_key, f.id, f.v, f.o LIMIT ?6";
        var query = em.createNativeQuery(sql).setParameter(1, portal.orElse(""))
                .setParameter(2, Long.toString(after.feedKey())).setParameter(3, after.gameId())
                .setParameter(4, after.version()).setParameter(5, after.ordinal()).setParameter(6, limit)
                .setParameter(7, Long.toString(horizon));
        for (int i = 0; i < types.size(); i++) {
            query.setParameter(8 + i, types.get(i));
        }
        List<Object[]> rows = query.getResultList();
        return rows.stream().map(PortalFeedRows::row).toList();
    }

    /**
     * Whether events of the portal after {@code after} exist that a read cannot take yet, because a
     * transaction older than theirs is still running: the stream then looks again shortly.
     */
    public boolean pendingBeyondHorizon(Optional<String> portal, Place after, long horizon) {
        String mine = portal.isPresent() ? "e.portal = ?1" : "e.portal IS NULL AND ?1 = ''";
        String sql = "SELECT EXISTS (SELECT 1 FROM game_event e WHERE " + mine
                + " AND (e.feed_key, e.game_id, e.version, e.ordinal) > (CAST(?2 AS xid8), ?3, ?4, ?5)"
                + " AND e.feed_key >= CAST(?6 AS xid8)) OR EXISTS (SELECT 1 FROM tournament_event e WHERE " + mine
                + " AND (e.feed_key, e.tournament_id, e.seq, 0) > (CAST(?2 AS xid8), ?3, ?4, ?5)"
                + " AND e.feed_key >= CAST(?6 AS xid8))";
        return (Boolean) em.createNativeQuery(sql).setParameter(1, portal.orElse(""))
                .setParameter(2, Long.toString(after.feedKey())).setParameter(3, after.gameId())
                .setParameter(4, after.version()).setParameter(5, after.ordinal())
                .setParameter(6, Long.toString(horizon)).getSingleResult();
    }

    /**
     * The horizon now: every event written from now on has a feed key at least this. Its own
     * statement, run before the read that uses it ({@link Citus#horizon}).
     */
    public long horizon() {
        return Long.parseLong((String) em.createNativeQuery(citus.horizon()).getSingleResult());
    }

    private static String placeholders(int first, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "?" : ", ?").append(first + i);
        }
        return text.toString();
    }

    private static FeedRow row(Object[] r) {
        Object at = r[7];
        Instant created = at instanceof OffsetDateTime o ? o.toInstant() : (Instant) at;
        return new FeedRow(Long.parseLong((String) r[0]), (UUID) r[1], ((Number) r[2]).longValue(),
                ((Number) r[3]).intValue(), (String) r[4], (String) r[5], (String) r[6], created);
    }
}
