package org.ringgames.store.players;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The players with a stream open, per replica, under a lease (player_presence, V23__bot_api.sql). */
@ApplicationScoped
public class PresenceRows {

    @Inject
    EntityManager em;

    /** This replica holds a stream of the player until {@code until} (renewed by the next heartbeat). */
    public void hold(UUID player, UUID replica, Optional<String> portal, boolean openChallenges, Instant until) {
        em.createNativeQuery("INSERT INTO player_presence (player_id, replica, portal, open_challenges, lease_until) "
                        + "VALUES (?1, ?2, NULLIF(?3, ''), ?4, ?5) ON CONFLICT (player_id, replica) DO UPDATE "
                        + "SET open_challenges = EXCLUDED.open_challenges, lease_until = EXCLUDED.lease_until")
                .setParameter(1, player).setParameter(2, replica).setParameter(3, portal.orElse(""))
                .setParameter(4, openChallenges).setParameter(5, until).executeUpdate();
    }

    public void release(UUID player, UUID replica) {
        em.createNativeQuery("DELETE FROM player_presence WHERE player_id = ?1 AND replica = ?2")
                .setParameter(1, player).setParameter(2, replica).executeUpdate();
    }

    public void releaseAll(UUID replica) {
        em.createNativeQuery("DELETE FROM player_presence WHERE replica = ?1").setParameter(1, replica).executeUpdate();
    }

    /** The bots of a portal (empty: open mode's players) with a stream open now, by name, at most {@code limit}. */
    @SuppressWarnings("unchecked")
    public List<PlayerEntity> botsOnline(Optional<String> portal, Instant now, int limit) {
        return em.createNativeQuery("SELECT p.* FROM player p WHERE p.bot AND "
                        + (portal.isPresent() ? "p.portal = ?1" : "p.portal IS NULL AND ?1 = ''")
                        + " AND EXISTS (SELECT 1 FROM player_presence s WHERE s.player_id = p.id AND s.lease_until > ?2)"
                        + " ORDER BY p.name, p.id LIMIT ?3", PlayerEntity.class)
                .setParameter(1, portal.orElse("")).setParameter(2, now).setParameter(3, limit).getResultList();
    }

    /** The players of a portal with a stream open now that asked to hear of every open challenge. */
    @SuppressWarnings("unchecked")
    public List<UUID> listeningForOpenChallenges(Optional<String> portal, Instant now) {
        return em.createNativeQuery("SELECT DISTINCT player_id FROM player_presence WHERE open_challenges AND "
                        + (portal.isPresent() ? "portal = ?1" : "portal IS NULL AND ?1 = ''")
                        + " AND lease_until > ?2", UUID.class)
                .setParameter(1, portal.orElse("")).setParameter(2, now).getResultList();
    }
}
