package org.ringgames.rules.xequeo.engine;

/**
 * What each level 1–8 of the engine uses (docs/engine-xequeo.md, "Levels"). Level 1 picks any
 * legal disc move alike; each level above adds a piece of judgement. A move is drawn with
 * probability proportional to exp(score / temperature): some randomness is itself a strength, since
 * an opponent that reads moves (as levels 3 and up do) learns the secret from a predictable mover.
 *
 * @param temperature   softmax temperature over move scores (lower plays the best-scored move more often)
 * @param infers        reads the opponent's moves for its secret; without it the belief is uniform
 * @param weighsThreats counts the chance that the opponent enters right after a move
 * @param guessAt       guesses at once when one disc has at least this belief
 * @param guessOnValue  guesses when that beats the estimated value of the best move
 * @param hides         models what the opponent learns of its own secret from each move (decoys)
 * @param repeatWeight  extra prior weight per earlier round in which the opponent chose a number
 * @param nearSecret    λ of its own secret choice: disc k drawn with weight exp(−λ·distance of k to the ring)
 * @param acrossRounds  learns from the finished rounds the opponent's type and how it chooses its secret
 *                      ({@link PastRounds}); without it each round starts from the same type prior
 */
record Level(double temperature, boolean infers, boolean weighsThreats, double guessAt, boolean guessOnValue,
        boolean hides, double repeatWeight, double nearSecret, boolean acrossRounds) {

    private static final Level[] LEVELS = {
        null,
        new Level(Double.POSITIVE_INFINITY, false, false, 2, false, false, 0, 0, false),
        new Level(1.0, false, false, 2, false, false, 0, 0.07, false),
        new Level(0.8, true, false, 0.9, false, false, 0, 0.14, false),
        new Level(0.6, true, true, 0.8, false, false, 0, 0.21, false),
        new Level(0.35, true, true, 0.8, true, false, 0, 0.28, false),
        new Level(0.2, true, true, 0.8, true, true, 0, 0.35, false),
        new Level(0.3, true, true, 0.8, true, true, 0.15, 0.42, false),
        new Level(0.4, true, true, 0.8, true, true, 0.15, 0.49, true),
    };

    static Level of(int level) {
        if (level < 1 || level > 8) {
            throw new IllegalArgumentException("levels go from 1 to 8, not " + level);
        }
        return LEVELS[level];
    }

    /** The same level reading each round on its own, as level 8 did before it learned across rounds. */
    Level withinRounds() {
        return new Level(temperature, infers, weighsThreats, guessAt, guessOnValue, hides, repeatWeight, nearSecret, false);
    }
}
