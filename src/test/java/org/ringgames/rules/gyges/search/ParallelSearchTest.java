package org.ringgames.rules.gyges.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Stopped;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.support.Standalone;

/**
 * The engine on several threads: what it answers is a search's answer (a legal move, proven scores
 * kept), it stops when asked, its helpers end with it, and a depth or node limit still gets the
 * one-thread search's exact answer. TimeSource are fake and shared by the threads (a step of 0.1 ms a
 * reading), so no timing decides.
 */
@Standalone
class ParallelSearchTest {

    private static final Position MIDDLE = Games.position(".3.123/...1../...2../....../...33./2.211. S");
    private static final Position WIN_AT_ONCE = Games.position("....../....../..3.../....../..2.../..1... S");
    private static final Position LOST_IN_TWO = Games.position("....../....../....../.....3/....../..2... S");

    private static LongSupplier fakeClock() {
        AtomicLong now = new AtomicLong();
        return () -> now.addAndGet(100_000);
    }

    private static SearchResult parallel(Position p, Limits limits, int level) {
        return new ParallelSearch(Rules.STANDARD, 4, 2, fakeClock()).search(p, List.of(), limits, level, 1, () -> false, null);
    }

    @Test
    void aSearchByTimeOnTwoThreadsAnswersALegalMoveWithTheNodesOfBoth() {
        for (Position p : Games.playouts(Rules.STANDARD, 21, 6, 20)) {
            SearchResult r = parallel(p, Limits.movetime(40), 8);
            List<LegalMove> legal = new MoveGenerator(Rules.STANDARD).legalMoves(p);
            assertThat(legal).extracting(LegalMove::move).as(p.toString()).contains(r.bestMove());
            assertThat(r.stopped()).isPresent();
            assertThat(r.nodes()).isPositive();
        }
        assertThat(helpersAlive()).isZero();
    }

    @Test
    void provenScoresStayProvenOnTwoThreads() {
        assertThat(parallel(WIN_AT_ONCE, Limits.movetime(200), 8).score()).isEqualTo(new Score.Win(1));
        SearchResult loss = parallel(LOST_IN_TWO, Limits.movetime(200), 8);
        assertThat(loss.score()).isEqualTo(new Score.Loss(2));
        assertThat(loss.stopped()).contains(Stopped.PROVEN);
    }

    @Test
    void aDepthOrNodeLimitOrALowerLevelGetsTheOneThreadAnswer() {
        for (Limits limits : List.of(Limits.depth(3), Limits.nodes(20_000))) {
            SearchResult one = new Search(Rules.STANDARD, 4, new FakeClock())
                    .search(MIDDLE, List.of(), limits, 8, 1, () -> false, null);
            SearchResult two = new ParallelSearch(Rules.STANDARD, 4, 2, new FakeClock())
                    .search(MIDDLE, List.of(), limits, 8, 1, () -> false, null);
            assertThat(two).isEqualTo(one);
        }
        SearchResult levelOne = new Search(Rules.STANDARD, 4, new FakeClock())
                .search(MIDDLE, List.of(), Limits.movetime(50), 5, 1, () -> false, null);
        assertThat(new ParallelSearch(Rules.STANDARD, 4, 2, new FakeClock())
                .search(MIDDLE, List.of(), Limits.movetime(50), 5, 1, () -> false, null)).isEqualTo(levelOne);
    }

    @Test
    void theStopFlagStopsTheMainSearchAndItsHelpers() {
        SearchResult r = new ParallelSearch(Rules.STANDARD, 4, 3, fakeClock())
                .search(MIDDLE, List.of(), Limits.movetime(100_000), 8, 1, () -> true, null);
        assertThat(r.stopped()).contains(Stopped.INTERRUPTED);
        assertThat(helpersAlive()).isZero();
    }

    @Test
    void threadsAreOneToSixtyFour() {
        assertThatThrownBy(() -> new ParallelSearch(Rules.STANDARD, 4, 0, System::nanoTime))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new ParallelSearch(Rules.STANDARD, 1, 1, System::nanoTime).threads()).isEqualTo(1);
    }

    private static long helpersAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("search-helper-") && t.isAlive()).count();
    }
}
