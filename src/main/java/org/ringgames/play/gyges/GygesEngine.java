package org.ringgames.play.gyges;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import org.ringgames.play.pool.EngineSettings;
import org.ringgames.play.pool.SearchPool;
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

    private final int hashMegabytes;
    private final int analysisThreads;
    private final SearchPool pool;

    /** A thread's search and the rules it was made for (made anew when another game's rules come). */
    private record Kept<S>(Rules rules, S search) {
    }

    private final ThreadLocal<Kept<Search>> kept = new ThreadLocal<>();

    /** A thread's parallel search for analyses, when they get several threads. */
    private final ThreadLocal<Kept<ParallelSearch>> keptParallel = new ThreadLocal<>();

    GygesEngine(EngineSettings settings, SearchPool pool) {
        this.hashMegabytes = settings.hashMb();
        this.analysisThreads = settings.analysisThreads();
        this.pool = pool;
    }

    /**
     * Runs on the calling thread: call it on an engine thread (play.engine.SearchPool).
     *
     * @param purpose what the search is for, for the nodes metric
     */
    public SearchResult search(SearchPool.Purpose purpose, Rules rules, Position position, List<Position> history, Limits limits,
                               int level, long seed, BooleanSupplier stop, Consumer<SearchResult> onDepth) {
        SearchResult result = purpose == SearchPool.Purpose.ANALYSIS && analysisThreads > 1
                ? cleared(keptParallel, rules, r -> new ParallelSearch(r, hashMegabytes, analysisThreads, System::nanoTime),
                        ParallelSearch::clear).search(position, history, limits, level, seed, stop, onDepth)
                : cleared(kept, rules, r -> new Search(r, hashMegabytes, System::nanoTime), Search::clear)
                        .search(position, history, limits, level, seed, stop, onDepth);
        pool.searched(purpose, result.nodes());
        return result;
    }

    /** This thread's search for these rules, its table cleared; made anew for other rules. */
    private static <S> S cleared(ThreadLocal<Kept<S>> held, Rules rules, Function<Rules, S> make, Consumer<S> clear) {
        Kept<S> thread = held.get();
        if (thread == null || !rules.equals(thread.rules())) {
            S search = make.apply(rules);
            held.set(new Kept<>(rules, search));
            return search;
        }
        clear.accept(thread.search());
        return thread.search();
    }
}
