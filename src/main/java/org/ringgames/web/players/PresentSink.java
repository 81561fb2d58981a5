package org.ringgames.web.players;

import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.ringgames.play.events.CursorStreams;
import org.ringgames.play.players.PlayerEvent;

/**
 * A player's stream as its presence sees it: when it ends — the client goes away, or the service
 * ends it (shutdown, a slow reader) — {@code gone} runs, once, so the player's presence is released
 * (StreamPresence). A stream that did not ask for every open challenge ({@code ?challenges=open})
 * is told only of its own challenges: an open challenge's event reaches it only when the player made
 * it, even if another of its streams asked.
 */
final class PresentSink implements CursorStreams.Sink<PlayerEvent> {

    private final CursorStreams.Sink<PlayerEvent> sink;
    private final UUID player;
    private final boolean openChallenges;
    private final Runnable gone;
    private final AtomicBoolean released = new AtomicBoolean();

    PresentSink(CursorStreams.Sink<PlayerEvent> sink, UUID player, boolean openChallenges, Runnable gone) {
        this.sink = sink;
        this.player = player;
        this.openChallenges = openChallenges;
        this.gone = gone;
    }

    @Override
    public boolean isOpen() {
        return sink.isOpen();
    }

    @Override
    public boolean writable() {
        return sink.writable();
    }

    @Override
    public void onWritable(Runnable resume) {
        sink.onWritable(resume);
    }

    @Override
    public void send(PlayerEvent event) {
        if (!openChallenges && event.challenge().filter(c -> c.to().isEmpty() && !c.from().id().equals(player))
                .isPresent()) {
            return;
        }
        sink.send(event);
    }

    @Override
    public void keepAlive() {
        sink.keepAlive();
    }

    @Override
    public void close(boolean retryHint) {
        sink.close(retryHint);
        release();
    }

    @Override
    public void onClose(Runnable closed) {
        // The connection keeps one close handler: this one runs both.
        sink.onClose(() -> {
            closed.run();
            release();
        });
    }

    private void release() {
        if (released.compareAndSet(false, true)) {
            gone.run();
        }
    }
}
