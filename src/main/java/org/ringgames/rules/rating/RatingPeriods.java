package org.ringgames.rules.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * How this service counts Glicko-2's rating periods: each rated game is a period of its own, and
 * before it the time since the player's last rated game counts as {@link #LENGTH}-long periods
 * without games (fractions included), each widening the deviation as the paper's step 6 does,
 * never past a new player's 350. Five days is about lichess's figure (0.21436 periods a day).
 */
public final class RatingPeriods {

    public static final Duration LENGTH = Duration.ofDays(5);

    private RatingPeriods() {
    }

    /** Idle periods between the last rated game and now: 0 for none yet or a clock that went back. */
    public static double idle(Instant lastRatedAt, Instant now) {
        if (lastRatedAt == null || !now.isAfter(lastRatedAt)) {
            return 0;
        }
        return Duration.between(lastRatedAt, now).toMillis() / (double) LENGTH.toMillis();
    }

    /** A rating as it stands now: widened by the periods since the player's last rated game. */
    public static Glicko2.Rating now(Glicko2 glicko, Glicko2.Rating rating, Instant lastRatedAt, Instant now) {
        return glicko.idle(rating, idle(lastRatedAt, now));
    }

    /**
     * A player's rating after one rated game, its own rating period: both ratings as they stand at
     * the game's end ({@link #now}), the score 1, 0.5 or 0 of the player.
     */
    public static Glicko2.Rating afterGame(Glicko2 glicko, Glicko2.Rating player, Glicko2.Rating opponent, double score) {
        return glicko.update(player, List.of(new Glicko2.Result(opponent, score)));
    }
}
