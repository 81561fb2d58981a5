package org.ringgames.rules.xequeo.engine;

import java.util.Arrays;
import java.util.List;
import org.ringgames.rules.xequeo.Seat;

/**
 * A Bayesian belief about a seat's secret from the moves it played this round (docs/engine-xequeo.md,
 * "The belief model"). The hypotheses are pairs (type, secret s) with three types of player:
 *
 * <ul>
 *   <li><em>purposeful</em>: picks a non-entering move m with probability proportional to
 *       {@code exp(ALPHA·[m moves s] + BETA·(progress of s) + KAPPA·[s could enter right after m])};
 *   <li><em>hiding</em>: the same with the sign of the first two terms turned, so it moves other
 *       discs than its secret (a decoy player, as levels 6–8 of this engine are);
 *   <li><em>random</em>: picks each of its legal moves alike.
 * </ul>
 *
 * The sum over all non-entering moves in the denominator carries the inference "it moved s
 * although it could have moved others": a seat with many other options that still moved s gives
 * strong evidence, one with no other option none. A purposeful or hiding seat whose disc s could
 * enter the ring enters it (it would win the ring): declining has probability {@link #MISSED_ENTRY}.
 * A random seat declines with probability (moves)/(moves + 1). Each observed move multiplies every
 * hypothesis by its likelihood; the belief is the posterior over s, summed over the types. The
 * types and constants were chosen by calibration and self-play (docs/engine-xequeo.md, "Tuning").
 */
final class BeliefModel {

    static final double ALPHA = 0.5;
    static final double BETA = 0.3;
    static final double KAPPA = 0.7;
    static final double MISSED_ENTRY = 0.02;
    /** Prior weights of the types in a match's first round: purposeful, hiding, random. */
    static final double[] TYPES = {0.55, 0.3, 0.15};

    private BeliefModel() {
    }

    /** The prior as joint weights, with the first round's type weights. */
    static double[][] joint(double[] prior) {
        return joint(TYPES, prior);
    }

    /** The prior as joint weights: row 0 purposeful, 1 hiding, 2 random; column s = secret s. */
    static double[][] joint(double[] types, double[] prior) {
        double[][] joint = new double[3][8];
        for (int t = 0; t < 3; t++) {
            for (int s = 1; s <= 7; s++) {
                joint[t][s] = types[t] * prior[s];
            }
        }
        return joint;
    }

    /**
     * The prior over the secret: {@code lean} (uniform, or what the finished rounds tell of how the
     * opponent chooses, {@link PastRounds#secretLean}), with past secrets a little more for each
     * earlier round in which the opponent chose the number. With a uniform lean each number weighs
     * 1 plus {@code repeatWeight} per such round.
     */
    static double[] prior(double[] lean, List<Integer> pastSecrets, double repeatWeight) {
        double[] prior = new double[8];
        for (int s = 1; s <= 7; s++) {
            prior[s] = 7 * lean[s];
        }
        for (int s : pastSecrets) {
            if (s >= 1 && s <= 7) {
                prior[s] += repeatWeight;
            }
        }
        return normalized(prior);
    }

    static double[] uniform() {
        double[] uniform = new double[8];
        Arrays.fill(uniform, 1, 8, 1.0 / 7);
        return uniform;
    }

    /**
     * The purposeful [0] and the hiding [1] player's likelihood of each option for each secret:
     * [type][option][s]. Only the options that do not enter are listed, so a secret that could have
     * entered gets MISSED_ENTRY times its share.
     */
    static double[][][] likelihoods(Options options) {
        return new double[][][] {likelihoods(options, 1), likelihoods(options, -1)};
    }

    private static double[][] likelihoods(Options options, int sign) {
        int n = options.moves().size();
        double[][] weight = new double[n][8];
        double[] total = new double[8];
        for (int i = 0; i < n; i++) {
            int disc = options.discOf(i);
            for (int s = 1; s <= 7; s++) {
                double score = sign * (disc == s ? ALPHA + BETA * options.progress(i, s) : 0)
                        + ((options.entrantsAfter()[i] & (1 << s)) != 0 ? KAPPA : 0);
                weight[i][s] = Math.exp(score);
                total[s] += weight[i][s];
            }
        }
        for (int i = 0; i < n; i++) {
            for (int s = 1; s <= 7; s++) {
                boolean couldEnter = (options.entrantsBefore() & (1 << s)) != 0;
                weight[i][s] = weight[i][s] / total[s] * (couldEnter ? MISSED_ENTRY : 1);
            }
        }
        return weight;
    }

    /** Multiplies the joint weights by the likelihood of option {@code played} (in place). */
    static void observe(double[][] joint, Options options, double[][][] likelihoods, int played) {
        int n = options.moves().size();
        for (int s = 1; s <= 7; s++) {
            boolean couldEnter = (options.entrantsBefore() & (1 << s)) != 0;
            joint[0][s] *= likelihoods[0][played][s];
            joint[1][s] *= likelihoods[1][played][s];
            joint[2][s] *= 1.0 / (n + (couldEnter ? 1 : 0));
        }
        rescale(joint);
    }

    /** The joint belief after the moves {@code by} played in {@code moves}, from the priors over types and secrets. */
    static double[][] afterMoves(double[] types, double[] prior, List<PlayedMove> moves, Seat by) {
        double[][] joint = joint(types, prior);
        for (PlayedMove played : moves) {
            if (played.by() != by || played.move().isGuess()) {
                continue;
            }
            Options options = Options.of(played.before());
            int index = options.indexOf(played.move());
            if (index >= 0) {
                observe(joint, options, likelihoods(options), index);
            }
        }
        return joint;
    }

    /**
     * For each disc k, the chance that k is the secret and the seat enters with it when it can: a
     * purposeful or hiding seat nearly always does, a random one with one chance among its
     * {@code moves} + 1 turns.
     */
    static double[] entering(double[][] joint, int moves) {
        double total = 0;
        for (double[] row : joint) {
            for (int s = 1; s <= 7; s++) {
                total += row[s];
            }
        }
        double[] entering = new double[8];
        for (int s = 1; s <= 7; s++) {
            entering[s] = total == 0 ? 0
                    : ((joint[0][s] + joint[1][s]) * (1 - MISSED_ENTRY) + joint[2][s] / (moves + 1)) / total;
        }
        return entering;
    }

    static double[] marginal(double[][] joint) {
        double[] belief = new double[8];
        for (int s = 1; s <= 7; s++) {
            belief[s] = joint[0][s] + joint[1][s] + joint[2][s];
        }
        return normalized(belief);
    }

    static double[] normalized(double[] weights) {
        double sum = 0;
        for (int s = 1; s <= 7; s++) {
            sum += weights[s];
        }
        double[] out = new double[8];
        for (int s = 1; s <= 7; s++) {
            out[s] = sum > 0 ? weights[s] / sum : 1.0 / 7;
        }
        return out;
    }

    /** Keeps the weights in floating-point range over long rounds; only ratios matter. */
    private static void rescale(double[][] joint) {
        double max = 0;
        for (double[] row : joint) {
            for (double w : row) {
                max = Math.max(max, w);
            }
        }
        if (max > 0) {
            for (double[] row : joint) {
                for (int s = 1; s <= 7; s++) {
                    row[s] /= max;
                }
            }
        }
    }
}
