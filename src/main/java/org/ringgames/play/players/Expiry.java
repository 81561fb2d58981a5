package org.ringgames.play.players;

import java.time.Duration;
import org.ringgames.play.core.Rejection;

/**
 * How long something a player posts (a challenge, a seek) stays open: the default, and the bounds
 * a request's {@code expiresInSeconds} must keep. The longest also bounds every read of the open
 * ones, since a lapsed row keeps its status.
 */
public record Expiry(Duration min, Duration standard, Duration max) {

    /** The time asked for ({@code null}: the default), refused (400) out of bounds. */
    public Duration of(Integer seconds) {
        Duration asked = seconds == null ? standard : Duration.ofSeconds(seconds);
        if (asked.compareTo(min) < 0 || asked.compareTo(max) > 0) {
            throw new Rejection(Rejection.Kind.MALFORMED, "expiresInSeconds: " + asked.toSeconds()
                    + " is out of bounds; expected " + min.toSeconds() + " to " + max.toSeconds());
        }
        return asked;
    }
}
