package org.ringgames.play.core;

import java.util.Locale;
import java.util.Optional;

/**
 * Who may read a game. {@code public}: anyone with its id (the labels still only its portal and the
 * operator). {@code portal}: only its portal's key, its seats' tokens, its players' tokens and the
 * admin key; anyone else is answered as for an unknown game.
 */
public enum Visibility {
    PUBLIC, PORTAL;

    /** As the API and the {@code game.visibility} column spell it. */
    public String slug() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The visibility a text names, if it names one (exactly: {@code public} or {@code portal}). */
    public static Optional<Visibility> named(String text) {
        for (Visibility v : values()) {
            if (v.slug().equals(text)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /** A stored game's; a row from before the column (none: V13 fills it) reads as public. */
    public static Visibility stored(String text) {
        return text == null ? PUBLIC : named(text).orElseThrow(() -> new IllegalStateException(
                "game.visibility holds '" + text + "', which is no visibility"));
    }
}
