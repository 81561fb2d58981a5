package org.ringgames.play.players;

import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;

/**
 * A place in a player's stream: the last row read, by (feed key, seq) (V10__players.sql). Its text
 * is 32 hex digits, so cursors sort as text in the stream's order; clients treat it as opaque.
 * The events a new stream opens with (its greeting: the player's games in play) stand at the place
 * the stream starts from, one after another: their ids add a 4-digit count to that place's text,
 * so each has an id of its own that sorts after the place and before every later row, and
 * resuming after any of them resumes after the place.
 *
 * @param greeting 0 for a row's place; n for the n-th event of a greeting at this place
 */
public record PlayerCursor(long feedKey, long seq, int greeting) {

    static final int LENGTH = 32;
    static final int GREETING_DIGITS = 4;
    static final int MAX_GREETING = 0xffff;

    public PlayerCursor(long feedKey, long seq) {
        this(feedKey, seq, 0);
    }

    /** Before every row whose key is at least {@code feedKey}. */
    public static PlayerCursor before(long feedKey) {
        return new PlayerCursor(feedKey, 0);
    }

    /** The n-th event (from 1) of a greeting at this place. */
    PlayerCursor greeting(int n) {
        return new PlayerCursor(feedKey, seq, Math.min(n, MAX_GREETING));
    }

    public String text() {
        HexFormat hex = HexFormat.of();
        String place = hex.toHexDigits(feedKey) + hex.toHexDigits(seq);
        return greeting == 0 ? place : place + hex.toHexDigits((short) greeting);
    }

    /** The cursor a text names, or empty when the text is no cursor this service gives. */
    public static Optional<PlayerCursor> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if ((t.length() != LENGTH && t.length() != LENGTH + GREETING_DIGITS)
                || !t.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return Optional.empty();
        }
        long key = HexFormat.fromHexDigitsToLong(t, 0, 16);
        long seq = HexFormat.fromHexDigitsToLong(t, 16, 32);
        // Resuming after a greeting's event resumes after its place.
        return key < 0 || seq < 0 ? Optional.empty() : Optional.of(new PlayerCursor(key, seq));
    }
}
