package org.ringgames.play.portals;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * One event of a portal's stream: where it stands in the stream, which game it is of (with the
 * portal's own id for it), and the game's own event: its type, the version it made and its data
 * (JSON text, as the game's stream carries it).
 */
public record FeedEvent(FeedCursor cursor, UUID gameId, Optional<String> externalId, String type, long version,
                        String data, Instant createdAt) {
}
