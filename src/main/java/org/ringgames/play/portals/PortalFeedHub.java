package org.ringgames.play.portals;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.ringgames.play.events.CursorStreams;
import org.ringgames.play.events.Notified;

/**
 * This replica's portal streams ({@link CursorStreams}, keyed by portal). Every committed change
 * reaches every replica as a NOTIFY that names the game's portal; the hub wakes that portal's
 * streams, and each reads what came after its cursor from the database ({@link PortalFeed}).
 */
@ApplicationScoped
public class PortalFeedHub {

    /** How often every portal stream looks whether a notification was lost: a portal holds few streams. */
    static final Duration CATCH_UP = Duration.ofSeconds(1);

    /** Open mode's streams, under this key. */
    private static final String OPEN = "";

    @Inject
    PortalFeed feed;

    @Inject
    MeterRegistry registry;

    private CursorStreams<FeedCursor, FeedEvent> streams;

    void start(@Observes StartupEvent event) {
        streams = new CursorStreams<>("portal", CATCH_UP, FeedEvent::cursor, registry);
    }

    void stop(@Observes ShutdownEvent event) {
        if (streams != null) {
            streams.stop();
        }
    }

    /**
     * Streams a portal's events after {@code after} to a sink.
     *
     * @param portal the portal, or empty for open mode's games
     * @param types  only these event types (empty: all)
     */
    public void subscribe(Optional<String> portal, FeedCursor after, List<String> types,
                          CursorStreams.Sink<FeedEvent> sink) {
        streams.subscribe(portal.orElse(OPEN), after, (cursor, limit) -> {
            PortalFeed.Batch batch = feed.after(portal, cursor, types, limit);
            return CursorStreams.Batch.of(batch.events(), limit, batch.pending());
        }, sink);
    }

    /** The listener (re)connected: every stream looks. */
    void listening(@Observes Notified.Listening listening) {
        if (listening.listening() && streams != null) {
            streams.wakeAll();
        }
    }

    /** A replica committed a change to a game of this portal (empty: open mode): its streams look. */
    void changed(@Observes Notified.GameChanged change) {
        if (streams != null) {
            streams.notified(change.portal().orElse(OPEN));
        }
    }

    /** The number of portal streams open on this replica. */
    public int openStreams() {
        return streams.openStreams();
    }
}
