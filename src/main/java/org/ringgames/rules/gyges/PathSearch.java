package org.ringgames.rules.gyges;

import java.util.Arrays;

/**
 * The path search of one piece (docs/rules/gyges.md §3–§5) on a scratch board: the core that
 * {@link MoveGenerator} lists, counts and checks moves with, and that the engine's move generation
 * and evaluation read.
 *
 * <p>The board is a {@code long} occupancy (bit = square) beside a {@code byte[]} of sizes. For one
 * origin, a depth-first search over paths ({@link #segment}) collects the outcome sets as bitboards:
 * {@code ends} (empty squares where a segment's last step stops), {@code landings} (occupied squares
 * reached by a last step: each allows a bounce, explored by the search, and a replace) and
 * {@code win}. The path restriction is one table look-up per step: under EDGE a step marks the
 * dividing line it crosses, under SQUARE the square it enters (the origin marked from the start),
 * and a step whose mark is already used is not taken.
 *
 * <p>While {@code recording}, the search keeps one witness path for each outcome square in
 * {@code recorded}: the first one it finds, so the order of the search fixes the witnesses. Without
 * recording it skips a landing already {@link #explored}, which finds the same outcomes sooner.
 *
 * <p>Mutable scratch space, one per {@link MoveGenerator}; the generator reads and sets its fields.
 */
final class PathSearch {

    private static final int MAX_PATH = 72;
    private static final int SEEN_SLOTS = 4;

    private final long[] marks;
    final byte[] size = new byte[Square.COUNT];
    long occ;
    Side side;
    private int goalDirection;

    long ends;
    long landings;
    boolean win;

    boolean recording;
    /**
     * While recording, the squares whose witness path is kept, a goal as bit 36 or 37 (its index):
     * all of them while listing, only the destination asked while checking one move.
     */
    long recorded;
    private final int[] path = new int[MAX_PATH];
    private int pathLength;
    final int[][] witness = new int[Square.COUNT + 2][];
    /**
     * The landings already explored in the scan in hand: for each square, up to {@link #SEEN_SLOTS}
     * sets of path marks it was landed on with ({@link #explored}); {@code seenCount} is valid
     * while {@code seenStamp} equals {@code scanStamp}.
     */
    private final long[] seen = new long[Square.COUNT * SEEN_SLOTS];
    private final int[] seenCount = new int[Square.COUNT];
    private final int[] seenStamp = new int[Square.COUNT];
    private int scanStamp;

    PathSearch(Rules.PathRule pathRule) {
        this.marks = pathRule == Rules.PathRule.EDGE ? Board.EDGE_MARK : Board.SQUARE_MARK;
    }

    void load(long occupancy, byte[] sizes, Side toMove) {
        occ = occupancy;
        System.arraycopy(sizes, 0, size, 0, Square.COUNT);
        setSide(toMove);
    }

    void load(Position position) {
        occ = position.occupancy();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            size[sq] = (byte) position.size(sq);
        }
        setSide(position.toMove());
    }

    void setSide(Side s) {
        side = s;
        goalDirection = s == Side.SOUTH ? Board.UP : Board.DOWN;
    }

    /** Runs the path search for the piece on {@code origin}; results in ends, landings, win. */
    void scan(int origin) {
        ends = 0;
        landings = 0;
        win = false;
        long occupied = occ;
        occ = occupied & ~Square.bit(origin);
        if (recording) {
            Arrays.fill(witness, null);
            path[0] = origin;
            pathLength = 1;
        }
        long used = marks == Board.SQUARE_MARK ? Square.bit(origin) : 0;
        if (++scanStamp == 0) {
            Arrays.fill(seenStamp, 0);
            scanStamp = 1;
        }
        segment(origin, size[origin], used);
        occ = occupied;
    }

    private void segment(int square, int steps, long used) {
        int base = square << 2;
        for (int d = 0; d < 4; d++) {
            int next = Board.NEIGHBOUR[base + d];
            if (next < 0) {
                // Off the board: only the goal ahead, entered by a segment's last step, is a move.
                if (steps == 1 && d == goalDirection) {
                    if (recording && !win && (recorded & Square.bit(side.goal())) != 0) {
                        witness[side.goal()] = record(side.goal());
                    }
                    win = true;
                }
                continue;
            }
            long mark = marks[base + d];
            if ((used & mark) != 0) {
                continue;
            }
            long bit = 1L << next;
            if (steps > 1) {
                if ((occ & bit) == 0) {
                    step(next, steps - 1, used | mark);
                }
            } else if ((occ & bit) == 0) {
                if (recording && (recorded & ~ends & bit) != 0) {
                    witness[next] = record(next);
                }
                ends |= bit;
            } else {
                if (recording && (recorded & ~landings & bit) != 0) {
                    witness[next] = record(next);
                }
                landings |= bit;
                if (recording || !explored(next, used | mark)) {
                    step(next, size[next], used | mark);
                }
            }
        }
    }

    /**
     * Whether a landing on {@code square} with the path marks {@code used} can be skipped, and
     * records it when it cannot. What a path can still do from a landing depends only on the
     * square and the marks used (the board is fixed during a scan), and fewer marks allow every
     * continuation that more allow: a landing on the same square with a subset of these marks,
     * explored before or being explored (an earlier landing of this very path), reaches every
     * outcome this one could. Outcomes are sets, so skipping it changes none of them; only a
     * witness path could change, so listing and checking moves (recording) never skip.
     */
    private boolean explored(int square, long used) {
        int base = square * SEEN_SLOTS;
        if (seenStamp[square] != scanStamp) {
            seenStamp[square] = scanStamp;
            seenCount[square] = 1;
            seen[base] = used;
            return false;
        }
        int count = seenCount[square];
        for (int i = 0; i < count; i++) {
            if ((seen[base + i] & ~used) == 0) {
                return true;
            }
        }
        if (count < SEEN_SLOTS) {
            seen[base + count] = used;
            seenCount[square] = count + 1;
        }
        return false;
    }

    private void step(int square, int steps, long used) {
        if (recording) {
            path[pathLength++] = square;
            segment(square, steps, used);
            pathLength--;
        } else {
            segment(square, steps, used);
        }
    }

    private int[] record(int last) {
        int[] p = Arrays.copyOf(path, pathLength + 1);
        p[pathLength] = last;
        return p;
    }

    /**
     * §5: the empty squares where a piece replaced by the piece from {@code origin} may go when it
     * takes a landing square — rows 1…R from the mover's side, R being the furthest occupied row
     * once the origin is empty (the landing square stays occupied, so R does not depend on which
     * landing).
     */
    long replaceZone(int origin) {
        long after = occ & ~Square.bit(origin);
        if (side == Side.SOUTH) {
            int furthest = Square.row(63 - Long.numberOfLeadingZeros(after));
            return ~after & Board.ROWS_UP_TO[furthest];
        }
        int furthest = Square.row(Long.numberOfTrailingZeros(after));
        return ~after & Board.ROWS_FROM[furthest];
    }
}
