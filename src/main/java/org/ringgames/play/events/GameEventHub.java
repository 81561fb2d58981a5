package org.ringgames.play.events;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DaemonThreads;

/**
 * This replica's event streams. A change committed by any replica reaches it as a NOTIFY
 * ({@link org.ringgames.play.notifications.NotificationListener}); the hub reads the new events once per game and wakes the game's
 * subscriptions, each of which writes at its client's pace. Every {@link #CATCH_UP} the hub also
 * asks the database for the version of every game it streams, so a lost notification (or a
 * listener that was down) delays an event but never loses it.
 */
@ApplicationScoped
public class GameEventHub {

    private static final Logger LOG = Logger.getLogger(GameEventHub.class);
    static final Duration KEEP_ALIVE = Duration.ofSeconds(15);
    static final Duration CATCH_UP = Duration.ofSeconds(5);
    /** A client whose buffer stays full this many keep-alive periods is dropped with a retry hint. */
    static final int SLOW_TICKS = 4;

    @Inject
    EventReader reader;

    @Inject
    MeterRegistry registry;

    @Inject
    Clock clock;

    private final Map<UUID, Channel> channels = new ConcurrentHashMap<>();
    private final AtomicInteger open = new AtomicInteger();
    private ExecutorService workers;
    private ScheduledExecutorService timer;
    private Counter delivered;
    private Timer lag;
    private volatile boolean stopping;
    private Thread closeOnSignal;

    void start(@Observes StartupEvent event) {
        workers = Executors.newFixedThreadPool(4, DaemonThreads.named("game-event-stream"));
        timer = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("game-event-timer"));
        timer.scheduleAtFixedRate(this::keepAlive, KEEP_ALIVE.toMillis(), KEEP_ALIVE.toMillis(), TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::catchUpQuietly, CATCH_UP.toMillis(), CATCH_UP.toMillis(), TimeUnit.MILLISECONDS);
        registry.gauge("ringgames.event.streams.open", open);
        delivered = registry.counter("ringgames.events.delivered");
        lag = Timer.builder("ringgames.events.notification.lag")
                .description("From a change's commit to this replica reading its events").register(registry);
        // Quarkus's graceful shutdown waits for in-flight requests, and a stream is one that never
        // ends by itself: so on SIGTERM the streams are ended at once, beside Quarkus's own hook.
        closeOnSignal = new Thread(this::endStreams, "game-event-streams-shutdown");
        Runtime.getRuntime().addShutdownHook(closeOnSignal);
    }

    /** Graceful shutdown: every stream ends with a hint to reconnect (to another replica). */
    void stop(@Observes ShutdownEvent event) {
        endStreams();
        try {
            Runtime.getRuntime().removeShutdownHook(closeOnSignal);
        } catch (IllegalStateException alreadyShuttingDown) {
            // the JVM is exiting: the hook has run or is running
        }
        if (timer != null) {
            timer.shutdownNow();
            workers.shutdownNow();
        }
    }

    private void endStreams() {
        stopping = true;
        for (Channel channel : channels.values()) {
            for (Subscription s : channel.subscriptions) {
                s.sink.close(true);
            }
        }
    }

    /**
     * Starts streaming a game to a sink from after {@code version} (the version of the state the
     * client was given, or its Last-Event-ID); {@code current} is the game's version now.
     */
    public void subscribe(UUID gameId, long version, long current, EventSink sink) {
        subscribe(gameId, version, current, ChatFollow.NONE, sink);
    }

    /** As {@link #subscribe(UUID, long, long, EventSink)}, and the game's chat lines the reader may see. */
    public void subscribe(UUID gameId, long version, long current, ChatFollow chat, EventSink sink) {
        if (stopping) {
            sink.close(true);
            return;
        }
        // Joining and leaving a channel are atomic per game (compute), so a channel is never dropped
        // from the map between another subscription finding it and joining it.
        Subscription[] joined = new Subscription[1];
        channels.compute(gameId, (id, existing) -> {
            Channel channel = existing != null ? existing : new Channel(id, version);
            joined[0] = new Subscription(this, channel, version, chat, sink);
            channel.subscriptions.add(joined[0]);
            return channel;
        });
        Subscription subscription = joined[0];
        subscription.channel.announce(current);
        subscription.channel.announceChat(chat.current());
        open.incrementAndGet();
        sink.onClose(() -> remove(subscription));
        subscription.wake();
    }

    /** A replica committed a change: its game's streams here read it. */
    void changed(@Observes Notified.GameChanged change) {
        notified(change.gameId(), change.version());
    }

    /** A replica committed a chat line: its game's streams here read it. */
    void chatLine(@Observes Notified.ChatLine line) {
        chatNotified(line.gameId(), line.line());
    }

    /** The listener (re)connected: every stream looks where its game stands. */
    void listening(@Observes Notified.Listening listening) {
        if (listening.listening()) {
            catchUp();
        }
    }

    /** A replica committed version {@code version} of a game. */
    public void notified(UUID gameId, long version) {
        Channel channel = channels.get(gameId);
        if (channel != null && channel.announce(version)) {
            channel.subscriptions.forEach(Subscription::wake);
        }
    }

    /** A replica committed chat line {@code line} of a game. */
    public void chatNotified(UUID gameId, long line) {
        Channel channel = channels.get(gameId);
        if (channel != null && channel.announceChat(line)) {
            channel.subscriptions.forEach(Subscription::wake);
        }
    }

    /** Asks the database where every streamed game stands, and wakes the streams that are behind. */
    public void catchUp() {
        reader.lastChatLines(new ArrayList<>(channels.keySet())).forEach(this::chatNotified);
        Map<UUID, Long> versions = reader.versions(new ArrayList<>(channels.keySet()));
        versions.forEach((id, version) -> {
            Channel channel = channels.get(id);
            if (channel != null) {
                channel.announce(version);
                channel.subscriptions.stream().filter(s -> s.lastSent() < version).forEach(Subscription::wake);
            }
        });
    }

    private void catchUpQuietly() {
        try {
            catchUp();
        } catch (RuntimeException e) {
            LOG.debugf("catch-up skipped: %s", e.toString());
        }
    }

    List<StreamEvent> eventsAfter(Channel channel, long after, int batch) {
        List<StreamEvent> cached = channel.cached(after, batch, this::load);
        if (cached != null) {
            return cached;
        }
        return reader.between(channel.gameId, after, Math.min(after + batch, Math.max(after, channel.knownVersion())));
    }

    /** The events of versions (after, upTo], from the database. */
    List<StreamEvent> eventsBetween(Channel channel, long after, long upTo) {
        return reader.between(channel.gameId, after, upTo);
    }

    List<org.ringgames.play.events.ChatLine> chatAfter(Channel channel, long after, List<String> rooms, int batch) {
        return reader.chatAfter(channel.gameId, after, rooms, batch);
    }

    private List<StreamEvent> load(UUID gameId, long after, long upTo) {
        List<StreamEvent> events = reader.between(gameId, after, upTo);
        Instant now = clock.instant();
        events.stream().filter(e -> e.ordinal() == 0)
                .forEach(e -> lag.record(Duration.between(e.createdAt(), now).abs()));
        return events;
    }

    void remove(Subscription subscription) {
        Channel channel = subscription.channel;
        if (channel.subscriptions.remove(subscription)) {
            open.decrementAndGet();
        }
        channels.computeIfPresent(channel.gameId,
                (id, current) -> current == channel && current.subscriptions.isEmpty() ? null : current);
    }

    void delivered() {
        delivered.increment();
    }

    void execute(Runnable task) {
        if (!stopping) {
            workers.execute(task);
        }
    }

    /** Every 15 s: a comment line to every stream; a stream whose client stopped reading is dropped. */
    private void keepAlive() {
        for (Channel channel : channels.values()) {
            for (Subscription s : channel.subscriptions) {
                if (s.sink.writable()) {
                    s.slowTicks = 0;
                    s.sink.keepAlive();
                } else if (++s.slowTicks >= SLOW_TICKS) {
                    s.sink.close(true);
                    remove(s);
                }
            }
        }
    }

    /** The number of streams open on this replica. */
    public int openStreams() {
        return open.get();
    }

}
