package org.ringgames.rules.gyges.search;

import java.util.SplittableRandom;
import org.ringgames.rules.gyges.Rules;

/** The home row a computer player picks during setup (§2 of docs/rules/gyges.md). */
public final class SetupChoice {

    private SetupChoice() {
    }

    /**
     * A home row for the side setting up: six characters over files a…f, two each of 1, 2 and 3
     * (e.g. {@code "321123"}). Every level draws uniformly among the 90 rows from the seed: no row
     * has been measured to be better than another (docs/engine.md). Deterministic for a seed.
     */
    public static String homeRow(Rules rules, int level, long seed) {
        Levels.check(level);
        char[] row = {'1', '1', '2', '2', '3', '3'};
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = row.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            char c = row[i];
            row[i] = row[j];
            row[j] = c;
        }
        return new String(row);
    }
}
