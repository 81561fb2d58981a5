package org.ringgames.rules.xequeo.engine;

import java.util.List;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;

/**
 * What one seat has seen of the match so far, and nothing more: the position now, the seat, its
 * own secret, the disc moves played this round in order (public knowledge, each with who played
 * it and the position it was played from), and the finished rounds, oldest first, with the
 * opponent's secret of each (revealed once a round is over). The opponent's secret of this round
 * is not here, so the engine can not see it.
 */
public record View(Position position, Seat me, int mySecret, List<PlayedMove> roundMoves,
        List<FinishedRound> pastRounds) {

    public View {
        if (mySecret < 1 || mySecret > 7) {
            throw new IllegalArgumentException("a secret is a disc 1 to 7, not " + mySecret);
        }
        roundMoves = List.copyOf(roundMoves);
        pastRounds = List.copyOf(pastRounds);
    }

    /** A view with no earlier rounds. */
    public View(Position position, Seat me, int mySecret, List<PlayedMove> roundMoves) {
        this(position, me, mySecret, roundMoves, List.of());
    }

    /** The opponent's secrets of the finished rounds, oldest first. */
    public List<Integer> opponentPastSecrets() {
        return pastRounds.stream().map(FinishedRound::opponentSecret).toList();
    }

    /** The position this round's secrets were chosen in: before its first move. */
    Position roundStart() {
        return roundMoves.isEmpty() ? position : roundMoves.get(0).before();
    }
}
