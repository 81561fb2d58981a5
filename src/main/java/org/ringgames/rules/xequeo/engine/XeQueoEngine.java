package org.ringgames.rules.xequeo.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.ringgames.rules.Stopped;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.MoveGenerator;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;

/**
 * The Xe Queo computer player (docs/engine-xequeo.md). It sees one seat's {@link View} only — the
 * public moves and its own secret, never the opponent's — and answers with a legal turn, its belief
 * about the opponent's secret and a reason. Every random draw comes from {@code SplittableRandom(seed)},
 * so the same inputs give the same advice.
 *
 * <p>The turn: enter the ring when the own secret can and a bingo is unlikely; otherwise guess
 * when one disc is believed enough, or when guessing is worth more than the best move (typically:
 * every move leaves the opponent's likely secret able to enter); otherwise draw a disc move by its
 * score: the chance it leaves the opponent no entry, whether it readies the own secret, how far it
 * brings it, and (levels 6–8) how much it gives the own secret away. Level 8 also reads the
 * finished rounds, whose secrets are public: what type of player the opponent is and how it chooses
 * its secret ({@link PastRounds}).
 */
public final class XeQueoEngine {

    private static final MoveGenerator GENERATOR = new MoveGenerator();

    /**
     * Why every advice ends where it does: the engine reasons a fixed amount, set by the level (one
     * opponent turn ahead, no search), and never reaches a depth, node or time limit.
     */
    public static final Stopped STOPPED = Stopped.LEVEL;

    /*
     * The value of a disc move, a rough chance of winning the round after it:
     * (1 − chance the opponent enters next) × (1 − chance it guesses the own secret, counted once
     * that passes 1/2) × (VALUE_BASE, plus VALUE_READY when the own secret could enter next turn).
     * A move's score adds the own secret's progress and takes off what it reveals; the weights were
     * set by self-play (docs/engine-xequeo.md, "Tuning").
     */
    private static final double VALUE_BASE = 0.45;
    private static final double VALUE_READY = 0.4;
    private static final double SCORE_VALUE = 3;
    private static final double SCORE_PROGRESS = 0.3;
    private static final double SCORE_REVEALED = 1.5;
    /** A threat counts as "every move leaves an entry" from this chance of the opponent entering. */
    private static final double THREAT = 0.2;

    public XeQueoEngine() {
    }

    /**
     * @param believedOpponentSecret the asker's own belief, which replaces the inference when present
     * @param level                  1 (near random) to 8 (the full heuristic)
     * @param seed                   all randomness: the same inputs give the same advice
     * @throws IllegalArgumentException when the view's seat is not to move, or the level is not 1–8
     */
    public Advice advise(View view, OptionalInt believedOpponentSecret, int level, long seed) {
        return advise(view, believedOpponentSecret, level, Level.of(level), seed);
    }

    /** With the level's settings given: {@link SelfPlay} plays variants of a level against it. */
    Advice advise(View view, OptionalInt believedOpponentSecret, int level, Level lv, long seed) {
        Position position = view.position();
        if (position.toMove() != view.me()) {
            throw new IllegalArgumentException("the " + view.me().lowerName() + " is not to move");
        }
        SplittableRandom random = new SplittableRandom(seed);
        int my = view.mySecret();
        double[][] joint = joint(view, believedOpponentSecret, lv);
        double[] belief = BeliefModel.marginal(joint);

        List<Move> discMoves = new ArrayList<>();
        Move entry = null;
        for (LegalMove legal : GENERATOR.legalMoves(position, OptionalInt.of(my))) {
            if (!legal.move().isGuess()) {
                discMoves.add(legal.move());
                if (legal.move().to() == position.ring()) {
                    entry = legal.move();
                }
            }
        }
        if (discMoves.isEmpty()) {
            int guess = level == 1 ? 1 + random.nextInt(7) : likeliest(belief, random);
            return new Advice(new Choice.Guess(guess), belief, "no disc can move: guess " + guess);
        }
        if (level == 1) {
            Move move = discMoves.get(random.nextInt(discMoves.size()));
            return new Advice(new Choice.Play(move), belief, move == entry
                    ? "disc " + my + " enters the ring" : "a random legal move (level 1)");
        }
        int guess = likeliest(belief, random);
        double guessValue = belief[guess];
        Options options = Options.of(position);
        int n = options.moves().size();
        double[] entering = BeliefModel.entering(joint, n);
        double[] value = new double[n];
        double[] score = new double[n];
        double[] revealed = lv.hides() ? revealed(view, options) : new double[n];
        int best = -1;
        double leastRisk = 1;
        for (int i = 0; i < n; i++) {
            int after = options.entrantsAfter()[i];
            double risk = 0;
            for (int k = 1; k <= 7; k++) {
                if (k != my) {
                    risk += (after & (1 << k)) != 0 ? entering[k] : 0;
                }
            }
            boolean ready = (after & (1 << my)) != 0;
            double exposed = revealed[i] >= 0.5 ? revealed[i] : 0;
            value[i] = (lv.weighsThreats() ? 1 - risk : 1) * (1 - exposed) * (VALUE_BASE + (ready ? VALUE_READY : 0));
            score[i] = SCORE_VALUE * value[i] + SCORE_PROGRESS * options.progress(i, my)
                    - (lv.hides() ? SCORE_REVEALED * revealed[i] : 0);
            leastRisk = Math.min(leastRisk, risk);
            if (best < 0 || value[i] > value[best]) {
                best = i;
            }
        }
        double bestValue = best < 0 ? 0 : value[best];
        if (entry != null) {
            double enterValue = 1 - belief[my];
            if (level == 2 || enterValue >= Math.max(guessValue, bestValue)) {
                return new Advice(new Choice.Play(entry), belief, "disc " + my + " enters the ring");
            }
        }
        if (n == 0 || guessValue >= lv.guessAt() || (lv.guessOnValue() && guessValue > bestValue)) {
            String why;
            if (entry != null) {
                why = String.format(Locale.ROOT, "guess %d: disc %d could enter, but the opponent likely holds it too",
                        guess, my);
            } else if (n > 0 && leastRisk >= THREAT && guessValue < lv.guessAt()) {
                why = String.format(Locale.ROOT, "guess %d (%.0f%%): every move leaves the opponent a likely entry",
                        guess, 100 * guessValue);
            } else {
                why = String.format(Locale.ROOT, "guess %d: believed at %.0f%%", guess, 100 * guessValue);
            }
            return new Advice(new Choice.Guess(guess), belief, why);
        }
        int pick = draw(score, lv.temperature(), random);
        Move move = options.moves().get(pick);
        return new Advice(new Choice.Play(move), belief, reason(options, pick, my));
    }

    private static String reason(Options options, int pick, int my) {
        int disc = options.discOf(pick);
        boolean ready = (options.entrantsAfter()[pick] & (1 << my)) != 0;
        String move = options.moves().get(pick).toText();
        if (disc == my) {
            return ready ? "disc " + disc + " gets within reach of the ring (" + move + ")"
                    : "disc " + disc + " moves nearer the ring (" + move + ")";
        }
        return ready ? "disc " + disc + " moves and opens a way to the ring (" + move + ")"
                : "disc " + disc + " moves, keeping the secret hidden (" + move + ")";
    }

    /** The joint belief over (type, secret) of the opponent: the asker's, inferred, or uniform. */
    private static double[][] joint(View view, OptionalInt believed, Level lv) {
        if (believed.isPresent()) {
            int s = believed.getAsInt();
            if (s < 1 || s > 7) {
                throw new IllegalArgumentException("a believed secret is a disc 1 to 7, not " + s);
            }
            double[] certain = new double[8];
            certain[s] = 1;
            return BeliefModel.joint(certain);
        }
        if (!lv.infers()) {
            return BeliefModel.joint(BeliefModel.uniform());
        }
        Seat opponent = view.me().opponent();
        // Across rounds: the type prior is the posterior after the finished rounds, the secret prior
        // what they tell of how the opponent chooses; otherwise every round starts alike.
        double[] types = lv.acrossRounds() ? PastRounds.types(BeliefModel.TYPES, view.pastRounds(), opponent)
                : BeliefModel.TYPES;
        double[] lean = lv.acrossRounds() ? PastRounds.secretLean(view.pastRounds(), view.roundStart())
                : BeliefModel.uniform();
        double[] prior = BeliefModel.prior(lean, view.opponentPastSecrets(), lv.repeatWeight());
        return BeliefModel.afterMoves(types, prior, view.roundMoves(), opponent);
    }

    /**
     * For each option, the belief the opponent would hold in the own secret after it, if it read
     * the moves with this engine's model: what the move gives away.
     */
    private static double[] revealed(View view, Options options) {
        double[][] joint = BeliefModel.afterMoves(BeliefModel.TYPES, BeliefModel.uniform(), view.roundMoves(), view.me());
        double[][][] likelihoods = BeliefModel.likelihoods(options);
        double[] revealed = new double[options.moves().size()];
        for (int i = 0; i < revealed.length; i++) {
            double[][] copy = {joint[0].clone(), joint[1].clone(), joint[2].clone()};
            BeliefModel.observe(copy, options, likelihoods, i);
            revealed[i] = BeliefModel.marginal(copy)[view.mySecret()];
        }
        return revealed;
    }

    /** The disc with the highest belief; ties broken at random. */
    private static int likeliest(double[] belief, SplittableRandom random) {
        int best = 0;
        int ties = 0;
        for (int s = 1; s <= 7; s++) {
            if (best == 0 || belief[s] > belief[best] + 1e-12) {
                best = s;
                ties = 1;
            } else if (Math.abs(belief[s] - belief[best]) <= 1e-12 && random.nextInt(++ties) == 0) {
                best = s;
            }
        }
        return best;
    }

    /** An index drawn with probability proportional to exp(score / temperature). */
    private static int draw(double[] score, double temperature, SplittableRandom random) {
        double max = Double.NEGATIVE_INFINITY;
        for (double s : score) {
            max = Math.max(max, s);
        }
        double[] weight = new double[score.length];
        double total = 0;
        for (int i = 0; i < score.length; i++) {
            weight[i] = Double.isInfinite(temperature) ? 1 : Math.exp((score[i] - max) / temperature);
            total += weight[i];
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < weight.length; i++) {
            r -= weight[i];
            if (r < 0) {
                return i;
            }
        }
        return weight.length - 1;
    }

    /**
     * An opening arrangement for a computer placer: disc number → square index ({@code Square}),
     * as {@link org.ringgames.rules.xequeo.Placement#checkDiscs} allows.
     */
    public static Map<Integer, Integer> placeDiscs(long seed) {
        return Setup.placeDiscs(seed);
    }

    /**
     * A ring square {@link org.ringgames.rules.xequeo.Placement#ringSquares} allows; from level 3
     * the one leaving the first mover the fewest discs it could ready for an entry in one move.
     */
    public static int placeRing(Position position, int level, long seed) {
        Level.of(level);
        return Setup.placeRing(position, level, seed);
    }

    /** The secret disc for a round; at higher levels leaning towards discs near the ring. */
    public static int chooseSecret(Position position, Seat me, int level, long seed) {
        Level.of(level);
        return Setup.chooseSecret(position, level, seed);
    }
}
