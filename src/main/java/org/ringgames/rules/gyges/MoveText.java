package org.ringgames.rules.gyges;

import java.util.ArrayList;
import java.util.List;
import org.ringgames.rules.Parsed;

/**
 * Move text of docs/rules/gyges.md §6. Compact: {@code c1-d4}, {@code c1-d4>e2}, {@code c1-N}, {@code pass}.
 * Full path: the origin and every square entered, e.g. {@code c1-c2-d2-d3}, optionally
 * {@code >target}. Text with exactly two squares is read as compact: when the squares are adjacent
 * it names the same outcome either way.
 */
public final class MoveText {

    private MoveText() {
    }

    /**
     * What a client wrote, before it is checked against a position.
     *
     * @param squares the origin, then destination (compact) or every square entered (full path)
     * @param target  the replace target, or {@link Square#NONE}
     */
    public record Input(List<Integer> squares, int target) {

        public static final Input PASS = new Input(List.of(), Square.NONE);

        public Input {
            squares = List.copyOf(squares);
        }

        public boolean isPass() {
            return squares.isEmpty();
        }

        public boolean isFullPath() {
            return squares.size() > 2;
        }
    }

    public static Parsed<Input> parse(String text) {
        if (text.equals("pass")) {
            return Parsed.ok(Input.PASS);
        }
        List<Integer> squares = new ArrayList<>();
        int target = Square.NONE;
        int i = 0;
        while (true) {
            int start = i;
            int square = readSquare(text, i);
            if (square == Square.NONE) {
                return Parsed.failed(text, offendingIndex(text, start), squares.isEmpty()
                        ? "expected a square such as 'c1', or 'pass'"
                        : "expected a square 'a1'…'f6' or a goal 'N' or 'S'");
            }
            i += Square.isGoal(square) ? 1 : 2;
            if (Square.isGoal(square) && squares.isEmpty()) {
                return Parsed.failed(text, start, "a move starts on a board square, not on a goal");
            }
            if (!squares.isEmpty() && Square.isGoal(squares.get(squares.size() - 1))) {
                return Parsed.failed(text, start - 1, "a goal can only be the last square of a move");
            }
            squares.add(square);
            if (i == text.length()) {
                break;
            }
            char c = text.charAt(i);
            if (c == '>') {
                int t = readSquare(text, i + 1);
                if (t == Square.NONE || Square.isGoal(t)) {
                    return Parsed.failed(text, i + 1, "expected the replace target square after '>'");
                }
                if (Square.isGoal(square)) {
                    return Parsed.failed(text, i, "a winning move replaces nothing");
                }
                target = t;
                i += 3;
                if (i != text.length()) {
                    return Parsed.failed(text, i, "unexpected text after the replace target");
                }
                break;
            }
            if (c != '-') {
                return Parsed.failed(text, i, "expected '-' between squares or '>' before a target");
            }
            i++;
        }
        if (squares.size() < 2) {
            return Parsed.failed(text, text.length(), "a move names at least an origin and a destination");
        }
        return Parsed.ok(new Input(squares, target));
    }

    /** Where a square that failed to read at {@code start} goes wrong: its file or its rank. */
    private static int offendingIndex(String text, int start) {
        if (start < text.length() && text.charAt(start) >= 'a' && text.charAt(start) <= 'f') {
            return start + 1;
        }
        return start;
    }

    /** A square at {@code i} (two characters, or one for a goal), or NONE. */
    private static int readSquare(String text, int i) {
        if (i >= text.length()) {
            return Square.NONE;
        }
        char c = text.charAt(i);
        if (c == 'N' || c == 'S') {
            return c == 'N' ? Square.N : Square.S;
        }
        if (i + 1 >= text.length()) {
            return Square.NONE;
        }
        return Square.parse(text.substring(i, i + 2));
    }

    /** Full path text of squares and an optional target. */
    public static String pathText(List<Integer> path, int target) {
        if (path.isEmpty()) {
            return "pass";
        }
        StringBuilder text = new StringBuilder();
        for (int square : path) {
            if (text.length() > 0) {
                text.append('-');
            }
            text.append(Square.name(square));
        }
        if (target != Square.NONE) {
            text.append('>').append(Square.name(target));
        }
        return text.toString();
    }
}
