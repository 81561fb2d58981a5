package org.ringgames.rules.gyges;

import org.ringgames.rules.Parsed;

/**
 * Position text of docs/rules/gyges.md §6: rows 6 down to 1 separated by {@code /}, six characters each from
 * {@code .123}, a space, then the side to move {@code S} or {@code N}. For example
 * {@code 321123/....../....../....../....../123321 S}. Parsing is strict (no extra spaces) and
 * names the first offending character. It checks the syntax only; {@link Position#validate()}
 * checks the piece counts.
 */
public final class PositionText {

    private static final int LENGTH = 6 * 7 + 1;

    private PositionText() {
    }

    public static Parsed<Position> parse(String text) {
        byte[] sizes = new byte[Square.COUNT];
        int i = 0;
        for (int rank = 5; rank >= 0; rank--) {
            for (int column = 0; column < 6; column++, i++) {
                if (i >= text.length()) {
                    return Parsed.failed(text, i, "the text ends inside row " + (rank + 1));
                }
                char c = text.charAt(i);
                if (c == '.') {
                    continue;
                }
                if (c < '1' || c > '3') {
                    String reason = c == '/' || c == ' '
                            ? "row " + (rank + 1) + " has fewer than six squares"
                            : "expected '.', '1', '2' or '3' for square " + Square.name(Square.of(column, rank));
                    return Parsed.failed(text, i, reason);
                }
                sizes[Square.of(column, rank)] = (byte) (c - '0');
            }
            char separator = rank > 0 ? '/' : ' ';
            if (i >= text.length()) {
                return Parsed.failed(text, i, "expected '" + separator + "' after row " + (rank + 1));
            }
            if (text.charAt(i) != separator) {
                String reason = rank > 0 && isSquareChar(text.charAt(i))
                        ? "row " + (rank + 1) + " has more than six squares"
                        : "expected '" + separator + "' after row " + (rank + 1);
                return Parsed.failed(text, i, reason);
            }
            i++;
        }
        if (i >= text.length()) {
            return Parsed.failed(text, i, "expected the side to move, 'S' or 'N'");
        }
        char side = text.charAt(i);
        if (side != 'S' && side != 'N') {
            return Parsed.failed(text, i, "expected the side to move, 'S' or 'N'");
        }
        if (text.length() > LENGTH) {
            return Parsed.failed(text, LENGTH, "unexpected text after the side to move");
        }
        return Parsed.ok(Position.of(sizes, side == 'S' ? Side.SOUTH : Side.NORTH));
    }

    private static boolean isSquareChar(char c) {
        return c == '.' || (c >= '1' && c <= '3');
    }

    public static String format(Position position) {
        StringBuilder text = new StringBuilder(LENGTH);
        for (int rank = 5; rank >= 0; rank--) {
            for (int column = 0; column < 6; column++) {
                int size = position.size(Square.of(column, rank));
                text.append(size == 0 ? '.' : (char) ('0' + size));
            }
            text.append(rank > 0 ? '/' : ' ');
        }
        return text.append(position.toMove().letter()).toString();
    }
}
