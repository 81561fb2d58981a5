import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.search.Limits;
import org.ringgames.rules.gyges.search.Search;
import org.ringgames.rules.gyges.search.SearchResult;
import org.ringgames.rules.gyges.search.SetupChoice;

/**
 * Self-play ladder: level n against level n − 1 for n = 2…8, {@code games} games a pair. Games
 * come in pairs on the same setup (home rows drawn by {@link SetupChoice} from the game's seed),
 * each level playing South once. Every search gets {@code Limits.nodes(nodes)}, so the levels'
 * own caps decide (docs/engine.md, levels table) and level 8 gets {@code nodes}. A game ends on
 * a goal, a double pass or after {@code maxPlies} plies (a draw; the engines know that limit).
 * Fresh engines every game: the whole run is reproducible from its seed. Reports per pair the
 * wins, draws and losses of the higher level, its score, and the Elo difference with a 95 %
 * interval (normal approximation over games). Run through bench/engine/ladder.sh.
 *
 * <p>Usage: Ladder [games=100] [nodes=100000] [maxPlies=150] [seed=1] [threads=1] [from=2] [to=8]
 */
public class Ladder {

    public static void main(String[] args) throws Exception {
        int games = arg(args, 0, 100);
        long nodes = arg(args, 1, 100_000);
        int maxPlies = arg(args, 2, 150);
        long seed = arg(args, 3, 1);
        int threads = arg(args, 4, 1);
        int from = arg(args, 5, 2);
        int to = arg(args, 6, 8);
        Rules rules = Rules.STANDARD.withMaxPlies(maxPlies);
        System.out.println("ladder: " + games + " games a pair, nodes " + nodes + ", maxPlies " + maxPlies
                + ", seed " + seed + ", threads " + threads + ", " + Runtime.version());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long runStart = System.nanoTime();
        for (int high = from; high <= to; high++) {
            long pairStart = System.nanoTime();
            List<Future<double[]>> results = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                int level = high;
                long gameSeed = seed * 1_000_003L + high * 10_007L + g / 2;
                boolean highIsSouth = g % 2 == 0;
                results.add(pool.submit(() -> play(rules, level, level - 1, highIsSouth, gameSeed, nodes)));
            }
            int wins = 0;
            int draws = 0;
            int losses = 0;
            long plies = 0;
            for (Future<double[]> f : results) {
                double[] r = f.get();
                if (r[0] == 1) {
                    wins++;
                } else if (r[0] == 0.5) {
                    draws++;
                } else {
                    losses++;
                }
                plies += (long) r[1];
            }
            int n = wins + draws + losses;
            double score = (wins + 0.5 * draws) / n;
            double variance = (wins * sq(1 - score) + draws * sq(0.5 - score) + losses * sq(score)) / n;
            double error = 1.96 * Math.sqrt(variance / n);
            System.out.println(String.format(Locale.ROOT,
                    "level %d vs %d: +%d =%d -%d, score %.1f %%, Elo %s [%s, %s], %.1f plies a game, %.0f s",
                    high, high - 1, wins, draws, losses, 100 * score, Elo.of(score), Elo.of(score - error),
                    Elo.of(score + error), (double) plies / n, (System.nanoTime() - pairStart) / 1e9));
        }
        pool.shutdown();
        System.out.println(String.format(Locale.ROOT, "total %.0f s", (System.nanoTime() - runStart) / 1e9));
    }

    /** One game; returns {score of the higher level (1, 0.5, 0), plies played}. */
    static double[] play(Rules rules, int high, int low, boolean highIsSouth, long seed, long nodes) {
        String south = SetupChoice.homeRow(rules, 8, seed);
        String north = SetupChoice.homeRow(rules, 8, ~seed);
        Position position = parse(north + "/....../....../....../....../" + south + " S");
        Search southEngine = new Search(rules, 16, System::nanoTime);
        Search northEngine = new Search(rules, 16, System::nanoTime);
        List<Position> history = new ArrayList<>();
        int passes = 0;
        for (int ply = 0; ply < rules.maxPlies(); ply++) {
            boolean south2move = position.toMove() == Side.SOUTH;
            int level = south2move == highIsSouth ? high : low;
            Search engine = south2move ? southEngine : northEngine;
            SearchResult r = engine.search(position, history, Limits.nodes(nodes), level, seed * 31 + ply,
                    () -> false, null);
            Move move = r.bestMove();
            if (move.isWin()) {
                return new double[] {level == high ? 1 : 0, ply + 1};
            }
            passes = move.isPass() ? passes + 1 : 0;
            if (passes == 2) {
                return new double[] {0.5, ply + 1};
            }
            history.add(position);
            position = position.play(move);
        }
        return new double[] {0.5, rules.maxPlies()};
    }

    static double sq(double x) {
        return x * x;
    }

    static int arg(String[] args, int i, int fallback) {
        return args.length > i ? Integer.parseInt(args[i]) : fallback;
    }

    static Position parse(String text) {
        Parsed<Position> parsed = PositionText.parse(text);
        if (parsed instanceof Parsed.Ok<Position> ok) {
            return ok.value();
        }
        throw new IllegalArgumentException(text);
    }
}
