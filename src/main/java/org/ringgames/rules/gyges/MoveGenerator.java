package org.ringgames.rules.gyges;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Legal moves of docs/rules/gyges.md §3–§6, fast enough for perft.
 *
 * <p>The board is a {@code long} occupancy (bit = square) beside a {@code byte[]} of sizes. For one
 * origin, a depth-first search over paths ({@link #segment}) collects the outcome sets as bitboards:
 * {@code ends} (empty squares where a segment's last step stops), {@code landings} (occupied squares
 * reached by a last step: each allows a bounce, explored by the search, and a replace) and
 * {@code win}. The path restriction is one table look-up per step: under EDGE a step marks the
 * dividing line it crosses, under SQUARE the square it enters (the origin marked from the start),
 * and a step whose mark is already used is not taken. Replace outcomes are counted, not listed:
 * every landing combines with every square of the replace zone, which is the same for all landings
 * of one origin (§5: the mover's piece stands on the landing square, the origin is empty), so
 * their number is {@code landings × zone}.
 *
 * <p>An instance is mutable scratch space: use one per thread.
 */
public final class MoveGenerator {

    private static final int MAX_PATH = 72;

    private final Rules rules;
    private final long[] marks;
    private final byte[] size = new byte[Square.COUNT];
    private long occ;
    private Side side;
    private int goalDirection;

    private long ends;
    private long landings;
    private boolean win;
    /** Set by {@link #countLoaded}: the pieces that may move, empty when the side must pass. */
    private long movableRow;
    /** Set by {@link #legalMoveOf}: where the legal moves of the piece it scanned end. */
    private long destinations;

    private boolean recording;
    /**
     * While recording, the squares whose witness path is kept, a goal as bit 36 or 37 (its index):
     * all of them while listing, only the destination asked while checking one move.
     */
    private long recorded;
    private final int[] path = new int[MAX_PATH];
    private int pathLength;
    private final int[][] witness = new int[Square.COUNT + 2][];
    /**
     * The landings already explored in the scan in hand: for each square, up to {@link #SEEN_SLOTS}
     * sets of path marks it was landed on with ({@link #explored}); {@code seenCount} is valid
     * while {@code seenStamp} equals {@code scanStamp}.
     */
    private final long[] seen = new long[Square.COUNT * SEEN_SLOTS];
    private final int[] seenCount = new int[Square.COUNT];
    private final int[] seenStamp = new int[Square.COUNT];
    private int scanStamp;
    private static final int SEEN_SLOTS = 4;

    public MoveGenerator(Rules rules) {
        this.rules = rules;
        this.marks = rules.pathRule() == Rules.PathRule.EDGE ? Board.EDGE_MARK : Board.SQUARE_MARK;
    }

    public Rules rules() {
        return rules;
    }

    /** The legal moves in canonical order, each with one witness path; {@code [pass]} when none. */
    public List<LegalMove> legalMoves(Position position) {
        load(position);
        List<LegalMove> moves = new ArrayList<>();
        recording = true;
        recorded = ~0L;
        scanRows(moves);
        recording = false;
        if (moves.isEmpty()) {
            moves.add(LegalMove.PASS);
        }
        return moves;
    }

    /**
     * For {@link MoveChecker}: the entry of {@link #legalMoves} for {@code move} (a move of a piece,
     * not a pass), with the same witness path, or null when the list has none. It scans the piece on
     * {@code move.from()} alone and records only the path to {@code move.to()}, so it does not look
     * at the other pieces' rows: the caller has made sure that {@code move.from()} is among
     * {@link #movableOrigins}, the only pieces the list has moves of. Leaves in
     * {@link #destinations} where that piece's legal moves end.
     */
    LegalMove legalMoveOf(Position position, Move move) {
        load(position);
        int origin = move.from();
        long destination = Square.bit(move.to());
        recording = true;
        recorded = destination;
        scan(origin);
        recording = false;
        // As addMoves lists them: an end without target, each landing with each zone square, the win.
        long zone = rules.replace() && landings != 0 ? replaceZone(origin) : 0;
        long plain = win ? ends | Square.bit(side.goal()) : ends;
        destinations = zone != 0 ? plain | landings : plain;
        boolean listed = move.isReplace()
                ? (landings & destination) != 0 && (zone & Square.bit(move.target())) != 0
                : (plain & destination) != 0;
        return listed ? new LegalMove(move, pathOf(witness[move.to()])) : null;
    }

    /**
     * After {@link #legalMoveOf}: the squares, a goal as its bit, where a legal move of the piece it
     * scanned ends (with any replace target).
     */
    long destinations() {
        return destinations;
    }

    /** The number of legal moves (a forced pass counts as one), without listing them. */
    public long countMoves(Position position) {
        load(position);
        long count = countLoaded();
        return count == 0 ? 1 : count;
    }

    /** Whether the side to move can win with this move (enter the opponent's side goal). */
    public boolean hasWinningMove(Position position) {
        load(position);
        countLoaded();
        for (long o = movableRow; o != 0; o &= o - 1) {
            scan(Long.numberOfTrailingZeros(o));
            if (win) {
                return true;
            }
        }
        return false;
    }

    /**
     * The squares whose pieces may move now: the active row, or under NEXT_ROW the first row further
     * away that has a legal move. Empty when the side to move must pass. As {@link #countLoaded} finds
     * it, but the first piece with a legal move settles its row: the other pieces are not scanned.
     */
    public long movableOrigins(Position position) {
        load(position);
        for (int k = 1; k <= 6; k++) {
            long row = occ & Board.rowMask(side.boardRow(k));
            if (row == 0) {
                continue;
            }
            for (long o = row; o != 0; o &= o - 1) {
                if (countOrigin(Long.numberOfTrailingZeros(o)) != 0) {
                    return row;
                }
            }
            if (rules.blockedRow() == Rules.BlockedRow.PASS) {
                return 0;
            }
        }
        return 0;
    }

    /**
     * Perft: the number of move sequences of exactly {@code depth} plies from the position. A win
     * ends a sequence, so it counts only at the last ply; two passes in a row end the game.
     */
    public long perft(Position position, int depth) {
        load(position);
        return depth == 0 ? 1 : perft(depth, 0);
    }

    /**
     * §5: the squares where a piece replaced by the piece from {@code origin} may go (same for every
     * landing square of that origin).
     */
    public long replaceZone(Position position, int origin) {
        load(position);
        return replaceZone(origin);
    }

    /**
     * For the search, on a board it keeps itself ({@code sizes} indexed by square, read and not
     * kept; {@code occupancy} its bitboard): the legal moves as {@link MoveCode}s in {@code out},
     * their number returned, 0 when the side must pass. When the side to move can win, only the
     * winning move is listed (the return is 1, {@code out[0]} a win): the search needs no other.
     * Otherwise the moves come by origin, then destination, then replace target, but not in the
     * canonical order (destinations before the win, replaces after plain moves of an origin).
     * {@code out} must hold 2048 codes (the most a 12-piece board can give is 6 × 301).
     */
    public int generate(long occupancy, byte[] sizes, Side toMove, int[] out) {
        loadBoard(occupancy, sizes, toMove);
        int n = 0;
        for (int k = 1; k <= 6; k++) {
            long row = occ & Board.rowMask(side.boardRow(k));
            if (row == 0) {
                continue;
            }
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                scan(origin);
                if (win) {
                    out[0] = MoveCode.of(origin, side.goal(), Square.NONE);
                    return 1;
                }
                for (long d = ends; d != 0; d &= d - 1) {
                    out[n++] = MoveCode.of(origin, Long.numberOfTrailingZeros(d), Square.NONE);
                }
                if (rules.replace() && landings != 0) {
                    long zone = replaceZone(origin);
                    for (long d = landings; d != 0; d &= d - 1) {
                        int to = Long.numberOfTrailingZeros(d);
                        for (long t = zone; t != 0; t &= t - 1) {
                            out[n++] = MoveCode.of(origin, to, Long.numberOfTrailingZeros(t));
                        }
                    }
                }
            }
            if (n > 0 || rules.blockedRow() == Rules.BlockedRow.PASS) {
                return n;
            }
        }
        return n;
    }

    /**
     * For the search: whether the side to move has a winning move on this board (as
     * {@link #hasWinningMove}, without building a position). Stops at the first win; scans further
     * rows only while the rows before them have no legal move (§3).
     */
    public boolean canWin(long occupancy, byte[] sizes, Side toMove) {
        loadBoard(occupancy, sizes, toMove);
        for (int k = 1; k <= 6; k++) {
            long row = occ & Board.rowMask(side.boardRow(k));
            if (row == 0) {
                continue;
            }
            boolean moves = false;
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                scan(origin);
                if (win) {
                    return true;
                }
                moves |= ends != 0 || (rules.replace() && landings != 0 && replaceZone(origin) != 0);
            }
            if (moves || rules.blockedRow() == Rules.BlockedRow.PASS) {
                return false;
            }
        }
        return false;
    }

    /** The bit {@link #reach} sets when the side to move can win (no square uses it). */
    public static final long REACH_WIN = 1L << 40;
    /** Where {@link #reach} puts the movable row's number from the mover's side (1–6; 0: none). */
    public static final int REACH_ROW_SHIFT = 41;
    /** Where {@link #reach} puts how many pieces that row has (0–6). */
    public static final int REACH_PIECES_SHIFT = 44;
    /** Where {@link #reach} puts the sum over those pieces of the empty squares each can end on. */
    public static final int REACH_ENDS_SHIFT = 48;

    /**
     * For the evaluation: the squares that the pieces which may move (§3) reach with the last step
     * of a segment — empty squares where a move can end, occupied ones it can bounce on or replace
     * — with {@link #REACH_WIN} set when one of them can win. One path search per origin, like
     * {@link #canWin}, but it does not stop at a win. Above the squares and that bit it packs, for
     * the evaluation, the row that may move ({@link #REACH_ROW_SHIFT}), its number of pieces
     * ({@link #REACH_PIECES_SHIFT}) and their plain destinations counted per piece
     * ({@link #REACH_ENDS_SHIFT}, 9 bits).
     */
    public long reach(long occupancy, byte[] sizes, Side toMove) {
        loadBoard(occupancy, sizes, toMove);
        for (int k = 1; k <= 6; k++) {
            long row = occ & Board.rowMask(side.boardRow(k));
            if (row == 0) {
                continue;
            }
            long reached = 0;
            long endCount = 0;
            boolean moves = false;
            boolean wins = false;
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                scan(origin);
                wins |= win;
                reached |= ends | landings;
                endCount += Long.bitCount(ends);
                moves |= win || ends != 0 || (rules.replace() && landings != 0 && replaceZone(origin) != 0);
            }
            if (moves || rules.blockedRow() == Rules.BlockedRow.PASS) {
                return (wins ? reached | REACH_WIN : reached)
                        | (long) k << REACH_ROW_SHIFT
                        | (long) Long.bitCount(row) << REACH_PIECES_SHIFT
                        | endCount << REACH_ENDS_SHIFT;
            }
        }
        return 0;
    }

    /** For the search: the number of legal moves on this board, 0 when the side must pass. */
    public int countMoves(long occupancy, byte[] sizes, Side toMove) {
        loadBoard(occupancy, sizes, toMove);
        return (int) countLoaded();
    }

    private void loadBoard(long occupancy, byte[] sizes, Side toMove) {
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

    private void setSide(Side s) {
        side = s;
        goalDirection = s == Side.SOUTH ? Board.UP : Board.DOWN;
    }

    /**
     * Count of legal moves in the loaded position, 0 when the side to move must pass; leaves the
     * squares of the row that may move in {@link #movableRow}.
     */
    private long countLoaded() {
        return scanRows(null);
    }

    /** {@link #countLoaded}, listing the moves into {@code list} as well when it is not null. */
    private long scanRows(List<LegalMove> list) {
        movableRow = 0;
        for (int k = 1; k <= 6; k++) {
            long row = occ & Board.rowMask(side.boardRow(k));
            if (row == 0) {
                continue;
            }
            long count = 0;
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                count += list == null ? countOrigin(origin) : addMoves(origin, list);
            }
            if (count > 0) {
                movableRow = row;
                return count;
            }
            if (rules.blockedRow() == Rules.BlockedRow.PASS) {
                return 0;
            }
        }
        return 0;
    }

    private long countOrigin(int origin) {
        scan(origin);
        long count = Long.bitCount(ends) + (win ? 1 : 0);
        if (rules.replace() && landings != 0) {
            count += (long) Long.bitCount(landings) * Long.bitCount(replaceZone(origin));
        }
        return count;
    }

    /** Runs the path search for the piece on {@code origin}; results in ends, landings, win. */
    private void scan(int origin) {
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
     * §5: the empty squares where a replaced piece may go when the piece from {@code origin} takes
     * a landing square — rows 1…R from the mover's side, R being the furthest occupied row once the
     * origin is empty (the landing square stays occupied, so R does not depend on which landing).
     */
    private long replaceZone(int origin) {
        long after = occ & ~Square.bit(origin);
        if (side == Side.SOUTH) {
            int furthest = Square.row(63 - Long.numberOfLeadingZeros(after));
            return ~after & Board.ROWS_UP_TO[furthest];
        }
        int furthest = Square.row(Long.numberOfTrailingZeros(after));
        return ~after & Board.ROWS_FROM[furthest];
    }

    /** Lists the moves of one origin; returns how many. */
    private int addMoves(int origin, List<LegalMove> moves) {
        int before = moves.size();
        scan(origin);
        long zone = rules.replace() && landings != 0 ? replaceZone(origin) : 0;
        for (long d = ends | landings; d != 0; d &= d - 1) {
            int to = Long.numberOfTrailingZeros(d);
            List<Integer> p = pathOf(witness[to]);
            if ((ends & Square.bit(to)) != 0) {
                moves.add(new LegalMove(Move.to(origin, to), p));
                continue;
            }
            for (long t = zone; t != 0; t &= t - 1) {
                moves.add(new LegalMove(Move.replace(origin, to, Long.numberOfTrailingZeros(t)), p));
            }
        }
        if (win) {
            moves.add(new LegalMove(Move.to(origin, side.goal()), pathOf(witness[side.goal()])));
        }
        return moves.size() - before;
    }

    private static List<Integer> pathOf(int[] squares) {
        Integer[] boxed = new Integer[squares.length];
        for (int i = 0; i < squares.length; i++) {
            boxed[i] = squares[i];
        }
        return List.of(boxed);
    }

    private long perft(int depth, int passes) {
        if (passes >= 2) {
            return 0;
        }
        if (depth == 1) {
            long count = countLoaded();
            return count == 0 ? 1 : count;
        }
        long total = 0;
        boolean hasMoves = false;
        for (int k = 1; k <= 6; k++) {
            long row = occ & Board.rowMask(side.boardRow(k));
            if (row == 0) {
                continue;
            }
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                scan(origin);
                long originEnds = ends;
                long originLandings = rules.replace() ? landings : 0;
                hasMoves |= win || originEnds != 0 || originLandings != 0;
                total += perftOrigin(origin, originEnds, originLandings, depth);
            }
            if (hasMoves || rules.blockedRow() == Rules.BlockedRow.PASS) {
                break;
            }
        }
        if (!hasMoves) {
            // No legal move: the only move is a pass.
            setSide(side.opponent());
            total = perft(depth - 1, passes + 1);
            setSide(side.opponent());
        }
        return total;
    }

    private long perftOrigin(int origin, long originEnds, long originLandings, int depth) {
        long total = 0;
        long occupied = occ;
        byte mover = size[origin];
        Side before = side;
        setSide(before.opponent());
        for (long d = originEnds; d != 0; d &= d - 1) {
            int to = Long.numberOfTrailingZeros(d);
            size[origin] = 0;
            size[to] = mover;
            occ = (occupied & ~Square.bit(origin)) | Square.bit(to);
            total += perft(depth - 1, 0);
            size[to] = 0;
            size[origin] = mover;
        }
        occ = occupied;
        if (originLandings != 0) {
            setSide(before);
            long zone = replaceZone(origin);
            setSide(before.opponent());
            for (long d = originLandings; d != 0; d &= d - 1) {
                int to = Long.numberOfTrailingZeros(d);
                byte replaced = size[to];
                for (long t = zone; t != 0; t &= t - 1) {
                    int target = Long.numberOfTrailingZeros(t);
                    size[origin] = 0;
                    size[to] = mover;
                    size[target] = replaced;
                    occ = (occupied & ~Square.bit(origin)) | Square.bit(target);
                    total += perft(depth - 1, 0);
                    size[target] = 0;
                    size[to] = replaced;
                    size[origin] = mover;
                }
            }
            occ = occupied;
        }
        setSide(before);
        return total;
    }
}
