package org.ringgames.play.access;

import java.util.List;

/**
 * What a player token may do. The player's own token ({@link #OWN}) does everything, managing its
 * tokens included; a token the player made for a bot does what its scope says: {@link #PLAY}
 * reads, streams and every write a player token may do (seat actions, seeks, challenges), but
 * manages no token; {@link #READ} only reads and streams.
 */
public enum TokenScope {
    OWN, PLAY, READ;

    /** Whether a token of this scope may write (any request but a read). */
    public boolean writes() {
        return this != READ;
    }

    /** The scopes as the API shows them: what the token may do. */
    public List<String> shown() {
        return switch (this) {
            case OWN -> List.of("own", "play", "read");
            case PLAY -> List.of("play", "read");
            case READ -> List.of("read");
        };
    }

    /** The stored text of a bot's token's scope. */
    String stored() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    static TokenScope stored(String text) {
        return switch (text) {
            case "play" -> PLAY;
            case "read" -> READ;
            default -> throw new IllegalStateException("stored token scope is unknown: " + text);
        };
    }
}
