package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.rules.gyges.Positions.input;
import static org.ringgames.rules.gyges.Positions.position;

import org.junit.jupiter.api.Test;

class MoveCheckerTest {

    /** c1 (1) bounces on c2 (2); c4 (3) is North's active row. */
    private static final String SINGLE_ON_C1 = "....../....../..3.../....../..2.../..1... S";
    /** c1 (1) bounces on c2 (2); the c file above is empty. */
    private static final String BOUNCE = "3...../....../....../....../..2.../..1... S";

    private MoveCheck check(Rules rules, String position, String move) {
        return new MoveChecker(rules).check(position(position), input(move));
    }

    private MoveCheck check(String position, String move) {
        return check(Rules.STANDARD, position, move);
    }

    private static String played(MoveCheck check) {
        assertThat(check).isInstanceOf(MoveCheck.Legal.class);
        return ((MoveCheck.Legal) check).move().move().toText();
    }

    private static MoveCheck.Illegal illegal(MoveCheck check) {
        assertThat(check).isInstanceOf(MoveCheck.Illegal.class);
        return (MoveCheck.Illegal) check;
    }

    @Test
    void aFullPathIsReadAsItsOutcome() {
        assertThat(played(check(BOUNCE, "c1-c2-c3-c4"))).isEqualTo("c1-c4");
    }

    @Test
    void aFullPathKeepsTheClientsPathAsTheWitness() {
        MoveCheck check = check(BOUNCE, "c1-c2-b2-b3");

        assertThat(((MoveCheck.Legal) check).move().pathText()).isEqualTo("c1-c2-b2-b3");
    }

    @Test
    void compactTextGetsTheGeneratorsWitnessPath() {
        MoveCheck check = check(BOUNCE, "c1-c4");

        assertThat(((MoveCheck.Legal) check).move().path()).hasSize(4).startsWith(2).endsWith(20);
    }

    @Test
    void aStepMustGoToAnAdjacentSquare() {
        MoveCheck.Illegal illegal = illegal(check(SINGLE_ON_C1, "c1-d2-d3"));

        assertThat(illegal.step()).isEqualTo(1);
        assertThat(illegal.reason()).contains("d2 is not next to c1");
    }

    @Test
    void aPieceNeverPassesOverAnother() {
        MoveCheck.Illegal illegal = illegal(check("....../....../....../....../....../..21.. S", "c1-d1-e1"));

        assertThat(illegal.step()).isEqualTo(1);
        assertThat(illegal.reason()).contains("d1 holds a piece").contains("never passes over");
    }

    @Test
    void underEdgeALineIsCrossedOnlyOnce() {
        MoveCheck.Illegal illegal = illegal(check("....../....../....../....../....../..3... S", "c1-c2-c1-c2"));

        assertThat(illegal.step()).isEqualTo(2);
        assertThat(illegal.reason()).contains("line between c2 and c1 was already crossed");
    }

    @Test
    void underEdgeAPieceMayEndOnItsOwnOrigin() {
        String position = "....../....../....../....../..3.../..1... S";

        assertThat(played(check(position, "c1-c2-d2-d1-c1"))).isEqualTo("c1-c1");
    }

    @Test
    void underSquareASquareIsEnteredOnlyOnceTheOriginIncluded() {
        Rules square = Rules.STANDARD.withPathRule(Rules.PathRule.SQUARE);
        MoveCheck.Illegal illegal = illegal(check(square, "....../....../....../....../..3.../..1... S", "c1-c2-d2-d1-c1"));

        assertThat(illegal.step()).isEqualTo(4);
        assertThat(illegal.reason()).contains("c1 was already entered");
    }

    @Test
    void aSegmentThatEndsOnAnEmptySquareEndsTheMove() {
        MoveCheck.Illegal illegal = illegal(check(SINGLE_ON_C1, "c1-b1-a1"));

        assertThat(illegal.step()).isEqualTo(1);
        assertThat(illegal.reason()).contains("the move ends there");
    }

    @Test
    void aPathMustCompleteItsLastSegment() {
        MoveCheck.Illegal illegal = illegal(check("....../....../....../....../....../..3... S", "c1-c2-c3"));

        assertThat(illegal.reason()).contains("1 more step is needed");
    }

    @Test
    void aPathEndingOnAPieceMustNameWhereThatPieceGoes() {
        String position = "....../....../..1.../....../..2.../..1... S";

        assertThat(illegal(check(position, "c1-c2-c3-c4")).reason()).contains("'>square'");
        assertThat(played(check(position, "c1-c2-c3-c4>a1"))).isEqualTo("c1-c4>a1");
    }

    @Test
    void theReplacedPieceMayNotGoBeyondTheOpponentsActiveRow() {
        MoveCheck.Illegal illegal = illegal(check(SINGLE_ON_C1, "c1-c2>a5"));

        assertThat(illegal.reason()).contains("rows 1–4");
        assertThat(played(check(SINGLE_ON_C1, "c1-c2>a4"))).isEqualTo("c1-c2>a4");
        assertThat(played(check(SINGLE_ON_C1, "c1-c2>c1"))).isEqualTo("c1-c2>c1");
    }

    @Test
    void withReplaceOffALandingMustBounce() {
        Rules noReplace = Rules.STANDARD.withReplace(false);

        assertThat(illegal(check(noReplace, SINGLE_ON_C1, "c1-c2>a1")).reason()).contains("replace is off");
    }

    @Test
    void aCompactMoveOntoAPieceNeedsATarget() {
        assertThat(illegal(check(SINGLE_ON_C1, "c1-c2")).reason()).contains("c2 holds a piece");
    }

    @Test
    void aSideNeverEntersTheGoalBehindIt() {
        assertThat(illegal(check("....../....../....../....../....../..1... S", "c1-S")).reason())
                .isEqualTo("south wins on goal N, never on S");
        assertThat(illegal(check(".2..../....../....../....../..1.../1..... N", "b6-c6-N")).reason())
                .contains("north may never enter goal N");
    }

    @Test
    void aGoalIsEnteredOnlyFromTheRowBesideIt() {
        MoveCheck.Illegal illegal = illegal(check(".2..../....../....../....../....../...... N", "b6-c6-S"));

        assertThat(illegal.step()).isEqualTo(2);
        assertThat(illegal.reason()).contains("goal S can only be entered from row 1, not from c6");
    }

    @Test
    void aGoalIsEnteredOnlyByTheLastStepOfASegment() {
        assertThat(played(check("....../..2.../....../....../....../...... S", "c5-c6-N"))).isEqualTo("c5-N");
        assertThat(illegal(check("3...../....../....../....../....../...... S", "a6-b6-N")).reason())
                .contains("2 steps of this segment remain");
        assertThat(illegal(check("....../....../....../....../....../3..... S", "a1-N")).reason())
                .contains("no legal path takes the piece on a1 to N");
    }

    @Test
    void onlyPiecesOfTheActiveRowMayMove() {
        MoveCheck.Illegal illegal = illegal(check(SINGLE_ON_C1, "c2-c3"));

        assertThat(illegal.reason()).contains("only pieces on row 1 from south's side");
    }

    @Test
    void anEmptyOriginIsNamed() {
        assertThat(illegal(check(SINGLE_ON_C1, "a1-a2")).reason()).isEqualTo("there is no piece on a1");
    }

    @Test
    void passIsLegalOnlyWhenItIsTheOnlyMove() {
        String blocked = "....../....../....../....../131113/222233 S";
        Rules pass = Rules.STANDARD.withBlockedRow(Rules.BlockedRow.PASS);

        assertThat(played(check(pass, blocked, "pass"))).isEqualTo("pass");
        assertThat(illegal(check(blocked, "pass")).reason()).contains("pass is legal only when no other move is");
        assertThat(illegal(check(pass, blocked, "a2-a3")).reason()).contains("must pass");
    }

    @Test
    void passIsRefusedWhenASingleOtherMoveIsLegal() {
        // f1 (1) goes to e1, or lands on f2 (2), whose steps are blocked by e2 and f3 and by the
        // line back to f1 (EDGE): with replace off, f1-e1 is South's only move.
        String oneMove = "....../2..2../3...../.....1/....32/.....1 S";

        assertThat(illegal(check(Rules.STANDARD.withReplace(false), oneMove, "pass")).reason())
                .isEqualTo("pass is legal only when no other move is; south has 1 legal moves");
    }

    @Test
    void aBlockedActiveRowLetsTheNextRowMoveUnderNextRow() {
        String blocked = "....../....../....../....../131113/222233 S";

        assertThat(played(check(blocked, "a2-a3"))).isEqualTo("a2-a3");
        assertThat(illegal(check(blocked, "a1-a2")).reason()).contains("only pieces on row 2");
    }
}
