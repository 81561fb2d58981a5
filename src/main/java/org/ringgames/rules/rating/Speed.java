package org.ringgames.rules.rating;

import java.util.Locale;
import java.util.Optional;

/**
 * How fast a game is played, as lichess sorts its pools: by the clock's estimated duration for one
 * seat, initial time + 40 × increment. Below 180 s bullet, below 480 s blitz, below 1,500 s rapid,
 * classical from there; a clock that gives a time per move (days per move), and no clock at all,
 * is correspondence.
 */
public enum Speed {
    BULLET, BLITZ, RAPID, CLASSICAL, CORRESPONDENCE;

    /** The estimated duration's upper bounds, exclusive, in microseconds. */
    private static final long BULLET_BELOW_US = 180_000_000L;
    private static final long BLITZ_BELOW_US = 480_000_000L;
    private static final long RAPID_BELOW_US = 1_500_000_000L;

    /** The moves lichess counts the increment for. */
    static final int MOVES_ESTIMATED = 40;

    /** A Fischer clock's speed: initial time and increment per move, in microseconds. */
    public static Speed fischer(long initialUs, long incrementUs) {
        if (initialUs < 0 || incrementUs < 0) {
            throw new IllegalArgumentException("a clock's times are ≥ 0: " + initialUs + ", " + incrementUs);
        }
        long estimated = initialUs + MOVES_ESTIMATED * incrementUs;
        if (estimated < BULLET_BELOW_US) {
            return BULLET;
        }
        if (estimated < BLITZ_BELOW_US) {
            return BLITZ;
        }
        return estimated < RAPID_BELOW_US ? RAPID : CLASSICAL;
    }

    /** As the API spells it: {@code bullet}, {@code blitz}, … */
    public String slug() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Speed> ofSlug(String slug) {
        for (Speed speed : values()) {
            if (speed.slug().equals(slug)) {
                return Optional.of(speed);
            }
        }
        return Optional.empty();
    }
}
