package org.ringgames.rules.gyges.search;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.Square;

/**
 * Not a test: Texel tuning of the {@link Evaluation} weights, the logistic regression of game
 * results on the evaluation's features (docs/engine.md, "Evaluation", records the runs).
 *
 * <pre>
 *   ./mvnw -o -q test-compile
 *   CP=target/classes:target/test-classes
 *   java -cp $CP org.ringgames.rules.gyges.search.Texel gen target/texel.txt [games=2000] [nodes=3000] [threads=2] [seed=1]
 *   java -cp $CP org.ringgames.rules.gyges.search.Texel fit target/texel.txt [w0,…,w19 to start from] [indices kept, e.g. 2,3]
 * </pre>
 *
 * <p>{@code gen} plays full-strength games at a fixed node budget from random setups, the first
 * two plies of each at random (among the moves that do not hand the opponent a win), and writes
 * every later position where the side to move cannot win at once, with the game's result from
 * that side's view (1, ½, 0). {@code fit} first finds the scale K for which σ(K·eval/400) of the
 * starting weights best predicts those results, then, K fixed, the weights that predict them best
 * (least squares on the probabilities, Adam steps), and prints them rounded with both errors.
 * Weights whose indices are given as kept stay as they start.
 */
public final class Texel {

    private static final Rules RULES = Rules.STANDARD.withMaxPlies(150);

    private Texel() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "gen" -> generate(Path.of(args[1]), arg(args, 2, 2000), arg(args, 3, 3000), (int) arg(args, 4, 2),
                    arg(args, 5, 1));
            case "fit" -> fit(Path.of(args[1]), args.length > 2 ? weights(args[2]) : Evaluation.DEFAULT_WEIGHTS,
                    args.length > 3 ? weights(args[3]) : new int[0]);
            default -> throw new IllegalArgumentException("gen or fit, not " + args[0]);
        }
    }

    private static long arg(String[] args, int i, long otherwise) {
        return args.length > i ? Long.parseLong(args[i]) : otherwise;
    }

    private static int[] weights(String text) {
        return Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    static void generate(Path out, long games, long nodes, int threads, long seed) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<List<String>>> results = new ArrayList<>();
        for (long g = 0; g < games; g++) {
            long gameSeed = seed * 1_000_003L + g;
            results.add(pool.submit(() -> game(gameSeed, nodes)));
        }
        long positions = 0;
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            for (Future<List<String>> f : results) {
                for (String line : f.get()) {
                    w.println(line);
                    positions++;
                }
            }
        }
        pool.shutdown();
        System.out.println(positions + " positions from " + games + " games in " + out);
    }

    /** One game: the positions worth fitting, each followed by its result for the side to move. */
    static List<String> game(long seed, long nodes) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveGenerator generator = new MoveGenerator(RULES);
        Search search = new Search(RULES, 16, System::nanoTime);
        Position position = Games.randomStart(seed);
        List<Position> history = new ArrayList<>();
        List<Position> kept = new ArrayList<>();
        Side winner = null;
        int passes = 0;
        for (int ply = 0; ply < RULES.maxPlies(); ply++) {
            Move move;
            if (ply < 2) {
                move = randomQuietMove(generator, position, random);
                if (move == null) {
                    return List.of();
                }
            } else {
                if (!generator.hasWinningMove(position)) {
                    kept.add(position);
                }
                search.clear();
                move = search.search(position, history, Limits.nodes(nodes), 8, 0, () -> false, null).bestMove();
            }
            if (move.isWin()) {
                winner = position.toMove();
                break;
            }
            passes = move.isPass() ? passes + 1 : 0;
            if (passes == 2) {
                break;
            }
            history.add(position);
            position = position.play(move);
        }
        List<String> lines = new ArrayList<>(kept.size());
        for (Position p : kept) {
            String result = winner == null ? "0.5" : winner == p.toMove() ? "1" : "0";
            lines.add(PositionText.format(p) + ";" + result);
        }
        return lines;
    }

    private static Move randomQuietMove(MoveGenerator generator, Position position, SplittableRandom random) {
        List<Move> quiet = new ArrayList<>();
        for (LegalMove m : generator.legalMoves(position)) {
            if (!m.move().isWin() && !generator.hasWinningMove(position.play(m.move()))) {
                quiet.add(m.move());
            }
        }
        return quiet.isEmpty() ? null : quiet.get(random.nextInt(quiet.size()));
    }

    /** The features of a position's leaf evaluation, as the search computes them. */
    static int[] features(MoveGenerator generator, Position p) {
        byte[] size = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            size[sq] = (byte) p.size(sq);
        }
        long occ = p.occupancy();
        long mine = generator.reach(occ, size, p.toMove());
        long theirs = generator.reach(occ, size, p.toMove().opponent());
        return Evaluation.features(mine, theirs, p.toMove(), occ, size);
    }

    static void fit(Path in, int[] start, int[] kept) throws IOException {
        MoveGenerator generator = new MoveGenerator(RULES);
        List<String> lines = Files.readAllLines(in, StandardCharsets.UTF_8);
        int n = lines.size();
        int m = Evaluation.FEATURES;
        double[][] x = new double[n][];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            String[] parts = lines.get(i).split(";");
            int[] f = features(generator, Games.position(parts[0]));
            x[i] = Arrays.stream(f).asDoubleStream().toArray();
            y[i] = Double.parseDouble(parts[1]);
        }
        double[] w = new double[m];
        for (int j = 0; j < Math.min(m, start.length); j++) {
            w[j] = start[j];
        }
        // K: golden-section search on the error of the starting weights.
        double lo = 0.01;
        double hi = 10;
        for (int it = 0; it < 60; it++) {
            double a = hi - (hi - lo) / 1.618;
            double b = lo + (hi - lo) / 1.618;
            if (error(x, y, w, a) < error(x, y, w, b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        double k = (lo + hi) / 2;
        double before = error(x, y, w, k);
        System.out.println(String.format(Locale.ROOT, "%d positions; K %.4f; error of %s: %.6f", n, k,
                Arrays.toString(start), before));
        // Adam on the mean squared error, K fixed.
        double[] mom = new double[m];
        double[] vel = new double[m];
        double rate = 2.0;
        for (int step = 1; step <= 3000; step++) {
            double[] grad = new double[m];
            for (int i = 0; i < n; i++) {
                double s = dot(w, x[i]);
                double p = sigmoid(k * s / 400);
                double d = -2 * (y[i] - p) * p * (1 - p) * k / 400;
                for (int j = 0; j < m; j++) {
                    grad[j] += d * x[i][j];
                }
            }
            for (int j : kept) {
                grad[j] = 0;
            }
            for (int j = 0; j < m; j++) {
                double g = grad[j] / n;
                mom[j] = 0.9 * mom[j] + 0.1 * g;
                vel[j] = 0.999 * vel[j] + 0.001 * g * g;
                double mh = mom[j] / (1 - Math.pow(0.9, step));
                double vh = vel[j] / (1 - Math.pow(0.999, step));
                w[j] -= rate * mh / (Math.sqrt(vh) + 1e-12);
            }
            if (step % 500 == 0) {
                System.out.println(String.format(Locale.ROOT, "step %d: error %.6f", step, error(x, y, w, k)));
            }
        }
        int[] rounded = Arrays.stream(w).mapToInt(v -> (int) Math.round(v)).toArray();
        double[] r = Arrays.stream(rounded).asDoubleStream().toArray();
        System.out.println(String.format(Locale.ROOT, "tuned %s: error %.6f (was %.6f)",
                Arrays.toString(rounded).replace(" ", ""), error(x, y, r, k), before));
    }

    private static double error(double[][] x, double[] y, double[] w, double k) {
        double sum = 0;
        for (int i = 0; i < x.length; i++) {
            double d = y[i] - sigmoid(k * dot(w, x[i]) / 400);
            sum += d * d;
        }
        return sum / x.length;
    }

    private static double dot(double[] w, double[] x) {
        double s = 0;
        for (int j = 0; j < w.length; j++) {
            s += w[j] * x[j];
        }
        return s;
    }

    private static double sigmoid(double v) {
        return 1 / (1 + Math.exp(-v));
    }
}
