package org.ringgames.rules.gyges.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.ringgames.rules.Stopped;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveCode;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;

/**
 * The Gygès engine: iterative deepening over a negamax alpha-beta (principal variation search)
 * with a transposition table, on its own mutable board with make/unmake. How it works is in
 * docs/engine.md.
 *
 * <p>Scores inside the search are ints from the view of the side to move: {@code WIN − n} when the
 * side to move at the root wins with its n-th ply being the winning move counted from the root
 * (so a win now, at the root, is {@code WIN − 1}), {@code −(WIN − n)} for a loss, and evaluations
 * well inside ±{@code MATE_BOUND}. In the transposition table a mate score is stored relative to
 * its node, not the root.
 *
 * <p>Moves are {@link MoveCode}s. An instance is mutable scratch space: use one per thread. It keeps
 * its transposition table between searches (entries of older searches are replaced first), so
 * results are reproducible — same move, score and node count for the same inputs, seed and a
 * depth or node limit — on a fresh instance, or after {@link #clear()}.
 */
public final class Search {

    static final int WIN = 1_000_000;
    static final int MAX_PLY = 64;
    static final int MATE_BOUND = WIN - 2 * MAX_PLY;
    private static final int INF = WIN + 1;
    private static final int MAX_MOVES = 2048;
    /** Nodes between two readings of the stop flag and the clock. */
    private static final int POLL_INTERVAL = 256;
    /** 2^18 leaves (3 MB). */
    static final int LEAF_CACHE_BITS = 18;

    private final Rules rules;
    private final MoveGenerator generator;
    private final Evaluation evaluation;
    private final TranspositionTable table;
    private final LongSupplier clock;
    private final MoveOrder order = new MoveOrder();
    /** Null only in the test that checks that the cache changes nothing. */
    private final LeafCache leaves;
    /** Whether the table and the leaf cache are shared: their owner clears them and starts each search. */
    private boolean shared;
    /** Plies added to every iteration's depth: 0, or 1 for a helper of a {@link ParallelSearch}. */
    private final int depthOffset;

    private final SearchBoard board = new SearchBoard();
    // Per ply: the moves, and the principal variation (triangular table).
    private final int[][] moves = new int[MAX_PLY + 1][MAX_MOVES];
    private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];

    private GameHistory game = GameHistory.NONE;

    private long nodes;
    private long nextPoll;
    private long nodeLimit;
    private long deadline;
    private boolean timed;
    private BooleanSupplier stop;
    private boolean aborted;
    /** Why the iteration in hand was cut, once {@code aborted}. */
    private Stopped abortedBy;
    private Budget budget;
    private int noise;
    private long noiseSeed;
    /**
     * When an iteration is cut: the move that beat the previous best in it (both searched to the
     * end at that depth), its score and line; {@link MoveCode#NONE} when none did.
     */
    private int partialMove = MoveCode.NONE;
    private int partialScore;
    private int[] partialLine;
    /** Nodes of each root move's subtree in the iteration in hand, by its index in the root list. */
    private long[] rootNodes = new long[0];
    /**
     * Under a clock ({@link Limits#targetMs()}): when the iteration in hand stops at a root move's
     * end, by the clock; {@code softDeadline} holds while the best move stays, {@code longDeadline}
     * once it changed (in the last iteration or this one). Unused without a target.
     */
    private long softDeadline;
    private long longDeadline;
    private boolean bestChanged;

    public Search(Rules rules, int hashMegabytes, LongSupplier nanoClock) {
        this(rules, hashMegabytes, nanoClock, Evaluation.DEFAULT_WEIGHTS);
    }

    /** For self-play tuning (the test class {@code Tuning}): other evaluation weights. */
    Search(Rules rules, int hashMegabytes, LongSupplier nanoClock, int[] weights) {
        this(rules, hashMegabytes, nanoClock, weights, true);
    }

    /** For {@code LeafCacheTest}: the same search without the leaf cache. */
    Search(Rules rules, int hashMegabytes, LongSupplier nanoClock, int[] weights, boolean leafCache) {
        this(rules, new TranspositionTable(hashMegabytes), leafCache ? new LeafCache(LEAF_CACHE_BITS) : null,
                nanoClock, weights, 0);
    }

    /**
     * For {@link ParallelSearch}: one of several searches sharing a table and a leaf cache, which
     * the caller starts a new search in ({@code shared}). A helper ({@code depthOffset} 1) searches
     * each iteration one ply deeper than asked, so that the main search finds deeper entries.
     */
    Search(Rules rules, TranspositionTable table, LeafCache leaves, LongSupplier nanoClock, int depthOffset) {
        this(rules, table, leaves, nanoClock, Evaluation.DEFAULT_WEIGHTS, depthOffset);
        this.shared = true;
    }

    private Search(Rules rules, TranspositionTable table, LeafCache leaves, LongSupplier nanoClock, int[] weights,
                   int depthOffset) {
        this.leaves = leaves;
        this.rules = rules;
        this.generator = new MoveGenerator(rules);
        this.evaluation = new Evaluation(weights);
        this.table = table;
        this.clock = nanoClock;
        this.depthOffset = depthOffset;
    }

    /** Forgets everything learnt in earlier searches (transposition table, move-order history, leaf values). */
    public void clear() {
        order.clear();
        if (!shared) {
            table.clear();
            if (leaves != null) {
                leaves.clear();
            }
        }
    }

    /**
     * Searches {@code position} for the side to move.
     *
     * @param history  positions earlier in the game, oldest first (may be empty): a position of the
     *                 search that repeats one of them, or one earlier on the search path, scores 0
     * @param limits   depth, node and time limits, combined with the level's caps; the result's
     *                 {@link SearchResult#stopped()} says which one ended the search
     * @param level    1–8, 8 = full strength ({@link Levels})
     * @param seed     drives the evaluation noise of levels below 8
     * @param stop     polled every 256 nodes; when it answers true the search ends with the
     *                 result of the last finished depth (or a legal move when none finished)
     * @param onDepth  called after each finished iteration with the result so far; may be null
     */
    public SearchResult search(Position position, List<Position> history, Limits limits, int level, long seed,
                               BooleanSupplier stop, Consumer<SearchResult> onDepth) {
        long start = clock.getAsLong();
        Levels.check(level);
        board.load(position);
        game = GameHistory.of(position, history, generator);
        board.passed[0] = game.endsWithPass();
        if (!shared) {
            table.newSearch();
        }
        order.age();
        this.stop = stop;
        aborted = false;
        nodes = 0;
        nextPoll = POLL_INTERVAL;
        budget = Budget.of(limits, level, MAX_PLY - 4);
        nodeLimit = budget.nodeLimit();
        timed = budget.movetimeMs() > 0;
        deadline = start + budget.movetimeMs() * 1_000_000L;
        noise = Levels.noise(level);
        noiseSeed = Zobrist.mix(seed ^ 0x5DEECE66DL);
        int maxDepth = budget.maxDepth();

        List<LegalMove> legal = generator.legalMoves(position);
        int[] rootMoves = moves[0];
        int count = generator.generate(board.occ, board.size, board.side, rootMoves);
        if (count == 0) {
            rootMoves[0] = MoveCode.PASS;
            count = 1;
        }
        if (MoveCode.isWin(rootMoves[0])) {
            nodes = 1;
            SearchResult win = result(legal, rootMoves[0], WIN - 1, new int[] {rootMoves[0]}, 1, start, level);
            if (onDepth != null) {
                onDepth.accept(win);
            }
            return win.stoppedBy(Stopped.PROVEN, nodes, win.timeMs());
        }
        if (rootMoves[0] == MoveCode.PASS && board.passed[0]) {
            nodes = 1; // this pass is the second in a row: it ends the game as a draw
            return result(legal, MoveCode.PASS, 0, new int[] {MoveCode.PASS}, 1, start, level)
                    .stoppedBy(Stopped.PROVEN, nodes, elapsedMs(start));
        }
        if (count == 1 && budget.targetMs() > 0) {
            // Under a clock a forced move (a single one, or a pass) is played at once.
            nodes = 1;
            return result(legal, rootMoves[0], 0, new int[] {rootMoves[0]}, 0, start, level)
                    .stoppedBy(budget.timeReason(), nodes, elapsedMs(start));
        }
        int[] root = Arrays.copyOf(rootMoves, count);
        long draw = Zobrist.mix(board.key ^ noiseSeed ^ 0x9E3779B97F4A7C15L);
        if (Long.remainderUnsigned(draw, 1000) < Levels.blunderPerMille(level)) {
            // This level plays this move at random, unsearched (a win at once was taken above).
            int pick = (int) Long.remainderUnsigned(Zobrist.mix(draw), count);
            nodes = 1;
            return result(legal, root[pick], 0, new int[] {root[pick]}, 0, start, level)
                    .stoppedBy(Stopped.LEVEL, nodes, elapsedMs(start));
        }
        order.sortRoot(root, table.probe(board.ttKey(0)));

        SearchResult best = null;
        Stopped why = budget.depthReason();
        long target = budget.targetMs() * 1_000_000L;
        softDeadline = start + target;
        longDeadline = start + Math.min(2 * target, budget.movetimeMs() * 1_000_000L);
        bestChanged = false;
        int stableIterations = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            int previousBest = root[0];
            int score = searchRoot(root, depth + depthOffset);
            if (aborted) {
                why = abortedBy;
                if (partialMove != MoveCode.NONE) {
                    // The cut iteration had searched the previous best move to the end and found
                    // one better, as deep: that one is played (the depth reported stays the last
                    // finished one).
                    best = result(legal, partialMove, partialScore, partialLine, depth - 1, start, level);
                }
                break;
            }
            best = result(legal, root[0], score, Arrays.copyOf(pv[0], pvLength[0]), depth, start, level);
            if (onDepth != null) {
                onDepth.accept(best);
            }
            if (Math.abs(score) >= MATE_BOUND && WIN - Math.abs(score) <= depth + 1) {
                // Proven: an iteration of depth d sees every win within d + 1 plies (its leaves
                // look for a win of the side to move), so nothing shorter or longer is left.
                why = Stopped.PROVEN;
                break;
            }
            if (depth == maxDepth) {
                break; // what was asked for is done, even if the clock has run out meanwhile
            }
            if (timed && clock.getAsLong() - deadline >= 0) {
                why = budget.timeReason();
                break;
            }
            if (target > 0 && depth > 1) {
                bestChanged = root[0] != previousBest;
                stableIterations = bestChanged ? 0 : stableIterations + 1;
                // The next iteration costs many times all the ones before it: it is started only
                // while much of the target is left, less of it when the best move has held.
                long used = clock.getAsLong() - start;
                if (!bestChanged && used >= (stableIterations >= 2 ? target * 3 / 10 : target * 6 / 10)) {
                    why = budget.timeReason();
                    break;
                }
            }
        }
        if (best == null) {
            best = result(legal, root[0], 0, new int[] {root[0]}, 0, start, level);
        }
        return best.stoppedBy(why, nodes, elapsedMs(start));
    }

    /** One iteration at the root; leaves the best move first in {@code root}. */
    private int searchRoot(int[] root, int depth) {
        partialMove = MoveCode.NONE;
        int alpha = -INF;
        int beta = INF;
        int bestIndex = 0;
        pvLength[0] = 0;
        if (rootNodes.length < root.length) {
            rootNodes = new long[root.length];
        }
        for (int i = 0; i < root.length; i++) {
            int move = root[i];
            long before = nodes;
            board.make(move, 0);
            int score;
            if (i == 0) {
                score = -negamax(depth - 1, 1, -beta, -alpha);
            } else {
                score = -negamax(depth - 1, 1, -alpha - 1, -alpha);
                if (score > alpha && !aborted) {
                    score = -negamax(depth - 1, 1, -beta, -alpha);
                }
            }
            board.unmake(move, 0);
            rootNodes[i] = nodes - before;
            if (aborted) {
                if (bestIndex > 0) {
                    partialMove = root[bestIndex];
                    partialScore = alpha;
                    partialLine = Arrays.copyOf(pv[0], pvLength[0]);
                }
                return 0;
            }
            if (score > alpha) {
                alpha = score;
                bestIndex = i;
                updatePv(0, move);
            }
            if (depth > 1 && budget.targetMs() > 0 && i + 1 < root.length
                    && clock.getAsLong() - (bestChanged || bestIndex > 0 ? longDeadline : softDeadline) >= 0) {
                // Under a clock the iteration ends at a root move's end once the target has passed
                // (twice the target while the best move is changing): as when the time cuts it.
                aborted = true;
                abortedBy = budget.timeReason();
                if (bestIndex > 0) {
                    partialMove = root[bestIndex];
                    partialScore = alpha;
                    partialLine = Arrays.copyOf(pv[0], pvLength[0]);
                }
                return 0;
            }
        }
        int bestMove = root[bestIndex];
        // The next iteration tries the best move first, then the others by the nodes their
        // subtrees took in this one (a move that was hard to refute is the likeliest to beat it).
        long[] order = new long[root.length];
        for (int i = 0; i < root.length; i++) {
            long weight = i == bestIndex ? Long.MAX_VALUE >>> 21 : Math.min(rootNodes[i], (1L << 42) - 1);
            order[i] = (Long.MAX_VALUE >>> 21) - weight << 21 | i;
        }
        Arrays.sort(order);
        int[] sorted = new int[root.length];
        for (int i = 0; i < root.length; i++) {
            sorted[i] = root[(int) (order[i] & 0x1FFFFF)];
        }
        System.arraycopy(sorted, 0, root, 0, root.length);
        table.store(board.ttKey(0), bestMove, alpha, depth, TranspositionTable.EXACT);
        return alpha;
    }

    private int negamax(int depth, int ply, int alpha, int beta) {
        pvLength[ply] = ply;
        if (nodeLimit != 0 && nodes >= nodeLimit) {
            aborted = true;
            abortedBy = budget.nodesReason();
            return 0;
        }
        nodes++;
        if (nodes >= nextPoll) {
            nextPoll = nodes + POLL_INTERVAL;
            if (stop.getAsBoolean()) {
                aborted = true;
                abortedBy = Stopped.INTERRUPTED;
                return 0;
            }
            if (timed && clock.getAsLong() - deadline >= 0) {
                aborted = true;
                abortedBy = budget.timeReason();
                return 0;
            }
        }
        if (depth <= 0 || ply >= MAX_PLY - 2) {
            int value = leaves == null ? LeafCache.NONE : leaves.probe(board.key);
            if (value == LeafCache.NONE) {
                value = leafValue();
                if (leaves != null) {
                    leaves.store(board.key, value);
                }
            }
            if (value == LeafCache.WIN) {
                return WIN - (ply + 1);
            }
            return isDrawn(ply) ? 0 : value + noise();
        }
        // A table entry exists only for a node searched to the end, which had no win at once (that
        // returns before storing), so a hit may skip the move generation.
        long ttKey = board.ttKey(ply);
        long entry = table.probe(ttKey);
        int[] list = moves[ply];
        int count = 0;
        if (entry == 0) {
            count = generator.generate(board.occ, board.size, board.side, list);
            if (count == 1 && MoveCode.isWin(list[0])) {
                return WIN - (ply + 1);
            }
        }
        if (isDrawn(ply)) {
            return 0;
        }
        if (entry == 0 && count == 0) {
            if (board.passed[ply]) {
                return 0; // the second pass in a row ends the game as a draw (§7)
            }
            board.make(MoveCode.PASS, ply);
            int score = -negamax(depth - 1, ply + 1, -beta, -alpha);
            board.unmake(MoveCode.PASS, ply);
            updatePv(ply, MoveCode.PASS);
            return score;
        }
        // Mate-distance bounds: no win before our next turn, no loss before the opponent's.
        int most = WIN - (ply + 3);
        int least = -(WIN - (ply + 2));
        if (most < beta) {
            beta = most;
            if (alpha >= beta) {
                return beta;
            }
        }
        if (least > alpha) {
            alpha = least;
            if (alpha >= beta) {
                return alpha;
            }
        }
        int ttMove = MoveCode.NONE;
        if (entry != 0) {
            ttMove = TranspositionTable.moveOf(entry);
            if (TranspositionTable.depthOf(entry) >= depth) {
                int score = fromTable(TranspositionTable.scoreOf(entry), ply);
                int bound = TranspositionTable.boundOf(entry);
                if (bound == TranspositionTable.EXACT
                        || (bound == TranspositionTable.LOWER && score >= beta)
                        || (bound == TranspositionTable.UPPER && score <= alpha)) {
                    return score;
                }
            }
            count = generator.generate(board.occ, board.size, board.side, list);
        }
        order.sort(list, count, ttMove, ply);
        int alphaIn = alpha;
        int best = -INF;
        int bestMove = MoveCode.NONE;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            board.make(move, ply);
            int score;
            if (i == 0) {
                score = -negamax(depth - 1, ply + 1, -beta, -alpha);
            } else {
                score = -negamax(depth - 1, ply + 1, -alpha - 1, -alpha);
                if (score > alpha && score < beta && !aborted) {
                    score = -negamax(depth - 1, ply + 1, -beta, -alpha);
                }
            }
            board.unmake(move, ply);
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (score >= beta) {
                        order.cutoff(move, ply, depth);
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > alphaIn ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(ttKey, bestMove, toTable(best, ply), depth, bound);
        return best;
    }

    /** A leaf's value before the draw rules and the noise: {@link LeafCache#WIN}, or the evaluation. */
    private int leafValue() {
        long mine = generator.reach(board.occ, board.size, board.side);
        if ((mine & MoveGenerator.REACH_WIN) != 0) {
            return LeafCache.WIN;
        }
        long theirs = generator.reach(board.occ, board.size, board.side.opponent());
        return evaluation.evaluate(mine, theirs, board.side, board.occ, board.size);
    }

    /** A repetition (of the search path or of the game's history) or the end by maxPlies. */
    private boolean isDrawn(int ply) {
        if (game.plies() + ply >= rules.maxPlies()) {
            return true;
        }
        long k = board.pathKeys[ply];
        for (int i = ply - 2; i >= 0; i -= 2) {
            if (board.pathKeys[i] == k) {
                return true;
            }
        }
        return game.contains(k);
    }

    private int noise() {
        if (noise == 0) {
            return 0;
        }
        long h = Zobrist.mix(board.key ^ noiseSeed);
        return (int) Long.remainderUnsigned(h, 2L * noise + 1) - noise;
    }

    private void updatePv(int ply, int move) {
        pv[ply][ply] = move;
        int length = pvLength[ply + 1];
        if (length <= ply + 1) {
            length = ply + 1;
        }
        System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, length - ply - 1);
        pvLength[ply] = length;
    }

    private static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }

    private SearchResult result(List<LegalMove> legal, int move, int score, int[] line, int depth, long start,
                                int level) {
        Move best = MoveCode.toMove(move);
        List<Integer> path = List.of();
        for (LegalMove m : legal) {
            if (m.move().equals(best)) {
                path = m.path();
                break;
            }
        }
        List<Move> principal = new ArrayList<>(line.length);
        for (int code : line) {
            principal.add(MoveCode.toMove(code));
        }
        if (principal.isEmpty() || !principal.get(0).equals(best)) {
            principal = List.of(best);
        }
        return new SearchResult(best, path, toScore(score), principal, depth, nodes, elapsedMs(start), level,
                Optional.empty());
    }

    static Score toScore(int score) {
        if (score >= MATE_BOUND) {
            return new Score.Win(WIN - score);
        }
        if (score <= -MATE_BOUND) {
            return new Score.Loss(WIN + score);
        }
        return new Score.Eval(score);
    }

    private long elapsedMs(long start) {
        return (clock.getAsLong() - start) / 1_000_000L;
    }
}
