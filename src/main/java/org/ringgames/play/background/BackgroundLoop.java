package org.ringgames.play.background;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DatabaseErrors;

/**
 * The one way the service does work with nobody calling: a daemon thread per loop and replica that
 * runs rounds of a {@link Work} — claim what is due in the database (a row lock {@code SKIP LOCKED},
 * or a lease), do it, give back what it could not do — until the replica stops. Every background
 * loop runs on it: the deadline sweep (and the tournaments riding on it), the computer seats, the
 * reviews, the webhook deliveries, the NOTIFY listener, the stored portal keys' refresh, the
 * stream presence's writes and heartbeat. (Pools that run work handed to them — the engine's
 * search threads, the webhook attempts, the Swiss pairing thread, the streams' writers — are not
 * loops and keep their executors.)
 *
 * <p>Between rounds the loop waits for what the round asked ({@link Next}): at once when more work
 * is waiting, until an instant (a deadline), or until the next {@link #wake} or the interval (the
 * poll that catches what a lost wake-up left). A wake that comes while a round runs is kept: the
 * next wait ends at once.
 *
 * <p>A round that throws is the loop's outage: while the database is away every round fails, and
 * the loop tries again after an exponential back-off with jitter, from the first back-off up to
 * {@link #MAX_BACKOFF}, so that the replicas do not knock on a restarting database all at once.
 * It logs once when the failures begin (a warning when the database cannot be reached, per
 * {@link DatabaseErrors#unreachable}; an error with its stack trace otherwise, a bug) and once when
 * a round works again. Work lost to an outage is never lost for good: what was claimed under a
 * lease is claimed again when the lease lapses, and what was locked rolled back with the connection.
 */
public final class BackgroundLoop {

    private static final Logger LOG = Logger.getLogger(BackgroundLoop.class);
    /** The longest wait between two failed rounds. */
    public static final Duration MAX_BACKOFF = Duration.ofSeconds(5);

    /** One round of a loop's work: does what is due now, and says when to look again. */
    @FunctionalInterface
    public interface Work {
        Next round() throws InterruptedException;
    }

    /** When the next round runs: not after {@code at}, and never later than the loop's interval. */
    public record Next(Instant at) {

        /** More work is waiting: the next round runs at once. */
        public static final Next AGAIN = new Next(Instant.MIN);
        /** Nothing is waiting: the next round runs at the next wake, or after the interval. */
        public static final Next IDLE = new Next(Instant.MAX);

        /** The next round runs at {@code at} (a deadline), at the next wake, or after the interval. */
        public static Next at(Instant at) {
            return new Next(at);
        }
    }

    /** How the loop waits out a back-off: the thread's sleep, or a test's hand. */
    @FunctionalInterface
    interface Sleeper {
        void sleep(Duration duration) throws InterruptedException;
    }

    private final String name;
    private final String label;
    private final Duration interval;
    private final Duration firstBackoff;
    private final Clock clock;
    private final Work work;
    private final Sleeper sleeper;
    private final DoubleSupplier jitter;

    private final Object signal = new Object();
    /** The earliest instant someone asked the loop to look by (guarded by {@link #signal}). */
    private Instant wakeBy = Instant.MAX;
    private volatile boolean running;
    private Thread thread;
    /** Rounds failed in a row, and since when: read and written by the loop's thread only. */
    private int failures;
    private Instant failingSince;

    BackgroundLoop(String name, String label, Duration interval, Duration firstBackoff, Clock clock, Work work,
                   Sleeper sleeper, DoubleSupplier jitter) {
        if (interval.isNegative() || interval.isZero() || firstBackoff.isNegative() || firstBackoff.isZero()) {
            throw new IllegalArgumentException(name + ": the interval and the first back-off must be positive");
        }
        this.name = name;
        this.label = label;
        this.interval = interval;
        this.firstBackoff = firstBackoff;
        this.clock = clock;
        this.work = work;
        this.sleeper = sleeper;
        this.jitter = jitter;
    }

    /**
     * A loop on a thread named {@code name}, called {@code label} in the log, that looks at least every {@code interval} and waits
     * {@code firstBackoff} (then twice as long each time, jittered, up to {@link #MAX_BACKOFF}) after
     * a failed round. Not started: its owner starts it on {@code StartupEvent} (when enabled) and
     * stops it on {@code ShutdownEvent}.
     */
    public static BackgroundLoop of(String name, String label, Duration interval, Duration firstBackoff, Clock clock,
                                    Work work) {
        return new BackgroundLoop(name, label, interval, firstBackoff, clock, work,
                duration -> Thread.sleep(duration.toMillis()), () -> ThreadLocalRandom.current().nextDouble());
    }

    public synchronized void start() {
        if (thread != null) {
            return;
        }
        running = true;
        thread = new Thread(this::run, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Ends the loop: the round under way sees {@link #running()} false, and any wait ends. */
    public synchronized void stop() {
        running = false;
        if (thread != null) {
            thread.interrupt();
        }
    }

    /** Whether the loop runs (started and not stopped): a long round checks it to end early. */
    public boolean running() {
        return running;
    }

    /** Something may be due: the next round runs now rather than at the next poll. */
    public void wake() {
        wakeBy(Instant.MIN);
    }

    /** Something falls due at {@code at}: the loop looks then, if it would not have looked earlier. */
    public void wakeBy(Instant at) {
        synchronized (signal) {
            if (at.isBefore(wakeBy)) {
                wakeBy = at;
                signal.notifyAll();
            }
        }
    }

    private void run() {
        while (running) {
            Next next;
            try {
                next = work.round();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                if (!running) {
                    return;
                }
                failed(e);
                continue;
            }
            if (failures > 0) {
                LOG.infof("%s works again, after %d failed rounds in %s", label, failures,
                        Duration.between(failingSince, clock.instant()));
                failures = 0;
            }
            if (next != Next.AGAIN) {
                await(next.at());
            }
        }
    }

    private void failed(RuntimeException e) {
        failures++;
        if (failures == 1) {
            failingSince = clock.instant();
            if (DatabaseErrors.unreachable(e)) {
                LOG.warnf("%s: the database cannot be reached (%s); trying again with back-off, %s apart at most",
                        label, e.toString(), MAX_BACKOFF);
            } else {
                LOG.errorf(e, "%s failed; trying again with back-off, %s apart at most", label, MAX_BACKOFF);
            }
        }
        try {
            sleeper.sleep(backoff(firstBackoff, failures, jitter.getAsDouble()));
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            running = false;
        }
    }

    /**
     * The wait after the {@code failures}-th failed round in a row: {@code first} doubled each time up
     * to {@link #MAX_BACKOFF} (or {@code first}, if longer), of which the second half is jittered
     * by {@code jitter} in [0, 1).
     */
    static Duration backoff(Duration first, int failures, double jitter) {
        Duration cap = first.compareTo(MAX_BACKOFF) > 0 ? first : MAX_BACKOFF;
        Duration full = first;
        for (int i = 1; i < failures && full.compareTo(cap) < 0; i++) {
            full = full.multipliedBy(2);
        }
        if (full.compareTo(cap) > 0) {
            full = cap;
        }
        long half = full.toNanos() / 2;
        return Duration.ofNanos(full.toNanos() - half + (long) (half * jitter));
    }

    /** Waits until {@code at}, the interval, a wake, or the stop, whichever comes first. */
    private void await(Instant at) {
        synchronized (signal) {
            Instant now = clock.instant();
            Instant cap = now.plus(interval);
            Instant until = at.isBefore(cap) ? at : cap;
            try {
                while (running) {
                    if (wakeBy.isBefore(until)) {
                        until = wakeBy;
                    }
                    if (!until.isAfter(now)) {
                        break;
                    }
                    long millis = Duration.between(now, until).toMillis();
                    if (millis <= 0) {
                        break;
                    }
                    signal.wait(millis);
                    now = clock.instant();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                running = false;
            }
            // A wake asked for a later instant stays for the next wait; one that is due is spent.
            if (!wakeBy.isAfter(now)) {
                wakeBy = Instant.MAX;
            }
        }
    }
}
