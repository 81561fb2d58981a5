package org.ringgames.rules.gyges.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Side;

/**
 * Not a test: the self-play match used to choose the evaluation weights and the threat check
 * (docs/engine.md records the runs; the threat check it once measured is gone). Variant A against variant B at full level with a fixed node
 * budget, game pairs on the same random setup with colours swapped. A variant is
 * {@code w0,…,w7} (weights of {@link Evaluation}), optionally followed by {@code @N} (N
 * nodes a move) or {@code @tN} (N ms a move).
 *
 * <pre>
 *   ./mvnw -o -q test-compile
 *   java -cp target/classes:target/test-classes org.ringgames.rules.gyges.search.Tuning A B [games=200] [nodes=5000] [threads=2] [seed=1]
 * </pre>
 */
public final class Tuning {

    private Tuning() {
    }

    public static void main(String[] args) throws Exception {
        String a = args[0];
        String b = args[1];
        int games = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        long nodes = args.length > 3 ? Long.parseLong(args[3]) : 5000;
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 2;
        long seed = args.length > 5 ? Long.parseLong(args[5]) : 1;
        Rules rules = Rules.STANDARD.withMaxPlies(150);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Double>> results = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            long gameSeed = seed * 7919 + g / 2;
            boolean aIsSouth = g % 2 == 0;
            results.add(pool.submit(() -> play(rules, a, b, aIsSouth, gameSeed, nodes)));
        }
        double total = 0;
        int wins = 0;
        int draws = 0;
        for (Future<Double> f : results) {
            double r = f.get();
            total += r;
            wins += r == 1 ? 1 : 0;
            draws += r == 0.5 ? 1 : 0;
        }
        pool.shutdown();
        double score = total / games;
        double variance = (wins * (1 - score) * (1 - score) + draws * (0.5 - score) * (0.5 - score)
                + (games - wins - draws) * score * score) / games;
        double error = 1.96 * Math.sqrt(variance / games);
        System.out.println(String.format(Locale.ROOT, "%s vs %s: +%d =%d -%d score %.1f %% ± %.1f, Elo %.0f",
                a, b, wins, draws, games - wins - draws, 100 * score, 100 * error,
                -400 * Math.log10(1 / Math.min(Math.max(score, 1e-3), 1 - 1e-3) - 1)));
    }

    /** The limits of a variant: {@code @N} after it sets N nodes, {@code @tN} N ms; else {@code nodes}. */
    static Limits limits(String spec, long nodes) {
        int at = spec.indexOf('@');
        if (at < 0) {
            return Limits.nodes(nodes);
        }
        String budget = spec.substring(at + 1);
        return budget.startsWith("t") ? Limits.movetime(Long.parseLong(budget.substring(1)))
                : Limits.nodes(Long.parseLong(budget));
    }

    static Search engine(Rules rules, String spec) {
        int at = spec.indexOf('@');
        String[] f = (at < 0 ? spec : spec.substring(0, at)).split(",");
        int[] w = new int[f.length];
        for (int i = 0; i < w.length; i++) {
            w[i] = Integer.parseInt(f[i]);
        }
        return new Search(rules, 16, System::nanoTime, w);
    }

    static double play(Rules rules, String a, String b, boolean aIsSouth, long seed, long nodes) {
        Position position = Games.randomStart(seed);
        Search south = engine(rules, aIsSouth ? a : b);
        Search north = engine(rules, aIsSouth ? b : a);
        List<Position> history = new ArrayList<>();
        int passes = 0;
        for (int ply = 0; ply < rules.maxPlies(); ply++) {
            boolean southToMove = position.toMove() == Side.SOUTH;
            Search engine = southToMove ? south : north;
            Limits limits = limits(southToMove == aIsSouth ? a : b, nodes);
            Move move = engine.search(position, history, limits, 8, 0, () -> false, null).bestMove();
            if (move.isWin()) {
                return southToMove == aIsSouth ? 1 : 0;
            }
            passes = move.isPass() ? passes + 1 : 0;
            if (passes == 2) {
                return 0.5;
            }
            history.add(position);
            position = position.play(move);
        }
        return 0.5;
    }
}
