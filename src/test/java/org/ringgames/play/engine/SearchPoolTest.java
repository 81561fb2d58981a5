package org.ringgames.play.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ringgames.play.Rejection;

class SearchPoolTest {

    private final SearchPool pool = new SearchPool();

    private void start(int threads, int queue) {
        pool.configuredThreads = threads;
        pool.queueSize = queue;
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
        pool.submit(SearchPool.Purpose.ANALYSIS, stop -> {
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
        var first = pool.submit(SearchPool.Purpose.ANALYSIS, stop -> order.add("analysis 1"));
        var second = pool.submit(SearchPool.Purpose.ANALYSIS, stop -> order.add("analysis 2"));
        var turn = pool.submit(SearchPool.Purpose.COMPUTER_SEAT, stop -> order.add("computer seat"));
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
        var queued = pool.submit(SearchPool.Purpose.ANALYSIS, stop -> "queued");
        assertThat(pool.accepting()).isFalse();
        assertThatThrownBy(() -> pool.submit(SearchPool.Purpose.COMPUTER_SEAT, stop -> "refused"))
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
        var waiting = pool.submit(SearchPool.Purpose.ANALYSIS, stop -> ran.add("ran"));
        waiting.interrupt();
        release.countDown();
        var after = pool.submit(SearchPool.Purpose.ANALYSIS, stop -> "after");
        assertThat(after.result().get(10, TimeUnit.SECONDS)).isEqualTo("after");
        assertThat(waiting.result().isCancelled()).isTrue();
        assertThat(ran).isEmpty();
    }
}
