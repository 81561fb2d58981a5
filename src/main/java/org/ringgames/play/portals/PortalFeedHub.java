package org.ringgames.play.portals;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
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
import org.jboss.logging.Logger;
import org.ringgames.play.DaemonThreads;

/**
 * This replica's portal streams. Every committed change reaches every replica as a NOTIFY that
 * names the game's portal; the hub wakes that portal's streams, and each reads what came after its
 * cursor from the database, at its client's pace. Every {@link #CATCH_UP} every stream looks
 * anyway, so a lost notification (or a listener that was down) delays an event, never loses it;
 * events not final yet (an older transaction is still running) are looked for again after
 * {@link #READ_GAP}.
 */
@ApplicationScoped
public class PortalFeedHub {

    private static final Logger LOG = Logger.getLogger(PortalFeedHub.class);
    static final Duration KEEP_ALIVE = Duration.ofSeconds(15);
    static final Duration CATCH_UP = Duration.ofSeconds(1);
    static final Duration READ_GAP = Duration.ofMillis(10);
    /** A client whose buffer stays full this many keep-alive periods is dropped with a retry hint. */
    static final int SLOW_TICKS = 4;
    static final int BATCH = 100;
    /** Open mode's streams, in the map of streams by portal. */
    private static final String OPEN = "";

    @Inject
    PortalFeed feed;

    @Inject
    MeterRegistry registry;

    private final ConcurrentHashMap<String, Set<Stream>> streams = new ConcurrentHashMap<>();
    private final AtomicInteger open = new AtomicInteger();
    private ExecutorService workers;
    private ScheduledExecutorService timer;
    private Counter delivered;
    private volatile boolean stopping;

    void start(@Observes StartupEvent event) {
        workers = Executors.newFixedThreadPool(2, DaemonThreads.named("portal-event-stream"));
        timer = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("portal-event-timer"));
        timer.scheduleAtFixedRate(this::keepAlive, KEEP_ALIVE.toMillis(), KEEP_ALIVE.toMillis(), TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::wakeAll, CATCH_UP.toMillis(), CATCH_UP.toMillis(), TimeUnit.MILLISECONDS);
        registry.gauge("ringgames.portal.streams.open", open);
        delivered = registry.counter("ringgames.portal.events.delivered");
        Runtime.getRuntime().addShutdownHook(new Thread(this::endStreams, "portal-event-streams-shutdown"));
    }

    void stop(@Observes ShutdownEvent event) {
        endStreams();
        if (timer != null) {
            timer.shutdownNow();
            workers.shutdownNow();
        }
    }

    private void endStreams() {
        stopping = true;
        streams.values().forEach(set -> set.forEach(s -> s.sink.close(true)));
    }

    /**
     * Streams a portal's events after {@code after} to a sink.
     *
     * @param portal the portal, or empty for open mode's games
     * @param types  only these event types (empty: all)
     */
    public void subscribe(Optional<String> portal, FeedCursor after, List<String> types, FeedSink sink) {
        if (stopping) {
            sink.close(true);
            return;
        }
        Stream stream = new Stream(portal, after, types, sink);
        streams.computeIfAbsent(portal.orElse(OPEN), p -> ConcurrentHashMap.newKeySet()).add(stream);
        open.incrementAndGet();
        sink.onClose(() -> remove(stream));
        stream.wake();
    }

    /** A replica committed a change to a game of this portal (null: open mode). */
    public void notified(String portal) {
        Set<Stream> set = streams.get(portal == null ? OPEN : portal);
        if (set != null) {
            set.forEach(Stream::wake);
        }
    }

    private void wakeAll() {
        streams.values().forEach(set -> set.forEach(Stream::wake));
    }

    private void remove(Stream stream) {
        Set<Stream> set = streams.get(stream.portal.orElse(OPEN));
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

    /** The number of portal streams open on this replica. */
    public int openStreams() {
        return open.get();
    }

    /** One client's stream: its cursor, and at most one drain at a time (a wake during one runs it again). */
    private final class Stream {
        final Optional<String> portal;
        final List<String> types;
        final FeedSink sink;
        private volatile FeedCursor cursor;
        private final AtomicBoolean draining = new AtomicBoolean();
        private final AtomicBoolean wakeAgain = new AtomicBoolean();
        int slowTicks;

        Stream(Optional<String> portal, FeedCursor cursor, List<String> types, FeedSink sink) {
            this.portal = portal;
            this.cursor = cursor;
            this.types = types;
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
         * portal's stream reads in batches rather than once per event.
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
                    PortalFeed.Batch batch = feed.after(portal, cursor, types, BATCH);
                    for (FeedEvent event : batch.events()) {
                        sink.send(event);
                        cursor = event.cursor();
                        delivered.increment();
                    }
                    if (batch.events().size() < BATCH) {
                        again = batch.pending();
                        break;
                    }
                    wakeAgain.set(true);
                }
            } catch (RuntimeException e) {
                // Most likely the database is unreachable: the stream stays open, and the next
                // notification or catch-up resumes it from its cursor.
                LOG.debugf("portal stream paused at %s: %s", cursor.text(), e.toString());
            } finally {
                draining.set(false);
                if ((again || wakeAgain.get()) && sink.isOpen() && !stopping) {
                    timer.schedule(this::wake, READ_GAP.toMillis(), TimeUnit.MILLISECONDS);
                }
            }
        }
    }
}
