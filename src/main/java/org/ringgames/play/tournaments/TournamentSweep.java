package org.ringgames.play.tournaments;

import jakarta.enterprise.event.Observes;
import org.ringgames.play.games.DeadlineSweeper;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DatabaseErrors;
import org.ringgames.play.core.Rejection;
import org.ringgames.store.tournaments.TournamentRows;

/**
 * The tournaments' work nobody calls for, done by the deadline sweep's loop on every replica
 * after each sweep (it observes play/games/DeadlineSweeper's Swept, on a play/background/BackgroundLoop): a tournament due at its startsAt is started, and
 * one whose round's games are all over (advance auto) gets its next round, its pairing asked for
 * and computed on {@link SwissPairings}' thread (also one asked for by a replica killed since). Each tournament is
 * claimed by its row lock, SKIP LOCKED, in a transaction of its own ({@link Tournaments#sweep}):
 * exactly one replica does each step, and a replica killed mid-step rolls back and leaves it to
 * the next sweep of any replica. While the database is unreachable the step fails, and the sweep's
 * loop backs off and retries it; a tournament whose step fails for another reason (no legal pairing) is logged and
 * left alone for a while.
 */
@ApplicationScoped
public class TournamentSweep {

    private static final Logger LOG = Logger.getLogger(TournamentSweep.class);
    private static final int BATCH = 50;
    private static final Duration SET_ASIDE = Duration.ofSeconds(30);

    private final Tournaments tournaments;
    private final TournamentRows rows;
    private final SwissPairings pairings;

    private final Map<UUID, Instant> setAside = new ConcurrentHashMap<>();

    TournamentSweep(Tournaments tournaments, TournamentRows rows, SwissPairings pairings) {
        this.tournaments = tournaments;
        this.rows = rows;
        this.pairings = pairings;
    }

    void swept(@Observes DeadlineSweeper.Swept swept) {
        sweep(swept.at());
    }

    /** One pass over the tournaments in play; on the sweep's one thread. */
    public void sweep(Instant now) {
        setAside.values().removeIf(until -> !until.isAfter(now));
        List<UUID> due = io.quarkus.narayana.jta.QuarkusTransaction.requiringNew().call(() -> rows.inPlay(now, BATCH));
        for (UUID id : due) {
            if (setAside.containsKey(id)) {
                continue;
            }
            try {
                tournaments.sweep(id);
                if (tournaments.pairingAsked(id)) {
                    // Paired on the pairing thread, not this one (the clocks' sweep must not wait).
                    pairings.submit(id).whenComplete((v, failure) -> {
                        Throwable e = failure instanceof java.util.concurrent.CompletionException c && c.getCause() != null
                                ? c.getCause() : failure;
                        if (e instanceof Rejection r && r.kind() == Rejection.Kind.OVERLOADED
                                || e instanceof RuntimeException x && DatabaseErrors.unreachable(x)) {
                            LOG.debugf(e, "Tournament %s's pairing waits: trying again next sweep", id);
                        } else if (e != null) {
                            LOG.errorf(e, "Could not pair tournament %s; trying again in %s", id, SET_ASIDE);
                            setAside.put(id, Instant.now().plus(SET_ASIDE));
                        }
                    });
                }
            } catch (Rejection e) {
                if (e.kind() == Rejection.Kind.OVERLOADED) {
                    // This replica takes no new game until its deadline sweep has caught up: next time.
                    continue;
                }
                LOG.errorf(e, "Could not advance tournament %s; trying again in %s", id, SET_ASIDE);
                setAside.put(id, now.plus(SET_ASIDE));
            } catch (RuntimeException e) {
                if (DatabaseErrors.unreachable(e)) {
                    throw e;
                }
                LOG.errorf(e, "Could not advance tournament %s; trying again in %s", id, SET_ASIDE);
                setAside.put(id, now.plus(SET_ASIDE));
            }
        }
    }
}
