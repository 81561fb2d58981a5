package org.ringgames.rules.xequeo.engine;

import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Square;

/**
 * Which discs could enter the ring in one move (docs/rules/xequeo.md §4), for whoever holds them
 * as a secret: a step onto the ring, or a jump sequence that lands on it. The engine asks this for
 * every disc of many positions, so it is a breadth-first search over landings instead of the
 * move generator's full list: the squares reachable by simple jump paths are exactly the squares
 * reachable at all, and a jump landing on the ring ends the sequence. The closer rule holds by
 * itself for the ring (distance 0). {@code ReachTest} checks it against {@code MoveGenerator}.
 */
final class Reach {

    private static final int[] DC = {0, 1, 1, 1, 0, -1, -1, -1};
    private static final int[] DR = {1, 1, 0, -1, -1, -1, 0, 1};

    private Reach() {
    }

    /** Bit k (1–7) set when disc k stands on the board and could enter the ring in one move. */
    static int entrants(Position position) {
        int ring = position.ring();
        if (ring == Square.NONE) {
            return 0;
        }
        int mask = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (!position.isEmpty(sq) && reachesRing(position, sq)) {
                mask |= 1 << position.disc(sq);
            }
        }
        return mask;
    }

    /** Whether the disc on {@code origin} reaches the (placed) ring by a step or a jump sequence. */
    static boolean reachesRing(Position position, int origin) {
        int ring = position.ring();
        if (Math.abs(Square.column(ring) - Square.column(origin)) <= 1
                && Math.abs(Square.row(ring) - Square.row(origin)) <= 1) {
            return true;
        }
        int[] queue = new int[Square.COUNT];
        int head = 0;
        int tail = 0;
        long seen = 1L << origin;
        queue[tail++] = origin;
        while (head < tail) {
            int at = queue[head++];
            for (int d = 0; d < 8; d++) {
                int over = offset(at, DC[d], DR[d], 1);
                int land = offset(at, DC[d], DR[d], 2);
                if (over == Square.NONE || land == Square.NONE || over == origin || position.isEmpty(over)
                        || !position.isEmpty(land) || (seen & (1L << land)) != 0) {
                    continue;
                }
                if (land == ring) {
                    return true;
                }
                seen |= 1L << land;
                queue[tail++] = land;
            }
        }
        return false;
    }

    private static int offset(int square, int dc, int dr, int steps) {
        int c = Square.column(square) + dc * steps;
        int r = Square.row(square) + dr * steps;
        return c < 0 || c > 6 || r < 0 || r > 6 ? Square.NONE : Square.of(c, r);
    }
}
