package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;

class SetupTest {

    private static List<Setup.Placement> row(String row, Side side) {
        return ((Parsed.Ok<List<Setup.Placement>>) Setup.parseRow(row, side)).value();
    }

    private static Setup.Placement at(String square, int size) {
        return new Setup.Placement(Square.parse(square), size);
    }

    private static Position accepted(Setup.Check check) {
        assertThat(check).isInstanceOf(Setup.Accepted.class);
        return ((Setup.Accepted) check).board();
    }

    private static Setup.Rejected rejected(Setup.Check check) {
        assertThat(check).isInstanceOf(Setup.Rejected.class);
        return (Setup.Rejected) check;
    }

    @Test
    void blockSetupTakesSouthsRowThenNorthsAndSouthMovesFirst() {
        Setup setup = new Setup(Rules.STANDARD);

        Position afterSouth = accepted(setup.place(Position.empty(), Side.SOUTH, row("321123", Side.SOUTH)));
        assertThat(setup.toPlace(afterSouth)).isEqualTo(Side.NORTH);
        Setup.Check done = setup.place(afterSouth, Side.NORTH, row("123321", Side.NORTH));

        assertThat(((Setup.Accepted) done).complete()).isTrue();
        assertThat(PositionText.format(accepted(done))).isEqualTo("123321/....../....../....../....../321123 S");
        assertThat(setup.toPlace(accepted(done))).isNull();
    }

    @Test
    void northMayNotPlaceBeforeSouthInBlockOrder() {
        Setup.Rejected rejected = rejected(new Setup(Rules.STANDARD)
                .place(Position.empty(), Side.NORTH, row("123321", Side.NORTH)));

        assertThat(rejected.reason()).isEqualTo(Setup.Reason.NOT_YOUR_TURN);
    }

    @Test
    void aSidePlacesExactlyTwoOfEachSize() {
        Setup.Rejected rejected = rejected(new Setup(Rules.STANDARD)
                .place(Position.empty(), Side.SOUTH, row("111223", Side.SOUTH)));

        assertThat(rejected.reason()).isEqualTo(Setup.Reason.INVALID);
        assertThat(rejected.detail()).contains("3 of size 1");
    }

    @Test
    void piecesGoOnlyIntoTheSidesZone() {
        Setup oneRow = new Setup(Rules.STANDARD);
        List<Setup.Placement> onRowTwo = List.of(at("a1", 1), at("b1", 1), at("c1", 2), at("d1", 2), at("e1", 3), at("a2", 3));

        assertThat(rejected(oneRow.place(Position.empty(), Side.SOUTH, onRowTwo)).detail())
                .isEqualTo("a2 is outside south's setup zone (row 1)");
        Setup twoRows = new Setup(Rules.STANDARD.withSetup(2, Rules.SetupOrder.BLOCK));
        assertThat(accepted(twoRows.place(Position.empty(), Side.SOUTH, onRowTwo)).size(Square.parse("a2"))).isEqualTo(3);
        List<Setup.Placement> northOnRowFour = List.of(at("a6", 1), at("b6", 1), at("c6", 2), at("d6", 2), at("e5", 3), at("a4", 3));
        Position afterSouth = accepted(twoRows.place(Position.empty(), Side.SOUTH, onRowTwo));
        assertThat(rejected(twoRows.place(afterSouth, Side.NORTH, northOnRowFour)).detail())
                .isEqualTo("a4 is outside north's setup zone (rows 5–6)");
    }

    @Test
    void aSquareTakesOnePiece() {
        List<Setup.Placement> twice = List.of(at("a1", 1), at("a1", 1), at("c1", 2), at("d1", 2), at("e1", 3), at("f1", 3));

        assertThat(rejected(new Setup(Rules.STANDARD).place(Position.empty(), Side.SOUTH, twice)).detail())
                .isEqualTo("a1 is already occupied");
    }

    @Test
    void alternateOrderTakesOnePlacementAtATimeSouthFirst() {
        Setup setup = new Setup(Rules.STANDARD.withSetup(2, Rules.SetupOrder.ALTERNATE));
        Position board = Position.empty();

        assertThat(rejected(setup.place(board, Side.SOUTH, row("321123", Side.SOUTH))).detail())
                .contains("takes 1 placement at a time, not 6");
        assertThat(rejected(setup.place(board, Side.NORTH, List.of(at("a6", 1)))).reason())
                .isEqualTo(Setup.Reason.NOT_YOUR_TURN);
        String[] south = {"a1", "b2", "c1", "d2", "e1", "f2"};
        String[] north = {"a6", "b5", "c6", "d5", "e6", "f5"};
        int[] sizes = {1, 1, 2, 2, 3, 3};
        for (int i = 0; i < 6; i++) {
            board = accepted(setup.place(board, Side.SOUTH, List.of(at(south[i], sizes[i]))));
            assertThat(rejected(setup.place(board, Side.SOUTH, List.of(at("b1", 1)))).reason())
                    .isEqualTo(Setup.Reason.NOT_YOUR_TURN);
            board = accepted(setup.place(board, Side.NORTH, List.of(at(north[i], sizes[i]))));
        }

        assertThat(setup.toPlace(board)).isNull();
        assertThat(rejected(setup.place(board, Side.SOUTH, List.of(at("b1", 1)))).reason())
                .isEqualTo(Setup.Reason.COMPLETE);
        assertThat(PositionText.format(board)).isEqualTo("1.2.3./.1.2.3/....../....../.1.2.3/1.2.3. S");
    }

    @Test
    void alternateOrderStillCountsTwoOfEachSize() {
        Setup setup = new Setup(Rules.STANDARD.withSetup(1, Rules.SetupOrder.ALTERNATE));
        Position board = accepted(setup.place(Position.empty(), Side.SOUTH, List.of(at("a1", 1))));
        board = accepted(setup.place(board, Side.NORTH, List.of(at("a6", 1))));
        board = accepted(setup.place(board, Side.SOUTH, List.of(at("b1", 1))));
        board = accepted(setup.place(board, Side.NORTH, List.of(at("b6", 2))));

        assertThat(rejected(setup.place(board, Side.SOUTH, List.of(at("c1", 1)))).detail())
                .contains("3 of size 1");
    }

    @Test
    void aHomeRowHasSixPieceSizes() {
        assertThat(Setup.parseRow("32112", Side.SOUTH)).isInstanceOf(Parsed.Failed.class);
        assertThat(Setup.parseRow("3211230", Side.SOUTH)).isInstanceOf(Parsed.Failed.class);
        assertThat(((Parsed.Failed<?>) Setup.parseRow("32.123", Side.SOUTH)).index()).isEqualTo(2);
        assertThat(row("321123", Side.NORTH).get(0)).isEqualTo(at("a6", 3));
    }
}
