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
import org.ringgames.rules.gyges.search.Search;
import org.ringgames.rules.gyges.search.SearchResult;

/**
 * The Gygès searches of this replica, one {@link Search} per engine thread (a search is mutable
 * scratch space with a transposition table of {@code ringgames.engine.hash-mb}). Every search
 * starts from a cleared table, so the same question at a fixed depth or node count always gets
 * the same answer, whichever thread or replica answers it.
 */
@ApplicationScoped
public class GygesEngine {

    @ConfigProperty(name = "ringgames.engine.hash-mb", defaultValue = "16")
    int hashMegabytes;

    /** A thread's search and the rules it was made for (rebuilt when another game's rules come). */
    private record Kept(Rules rules, Search search) {
    }

    private final ThreadLocal<Kept> kept = new ThreadLocal<>();

    @Inject
    SearchPool pool;

    /**
     * Runs on the calling thread: call it on an engine thread (play.engine.SearchPool).
     *
     * @param purpose what the search is for, for the nodes metric
     */
    public SearchResult search(SearchPool.Purpose purpose, Rules rules, Position position, List<Position> history, Limits limits,
                               int level, long seed, BooleanSupplier stop, Consumer<SearchResult> onDepth) {
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
