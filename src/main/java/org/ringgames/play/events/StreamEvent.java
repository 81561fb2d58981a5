package org.ringgames.play.events;

import java.time.Instant;

/**
 * One event of a game's stream. {@code version} is the game's state version after the change (the
 * SSE id); {@code data} is JSON text.
 */
public record StreamEvent(long version, int ordinal, String type, String data, Instant createdAt) {

    /** The last event of a game's stream: its end, or a finished game's review (which comes only after the end). */
    public boolean isFinal() {
        return type.equals("finished") || type.equals("review");
    }
}
