package org.ringgames.rules.xequeo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Invariants over random positions: seven discs, a ring on an empty square, any seat and secret. */
class XeQueoProperties {

    @Provide
    Arbitrary<Position> positions() {
        return Combinators.combine(
                Arbitraries.integers().between(0, Square.COUNT - 1).list().uniqueElements().ofSize(8),
                Arbitraries.of(Seat.class)).as((squares, seat) -> {
                    byte[] discs = new byte[Square.COUNT];
                    for (int n = 1; n <= 7; n++) {
                        discs[squares.get(n - 1)] = (byte) n;
                    }
                    return Position.of(discs, squares.get(7), seat);
                });
    }

    @Property(tries = 500)
    void everyDiscMoveEndsStrictlyCloserOnAnEmptySquare(@ForAll("positions") Position position,
                                                        @ForAll("secrets") OptionalInt secret) {
        for (LegalMove legal : new MoveGenerator().legalMoves(position, secret)) {
            Move move = legal.move();
            if (move.isGuess()) {
                continue;
            }
            assertThat(position.isEmpty(move.to())).as(move.toText()).isTrue();
            assertThat(Square.distance2(move.to(), position.ring()))
                    .isLessThan(Square.distance2(move.from(), position.ring()));
            if (move.to() == position.ring()) {
                assertThat(secret).hasValue(position.disc(move.from()));
            }
            List<Integer> path = legal.path();
            assertThat(path.get(0)).isEqualTo(move.from());
            assertThat(path.get(path.size() - 1)).isEqualTo(move.to());
            assertThat(path).doesNotHaveDuplicates();
        }
    }

    @Provide
    Arbitrary<OptionalInt> secrets() {
        return Arbitraries.integers().between(0, 7).map(n -> n == 0 ? OptionalInt.empty() : OptionalInt.of(n));
    }

    @Property(tries = 300)
    void everyWitnessPathReplaysToItsMove(@ForAll("positions") Position position, @ForAll("secrets") OptionalInt secret) {
        MoveChecker checker = new MoveChecker();
        for (LegalMove legal : new MoveGenerator().legalMoves(position, secret)) {
            String text = legal.move().isGuess() ? legal.move().toText()
                    : String.join("-", legal.path().stream().map(Square::name).toList());

            MoveChecker.Check check = checker.check(position,
                    ((org.ringgames.rules.Parsed.Ok<MoveText.Input>) MoveText.parse(text)).value(), secret);

            assertThat(check).as(text).isInstanceOf(MoveChecker.Legal.class);
            assertThat(((MoveChecker.Legal) check).move().move()).isEqualTo(legal.move());
        }
    }
}
