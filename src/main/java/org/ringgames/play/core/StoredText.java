package org.ringgames.play.core;

import org.ringgames.rules.Parsed;

/** Text this service wrote itself (positions in game rows and moves): reading it back cannot fail. */
public final class StoredText {

    private StoredText() {
    }

    /** The value read; unreadable stored text is a corrupted row, not bad input, so it is a server error. */
    public static <P> P read(Parsed<P> parsed) {
        if (parsed instanceof Parsed.Failed<P> failed) {
            throw new IllegalStateException("stored text is corrupt: " + failed.message());
        }
        return ((Parsed.Ok<P>) parsed).value();
    }
}
