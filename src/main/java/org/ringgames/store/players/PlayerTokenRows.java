package org.ringgames.store.players;

import org.ringgames.store.events.EventRows;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The tokens players make for their bots (V23__bot_api.sql). */
@ApplicationScoped
public class PlayerTokenRows implements PanacheRepositoryBase<PlayerTokenEntity, UUID> {

    public Optional<PlayerTokenEntity> byTokenHash(byte[] hash) {
        return find("tokenHash", (Object) hash).firstResultOptional();
    }

    /** A player's tokens, oldest first. */
    public List<PlayerTokenEntity> of(UUID playerId) {
        return list("playerId = ?1 order by createdAt, id", playerId);
    }

    public long countOf(UUID playerId) {
        return count("playerId", playerId);
    }

    /**
     * Tells every replica (and this one) that a token is no longer good: payload {@code t:<hash
     * hex>} on the events channel, delivered only if the transaction commits
     * (play.events.NotificationListener).
     */
    public void notifyGone(String hashHex) {
        getEntityManager().createNativeQuery("SELECT pg_notify('" + EventRows.CHANNEL + "', ?1)")
                .setParameter(1, "t:" + hashHex).getSingleResult();
    }
}
