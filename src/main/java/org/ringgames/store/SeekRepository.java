package org.ringgames.store;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class SeekRepository implements PanacheRepositoryBase<SeekEntity, UUID> {

    /**
     * Makes the transaction the only one pairing seeks of this key until it ends (an advisory lock
     * on the key's hash; another key that hashes alike only waits a little longer).
     */
    public void lockKey(String matchKey) {
        getEntityManager().createNativeQuery("SELECT pg_advisory_xact_lock(hashtextextended(?1, 22))")
                .setParameter(1, matchKey).getSingleResult();
    }

    /** The oldest waiting, unlapsed seek of this key from another player (index seek_waiting). */
    public Optional<SeekEntity> oldestMatch(String matchKey, UUID notPlayer, Instant now) {
        return find("matchKey = ?1 and status = 'waiting' and expiresAt > ?2 and playerId <> ?3 "
                + "order by createdAt, id", matchKey, now, notPlayer).withLock(LockModeType.PESSIMISTIC_WRITE)
                .firstResultOptional();
    }

    /** The player's own waiting, unlapsed seek of this key, if any. */
    public Optional<SeekEntity> waitingOf(UUID playerId, String matchKey, Instant now) {
        return find("matchKey = ?1 and status = 'waiting' and expiresAt > ?2 and playerId = ?3", matchKey, now, playerId)
                .firstResultOptional();
    }

    public Optional<SeekEntity> findForUpdate(UUID id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /** A portal's waiting seeks not lapsed, oldest first (index seek_waiting_portal). */
    public List<SeekEntity> waiting(Optional<String> portal, Instant now, int limit) {
        String where = portal.isPresent() ? "portal = ?1" : "portal is null and ?1 = ''";
        return find("status = 'waiting' and expiresAt > ?2 and " + where + " order by createdAt, id",
                portal.orElse(""), now).page(0, limit).list();
    }
}
