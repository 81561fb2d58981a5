package org.ringgames.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.UUID;

/**
 * A tournament's events (V20__tournament_events.sql), appended by the transaction that changes the
 * tournament, under its row lock: the next seq of the tournament, and a feed key that never goes
 * below the tournament's previous event's (as {@link FeedSql#feedKey} for a game). The same
 * statement writes the outbox rows of the portal's webhooks that want the event
 * ({@link WebhookRows}) and the rows of the tournament's players' streams (V10, told by a NOTIFY
 * each), so the event, its deliveries and its players' rows commit or roll back together.
 */
@ApplicationScoped
public class TournamentEventRows {

    @Inject
    EntityManager em;

    public void append(UUID tournament, String portal, String type, String data, Instant at) {
        em.createNativeQuery("WITH appended AS (INSERT INTO tournament_event (tournament_id, seq, portal, feed_key, "
                        + "type, data, created_at) SELECT ?1, COALESCE(max(p.seq), 0) + 1, ?2, GREATEST(pg_current_xact_id(), "
                        + "COALESCE(max(p.feed_key), '0'::xid8)), ?3, ?4, ?5 FROM tournament_event p WHERE p.tournament_id = ?1 "
                        + "RETURNING tournament_id, seq, type, portal, created_at, feed_key), "
                        + "outbox AS (INSERT INTO webhook_delivery (id, webhook_id, game_id, version, ordinal, type, status, "
                        + "next_attempt_at, created_at) SELECT gen_random_uuid(), w.id, a.tournament_id, a.seq, 0, a.type, "
                        + "'pending', CASE WHEN EXISTS (SELECT 1 FROM webhook_delivery p WHERE p.webhook_id = w.id "
                        + "AND p.game_id = a.tournament_id AND p.status = 'pending') THEN '" + WebhookRows.WAITING
                        + "'::timestamptz ELSE a.created_at END, a.created_at FROM appended a JOIN webhook w "
                        + "ON w.portal = a.portal AND (w.events IS NULL OR a.type = ANY (w.events)) RETURNING 1), "
                        + "playered AS (INSERT INTO player_event (player_id, feed_key, type, tournament_id, version, "
                        + "shard_key, created_at) SELECT tp.player_id, a.feed_key, a.type, a.tournament_id, a.seq, "
                        + "a.tournament_id, a.created_at FROM appended a JOIN tournament_player tp "
                        + "ON tp.tournament_id = a.tournament_id RETURNING player_id) "
                        + "SELECT (SELECT count(*) FROM outbox), (SELECT count(pg_notify('" + EventRepository.CHANNEL
                        + "', 'p:' || x.player_id)) FROM (SELECT DISTINCT player_id FROM playered) x)")
                .setParameter(1, tournament).setParameter(2, portal).setParameter(3, type).setParameter(4, data)
                .setParameter(5, at).getResultList();
    }
}
