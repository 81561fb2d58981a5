package org.ringgames.rules.gyges.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Stopped;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.support.Standalone;

/**
 * Time under a clock ({@link Limits#clock}): a target the search aims at and a limit it never
 * passes. The clocks are fake, moving a fixed step at every reading, so the node counts of a fresh
 * search decide every time here, never the machine.
 */
@Standalone
class ClockTimeTest {

    private static final Position START = Games.position(Games.START);
    private static final Position MIDDLE = Games.position(".3.123/...1../...2../....../...33./2.211. S");
    private static final Position LATE = Games.position(".3.1../...2../..2.../.211../3..3../..213. S");
    /** Without replace, South's only move is the 1 on f1 to e1 (its bounce on f2's 3 leads nowhere new). */
    private static final Position FORCED = Games.position("....../....../....../.....2/....33/.....1 S");
    private static final long STEP = 100_000; // 0.1 ms a reading

    private record Run(SearchResult result, List<SearchResult> iterations) {
    }

    private static Run search(Rules rules, Position p, Limits limits) {
        List<SearchResult> iterations = new ArrayList<>();
        SearchResult r = new Search(rules, 4, new FakeClock(STEP))
                .search(p, List.of(), limits, 8, 1, () -> false, iterations::add);
        return new Run(r, iterations);
    }

    @Test
    void aTargetNeedsALimitAtLeastAsLong() {
        assertThat(Limits.clock(100, 300)).isEqualTo(new Limits(0, 0, 300, 0, 100));
        assertThatThrownBy(() -> Limits.clock(0, 300)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Limits.clock(400, 300)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Limits(3, 0, 0, 0, 100)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aForcedMoveUnderAClockIsPlayedWithoutASearch() {
        Rules noReplace = Rules.STANDARD.withReplace(false);
        assertThat(new MoveGenerator(noReplace).legalMoves(FORCED)).hasSize(1);
        Run clocked = search(noReplace, FORCED, Limits.clock(100, 300));
        assertThat(clocked.result().bestMove()).isEqualTo(Move.to(5, 4));
        assertThat(clocked.result().depth()).isZero();
        assertThat(clocked.result().nodes()).isEqualTo(1);
        assertThat(clocked.result().stopped()).contains(Stopped.MOVETIME);
        // Without a clock the same position is searched: an analysis still gets its score.
        assertThat(search(noReplace, FORCED, Limits.movetime(300)).result().depth()).isPositive();
    }

    @Test
    void aBestMoveThatHoldsEndsTheSearchBeforeItsTarget() {
        // In LATE the same move is best at depths 1 and 2, and depth 2 ends past 60 % of the
        // target: the next iteration, many times longer, is not started.
        Run clocked = search(Rules.STANDARD, LATE, Limits.clock(100, 300));
        List<SearchResult> it = clocked.iterations();
        assertThat(it.get(it.size() - 1).bestMove()).isEqualTo(it.get(it.size() - 2).bestMove());
        assertThat(clocked.result().timeMs()).isLessThan(100);
        assertThat(clocked.result().stopped()).contains(Stopped.MOVETIME);
        // A fixed think time of the target's length would use all of it.
        assertThat(search(Rules.STANDARD, LATE, Limits.movetime(100)).result().timeMs()).isGreaterThanOrEqualTo(100);
    }

    @Test
    void aBestMoveThatChangesMakesItThinkPastItsTargetButNotPastItsLimit() {
        // In MIDDLE depth 3 finds another best move than depth 2: it goes on past the target.
        Run clocked = search(Rules.STANDARD, MIDDLE, Limits.clock(100, 300));
        List<SearchResult> it = clocked.iterations();
        assertThat(it.get(it.size() - 1).bestMove()).isNotEqualTo(it.get(it.size() - 2).bestMove());
        assertThat(clocked.result().timeMs()).isGreaterThan(100).isLessThanOrEqualTo(300);
    }

    @Test
    void underAClockNoSearchPassesItsLimit() {
        for (Position p : List.of(START, MIDDLE, LATE)) {
            for (long target : new long[] {20, 60, 100}) {
                SearchResult r = search(Rules.STANDARD, p, Limits.clock(target, 3 * target)).result();
                // The clock is read every 256 nodes: the limit can be passed by one reading.
                assertThat(r.timeMs()).as(p + " target " + target).isLessThanOrEqualTo(3 * target + 1);
                assertThat(r.stopped()).contains(Stopped.MOVETIME);
            }
        }
    }
}
