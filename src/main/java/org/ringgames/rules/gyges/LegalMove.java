package org.ringgames.rules.gyges;

import java.util.List;

/**
 * A legal move with one witness path: the origin, then every square the piece enters (the goal
 * last for a win). A pass has an empty path.
 */
public record LegalMove(Move move, List<Integer> path) {

    /** The pass, the only legal move when no piece may move. */
    public static final LegalMove PASS = new LegalMove(Move.PASS, List.of());

    public LegalMove {
        path = List.copyOf(path);
    }

    /** Full path text: squares joined by '-', then '>target' for a replace. */
    public String pathText() {
        return MoveText.pathText(path, move.target());
    }
}
