package org.ringgames.rules.gyges.search;

import java.util.ArrayList;
import java.util.List;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;

/**
 * Plain minimax over immutable positions and the legal-move list, independent of the engine's
 * board, move codes and pruning: the proven result within {@code plies} plies. Positive k = the
 * side to move wins in k plies at best, negative k = it loses in k plies at the longest, 0 = no
 * forced result within the horizon. Same conventions as the engine: a position that repeats one
 * earlier on the path (after the check for a win at once) is a draw, and so is a second pass in a
 * row.
 */
final class BruteForce {

    private final MoveGenerator generator;

    BruteForce(Rules rules) {
        this.generator = new MoveGenerator(rules);
    }

    int solve(Position position, int plies) {
        List<Position> path = new ArrayList<>();
        return solve(position, plies, false, path);
    }

    private int solve(Position position, int plies, boolean passed, List<Position> path) {
        if (plies == 1) {
            return generator.hasWinningMove(position) ? 1 : 0;
        }
        List<LegalMove> moves = generator.legalMoves(position);
        for (LegalMove m : moves) {
            if (m.move().isWin()) {
                return 1;
            }
        }
        for (int i = path.size() - 2; i >= 0; i -= 2) {
            if (path.get(i).equals(position)) {
                return 0;
            }
        }
        if (moves.get(0).move().isPass() && passed) {
            return 0;
        }
        path.add(position);
        int shortestWin = Integer.MAX_VALUE;
        int longestLoss = 0;
        boolean allLose = true;
        for (LegalMove m : moves) {
            int child = solve(position.play(m.move()), plies - 1, m.move().isPass(), path);
            if (child < 0) {
                shortestWin = Math.min(shortestWin, -child + 1);
                if (shortestWin == 3) {
                    break; // nothing shorter exists: no win at once was found
                }
            } else if (child > 0) {
                longestLoss = Math.max(longestLoss, child + 1);
            } else {
                allLose = false;
            }
        }
        path.remove(path.size() - 1);
        if (shortestWin != Integer.MAX_VALUE) {
            return shortestWin;
        }
        return allLose ? -longestLoss : 0;
    }

    /** The legal moves of a position, for tests that check a move is one of them. */
    List<Move> legal(Position position) {
        return generator.legalMoves(position).stream().map(LegalMove::move).toList();
    }
}
