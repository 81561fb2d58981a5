package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ringgames.rules.gyges.Positions.position;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class GameStateTest {

    private static Move move(String text) {
        MoveText.Input input = Positions.input(text);
        return new Move(input.squares().get(0), input.squares().get(1), input.target());
    }

    @Test
    void aMoveIntoTheGoalWinsAtOnce() {
        GameState state = GameState.start(position("1...../..2.../....../....../....../...... S"));

        GameState after = state.play(move("c5-N"), Rules.STANDARD);

        assertThat(after.outcome()).contains(Outcome.win(Side.SOUTH, Outcome.Reason.GOAL));
        assertThat(after.ply()).isEqualTo(1);
        assertThatThrownBy(() -> after.play(Move.PASS, Rules.STANDARD)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void twoPassesInARowDrawButAPassThenAMoveDoesNot() {
        GameState state = GameState.start(position("....../....../....../....../131113/222233 S"));
        Rules passing = Rules.STANDARD.withBlockedRow(Rules.BlockedRow.PASS);

        GameState once = state.play(Move.PASS, passing);
        assertThat(once.isOver()).isFalse();
        assertThat(once.passesInARow()).isEqualTo(1);
        assertThat(once.play(move("a2-a3"), passing).passesInARow()).isZero();
        assertThat(once.play(Move.PASS, passing).outcome()).contains(Outcome.draw(Outcome.Reason.DOUBLE_PASS));
    }

    @Test
    void aGameStillRunningAfterMaxPliesIsDrawn() {
        Rules short2 = Rules.STANDARD.withMaxPlies(2);
        GameState state = GameState.start(position("321123/....../....../....../....../321123 S"));

        GameState one = state.play(move("b1-b3"), short2);
        assertThat(one.isOver()).isFalse();
        assertThat(one.play(move("b6-b4"), short2).outcome()).contains(Outcome.draw(Outcome.Reason.MAX_PLIES));
    }

    @Test
    void aResignationEndsTheGameWhereItStands() {
        GameState state = GameState.start(position("321123/....../....../....../....../321123 S"));

        GameState ended = state.end(Outcome.win(Side.NORTH, Outcome.Reason.RESIGNATION));

        assertThat(ended.outcome().map(Outcome::winner)).contains(Optional.of(Side.NORTH));
        assertThat(ended.position()).isEqualTo(state.position());
    }

    @Test
    void aLossIsAvoidableWhenAnotherMoveLeftTheWinnerNoWin() {
        AvoidableLoss rule = new AvoidableLoss(Rules.STANDARD);
        // South's c1-b1 lets North's 1 step into S; c1-c2 would not have.
        Position avoidable = position("....../....../....../....../....../..1... S");
        // Whatever South does with c1, North's triple on e2 reaches S in three steps.
        Position unavoidable = position("....../....../....../....../....3./..1... S");

        assertThat(new MoveGenerator(Rules.STANDARD).hasWinningMove(avoidable.play(move("c1-b1")))).isTrue();
        assertThat(rule.wasAvoidable(avoidable)).isTrue();
        assertThat(rule.wasAvoidable(unavoidable)).isFalse();
    }
}
