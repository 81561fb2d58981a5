import java.util.List;
import java.util.Locale;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.search.Limits;
import org.ringgames.rules.gyges.search.Search;
import org.ringgames.rules.gyges.search.SearchResult;

/**
 * Search benchmark, single thread: time and nodes to each depth of a full-strength search from
 * three positions (the standard start and two middle games), then a search with a 200 ms movetime
 * and its elapsed time by the wall clock. Run through bench/engine/search.sh, which compiles first.
 *
 * <p>Usage: SearchBench [maxDepth=6] [hashMB=64] [movetimeMs=200]
 */
public class SearchBench {

    static final String[] POSITIONS = {
        "321123/....../....../....../....../321123 S",
        ".3.123/...1../...2../....../...33./2.211. S",
        ".3.1../...2../..2.../.211../3..3../..213. S",
    };

    public static void main(String[] args) {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        int hash = args.length > 1 ? Integer.parseInt(args[1]) : 64;
        long movetime = args.length > 2 ? Long.parseLong(args[2]) : 200;
        System.out.println("search bench, " + Runtime.version() + ", hash " + hash + " MB, depth ≤ " + maxDepth);
        // Warm-up: the JIT compiles the move generator and the search before anything is timed.
        new Search(Rules.STANDARD, hash, System::nanoTime)
                .search(parse(POSITIONS[1]), List.of(), Limits.depth(3), 8, 0, () -> false, null);
        for (String text : POSITIONS) {
            Position position = parse(text);
            Search search = new Search(Rules.STANDARD, hash, System::nanoTime);
            long start = System.nanoTime();
            long[] last = {start};
            SearchResult r = search.search(position, List.of(), Limits.depth(maxDepth), 8, 0, () -> false, d -> {
                long now = System.nanoTime();
                System.out.println(String.format(Locale.ROOT,
                        "  %s depth %d: %,d nodes, %.3f s total (+%.3f s), %s, pv %s",
                        text, d.depth(), d.nodes(), (now - start) / 1e9, (now - last[0]) / 1e9, d.score(), d.pv()));
                last[0] = now;
            });
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.println(String.format(Locale.ROOT, "%s: depth %d, %,d nodes in %.3f s = %,.0f nodes/s, best %s %s",
                    text, r.depth(), r.nodes(), seconds, r.nodes() / seconds, r.bestMove(), r.score()));
        }
        for (String text : POSITIONS) {
            Search search = new Search(Rules.STANDARD, hash, System::nanoTime);
            long start = System.nanoTime();
            SearchResult r = search.search(parse(text), List.of(), Limits.movetime(movetime), 8, 0, () -> false, null);
            double ms = (System.nanoTime() - start) / 1e6;
            System.out.println(String.format(Locale.ROOT, "movetime %d ms: %s elapsed %.1f ms (reported %d), depth %d, %,d nodes, best %s %s",
                    movetime, text, ms, r.timeMs(), r.depth(), r.nodes(), r.bestMove(), r.score()));
        }
    }

    static Position parse(String text) {
        Parsed<Position> parsed = PositionText.parse(text);
        if (parsed instanceof Parsed.Ok<Position> ok) {
            return ok.value();
        }
        throw new IllegalArgumentException(text);
    }
}
