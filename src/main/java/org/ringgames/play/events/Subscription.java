package org.ringgames.play.events;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * One client's stream. It keeps no queue: it remembers the last version sent and, when woken,
 * reads what came after (from its channel's cache or the database) and writes it while the client
 * keeps up. A slow client only lags behind — it never holds back the others, and what it has not
 * read yet stays in the database, not in memory.
 */
final class Subscription {

    private static final Logger LOG = Logger.getLogger(Subscription.class);
    static final int BATCH = 32;

    final Channel channel;
    final EventSink sink;
    private final GameEventHub hub;
    private volatile long lastSent;
    private final AtomicBoolean draining = new AtomicBoolean();
    private final AtomicBoolean wakeAgain = new AtomicBoolean();
    int slowTicks;

    Subscription(GameEventHub hub, Channel channel, long lastSent, EventSink sink) {
        this.hub = hub;
        this.channel = channel;
        this.lastSent = lastSent;
        this.sink = sink;
    }

    long lastSent() {
        return lastSent;
    }

    /** Asks for a drain; at most one runs at a time, and a wake during one makes it go round again. */
    void wake() {
        wakeAgain.set(true);
        if (draining.compareAndSet(false, true)) {
            hub.execute(this::drain);
        }
    }

    private void drain() {
        try {
            while (wakeAgain.getAndSet(false)) {
                if (!sink.isOpen()) {
                    hub.remove(this);
                    return;
                }
                if (!sink.writable()) {
                    sink.onWritable(this::wake);
                    return;
                }
                List<StreamEvent> batch = hub.eventsAfter(channel, lastSent, BATCH);
                for (StreamEvent event : batch) {
                    sink.send(event.version(), true, event.type(), event.data());
                    lastSent = event.version();
                    hub.delivered();
                    if (event.isFinal()) {
                        sink.close(false);
                        hub.remove(this);
                        return;
                    }
                }
                if (batch.size() > 0 && channel.knownVersion() > lastSent) {
                    wakeAgain.set(true);
                }
            }
        } catch (RuntimeException e) {
            // Most likely the database is unreachable: keep the stream open; the next notification
            // or catch-up wakes it again and it resumes from lastSent.
            LOG.warnf("stream of game %s paused at version %d: %s", channel.gameId, lastSent, e.toString());
        } finally {
            draining.set(false);
            if (wakeAgain.get() && sink.isOpen()) {
                wake();
            }
        }
    }
}
