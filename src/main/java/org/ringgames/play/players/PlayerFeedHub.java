package org.ringgames.play.players;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.UUID;
import org.ringgames.play.events.CursorStreams;
import org.ringgames.play.events.Notified;

/**
 * This replica's player streams ({@link CursorStreams}, keyed by player). A change that adds rows
 * to a player's stream sends a NOTIFY naming the player ({@code p:<id>}), and every replica wakes
 * that player's streams; each reads what came after its cursor ({@link PlayerFeed}).
 */
@ApplicationScoped
public class PlayerFeedHub {

    /**
     * How often every player stream looks whether a notification was lost. Every connected bot holds
     * one, so each second of it is a database transaction per bot (docs/benchmarks.md §14); a lost
     * notification (rare: the listener also wakes every stream when it reconnects) delays a turn by
     * this at most.
     */
    static final Duration CATCH_UP = Duration.ofSeconds(5);

    @Inject
    PlayerFeed feed;

    @Inject
    MeterRegistry registry;

    private CursorStreams<PlayerCursor, PlayerEvent> streams;

    void start(@Observes StartupEvent event) {
        streams = new CursorStreams<>("player", CATCH_UP, PlayerEvent::cursor, registry);
    }

    void stop(@Observes ShutdownEvent event) {
        if (streams != null) {
            streams.stop();
        }
    }

    /** Streams a player's events after {@code after} to a sink. */
    public void subscribe(UUID playerId, PlayerCursor after, CursorStreams.Sink<PlayerEvent> sink) {
        streams.subscribe(playerId.toString(), after, (cursor, limit) -> feed.after(playerId, cursor, limit), sink);
    }

    /** The listener (re)connected: every stream looks. */
    void listening(@Observes Notified.Listening listening) {
        if (listening.listening() && streams != null) {
            streams.wakeAll();
        }
    }

    /** A replica committed rows of a player's stream: that player's streams look. */
    void notified(@Observes Notified.PlayerFeed feed) {
        if (streams != null) {
            streams.notified(feed.playerId().toString());
        }
    }
}
