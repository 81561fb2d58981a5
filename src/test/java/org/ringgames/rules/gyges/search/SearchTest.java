package org.ringgames.rules.gyges.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.support.Standalone;

/** Limits, stop flag, callbacks, determinism, repetitions, passes and levels. No timing decides. */
@Standalone
class SearchTest {

    private static final Position START = Games.position(Games.START);
    private static final Position MIDDLE = Games.position(".3.123/...1../...2../....../...33./2.211. S");

    private static Search search() {
        return new Search(Rules.STANDARD, 4, new FakeClock());
    }

    private static List<Move> legal(Position p) {
        return new MoveGenerator(Rules.STANDARD).legalMoves(p).stream().map(LegalMove::move).toList();
    }

    @Test
    void limitsNeedAtLeastOneBoundAndNoNegativeOne() {
        assertThatThrownBy(() -> new Limits(0, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Limits(-1, 10, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Limits.depth(3)).isEqualTo(new Limits(3, 0, 0));
        assertThat(Limits.nodes(5)).isEqualTo(new Limits(0, 5, 0));
        assertThat(Limits.movetime(7)).isEqualTo(new Limits(0, 0, 7));
    }

    @Test
    void aFixedDepthSearchRepeatsItsMoveScoreAndNodeCountOnAFreshInstance() {
        SearchResult first = search().search(MIDDLE, List.of(), Limits.depth(3), 8, 1, () -> false, null);
        SearchResult second = search().search(MIDDLE, List.of(), Limits.depth(3), 8, 1, () -> false, null);
        assertThat(second.bestMove()).isEqualTo(first.bestMove());
        assertThat(second.score()).isEqualTo(first.score());
        assertThat(second.nodes()).isEqualTo(first.nodes());
        assertThat(second.pv()).isEqualTo(first.pv());
        assertThat(first.depth()).isEqualTo(3);
        assertThat(first.pv().get(0)).isEqualTo(first.bestMove());
    }

    @Test
    void aNodeLimitedSearchRepeatsItselfAndNeverPassesTheLimit() {
        SearchResult first = search().search(START, List.of(), Limits.nodes(30_000), 8, 1, () -> false, null);
        SearchResult second = search().search(START, List.of(), Limits.nodes(30_000), 8, 1, () -> false, null);
        assertThat(first.nodes()).isEqualTo(30_000);
        assertThat(second.nodes()).isEqualTo(first.nodes());
        assertThat(second.bestMove()).isEqualTo(first.bestMove());
        assertThat(legal(START)).contains(first.bestMove());
    }

    @Test
    void aNoisyLevelRepeatsItselfForTheSameSeed() {
        SearchResult first = search().search(MIDDLE, List.of(), Limits.depth(2), 3, 42, () -> false, null);
        SearchResult second = search().search(MIDDLE, List.of(), Limits.depth(2), 3, 42, () -> false, null);
        assertThat(second.bestMove()).isEqualTo(first.bestMove());
        assertThat(second.nodes()).isEqualTo(first.nodes());
    }

    @Test
    void theStopFlagEndsTheSearchWithALegalMoveOfTheLastFinishedDepth() {
        AtomicInteger polls = new AtomicInteger();
        List<SearchResult> finished = new ArrayList<>();
        SearchResult r = search().search(START, List.of(), Limits.depth(20), 8, 1,
                () -> polls.incrementAndGet() > 40, finished::add);
        assertThat(r.nodes()).isLessThanOrEqualTo(41L * 256);
        assertThat(legal(START)).contains(r.bestMove());
        assertThat(finished).isNotEmpty();
        assertThat(r.depth()).isEqualTo(finished.get(finished.size() - 1).depth());
        assertThat(r.bestMove()).isEqualTo(finished.get(finished.size() - 1).bestMove());
    }

    @Test
    void aStopBeforeTheFirstDepthStillAnswersALegalMove() {
        SearchResult r = search().search(START, List.of(), Limits.nodes(10), 8, 1, () -> true, null);
        assertThat(r.depth()).isZero();
        assertThat(legal(START)).contains(r.bestMove());
        assertThat(r.path()).isNotEmpty();
    }

    @Test
    void theMovetimeIsReadFromTheInjectedClock() {
        // Every clock reading advances 1 ms; the search reads it once every 256 nodes.
        FakeClock clock = new FakeClock(1_000_000);
        Search search = new Search(Rules.STANDARD, 4, clock);
        SearchResult r = search.search(START, List.of(), Limits.movetime(50), 8, 1, () -> false, null);
        assertThat(r.timeMs()).isBetween(50L, 60L);
        assertThat(r.nodes()).isLessThanOrEqualTo(60L * 256);
        assertThat(legal(START)).contains(r.bestMove());
    }

    @Test
    void onDepthHearsEveryFinishedIterationInOrder() {
        List<Integer> depths = new ArrayList<>();
        SearchResult r = search().search(MIDDLE, List.of(), Limits.depth(3), 8, 1, () -> false,
                x -> depths.add(x.depth()));
        assertThat(depths).containsExactly(1, 2, 3);
        assertThat(r.depth()).isEqualTo(3);
    }

    @Test
    void aWinAtOnceIsAnsweredEvenWithTheSmallestBudgetAndTheWeakestLevel() {
        Position p = Games.position("....../....../..3.../....../..2.../..1... S");
        // c1-c2-c3-c4-c5-c6-N wins (docs/rules/gyges.md §4).
        SearchResult r = search().search(p, List.of(), Limits.nodes(1), 1, 9, () -> false, null);
        assertThat(r.score()).isEqualTo(new Score.Win(1));
        assertThat(r.bestMove()).isEqualTo(Move.to(2, 36));
        assertThat(r.path()).endsWith(36);
    }

    @Test
    void aSideWithoutLegalMovesPassesWithAnEmptyPath() {
        Rules rules = Rules.STANDARD.withBlockedRow(Rules.BlockedRow.PASS);
        Position p = Games.position("....../....../....../....../121121/332233 S");
        SearchResult r = new Search(rules, 4, new FakeClock())
                .search(p, List.of(), Limits.depth(2), 8, 1, () -> false, null);
        assertThat(r.bestMove()).isEqualTo(Move.PASS);
        assertThat(r.path()).isEmpty();
    }

    @Test
    void everyMoveIntoAPositionOfTheHistoryScoresADraw() {
        // No side can win at once here or after any move, so only the repetitions decide.
        MoveGenerator generator = new MoveGenerator(Rules.STANDARD);
        List<Position> history = new ArrayList<>();
        for (LegalMove m : generator.legalMoves(START)) {
            history.add(START.play(m.move()));
        }
        for (int depth = 1; depth <= 3; depth++) {
            SearchResult r = search().search(START, history, Limits.depth(depth), 8, 1, () -> false, null);
            assertThat(r.score()).isEqualTo(new Score.Eval(0));
            // Each iteration visits every child once and none goes further.
            assertThat(r.nodes()).isLessThanOrEqualTo((long) depth * history.size());
        }
    }

    @Test
    void aDeepSearchOfABoardWhereMostLinesRepeatEnds() {
        // Two one-ring pieces walking about: most lines come back to a position of the path.
        Position p = Games.position(".....1/....../....../....../....../1..... S");
        SearchResult r = search().search(p, List.of(), Limits.depth(40), 8, 1, () -> false, null);
        assertThat(legal(p)).contains(r.bestMove());
        assertThat(r.depth()).isLessThanOrEqualTo(40);
    }

    @Test
    void everyLevelPlaysALegalMove() {
        for (int level = 1; level <= 8; level++) {
            for (Position p : List.of(START, MIDDLE)) {
                SearchResult r = search().search(p, List.of(), Limits.nodes(5_000), level, level, () -> false, null);
                assertThat(legal(p)).as("level " + level).contains(r.bestMove());
                assertThat(r.level()).isEqualTo(level);
            }
            assertThat(Levels.defaultMovetimeMs(level)).isPositive();
        }
        assertThatThrownBy(() -> search().search(START, List.of(), Limits.depth(1), 9, 0, () -> false, null))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aHomeRowHasTwoPiecesOfEachSizeAndDependsOnlyOnTheSeed() {
        for (int level = 1; level <= 8; level++) {
            for (long seed = 0; seed < 20; seed++) {
                String row = SetupChoice.homeRow(Rules.STANDARD, level, seed);
                assertThat(row.chars().sorted().toArray()).containsExactly('1', '1', '2', '2', '3', '3');
                assertThat(SetupChoice.homeRow(Rules.STANDARD, level, seed)).isEqualTo(row);
            }
        }
    }
}
