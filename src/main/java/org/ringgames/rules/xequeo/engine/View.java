package org.ringgames.rules.xequeo.engine;

import java.util.List;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;

/**
 * What one seat has seen of the round so far, and nothing more: the position now, the seat, its
 * own secret, the disc moves played this round in order (public knowledge, each with who played
 * it and the position it was played from), and the opponent's secrets of the finished rounds,
 * oldest first (revealed once a round is over). The opponent's secret of this round is not here,
 * so the engine can not see it.
 */
public record View(Position position, Seat me, int mySecret, List<PlayedMove> roundMoves,
        List<Integer> opponentPastSecrets) {

    public View {
        if (mySecret < 1 || mySecret > 7) {
            throw new IllegalArgumentException("a secret is a disc 1 to 7, not " + mySecret);
        }
        roundMoves = List.copyOf(roundMoves);
        opponentPastSecrets = List.copyOf(opponentPastSecrets);
    }

    /** A view with no earlier rounds. */
    public View(Position position, Seat me, int mySecret, List<PlayedMove> roundMoves) {
        this(position, me, mySecret, roundMoves, List.of());
    }
}
