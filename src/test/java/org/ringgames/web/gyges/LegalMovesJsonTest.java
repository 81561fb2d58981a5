package org.ringgames.web.gyges;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.TestFiles;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Square;

/** The hand-written legal-move JSON says exactly what Jackson says of the documented view. */
class LegalMovesJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The reference: the documented view, filled in field by field. */
    private static LegalMovesView view(Integer ply, Position position, List<LegalMove> moves, int from, boolean paths) {
        List<LegalMovesView.MoveView> views = new ArrayList<>();
        for (LegalMove legal : moves) {
            Move m = legal.move();
            if (from != Square.NONE && m.from() != from) {
                continue;
            }
            views.add(m.isPass()
                    ? new LegalMovesView.MoveView("pass", null, null, null, false, paths ? List.of() : null)
                    : new LegalMovesView.MoveView(m.toText(), Square.name(m.from()), Square.name(m.to()),
                            m.isReplace() ? Square.name(m.target()) : null, m.isWin(),
                            paths ? LegalMovesView.names(legal.path()) : null));
        }
        return new LegalMovesView("gyges", ply, position.toMove().lowerName(), position.toString(), views.size(), views);
    }

    private static void assertSameJson(Integer ply, Position position, List<LegalMove> moves, int from, boolean paths)
            throws Exception {
        JsonNode written = JSON.readTree(LegalMovesJson.write(ply, position, moves, from, paths));
        JsonNode reference = JSON.valueToTree(view(ply, position, moves, from, paths));
        assertThat(written).as("%s from %s paths %s", position, from, paths).isEqualTo(reference);
    }

    @Test
    void everyVectorPositionIsWrittenAsJacksonWouldWithAndWithoutPaths() throws Exception {
        for (String line : TestFiles.lines("vectors/gyges/legal-moves.jsonl")) {
            JsonNode vector = JSON.readTree(line);
            Position position = ((Parsed.Ok<Position>) PositionText.parse(vector.get("position").asText())).value();
            Rules rules = Rules.STANDARD
                    .withPathRule(Rules.PathRule.valueOf(vector.get("rules").get("pathRule").asText()))
                    .withReplace(vector.get("rules").get("replace").asBoolean())
                    .withBlockedRow(Rules.BlockedRow.valueOf(vector.get("rules").get("blockedRow").asText()));
            List<LegalMove> moves = new MoveGenerator(rules).legalMoves(position);

            assertSameJson(null, position, moves, Square.NONE, true);
            assertSameJson(7, position, moves, Square.NONE, false);
            assertSameJson(null, position, moves, moves.get(0).move().from(), true);
        }
    }

    @Test
    void aPassAndAWinAreWrittenAsJacksonWould() throws Exception {
        Position blocked = ((Parsed.Ok<Position>) PositionText.parse("....../....../....../....../131113/222233 S")).value();
        Position winning = ((Parsed.Ok<Position>) PositionText.parse("1...../..2.../....../....../....../...... S")).value();
        Rules pass = Rules.STANDARD.withBlockedRow(Rules.BlockedRow.PASS);

        assertSameJson(3, blocked, new MoveGenerator(pass).legalMoves(blocked), Square.NONE, true);
        assertSameJson(3, blocked, new MoveGenerator(pass).legalMoves(blocked), Square.NONE, false);
        assertSameJson(null, winning, new MoveGenerator(Rules.STANDARD).legalMoves(winning), Square.NONE, true);
    }
}
