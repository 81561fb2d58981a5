package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringgames.rules.Parsed;

class PositionTextTest {

    @Test
    void theStartingPositionReadsRowSixFirst() {
        Position position = Positions.position("321123/....../....../....../....../123321 N");

        assertThat(position.size(Square.parse("a6"))).isEqualTo(3);
        assertThat(position.size(Square.parse("a1"))).isEqualTo(1);
        assertThat(position.size(Square.parse("c1"))).isEqualTo(3);
        assertThat(position.toMove()).isEqualTo(Side.NORTH);
        assertThat(position.pieceCount()).isEqualTo(12);
        assertThat(PositionText.format(position)).isEqualTo("321123/....../....../....../....../123321 N");
    }

    @ParameterizedTest(name = "''{0}'' fails at {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "321123/....../....../....../....../123321 X | 42 | expected the side to move",
        "321123/....../....../....../....../123321 | 41 | expected ' ' after row 1",
        "321123/....4./....../....../....../123321 S | 11 | expected '.', '1', '2' or '3' for square e5",
        "321123/...../....../....../....../123321 S | 12 | row 5 has fewer than six squares",
        "321123/......./....../....../....../123321 S | 13 | row 5 has more than six squares",
        "321123-....../....../....../....../123321 S | 6 | expected '/' after row 6",
        "'321123/....../....../....../....../123321  S' | 42 | expected the side to move",
        "'321123/....../....../....../....../123321 S  ' | 43 | unexpected text after the side to move",
        "321123/...... | 13 | expected '/' after row 5",
    })
    void malformedTextNamesTheOffendingCharacter(String text, int index, String reason) {
        Parsed<Position> parsed = PositionText.parse(text);

        assertThat(parsed).isInstanceOf(Parsed.Failed.class);
        Parsed.Failed<Position> failed = (Parsed.Failed<Position>) parsed;
        assertThat(failed.index()).isEqualTo(index);
        assertThat(failed.reason()).startsWith(reason);
        assertThat(failed.message()).contains("position " + (index + 1));
    }

    @Test
    void aBoardWithoutPiecesOrWithTooManyOfASizeIsNotAPosition() {
        assertThat(Positions.position("....../....../....../....../....../...... S").validate())
                .isEqualTo("the board holds no piece");
        assertThat(Positions.position("11111./....../....../....../....../...... S").validate())
                .contains("5 pieces of size 1");
        assertThat(Positions.position("1...../....../....../....../....../...... S").validate()).isNull();
    }
}
