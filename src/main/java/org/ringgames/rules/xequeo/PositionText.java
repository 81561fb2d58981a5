package org.ringgames.rules.xequeo;

import org.ringgames.rules.Parsed;

/**
 * Position text of docs/rules/xequeo.md §7: rows 7 down to 1 separated by {@code /}, seven characters each
 * from {@code .} and {@code 1}…{@code 7}, a space, the ring's square or {@code -}, a space, the
 * seat to move {@code P} or {@code R}: {@code 4....../..2..../....5../.1...../...7.../3....../....6.. g7 P}.
 * Strict; names the first offending character. Checks syntax only ({@link Position#validate()}).
 */
public final class PositionText {

    private PositionText() {
    }

    public static Parsed<Position> parse(String text) {
        byte[] discs = new byte[Square.COUNT];
        int i = 0;
        for (int rank = 6; rank >= 0; rank--) {
            for (int column = 0; column < 7; column++, i++) {
                if (i >= text.length()) {
                    return Parsed.failed(text, i, "the text ends inside row " + (rank + 1));
                }
                char c = text.charAt(i);
                if (c == '.') {
                    continue;
                }
                if (c < '1' || c > '7') {
                    return Parsed.failed(text, i, c == '/' || c == ' ' ? "row " + (rank + 1) + " has fewer than seven squares"
                            : "expected '.' or a disc '1'…'7' for square " + Square.name(Square.of(column, rank)));
                }
                discs[Square.of(column, rank)] = (byte) (c - '0');
            }
            char separator = rank > 0 ? '/' : ' ';
            if (i >= text.length() || text.charAt(i) != separator) {
                return Parsed.failed(text, i, "expected '" + separator + "' after row " + (rank + 1));
            }
            i++;
        }
        int ring;
        if (text.startsWith("-", i)) {
            ring = Square.NONE;
            i += 1;
        } else {
            ring = i + 2 <= text.length() ? Square.parse(text.substring(i, i + 2)) : Square.NONE;
            if (ring == Square.NONE) {
                return Parsed.failed(text, i, "expected the ring's square (a1…g7) or '-'");
            }
            i += 2;
        }
        if (i >= text.length() || text.charAt(i) != ' ') {
            return Parsed.failed(text, i, "expected ' ' after the ring");
        }
        i++;
        if (i >= text.length() || (text.charAt(i) != 'P' && text.charAt(i) != 'R')) {
            return Parsed.failed(text, i, "expected the seat to move, 'P' or 'R'");
        }
        Seat seat = text.charAt(i) == 'P' ? Seat.PLACER : Seat.RINGER;
        if (i + 1 != text.length()) {
            return Parsed.failed(text, i + 1, "unexpected text after the seat to move");
        }
        return Parsed.ok(Position.of(discs, ring, seat));
    }

    public static String format(Position position) {
        StringBuilder text = new StringBuilder(64);
        for (int rank = 6; rank >= 0; rank--) {
            for (int column = 0; column < 7; column++) {
                int disc = position.disc(Square.of(column, rank));
                text.append(disc == 0 ? '.' : (char) ('0' + disc));
            }
            text.append(rank > 0 ? '/' : ' ');
        }
        text.append(position.ring() == Square.NONE ? "-" : Square.name(position.ring()));
        return text.append(' ').append(position.toMove().letter()).toString();
    }
}
