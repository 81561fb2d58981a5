package org.ringgames.store.events;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * A game's chat lines (V22__game_chat.sql). Every statement names one game (or, for the streams'
 * catch-up, a list of games), so the table is distributed with the game's rows on Citus. A line is
 * appended by the caller under the game's row lock, which numbers the game's lines in commit order.
 */
@ApplicationScoped
public class ChatRows {

    @Inject
    EntityManager em;

    /** A stored line. {@code authorSeat} and {@code authorPlayer} are null when the author has none. */
    public record Line(UUID gameId, long seq, String room, long atVersion, String authorKind, String authorName,
                       String authorSeat, UUID authorPlayer, String text, Instant createdAt) {
    }

    private static final String COLUMNS = "game_id, seq, room, at_version, author_kind, author_name, author_seat, "
            + "author_player, text, created_at";

    /** How many lines the game has (its last line's seq: lines are never removed). */
    public long count(UUID gameId) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM game_chat WHERE game_id = ?1")
                .setParameter(1, gameId).getSingleResult()).longValue();
    }

    /** The seq of the game's last line written before the game reached {@code version}; 0 for none. */
    public long lastBefore(UUID gameId, long version) {
        return ((Number) em.createNativeQuery("SELECT COALESCE(max(seq), 0) FROM game_chat WHERE game_id = ?1 "
                        + "AND at_version < ?2").setParameter(1, gameId).setParameter(2, version).getSingleResult())
                .longValue();
    }

    /**
     * Appends a line, a {@code chatLine} row to the stream of each player given (V10: the row's
     * version is the line's seq), and the notifications: {@code c:<game>:<seq>} for the game's
     * streams and {@code p:<player>} for each player's, which PostgreSQL sends only if the
     * transaction commits. The feed key and the notifications come from a statement that reads no
     * table (on Citus it runs on the coordinator, whose transaction id orders the streams); the two
     * inserts are each routed to the game's shard.
     *
     * @param players the players' ids and their seats in the game, in the same order
     */
    public void append(Line line, List<UUID> players, List<String> seats) {
        String ids = players.stream().map(UUID::toString).collect(Collectors.joining(",", "{", "}"));
        Object[] key = (Object[]) em.createNativeQuery("SELECT pg_current_xact_id()::text, (SELECT count(pg_notify('"
                        + EventRows.CHANNEL + "', 'p:' || x.p)) FROM (SELECT DISTINCT p FROM unnest(CAST(?1 AS uuid[])) "
                        + "AS p) x), pg_notify('" + EventRows.CHANNEL + "', ?2)")
                .setParameter(1, ids).setParameter(2, "c:" + line.gameId() + ":" + line.seq()).getSingleResult();
        em.createNativeQuery("INSERT INTO game_chat (" + COLUMNS + ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, NULLIF(?7, ''), "
                        + "CAST(NULLIF(?8, '') AS uuid), ?9, ?10)")
                .setParameter(1, line.gameId()).setParameter(2, line.seq()).setParameter(3, line.room())
                .setParameter(4, line.atVersion()).setParameter(5, line.authorKind()).setParameter(6, line.authorName())
                .setParameter(7, line.authorSeat() == null ? "" : line.authorSeat())
                .setParameter(8, line.authorPlayer() == null ? "" : line.authorPlayer().toString())
                .setParameter(9, line.text()).setParameter(10, line.createdAt()).executeUpdate();
        if (players.isEmpty()) {
            return;
        }
        em.createNativeQuery("INSERT INTO player_event (player_id, feed_key, type, game_id, seat, version, shard_key, "
                        + "created_at) SELECT p.player_id, CAST(?1 AS xid8), 'chatLine', ?2, p.seat, ?3, ?2, ?4 "
                        + "FROM unnest(CAST(?5 AS uuid[]), CAST(?6 AS text[])) AS p (player_id, seat)")
                .setParameter(1, (String) key[0]).setParameter(2, line.gameId()).setParameter(3, line.seq())
                .setParameter(4, line.createdAt()).setParameter(5, ids)
                .setParameter(6, seats.stream().collect(Collectors.joining(",", "{", "}"))).executeUpdate();
    }

    /** The game's lines in the rooms given with seq above {@code after}, oldest first, at most {@code limit}. */
    @SuppressWarnings("unchecked")
    public List<Line> after(UUID gameId, long after, Collection<String> rooms, int limit) {
        if (rooms.isEmpty()) {
            return List.of();
        }
        List<Object[]> rows = em.createNativeQuery("SELECT " + COLUMNS + " FROM game_chat WHERE game_id = ?1 "
                        + "AND seq > ?2 AND room = ANY (CAST(?3 AS text[])) ORDER BY seq LIMIT ?4")
                .setParameter(1, gameId).setParameter(2, after)
                .setParameter(3, rooms.stream().collect(Collectors.joining(",", "{", "}"))).setParameter(4, limit)
                .getResultList();
        return rows.stream().map(ChatRows::line).toList();
    }

    /** One line of a game, if it exists. */
    @SuppressWarnings("unchecked")
    public java.util.Optional<Line> one(UUID gameId, long seq) {
        List<Object[]> rows = em.createNativeQuery("SELECT " + COLUMNS + " FROM game_chat WHERE game_id = ?1 AND seq = ?2")
                .setParameter(1, gameId).setParameter(2, seq).getResultList();
        return rows.stream().map(ChatRows::line).findFirst();
    }

    /** The last line's seq of each game that has lines. */
    @SuppressWarnings("unchecked")
    public Map<UUID, Long> lastOf(Collection<UUID> gameIds) {
        Map<UUID, Long> last = new HashMap<>();
        if (gameIds.isEmpty()) {
            return last;
        }
        List<Object[]> rows = em.createNativeQuery("SELECT game_id, max(seq) FROM game_chat WHERE game_id = ANY "
                        + "(CAST(?1 AS uuid[])) GROUP BY game_id")
                .setParameter(1, gameIds.stream().map(UUID::toString).collect(Collectors.joining(",", "{", "}")))
                .getResultList();
        rows.forEach(r -> last.put((UUID) r[0], ((Number) r[1]).longValue()));
        return last;
    }

    static Line line(Object[] r) {
        Object at = r[9];
        Instant created = at instanceof OffsetDateTime o ? o.toInstant() : (Instant) at;
        return new Line((UUID) r[0], ((Number) r[1]).longValue(), (String) r[2], ((Number) r[3]).longValue(),
                (String) r[4], (String) r[5], (String) r[6], (UUID) r[7], (String) r[8], created);
    }
}
