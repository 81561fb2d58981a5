package org.ringgames.rules.xequeo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.TestFiles;

/** The 300 Xe Queo legal-move lists of ../shared/vectors/xequeo, with and without the mover's secret. */
class XeQueoVectorsTest {

    static final String VECTORS = "vectors/xequeo/legal-moves.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Arguments> vectors() throws Exception {
        List<Arguments> cases = new ArrayList<>();
        for (String line : TestFiles.lines(VECTORS)) {
            JsonNode node = JSON.readTree(line);
            List<String> moves = new ArrayList<>();
            node.get("moves").forEach(m -> moves.add(m.asText()));
            OptionalInt secret = node.get("secret").isNull() ? OptionalInt.empty() : OptionalInt.of(node.get("secret").asInt());
            cases.add(Arguments.of(node.get("id").asText(), node.get("position").asText(), secret, moves));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1} secret {2}")
    @MethodSource("vectors")
    void legalMovesEqualTheVectorInOrder(String id, String text, OptionalInt secret, List<String> expected) {
        Position position = ((Parsed.Ok<Position>) PositionText.parse(text)).value();

        List<String> actual = new MoveGenerator().legalMoves(position, secret).stream()
                .map(m -> m.move().toText()).toList();

        assertThat(actual).containsExactlyElementsOf(expected);
        assertThat(PositionText.format(position)).isEqualTo(text);
    }

    @Test
    void theVectorFileHasAllThreeHundredCasesAndTheBundledCopyIsCurrent() {
        assertThat(TestFiles.lines(VECTORS)).hasSize(300);
        assertThat(TestFiles.sharedCopyIsCurrent(VECTORS)).isTrue();
    }
}
