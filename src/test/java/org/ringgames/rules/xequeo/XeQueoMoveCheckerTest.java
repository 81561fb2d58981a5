package org.ringgames.rules.xequeo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;

class XeQueoMoveCheckerTest {

    /** a1 can jump b2 to c3 and d4 to e5; the ring is on g7. */
    private static final String JUMPS = "......./......./......./...3.../......./.2...../1...... g7 P";

    private static MoveChecker.Check check(String position, String move, OptionalInt secret) {
        Position p = ((Parsed.Ok<Position>) PositionText.parse(position)).value();
        return new MoveChecker().check(p, ((Parsed.Ok<MoveText.Input>) MoveText.parse(move)).value(), secret);
    }

    private static String played(MoveChecker.Check check) {
        assertThat(check).isInstanceOf(MoveChecker.Legal.class);
        return ((MoveChecker.Legal) check).move().move().toText();
    }

    private static MoveChecker.Illegal illegal(MoveChecker.Check check) {
        assertThat(check).isInstanceOf(MoveChecker.Illegal.class);
        return (MoveChecker.Illegal) check;
    }

    @Test
    void aFullJumpPathIsReadAsItsOriginAndDestinationAndKeptAsTheWitness() {
        MoveChecker.Check check = check(JUMPS, "a1-c3-e5", OptionalInt.empty());

        assertThat(played(check)).isEqualTo("a1-e5");
        assertThat(((MoveChecker.Legal) check).move().path()).hasSize(3);
    }

    @Test
    void aHopThatIsNotAJumpOverADiscNamesItsHop() {
        assertThat(illegal(check(JUMPS, "a1-c3-d4", OptionalInt.empty())).hop()).isEqualTo(2);
        MoveChecker.Illegal overNothing = illegal(check(JUMPS, "a1-a3-c3", OptionalInt.empty()));
        assertThat(overNothing.hop()).isEqualTo(1);
        assertThat(overNothing.reason()).contains("no disc on a2");
    }

    @Test
    void theRingIsEnteredOnlyWithTheOwnSecretAndTheReasonSaysSo() {
        String nextToRing = "......./......./......./......./...3.../......./....... d4 P";

        assertThat(played(check(nextToRing, "d3-d4", OptionalInt.of(3)))).isEqualTo("d3-d4");
        assertThat(illegal(check(nextToRing, "d3-d4", OptionalInt.of(2))).reason()).contains("only your own secret disc");
        assertThat(illegal(check(nextToRing, "d3-d4", OptionalInt.empty())).reason()).contains("give your secret");
    }

    @Test
    void aMoveThatIsNotCloserSaysHowFarBothEndsAre() {
        MoveChecker.Illegal illegal = illegal(check(JUMPS, "d4-c4", OptionalInt.empty()));

        assertThat(illegal.reason()).isEqualTo("a move must end strictly closer to the ring: d4 is √18 away from it, c4 would be √25");
    }

    @Test
    void aGuessIsAlwaysLegal() {
        assertThat(played(check(JUMPS, "guess 4", OptionalInt.empty()))).isEqualTo("guess 4");
    }

    @Test
    void malformedMoveTextNamesTheOffendingCharacter() {
        assertThat(((Parsed.Failed<MoveText.Input>) MoveText.parse("guess 9")).index()).isEqualTo(6);
        assertThat(((Parsed.Failed<MoveText.Input>) MoveText.parse("c3-h4")).index()).isEqualTo(3);
        assertThat(((Parsed.Failed<MoveText.Input>) MoveText.parse("c8-d4")).index()).isEqualTo(1);
        assertThat(((Parsed.Failed<MoveText.Input>) MoveText.parse("c3")).reason()).contains("origin and a destination");
    }
}
