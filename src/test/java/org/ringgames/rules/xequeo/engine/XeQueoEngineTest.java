package org.ringgames.rules.xequeo.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ringgames.rules.xequeo.engine.Fixtures.isLegal;
import static org.ringgames.rules.xequeo.engine.Fixtures.move;
import static org.ringgames.rules.xequeo.engine.Fixtures.position;

import java.util.List;
import java.util.OptionalInt;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.support.Standalone;

@Standalone
class XeQueoEngineTest {

    private final XeQueoEngine engine = new XeQueoEngine();

    @Test
    void entersTheRingWhenItsSecretCanAndABingoIsUnlikely() {
        // Disc 3 on d3 is one step from the ring on d4; the others are far away.
        Position position = position("......./......./......./......./...3.../......./2.....4 d4 P");
        for (int level = 2; level <= 8; level++) {
            Advice advice = engine.advise(new View(position, Seat.PLACER, 3, List.of()), OptionalInt.empty(), level, 7);
            assertThat(advice.choice()).as("level %d", level).isEqualTo(new Choice.Play(move("d3", "d4")));
            assertThat(advice.reason()).isEqualTo("disc 3 enters the ring");
        }
    }

    @Test
    void doesNotEnterWhenItBelievesTheOpponentHoldsTheSameDisc() {
        Position position = position("......./......./......./......./...3.../......./2.....4 d4 P");
        Advice advice = engine.advise(new View(position, Seat.PLACER, 3, List.of()), OptionalInt.of(3), 8, 7);
        assertThat(advice.choice()).isEqualTo(new Choice.Guess(3));
    }

    @Test
    void neverPlaysAnIllegalMoveAtAnyLevelWithAnySecret() {
        int entries = 0;
        for (long seed = 0; seed < 60; seed++) {
            Fixtures.Round round = Fixtures.randomRound(seed);
            for (int secret = 1; secret <= 7; secret++) {
                View view = new View(round.position(), round.position().toMove(), secret, round.moves());
                for (int level = 1; level <= 8; level++) {
                    Advice advice = engine.advise(view, OptionalInt.empty(), level, seed * 31 + level);
                    assertLegal(view, advice, "seed " + seed + " level " + level);
                    entries += advice.choice().move().to() == round.position().ring() ? 1 : 0;
                }
            }
        }
        assertThat(entries).as("positions where the secret could enter were tried").isPositive();
    }

    private static void assertLegal(View view, Advice advice, String what) {
        assertThat(isLegal(view.position(), view.mySecret(), advice.choice().move()))
                .as("%s: %s in %s", what, advice.choice(), view.position()).isTrue();
        double sum = 0;
        for (int s = 1; s <= 7; s++) {
            assertThat(advice.opponentSecretBelief()[s]).isBetween(0.0, 1.0);
            sum += advice.opponentSecretBelief()[s];
        }
        assertThat(advice.opponentSecretBelief()[0]).isZero();
        assertThat(sum).isCloseTo(1.0, Offset.offset(1e-9));
        assertThat(advice.reason()).isNotBlank();
    }

    @Test
    void guessesWhenNoDiscCanMove() {
        // Ring on a1: disc 1 on b1 and disc 2 on a2 can only move onto it, which secret 5 forbids.
        Position position = position("......./......./......./......./......./2....../.1..... a1 R");
        for (int level = 1; level <= 8; level++) {
            Advice advice = engine.advise(new View(position, Seat.RINGER, 5, List.of()), OptionalInt.empty(), level, 3);
            assertThat(advice.choice()).as("level %d", level).isInstanceOf(Choice.Guess.class);
        }
        Position noRing = position("......./......./......./......./......./2....../.1..... - R");
        assertThat(engine.advise(new View(noRing, Seat.RINGER, 5, List.of()), OptionalInt.empty(), 8, 3).choice())
                .isInstanceOf(Choice.Guess.class);
    }

    @Test
    void guessesTheDiscTheOpponentHasRacedNextToTheRingWhenItCanNotEnterItself() {
        // The ringer ran disc 6 g7-f6-e5, next to the ring on d4, while it could have moved any of
        // six other discs; the placer's disc 1 on b1 is far from the ring.
        Position start = position("2..7..6/......./......./4.....5/......./......./1.....3 d4 R");
        Position afterRinger = start.play(move("g7", "f6"));
        Position afterPlacer = afterRinger.play(move("a1", "b1"));
        Position now = afterPlacer.play(move("f6", "e5"));
        List<PlayedMove> moves = List.of(
                new PlayedMove(Seat.RINGER, move("g7", "f6"), start),
                new PlayedMove(Seat.PLACER, move("a1", "b1"), afterRinger),
                new PlayedMove(Seat.RINGER, move("f6", "e5"), afterPlacer));
        Advice advice = engine.advise(new View(now, Seat.PLACER, 1, moves), OptionalInt.empty(), 8, 11);
        assertThat(advice.choice()).isEqualTo(new Choice.Guess(6));
    }

    @Test
    void theSameInputsGiveTheSameAdvice() {
        for (long seed = 0; seed < 40; seed++) {
            View view = Fixtures.randomRound(seed).view();
            for (int level = 1; level <= 8; level++) {
                assertThat(engine.advise(view, OptionalInt.empty(), level, seed))
                        .isEqualTo(new XeQueoEngine().advise(view, OptionalInt.empty(), level, seed));
            }
        }
    }

    @Test
    void theAskersBeliefReplacesTheInference() {
        View view = Fixtures.randomRound(5).view();
        double[] belief = engine.advise(view, OptionalInt.of(4), 8, 1).opponentSecretBelief();
        assertThat(belief[4]).isEqualTo(1.0);
    }

    @Test
    void refusesAViewOfTheSeatNotToMoveAndALevelOutsideOneToEight() {
        Position position = position("......./......./......./......./...3.../......./....... d4 P");
        assertThatThrownBy(() -> engine.advise(new View(position, Seat.RINGER, 3, List.of()), OptionalInt.empty(), 8, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> engine.advise(new View(position, Seat.PLACER, 3, List.of()), OptionalInt.empty(), 9, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(Square.name(position.ring())).isEqualTo("d4");
    }
}
