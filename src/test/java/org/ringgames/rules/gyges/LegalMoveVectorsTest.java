package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.rules.gyges.Positions.position;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringgames.rules.TestFiles;

/** The 400 legal-move lists of ../shared/vectors/gyges, produced by an independent implementation. */
class LegalMoveVectorsTest {

    static final String VECTORS = "vectors/gyges/legal-moves.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Arguments> vectors() throws Exception {
        List<Arguments> cases = new ArrayList<>();
        for (String line : TestFiles.lines(VECTORS)) {
            JsonNode node = JSON.readTree(line);
            List<String> moves = new ArrayList<>();
            node.get("moves").forEach(m -> moves.add(m.asText()));
            cases.add(Arguments.of(node.get("id").asText(), node.get("position").asText(),
                    rules(node.get("rules")), moves));
        }
        return cases.stream();
    }

    static Rules rules(JsonNode options) {
        Rules rules = Rules.STANDARD;
        if (options.has("pathRule")) {
            rules = rules.withPathRule(Rules.PathRule.valueOf(options.get("pathRule").asText()));
        }
        if (options.has("replace")) {
            rules = rules.withReplace(options.get("replace").asBoolean());
        }
        if (options.has("blockedRow")) {
            rules = rules.withBlockedRow(Rules.BlockedRow.valueOf(options.get("blockedRow").asText()));
        }
        return rules;
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("vectors")
    void legalMovesEqualTheVectorInOrder(String id, String text, Rules rules, List<String> expected) {
        MoveGenerator generator = new MoveGenerator(rules);
        Position position = position(text);

        List<String> actual = generator.legalMoves(position).stream().map(m -> m.move().toText()).toList();

        assertThat(actual).containsExactlyElementsOf(expected);
        assertThat(generator.countMoves(position)).isEqualTo(expected.size());
        assertThat(generator.perft(position, 1)).isEqualTo(expected.size());
    }

    @Test
    void theVectorFileHasAllFourHundredCases() {
        assertThat(TestFiles.lines(VECTORS)).hasSize(400);
    }

    @Test
    void theBundledCopyOfTheVectorsMatchesTheSharedFile() {
        assertThat(TestFiles.sharedCopyIsCurrent(VECTORS))
                .as("src/test/resources/%s differs from ../shared/%s: copy it again", VECTORS, VECTORS)
                .isTrue();
    }
}
