package org.ringgames.store.players;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Players' ratings (table player_rating, V17). The statements of a rated game's end name players,
 * not the game: the one documented exception to "the write path names one game" besides the
 * engine cap (docs/capacity.md, store.WritePathKeysTest).
 */
@ApplicationScoped
public class RatingRows implements PanacheRepositoryBase<PlayerRatingEntity, PlayerRatingEntity.Key> {

    /** A rating as read: the player, the pool's figures, and a name: the player's on the leaderboard, the pool's in {@link #ofPlayer}. */
    public record Row(UUID playerId, double rating, double deviation, double volatility, int games,
                      Instant lastRatedAt, String name) {
    }

    /** The figures a player without a row starts from (Glicko-2's new player). */
    public record Start(double rating, double deviation, double volatility) {
    }

    /**
     * The players' rows of a pool, each row-locked, in the order of the players' ids: two games
     * ending at once that share players lock them in the same order, so neither waits on the other
     * in a cycle. A player without a row gets one first ({@code start}, no games), so that there is
     * a row to lock; its insert is rolled back with the transaction if that fails.
     */
    public List<Row> lockForRating(String pool, List<UUID> players, Start start, Instant now) {
        List<UUID> ordered = players.stream().sorted().toList();
        for (UUID player : ordered) {
            getEntityManager().createNativeQuery("INSERT INTO player_rating (player_id, pool, rating, deviation, volatility, "
                            + "games, last_rated_at) VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6) ON CONFLICT DO NOTHING")
                    .setParameter(1, player).setParameter(2, pool).setParameter(3, start.rating())
                    .setParameter(4, start.deviation()).setParameter(5, start.volatility()).setParameter(6, now)
                    .executeUpdate();
        }
        List<Row> rows = new ArrayList<>(ordered.size());
        for (UUID player : ordered) {
            Object[] r = (Object[]) getEntityManager().createNativeQuery("SELECT player_id, rating, deviation, volatility, "
                            + "games, last_rated_at FROM player_rating WHERE player_id = ?1 AND pool = ?2 FOR UPDATE")
                    .setParameter(1, player).setParameter(2, pool).getSingleResult();
            rows.add(row(r, null));
        }
        return rows;
    }

    /** Writes a player's rating after a rated game. */
    public void save(String pool, UUID player, double rating, double deviation, double volatility, int games,
                     Instant at) {
        getEntityManager().createNativeQuery("UPDATE player_rating SET rating = ?3, deviation = ?4, volatility = ?5, "
                        + "games = ?6, last_rated_at = ?7 WHERE player_id = ?1 AND pool = ?2")
                .setParameter(1, player).setParameter(2, pool).setParameter(3, rating).setParameter(4, deviation)
                .setParameter(5, volatility).setParameter(6, games).setParameter(7, at).executeUpdate();
    }

    /** A player's ratings, pool by pool (name: the pool's). */
    @SuppressWarnings("unchecked")
    public List<Row> ofPlayer(UUID player) {
        List<Object[]> rows = getEntityManager().createNativeQuery("SELECT player_id, rating, deviation, volatility, "
                        + "games, last_rated_at, pool FROM player_rating WHERE player_id = ?1 AND games > 0 ORDER BY pool")
                .setParameter(1, player).getResultList();
        return rows.stream().map(r -> row(r, (String) r[6])).toList();
    }

    /**
     * A page of a pool's leaderboard: players of the portal (empty: players without one), by
     * rating, highest first, then by id; after the cursor's rating and id when given (keyset, index
     * player_rating_board).
     */
    @SuppressWarnings("unchecked")
    public List<Row> board(String pool, Optional<String> portal, Optional<Double> afterRating, Optional<UUID> afterPlayer,
                           int limit) {
        String sql = "SELECT r.player_id, r.rating, r.deviation, r.volatility, r.games, r.last_rated_at, p.name "
                + "FROM player_rating r JOIN player p ON p.id = r.player_id WHERE r.pool = ?1 AND r.games > 0 AND "
                + (portal.isPresent() ? "p.portal = ?2" : "p.portal IS NULL AND ?2 = ''")
                + (afterRating.isPresent() ? " AND (r.rating < ?3 OR (r.rating = ?3 AND r.player_id > ?4))" : "")
                + " ORDER BY r.rating DESC, r.player_id LIMIT " + limit;
        var query = getEntityManager().createNativeQuery(sql).setParameter(1, pool).setParameter(2, portal.orElse(""));
        if (afterRating.isPresent()) {
            query.setParameter(3, afterRating.get()).setParameter(4, afterPlayer.orElseThrow());
        }
        List<Object[]> rows = query.getResultList();
        return rows.stream().map(r -> row(r, (String) r[6])).toList();
    }

    /** A player's current rating in a pool, if it has played there (a seek's rating range reads it). */
    public Optional<Row> of(UUID player, String pool) {
        return Optional.ofNullable(findById(new PlayerRatingEntity.Key(player, pool)))
                .filter(r -> r.games > 0)
                .map(r -> new Row(player, r.rating, r.deviation, r.volatility, r.games, r.lastRatedAt, null));
    }

    private static Row row(Object[] r, String name) {
        return new Row((UUID) r[0], ((Number) r[1]).doubleValue(), ((Number) r[2]).doubleValue(),
                ((Number) r[3]).doubleValue(), ((Number) r[4]).intValue(), instant(r[5]), name);
    }

    private static Instant instant(Object value) {
        if (value instanceof Instant i) {
            return i;
        }
        if (value instanceof OffsetDateTime o) {
            return o.toInstant();
        }
        if (value instanceof java.sql.Timestamp t) {
            return t.toInstant();
        }
        throw new IllegalStateException("a time column read as " + (value == null ? "null" : value.getClass()));
    }
}
