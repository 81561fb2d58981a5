package org.ringgames.store.players;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class SeekRows implements PanacheRepositoryBase<SeekEntity, UUID> {

    /**
     * Makes the transaction the only one pairing seeks of this key until it ends (an advisory lock
     * on the key's hash; another key that hashes alike only waits a little longer).
     */
    public void lockKey(String matchKey) {
        getEntityManager().createNativeQuery("SELECT pg_advisory_xact_lock(hashtextextended(?1, 22))")
                .setParameter(1, matchKey).getSingleResult();
    }

    /*
     * A lapsed seek keeps its row, status 'waiting' and all: nothing has to run for it to lapse. So
     * every read of waiting seeks also bounds their creation to {@code since} (now less the longest
     * a seek may wait): the index range it walks holds the last hour's seeks, never every seek that
     * ever lapsed.
     */

    /** The oldest waiting, unlapsed seek of this key from another player (index seek_waiting). */
    public Optional<SeekEntity> oldestMatch(String matchKey, UUID notPlayer, Instant now, Instant since) {
        return find("matchKey = ?1 and status = 'waiting' and createdAt > ?4 and expiresAt > ?2 and playerId <> ?3 "
                + "order by createdAt, id", matchKey, now, notPlayer, since).withLock(LockModeType.PESSIMISTIC_WRITE)
                .firstResultOptional();
    }

    /** Whether any waiting, unlapsed seek of this key names a rating range (then pairing reads ratings). */
    public boolean anyRanged(String matchKey, Instant now, Instant since) {
        return count("matchKey = ?1 and status = 'waiting' and createdAt > ?3 and expiresAt > ?2 and ratingMin is not null",
                matchKey, now, since) > 0;
    }

    /** The oldest waiting, unlapsed seeks of this key from other players, without a lock, at most {@code limit}. */
    public List<SeekEntity> waitingMatches(String matchKey, UUID notPlayer, Instant now, Instant since, int limit) {
        return find("matchKey = ?1 and status = 'waiting' and createdAt > ?4 and expiresAt > ?2 and playerId <> ?3 "
                + "order by createdAt, id", matchKey, now, notPlayer, since).page(0, limit).list();
    }

    /** The player's own waiting, unlapsed seek of this key, if any. */
    public Optional<SeekEntity> waitingOf(UUID playerId, String matchKey, Instant now, Instant since) {
        return find("matchKey = ?1 and status = 'waiting' and createdAt > ?4 and expiresAt > ?2 and playerId = ?3",
                matchKey, now, playerId, since).firstResultOptional();
    }

    public Optional<SeekEntity> findForUpdate(UUID id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /** A portal's waiting seeks not lapsed, oldest first (index seek_waiting_portal). */
    public List<SeekEntity> waiting(Optional<String> portal, Instant now, Instant since, int limit) {
        String where = portal.isPresent() ? "portal = ?1" : "portal is null and ?1 = ''";
        return find("status = 'waiting' and createdAt > ?3 and expiresAt > ?2 and " + where + " order by createdAt, id",
                portal.orElse(""), now, since).page(0, limit).list();
    }

    /** How many waiting seeks not lapsed the player has (walks index seek_waiting_portal). */
    public long countWaitingOf(UUID player, Optional<String> portal, Instant now, Instant since) {
        String where = portal.isPresent() ? "portal = ?1" : "portal is null and ?1 = ''";
        return count("status = 'waiting' and createdAt > ?3 and expiresAt > ?2 and playerId = ?4 and " + where,
                portal.orElse(""), now, since, player);
    }
}
