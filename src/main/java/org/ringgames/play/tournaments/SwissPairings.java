package org.ringgames.play.tournaments;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DaemonThreads;
import org.ringgames.play.core.Rejection;
import org.ringgames.rules.tournament.swiss.DutchPairing;
import org.ringgames.rules.tournament.swiss.NoPairingException;
import org.ringgames.rules.tournament.swiss.RoundPairing;

/**
 * Pairs a Swiss round asked for (by the start, rounds/next or the sweep's advance) on this replica's
 * one pairing thread, never an event loop, a request's thread or the deadline sweep's: claims it
 * with a lease in a short transaction ({@link Tournaments#claimPairing}), computes the Dutch pairing
 * with no transaction open and no lock held (1,000 players take tens of seconds of CPU), then writes
 * it in a second short transaction if the tournament is unchanged ({@link Tournaments#writePairing}),
 * computing again when a player entered or withdrew meanwhile. Exactly one replica writes a round:
 * the write checks under the row lock that it is still asked for. The lease is renewed while the
 * pairing computes; a replica killed mid-pairing stops renewing it, and once it expires any
 * replica's sweep claims the pairing again.
 */
@ApplicationScoped
public class SwissPairings {

    private static final Logger LOG = Logger.getLogger(SwissPairings.class);
    /** How soon a dead replica's pairing is retaken; renewed every {@link #RENEW} while it computes. */
    static final Duration LEASE = Duration.ofSeconds(30);
    static final Duration RENEW = Duration.ofSeconds(10);
    static final int ATTEMPTS = 3;

    @Inject
    Tournaments tournaments;

    private ExecutorService worker;
    private ScheduledExecutorService renewer;
    private final Map<UUID, CompletableFuture<Void>> running = new ConcurrentHashMap<>();
    /** Leases this replica holds but could not give back (the database was away): retaken at once. */
    private final Set<UUID> held = ConcurrentHashMap.newKeySet();

    @PostConstruct
    void init() {
        worker = Executors.newSingleThreadExecutor(DaemonThreads.named("swiss-pairing"));
        renewer = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("swiss-pairing-lease"));
    }

    @PreDestroy
    void stop() {
        worker.shutdownNow();
        renewer.shutdownNow();
    }

    /** Pairs the tournament's asked-for round on the pairing thread (once at a time per tournament). */
    public CompletableFuture<Void> submit(UUID id) {
        running.values().removeIf(CompletableFuture::isDone);
        return running.compute(id, (k, f) -> f != null && !f.isDone() ? f
                : CompletableFuture.runAsync(() -> run(k), worker));
    }

    /**
     * Pairs the asked-for round, waiting up to {@code wait}: true when it is written (or none was
     * asked), false when it is still under way (on this replica's pairing thread or another
     * replica's). A round with no legal pairing is refused (409), its ask dropped.
     */
    public boolean await(UUID id, Duration wait) {
        if (!tournaments.pairingAsked(id)) {
            return true;
        }
        long deadline = System.nanoTime() + wait.toNanos();
        try {
            submit(id).get(wait.toMillis(), TimeUnit.MILLISECONDS);
            // Done here, or claimed by another replica's pairing thread: its write ends the ask.
            while (tournaments.pairingAsked(id)) {
                if (System.nanoTime() >= deadline) {
                    return false;
                }
                Thread.sleep(50);
            }
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Rejection r && r.kind() == Rejection.Kind.WRONG_PHASE) {
                throw r;
            }
            return false; // the sweep tries again
        }
    }

    void run(UUID id) {
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            Optional<Tournaments.Snapshot> snapshot = tournaments.claimPairing(id, LEASE, held.contains(id));
            held.remove(id);
            if (snapshot.isEmpty()) {
                return;
            }
            Tournaments.Snapshot s = snapshot.get();
            boolean written;
            try {
                RoundPairing pairing;
                long began = System.nanoTime();
                ScheduledFuture<?> renewing = renewer.scheduleAtFixedRate(() -> renew(id), RENEW.toMillis(),
                        RENEW.toMillis(), TimeUnit.MILLISECONDS);
                try {
                    pairing = DutchPairing.pair(s.record());
                    LOG.infof("Tournament %s: round %d of %d entries paired in %d ms (attempt %d)", id, s.round(),
                            s.entrants().size(), (System.nanoTime() - began) / 1_000_000, attempt);
                } catch (NoPairingException e) {
                    tournaments.dropPairing(id);
                    throw new Rejection(Rejection.Kind.WRONG_PHASE, "round " + s.round()
                            + " has no legal pairing: " + e.getMessage());
                } finally {
                    renewing.cancel(false);
                }
                written = tournaments.writePairing(s, pairing);
            } catch (Rejection e) {
                if (e.kind() != Rejection.Kind.WRONG_PHASE) {
                    release(id);
                }
                throw e;
            } catch (RuntimeException e) {
                release(id);
                throw e;
            }
            if (written) {
                return;
            }
            LOG.debugf("Tournament %s changed while round %d was paired; pairing again", id, s.round());
            release(id);
        }
        LOG.warnf("Tournament %s changed during %d pairings of its round; the sweep tries again", id, ATTEMPTS);
    }

    private void renew(UUID id) {
        try {
            tournaments.renewPairing(id, LEASE);
        } catch (RuntimeException e) {
            LOG.debugf(e, "Could not renew tournament %s's pairing lease", id);
        }
    }

    private void release(UUID id) {
        try {
            tournaments.releasePairing(id);
        } catch (RuntimeException e) {
            held.add(id);
            LOG.debugf(e, "Could not release tournament %s's pairing; its lease expires", id);
        }
    }
}
