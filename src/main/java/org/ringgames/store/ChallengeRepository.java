package org.ringgames.store;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class ChallengeRepository implements PanacheRepositoryBase<ChallengeEntity, UUID> {

    /** The challenge, row-locked: a second taker waits here for the first one's commit. */
    public Optional<ChallengeEntity> findForUpdate(UUID id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /**
     * A portal's open challenges not lapsed, newest first (index challenge_open); a portal of
     * empty: open mode's.
     */
    public List<ChallengeEntity> open(Optional<String> portal, Instant now, int limit) {
        String where = portal.isPresent() ? "portal = ?1" : "portal is null and ?1 = ''";
        return find("status = 'open' and expiresAt > ?2 and " + where + " order by createdAt desc, id desc",
                portal.orElse(""), now).page(0, limit).list();
    }
}
