package org.ringgames.rules.xequeo.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;

class ReachTest {

    @Test
    void aDiscReachesTheRingExactlyWhenTheMoveGeneratorListsItsEntryForThatSecret() {
        SplittableRandom random = new SplittableRandom(2026);
        int reached = 0;
        for (int trial = 0; trial < 3000; trial++) {
            byte[] board = new byte[Square.COUNT];
            int discs = 1 + random.nextInt(7);
            for (int n = 1; n <= discs; n++) {
                int sq;
                do {
                    sq = random.nextInt(Square.COUNT);
                } while (board[sq] != 0);
                board[sq] = (byte) n;
            }
            int ring;
            do {
                ring = random.nextInt(Square.COUNT);
            } while (board[ring] != 0);
            Position position = Position.of(board, ring, Seat.PLACER);
            int entrants = Reach.entrants(position);
            for (int k = 1; k <= 7; k++) {
                int square = position.squareOf(k);
                boolean listed = Fixtures.GENERATOR.legalMoves(position, OptionalInt.of(k)).stream()
                        .map(LegalMove::move)
                        .anyMatch(m -> !m.isGuess() && m.from() == square && m.to() == position.ring());
                assertThat((entrants & (1 << k)) != 0).as("disc %d in %s", k, position).isEqualTo(listed);
                reached += listed ? 1 : 0;
            }
        }
        assertThat(reached).isGreaterThan(100);
    }
}
