package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringgames.rules.Parsed;

class MoveTextTest {

    @Test
    void compactAndFullPathTextAreTold() {
        assertThat(Positions.input("c1-d4").isFullPath()).isFalse();
        assertThat(Positions.input("c1-c2").isFullPath()).isFalse();
        assertThat(Positions.input("c1-c2-d2").isFullPath()).isTrue();
        assertThat(Positions.input("pass").isPass()).isTrue();
        MoveText.Input replace = Positions.input("c1-c2-d2-d3>e2");
        assertThat(replace.target()).isEqualTo(Square.parse("e2"));
        assertThat(replace.squares()).containsExactly(2, 8, 9, 15);
        assertThat(Positions.input("b5-b6-N").squares()).endsWith(Square.N);
    }

    @ParameterizedTest(name = "''{0}'' fails at {1}")
    @CsvSource(delimiter = '|', value = {
        "c1 | 2 | a move names at least",
        "c7-d4 | 1 | expected a square such as",
        "g1-d4 | 0 | expected a square such as",
        "c1-d9 | 4 | expected a square 'a1'",
        "c1+d4 | 2 | expected '-' between squares",
        "c1-d4> | 6 | expected the replace target",
        "c1-d4>e2-f3 | 8 | unexpected text after the replace target",
        "c1-N-c2 | 4 | a goal can only be the last square",
        "N-c1 | 0 | a move starts on a board square",
        "c6-N>a1 | 4 | a winning move replaces nothing",
        "PASS | 0 | expected a square such as",
        "'' | 0 | expected a square such as",
    })
    void malformedMoveTextNamesTheOffendingCharacter(String text, int index, String reason) {
        Parsed<MoveText.Input> parsed = MoveText.parse(text);

        assertThat(parsed).isInstanceOf(Parsed.Failed.class);
        Parsed.Failed<MoveText.Input> failed = (Parsed.Failed<MoveText.Input>) parsed;
        assertThat(failed.reason()).startsWith(reason);
        assertThat(failed.index()).isEqualTo(index);
    }
}
