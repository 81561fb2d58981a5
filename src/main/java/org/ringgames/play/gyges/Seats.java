package org.ringgames.play.gyges;

import org.ringgames.play.core.SeatIndex;

import java.util.Locale;
import org.ringgames.rules.gyges.Side;

/** Gygès seats: their names as the API and the database spell them, and their order. */
public final class Seats {

    private Seats() {
    }

    public static String name(Side side) {
        return side.lowerName();
    }

    public static Side side(String name) {
        return Side.valueOf(name.toUpperCase(Locale.ROOT));
    }

    public static SeatIndex index(Side side) {
        return side == Side.SOUTH ? SeatIndex.FIRST : SeatIndex.SECOND;
    }

    /** South is the first seat. */
    public static Side side(SeatIndex seat) {
        return seat == SeatIndex.FIRST ? Side.SOUTH : Side.NORTH;
    }
}
