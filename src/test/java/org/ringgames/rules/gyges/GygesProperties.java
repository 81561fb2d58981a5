package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.ringgames.rules.Parsed;

/** Invariants over random positions (1–12 pieces, at most four of a size) and random options. */
class GygesProperties {

    private static final List<Integer> PIECES = List.of(1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);

    @Provide
    Arbitrary<Position> positions() {
        return Arbitraries.integers().between(1, 12).flatMap(n -> Combinators.combine(
                Arbitraries.shuffle(PIECES),
                Arbitraries.integers().between(0, Square.COUNT - 1).set().ofSize(n),
                Arbitraries.of(Side.class)).as(GygesProperties::position));
    }

    private static Position position(List<Integer> pieces, Set<Integer> squares, Side side) {
        byte[] sizes = new byte[Square.COUNT];
        int i = 0;
        for (int square : squares) {
            sizes[square] = (byte) (int) pieces.get(i++);
        }
        return Position.of(sizes, side);
    }

    @Provide
    Arbitrary<Rules> rules() {
        return Combinators.combine(Arbitraries.of(Rules.PathRule.class), Arbitraries.of(true, false),
                Arbitraries.of(Rules.BlockedRow.class))
                .as((path, replace, blocked) -> Rules.STANDARD.withPathRule(path).withReplace(replace).withBlockedRow(blocked));
    }

    @Property(tries = 300)
    void everyWitnessPathReplaysToItsMove(@ForAll("positions") Position position, @ForAll("rules") Rules rules) {
        MoveChecker checker = new MoveChecker(rules);
        for (LegalMove legal : new MoveGenerator(rules).legalMoves(position)) {
            MoveCheck check = checker.check(position, parse(legal.pathText()));

            assertThat(check).as("%s in %s", legal.pathText(), position).isInstanceOf(MoveCheck.Legal.class);
            assertThat(((MoveCheck.Legal) check).move().move()).isEqualTo(legal.move());
        }
    }

    @Property(tries = 300)
    void compactTextOfEveryLegalMoveReadsBackAsThatMove(@ForAll("positions") Position position,
                                                        @ForAll("rules") Rules rules) {
        MoveChecker checker = new MoveChecker(rules);
        for (LegalMove legal : new MoveGenerator(rules).legalMoves(position)) {
            MoveCheck check = checker.check(position, parse(legal.move().toText()));

            assertThat(((MoveCheck.Legal) check).move().move()).isEqualTo(legal.move());
        }
    }

    @Property(tries = 300)
    void positionTextRoundTrips(@ForAll("positions") Position position) {
        Parsed<Position> parsed = PositionText.parse(PositionText.format(position));

        assertThat(parsed).isEqualTo(Parsed.ok(position));
    }

    @Property(tries = 300)
    void playingALegalMoveKeepsThePieceCounts(@ForAll("positions") Position position, @ForAll("rules") Rules rules) {
        int[] before = Arrays.copyOfRange(position.countsBySize(), 1, 4);
        for (LegalMove legal : new MoveGenerator(rules).legalMoves(position)) {
            Position after = position.play(legal.move());

            int[] expected = before.clone();
            if (legal.move().isWin()) {
                expected[position.size(legal.move().from()) - 1]--;
            }
            assertThat(Arrays.copyOfRange(after.countsBySize(), 1, 4)).as(legal.move().toText()).containsExactly(expected);
            assertThat(after.toMove()).isEqualTo(position.toMove().opponent());
        }
    }

    @Property(tries = 300)
    void countingEqualsListing(@ForAll("positions") Position position, @ForAll("rules") Rules rules) {
        MoveGenerator generator = new MoveGenerator(rules);
        List<LegalMove> moves = generator.legalMoves(position);

        assertThat(generator.countMoves(position)).isEqualTo(moves.size());
        assertThat(moves.stream().map(LegalMove::move).toList()).isSorted();
        assertThat(moves.stream().map(LegalMove::move).distinct().count()).isEqualTo(moves.size());
    }

    /**
     * Over every compact text a client can send for the side to move (each piece, each square or
     * goal, each target) and pass, MoveChecker answers as the full legal list does, the witness
     * path included, however it finds the move.
     */
    @Property(tries = 300)
    void checkingACompactMoveAgreesWithTheLegalList(@ForAll("positions") Position position,
                                                     @ForAll("rules") Rules rules) {
        List<LegalMove> list = new MoveGenerator(rules).legalMoves(position);
        Map<Move, LegalMove> listed = list.stream().collect(Collectors.toMap(LegalMove::move, Function.identity()));
        MoveChecker checker = new MoveChecker(rules);

        MoveCheck pass = checker.check(position, parse("pass"));
        if (list.get(0).move().isPass()) {
            assertThat(pass).as("pass in %s", position).isEqualTo(new MoveCheck.Legal(list.get(0)));
        } else {
            assertThat(pass).as("pass in %s", position)
                    .isEqualTo(new MoveCheck.Illegal("pass is legal only when no other move is; "
                            + position.toMove().lowerName() + " has " + list.size() + " legal moves", 0));
        }
        for (int from = 0; from < Square.COUNT; from++) {
            if (position.isEmpty(from)) {
                continue;
            }
            for (int to = 0; to <= Square.S; to++) {
                // A winning move replaces nothing: the text 'c1-N>d4' does not parse.
                for (int target = Square.NONE; target < (Square.isGoal(to) ? 0 : Square.COUNT); target++) {
                    Move move = new Move(from, to, target);
                    MoveCheck check = checker.check(position, parse(move.toText()));

                    LegalMove entry = listed.get(move);
                    if (entry == null) {
                        assertThat(check).as("%s in %s", move, position).isInstanceOf(MoveCheck.Illegal.class);
                    } else {
                        assertThat(check).as("%s in %s", move, position).isEqualTo(new MoveCheck.Legal(entry));
                    }
                }
            }
        }
    }

    private static MoveText.Input parse(String text) {
        return ((Parsed.Ok<MoveText.Input>) MoveText.parse(text)).value();
    }
}
