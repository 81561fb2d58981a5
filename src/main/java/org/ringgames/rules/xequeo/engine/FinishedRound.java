package org.ringgames.rules.xequeo.engine;

import java.util.List;
import org.ringgames.rules.xequeo.Position;

/**
 * A round that is over, as either seat may know it once its secrets are revealed: every turn of it
 * by both seats, oldest first, each with the position it was played from, the last one the turn that
 * ended it (an entry or a guess); and the opponent's secret of that round. The first turn's position
 * is the one the secrets were chosen in (the ring placed, no disc moved yet).
 */
public record FinishedRound(List<PlayedMove> turns, int opponentSecret) {

    public FinishedRound {
        if (opponentSecret < 1 || opponentSecret > 7) {
            throw new IllegalArgumentException("a secret is a disc 1 to 7, not " + opponentSecret);
        }
        if (turns.isEmpty()) {
            throw new IllegalArgumentException("a round ends with a turn: a finished round has at least one");
        }
        turns = List.copyOf(turns);
    }

    /** The position the round's secrets were chosen in. */
    public Position start() {
        return turns.get(0).before();
    }
}
