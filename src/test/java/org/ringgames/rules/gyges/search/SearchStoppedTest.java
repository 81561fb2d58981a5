package org.ringgames.rules.gyges.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Stopped;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.support.Standalone;

/**
 * One test for each way a search ends, and the reason its result gives. TimeSource are fake: a time
 * limit runs out after a known number of clock readings, so no timing decides.
 */
@Standalone
class SearchStoppedTest {

    private static final Position START = Games.position(Games.START);
    private static final Position MIDDLE = Games.position(".3.123/...1../...2../....../...33./2.211. S");
    /** South's 1 on c1 walks up the empty c-file into North's goal (docs/rules/gyges.md §4). */
    private static final Position WIN_AT_ONCE = Games.position("....../....../..3.../....../..2.../..1... S");
    /** South must move the 2 on c1; wherever it goes, North's 3 then reaches South's goal. */
    private static final Position LOST_IN_TWO = Games.position("....../....../....../.....3/....../..2... S");

    private static SearchResult search(Position p, Limits limits, int level) {
        return new Search(Rules.STANDARD, 4, new FakeClock()).search(p, List.of(), limits, level, 1, () -> false, null);
    }

    /** Every clock reading advances 1 ms. */
    private static SearchResult searchWithTicks(Position p, Limits limits) {
        return new Search(Rules.STANDARD, 4, new FakeClock(1_000_000)).search(p, List.of(), limits, 8, 1, () -> false, null);
    }

    @Test
    void aSearchThatFinishesTheDepthAskedForStopsForDepth() {
        SearchResult r = search(MIDDLE, Limits.depth(3), 8);
        assertThat(r.depth()).isEqualTo(3);
        assertThat(r.stopped()).contains(Stopped.DEPTH);
    }

    @Test
    void onDepthHearsNoReasonTheSearchMayGoOnFromEveryIteration() {
        List<SearchResult> lines = new ArrayList<>();
        SearchResult r = new Search(Rules.STANDARD, 4, new FakeClock())
                .search(MIDDLE, List.of(), Limits.depth(3), 8, 1, () -> false, lines::add);
        assertThat(lines).hasSize(3).allMatch(line -> line.stopped().isEmpty());
        assertThat(r.stopped()).contains(Stopped.DEPTH);
        assertThat(r.bestMove()).isEqualTo(lines.get(2).bestMove());
    }

    @Test
    void aSearchCutByTheNodeLimitAskedForStopsForNodes() {
        SearchResult r = search(START, Limits.nodes(30_000), 8);
        assertThat(r.nodes()).isEqualTo(30_000);
        assertThat(r.stopped()).contains(Stopped.NODES);
    }

    @Test
    void aSearchWhoseMovetimeRunsOutStopsForMovetime() {
        SearchResult r = searchWithTicks(START, Limits.movetime(50));
        assertThat(r.stopped()).contains(Stopped.MOVETIME);
        // Also when a larger cap is set beside it: the time asked for ran out first.
        assertThat(searchWithTicks(START, new Limits(0, 0, 50, 100)).stopped()).contains(Stopped.MOVETIME);
    }

    @Test
    void aDepthThatTheCallersCapOnTheTimeCutsStopsForMaxMovetime() {
        // Depth 20 from the start would take hours; the cap of 50 readings ends it long before.
        SearchResult r = searchWithTicks(START, Limits.depth(20).withMaxMovetime(50));
        assertThat(r.depth()).isLessThan(20);
        assertThat(r.stopped()).contains(Stopped.MAX_MOVETIME);
        assertThat(searchWithTicks(START, Limits.nodes(100_000_000).withMaxMovetime(50)).stopped())
                .contains(Stopped.MAX_MOVETIME);
        assertThat(searchWithTicks(START, new Limits(0, 0, 200, 50)).stopped()).contains(Stopped.MAX_MOVETIME);
    }

    @Test
    void aDepthFinishedJustAsTheCapRunsOutStillStopsForDepth() {
        // Depth 1 of the start position reads the clock a few times; a cap of 2 ms has passed by its end.
        SearchResult r = searchWithTicks(START, Limits.depth(1).withMaxMovetime(2));
        assertThat(r.depth()).isEqualTo(1);
        assertThat(r.stopped()).contains(Stopped.DEPTH);
    }

    @Test
    void aWinAtOnceAndAProvenLossStopForProvenBeforeTheDepthAskedFor() {
        SearchResult win = search(WIN_AT_ONCE, Limits.depth(9), 8);
        assertThat(win.score()).isEqualTo(new Score.Win(1));
        assertThat(win.stopped()).contains(Stopped.PROVEN);
        SearchResult loss = search(LOST_IN_TWO, Limits.depth(9), 8);
        assertThat(loss.score()).isEqualTo(new Score.Loss(2));
        assertThat(loss.depth()).isLessThan(9);
        assertThat(loss.stopped()).contains(Stopped.PROVEN);
    }

    @Test
    void aLevelsDepthCapBelowTheDepthAskedForStopsForLevel() {
        SearchResult r = search(MIDDLE, Limits.depth(3), 3);
        assertThat(r.depth()).isEqualTo(1);
        assertThat(r.stopped()).contains(Stopped.LEVEL);
        // The cap equal to the depth asked for: the caller got what it asked for.
        assertThat(search(MIDDLE, Limits.depth(1), 3).stopped()).contains(Stopped.DEPTH);
    }

    @Test
    void aLevelsNodeCapBelowTheNodesAskedForStopsForLevel() {
        SearchResult r = search(START, Limits.nodes(1_000_000), 5);
        assertThat(r.nodes()).isEqualTo(Levels.nodeCap(5));
        assertThat(r.stopped()).contains(Stopped.LEVEL);
        assertThat(search(START, Limits.nodes(5_000), 5).stopped()).contains(Stopped.NODES);
    }

    @Test
    void aRandomMoveOfALevelStopsForLevel() {
        // Level 1 plays half its moves at random: over twenty seeds some are, and every search ends by the level.
        int random = 0;
        for (long seed = 0; seed < 20; seed++) {
            SearchResult r = new Search(Rules.STANDARD, 4, new FakeClock())
                    .search(MIDDLE, List.of(), Limits.depth(5), 1, seed, () -> false, null);
            assertThat(r.stopped()).as("seed " + seed).contains(Stopped.LEVEL);
            random += r.depth() == 0 ? 1 : 0;
        }
        assertThat(random).isPositive();
    }

    @Test
    void theStopFlagStopsForInterrupted() {
        SearchResult r = new Search(Rules.STANDARD, 4, new FakeClock())
                .search(START, List.of(), Limits.depth(20), 8, 1, () -> true, null);
        assertThat(r.stopped()).isEqualTo(Optional.of(Stopped.INTERRUPTED));
    }
}
