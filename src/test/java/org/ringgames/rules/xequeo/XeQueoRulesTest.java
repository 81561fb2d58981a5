package org.ringgames.rules.xequeo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;

class XeQueoRulesTest {

    private static Position position(String text) {
        return ((Parsed.Ok<Position>) PositionText.parse(text)).value();
    }

    private static List<String> moves(String text, OptionalInt secret) {
        return new MoveGenerator().legalMoves(position(text), secret).stream()
                .filter(m -> !m.move().isGuess()).map(m -> m.move().toText()).toList();
    }

    private static int sq(String name) {
        return Square.parse(name);
    }

    @Test
    void aStepMustEndStrictlyCloserAsTheCrowFlies() {
        // Disc 1 on c4, ring on e5: c4 is √5 away; d3 is √5 too (not closer), d4 √2, c5 2, b5 3.
        List<String> legal = moves("......./......./......./..1..../......./......./....... e5 P", OptionalInt.empty());

        assertThat(legal).contains("c4-d4", "c4-c5", "c4-d5").doesNotContain("c4-d3", "c4-b5", "c4-b4", "c4-c3");
    }

    @Test
    void jumpsChainOverDiscsInAnyDirectionAndOnlyTheEndCounts() {
        // a1 jumps b2 to c3, then d4 to e5; the ring is on g7.
        String text = "......./......./......./...3.../......./.2...../1...... g7 P";
        Position position = position(text);
        List<LegalMove> legal = new MoveGenerator().legalMoves(position, OptionalInt.empty());

        assertThat(legal.stream().filter(m -> m.move().equals(Move.disc(sq("a1"), sq("e5")))).findFirst().orElseThrow().path())
                .containsExactly(sq("a1"), sq("c3"), sq("e5"));
        assertThat(moves(text, OptionalInt.empty())).contains("a1-c3", "a1-e5", "a1-a2", "a1-b1");
    }

    @Test
    void aJumpNeverLandsOnItsOriginOrTwiceOnASquare() {
        // a1 can jump a2 to a3, b3 to c3, then b2 back to its own origin a1: that landing is not taken.
        String text = "......./......./......./......./.3...../24...../1...... g7 P";
        List<LegalMove> fromA1 = new MoveGenerator().legalMoves(position(text), OptionalInt.empty()).stream()
                .filter(m -> !m.move().isGuess() && m.move().from() == sq("a1")).toList();

        assertThat(fromA1.stream().map(m -> m.move().toText())).contains("a1-a3", "a1-c3");
        for (LegalMove legal : fromA1) {
            assertThat(legal.path().subList(1, legal.path().size())).doesNotContain(sq("a1"));
            assertThat(legal.path()).doesNotHaveDuplicates();
        }
    }

    @Test
    void onlyTheMoversOwnSecretDiscEntersTheRing() {
        // Disc 3 on d3 is next to the ring on d4.
        String text = "......./......./......./......./...3.../......./....... d4 P";

        assertThat(moves(text, OptionalInt.of(3))).contains("d3-d4");
        assertThat(moves(text, OptionalInt.of(5))).doesNotContain("d3-d4");
        assertThat(moves(text, OptionalInt.empty())).doesNotContain("d3-d4");
    }

    @Test
    void aJumpSequenceEndsOnTheRing() {
        // a1 jumps b2 onto the ring on c3 and may not go on over d4 to e5.
        String text = "......./......./......./...3.../......./.2...../1...... c3 P";

        assertThat(moves(text, OptionalInt.of(1))).contains("a1-c3").doesNotContain("a1-e5");
    }

    @Test
    void theSevenGuessesAreAlwaysLegalAndComeLast() {
        List<LegalMove> legal = new MoveGenerator().legalMoves(
                position("1234567/......./......./......./......./......./....... d1 R"), OptionalInt.empty());

        assertThat(legal.subList(legal.size() - 7, legal.size()).stream().map(m -> m.move().toText()))
                .containsExactly("guess 1", "guess 2", "guess 3", "guess 4", "guess 5", "guess 6", "guess 7");
    }

    private static Match started() {
        Position discs = position("1234567/......./......./......./......./......./....... - P");
        return new Match(discs, List.of()).withRing(sq("d1"));
    }

    @Test
    void enteringTheRingWinsItUnlessTheOpponentChoseTheSameDiscBingo() {
        Match match = new Match(position("......./......./......./......./......./...3.../....... d1 P"), List.of());

        Match.Turn won = match.play(Move.disc(sq("d2"), sq("d1")), 3, 5);
        Match.Turn bingo = match.play(Move.disc(sq("d2"), sq("d1")), 3, 3);

        assertThat(won.result().orElseThrow().winner()).isEqualTo(Seat.PLACER);
        assertThat(won.result().orElseThrow().how()).isEqualTo(Match.How.ENTERED);
        assertThat(bingo.result().orElseThrow().winner()).isEqualTo(Seat.RINGER);
        assertThat(bingo.result().orElseThrow().how()).isEqualTo(Match.How.BINGO);
        assertThat(won.match().position().disc(sq("d1"))).as("the disc stays on the ring's square").isEqualTo(3);
        assertThat(won.match().position().ring()).as("the ring is lifted").isEqualTo(Square.NONE);
    }

    @Test
    void aRightGuessWinsForTheGuesserAndAWrongOneForTheOpponent() {
        Match match = started();

        assertThat(match.play(Move.guess(4), 1, 4).result().orElseThrow())
                .isEqualTo(new Match.RoundResult(Seat.PLACER, Match.How.GUESS_RIGHT, 1, 4));
        assertThat(match.play(Move.guess(5), 1, 4).result().orElseThrow())
                .isEqualTo(new Match.RoundResult(Seat.RINGER, Match.How.GUESS_WRONG, 1, 4));
    }

    @Test
    void theRingIsPlacedByTheRingerFirstThenByFewerRingsThenByTheLastLoser() {
        Match match = started();
        assertThat(match.ringPlacer()).isEqualTo(Seat.RINGER);
        assertThat(match.firstMover()).isEqualTo(Seat.PLACER);

        Match afterPlacerWins = match.play(Move.guess(4), 1, 4).match();
        assertThat(afterPlacerWins.ringPlacer()).as("fewer rings").isEqualTo(Seat.RINGER);
        assertThat(afterPlacerWins.position().toMove()).isEqualTo(Seat.PLACER);

        Match level = afterPlacerWins.withRing(sq("d1")).play(Move.guess(2), 1, 4).match();
        assertThat(level.rings(Seat.PLACER)).isEqualTo(1);
        assertThat(level.rings(Seat.RINGER)).isEqualTo(1);
        assertThat(level.ringPlacer()).as("a tie: the loser of the last round").isEqualTo(Seat.PLACER);
        assertThat(level.firstMover()).isEqualTo(Seat.RINGER);
    }

    @Test
    void theMatchEndsWhenASeatHasFourRings() {
        Match match = started();
        for (int round = 1; round <= 4; round++) {
            assertThat(match.winner()).isEmpty();
            Seat mover = match.position().toMove();
            int placerSecret = 1;
            int ringerSecret = 2;
            int rightGuess = mover == Seat.PLACER ? ringerSecret : placerSecret;
            int guess = mover == Seat.PLACER ? rightGuess : (rightGuess == 1 ? 3 : 1);
            match = match.play(Move.guess(guess), placerSecret, ringerSecret).match().withRing(sq("d1"));
        }

        assertThat(match.rings(Seat.PLACER)).isEqualTo(4);
        assertThat(match.winner()).contains(Seat.PLACER);
        assertThat(match.rounds()).hasSize(4);
    }

    @Test
    void discsGoOnSevenDistinctSquares() {
        Map<Integer, Integer> discs = new HashMap<>();
        for (int n = 1; n <= 7; n++) {
            discs.put(n, n - 1);
        }
        assertThat(Placement.checkDiscs(discs)).isNull();
        discs.put(7, 0);
        assertThat(Placement.checkDiscs(discs)).isEqualTo("a1 holds two discs");
        discs.remove(7);
        assertThat(Placement.checkDiscs(discs)).contains("disc 7 is missing");
    }

    @Test
    void theRingGoesWhereNoNeighbourHoldsADisc() {
        Position discs = position("1234567/......./......./......./......./......./....... - P");
        long allowed = Placement.ringSquares(discs);

        assertThat(allowed & (1L << sq("a6"))).as("next to a7").isZero();
        assertThat(allowed & (1L << sq("a5"))).isNotZero();
        assertThat(Long.bitCount(allowed)).isEqualTo(35);
    }
}
