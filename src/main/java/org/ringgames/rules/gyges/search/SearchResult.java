package org.ringgames.rules.gyges.search;

import java.util.List;
import org.ringgames.rules.gyges.Move;

/**
 * What a search found.
 *
 * @param bestMove the move to play ({@link Move#PASS} when the side to move has no legal move)
 * @param path     the witness path of {@code bestMove} as listed by
 *                 {@link org.ringgames.rules.gyges.MoveGenerator#legalMoves}; empty for a pass
 * @param score    the score of {@code bestMove}, from the view of the side to move
 * @param pv       the principal variation, starting with {@code bestMove}
 * @param depth    the last finished iteration (0 when none finished)
 * @param nodes    nodes visited in the whole search
 * @param timeMs   elapsed time of the whole search, by the injected clock
 * @param level    the playing level of the search, 1–8
 */
public record SearchResult(Move bestMove, List<Integer> path, Score score, List<Move> pv, int depth,
                           long nodes, long timeMs, int level) {

    public SearchResult {
        path = List.copyOf(path);
        pv = List.copyOf(pv);
    }
}
