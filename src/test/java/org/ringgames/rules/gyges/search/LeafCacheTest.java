package org.ringgames.rules.gyges.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.support.Standalone;

/**
 * The leaf cache gives a leaf met again the value the search would compute for it, so with it or
 * without it every search is the same search: same move, score, line and node count.
 */
@Standalone
class LeafCacheTest {

    private static SearchResult search(boolean cache, Rules rules, Position p, int depth, int level) {
        return new Search(rules, 4, new FakeClock(), Evaluation.DEFAULT_WEIGHTS, cache)
                .search(p, List.of(), Limits.depth(depth), level, 7, () -> false, null);
    }

    @Test
    void withOrWithoutTheCacheEverySearchIsTheSame() {
        Rules[] variants = {Rules.STANDARD, Rules.STANDARD.withReplace(false),
            Rules.STANDARD.withPathRule(Rules.PathRule.SQUARE)};
        for (Rules rules : variants) {
            for (Position p : Games.playouts(rules, 11, 12, 30)) {
                for (int level : new int[] {8, 2}) {
                    SearchResult with = search(true, rules, p, 3, level);
                    SearchResult without = search(false, rules, p, 3, level);
                    assertThat(with).as(rules + " " + p + " level " + level).isEqualTo(without);
                }
            }
        }
    }

    @Test
    void valuesLeftByEarlierSearchesChangeNothing() {
        // One instance searches every position in turn, keeping its cache (and its table) between
        // them; each search gets the move and score a fresh instance without the cache gets.
        Search reused = new Search(Rules.STANDARD, 4, new FakeClock());
        for (Position p : Games.playouts(Rules.STANDARD, 12, 10, 30)) {
            SearchResult kept = reused.search(p, List.of(), Limits.depth(3), 8, 7, () -> false, null);
            SearchResult fresh = search(false, Rules.STANDARD, p, 3, 8);
            assertThat(kept.score()).as(p.toString()).isEqualTo(fresh.score());
        }
    }

    @Test
    void aKeyHoldsOneValueAndAnotherKeyInItsSlotReplacesIt() {
        LeafCache cache = new LeafCache(4);
        assertThat(cache.probe(5)).isEqualTo(LeafCache.NONE);
        cache.store(5, 120);
        assertThat(cache.probe(5)).isEqualTo(120);
        cache.store(5 + 16, LeafCache.WIN);
        assertThat(cache.probe(5 + 16)).isEqualTo(LeafCache.WIN);
        assertThat(cache.probe(5)).isEqualTo(LeafCache.NONE);
        cache.clear();
        assertThat(cache.probe(5 + 16)).isEqualTo(LeafCache.NONE);
    }
}
