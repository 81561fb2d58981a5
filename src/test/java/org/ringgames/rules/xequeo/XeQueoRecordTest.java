package org.ringgames.rules.xequeo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.rules.record.RecordAssert.assertBad;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.record.Ending;
import org.ringgames.rules.record.RecordClock;
import org.ringgames.rules.record.RecordRead;
import org.ringgames.rules.record.Tag;

class XeQueoRecordTest {

    private static final String DISCS = "......./......./......./......./5.6.7../......./1.2.3.4";

    private static Position position(String text) {
        return ((Parsed.Ok<Position>) PositionText.parse(text)).value();
    }

    private static List<Integer> squares(String... names) {
        return java.util.Arrays.stream(names).map(Square::parse).toList();
    }

    /** Game on line 1, Setup on 2, Result on 3, Termination (if any) on 4, the movetext after a blank line. */
    private static String record(String result, String termination, String movetext) {
        return "[Game \"xequeo\"]\n[Setup \"" + DISCS + "\"]\n[Result \"" + result + "\"]\n"
                + (termination == null ? "" : "[Termination \"" + termination + "\"]\n") + "\n" + movetext;
    }

    @Test
    void aHandWrittenRecordReadsToItsModel() {
        String text = """
                [Game "xequeo"]
                [Clock "2d"]
                [Placer "Ann"]
                [Ringer "Béla"]
                [Setup "......./......./......./......./5.6.7../......./1.2.3.4"]
                [Result "1-0"]
                [Termination "resignation"]
                [Event "club night"]

                round 1 ring d6 secrets 2 4
                1. a1-b2 {[%clk 47:59:59]} c3-d4 2. guess 4 {[%clk 47:00:00.25]}
                round 2 ring g7
                1. d4-e5
                1-0
                """;

        RecordRead<XeQueoRecord> read = XeQueoRecord.read(text);

        Position afterA1 = position("......./......./......./......./5.6.7../.1...../..2.3.4 d6 R");
        Position afterC3 = position("......./......./......./...6.../5...7../.1...../..2.3.4 d6 P");
        Position afterD4 = position("......./......./....6../......./5...7../.1...../..2.3.4 g7 R");
        XeQueoRecord expected = new XeQueoRecord(Optional.of(RecordClock.correspondence(2)), Optional.of("Ann"),
                Optional.of("Béla"), Optional.of(position(DISCS + " - P")), List.of(
                        new XeQueoRecord.Round(Square.parse("d6"), OptionalInt.of(2), OptionalInt.of(4), List.of(
                                new XeQueoRecord.Ply("a1-b2", squares("a1", "b2"), afterA1, OptionalLong.of(172_799_000)),
                                new XeQueoRecord.Ply("c3-d4", squares("c3", "d4"), afterC3, OptionalLong.empty()),
                                new XeQueoRecord.Ply("guess 4", List.of(), afterC3, OptionalLong.of(169_200_250)))),
                        new XeQueoRecord.Round(Square.parse("g7"), OptionalInt.empty(), OptionalInt.empty(), List.of(
                                new XeQueoRecord.Ply("d4-e5", squares("d4", "e5"), afterD4, OptionalLong.empty())))),
                Optional.of(Ending.win(0, "resignation")), List.of(new Tag("Event", "club night")));
        assertThat(read).isEqualTo(RecordRead.ok(expected));
        assertThat(expected.write()).isEqualTo(text);
    }

    @Test
    void aRoundWhoseRingIsPlacedButHasNoMovesIsWritten() {
        XeQueoRecord match = new XeQueoRecord(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(position(DISCS + " - P")),
                List.of(new XeQueoRecord.Round(Square.parse("d6"), OptionalInt.empty(), OptionalInt.empty(), List.of())),
                Optional.empty(), List.of());

        assertThat(match.write()).endsWith("\n\nround 1 ring d6\n*\n");
        assertThat(XeQueoRecord.read(match.write())).isEqualTo(RecordRead.ok(match));
    }

    @Test
    void fourRingsWinTheMatchAndNoRoundMayFollow() {
        String rounds = "round 1 ring d6 secrets 1 4\n1. guess 4\nround 2 ring d6 secrets 1 4\n1. guess 4\n"
                + "round 3 ring d6 secrets 1 4\n1. guess 4\nround 4 ring d6 secrets 1 4\n1. guess 4\n";
        XeQueoRecord won = ((RecordRead.Ok<XeQueoRecord>) XeQueoRecord.read(record("1-0", null, rounds + "1-0\n"))).value();

        assertThat(won.ending()).contains(Ending.win(0, "rings"));
        assertBad(XeQueoRecord.read(record("1-0", "rings", rounds + "round 5 ring d6\n1-0\n")), 14, 4,
                "round 5 follows the end of the match: the placer has already won 4 rings");
        assertBad(XeQueoRecord.read(record("1-0", "resignation", rounds + "1-0\n")), 4, 4,
                "the Termination resignation contradicts the board, which ended the game by rings");
        assertBad(XeQueoRecord.read(record("1-0", "rings", "round 1 ring d6\n1-0\n")), 4,
                "the Termination rings is an ending on the board");
    }

    @Test
    void secretsStandExactlyOnRoundsThatAreOver() {
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6\n1. a1-b2 guess 3\n*\n")), 6, 2,
                "ply 2: guess 3 ends round 1, but its header records no secrets");
        assertBad(XeQueoRecord.read(record("1-0", "resignation", "round 1 ring d6 secrets 2 4\n1. a1-b2\n1-0\n")), 6, 1,
                "round 1 records secrets, but it is not over");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6\n1. c3-d4 d4-d5 2. d5-d6\n*\n")), 6, 3,
                "ply 3: d5-d6 ends round 1, but its header records no secrets");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6 secrets x 4\n*\n")), 5, "the secrets read");
    }

    @Test
    void aSecretThatContradictsAnEntryIsRefused() {
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6 secrets 2 4\n1. c3-d4 d4-d5 2. d5-d6\n*\n")),
                6, 3, "ply 3: d5-d6 enters the ring with disc 6, but the placer's secret in round 1 is 2");
        XeQueoRecord entered = ((RecordRead.Ok<XeQueoRecord>) XeQueoRecord.read(
                record("*", null, "round 1 ring d6 secrets 6 4\n1. c3-d4 d4-d5 2. d5-d6\n*\n"))).value();
        assertThat(entered.rounds().get(0).plies().get(2).shown())
                .isEqualTo(position("......./...6.../......./......./5...7../......./1.2.3.4 d6 R"));
    }

    @Test
    void ringsAndRoundHeadersAreChecked() {
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d4\n*\n")), 5,
                "round 1: the ring may not go on d4, which is next to a disc");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring a1\n*\n")), 5, "which holds a disc");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring h9\n*\n")), 5, "'h9' is not a square");
        assertBad(XeQueoRecord.read(record("*", null, "round 2 ring d6\n*\n")), 5,
                "the header of round 2 stands where round 1 begins");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6\n1. a1-b2\nround 2 ring g7\n*\n")), 7, 1,
                "round 2 begins before round 1 is over");
        assertBad(XeQueoRecord.read(record("*", null, "round 1\n*\n")), 5, "a round header reads");
        assertBad(XeQueoRecord.read(record("*", null, "1. a1-b2\nround 1 ring d6\n*\n")), 5, 1,
                "ply 1: 'a1-b2' stands before the header of round 1");
        assertBad(XeQueoRecord.read("[Game \"xequeo\"]\n[Result \"*\"]\n\nround 1 ring d6\n*\n"), 4,
                "without a Setup tag");
    }

    @Test
    void movesAreReadAndCheckedWithTheirPly() {
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6\n1. a1-b2 c3-d9\n*\n")), 6, 2,
                "ply 2: 'c3-d9' is not move text");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6\n1. a1-a2 c3-c2\n*\n")), 6, 2,
                "ply 2: c3-c2 is not legal in ");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6\n1. a1-b2 2. c3-d4\n*\n")), 6, 2,
                "ply 2: the move number is 2.; this move is number 1.");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6 secrets 2 4\n1. guess 4 a1-b2\n*\n")), 6, 2,
                "ply 2: a1-b2 follows the end of round 1");
        assertBad(XeQueoRecord.read(record("*", null, "round 1 ring d6\n1. a1-b2\n")), 6, 1,
                "does not end with the result token *");
    }

    @Test
    void badTagsAreRefused() {
        assertBad(XeQueoRecord.read("[Game \"gyges\"]\n[Result \"*\"]\n\n*\n"), 1, "names 'gyges'");
        assertBad(XeQueoRecord.read("[Game \"xequeo\"]\n[Rules \"maxPlies=3\"]\n[Result \"*\"]\n\n*\n"), 2,
                "no rule options");
        assertThat(XeQueoRecord.read("[Game \"xequeo\"]\n[Rules \"\"]\n[Result \"*\"]\n\n*\n"))
                .isInstanceOf(RecordRead.Ok.class);
        assertBad(XeQueoRecord.read("[Game \"xequeo\"]\n[Setup \"......./.......\"]\n[Result \"*\"]\n\n*\n"), 2,
                "the Setup is not seven rows of discs");
        assertBad(XeQueoRecord.read("[Game \"xequeo\"]\n[Setup \"......./......./......./......./......./......./1.2.3.4\"]\n"
                + "[Result \"*\"]\n\n*\n"), 2, "it holds 4 discs");
        assertBad(XeQueoRecord.read("[Game \"xequeo\"]\n[Clock \"1d+3\"]\n[Result \"*\"]\n\n*\n"), 2, "the Clock");
    }
}
