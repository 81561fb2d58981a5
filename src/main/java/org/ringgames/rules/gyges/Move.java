package org.ringgames.rules.gyges;

/**
 * A move's outcome (docs/rules/gyges.md §6): origin, destination and replace target. Two paths with the same
 * outcome are the same move. {@code to} may be a goal ({@link Square#N}, {@link Square#S}) for a
 * winning move; {@code target} is {@link Square#NONE} unless the move replaces a piece.
 * {@link #PASS} has every field {@link Square#NONE}.
 */
public record Move(int from, int to, int target) implements Comparable<Move> {

    public static final Move PASS = new Move(Square.NONE, Square.NONE, Square.NONE);

    public static Move to(int from, int to) {
        return new Move(from, to, Square.NONE);
    }

    public static Move replace(int from, int to, int target) {
        return new Move(from, to, target);
    }

    public boolean isPass() {
        return from == Square.NONE;
    }

    public boolean isWin() {
        return Square.isGoal(to);
    }

    public boolean isReplace() {
        return target != Square.NONE;
    }

    /** Compact move text: {@code c1-d4}, {@code c1-d4>e2}, {@code c1-N} or {@code pass}. */
    public String toText() {
        if (isPass()) {
            return "pass";
        }
        String text = Square.name(from) + "-" + Square.name(to);
        return isReplace() ? text + ">" + Square.name(target) : text;
    }

    /** Canonical order of §6: origin, destination, then target with "none" first. */
    @Override
    public int compareTo(Move o) {
        if (from != o.from) {
            return Integer.compare(from, o.from);
        }
        if (to != o.to) {
            return Integer.compare(to, o.to);
        }
        return Integer.compare(target, o.target);
    }

    @Override
    public String toString() {
        return toText();
    }
}
