package org.ringgames.rules.gyges.search;

import org.ringgames.rules.gyges.MoveCode;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.Square;

/**
 * The search's mutable board: sizes by square, the occupancy bitboard, the side to move and the
 * Zobrist key of board and side, changed in place by {@link #make} and restored by
 * {@link #unmake}. Per ply it keeps what unmake needs (occupancy, key, the sizes of the moving and
 * the replaced piece), the key of the position reached there (for repetitions) and whether the
 * move into it was a pass. Wins are never made: the search scores them where it finds them.
 */
final class SearchBoard {

    final byte[] size = new byte[Square.COUNT];
    long occ;
    Side side;
    long key;
    /** Whether the move into the node at each ply was a pass. */
    final boolean[] passed = new boolean[Search.MAX_PLY + 2];
    /** The key (board and side) of the node at each ply. */
    final long[] pathKeys = new long[Search.MAX_PLY + 2];
    private final long[] savedOcc = new long[Search.MAX_PLY + 1];
    private final long[] savedKey = new long[Search.MAX_PLY + 1];
    private final int[] savedSizes = new int[Search.MAX_PLY + 1];

    void load(Position position) {
        occ = position.occupancy();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            size[sq] = (byte) position.size(sq);
        }
        side = position.toMove();
        key = Zobrist.of(position);
        pathKeys[0] = key;
    }

    /** Plays {@code move} (a plain move, a replace or a pass) from the node at {@code ply}. */
    void make(int move, int ply) {
        savedOcc[ply] = occ;
        savedKey[ply] = key;
        if (move != MoveCode.PASS) {
            int from = MoveCode.from(move);
            int to = MoveCode.to(move);
            int target = MoveCode.target(move);
            int mover = size[from];
            int replaced = size[to];
            savedSizes[ply] = mover | replaced << 2;
            // Order matters: the destination may be the origin, the target may be the origin.
            size[from] = 0;
            key ^= Zobrist.piece(from, mover) ^ Zobrist.piece(to, mover);
            occ &= ~(1L << from);
            if (target >= 0) {
                key ^= Zobrist.piece(to, replaced) ^ Zobrist.piece(target, replaced);
                size[target] = (byte) replaced;
                occ |= 1L << target;
            }
            size[to] = (byte) mover;
            occ |= 1L << to;
        }
        side = side.opponent();
        key ^= Zobrist.SIDE;
        pathKeys[ply + 1] = key;
        passed[ply + 1] = move == MoveCode.PASS;
    }

    /** Takes back the {@code move} made from the node at {@code ply}. */
    void unmake(int move, int ply) {
        occ = savedOcc[ply];
        key = savedKey[ply];
        side = side.opponent();
        if (move != MoveCode.PASS) {
            int from = MoveCode.from(move);
            int to = MoveCode.to(move);
            int target = MoveCode.target(move);
            int mover = savedSizes[ply] & 3;
            int replaced = savedSizes[ply] >> 2;
            if (target >= 0) {
                size[target] = 0;
            }
            size[to] = (byte) replaced;
            size[from] = (byte) mover;
        }
    }

    /** The transposition key of the node at {@code ply}: the key, and whether a pass led there. */
    long ttKey(int ply) {
        return passed[ply] ? key ^ Zobrist.PASSED : key;
    }
}
