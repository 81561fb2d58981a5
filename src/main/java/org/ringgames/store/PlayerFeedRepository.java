package org.ringgames.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * A player's stream in {@code player_event} (V10__players.sql): its rows after a place, taking only
 * feed keys below the oldest transaction still running, as the portal stream does
 * ({@link FeedRepository}); and the rows a challenge adds.
 */
@ApplicationScoped
public class PlayerFeedRepository {

    private static final String HORIZON = "pg_snapshot_xmin(pg_current_snapshot())";

    @Inject
    EntityManager em;

    /** One row of a player's stream: a game's (game, seat, version) or a challenge's. */
    public record Row(long feedKey, long seq, String type, UUID gameId, String seat, Long version, UUID challengeId,
                      Instant createdAt) {
    }

    /** A player's rows after (feedKey, seq), in stream order, at most {@code limit}. */
    @SuppressWarnings("unchecked")
    public List<Row> after(UUID playerId, long feedKey, long seq, int limit) {
        List<Object[]> rows = em.createNativeQuery("SELECT feed_key::text, seq, type, game_id, seat, version, challenge_id, "
                        + "created_at FROM player_event WHERE player_id = ?1 AND (feed_key, seq) > (CAST(?2 AS xid8), ?3) "
                        + "AND feed_key < " + HORIZON + " ORDER BY feed_key, seq LIMIT ?4")
                .setParameter(1, playerId).setParameter(2, Long.toString(feedKey)).setParameter(3, seq)
                .setParameter(4, limit).getResultList();
        return rows.stream().map(PlayerFeedRepository::row).toList();
    }

    /** Whether rows after the place exist that a read cannot take yet (an older transaction still runs). */
    public boolean pendingBeyondHorizon(UUID playerId, long feedKey, long seq) {
        return (Boolean) em.createNativeQuery("SELECT EXISTS (SELECT 1 FROM player_event WHERE player_id = ?1 "
                        + "AND (feed_key, seq) > (CAST(?2 AS xid8), ?3) AND feed_key >= " + HORIZON + ")")
                .setParameter(1, playerId).setParameter(2, Long.toString(feedKey)).setParameter(3, seq)
                .getSingleResult();
    }

    /** The horizon now: every row written from now on has a feed key at least this. */
    public long horizon() {
        return Long.parseLong((String) em.createNativeQuery("SELECT " + HORIZON + "::text").getSingleResult());
    }

    /**
     * Adds a challenge's row to each player's stream, and tells each player's replicas once the
     * transaction commits.
     */
    public void appendChallenge(List<UUID> players, String type, UUID challengeId, Instant at) {
        if (players.isEmpty()) {
            return;
        }
        String ids = players.stream().map(UUID::toString).collect(java.util.stream.Collectors.joining(",", "{", "}"));
        em.createNativeQuery("WITH added AS (INSERT INTO player_event (player_id, feed_key, type, challenge_id, created_at) "
                        + "SELECT p, pg_current_xact_id(), ?2, ?3, ?4 FROM unnest(CAST(?1 AS uuid[])) AS p RETURNING player_id) "
                        + "SELECT count(pg_notify('" + EventRepository.CHANNEL + "', 'p:' || x.player_id)) "
                        + "FROM (SELECT DISTINCT player_id FROM added) x")
                .setParameter(1, ids).setParameter(2, type).setParameter(3, challengeId).setParameter(4, at)
                .getSingleResult();
    }

    private static Row row(Object[] r) {
        Object at = r[7];
        Instant created = at instanceof OffsetDateTime o ? o.toInstant() : (Instant) at;
        return new Row(Long.parseLong((String) r[0]), ((Number) r[1]).longValue(), (String) r[2], (UUID) r[3],
                (String) r[4], r[5] == null ? null : ((Number) r[5]).longValue(), (UUID) r[6], created);
    }
}
