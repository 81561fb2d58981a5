package org.ringgames.play.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ringgames.play.core.Rejection;

class SearchPoolTest {

    private final SearchPool pool = new SearchPool();

    private static final Caller ASKER = Caller.address("192.0.2.1");
    private static final Caller OTHER = Caller.address("192.0.2.2");

    private void start(int threads, int queue) {
        pool.configuredThreads = threads;
        pool.queueSize = queue;
        pool.maxSearchesPerCaller = 2;
        pool.maxSearchesPerPortal = 3;
        pool.metrics = new SimpleMeterRegistry();
        pool.start();
    }

    @AfterEach
    void stop() {
        pool.stop(null);
    }

    /** Occupies the one engine thread until the latch opens. */
    private CountDownLatch busy() throws InterruptedException {
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        pool.submit(SearchPool.Purpose.COMPUTER_SEAT, Caller.game(java.util.UUID.randomUUID()), stop -> {
            running.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        });
        assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
        return release;
    }

    @Test
    void aComputerSeatsTurnRunsAheadOfQueuedAnalysesWhichKeepTheirOrder() throws Exception {
        start(1, 8);
        CountDownLatch release = busy();
        List<String> order = new CopyOnWriteArrayList<>();
        var first = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> order.add("analysis 1"));
        var second = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> order.add("analysis 2"));
        var turn = pool.submit(SearchPool.Purpose.COMPUTER_SEAT, OTHER, stop -> order.add("computer seat"));
        release.countDown();
        first.result().get(10, TimeUnit.SECONDS);
        second.result().get(10, TimeUnit.SECONDS);
        turn.result().get(10, TimeUnit.SECONDS);
        assertThat(order).containsExactly("computer seat", "analysis 1", "analysis 2");
    }

    @Test
    void aFullQueueRefusesAtOnceAndTakesSearchesAgainOnceOneStarts() throws Exception {
        start(1, 1);
        CountDownLatch release = busy();
        var queued = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "queued");
        assertThat(pool.accepting()).isFalse();
        assertThatThrownBy(() -> pool.submit(SearchPool.Purpose.COMPUTER_SEAT, OTHER, stop -> "refused"))
                .isInstanceOf(Rejection.class)
                .satisfies(e -> assertThat(((Rejection) e).kind()).isEqualTo(Rejection.Kind.OVERLOADED));
        release.countDown();
        assertThat(queued.result().get(10, TimeUnit.SECONDS)).isEqualTo("queued");
        assertThat(pool.accepting()).isTrue();
    }

    @Test
    void aSearchStoppedWhileItWaitedDoesNotRun() throws Exception {
        start(1, 2);
        CountDownLatch release = busy();
        List<String> ran = new CopyOnWriteArrayList<>();
        var waiting = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> ran.add("ran"));
        waiting.interrupt();
        release.countDown();
        var after = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "after");
        assertThat(after.result().get(10, TimeUnit.SECONDS)).isEqualTo("after");
        assertThat(waiting.result().isCancelled()).isTrue();
        assertThat(ran).isEmpty();
    }

    @Test
    void aCallerWithTwoAnalysesInHandIsRefusedAThirdWith429WhileAnotherCallerIsTaken() throws Exception {
        start(1, 8);
        CountDownLatch release = busy();
        var first = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "first");
        var second = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "second");

        assertThatThrownBy(() -> pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "third"))
                .isInstanceOf(Rejection.class)
                .satisfies(e -> assertThat(((Rejection) e).kind()).isEqualTo(Rejection.Kind.RATE_LIMITED));
        var other = pool.submit(SearchPool.Purpose.ANALYSIS, OTHER, stop -> "other's");
        assertThat(pool.accepting()).as("the queue has room: only the caller is refused").isTrue();

        release.countDown();
        assertThat(first.result().get(10, TimeUnit.SECONDS)).isEqualTo("first");
        assertThat(second.result().get(10, TimeUnit.SECONDS)).isEqualTo("second");
        assertThat(other.result().get(10, TimeUnit.SECONDS)).isEqualTo("other's");
        var again = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "again");
        assertThat(again.result().get(10, TimeUnit.SECONDS)).as("answered searches are given back").isEqualTo("again");
    }

    @Test
    void aStoppedSearchThatNeverRanIsGivenBackToItsCaller() throws Exception {
        start(1, 8);
        CountDownLatch release = busy();
        var stopped = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "stopped");
        var kept = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "kept");
        stopped.interrupt();
        release.countDown();
        assertThat(kept.result().get(10, TimeUnit.SECONDS)).isEqualTo("kept");
        assertThat(stopped.result().isCancelled()).isTrue();
        var next = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "next");
        var last = pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> "last");
        assertThat(next.result().get(10, TimeUnit.SECONDS)).isEqualTo("next");
        assertThat(last.result().get(10, TimeUnit.SECONDS)).isEqualTo("last");
    }

    @Test
    void callersTakeTurnsSoOnesManySearchesDoNotMakeAnothersOneWaitBehindThemAll() throws Exception {
        start(1, 8);
        pool.maxSearchesPerCaller = 8;
        CountDownLatch release = busy();
        List<String> order = new CopyOnWriteArrayList<>();
        List<SearchPool.Thinking<Boolean>> all = new java.util.ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            String name = "asker " + i;
            all.add(pool.submit(SearchPool.Purpose.ANALYSIS, ASKER, stop -> order.add(name)));
        }
        all.add(pool.submit(SearchPool.Purpose.ANALYSIS, OTHER, stop -> order.add("other 1")));
        all.add(pool.submit(SearchPool.Purpose.ANALYSIS, Caller.address("192.0.2.3"), stop -> order.add("third 1")));
        all.add(pool.submit(SearchPool.Purpose.ANALYSIS, OTHER, stop -> order.add("other 2")));
        release.countDown();
        for (var thinking : all) {
            thinking.result().get(10, TimeUnit.SECONDS);
        }
        assertThat(order).containsExactly("asker 1", "other 1", "third 1", "asker 2", "other 2", "asker 3", "asker 4");
    }

    @Test
    void aPortalMayHaveMoreAnalysesInHandThanOneClient() throws Exception {
        start(1, 8);
        CountDownLatch release = busy();
        Caller portal = Caller.portal("alpha");
        List<SearchPool.Thinking<String>> taken = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            taken.add(pool.submit(SearchPool.Purpose.ANALYSIS, portal, stop -> "portal's"));
        }
        assertThatThrownBy(() -> pool.submit(SearchPool.Purpose.ANALYSIS, portal, stop -> "fourth"))
                .isInstanceOf(Rejection.class).hasMessageContaining("3 analyses").hasMessageContaining("portal");
        release.countDown();
        for (var thinking : taken) {
            assertThat(thinking.result().get(10, TimeUnit.SECONDS)).isEqualTo("portal's");
        }
    }
}
