package org.ringgames.play.portals;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.ringgames.play.core.Rejection;
import org.ringgames.store.events.PortalFeedRows;
import org.ringgames.store.events.PortalFeedRows.Place;

/**
 * Reads a portal's stream from the database, whichever replica wrote its events: every event of
 * the portal's games, in the order of their feed keys (V8__portals.sql), each read once it is final.
 */
@ApplicationScoped
public class PortalFeed {

    /** The event types a stream or a webhook may ask for. */
    public static final List<String> TYPES = List.of("created", "setup", "move", "draw-offer", "takeback-offer", "takeback",
            "finished",
            "review", "tournamentStarted", "roundStarted", "standings", "tournamentFinished");

    /** The types of a tournament's events (V20): they name the tournament, not a game. */
    public static final List<String> TOURNAMENT_TYPES = List.of("tournamentStarted", "roundStarted", "standings",
            "tournamentFinished");

    /** The types of a game's events. */
    public static final List<String> GAME_TYPES = TYPES.stream().filter(t -> !TOURNAMENT_TYPES.contains(t)).toList();

    /** The type a name means, whatever its case; empty for no type. */
    public static Optional<String> type(String name) {
        String wanted = name == null ? "" : name.trim();
        return TYPES.stream().filter(t -> t.equalsIgnoreCase(wanted)).findFirst();
    }

    @Inject
    PortalFeedRows feed;

    /** What a read found: events, and whether more exist that are not final yet. */
    public record Batch(List<FeedEvent> events, boolean pending) {
    }

    /**
     * @param portal the portal, or empty for open mode's games
     * @param types  only these event types (empty: all)
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Batch after(Optional<String> portal, FeedCursor after, List<String> types, int limit) {
        Place place = new Place(after.feedKey(), after.gameId(), after.version(), after.ordinal());
        long horizon = feed.horizon();
        List<FeedEvent> events = feed.after(portal, place, types, limit, horizon).stream()
                .map(row -> new FeedEvent(new FeedCursor(row.feedKey(), row.gameId(), row.version(), row.ordinal()),
                        row.gameId(), Optional.ofNullable(row.externalId()), row.type(), row.version(), row.data(),
                        row.createdAt()))
                .toList();
        boolean pending = events.size() < limit && feed.pendingBeyondHorizon(portal,
                events.isEmpty() ? place : last(events), horizon);
        return new Batch(events, pending);
    }

    /** Where a stream that does not resume starts: before every event not yet final. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public FeedCursor now() {
        return FeedCursor.before(feed.horizon());
    }

    /** The types a {@code ?events=} list names; 400 for a name that is no event type. */
    public static List<String> types(Optional<String> list) {
        if (list.isEmpty() || list.get().isBlank()) {
            return List.of();
        }
        Set<String> chosen = new java.util.LinkedHashSet<>();
        for (String part : list.get().split(",")) {
            Optional<String> type = type(part);
            if (type.isEmpty()) {
                throw new Rejection(Rejection.Kind.MALFORMED, "events: '" + part.trim() + "' is not an event type; "
                        + "the types are " + String.join(", ", TYPES));
            }
            chosen.add(type.get());
        }
        return List.copyOf(chosen);
    }

    private static Place last(List<FeedEvent> events) {
        FeedCursor c = events.get(events.size() - 1).cursor();
        return new Place(c.feedKey(), c.gameId(), c.version(), c.ordinal());
    }
}
