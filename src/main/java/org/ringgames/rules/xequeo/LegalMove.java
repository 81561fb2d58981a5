package org.ringgames.rules.xequeo;

import java.util.List;

/** A legal turn with one witness path (origin, then every landing); empty for a guess. */
public record LegalMove(Move move, List<Integer> path) {

    public LegalMove {
        path = List.copyOf(path);
    }

    /** Whether the move ends on the ring (and so ends the round). */
    public boolean entersRing(Position position) {
        return !move.isGuess() && move.to() == position.ring();
    }
}
