package org.ringgames.play.portals;

import java.util.HexFormat;
import java.util.Locale;
import java.util.UUID;

/**
 * A position in a portal's stream: the last event read, by its place in the stream's order (feed
 * key, game, version, ordinal; see V8__portals.sql). Its text is that place in fixed-width hex (16
 * digits of key, 32 of game id, 16 of version, 4 of ordinal), so cursors sort as text in the order
 * of the stream; clients treat it as opaque.
 */
public record FeedCursor(long feedKey, UUID gameId, long version, int ordinal) {

    static final int LENGTH = 16 + 32 + 16 + 4;
    private static final UUID NO_GAME = new UUID(0, 0);

    /** Before every event whose key is at least {@code feedKey}. */
    public static FeedCursor before(long feedKey) {
        // The first place of the key: the smallest game id and a version below every version.
        return new FeedCursor(feedKey, NO_GAME, -1, 0);
    }

    public String text() {
        HexFormat hex = HexFormat.of();
        return hex.toHexDigits(feedKey) + hex.toHexDigits(gameId.getMostSignificantBits())
                + hex.toHexDigits(gameId.getLeastSignificantBits()) + hex.toHexDigits(version)
                + hex.toHexDigits((short) ordinal);
    }

    /** The cursor a text names, or empty when the text is no cursor this service gives. */
    public static java.util.Optional<FeedCursor> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() != LENGTH || !t.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return java.util.Optional.empty();
        }
        long key = HexFormat.fromHexDigitsToLong(t, 0, 16);
        UUID game = new UUID(HexFormat.fromHexDigitsToLong(t, 16, 32), HexFormat.fromHexDigitsToLong(t, 32, 48));
        long version = HexFormat.fromHexDigitsToLong(t, 48, 64);
        int ordinal = HexFormat.fromHexDigits(t, 64, 68);
        if (key < 0 || version < -1) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new FeedCursor(key, game, version, ordinal));
    }
}
