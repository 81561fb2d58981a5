package org.ringgames.play.players;

import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;

/**
 * A place in a player's stream: the last row read, by (feed key, seq) (V10__players.sql). Its text
 * is 32 hex digits, so cursors sort as text in the stream's order; clients treat it as opaque.
 */
public record PlayerCursor(long feedKey, long seq) {

    static final int LENGTH = 32;

    /** Before every row whose key is at least {@code feedKey}. */
    public static PlayerCursor before(long feedKey) {
        return new PlayerCursor(feedKey, 0);
    }

    public String text() {
        HexFormat hex = HexFormat.of();
        return hex.toHexDigits(feedKey) + hex.toHexDigits(seq);
    }

    /** The cursor a text names, or empty when the text is no cursor this service gives. */
    public static Optional<PlayerCursor> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() != LENGTH || !t.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return Optional.empty();
        }
        long key = HexFormat.fromHexDigitsToLong(t, 0, 16);
        long seq = HexFormat.fromHexDigitsToLong(t, 16, 32);
        return key < 0 || seq < 0 ? Optional.empty() : Optional.of(new PlayerCursor(key, seq));
    }
}
