package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.rules.gyges.Positions.position;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringgames.rules.TestFiles;

/** Perft figures of docs/rules/gyges.md §8 and issue 2, read from src/test/resources/perft/gyges.perft. */
class PerftTest {

    static Stream<Arguments> figures() {
        List<Arguments> cases = new ArrayList<>();
        for (String line : TestFiles.lines("perft/gyges.perft")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split(";");
            String[] counts = fields[2].split(",");
            for (int depth = 1; depth <= counts.length; depth++) {
                cases.add(Arguments.of(fields[0].trim(), Rules.PathRule.valueOf(fields[1].trim()), depth,
                        Long.parseLong(counts[depth - 1].trim())));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1} perft({2}) = {3}")
    @MethodSource("figures")
    void perftMatchesTheReferenceFigure(String text, Rules.PathRule pathRule, int depth, long expected) {
        MoveGenerator generator = new MoveGenerator(Rules.STANDARD.withPathRule(pathRule));

        assertThat(generator.perft(position(text), depth)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("figures")
    void perftByListingEqualsPerftByBulkCounting(String text, Rules.PathRule pathRule, int depth, long expected) {
        if (depth > 2) {
            return;
        }
        MoveGenerator generator = new MoveGenerator(Rules.STANDARD.withPathRule(pathRule));

        assertThat(listedPerft(generator, position(text), depth)).isEqualTo(expected);
    }

    /** Perft the slow way: list the moves with their paths and play each on an immutable position. */
    private static long listedPerft(MoveGenerator generator, Position position, int depth) {
        List<LegalMove> moves = generator.legalMoves(position);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (LegalMove move : moves) {
            if (!move.move().isWin()) {
                total += listedPerft(generator, position.play(move.move()), depth - 1);
            }
        }
        return total;
    }
}
