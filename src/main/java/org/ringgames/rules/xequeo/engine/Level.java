package org.ringgames.rules.xequeo.engine;

/**
 * What each level 1–8 of the engine uses (docs/engine-xequeo.md, "Levels"). Level 1 picks any
 * legal disc move alike; each level above adds a piece of judgement and chooses less randomly:
 * the move is drawn with probability proportional to exp(score / temperature).
 *
 * @param temperature  softmax temperature over move scores (lower plays the best move more often)
 * @param infers       reads the opponent's moves for its secret; without it the belief is uniform
 * @param weighsThreats counts the chance that the opponent enters right after a move
 * @param guessAt      guesses at once when one disc has at least this belief
 * @param guessOnValue guesses when that beats the estimated value of the best move
 * @param help         weight against moves that bring the opponent's likely secret nearer
 * @param hides        models what the opponent learns of its own secret from each move (decoys)
 * @param repeatWeight extra prior weight per earlier round the opponent chose a number
 */
record Level(double temperature, boolean infers, boolean weighsThreats, double guessAt, boolean guessOnValue,
        double help, boolean hides, double repeatWeight) {

    private static final Level[] LEVELS = {
        null,
        new Level(Double.POSITIVE_INFINITY, false, false, 2, false, 0, false, 0),
        new Level(1.0, false, false, 2, false, 0, false, 0),
        new Level(0.7, true, false, 0.9, false, 0, false, 0),
        new Level(0.5, true, true, 0.8, false, 0, false, 0),
        new Level(0.35, true, true, 0.8, true, 0, false, 0),
        new Level(0.25, true, true, 0.8, true, 0.5, false, 0.3),
        new Level(0.18, true, true, 0.8, true, 0.5, true, 0.3),
        new Level(0.12, true, true, 0.8, true, 0.5, true, 0.3),
    };

    static Level of(int level) {
        if (level < 1 || level > 8) {
            throw new IllegalArgumentException("levels go from 1 to 8, not " + level);
        }
        Level l = LEVELS[level];
        if (level == 8 && System.getProperty("tune") != null) {
            String[] t = System.getProperty("tune").split(",");
            return new Level(Double.parseDouble(t[0]), true, Boolean.parseBoolean(t[1]), Double.parseDouble(t[2]),
                    Boolean.parseBoolean(t[3]), Double.parseDouble(t[4]), Boolean.parseBoolean(t[5]), 0.3);
        }
        return l;
    }
}
