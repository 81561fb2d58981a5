package org.ringgames.store.players;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class ChallengeRows implements PanacheRepositoryBase<ChallengeEntity, UUID> {

    /** The challenge, row-locked: a second taker waits here for the first one's commit. */
    public Optional<ChallengeEntity> findForUpdate(UUID id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /**
     * A portal's open challenges not lapsed, newest first (index challenge_open); a portal of
     * empty: open mode's. A lapsed challenge keeps its row as it was, so the read is bounded to
     * those made since {@code since} (now less the longest a challenge may stay open).
     */
    public List<ChallengeEntity> open(Optional<String> portal, Instant now, Instant since, int limit) {
        String where = portal.isPresent() ? "portal = ?1" : "portal is null and ?1 = ''";
        return find("status = 'open' and createdAt > ?3 and expiresAt > ?2 and " + where
                + " order by createdAt desc, id desc", portal.orElse(""), now, since).page(0, limit).list();
    }

    /**
     * Makes the transaction the only one creating challenges of this player until it ends (an
     * advisory lock), so that two racing creations both count the other when checking a cap.
     */
    public void lockChallenger(UUID player) {
        getEntityManager().createNativeQuery("SELECT pg_advisory_xact_lock(hashtextextended(?1, 38))")
                .setParameter(1, "challenges-of:" + player).getSingleResult();
    }

    /** How many open challenges not lapsed the player has made (walks index challenge_open). */
    public long countOpenOf(UUID player, Optional<String> portal, Instant now, Instant since) {
        String where = portal.isPresent() ? "portal = ?1" : "portal is null and ?1 = ''";
        return count("status = 'open' and createdAt > ?3 and expiresAt > ?2 and fromPlayer = ?4 and " + where,
                portal.orElse(""), now, since, player);
    }
}
