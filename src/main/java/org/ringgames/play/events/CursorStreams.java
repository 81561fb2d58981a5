package org.ringgames.play.events;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DaemonThreads;

/**
 * A replica's streams that read a feed from the database after a cursor, whichever replica wrote
 * it: a portal's stream, a player's. Streams are grouped by a key (the portal, the player); a
 * NOTIFY naming the key wakes its streams, and each reads what came after its cursor at its
 * client's pace. Every catch-up period every stream looks anyway, and every stream looks when the
 * listener (re)connects ({@link #wakeAll}), so a lost notification delays an event, never loses
 * it; events not final yet (an older transaction is still running) are looked for again after
 * {@link #READ_GAP}. An idle stream's look is a transaction of two statements: the period is what
 * a thousand idle streams cost the database each second.
 *
 * @param <C> the cursor: where a stream stands
 * @param <E> an event, which knows its cursor
 */
public final class CursorStreams<C, E> {

    private static final Logger LOG = Logger.getLogger(CursorStreams.class);
    public static final Duration KEEP_ALIVE = Duration.ofSeconds(15);
    public static final Duration READ_GAP = Duration.ofMillis(10);
    /** A client whose buffer stays full this many keep-alive periods is dropped with a retry hint. */
    static final int SLOW_TICKS = 4;
    public static final int BATCH = 100;

    /**
     * What a read found: events to send; where the read got to, when it read past rows it sends no
     * event for (empty: the last event's cursor); whether it read as many rows as it could (more may
     * follow at once); and whether more exist that are not final yet.
     */
    public record Batch<C, E>(List<E> events, Optional<C> readTo, boolean full, boolean pending) {

        /** A read that sends an event for every row it read. */
        public static <C, E> Batch<C, E> of(List<E> events, int limit, boolean pending) {
            return new Batch<>(events, Optional.empty(), events.size() >= limit, pending);
        }
    }

    /** Reads a stream's events after a cursor, reading at most {@code limit} rows. */
    @FunctionalInterface
    public interface Reader<C, E> {
        Batch<C, E> after(C cursor, int limit);
    }

    /**
     * Where a stream writes: one client connection. Implementations may be called from any thread
     * and must keep the order of calls.
     */
    public interface Sink<E> {

        boolean isOpen();

        /** False while the connection's write buffer is full: the client reads slower than events come. */
        boolean writable();

        /** Runs {@code resume} once the buffer has drained. */
        void onWritable(Runnable resume);

        void send(E event);

        /** A keep-alive line that carries no event. */
        void keepAlive();

        /** Ends the stream; with {@code retryHint} the client is told to reconnect (shutdown, slow reader). */
        void close(boolean retryHint);

        /** Runs when the client goes away. */
        void onClose(Runnable closed);
    }

    private final String name;
    private final Function<E, C> cursorOf;
    private final ConcurrentHashMap<String, Set<Stream>> streams = new ConcurrentHashMap<>();
    private final AtomicInteger open = new AtomicInteger();
    private final ExecutorService workers;
    private final ScheduledExecutorService timer;
    private final Counter delivered;
    private volatile boolean stopping;

    /**
     * Starts the workers and timers; metrics {@code ringgames.<name>.streams.open} and
     * {@code ringgames.<name>.events.delivered}.
     *
     * @param catchUp how often every stream looks whether a notification was lost
     */
    public CursorStreams(String name, Duration catchUp, Function<E, C> cursorOf, MeterRegistry registry) {
        this.name = name;
        this.cursorOf = cursorOf;
        workers = Executors.newFixedThreadPool(2, DaemonThreads.named(name + "-event-stream"));
        timer = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named(name + "-event-timer"));
        timer.scheduleAtFixedRate(this::keepAlive, KEEP_ALIVE.toMillis(), KEEP_ALIVE.toMillis(), TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::wakeAll, catchUp.toMillis(), catchUp.toMillis(), TimeUnit.MILLISECONDS);
        registry.gauge("ringgames." + name + ".streams.open", open);
        delivered = registry.counter("ringgames." + name + ".events.delivered");
        Runtime.getRuntime().addShutdownHook(new Thread(this::endStreams, name + "-event-streams-shutdown"));
    }

    public void stop() {
        endStreams();
        timer.shutdownNow();
        workers.shutdownNow();
    }

    private void endStreams() {
        stopping = true;
        streams.values().forEach(set -> set.forEach(s -> s.sink.close(true)));
    }

    /** Streams the events {@code reader} finds after {@code after} to a sink, woken by {@link #notified(String)}. */
    public void subscribe(String key, C after, Reader<C, E> reader, Sink<E> sink) {
        if (stopping) {
            sink.close(true);
            return;
        }
        Stream stream = new Stream(key, after, reader, sink);
        streams.computeIfAbsent(key, k -> ConcurrentHashMap.newKeySet()).add(stream);
        open.incrementAndGet();
        sink.onClose(() -> remove(stream));
        stream.wake();
    }

    /** Something was committed for the streams of this key. */
    public void notified(String key) {
        Set<Stream> set = streams.get(key);
        if (set != null) {
            set.forEach(Stream::wake);
        }
    }

    /** Every stream looks now: the listener (re)connected, and notifications may have been lost meanwhile. */
    public void wakeAll() {
        streams.values().forEach(set -> set.forEach(Stream::wake));
    }

    private void remove(Stream stream) {
        Set<Stream> set = streams.get(stream.key);
        if (set != null && set.remove(stream)) {
            open.decrementAndGet();
        }
    }

    /** Every 15 s: a keep-alive to every stream; a stream whose client stopped reading is dropped. */
    private void keepAlive() {
        streams.values().forEach(set -> set.forEach(s -> {
            if (s.sink.writable()) {
                s.slowTicks = 0;
                s.sink.keepAlive();
            } else if (++s.slowTicks >= SLOW_TICKS) {
                s.sink.close(true);
                remove(s);
            }
        }));
    }

    /** The number of streams open on this replica. */
    public int openStreams() {
        return open.get();
    }

    /** One client's stream: its cursor, and at most one drain at a time (a wake during one runs it again). */
    private final class Stream {
        final String key;
        final Reader<C, E> reader;
        final Sink<E> sink;
        private volatile C cursor;
        private final AtomicBoolean draining = new AtomicBoolean();
        private final AtomicBoolean wakeAgain = new AtomicBoolean();
        int slowTicks;

        Stream(String key, C cursor, Reader<C, E> reader, Sink<E> sink) {
            this.key = key;
            this.cursor = cursor;
            this.reader = reader;
            this.sink = sink;
        }

        void wake() {
            wakeAgain.set(true);
            if (!stopping && draining.compareAndSet(false, true)) {
                workers.execute(this::drain);
            }
        }

        /**
         * Reads and sends what came after the cursor: whole batches at once, then one more read at
         * most every {@link #READ_GAP} while events keep coming (or are not final yet), so a busy
         * stream reads in batches rather than once per event.
         */
        private void drain() {
            boolean again = false;
            try {
                while (wakeAgain.getAndSet(false)) {
                    if (!sink.isOpen()) {
                        remove(this);
                        return;
                    }
                    if (!sink.writable()) {
                        sink.onWritable(this::wake);
                        return;
                    }
                    Batch<C, E> batch = reader.after(cursor, BATCH);
                    for (E event : batch.events()) {
                        sink.send(event);
                        cursor = cursorOf.apply(event);
                        delivered.increment();
                    }
                    batch.readTo().ifPresent(to -> cursor = to);
                    if (!batch.full()) {
                        again = batch.pending();
                        break;
                    }
                    wakeAgain.set(true);
                }
            } catch (RuntimeException e) {
                // Most likely the database is unreachable: the stream stays open, and the next
                // notification or catch-up resumes it from its cursor.
                LOG.debugf("%s stream paused at %s: %s", name, cursor, e.toString());
            } finally {
                draining.set(false);
                if ((again || wakeAgain.get()) && sink.isOpen() && !stopping) {
                    timer.schedule(this::wake, READ_GAP.toMillis(), TimeUnit.MILLISECONDS);
                }
            }
        }
    }
}
