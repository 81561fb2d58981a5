package org.ringgames.store.tournaments;

import org.ringgames.store.events.ChangeStatements;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.UUID;

/**
 * A tournament's events (V20__tournament_events.sql), appended by the transaction that changes the
 * tournament, under its row lock: the next seq of the tournament, and a feed key that never goes
 * below the tournament's previous event's (as for a game). The same statement, built by
 * {@link ChangeStatements#TOURNAMENT_APPEND}, writes the outbox rows of the portal's webhooks that want the event
 * ({@link org.ringgames.store.portals.WebhookRows}) and the rows of the tournament's players' streams (V10, told by a NOTIFY
 * each), so the event, its deliveries and its players' rows commit or roll back together.
 */
@ApplicationScoped
public class TournamentEventRows {

    @Inject
    EntityManager em;

    public void append(UUID tournament, String portal, String type, String data, Instant at) {
        em.createNativeQuery(ChangeStatements.TOURNAMENT_APPEND)
                .setParameter(1, tournament).setParameter(2, portal).setParameter(3, type).setParameter(4, data)
                .setParameter(5, at).getResultList();
    }
}
