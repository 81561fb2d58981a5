package org.ringgames.play.engine;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.play.Rejection;

/**
 * The threads that think: every search (an analysis request, a computer seat's turn) runs here,
 * one thread per search, never on the HTTP event loop or a request worker. The pool is bounded
 * ({@code ringgames.engine.threads}, default one per core) and so is its queue
 * ({@code ringgames.engine.queue}); when both are full a search is refused at once with 503 and
 * Retry-After, so moves and reads keep their threads while every engine thread is busy.
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
        executor = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(Math.max(1, queueSize)), task -> {
                    Thread thread = new Thread(task, "engine-" + n.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                }, new ThreadPoolExecutor.AbortPolicy());
        metrics.gauge("ringgames.engine.queue.depth", executor, e -> e.getQueue().size());
        metrics.gauge("ringgames.engine.threads.busy", thinking, AtomicInteger::get);
    }

    void stop(@Observes ShutdownEvent shutdown) {
        executor.shutdownNow();
    }

    public int threads() {
        return executor.getMaximumPoolSize();
    }

    /** Whether a search submitted now would be taken (a thread is free or the queue has room). */
    public boolean accepting() {
        return thinking.get() < executor.getMaximumPoolSize() || executor.getQueue().remainingCapacity() > 0;
    }

    /**
     * Runs {@code search} on an engine thread; it is given the stop flag to poll.
     *
     * @param purpose {@code analysis} or {@code computer-seat}, for the metrics
     * @throws Rejection OVERLOADED (503) when every thread is busy and the queue is full
     */
    public <T> Thinking<T> submit(String purpose, Function<AtomicBoolean, T> search) {
        CompletableFuture<T> result = new CompletableFuture<>();
        AtomicBoolean stop = new AtomicBoolean();
        long queued = System.nanoTime();
        try {
            executor.execute(() -> {
                long started = System.nanoTime();
                metrics.timer("ringgames.engine.wait", "purpose", purpose).record(started - queued, TimeUnit.NANOSECONDS);
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
                    Timer.builder("ringgames.engine.think").tag("purpose", purpose).register(metrics)
                            .record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
                }
            });
        } catch (RejectedExecutionException e) {
            metrics.counter("ringgames.engine.refused", "purpose", purpose).increment();
            throw new Rejection(Rejection.Kind.OVERLOADED, "every engine thread is busy and the queue of searches "
                    + "is full; try again shortly");
        }
        metrics.counter("ringgames.engine.searches", "purpose", purpose).increment();
        return new Thinking<>(result, stop);
    }

    /** Counts the nodes a search visited (nodes/s is this counter's rate). */
    public void searched(String purpose, long nodes) {
        metrics.counter("ringgames.engine.nodes", "purpose", purpose).increment(nodes);
    }
}
