package org.ringgames.rules.rating;

import java.util.Map;
import java.util.Optional;

/**
 * The fixed ratings of the engine's levels 1 to 8, per game, from the self-play ladders
 * (docs/ratings.md, "Computer seats", says how each figure was derived). A game against a computer
 * seat rates the human only, against the level's rating with deviation {@link #DEVIATION}; the
 * level's rating never moves.
 * <p>
 * Gygès (docs/benchmarks.md, "Strength: bench/engine/ladder.sh"): level 1 anchored at 800, each level
 * above the one below by its pair's Elo difference, pairs 2–4 from a re-run on this engine
 * (docs/ratings.md, "Checking levels 1 to 4": +210, +241, +123), pairs 5–8 from the re-run at
 * 3a6fcba (+315, +200, +173, +115).
 * Xe Queo (docs/engine-xequeo.md, "Results", 400 matches a pair, every pair of levels): level 1
 * anchored at 800, the others by a Bradley–Terry (Elo) fit of the whole table of levels 1–8.
 */
public final class ComputerRatings {

    /** How uncertain a level's rating is taken to be: about the ladders' 95 % intervals, halved. */
    public static final double DEVIATION = 50;
    /** The volatility a level's rating is given (the calculator needs one; it never changes). */
    private static final double VOLATILITY = 0.06;

    private static final Map<String, int[]> BY_GAME = Map.of(
            "gyges", new int[] {800, 1010, 1251, 1374, 1689, 1889, 2062, 2177},
            "xequeo", new int[] {800, 1123, 1334, 1386, 1533, 1554, 1600, 1750});

    private ComputerRatings() {
    }

    /** Level 1 to 8's rating in this game; empty for a game without a ladder. */
    public static Optional<Glicko2.Rating> of(String game, int level) {
        int[] ratings = BY_GAME.get(game);
        if (ratings == null || level < 1 || level > ratings.length) {
            return Optional.empty();
        }
        return Optional.of(new Glicko2.Rating(ratings[level - 1], DEVIATION, VOLATILITY));
    }
}
