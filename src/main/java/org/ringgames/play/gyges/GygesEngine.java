package org.ringgames.play.gyges;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.play.engine.SearchPool;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.search.Limits;
import org.ringgames.rules.gyges.search.ParallelSearch;
import org.ringgames.rules.gyges.search.Search;
import org.ringgames.rules.gyges.search.SearchResult;

/**
 * The Gygès searches of this replica, one {@link Search} per engine thread (a search is mutable
 * scratch space with a transposition table of {@code ringgames.engine.hash-mb}). Every search
 * starts from a cleared table, so the same question at a fixed depth or node count always gets
 * the same answer, whichever thread or replica answers it. With
 * {@code ringgames.engine.analysis-threads} above 1, an analysis by time at level 8 runs on that
 * many threads ({@link ParallelSearch}: its engine thread and helpers of its own); computer seats,
 * reviews and every other analysis keep one.
 */
@ApplicationScoped
public class GygesEngine {

    @ConfigProperty(name = "ringgames.engine.hash-mb", defaultValue = "16")
    int hashMegabytes;

    @ConfigProperty(name = "ringgames.engine.analysis-threads", defaultValue = "1")
    int analysisThreads;

    /** A thread's search and the rules it was made for (rebuilt when another game's rules come). */
    private record Kept(Rules rules, Search search) {
    }

    private final ThreadLocal<Kept> kept = new ThreadLocal<>();

    /** A thread's parallel search for analyses, when they get several threads. */
    private record KeptParallel(Rules rules, ParallelSearch search) {
    }

    private final ThreadLocal<KeptParallel> keptParallel = new ThreadLocal<>();

    @Inject
    SearchPool pool;

    /**
     * Runs on the calling thread: call it on an engine thread (play.engine.SearchPool).
     *
     * @param purpose what the search is for, for the nodes metric
     */
    public SearchResult search(SearchPool.Purpose purpose, Rules rules, Position position, List<Position> history, Limits limits,
                               int level, long seed, BooleanSupplier stop, Consumer<SearchResult> onDepth) {
        if (purpose == SearchPool.Purpose.ANALYSIS && analysisThreads > 1) {
            KeptParallel parallel = keptParallel.get();
            if (parallel == null || !rules.equals(parallel.rules())) {
                parallel = new KeptParallel(rules, new ParallelSearch(rules, hashMegabytes, analysisThreads, System::nanoTime));
                keptParallel.set(parallel);
            } else {
                parallel.search().clear();
            }
            SearchResult result = parallel.search().search(position, history, limits, level, seed, stop, onDepth);
            pool.searched(purpose, result.nodes());
            return result;
        }
        Kept thread = kept.get();
        Search search;
        if (thread == null || !rules.equals(thread.rules())) {
            search = new Search(rules, hashMegabytes, System::nanoTime);
            kept.set(new Kept(rules, search));
        } else {
            search = thread.search();
            search.clear();
        }
        SearchResult result = search.search(position, history, limits, level, seed, stop, onDepth);
        pool.searched(purpose, result.nodes());
        return result;
    }
}
