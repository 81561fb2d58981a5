package org.ringgames.rules.xequeo.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.rules.xequeo.engine.Fixtures.move;
import static org.ringgames.rules.xequeo.engine.Fixtures.position;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;

class XeQueoBeliefTest {

    private final XeQueoEngine engine = new XeQueoEngine();

    private double[] belief(Position now, Seat me, List<PlayedMove> moves) {
        return engine.advise(new View(now, me, 1, moves), OptionalInt.empty(), 8, 1).opponentSecretBelief();
    }

    @Test
    void withNothingSeenEveryDiscIsEquallyLikely() {
        Position position = position("2..7..6/......./......./4.....5/......./......./1.....3 d4 P");
        double[] belief = belief(position, Seat.PLACER, List.of());
        for (int s = 1; s <= 7; s++) {
            assertThat(belief[s]).isCloseTo(1.0 / 7, org.assertj.core.data.Offset.offset(1e-12));
        }
    }

    @Test
    void aDiscTheOpponentCouldHaveEnteredWithButDidNotIsAlmostSurelyNotItsSecret() {
        // Disc 5 on d5 stands next to the ring on d4; the ringer moved disc 2 instead.
        Position before = position("2..7..6/......./...5.../4....../......./......./1.....3 d4 R");
        Move played = move("a7", "b6");
        double[] belief = belief(before.play(played), Seat.PLACER, List.of(new PlayedMove(Seat.RINGER, played, before)));
        assertThat(belief[5]).isLessThan(0.04);
        for (int s = 1; s <= 7; s++) {
            if (s != 5) {
                assertThat(belief[s]).isGreaterThan(0.12);
            }
        }
    }

    @Test
    void aDiscTheOpponentMovesTowardTheRingAgainAndAgainIsBelievedMost() {
        // The ringer brings disc 4 from a1 towards the ring on e5 while six other discs could move;
        // the placer shuffles disc 7 in between.
        Position position = position("2..1..6/......./......./......./......./7....../4.3...5 e5 R");
        List<PlayedMove> moves = new ArrayList<>();
        Move[] ringer = {move("a1", "b2"), move("b2", "c3"), move("c3", "d3")};
        Move[] placer = {move("a2", "a3"), move("a3", "a4")};
        double previous = 1.0 / 7;
        for (int i = 0; i < ringer.length; i++) {
            moves.add(new PlayedMove(Seat.RINGER, ringer[i], position));
            position = position.play(ringer[i]);
            double[] belief = belief(position, Seat.PLACER, moves);
            assertThat(belief[4]).as("after %d moves of disc 4", i + 1).isGreaterThan(previous);
            for (int s = 1; s <= 7; s++) {
                if (s != 4) {
                    assertThat(belief[4]).isGreaterThan(belief[s]);
                }
            }
            previous = belief[4];
            if (i < placer.length) {
                moves.add(new PlayedMove(Seat.PLACER, placer[i], position));
                position = position.play(placer[i]);
            }
        }
        assertThat(previous).isGreaterThan(0.3);
    }

    @Test
    void theSeatsOwnMovesSayNothingAboutTheOpponentsSecret() {
        // The placer itself passes by disc 5's entry: that tells about the placer, not the ringer.
        Position before = position("2..7..6/......./...5.../4....../......./......./1.....3 d4 P");
        Move played = move("a7", "b6");
        double[] belief = belief(before.play(played).play(move("g1", "f2")), Seat.PLACER,
                List.of(new PlayedMove(Seat.PLACER, played, before)));
        for (int s = 1; s <= 7; s++) {
            assertThat(belief[s]).isCloseTo(1.0 / 7, org.assertj.core.data.Offset.offset(1e-12));
        }
    }
}
