package org.ringgames.rules.gyges.search;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;

/**
 * The engine on several threads for analysis (Lazy SMP): the main search and {@code threads − 1}
 * helpers search the same position at once, sharing one transposition table and one leaf cache,
 * each helper one ply deeper than the main search at every iteration. The helpers' results are
 * never played; what they store makes the main search's iterations cheaper, so it gets deeper in
 * the same time. The answer is the main search's, with the nodes of all of them.
 *
 * <p>Only a search by time at level 8 runs on several threads: a depth or node limit asks for a
 * reproducible answer ({@code docs/engine.md}, "Determinism"), and the weaker levels are their
 * caps, so those run on the main search alone, exactly as {@link Search} does. Helpers are threads
 * of their own for the length of one search. An instance is used by one caller at a time.
 */
public final class ParallelSearch {

    private final TranspositionTable table;
    private final LeafCache leaves;
    private final Search[] searches;

    public ParallelSearch(Rules rules, int hashMegabytes, int threads, LongSupplier nanoClock) {
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("threads are 1 to 64, not " + threads);
        }
        table = new TranspositionTable(hashMegabytes);
        leaves = new LeafCache(Search.LEAF_CACHE_BITS);
        searches = new Search[threads];
        for (int i = 0; i < threads; i++) {
            searches[i] = new Search(rules, table, leaves, nanoClock, i == 0 ? 0 : 1);
        }
    }

    public int threads() {
        return searches.length;
    }

    /** As {@link Search#clear()}, for every thread. */
    public void clear() {
        table.clear();
        leaves.clear();
        for (Search s : searches) {
            s.clear();
        }
    }

    /** As {@link Search#search}; the helpers stop when the main search returns, or by {@code stop}. */
    public SearchResult search(Position position, List<Position> history, Limits limits, int level, long seed,
                               BooleanSupplier stop, Consumer<SearchResult> onDepth) {
        table.newSearch();
        boolean parallel = searches.length > 1 && level == 8 && limits.depth() == 0 && limits.nodes() == 0;
        if (!parallel) {
            return searches[0].search(position, history, limits, level, seed, stop, onDepth);
        }
        AtomicBoolean done = new AtomicBoolean();
        BooleanSupplier helperStop = () -> done.get() || stop.getAsBoolean();
        Thread[] helpers = new Thread[searches.length - 1];
        long[] helperNodes = new long[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            Search helper = searches[i + 1];
            int index = i;
            helpers[i] = new Thread(() -> helperNodes[index] = helper
                    .search(position, history, limits, level, seed, helperStop, null).nodes(), "search-helper-" + (i + 1));
            helpers[i].setDaemon(true);
            helpers[i].start();
        }
        SearchResult main;
        try {
            main = searches[0].search(position, history, limits, level, seed, stop, onDepth);
        } finally {
            done.set(true);
            for (Thread helper : helpers) {
                joinQuietly(helper);
            }
        }
        long nodes = main.nodes();
        for (long n : helperNodes) {
            nodes += n;
        }
        return main.stoppedBy(main.stopped().orElseThrow(), nodes, main.timeMs());
    }

    private static void joinQuietly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
