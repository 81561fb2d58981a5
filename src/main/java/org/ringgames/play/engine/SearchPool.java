package org.ringgames.play.engine;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.play.Rejection;

/**
 * The threads that think: every search (an analysis request, a computer seat's turn) runs here,
 * one thread per search, never on the HTTP event loop or a request worker. The pool is bounded
 * ({@code ringgames.engine.threads}, default one per core) and so is its queue
 * ({@code ringgames.engine.queue}); when both are full a search is refused at once with 503 and
 * Retry-After, so moves and reads keep their threads while every engine thread is busy. A computer
 * seat's turn waits ahead of every queued analysis (a game in progress should not wait behind
 * questions about positions); among searches of one purpose the first submitted runs first.
 */
@ApplicationScoped
public class SearchPool {

    @ConfigProperty(name = "ringgames.engine.threads", defaultValue = "0")
    int configuredThreads;

    @ConfigProperty(name = "ringgames.engine.queue", defaultValue = "16")
    int queueSize;

    @Inject
    MeterRegistry metrics;

    private ThreadPoolExecutor executor;
    private final AtomicInteger thinking = new AtomicInteger();
    private final AtomicLong submitted = new AtomicLong();
    /** Places in the queue: taken on submit, given back when the search starts. */
    private Semaphore places;

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

    /** A queued search: ordered by purpose, then by when it was submitted. */
    private record Queued(Purpose purpose, long sequence, Runnable search) implements Runnable, Comparable<Queued> {

        @Override
        public void run() {
            search.run();
        }

        @Override
        public int compareTo(Queued o) {
            int byPurpose = purpose.compareTo(o.purpose);
            return byPurpose != 0 ? byPurpose : Long.compare(sequence, o.sequence);
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
        int threads = configuredThreads > 0 ? configuredThreads : Runtime.getRuntime().availableProcessors();
        AtomicInteger n = new AtomicInteger();
        places = new Semaphore(Math.max(1, queueSize));
        executor = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS,
                new PriorityBlockingQueue<>(), task -> {
                    Thread thread = new Thread(task, "engine-" + n.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        metrics.gauge("ringgames.engine.queue.depth", executor, e -> e.getQueue().size());
        metrics.gauge("ringgames.engine.threads.busy", thinking, AtomicInteger::get);
    }

    void stop(@Observes ShutdownEvent shutdown) {
        executor.shutdownNow();
    }

    public int threads() {
        return executor.getMaximumPoolSize();
    }

    /** Whether a search submitted now would be taken (the queue has room). */
    public boolean accepting() {
        return places.availablePermits() > 0;
    }

    /**
     * Runs {@code search} on an engine thread; it is given the stop flag to poll.
     *
     * @throws Rejection OVERLOADED (503) when every thread is busy and the queue is full
     */
    public <T> Thinking<T> submit(Purpose purpose, Function<AtomicBoolean, T> search) {
        CompletableFuture<T> result = new CompletableFuture<>();
        AtomicBoolean stop = new AtomicBoolean();
        long queued = System.nanoTime();
        String tag = purpose.tag();
        if (!places.tryAcquire()) {
            metrics.counter("ringgames.engine.refused", "purpose", tag).increment();
            throw overloaded();
        }
        try {
            executor.execute(new Queued(purpose, submitted.incrementAndGet(), () -> {
                places.release();
                long started = System.nanoTime();
                metrics.timer("ringgames.engine.wait", "purpose", tag).record(started - queued, TimeUnit.NANOSECONDS);
                if (stop.get()) {
                    result.cancel(false);
                    return;
                }
                thinking.incrementAndGet();
                try {
                    result.complete(search.apply(stop));
                } catch (RuntimeException | Error e) {
                    result.completeExceptionally(e);
                } finally {
                    thinking.decrementAndGet();
                    Timer.builder("ringgames.engine.think").tag("purpose", tag).register(metrics)
                            .record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
                }
            }));
        } catch (RejectedExecutionException e) {
            // Only at shutdown: the queue itself is unbounded, the places bound it.
            places.release();
            throw overloaded();
        }
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
