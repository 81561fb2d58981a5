package org.ringgames.play.xequeo;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringgames.play.core.StoredText;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.MoveText;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.engine.PlayedMove;
import org.ringgames.store.games.MoveEntity;

/**
 * A game's stored turns read back as the engine's rounds: each turn with who played it and the
 * position it was played from. A stored turn keeps the position after it (for a guess, the position
 * it was made in), so the position before a disc move is found by moving the disc back.
 */
final class XeQueoHistory {

    private XeQueoHistory() {
    }

    /**
     * The turns of every round, oldest first, split where a round ended (a guess, or a disc landing
     * on the ring); the last list is the round being played, empty before its first turn. Stored turns
     * were checked when they were played, so they are read without checks.
     */
    static List<List<PlayedMove>> rounds(List<MoveEntity> history) {
        List<List<PlayedMove>> rounds = new ArrayList<>();
        List<PlayedMove> round = new ArrayList<>();
        for (MoveEntity stored : history) {
            Position after = StoredText.read(PositionText.parse(stored.positionAfter));
            Seat by = Seat.valueOf(stored.seat.toUpperCase(Locale.ROOT));
            MoveText.Input input = StoredText.read(MoveText.parse(stored.move));
            Move move = input.isGuess() ? Move.guess(input.guess())
                    : Move.disc(input.squares().get(0), input.squares().get(input.squares().size() - 1));
            Position before = move.isGuess() ? after : XeQueoAnalysis.movedBack(after, move, by);
            round.add(new PlayedMove(by, move, before));
            if (move.isGuess() || move.to() == after.ring()) {
                rounds.add(List.copyOf(round));
                round = new ArrayList<>();
            }
        }
        rounds.add(List.copyOf(round));
        return rounds;
    }
}
