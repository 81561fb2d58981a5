package org.ringgames.rules.gyges.search;

import java.util.List;
import java.util.Optional;
import org.ringgames.rules.Stopped;
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
 * @param stopped  why the search ended; empty on the results handed to {@code onDepth} after each
 *                 finished iteration (the search may go on from them), present on the one it returns
 */
public record SearchResult(Move bestMove, List<Integer> path, Score score, List<Move> pv, int depth,
                           long nodes, long timeMs, int level, Optional<Stopped> stopped) {

    public SearchResult {
        path = List.copyOf(path);
        pv = List.copyOf(pv);
    }

    /** The same result as the search's answer, ended for {@code why}. */
    SearchResult stoppedBy(Stopped why, long nodes, long timeMs) {
        return new SearchResult(bestMove, path, score, pv, depth, nodes, timeMs, level, Optional.of(why));
    }
}
