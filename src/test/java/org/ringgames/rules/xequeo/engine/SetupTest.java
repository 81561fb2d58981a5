package org.ringgames.rules.xequeo.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Placement;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;

class SetupTest {

    private static Position opening(long seed) {
        byte[] board = new byte[Square.COUNT];
        XeQueoEngine.placeDiscs(seed).forEach((disc, square) -> board[square] = (byte) (int) disc);
        return Position.of(board, Square.NONE, Seat.PLACER);
    }

    @Test
    void placedDiscsAreAnArrangementTheRulesAllowAndTheSameForTheSameSeed() {
        for (long seed = 0; seed < 200; seed++) {
            Map<Integer, Integer> discs = XeQueoEngine.placeDiscs(seed);
            assertThat(Placement.checkDiscs(discs)).isNull();
            assertThat(discs).isEqualTo(XeQueoEngine.placeDiscs(seed));
        }
    }

    @Test
    void theRingGoesOnASquareTheRulesAllowAtEveryLevel() {
        for (long seed = 0; seed < 60; seed++) {
            Position position = opening(seed);
            for (int level = 1; level <= 8; level++) {
                int ring = XeQueoEngine.placeRing(position, level, seed);
                assertThat(Placement.ringSquares(position) & (1L << ring)).as("seed %d level %d", seed, level).isNotZero();
                assertThat(XeQueoEngine.placeRing(position, level, seed)).isEqualTo(ring);
            }
        }
    }

    @Test
    void theSecretIsADiscOneToSevenAndTheSameForTheSameSeed() {
        for (long seed = 0; seed < 60; seed++) {
            Position position = opening(seed);
            Position ringed = Setup.withRing(position, XeQueoEngine.placeRing(position, 8, seed));
            for (int level = 1; level <= 8; level++) {
                int secret = XeQueoEngine.chooseSecret(ringed, Seat.RINGER, level, seed);
                assertThat(secret).isBetween(1, 7);
                assertThat(XeQueoEngine.chooseSecret(ringed, Seat.RINGER, level, seed)).isEqualTo(secret);
            }
        }
    }
}
