package org.ringgames.play.background;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLTransientConnectionException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.ringgames.play.background.BackgroundLoop.Next;

/**
 * The loop on a real thread. Nothing here waits for time to pass: the back-off's waits go to a
 * sleeper the test holds, the interval is an hour (a round that runs again did so because it was
 * asked, never because the interval passed), and every step is awaited on a latch. The class
 * timeout only turns a loop that never does what it should into a failure rather than a hang.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BackgroundLoopTest {

    private static final Duration HOUR = Duration.ofHours(1);
    private static final Duration FIRST = Duration.ofMillis(100);

    private final List<Duration> backoffs = new CopyOnWriteArrayList<>();
    private final List<LogRecord> log = new CopyOnWriteArrayList<>();
    private final Logger logger = Logger.getLogger(BackgroundLoop.class.getName());
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            log.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private final AtomicReference<Thread> thread = new AtomicReference<>();
    private BackgroundLoop loop;

    @BeforeEach
    void captureTheLog() {
        capture.setLevel(Level.ALL);
        logger.addHandler(capture);
    }

    @AfterEach
    void stop() throws InterruptedException {
        logger.removeHandler(capture);
        if (loop != null) {
            loop.stop();
        }
        if (thread.get() != null) {
            thread.get().join();
        }
    }

    /** A loop whose back-off waits are only recorded, with no jitter (the wait's lower bound). */
    private BackgroundLoop loop(BackgroundLoop.Work work) {
        loop = new BackgroundLoop("test-loop", "Test loop", HOUR, FIRST, Clock.systemUTC(), () -> {
            thread.set(Thread.currentThread());
            return work.round();
        }, backoffs::add, () -> 0.0);
        return loop;
    }

    private static RuntimeException outage() {
        return new IllegalStateException("the pool gave up", new SQLTransientConnectionException("Acquisition timeout"));
    }

    /** The messages logged at this level (by its value: JBoss LogManager's WARN is JUL's WARNING). */
    private List<String> messages(Level level) {
        return at(level).stream().map(LogRecord::getMessage).toList();
    }

    private List<LogRecord> at(Level level) {
        return log.stream().filter(r -> r.getLevel().intValue() == level.intValue()).toList();
    }

    @Test
    void theBackoffDoublesFromTheFirstUpToTheCapAndOnlyItsSecondHalfIsJittered() {
        Duration first = Duration.ofMillis(500);
        assertThat(List.of(1, 2, 3, 4, 5, 6, 20).stream().map(n -> BackgroundLoop.backoff(first, n, 0.0)).toList())
                .containsExactly(Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofMillis(1000),
                        Duration.ofMillis(2000), Duration.ofMillis(2500), Duration.ofMillis(2500), Duration.ofMillis(2500));
        assertThat(BackgroundLoop.backoff(first, 1, 0.5)).isEqualTo(Duration.ofMillis(375));
        assertThat(BackgroundLoop.backoff(first, 1, 0.999_999)).isLessThan(first).isGreaterThan(Duration.ofMillis(499));
        assertThat(BackgroundLoop.backoff(first, 30, 0.999_999)).isLessThanOrEqualTo(BackgroundLoop.MAX_BACKOFF);
        assertThat(BackgroundLoop.backoff(Duration.ofSeconds(8), 3, 0.0))
                .as("a first back-off above the cap is the cap").isEqualTo(Duration.ofSeconds(4));
    }

    @Test
    void whileTheDatabaseIsAwayTheLoopWaitsLongerEachRoundAndLogsTheOutageOnceAndTheRecoveryOnce()
            throws InterruptedException {
        AtomicInteger rounds = new AtomicInteger();
        CountDownLatch recovered = new CountDownLatch(1);
        loop(() -> {
            int round = rounds.incrementAndGet();
            if (round <= 5) {
                throw outage();
            }
            if (round == 6) {
                return Next.AGAIN; // the loop logs its recovery before the next round
            }
            recovered.countDown();
            return Next.IDLE;
        }).start();

        recovered.await();
        assertThat(backoffs).containsExactly(Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(200),
                Duration.ofMillis(400), Duration.ofMillis(800));
        assertThat(messages(Level.WARNING)).hasSize(1).allSatisfy(m -> assertThat(m)
                .contains("the database cannot be reached"));
        assertThat(messages(Level.INFO)).hasSize(1).allSatisfy(m -> assertThat(m).contains("works again"));
        assertThat(messages(Level.SEVERE)).isEmpty();
        assertThat(thread.get().getName()).isEqualTo("test-loop");
        assertThat(thread.get().isDaemon()).isTrue();
    }

    @Test
    void aSecondOutageStartsItsBackoffAfreshAndIsLoggedAgain() throws InterruptedException {
        AtomicInteger rounds = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(1);
        loop(() -> {
            int round = rounds.incrementAndGet();
            if (round == 1 || round == 2 || round == 4) {
                throw outage();
            }
            if (round == 3 || round == 5) {
                return Next.AGAIN;
            }
            done.countDown();
            return Next.IDLE;
        }).start();

        done.await();
        assertThat(backoffs).containsExactly(Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(50));
        assertThat(messages(Level.WARNING)).hasSize(2);
        assertThat(messages(Level.INFO)).hasSize(2);
    }

    @Test
    void aRoundThatFailsForAnotherReasonIsABugLoggedOnceWithItsStackTrace() throws InterruptedException {
        AtomicInteger rounds = new AtomicInteger();
        CountDownLatch recovered = new CountDownLatch(1);
        loop(() -> {
            int round = rounds.incrementAndGet();
            if (round <= 3) {
                throw new IllegalStateException("a bug");
            }
            if (round == 4) {
                return Next.AGAIN;
            }
            recovered.countDown();
            return Next.IDLE;
        }).start();

        recovered.await();
        assertThat(at(Level.SEVERE)).hasSize(1)
                .allSatisfy(r -> assertThat(r.getThrown()).hasMessage("a bug"));
        assertThat(messages(Level.WARNING)).isEmpty();
        assertThat(backoffs).hasSize(3);
    }

    @Test
    void aRoundThatFindsMoreWorkRunsAgainAtOnceAndAnIdleOneWaitsForAWake() throws InterruptedException {
        AtomicInteger rounds = new AtomicInteger();
        CountDownLatch idle = new CountDownLatch(4);
        CountDownLatch woken = new CountDownLatch(5);
        loop(() -> {
            int round = rounds.incrementAndGet();
            woken.countDown();
            idle.countDown();
            return round < 4 ? Next.AGAIN : Next.IDLE;
        }).start();

        idle.await();
        assertThat(woken.getCount()).as("four rounds ran without a wake, the fifth waits for one").isEqualTo(1);
        loop.wake();
        woken.await();
    }

    @Test
    void aWakeThatComesWhileARoundRunsIsNotLost() throws InterruptedException {
        CountDownLatch inRound = new CountDownLatch(1);
        CountDownLatch woke = new CountDownLatch(1);
        CountDownLatch secondRound = new CountDownLatch(1);
        AtomicInteger rounds = new AtomicInteger();
        loop(() -> {
            if (rounds.incrementAndGet() == 1) {
                inRound.countDown();
                woke.await(); // the wake comes now, before this round asks to wait
                return Next.IDLE;
            }
            secondRound.countDown();
            return Next.IDLE;
        }).start();

        inRound.await();
        loop.wake();
        woke.countDown();
        secondRound.await();
    }

    @Test
    void aStopEndsTheLoopWhileItWaitsOutABackoff() throws InterruptedException {
        CountDownLatch sleeping = new CountDownLatch(1);
        loop = new BackgroundLoop("test-loop", "Test loop", HOUR, FIRST, Clock.systemUTC(), () -> {
            thread.set(Thread.currentThread());
            throw outage();
        }, duration -> {
            sleeping.countDown();
            Thread.sleep(HOUR.toMillis());
        }, () -> 0.0);
        loop.start();

        sleeping.await();
        loop.stop();
        thread.get().join();
        assertThat(loop.running()).isFalse();
    }

    @Test
    void aStopEndsTheLoopWhileItWaitsForWork() throws InterruptedException {
        CountDownLatch idle = new CountDownLatch(1);
        AtomicInteger rounds = new AtomicInteger();
        loop(() -> {
            rounds.incrementAndGet();
            idle.countDown();
            return Next.IDLE;
        }).start();

        idle.await();
        loop.stop();
        thread.get().join();
        assertThat(rounds).hasValue(1);
    }
}
