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
    private final ChatFollow chat;
    /** The last chat line sent: with lastSent, the stream's place (a chat line's id is {@code <lastSent>:<lastLine>}). */
    private volatile long lastLine;
    /** Every line up to this one in the reader's rooms has been read: none to look for below it. */
    private volatile long lookedTo;
    private final AtomicBoolean draining = new AtomicBoolean();
    private final AtomicBoolean wakeAgain = new AtomicBoolean();
    int slowTicks;

    Subscription(GameEventHub hub, Channel channel, long lastSent, ChatFollow chat, EventSink sink) {
        this.hub = hub;
        this.channel = channel;
        this.lastSent = lastSent;
        this.chat = chat;
        this.lastLine = chat.lastLine();
        this.lookedTo = chat.lastLine();
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
                // The game's events first, then its chat lines: a line written at a version was
                // committed before the next version was, so every line a later event follows is read.
                List<StreamEvent> batch = hub.eventsAfter(channel, lastSent, BATCH);
                long known = channel.knownChat();
                boolean looking = !chat.rooms().isEmpty() && known > Math.max(lastLine, lookedTo);
                List<ChatLine> lines = looking ? hub.chatAfter(channel, lastLine, chat.rooms(), BATCH) : List.of();
                boolean linesFull = lines.size() >= BATCH;
                int e = 0;
                int l = 0;
                boolean sent = false;
                while (true) {
                    if (l < lines.size()) {
                        ChatLine line = lines.get(l);
                        if (e >= batch.size() && line.atVersion() > lastSent) {
                            // The events read end below the line's version: read the rest of them (a
                            // version with no event has none, and is committed, as the line is after it).
                            long upTo = Math.min(line.atVersion(), lastSent + BATCH);
                            batch = hub.eventsBetween(channel, lastSent, upTo);
                            e = 0;
                            if (batch.isEmpty()) {
                                lastSent = upTo;
                            }
                            continue;
                        }
                        if (e >= batch.size() || batch.get(e).version() > line.atVersion()) {
                            sink.send(line.streamId(), ChatFollow.EVENT, chat.render().apply(line));
                            lastLine = line.id();
                            lastSent = Math.max(lastSent, line.atVersion());
                            l++;
                            sent = true;
                            hub.delivered();
                            continue;
                        }
                    } else if (e >= batch.size() || linesFull) {
                        break; // all sent; or more lines to read before the next event
                    }
                    StreamEvent event = batch.get(e++);
                    sink.send(event.version(), true, event.type(), event.data());
                    lastSent = event.version();
                    sent = true;
                    hub.delivered();
                    if (event.isFinal()) {
                        sink.close(false);
                        hub.remove(this);
                        return;
                    }
                }
                if (looking && !linesFull) {
                    lookedTo = Math.max(lookedTo, known);
                }
                if (linesFull || sent && (channel.knownVersion() > lastSent
                        || channel.knownChat() > Math.max(lastLine, lookedTo))) {
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
