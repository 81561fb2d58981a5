package org.ringgames.play.games;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DatabaseErrors;
import org.ringgames.play.background.BackgroundLoop;
import org.ringgames.play.background.BackgroundLoop.Next;

/**
 * Ends overdue games with nobody calling: a {@link BackgroundLoop} per replica that sleeps until the nearest
 * deadline of any game (read from the database, so a deadline set on another replica counts too),
 * at most {@code ringgames.clock.sweep-interval} (the safety net), or until a write on this
 * replica sets an earlier one; then ends every overdue game it can lock, one transaction each
 * ({@link Deadlines#endIfOverdue}).
 *
 * <p>Exactly once across replicas: each game is ended under its row lock, by whichever replica
 * locks it first; the others skip it ({@code SKIP LOCKED}) and then find it no longer overdue. A
 * replica that dies mid-sweep rolls back and its locks go with its connection, so the others end
 * the game. While the database is unreachable the sweep fails and is retried with the loop's
 * back-off; once it returns, every game that fell overdue meanwhile is ended, once.
 */
@ApplicationScoped
public class DeadlineSweeper {

    private static final Logger LOG = Logger.getLogger(DeadlineSweeper.class);
    /** Overdue games read per query; each is ended in a transaction of its own. */
    private static final int BATCH = 100;
    /** How long a game that failed to end is left alone before the sweep tries it again. */
    private static final Duration SET_ASIDE = Duration.ofSeconds(30);

    private final Deadlines deadlines;
    private final Clock clock;
    private final Event<Swept> sweptEvents;
    private final SweepSettings settings;
    private final BackgroundLoop loop;

    /** Set once at start, read by request threads (GamePlay.create). */
    private volatile SweepLag lag = new SweepLag(Duration.ZERO);

    /** Games that failed to end, left alone until then: the loop's thread only. */
    private final Map<UUID, Instant> setAside = new HashMap<>();

    /**
     * A sweep of this replica is done: the work that rides on the sweep's loop observes it, on the
     * loop's thread (the tournaments', play/tournaments/TournamentSweep). An observer's failure is
     * the round's: a database away backs the loop off.
     */
    public record Swept(Instant at) {
    }

    DeadlineSweeper(Deadlines deadlines, Clock clock, Event<Swept> sweptEvents, SweepSettings settings) {
        this.deadlines = deadlines;
        this.clock = clock;
        this.sweptEvents = sweptEvents;
        this.settings = settings;
        this.loop = BackgroundLoop.of("deadline-sweeper", "Deadline sweep", settings.sweepInterval(),
                settings.sweepInterval(), clock, this::round);
    }

    void start(@Observes StartupEvent startup) {
        if (!settings.sweepEnabled()) {
            return;
        }
        lag = new SweepLag(settings.refuseNewGamesAfter());
        loop.start();
    }

    void stop(@Observes ShutdownEvent shutdown) {
        loop.stop();
    }

    /** Whether this replica's sweep is behind, so that it takes no new game for now. */
    public boolean behind() {
        return lag.behind();
    }

    /** A write on this replica set a deadline: wake up for it if it comes before the planned wake. */
    public void deadlineSet(Instant deadline) {
        loop.wakeBy(deadline);
    }

    /** Ends what is overdue, advances the tournaments, and sleeps until the nearest deadline. */
    private Next round() {
        Instant swept = now();
        sweep(swept);
        // The tournaments' claimed work rides on this loop: started and advanced when due.
        sweptEvents.fire(new Swept(swept));
        Optional<Instant> nearest = deadlines.nearest();
        // A nearest deadline the sweep already covered is a game it could not end now (locked
        // elsewhere: another replica ending it, or a write; or set aside after a failure):
        // wait the interval, do not spin on it.
        return nearest.filter(deadline -> deadline.isAfter(swept)).map(Next::at).orElse(Next.IDLE);
    }

    /**
     * Ends every game overdue at {@code now} that this replica can lock, one transaction each. A
     * game that fails to end (a bug, not an outage: the database answered the candidates' query) is
     * logged and set aside for a while, so that it does not hold back the games due after it.
     */
    private void sweep(Instant now) {
        setAside.values().removeIf(until -> !until.isAfter(now));
        boolean more;
        do {
            List<UUID> candidates = deadlines.overdue(now(), BATCH + setAside.size());
            int ended = 0;
            for (UUID id : candidates) {
                if (!loop.running()) {
                    return;
                }
                if (!setAside.containsKey(id) && endIfOverdue(id, now)) {
                    ended++;
                }
            }
            if (ended == 0) {
                lag.caughtUp();
            }
            // A full page that this replica made progress on may have more behind it.
            more = ended > 0 && candidates.size() >= BATCH + setAside.size();
        } while (more);
    }

    private boolean endIfOverdue(UUID id, Instant now) {
        try {
            Optional<Deadlines.Ended> ended = deadlines.endIfOverdue(id);
            ended.ifPresent(e -> lag.ended(e.deadline(), e.at()));
            return ended.isPresent();
        } catch (RuntimeException e) {
            if (DatabaseErrors.unreachable(e)) {
                throw e;
            }
            LOG.errorf(e, "Could not end overdue game %s; trying again in %s", id, SET_ASIDE);
            setAside.put(id, now.plus(SET_ASIDE));
            return false;
        }
    }

    private Instant now() {
        return Instant.now(clock).truncatedTo(ChronoUnit.MICROS);
    }
}
