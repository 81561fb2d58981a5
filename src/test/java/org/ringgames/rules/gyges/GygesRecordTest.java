package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.rules.gyges.Positions.input;
import static org.ringgames.rules.gyges.Positions.position;
import static org.ringgames.rules.record.RecordAssert.assertBad;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.record.Ending;
import org.ringgames.rules.record.RecordClock;
import org.ringgames.rules.record.RecordRead;
import org.ringgames.rules.record.Tag;

class GygesRecordTest {

    private static final String START = "....../....../..3.../....../..2.../..1... S";

    private static String record(String tags, String movetext) {
        return "[Game \"gyges\"]\n" + tags + "\n" + movetext;
    }

    private static String withSetup(String result, String movetext) {
        return record("[Setup \"" + START + "\"]\n[Result \"" + result + "\"]\n", movetext);
    }

    @Test
    void aHandWrittenRecordReadsToItsModel() {
        String text = """
                [Game "gyges"]
                [Rules "pathRule=square replace=false maxPlies=50"]
                [Clock "300+2 first=60"]
                [South "Ann \\"the rock\\""]
                [North "bot-7"]
                [Setup "....../....../..3.../....../..2.../..1... S"]
                [Result "1-0"]
                [Termination "resignation"]
                [Date "2026-12-02T07:39:42Z"]
                [ExternalId "r3-b7"]

                1. c1-c2-c3-d3 {[%clk 0:04:58]} {a remark}
                c4-b6 {[%clk 0:04:59.5]} 2. c2-b1
                1-0
                """;

        RecordRead<GygesRecord> read = GygesRecord.read(text);

        Rules rules = Rules.STANDARD.withPathRule(Rules.PathRule.SQUARE).withReplace(false).withMaxPlies(50);
        Position start = position(START);
        Position first = position("....../....../..3.../...1../..2.../...... N");
        Position second = position(".3..../....../....../...1../..2.../...... S");
        Position third = position(".3..../....../....../...1../....../.2.... N");
        List<Integer> northPath = ((MoveCheck.Legal) new MoveChecker(rules).check(first, input("c4-b6"))).move().path();
        List<Integer> southPath = ((MoveCheck.Legal) new MoveChecker(rules).check(second, input("c2-b1"))).move().path();
        GygesRecord expected = new GygesRecord(rules, Optional.of(RecordClock.fischer(300, 2).withFirstMoveSeconds(60)),
                Optional.of("Ann \"the rock\""), Optional.of("bot-7"), Optional.of(start), List.of(
                        new GygesRecord.Ply("c1-d3", squares("c1", "c2", "c3", "d3"), first, OptionalLong.of(298_000)),
                        new GygesRecord.Ply("c4-b6", northPath, second, OptionalLong.of(299_500)),
                        new GygesRecord.Ply("c2-b1", southPath, third, OptionalLong.empty())),
                Optional.of(Ending.win(0, "resignation")),
                List.of(new Tag("Date", "2026-12-02T07:39:42Z"), new Tag("ExternalId", "r3-b7")));
        assertThat(read).isEqualTo(RecordRead.ok(expected));
        String written = expected.write();
        assertThat(written).startsWith("""
                [Game "gyges"]
                [Rules "pathRule=SQUARE replace=false blockedRow=NEXT_ROW setupRows=1 setupOrder=BLOCK takebackAvoidableLoss=false maxPlies=50"]
                [Clock "300+2 first=60"]
                [South "Ann \\"the rock\\""]
                """);
        assertThat(written).endsWith("\n\n1. c1-c2-c3-d3 {[%clk 0:04:58]} c4-b6 {[%clk 0:04:59.5]} 2. c2-b1\n1-0\n"
                .replace("c1-c2-c3-d3", squares("c1", "c2", "c3", "d3").equals(witness(rules, start, "c1-d3"))
                        ? "c1-d3" : "c1-c2-c3-d3"));
    }

    private static List<Integer> witness(Rules rules, Position position, String move) {
        return ((MoveCheck.Legal) new MoveChecker(rules).check(position, input(move))).move().path();
    }

    private static List<Integer> squares(String... names) {
        return java.util.Arrays.stream(names).map(Square::parse).toList();
    }

    @Test
    void aGameInSetupAndOneResignedInSetupHaveNoMoves() {
        String text = record("[Result \"0-1\"]\n[Termination \"resignation\"]\n", "0-1\n");
        GygesRecord game = ((RecordRead.Ok<GygesRecord>) GygesRecord.read(text)).value();

        assertThat(game.start()).isEmpty();
        assertThat(game.ending()).contains(Ending.win(1, "resignation"));
        assertThat(GygesRecord.read(game.write())).isEqualTo(RecordRead.ok(game));
        assertThat(GygesRecord.read(record("[Result \"*\"]\n", "*\n"))).isInstanceOf(RecordRead.Ok.class);
    }

    @Test
    void aPassIsCheckedLikeAnyMove() {
        // Under PASS, South's blocked row 1 passes; North then has moves, so its pass is illegal.
        String text = record("[Rules \"blockedRow=PASS\"]\n[Setup \"....../....../....../....../121121/332233 S\"]\n"
                + "[Result \"*\"]\n", "1. pass pass\n*\n");

        assertBad(GygesRecord.read(text), 6, 2, "ply 2: pass is not legal in ....../....../....../....../121121/332233 N: "
                + "pass is legal only when no other move is");
    }

    @Test
    void missingOrUnknownGameAndMissingResultAreRefused() {
        assertBad(GygesRecord.read("[Result \"*\"]\n\n*\n"), 0, "no Game tag");
        assertBad(GygesRecord.read("[Game \"chess\"]\n[Result \"*\"]\n\n*\n"), 1, "names 'chess'");
        assertBad(GygesRecord.read("[Game \"gyges\"]\n\n*\n"), 0, "no Result tag");
        assertBad(GygesRecord.read("[Game \"gyges\"]\n[Result \"2-0\"]\n\n*\n"), 2, "is not one of");
        assertBad(GygesRecord.read("[Game \"gyges\"]\n[Result \"1-0\"]\n[Termination \"rings\"]\n\n1-0\n"), 3,
                "not a way this game ends");
    }

    @Test
    void badRulesOptionsAreRefused() {
        assertBad(GygesRecord.read(record("[Rules \"pathrule=EDGE\"]\n[Result \"*\"]\n", "*\n")), 2,
                "there is no rule option 'pathrule'");
        assertBad(GygesRecord.read(record("[Rules \"setupRows=3\"]\n[Result \"*\"]\n", "*\n")), 2,
                "'3' is not a value of the option setupRows");
        assertBad(GygesRecord.read(record("[Rules \"maxPlies=0\"]\n[Result \"*\"]\n", "*\n")), 2, "maxPlies");
        assertBad(GygesRecord.read(record("[Rules \"replace=true replace=false\"]\n[Result \"*\"]\n", "*\n")), 2,
                "given twice");
        assertBad(GygesRecord.read(record("[Rules \"EDGE\"]\n[Result \"*\"]\n", "*\n")), 2, "not name=value");
        assertThat(GygesRecord.read(record("[Rules \"\"]\n[Result \"*\"]\n", "*\n"))).isInstanceOf(RecordRead.Ok.class);
    }

    @Test
    void aBadClockSeatOrSetupIsRefused() {
        assertBad(GygesRecord.read(record("[Clock \"5 minutes\"]\n[Result \"*\"]\n", "*\n")), 2, "the Clock '5 minutes'");
        assertBad(GygesRecord.read(record("[South \"" + "x".repeat(101) + "\"]\n[Result \"*\"]\n", "*\n")), 2,
                "1 to 100 characters");
        assertBad(GygesRecord.read(record("[North \"\"]\n[Result \"*\"]\n", "*\n")), 2, "1 to 100 characters");
        assertBad(GygesRecord.read(record("[Setup \"321123/....../321123 S\"]\n[Result \"*\"]\n", "*\n")), 2,
                "the Setup is not a position");
        assertBad(GygesRecord.read(record("[Setup \"....../....../....../....../....../...... S\"]\n[Result \"*\"]\n",
                "*\n")), 2, "no piece");
    }

    @Test
    void aWrongMoveNumberIsRefused() {
        assertBad(GygesRecord.read(withSetup("*", "1. c1-c2-c3-d3 c4-b6 3. c2-b1\n*\n")), 5, 3,
                "ply 3: the move number is 3.; this move is number 2.");
        assertThat(GygesRecord.read(withSetup("*", "c1-d3 1... c4-b6\n*\n"))).isInstanceOf(RecordRead.Ok.class);
    }

    @Test
    void unreadableAndIllegalMovesAreRefusedWithTheirPly() {
        assertBad(GygesRecord.read(withSetup("*", "1. c1-d3\nc4-x9\n*\n")), 6, 2, "ply 2: 'c4-x9' is not move text");
        assertBad(GygesRecord.read(withSetup("*", "1. c1-f6\n*\n")), 5, 1,
                "ply 1: c1-f6 is not legal in " + START + ": no legal path takes the piece on c1 to f6");
        assertBad(GygesRecord.read(withSetup("*", "1. c1-c2-c1\n*\n")), 5, 1, "already crossed");
    }

    @Test
    void movesWithoutASetupOrAfterTheEndAreRefused() {
        assertBad(GygesRecord.read(record("[Result \"*\"]\n", "1. c1-c2\n*\n")), 4, 1, "without a Setup tag");
        String won = "[Setup \"..1.../....../....../....../....../...... S\"]\n[Result \"1-0\"]\n";
        assertBad(GygesRecord.read(record(won, "1. c6-N c1-c2\n1-0\n")), 5, 2, "follows the end of the game (goal at ply 1)");
        assertThat(GygesRecord.read(record(won, "1. c6-N\n1-0\n"))).isInstanceOf(RecordRead.Ok.class);
    }

    @Test
    void theResultTokenMustEndTheMovetextAndMatchTheTag() {
        assertBad(GygesRecord.read(withSetup("*", "1. c1-d3\n")), 5, 1, "does not end with the result token *");
        assertBad(GygesRecord.read(withSetup("*", "1. c1-d3 1-0\n")), 5, 1, "the result token 1-0 differs from the Result tag *");
        assertBad(GygesRecord.read(withSetup("*", "1. c1-d3\n*\nc4-b6\n")), 7, 1, "'c4-b6' follows the result token");
        assertBad(GygesRecord.read(withSetup("*", "1. c1-d3 {[%clk 5]}\n*\n")), 5, 1, "the clock comment");
    }

    @Test
    void theResultAndTerminationMustFitTheBoard() {
        String won = "[Setup \"..1.../....../....../....../....../...... S\"]\n";
        assertBad(GygesRecord.read(record(won + "[Result \"0-1\"]\n", "1. c6-N\n0-1\n")), 3, 1,
                "the Result 0-1 contradicts the board, which ended the game by goal: the result is 1-0");
        assertBad(GygesRecord.read(record(won + "[Result \"*\"]\n", "1. c6-N\n*\n")), 3, 1, "contradicts the board");
        assertBad(GygesRecord.read(record(won + "[Result \"1-0\"]\n[Termination \"resignation\"]\n", "1. c6-N\n1-0\n")),
                4, 1, "the Termination resignation contradicts the board");
        assertBad(GygesRecord.read(withSetup("1-0", "1. c1-d3\n1-0\n")), 3, 1, "no Termination tag");
        String[][] cases = {
                {"1-0", "goal", "is an ending on the board"},
                {"1/2-1/2", "max-plies", "is an ending on the board"},
                {"1/2-1/2", "double-pass", "is an ending on the board"},
                {"1/2-1/2", "resignation", "needs a winner, 1-0 or 0-1"},
                {"1/2-1/2", "timeout", "needs a winner"},
                {"1-0", "draw-agreed", "needs the Result 1/2-1/2"},
                {"1-0", "aborted", "needs the Result * (no result)"},
                {"*", "adjudicated", "needs the Result 1-0, 0-1 or 1/2-1/2"},
                {"*", "resignation", "needs a winner"},
        };
        for (String[] c : cases) {
            String tags = "[Setup \"" + START + "\"]\n[Result \"" + c[0] + "\"]\n[Termination \"" + c[1] + "\"]\n";
            assertBad(GygesRecord.read(record(tags, "1. c1-d3\n" + c[0] + "\n")), 4, 1, c[2]);
        }
        GygesRecord aborted = ((RecordRead.Ok<GygesRecord>) GygesRecord.read(record(
                "[Setup \"" + START + "\"]\n[Result \"*\"]\n[Termination \"aborted\"]\n", "*\n"))).value();
        assertThat(aborted.ending()).contains(Ending.none("aborted"));
        assertThat(aborted.write()).contains("[Result \"*\"]\n[Termination \"aborted\"]\n");
    }

    @Test
    void maxPliesEndsTheGameAsADraw() {
        String tags = "[Rules \"maxPlies=2\"]\n[Setup \"" + START + "\"]\n[Result \"1/2-1/2\"]\n";
        GygesRecord game = ((RecordRead.Ok<GygesRecord>) GygesRecord.read(record(tags, "1. c1-d3 c4-b6\n1/2-1/2\n"))).value();

        assertThat(game.ending()).contains(new Ending(OptionalInt.empty(), "max-plies"));
        assertBad(GygesRecord.read(record(tags, "1. c1-d3 c4-b6 2. c2-b1\n1/2-1/2\n")), 6, 3, "follows the end");
    }
}
