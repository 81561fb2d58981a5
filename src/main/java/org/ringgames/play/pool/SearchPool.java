package org.ringgames.play.pool;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.ringgames.play.core.Rejection;

/**
 * The threads that think: every search (an analysis request, a computer seat's turn, a review's
 * position) runs here, one thread per search, never on the HTTP event loop or a request worker.
 * The pool is bounded ({@code ringgames.engine.threads}, default one per core) and so is its queue
 * ({@code ringgames.engine.queue}); when both are full a search is refused at once with 503 and
 * Retry-After, so moves and reads keep their threads while every engine thread is busy.
 *
 * <p>The engine is shared fairly ({@link FairQueue}): a computer seat's turn waits ahead of every
 * queued analysis (a game in progress should not wait behind questions about positions), an
 * analysis ahead of every review, and among searches of one purpose the callers take turns. One
 * caller has at most {@code ringgames.engine.max-searches-per-caller} analyses queued or running
 * (default 2; a portal {@code max-searches-per-portal}, default 8); one more is refused at once with
 * 429 and Retry-After, while the queue still has room for others. So the analysis rate limit's
 * burst (20) is not a burst of searches: one client holds at most two of the queue's places.
 */
@ApplicationScoped
public class SearchPool {

    /** {@code ringgames.engine.*} ({@link EngineSettings}); set by the tests of this package on a pool of their own. */
    int configuredThreads;
    int queueSize;
    int maxSearchesPerCaller;
    int maxSearchesPerPortal;
    MeterRegistry metrics;

    private final AtomicInteger thinking = new AtomicInteger();
    private final List<Thread> threads = new ArrayList<>();
    /** Guards {@link #queue} and {@link #inHand}. */
    private final Object lock = new Object();
    private final FairQueue<Runnable> queue = new FairQueue<>();
    /** Each caller's analyses queued or running. */
    private final Map<Caller, Integer> inHand = new HashMap<>();
    /** One permit per search in the queue: an engine thread takes one, then the search. */
    private final Semaphore waiting = new Semaphore(0);

    @Inject
    SearchPool(EngineSettings settings, MeterRegistry metrics) {
        this.configuredThreads = settings.threads();
        this.queueSize = settings.queue();
        this.maxSearchesPerCaller = settings.maxSearchesPerCaller();
        this.maxSearchesPerPortal = settings.maxSearchesPerPortal();
        this.metrics = metrics;
    }

    /** A pool configured by hand, then started with {@link #start()}: this package's tests. */
    SearchPool() {
    }

    /** What a search is for: its metrics tag, and its place in the queue (lower first). */
    public enum Purpose {
        COMPUTER_SEAT("computer-seat"),
        ANALYSIS("analysis"),
        /** A game's review: behind every turn and every analysis, one position at a time. */
        REVIEW("review");

        private final String tag;

        Purpose(String tag) {
            this.tag = tag;
        }

        public String tag() {
            return tag;
        }
    }

    /** A search submitted: its result to come, and the flag that stops it early. */
    public record Thinking<T>(CompletableFuture<T> result, AtomicBoolean stop) {

        /** Stops the search; it then answers with what it has (a search's best so far). */
        public void interrupt() {
            stop.set(true);
        }
    }

    @PostConstruct
    void start() {
        int count = configuredThreads > 0 ? configuredThreads : Runtime.getRuntime().availableProcessors();
        for (int n = 1; n <= count; n++) {
            Thread thread = new Thread(this::serve, "engine-" + n);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
        metrics.gauge("ringgames.engine.queue.depth", this, SearchPool::queued);
        metrics.gauge("ringgames.engine.threads.busy", thinking, AtomicInteger::get);
    }

    void stop(@Observes ShutdownEvent shutdown) {
        threads.forEach(Thread::interrupt);
    }

    /** An engine thread: takes the next search the queue gives, runs it, and again. */
    private void serve() {
        while (true) {
            try {
                waiting.acquire();
            } catch (InterruptedException shutdown) {
                return;
            }
            Runnable search;
            synchronized (lock) {
                search = queue.poll().orElseThrow();
            }
            search.run();
        }
    }

    public int threads() {
        return threads.size();
    }

    private double queued() {
        synchronized (lock) {
            return queue.size();
        }
    }

    /** Whether a search submitted now would be taken (the queue has room). */
    public boolean accepting() {
        synchronized (lock) {
            return queue.size() < Math.max(1, queueSize);
        }
    }

    /**
     * Runs {@code search} for {@code caller} on an engine thread; it is given the stop flag to poll.
     *
     * @throws Rejection RATE_LIMITED (429) when the caller already has as many analyses queued or
     *                   running as it may; OVERLOADED (503) when every thread is busy and the
     *                   queue is full
     */
    public <T> Thinking<T> submit(Purpose purpose, Caller caller, Function<AtomicBoolean, T> search) {
        CompletableFuture<T> result = new CompletableFuture<>();
        AtomicBoolean stop = new AtomicBoolean();
        long queued = System.nanoTime();
        String tag = purpose.tag();
        // The caller's place is given back before its answer is: a client that sends its next
        // analysis as soon as one answers finds the place free.
        AtomicBoolean givenBack = new AtomicBoolean(purpose != Purpose.ANALYSIS);
        Runnable giveBack = () -> {
            if (givenBack.compareAndSet(false, true)) {
                synchronized (lock) {
                    inHand.computeIfPresent(caller, (c, n) -> n > 1 ? n - 1 : null);
                }
            }
        };
        Runnable task = () -> {
            try {
                long started = System.nanoTime();
                metrics.timer("ringgames.engine.wait", "purpose", tag).record(started - queued, TimeUnit.NANOSECONDS);
                if (stop.get()) {
                    giveBack.run();
                    result.cancel(false);
                    return;
                }
                thinking.incrementAndGet();
                T answer;
                try {
                    answer = search.apply(stop);
                } catch (RuntimeException | Error e) {
                    giveBack.run();
                    result.completeExceptionally(e);
                    return;
                } finally {
                    thinking.decrementAndGet();
                    Timer.builder("ringgames.engine.think").tag("purpose", tag).register(metrics)
                            .record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
                }
                giveBack.run();
                result.complete(answer);
            } finally {
                giveBack.run();
            }
        };
        synchronized (lock) {
            int cap = caller.isPortal() ? maxSearchesPerPortal : maxSearchesPerCaller;
            if (purpose == Purpose.ANALYSIS && inHand.getOrDefault(caller, 0) >= cap) {
                metrics.counter("ringgames.engine.refused", "purpose", tag, "reason", "caller").increment();
                throw new Rejection(Rejection.Kind.RATE_LIMITED, "you already have " + cap + " analyses queued or "
                        + "running, as many as one " + (caller.isPortal() ? "portal" : "client") + " may; send the "
                        + "next when one has answered", Map.of("limit", "engine-searches", "retryAfter", 1));
            }
            if (queue.size() >= Math.max(1, queueSize)) {
                metrics.counter("ringgames.engine.refused", "purpose", tag, "reason", "full").increment();
                throw overloaded();
            }
            if (purpose == Purpose.ANALYSIS) {
                inHand.merge(caller, 1, Integer::sum);
            }
            queue.add(purpose, caller, task);
        }
        waiting.release();
        metrics.counter("ringgames.engine.searches", "purpose", tag).increment();
        return new Thinking<>(result, stop);
    }

    private static Rejection overloaded() {
        return new Rejection(Rejection.Kind.OVERLOADED, "every engine thread is busy and the queue of searches "
                + "is full; try again shortly");
    }

    /** Counts the nodes a search visited (nodes/s is this counter's rate). */
    public void searched(Purpose purpose, long nodes) {
        metrics.counter("ringgames.engine.nodes", "purpose", purpose.tag()).increment(nodes);
    }
}
