package org.ringgames.rules.xequeo;

/**
 * A turn of docs/rules/xequeo.md §4–§5: a disc move (origin, destination; a step and a jump sequence never
 * share a destination, so the pair names the move) or a guess of the opponent's secret.
 */
public record Move(int from, int to, int guess) implements Comparable<Move> {

    public static Move disc(int from, int to) {
        return new Move(from, to, 0);
    }

    public static Move guess(int number) {
        return new Move(Square.NONE, Square.NONE, number);
    }

    public boolean isGuess() {
        return guess != 0;
    }

    public String toText() {
        return isGuess() ? "guess " + guess : Square.name(from) + "-" + Square.name(to);
    }

    /** Disc moves by origin then destination, then guesses 1…7 (§7). */
    @Override
    public int compareTo(Move o) {
        if (isGuess() != o.isGuess()) {
            return isGuess() ? 1 : -1;
        }
        if (isGuess()) {
            return Integer.compare(guess, o.guess);
        }
        return from != o.from ? Integer.compare(from, o.from) : Integer.compare(to, o.to);
    }

    @Override
    public String toString() {
        return toText();
    }
}
