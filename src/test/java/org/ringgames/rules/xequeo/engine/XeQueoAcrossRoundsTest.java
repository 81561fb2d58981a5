package org.ringgames.rules.xequeo.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.ringgames.rules.xequeo.engine.Fixtures.position;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;

/**
 * Level 8 reads the finished rounds: what type of player the opponent is, read with each round's
 * revealed secret, and how near the ring it chooses its secret. The opponent here is the ringer,
 * the engine the placer.
 */
class XeQueoAcrossRoundsTest {

    private static final Position OPENING = position("2..7..6/......./......./4.....5/......./......./1.....3 d4 P");
    /** The ringer's secret in the made-up rounds: disc 6 on g7, which it could move nearer the ring. */
    private static final int SECRET = 6;

    private final XeQueoEngine engine = new XeQueoEngine();

    /**
     * A finished round from {@code start}: the placer moves at random, the ringer moves a disc
     * {@code ringerMoves} allows (at random among them), and enters as soon as its secret can;
     * after {@code turns} turns of the ringer it guesses 1, which ends the round.
     */
    private static FinishedRound round(Position start, IntPredicate ringerMoves, int turns, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<PlayedMove> played = new ArrayList<>();
        Position position = start;
        for (int ringer = 0; ringer < turns; ) {
            Options options = Options.of(position);
            Seat by = position.toMove();
            if (by == Seat.RINGER && (Reach.entrants(position) & (1 << SECRET)) != 0) {
                Move entry = Move.disc(position.squareOf(SECRET), position.ring());
                played.add(new PlayedMove(by, entry, position));
                return new FinishedRound(played, SECRET);
            }
            List<Integer> allowed = new ArrayList<>();
            for (int i = 0; i < options.moves().size(); i++) {
                if (by == Seat.PLACER || ringerMoves.test(options.discOf(i))) {
                    allowed.add(i);
                }
            }
            if (allowed.isEmpty()) {
                break;
            }
            Move move = options.moves().get(allowed.get(random.nextInt(allowed.size())));
            played.add(new PlayedMove(by, move, position));
            position = position.play(move);
            ringer += by == Seat.RINGER ? 1 : 0;
        }
        if (position.toMove() == Seat.PLACER) {
            Move move = Options.of(position).moves().get(0);
            played.add(new PlayedMove(Seat.PLACER, move, position));
            position = position.play(move);
        }
        played.add(new PlayedMove(Seat.RINGER, Move.guess(1), position));
        return new FinishedRound(played, SECRET);
    }

    /** Rounds in which the ringer never moves its secret (a decoy player): every one from the opening. */
    private static List<FinishedRound> hidersRounds() {
        List<FinishedRound> rounds = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            rounds.add(round(OPENING, disc -> disc != SECRET, 8, seed));
        }
        return rounds;
    }

    /** Rounds in which the ringer moves nothing but its secret, towards the ring. */
    private static List<FinishedRound> racersRounds() {
        List<FinishedRound> rounds = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            rounds.add(round(OPENING, disc -> disc == SECRET, 8, seed));
        }
        return rounds;
    }

    private static double[] types(List<FinishedRound> rounds) {
        return PastRounds.types(BeliefModel.TYPES, rounds, Seat.RINGER);
    }

    @Test
    void afterRoundsInWhichTheOpponentNeverMovedItsSecretTheTypeBeliefLeansHiding() {
        double[] types = types(hidersRounds());
        assertThat(types[1]).as("hiding, from a prior of 0.30").isGreaterThan(0.6);
        assertThat(types[1]).isGreaterThan(types[0]).isGreaterThan(types[2]);
    }

    @Test
    void afterRoundsInWhichTheOpponentRacedItsSecretTheTypeBeliefLeansPurposeful() {
        double[] types = types(racersRounds());
        assertThat(types[0]).as("purposeful, from a prior of 0.55").isGreaterThan(0.9);
    }

    @Test
    void withNoFinishedRoundTheTypeBeliefIsThePrior() {
        assertThat(types(List.of())).containsExactly(BeliefModel.TYPES);
    }

    @Test
    void theSameFirstMoveSaysLessOfTheDiscItMovesAgainstAKnownHiderThanInAFreshMatch() {
        // The ringer's first move of round 2 brings disc 5 nearer the ring.
        Position start = OPENING.play(Fixtures.move("a1", "b2"));
        Move first = Fixtures.move("g4", "f4");
        Position now = start.play(first);
        List<PlayedMove> moves = List.of(new PlayedMove(Seat.RINGER, first, start));
        double[] fresh = belief(new View(now, Seat.PLACER, 1, moves));
        double[] againstHider = belief(new View(now, Seat.PLACER, 1, moves, hidersRounds()));
        double[] againstRacer = belief(new View(now, Seat.PLACER, 1, moves, racersRounds()));
        assertThat(againstHider[5]).isLessThan(fresh[5] - 0.05);
        assertThat(againstRacer[5]).isGreaterThan(fresh[5] + 0.05);
    }

    @Test
    void afterRoundsInWhichTheOpponentChoseTheDiscNearestTheRingItsNearestDiscIsBelievedMostBeforeAnyMove() {
        // Each finished round opened with a different ring; the ringer's secret was the disc nearest
        // it (4, 5, 7), never the one nearest this round's ring (1), which the repeat prior would favour.
        List<FinishedRound> rounds = new ArrayList<>();
        for (int ring : new int[] {Square.parse("b5"), Square.parse("f3"), Square.parse("e6")}) {
            Position start = Position.of(discs(OPENING), ring, Seat.PLACER);
            int nearest = nearest(start);
            Position after = start.play(Fixtures.move("a1", "b2"));
            rounds.add(new FinishedRound(List.of(new PlayedMove(Seat.PLACER, Fixtures.move("a1", "b2"), start),
                    new PlayedMove(Seat.RINGER, Move.guess(3), after)), nearest));
        }
        Position now = Position.of(discs(OPENING), Square.parse("c2"), Seat.PLACER);
        double[] belief = belief(new View(now, Seat.PLACER, 1, List.of(), rounds));
        int nearest = nearest(now);
        for (int k = 1; k <= 7; k++) {
            if (k != nearest) {
                assertThat(belief[nearest]).as("disc %d against the nearest, %d", k, nearest).isGreaterThan(belief[k]);
            }
        }
        assertThat(belief[nearest]).isGreaterThan(0.4);
        assertThat(belief(new View(now, Seat.PLACER, 1, List.of()))[nearest]).isCloseTo(1.0 / 7, within(1e-12));
    }

    @Test
    void theSameViewWithTheSameFinishedRoundsGetsTheSameAdvice() {
        Position start = OPENING.play(Fixtures.move("a1", "b2"));
        Move first = Fixtures.move("g4", "f4");
        View view = new View(start.play(first), Seat.PLACER, 1, List.of(new PlayedMove(Seat.RINGER, first, start)),
                hidersRounds());
        View same = new View(start.play(first), Seat.PLACER, 1, List.of(new PlayedMove(Seat.RINGER, first, start)),
                hidersRounds());
        assertThat(engine.advise(view, OptionalInt.empty(), 8, 5)).isEqualTo(engine.advise(same, OptionalInt.empty(), 8, 5));
    }

    @Test
    void levelsBelowEightAndLevelEightWithinRoundsReadOnlyThePastSecretsOfTheFinishedRounds() {
        Position start = OPENING.play(Fixtures.move("a1", "b2"));
        Move first = Fixtures.move("g4", "f4");
        List<PlayedMove> moves = List.of(new PlayedMove(Seat.RINGER, first, start));
        Position now = start.play(first);
        // The same secrets as hidersRounds, with none of their moves: what a reader of secrets only sees.
        List<FinishedRound> secretsOnly = hidersRounds().stream()
                .map(r -> new FinishedRound(List.of(r.turns().get(r.turns().size() - 1)), r.opponentSecret())).toList();
        View full = new View(now, Seat.PLACER, 1, moves, hidersRounds());
        View bare = new View(now, Seat.PLACER, 1, moves, secretsOnly);
        assertThat(engine.advise(full, OptionalInt.empty(), 7, 5)).isEqualTo(engine.advise(bare, OptionalInt.empty(), 7, 5));
        assertThat(engine.advise(full, OptionalInt.empty(), 8, Level.of(8).withinRounds(), 5))
                .isEqualTo(engine.advise(bare, OptionalInt.empty(), 8, Level.of(8).withinRounds(), 5));
        assertThat(engine.advise(full, OptionalInt.empty(), 8, 5).opponentSecretBelief())
                .isNotEqualTo(engine.advise(bare, OptionalInt.empty(), 8, 5).opponentSecretBelief());
    }

    private double[] belief(View view) {
        return engine.advise(view, OptionalInt.empty(), 8, 1).opponentSecretBelief();
    }

    private static byte[] discs(Position position) {
        byte[] discs = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            discs[sq] = (byte) position.disc(sq);
        }
        return discs;
    }

    private static int nearest(Position position) {
        int best = 0;
        for (int k = 1; k <= 7; k++) {
            if (best == 0 || Square.distance2(position.squareOf(k), position.ring())
                    < Square.distance2(position.squareOf(best), position.ring())) {
                best = k;
            }
        }
        return best;
    }
}
