package org.ringgames.store.games;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Idempotency keys, per game and seat. A request claims its key first, in the transaction of the
 * change it guards: a concurrent request with the same key waits on the primary key until the
 * first commits (then finds its response) or rolls back (then claims the key itself).
 */
@ApplicationScoped
public class IdempotencyRows {

    @Inject
    EntityManager em;

    /** A request already answered under a key. */
    public record Stored(byte[] requestHash, int status, String response) {
    }

    /** Claims the key; false when another request holds it (committed). */
    public boolean claim(UUID gameId, String seat, String key, byte[] requestHash, Instant now) {
        return em.createNativeQuery("""
                INSERT INTO idempotent_request (game_id, seat, key, request_hash, created_at)
                VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING""")
                .setParameter(1, gameId).setParameter(2, seat).setParameter(3, key)
                .setParameter(4, requestHash).setParameter(5, now)
                .executeUpdate() == 1;
    }

    public Optional<Stored> find(UUID gameId, String seat, String key) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT request_hash, status, response FROM idempotent_request
                WHERE game_id = ?1 AND seat = ?2 AND key = ?3""")
                .setParameter(1, gameId).setParameter(2, seat).setParameter(3, key)
                .getResultList();
        return rows.stream().findFirst()
                .map(r -> new Stored((byte[]) r[0], r[1] == null ? 0 : ((Number) r[1]).intValue(), (String) r[2]));
    }

    /** Records the response of the request that claimed the key. */
    public void complete(UUID gameId, String seat, String key, int status, String responseJson) {
        em.createNativeQuery("""
                UPDATE idempotent_request SET status = ?4, response = ?5
                WHERE game_id = ?1 AND seat = ?2 AND key = ?3""")
                .setParameter(1, gameId).setParameter(2, seat).setParameter(3, key)
                .setParameter(4, status).setParameter(5, responseJson)
                .executeUpdate();
    }
}
