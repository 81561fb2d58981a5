package org.ringgames.rules.gyges.search;

import java.util.Arrays;
import java.util.List;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;

/**
 * What the search takes from the game's earlier positions (oldest first): their keys, sorted, to
 * find repetitions; their number, taken as the plies played so far (for {@code maxPlies}); and
 * whether the move into the searched position was a pass — the position before it had the same
 * board, the other side to move, and no legal move (a move that leaves the board unchanged, such
 * as {@code c1-c1} under EDGE, is not a pass).
 */
record GameHistory(long[] keys, int plies, boolean endsWithPass) {

    static final GameHistory NONE = new GameHistory(new long[0], 0, false);

    static GameHistory of(Position position, List<Position> history, MoveGenerator generator) {
        long[] keys = new long[history.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = Zobrist.of(history.get(i));
        }
        Arrays.sort(keys);
        boolean pass = false;
        if (!history.isEmpty()) {
            Position before = history.get(history.size() - 1);
            pass = before.toMove() != position.toMove()
                    && before.withSideToMove(position.toMove()).equals(position)
                    && generator.legalMoves(before).get(0).move().isPass();
        }
        return new GameHistory(keys, history.size(), pass);
    }

    boolean contains(long key) {
        return keys.length != 0 && Arrays.binarySearch(keys, key) >= 0;
    }
}
