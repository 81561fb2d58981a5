package org.ringgames.rules.xequeo.engine;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.ringgames.rules.xequeo.Placement;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Square;

/** The computer's setup choices of docs/rules/xequeo.md §3: discs, ring, secret. */
final class Setup {

    private Setup() {
    }

    /**
     * Seven distinct squares at random, drawn again until {@link Placement#checkDiscs} accepts them;
     * an unmodifiable map that iterates discs 1 to 7 in order.
     */
    static Map<Integer, Integer> placeDiscs(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        while (true) {
            int[] squares = new int[Square.COUNT];
            for (int i = 0; i < squares.length; i++) {
                squares[i] = i;
            }
            Map<Integer, Integer> discs = new HashMap<>();
            for (int n = 1; n <= 7; n++) {
                int j = n - 1 + random.nextInt(Square.COUNT - (n - 1));
                int t = squares[n - 1];
                squares[n - 1] = squares[j];
                squares[j] = t;
                discs.put(n, squares[n - 1]);
            }
            if (Placement.checkDiscs(discs) == null) {
                return Collections.unmodifiableMap(new TreeMap<>(discs));
            }
        }
    }

    /**
     * Below level 3 any allowed square. From level 3 the square that leaves the fewest discs the
     * first mover (the placer's opponent) could bring within one move of the ring with its first
     * move; ties at random.
     */
    static int placeRing(Position position, int level, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long allowed = Placement.ringSquares(position);
        int best = Square.NONE;
        int bestCount = Integer.MAX_VALUE;
        int ties = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if ((allowed & (1L << sq)) == 0) {
                continue;
            }
            int count = level < 3 ? 0 : quickDiscs(withRing(position, sq));
            if (count < bestCount) {
                best = sq;
                bestCount = count;
                ties = 1;
            } else if (count == bestCount && random.nextInt(++ties) == 0) {
                best = sq;
            }
        }
        return best;
    }

    /** How many discs some single move would leave able to enter. */
    private static int quickDiscs(Position ringed) {
        Options options = Options.of(ringed);
        int union = options.entrantsBefore();
        for (int after : options.entrantsAfter()) {
            union |= after;
        }
        return Integer.bitCount(union);
    }

    static Position withRing(Position position, int ring) {
        byte[] discs = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            discs[sq] = (byte) position.disc(sq);
        }
        return Position.of(discs, ring, position.toMove());
    }

    /**
     * Level 1 any disc. Above, a disc drawn with weight {@link #nearWeights}, its λ growing with the
     * level: near discs arrive sooner (measured: the strongest single setup choice, see
     * docs/engine-xequeo.md), but the choice stays a draw below the top levels, since a predictable
     * secret invites a guess or a bingo.
     */
    static int chooseSecret(Position position, int level, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        if (position.ring() == Square.NONE) {
            return 1 + random.nextInt(7);
        }
        double[] weight = nearWeights(position, Level.of(level).nearSecret());
        double total = 0;
        for (int k = 1; k <= 7; k++) {
            total += weight[k];
        }
        double r = random.nextDouble() * total;
        for (int k = 1; k <= 7; k++) {
            r -= weight[k];
            if (r < 0) {
                return k;
            }
        }
        return 7;
    }

    /**
     * Weights over the discs 1–7 (index 0 unused) for a secret chosen in {@code position}:
     * exp(−λ·distance to the ring in squares), doubled for a disc some single move would make able
     * to enter; uniform for λ = 0 or without a ring. A disc off the board counts as 10 squares away.
     */
    static double[] nearWeights(Position position, double lambda) {
        double[] weight = new double[8];
        if (lambda == 0 || position.ring() == Square.NONE) {
            Arrays.fill(weight, 1, 8, 1.0);
            return weight;
        }
        Options options = Options.of(position);
        int quick = 0;
        for (int after : options.entrantsAfter()) {
            quick |= after;
        }
        double nearest = Double.POSITIVE_INFINITY;
        double[] distance = new double[8];
        for (int k = 1; k <= 7; k++) {
            int sq = position.squareOf(k);
            distance[k] = sq == Square.NONE ? 10 : Math.sqrt(Square.distance2(sq, position.ring()));
            nearest = Math.min(nearest, distance[k]);
        }
        for (int k = 1; k <= 7; k++) {
            // Measured from the nearest disc, so that a large λ does not underflow to zeros.
            weight[k] = Math.exp(-lambda * (distance[k] - nearest)) * ((quick & (1 << k)) != 0 ? 2 : 1);
        }
        return weight;
    }
}
