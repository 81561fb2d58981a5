package org.ringgames.rules.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.rules.record.RecordAssert.assertBad;

import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class RecordTextTest {

    @Test
    void anEmptyRecordIsRefused() {
        assertBad(RecordText.lex(""), 0, "the record is empty");
        assertBad(RecordText.lex(" \n\n"), 0, "the record is empty");
    }

    @Test
    void aRecordOverTheSizeLimitIsRefused() {
        assertBad(RecordText.lex("[Game \"x\"]\n\n" + "*".repeat(RecordText.MAX_CHARS)), 0, "more than the 262144");
    }

    @Test
    void malformedTagLinesAreRefusedWithTheirLine() {
        assertBad(RecordText.lex("[Game \"gyges\"]\n[Result *]\n\n*\n"), 2, "is not a tag line");
        assertBad(RecordText.lex("[Game \"gyges\"]\n[9x \"a\"]\n"), 2, "the tag name '9x'");
        assertBad(RecordText.lex("[Game \"gyges]\n"), 1, "no closing '\"'");
        assertBad(RecordText.lex("[Game \"a\\n\"]\n"), 1, "the only escapes");
        assertBad(RecordText.lex("[Game \"a\tb\"]\n"), 1, "control character");
        assertBad(RecordText.lex("[Game \"a\"] x\n"), 1, "nothing after the ']'");
    }

    @Test
    void aDuplicatedTagIsRefused() {
        assertBad(RecordText.lex("[Game \"gyges\"]\n[Date \"a\"]\n[Date \"b\"]\n\n*\n"), 3,
                "the tag Date appears twice, on lines 2 and 3");
    }

    @Test
    void tagValuesAreUnescapedAndTokensKeepTheirLines() {
        RecordText.Lexed lexed = ((RecordRead.Ok<RecordText.Lexed>) RecordText.lex(
                "[South \"a \\\"b\\\" \\\\ c\"]\n\n1. c1-c2 {[%clk 0:01:00]\n still} d6-d5\n2... e1\n*\n")).value();

        assertThat(lexed.tags()).containsExactly(new RecordText.TagLine("South", "a \"b\" \\ c", 1));
        assertThat(lexed.tokens()).containsExactly(
                new RecordText.Token(RecordText.Kind.NUMBER, "1", 3),
                new RecordText.Token(RecordText.Kind.WORD, "c1-c2", 3),
                new RecordText.Token(RecordText.Kind.COMMENT, "[%clk 0:01:00]\n still", 3),
                new RecordText.Token(RecordText.Kind.WORD, "d6-d5", 4),
                new RecordText.Token(RecordText.Kind.NUMBER, "2", 5),
                new RecordText.Token(RecordText.Kind.WORD, "e1", 5),
                new RecordText.Token(RecordText.Kind.RESULT, "*", 6));
        assertThat(RecordText.tagLine("South", "a \"b\" \\ c")).isEqualTo("[South \"a \\\"b\\\" \\\\ c\"]");
    }

    @Test
    void anUnclosedCommentIsRefused() {
        assertBad(RecordText.lex("[Game \"gyges\"]\n\nc1-c2 {oops\n*\n"), 3, "never closed");
    }

    @Test
    void theGameTagIsReadForDispatchAndTagsAreFoundByName() {
        String text = "[Game \"xequeo\"]\n[Result \"*\"]\n\n*\n";

        assertThat(RecordText.game(text)).isEqualTo(RecordRead.ok("xequeo"));
        assertBad(RecordText.game("[Result \"*\"]\n\n*\n"), 0, "no Game tag");
        assertThat(RecordText.lineOfTag(text, "Result")).isEqualTo(2);
        assertThat(RecordText.lineOfTag(text, "Clock")).isZero();
    }

    @Test
    void clocksFollowTheirGrammar() {
        assertThat(RecordClock.parse("300+2")).contains(RecordClock.fischer(300, 2));
        assertThat(RecordClock.parse("3d setup=60 first=120"))
                .contains(RecordClock.correspondence(3).withSetupSeconds(60).withFirstMoveSeconds(120));
        assertThat(RecordClock.parse("300+2 first=30").get().text()).isEqualTo("300+2 first=30");
        for (String bad : new String[] {"", "300", "300+", "+2", "1.5+2", "3d+1", "3d first=1 setup=2", "3 d", "300+2 "}) {
            assertThat(RecordClock.parse(bad)).as(bad).isEqualTo(Optional.empty());
        }
    }

    @Test
    void clockCommentsCarryMillisecondsTrimmed() {
        assertThat(RecordText.clkComment(298_000)).isEqualTo("{[%clk 0:04:58]}");
        assertThat(RecordText.clkComment(299_500)).isEqualTo("{[%clk 0:04:59.5]}");
        assertThat(RecordText.clkComment(299_250)).isEqualTo("{[%clk 0:04:59.25]}");
        assertThat(RecordText.clkComment(299_125)).isEqualTo("{[%clk 0:04:59.125]}");
        assertThat(RecordText.clkComment(36_000_000)).isEqualTo("{[%clk 10:00:00]}");
        assertThat(RecordText.clk("[%clk 0:04:59.5]")).isEqualTo(OptionalLong.of(299_500));
        assertThat(RecordText.clk("[%clk 1:00:00.125]")).isEqualTo(OptionalLong.of(3_600_125));
        assertThat(RecordText.clk("a remark")).isEqualTo(OptionalLong.empty());
        assertThat(RecordText.clk("[%clk 0:4:59]")).isNull();
        assertThat(RecordText.clk("[%clk 0:04:59.1234]")).isNull();
    }

    @Test
    void movetextIsWrappedBetweenUnitsAndTheResultStandsOnItsOwnLine() {
        MovetextWriter writer = new MovetextWriter();
        for (int i = 0; i < 30; i++) {
            writer.unit("c1-c2-c3");
        }
        String text = writer.finish("*");

        assertThat(text.lines()).allMatch(line -> line.length() <= 80);
        assertThat(text).endsWith("\n*\n");
        assertThat(text.lines().findFirst().get()).hasSize(80);
    }
}
