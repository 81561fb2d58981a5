package org.ringgames.store.events;

import org.ringgames.store.Citus;
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
 * ({@link PortalFeedRows}); and the rows a challenge adds.
 */
@ApplicationScoped
public class PlayerFeedRows {

    @Inject
    EntityManager em;

    @Inject
    Citus citus;

    /** One row of a player's stream: a game's (game, seat, version) or a challenge's. */
    public record Row(long feedKey, long seq, String type, UUID gameId, String seat, Long version, UUID challengeId,
                      Instant createdAt, UUID tournamentId, String tournamentData, String reason, ChatRows.Line chatLine) {
    }

    /** A player's rows after (feedKey, seq) below {@code horizon} ({@link #horizon}), in stream order, at most {@code limit}. */
    @SuppressWarnings("unchecked")
    public List<Row> after(UUID playerId, long feedKey, long seq, int limit, long horizon) {
        // A tournament's row (V20) takes its event's data from tournament_event; a chat line's (V22)
        // its line from game_chat, on the game's shard (a game's row has the game's id as shard_key).
        List<Object[]> rows = em.createNativeQuery("SELECT p.feed_key::text, p.seq, p.type, p.game_id, p.seat, p.version, "
                        + "p.challenge_id, p.created_at, p.tournament_id, t.data, p.reason, c.game_id, c.seq, c.room, c.at_version, "
                        + "c.author_kind, c.author_name, c.author_seat, c.author_player, c.text, c.created_at "
                        + "FROM player_event p LEFT JOIN tournament_event t "
                        + "ON p.tournament_id IS NOT NULL AND t.tournament_id = p.tournament_id AND t.seq = p.version "
                        + "LEFT JOIN game_chat c ON p.type = 'chatLine' AND c.game_id = p.shard_key AND c.seq = p.version "
                        + "WHERE p.player_id = ?1 AND (p.feed_key, p.seq) > (CAST(?2 AS xid8), ?3) "
                        + "AND p.feed_key < CAST(?5 AS xid8) ORDER BY p.feed_key, p.seq LIMIT ?4")
                .setParameter(1, playerId).setParameter(2, Long.toString(feedKey)).setParameter(3, seq)
                .setParameter(4, limit).setParameter(5, Long.toString(horizon)).getResultList();
        return rows.stream().map(PlayerFeedRows::row).toList();
    }

    /** Whether rows after the place exist that a read cannot take yet (an older transaction still runs). */
    /** Whether a later yourTurn of this seat of the game was written for the player: the turn moved on since {@code version}. */
    public boolean newerTurn(UUID playerId, UUID gameId, String seat, long version) {
        return (Boolean) em.createNativeQuery("SELECT EXISTS (SELECT 1 FROM player_event WHERE player_id = ?1 "
                        + "AND game_id = ?2 AND seat = ?3 AND type = 'yourTurn' AND version > ?4)")
                .setParameter(1, playerId).setParameter(2, gameId).setParameter(3, seat).setParameter(4, version)
                .getSingleResult();
    }

    public boolean pendingBeyondHorizon(UUID playerId, long feedKey, long seq, long horizon) {
        return (Boolean) em.createNativeQuery("SELECT EXISTS (SELECT 1 FROM player_event WHERE player_id = ?1 "
                        + "AND (feed_key, seq) > (CAST(?2 AS xid8), ?3) AND feed_key >= CAST(?4 AS xid8))")
                .setParameter(1, playerId).setParameter(2, Long.toString(feedKey)).setParameter(3, seq)
                .setParameter(4, Long.toString(horizon)).getSingleResult();
    }

    /**
     * The horizon now: every row written from now on has a feed key at least this. Its own
     * statement, run before the read that uses it ({@link Citus#horizon}).
     */
    public long horizon() {
        return Long.parseLong((String) em.createNativeQuery(citus.horizon()).getSingleResult());
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
        // The feed key and the notifications come from the coordinator, in a statement of their own
        // (on Citus the insert runs on the challenge's shard); the rows, one VALUES list, are routed
        // to that one shard (their shard_key is the challenge's id).
        String key = (String) em.createNativeQuery("SELECT pg_current_xact_id()::text, count(pg_notify('"
                        + EventRows.CHANNEL + "', 'p:' || p)) FROM (SELECT DISTINCT p FROM unnest(CAST(?1 AS uuid[])) AS p) x")
                .setParameter(1, ids).getResultList().stream().map(r -> (String) ((Object[]) r)[0]).findFirst().orElseThrow();
        StringBuilder sql = new StringBuilder("INSERT INTO player_event (player_id, feed_key, type, challenge_id, shard_key, "
                + "created_at) VALUES ");
        for (int i = 0; i < players.size(); i++) {
            sql.append(i == 0 ? "" : ", ").append("(CAST(?").append(5 + i).append(" AS uuid), CAST(?1 AS xid8), ?2, ?3, ?3, ?4)");
        }
        var insert = em.createNativeQuery(sql.toString()).setParameter(1, key).setParameter(2, type)
                .setParameter(3, challengeId).setParameter(4, at);
        for (int i = 0; i < players.size(); i++) {
            insert.setParameter(5 + i, players.get(i).toString());
        }
        insert.executeUpdate();
    }

    private static Row row(Object[] r) {
        Object at = r[7];
        Instant created = at instanceof OffsetDateTime o ? o.toInstant() : (Instant) at;
        return new Row(Long.parseLong((String) r[0]), ((Number) r[1]).longValue(), (String) r[2], (UUID) r[3],
                (String) r[4], r[5] == null ? null : ((Number) r[5]).longValue(), (UUID) r[6], created, (UUID) r[8],
                (String) r[9], (String) r[10], r[11] == null ? null : ChatRows.line(java.util.Arrays.copyOfRange(r, 11, 21)));
    }
}
