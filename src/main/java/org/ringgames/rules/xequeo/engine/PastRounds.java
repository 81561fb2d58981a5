package org.ringgames.rules.xequeo.engine;

import java.util.List;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;

/**
 * What the finished rounds tell about the opponent (docs/engine-xequeo.md, "Across rounds"). Once a
 * round is over its secret is public, so the moves of that round can be read with the secret known:
 * the likelihood of the opponent's moves under each type of {@link BeliefModel} is then exact, not
 * summed over secrets. The opponent is taken to be one type for the whole match, so the type prior
 * of a round is the (tempered) posterior after all finished rounds. Likewise the secrets it chose,
 * and where the discs stood when it chose them, tell how much it leans to discs near the ring.
 */
final class PastRounds {

    /**
     * The power the finished rounds' likelihood is raised to (a tempered posterior): the three types
     * are caricatures of real players, and read at full strength a few rounds made the posterior sure
     * of one of them too soon. Measured (docs/engine-xequeo.md, "Across rounds"): 0.3 against 1 gains
     * 4 points against level 3 and 3 against level 8 within rounds.
     */
    static final double TEMPER = 0.3;
    /**
     * The leans λ an opponent's secret choice is weighed over: it picks disc k with weight
     * {@link Setup#nearWeights} (exp(−λ·distance to the ring), doubled for a disc one move from
     * entering), as this engine's own levels do; λ = 0 is a uniform choice.
     */
    static final double[] LEANS = {0, 0.25, 0.5, 1.0, 2.0};
    /**
     * The prior over {@link #LEANS} once a round has finished: half on a uniform chooser, so one
     * round's choice moves it only so far. Before that the secret prior is uniform: nothing is known
     * of this opponent yet, and a lean taken on faith makes the engine fear a bingo whenever its own
     * secret is near the ring.
     */
    private static final double[] LEAN_PRIOR = {0.5, 0.125, 0.125, 0.125, 0.125};

    private PastRounds() {
    }

    /**
     * The posterior over the types (purposeful, hiding, random) from the prior {@code types} and
     * the {@code opponent}'s disc moves in the finished rounds, each read with that round's secret,
     * their likelihood tempered by {@link #TEMPER}. A guess is left out: the model says nothing of
     * when a seat guesses.
     */
    static double[] types(double[] types, List<FinishedRound> rounds, Seat opponent) {
        double[] log = new double[3];
        for (FinishedRound round : rounds) {
            int s = round.opponentSecret();
            for (PlayedMove turn : round.turns()) {
                if (turn.by() != opponent || turn.move().isGuess()) {
                    continue;
                }
                Position before = turn.before();
                Options options = Options.of(before);
                int n = options.moves().size();
                if (turn.move().to() == before.ring()) {
                    // An entry (so s was the disc): the first two types enter when they can, a random
                    // seat picks the entry among its n + 1 moves.
                    log[0] += Math.log(1 - BeliefModel.MISSED_ENTRY);
                    log[1] += Math.log(1 - BeliefModel.MISSED_ENTRY);
                    log[2] -= Math.log(n + 1);
                    continue;
                }
                int played = options.indexOf(turn.move());
                if (played < 0) {
                    continue;
                }
                double[][][] likelihoods = BeliefModel.likelihoods(options);
                boolean couldEnter = (options.entrantsBefore() & (1 << s)) != 0;
                log[0] += Math.log(likelihoods[0][played][s]);
                log[1] += Math.log(likelihoods[1][played][s]);
                log[2] -= Math.log(n + (couldEnter ? 1 : 0));
            }
        }
        double max = Math.max(log[0], Math.max(log[1], log[2]));
        double[] posterior = new double[3];
        double total = 0;
        for (int t = 0; t < 3; t++) {
            posterior[t] = types[t] * Math.exp(TEMPER * (log[t] - max));
            total += posterior[t];
        }
        for (int t = 0; t < 3; t++) {
            posterior[t] /= total;
        }
        return posterior;
    }

    /**
     * The chance of each disc 1–7 (index 0 unused) being the opponent's secret chosen in
     * {@code start}, before any move is seen: the choice model of each lean, weighed by the lean's
     * posterior after the secrets the opponent chose in the finished rounds; uniform before any.
     */
    static double[] secretLean(List<FinishedRound> rounds, Position start) {
        if (rounds.isEmpty()) {
            return BeliefModel.uniform();
        }
        double[] posterior = LEAN_PRIOR.clone();
        for (FinishedRound round : rounds) {
            for (int j = 0; j < LEANS.length; j++) {
                posterior[j] *= choice(round.start(), LEANS[j])[round.opponentSecret()];
            }
        }
        posterior = scaled(posterior);
        double[] lean = new double[8];
        for (int j = 0; j < LEANS.length; j++) {
            double[] choice = choice(start, LEANS[j]);
            for (int k = 1; k <= 7; k++) {
                lean[k] += posterior[j] * choice[k];
            }
        }
        return BeliefModel.normalized(lean);
    }

    /** The chance of each disc being chosen with lean λ. */
    private static double[] choice(Position position, double lambda) {
        return BeliefModel.normalized(Setup.nearWeights(position, lambda));
    }

    private static double[] scaled(double[] weights) {
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        double[] out = new double[weights.length];
        for (int i = 0; i < weights.length; i++) {
            out[i] = weights[i] / total;
        }
        return out;
    }
}
