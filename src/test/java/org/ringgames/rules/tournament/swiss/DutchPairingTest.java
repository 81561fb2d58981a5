package org.ringgames.rules.tournament.swiss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ringgames.rules.tournament.swiss.Build.boards;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class DutchPairingTest {

    @Test
    void roundOnePairsTheTopHalfWithTheBottomHalfAndAlternatesColoursDownTheBoards() throws Exception {
        // S1 = 1 2 3, S2 = 4 5 6: 1-4, 2-5, 3-6. E.5: the higher player of board 1 (number 1, odd)
        // has the initial colour (white), board 2's (number 2, even) the other, and so on.
        RoundPairing p = DutchPairing.pair(new Build(6, 3).build());
        assertThat(p.pairings()).isEqualTo(boards(1, 4, 5, 2, 3, 6));
        assertThat(p.bye()).isEmpty();
    }

    @Test
    void roundOneWithAnOddNumberGivesTheByeToTheLastPlayer() throws Exception {
        // 7 players: the lowest-ranked (7) gets the pairing-allocated bye, the other six as above.
        RoundPairing p = DutchPairing.pair(new Build(7, 3).build());
        assertThat(p.pairings()).isEqualTo(boards(1, 4, 5, 2, 3, 6));
        assertThat(p.bye()).isEqualTo(OptionalInt.of(7));
    }

    @Test
    void anAbsentPlayerIsNotPairedAndDoesNotShiftTheOthersColours() throws Exception {
        // Player 3 absent from the start: the five others are ranked 1 2 4 5 6 (ranks 1..5), so
        // S1 = 1 2, S2 = 4 5, the bye to 6; board 2's higher player (2) is the second ranked.
        RoundPairing p = DutchPairing.pair(new Build(6, 3).absent(3).build());
        assertThat(p.pairings()).isEqualTo(boards(1, 4, 5, 2));
        assertThat(p.bye()).isEqualTo(OptionalInt.of(6));
    }

    @Test
    void roundTwoPairsTheWinnersAndGivesEachTheOtherColourOfRoundOne() throws Exception {
        // Round 1: 1-3 (1 wins), 4-2 (2 wins). Scores 1: {1, 2}, 0: {3, 4}.
        // 1 had white and 2 black: 2 gets white (E.1, both mild preferences granted); 3 had
        // black and 4 white: 3 gets white.
        SwissTournament t = new Build(4, 3).game(1, 3, "1").game(4, 2, "0").build();
        assertThat(DutchPairing.pair(t).pairings()).isEqualTo(boards(2, 1, 3, 4));
    }

    @Test
    void aRematchIsNeverPairedTheBracketTransposesInstead() throws Exception {
        // Round 1: 1-3 and 2-4 drawn, everyone ½. S1 = 1 2, S2 = 3 4: the natural 1-3, 2-4 are
        // both rematches (C1); the first transposition 1-4, 2-3 is not. 1 and 2 had white (they
        // prefer black), 3 and 4 black (they prefer white): 4-1 and 3-2 grant all four (E.1).
        SwissTournament t = new Build(4, 3).game(1, 3, "=").game(2, 4, "=").build();
        RoundPairing p = DutchPairing.pair(t);
        assertThat(p.pairings()).isEqualTo(boards(4, 1, 3, 2));
    }

    @Test
    void colourPreferencesComeBeforeTheOrderOfTranspositionsAndExchanges() throws Exception {
        // Round 1: 1-3 and 4-2 drawn. S1 = 1 2, S2 = 3 4: 1-3 and 2-4 are rematches; the
        // transposition 1-4, 2-3 would leave both boards with equal preferences (1 and 4 had
        // white, 2 and 3 black), so C12 (fewest unsatisfied preferences) prefers the exchange 1-2,
        // 3-4, which grants all four: 2-1 and 3-4.
        SwissTournament t = new Build(4, 3).game(1, 3, "=").game(4, 2, "=").build();
        assertThat(DutchPairing.pair(t).pairings()).isEqualTo(boards(2, 1, 3, 4));
    }

    @Test
    void theByeGoesToTheLowestRankedPlayerOfTheLowestScoreGroupAndTheLastByeDoesNotFloatAgain() throws Exception {
        // Round 1: 1-3 (1 wins), 4-2 (2 wins), 5 the bye. Round 2: {1, 2, 5} on 1 point, {3, 4} on
        // 0. The bye goes to the lowest score group's lowest player, 4. One of {1, 2, 5} floats
        // down to 3: not 5, whose bye counts as a downfloat last round (C14), so 2 does. Colours:
        // 1 had white, 5 none: 5-1; 2 and 3 both had black: the higher, 2, gets white (E.4).
        SwissTournament t = new Build(5, 3).game(1, 3, "1").game(4, 2, "0").bye(5, ResultCode.PAIRING_BYE).build();
        RoundPairing p = DutchPairing.pair(t);
        assertThat(p.bye()).isEqualTo(OptionalInt.of(4));
        assertThat(p.pairings()).isEqualTo(boards(5, 1, 2, 3));
    }

    @Test
    void aPlayerWhoHadTheByeDoesNotGetItAgain() throws Exception {
        // Round 1: 1-2 (2 wins), 3 the bye. Now 2 and 3 have 1 point, 1 has none. The bye goes to
        // the lowest score group, 1, who has not had one; 2 and 3 play (3 had no colour, 2 black:
        // 2 gets white).
        SwissTournament t = new Build(3, 3).game(1, 2, "0").bye(3, ResultCode.PAIRING_BYE).build();
        RoundPairing p = DutchPairing.pair(t);
        assertThat(p.bye()).isEqualTo(OptionalInt.of(1));
        assertThat(p.pairings()).isEqualTo(boards(2, 3));
    }

    @Test
    void theByeSkipsAPlayerWhoAlreadyHadOneEvenAtTheBottom() throws Exception {
        // Round 1: 1-2 (1 wins), 3 the bye; round 2: 1-3 (1 wins), 2 the bye. Scores: 1: 2, 2: 1,
        // 3: 1. Both 2 and 3 had a bye, and 1-2, 1-3 are rematches, so 2-3 play and 1, who has
        // not had a bye, gets it although it leads.
        SwissTournament t = new Build(3, 3)
                .game(1, 2, "1").bye(3, ResultCode.PAIRING_BYE)
                .game(1, 3, "1").bye(2, ResultCode.PAIRING_BYE)
                .build();
        RoundPairing p = DutchPairing.pair(t);
        assertThat(p.bye()).isEqualTo(OptionalInt.of(1));
        assertThat(p.pairings()).hasSize(1);
    }

    @Test
    void anAbsoluteColourPreferenceIsGranted() throws Exception {
        // Player 1 had white twice: an absolute preference for black, which it gets.
        SwissTournament t = new Build(4, 4)
                .game(1, 3, "1").game(4, 2, "0")
                .game(1, 2, "1").game(3, 4, "1")
                .build();
        RoundPairing p = DutchPairing.pair(t);
        // Scores: 1: 2, 2: 1, 3: 1, 4: 0. 1 has met 3 and 2, so 1-4 and 2-3; 4 (white, black)
        // would like white as well, and gets it.
        assertThat(p.pairings()).contains(new Pairing(4, 1));
        for (Pairing b : p.pairings()) {
            assertThat(b.white()).isNotEqualTo(1);
        }
    }

    @Test
    void whenEveryPairingIsARematchThereIsNoPairing() {
        // Two players who have met, and nobody else: no legal pairing (C1).
        SwissTournament t = new Build(2, 3).game(1, 2, "1").build();
        assertThatThrownBy(() -> DutchPairing.pair(t)).isInstanceOf(NoPairingException.class);
    }

    @Test
    void nobodyAvailablePairsNobody() throws Exception {
        SwissTournament t = new Build(2, 3).absent(1).absent(2).build();
        RoundPairing p = DutchPairing.pair(t);
        assertThat(p.pairings()).isEmpty();
        assertThat(p.bye()).isEmpty();
    }
}
