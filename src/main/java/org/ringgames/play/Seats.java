package org.ringgames.play;

import java.util.Locale;
import org.ringgames.rules.gyges.Side;

/** Seat names as the API and the database spell them. */
public final class Seats {

    private Seats() {
    }

    public static String name(Side side) {
        return side.lowerName();
    }

    public static Side side(String name) {
        return Side.valueOf(name.toUpperCase(Locale.ROOT));
    }
}
