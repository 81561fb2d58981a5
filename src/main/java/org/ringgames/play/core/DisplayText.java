package org.ringgames.play.core;

import java.util.Optional;

/**
 * Text a person reads as a name: a player's name, a seat's label. It must show what it says, so it
 * holds no control characters (Unicode Cc), no invisible format characters (Cf: zero-width spaces,
 * bidi overrides that make {@code "adm\u202enimda"} read as "admin"), no lone surrogates (Cs, which
 * a JSON escape like {@code \ud800} can carry and the database would store as "?"), no private-use
 * (Co) or unassigned (Cn) code points, and it is not blank.
 */
public final class DisplayText {

    private DisplayText() {
    }

    /** Why the text may not be a name, naming the first offending code point and its index; empty when it may. */
    public static Optional<String> flaw(String text) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            String kind = switch (Character.getType(c)) {
                case Character.CONTROL -> "a control character (Cc)";
                case Character.FORMAT -> "an invisible format character (Cf, such as a zero-width space or a "
                        + "direction override)";
                case Character.SURROGATE -> "a lone surrogate (Cs), which is no character";
                case Character.PRIVATE_USE -> "a private-use character (Co)";
                case Character.UNASSIGNED -> "an unassigned code point (Cn)";
                default -> null;
            };
            if (kind != null) {
                return Optional.of(String.format("U+%04X at index %d is %s", c, i, kind));
            }
            i += Character.charCount(c);
        }
        if (text.codePoints().allMatch(c -> Character.isWhitespace(c) || Character.isSpaceChar(c))) {
            return Optional.of("it is blank");
        }
        return Optional.empty();
    }
}
