package org.ringgames.rules.xequeo;

import java.util.ArrayList;
import java.util.List;
import org.ringgames.rules.Parsed;

/**
 * Move text of docs/rules/xequeo.md §7: {@code c3-d4} (origin and destination), {@code c3-e5-c7} (a full jump
 * path: every landing listed) or {@code guess 5}. Two squares are read as origin and destination,
 * whether a step or a single jump.
 */
public final class MoveText {

    private MoveText() {
    }

    /** @param squares origin, then destination or every landing; empty for a guess */
    public record Input(List<Integer> squares, int guess) {

        public Input {
            squares = List.copyOf(squares);
        }

        public boolean isGuess() {
            return guess != 0;
        }

        public boolean isFullPath() {
            return squares.size() > 2;
        }
    }

    public static Parsed<Input> parse(String text) {
        if (text.startsWith("guess")) {
            if (text.length() != 7 || text.charAt(5) != ' ') {
                return Parsed.failed(text, Math.min(5, text.length()), "a guess reads 'guess N' with N from 1 to 7");
            }
            char n = text.charAt(6);
            if (n < '1' || n > '7') {
                return Parsed.failed(text, 6, "a guess names a disc from 1 to 7");
            }
            return Parsed.ok(new Input(List.of(), n - '0'));
        }
        List<Integer> squares = new ArrayList<>();
        int i = 0;
        while (true) {
            int square = i + 2 <= text.length() ? Square.parse(text.substring(i, i + 2)) : Square.NONE;
            if (square == Square.NONE) {
                boolean fileOk = i < text.length() && text.charAt(i) >= 'a' && text.charAt(i) <= 'g';
                return Parsed.failed(text, fileOk ? i + 1 : i, squares.isEmpty()
                        ? "expected a square such as 'c3', or 'guess N'" : "expected a square 'a1'…'g7'");
            }
            squares.add(square);
            i += 2;
            if (i == text.length()) {
                break;
            }
            if (text.charAt(i) != '-') {
                return Parsed.failed(text, i, "expected '-' between squares");
            }
            i++;
        }
        if (squares.size() < 2) {
            return Parsed.failed(text, text.length(), "a move names an origin and a destination");
        }
        return Parsed.ok(new Input(squares, 0));
    }
}
