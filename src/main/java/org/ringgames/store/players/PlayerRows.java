package org.ringgames.store.players;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Players, and the seats they hold (V10__players.sql). */
@ApplicationScoped
public class PlayerRows implements PanacheRepositoryBase<PlayerEntity, UUID> {

    public Optional<PlayerEntity> byTokenHash(byte[] hash) {
        return find("tokenHash", (Object) hash).firstResultOptional();
    }

    /**
     * Replaces a player's own token hash with {@code next}, if it is still {@code current}: false
     * when another request rotated or revoked it first.
     */
    public boolean rotateToken(UUID playerId, byte[] current, byte[] next) {
        return getEntityManager().createNativeQuery("UPDATE player SET token_hash = ?3 WHERE id = ?1 AND token_hash = ?2")
                .setParameter(1, playerId).setParameter(2, current).setParameter(3, next).executeUpdate() == 1;
    }

    /** Revokes a player's own token, if it is still {@code current}: false when it was rotated or revoked first. */
    public boolean revokeToken(UUID playerId, byte[] current) {
        return getEntityManager().createNativeQuery("UPDATE player SET token_hash = NULL WHERE id = ?1 AND token_hash = ?2")
                .setParameter(1, playerId).setParameter(2, current).executeUpdate() == 1;
    }

    /** Takes the player's row lock, so that its token changes take turns. */
    public void lock(UUID playerId) {
        getEntityManager().createNativeQuery("SELECT 1 FROM player WHERE id = ?1 FOR UPDATE")
                .setParameter(1, playerId).getResultList();
    }

    /** Records that a player holds a seat of a new game. */
    public void seat(UUID playerId, UUID gameId, String seat, Instant at) {
        getEntityManager().createNativeQuery("INSERT INTO game_player (player_id, game_id, seat, created_at) "
                        + "VALUES (?1, ?2, ?3, ?4)")
                .setParameter(1, playerId).setParameter(2, gameId).setParameter(3, seat).setParameter(4, at)
                .executeUpdate();
    }

    /** A player's games not finished yet, oldest first (a new stream announces them). */
    @SuppressWarnings("unchecked")
    public List<UUID> gamesInPlay(UUID playerId) {
        return getEntityManager().createNativeQuery("SELECT gp.game_id FROM game_player gp JOIN game g ON g.id = gp.game_id "
                        + "WHERE gp.player_id = ?1 AND g.status <> 'finished' ORDER BY gp.created_at, gp.game_id",
                        UUID.class)
                .setParameter(1, playerId).getResultList();
    }

    /** How many of a player's games not finished yet have a computer seat (the engine plays in them). */
    public long engineGamesInPlay(UUID playerId) {
        return ((Number) getEntityManager().createNativeQuery("SELECT count(*) FROM game_player gp "
                        + "JOIN game g ON g.id = gp.game_id "
                        + "WHERE gp.player_id = ?1 AND g.status <> 'finished' AND g.computer_seats IS NOT NULL")
                .setParameter(1, playerId).getSingleResult()).longValue();
    }
}
