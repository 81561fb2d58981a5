package org.ringgames.rules.gyges;

import java.util.ArrayList;
import java.util.List;

/**
 * Legal moves of docs/rules/gyges.md §3–§6, fast enough for perft, and the engine's view of them.
 * The path search of one piece is {@link PathSearch}; this class runs it over the pieces that may
 * move (§3) and turns its outcome sets into lists, counts and the engine's codes. Replace outcomes
 * are counted, not listed: every landing combines with every square of the replace zone, which is
 * the same for all landings of one origin (§5: the mover's piece stands on the landing square, the
 * origin is empty), so their number is {@code landings × zone}.
 *
 * <p>An instance is mutable scratch space: use one per thread.
 */
public final class MoveGenerator {

    private final Rules rules;
    private final PathSearch paths;
    /** Set by {@link #countLoaded}: the pieces that may move, empty when the side must pass. */
    private long movableRow;
    /** Set by {@link #legalMoveOf}: where the legal moves of the piece it scanned end. */
    private long destinations;

    public MoveGenerator(Rules rules) {
        this.rules = rules;
        this.paths = new PathSearch(rules.pathRule());
    }

    public Rules rules() {
        return rules;
    }

    /** The legal moves in canonical order, each with one witness path; {@code [pass]} when none. */
    public List<LegalMove> legalMoves(Position position) {
        paths.load(position);
        List<LegalMove> moves = new ArrayList<>();
        paths.recording = true;
        paths.recorded = ~0L;
        scanRows(moves);
        paths.recording = false;
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
        paths.load(position);
        int origin = move.from();
        long destination = Square.bit(move.to());
        paths.recording = true;
        paths.recorded = destination;
        paths.scan(origin);
        paths.recording = false;
        // As addMoves lists them: an end without target, each landing with each zone square, the win.
        long zone = rules.replace() && paths.landings != 0 ? paths.replaceZone(origin) : 0;
        long plain = paths.win ? paths.ends | Square.bit(paths.side.goal()) : paths.ends;
        destinations = zone != 0 ? plain | paths.landings : plain;
        boolean listed = move.isReplace()
                ? (paths.landings & destination) != 0 && (zone & Square.bit(move.target())) != 0
                : (plain & destination) != 0;
        return listed ? new LegalMove(move, pathOf(paths.witness[move.to()])) : null;
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
        paths.load(position);
        long count = countLoaded();
        return count == 0 ? 1 : count;
    }

    /** Whether the side to move can win with this move (enter the opponent's side goal). */
    public boolean hasWinningMove(Position position) {
        paths.load(position);
        countLoaded();
        for (long o = movableRow; o != 0; o &= o - 1) {
            paths.scan(Long.numberOfTrailingZeros(o));
            if (paths.win) {
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
        paths.load(position);
        for (int k = 1; k <= 6; k++) {
            long row = paths.occ & Board.rowMask(paths.side.boardRow(k));
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
        paths.load(position);
        return depth == 0 ? 1 : perft(depth, 0);
    }

    /**
     * §5: the squares where a piece replaced by the piece from {@code origin} may go (same for every
     * landing square of that origin).
     */
    public long replaceZone(Position position, int origin) {
        paths.load(position);
        return paths.replaceZone(origin);
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
        paths.load(occupancy, sizes, toMove);
        int n = 0;
        for (int k = 1; k <= 6; k++) {
            long row = paths.occ & Board.rowMask(paths.side.boardRow(k));
            if (row == 0) {
                continue;
            }
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                paths.scan(origin);
                if (paths.win) {
                    out[0] = MoveCode.of(origin, paths.side.goal(), Square.NONE);
                    return 1;
                }
                for (long d = paths.ends; d != 0; d &= d - 1) {
                    out[n++] = MoveCode.of(origin, Long.numberOfTrailingZeros(d), Square.NONE);
                }
                if (rules.replace() && paths.landings != 0) {
                    long zone = paths.replaceZone(origin);
                    for (long d = paths.landings; d != 0; d &= d - 1) {
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
        paths.load(occupancy, sizes, toMove);
        for (int k = 1; k <= 6; k++) {
            long row = paths.occ & Board.rowMask(paths.side.boardRow(k));
            if (row == 0) {
                continue;
            }
            boolean moves = false;
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                paths.scan(origin);
                if (paths.win) {
                    return true;
                }
                moves |= paths.ends != 0 || (rules.replace() && paths.landings != 0 && paths.replaceZone(origin) != 0);
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
        paths.load(occupancy, sizes, toMove);
        for (int k = 1; k <= 6; k++) {
            long row = paths.occ & Board.rowMask(paths.side.boardRow(k));
            if (row == 0) {
                continue;
            }
            long reached = 0;
            long endCount = 0;
            boolean moves = false;
            boolean wins = false;
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                paths.scan(origin);
                wins |= paths.win;
                reached |= paths.ends | paths.landings;
                endCount += Long.bitCount(paths.ends);
                moves |= paths.win || paths.ends != 0 || (rules.replace() && paths.landings != 0 && paths.replaceZone(origin) != 0);
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
        paths.load(occupancy, sizes, toMove);
        return (int) countLoaded();
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
            long row = paths.occ & Board.rowMask(paths.side.boardRow(k));
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
        paths.scan(origin);
        long count = Long.bitCount(paths.ends) + (paths.win ? 1 : 0);
        if (rules.replace() && paths.landings != 0) {
            count += (long) Long.bitCount(paths.landings) * Long.bitCount(paths.replaceZone(origin));
        }
        return count;
    }

    /** Lists the moves of one origin; returns how many. */
    private int addMoves(int origin, List<LegalMove> moves) {
        int before = moves.size();
        paths.scan(origin);
        long zone = rules.replace() && paths.landings != 0 ? paths.replaceZone(origin) : 0;
        for (long d = paths.ends | paths.landings; d != 0; d &= d - 1) {
            int to = Long.numberOfTrailingZeros(d);
            List<Integer> p = pathOf(paths.witness[to]);
            if ((paths.ends & Square.bit(to)) != 0) {
                moves.add(new LegalMove(Move.to(origin, to), p));
                continue;
            }
            for (long t = zone; t != 0; t &= t - 1) {
                moves.add(new LegalMove(Move.replace(origin, to, Long.numberOfTrailingZeros(t)), p));
            }
        }
        if (paths.win) {
            moves.add(new LegalMove(Move.to(origin, paths.side.goal()), pathOf(paths.witness[paths.side.goal()])));
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
            long row = paths.occ & Board.rowMask(paths.side.boardRow(k));
            if (row == 0) {
                continue;
            }
            for (long o = row; o != 0; o &= o - 1) {
                int origin = Long.numberOfTrailingZeros(o);
                paths.scan(origin);
                long originEnds = paths.ends;
                long originLandings = rules.replace() ? paths.landings : 0;
                hasMoves |= paths.win || originEnds != 0 || originLandings != 0;
                total += perftOrigin(origin, originEnds, originLandings, depth);
            }
            if (hasMoves || rules.blockedRow() == Rules.BlockedRow.PASS) {
                break;
            }
        }
        if (!hasMoves) {
            // No legal move: the only move is a pass.
            paths.setSide(paths.side.opponent());
            total = perft(depth - 1, passes + 1);
            paths.setSide(paths.side.opponent());
        }
        return total;
    }

    private long perftOrigin(int origin, long originEnds, long originLandings, int depth) {
        long total = 0;
        long occupied = paths.occ;
        byte mover = paths.size[origin];
        Side before = paths.side;
        paths.setSide(before.opponent());
        for (long d = originEnds; d != 0; d &= d - 1) {
            int to = Long.numberOfTrailingZeros(d);
            paths.size[origin] = 0;
            paths.size[to] = mover;
            paths.occ = (occupied & ~Square.bit(origin)) | Square.bit(to);
            total += perft(depth - 1, 0);
            paths.size[to] = 0;
            paths.size[origin] = mover;
        }
        paths.occ = occupied;
        if (originLandings != 0) {
            paths.setSide(before);
            long zone = paths.replaceZone(origin);
            paths.setSide(before.opponent());
            for (long d = originLandings; d != 0; d &= d - 1) {
                int to = Long.numberOfTrailingZeros(d);
                byte replaced = paths.size[to];
                for (long t = zone; t != 0; t &= t - 1) {
                    int target = Long.numberOfTrailingZeros(t);
                    paths.size[origin] = 0;
                    paths.size[to] = mover;
                    paths.size[target] = replaced;
                    paths.occ = (occupied & ~Square.bit(origin)) | Square.bit(target);
                    total += perft(depth - 1, 0);
                    paths.size[target] = 0;
                    paths.size[to] = replaced;
                    paths.size[origin] = mover;
                }
            }
            paths.occ = occupied;
        }
        paths.setSide(before);
        return total;
    }
}
