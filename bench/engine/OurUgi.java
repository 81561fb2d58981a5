import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.Square;
import org.ringgames.rules.gyges.search.Limits;
import org.ringgames.rules.gyges.search.Search;
import org.ringgames.rules.gyges.search.SearchResult;
import org.ringgames.rules.gyges.search.SetupChoice;

/**
 * Our engine behind UGI, the command-line protocol of the public Beck-Bjella Gygès engine, so that
 * bench/engine/Match.java plays the two (or two builds of ours) the same way. The dialect is that
 * engine's:
 *
 * <ul>
 *   <li>{@code setpos data <36 digits>}: the board from a1 to f1, then a2 … f6 (0 empty); the side
 *       to move is always the one at the bottom (rank 1), so the caller turns the board for North;
 *   <li>{@code setoption maxTime <seconds>}, {@code maxNodes <n>}, {@code maxPly <d>},
 *       {@code level <1-8>} (ours; 8 by default), {@code hashMb <n>} (ours; 16 by default, the
 *       service's {@code ringgames.engine.hash-mb}), {@code threads <n>} (ours; 1 by default: more
 *       searches a move by time on that many threads, Lazy SMP's {@code ParallelSearch}, as the
 *       service's {@code ringgames.engine.analysis-threads} does);
 *   <li>{@code setoption clock <msLeft> <incrementMs>} (ours, sent by the harness before each
 *       {@code go} of a game under a clock): the time is then shared out as the service's
 *       {@code ThinkTime} does, a thirtieth of the bank plus three quarters of the increment, at
 *       most a quarter of the bank, less 150 ms; {@code setoption timeman target} (the default) gives
 *       the search that share as its target and three times it (at most a quarter of the bank) as
 *       its limit ({@code Limits.clock}), {@code timeman movetime} gives it the share as a fixed
 *       think time (as before time management, and for builds without {@code Limits.clock});
 *   <li>{@code setoption random true} (ours, for the harness's own test): a random legal mover,
 *       each move drawn uniformly from the legal list (a win at once too), without a search;
 *   <li>{@code setuprow <seed> [<south's row>]} (ours, for the harness's {@code setups=own}):
 *       answers {@code setuprow <row>}, the home row {@code SetupChoice} picks at the level for that
 *       seed (North is told South's row; bench/engine/experiments/setup-reply.patch answers it);
 *   <li>{@code go} answers {@code bestmove <from>|<to>[|<drop>]} in the same numbers (36 the bottom
 *       side's own goal, 37 the goal it plays into), {@code bestmove null} with no move;
 *   <li>{@code ugi}, {@code isready}, {@code quit}.
 * </ul>
 *
 * As the service does for every search, the transposition table and move-order history are
 * cleared before each move, and no game history is given (UGI has none; neither engine gets it).
 * Runs on the classes of whatever build is on its class path: {@code java -cp <classes>
 * bench/engine/OurUgi.java}.
 */
public class OurUgi {

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Rules rules = Rules.STANDARD;
        int hashMb = 16;
        int level = 8;
        double maxTime = 0;
        long maxNodes = 0;
        int maxPly = 0;
        long clockLeftMs = -1;
        long incrementMs = 0;
        boolean timeman = true;
        java.util.SplittableRandom randomMover = null;
        Search search = null;
        int threads = 1;
        Searcher parallel = null;
        Position position = null;
        out.println("ringgames UGI front end");
        for (String line; (line = in.readLine()) != null; ) {
            String[] words = line.trim().split("\\s+");
            switch (words[0]) {
                case "ugi" -> {
                    out.println("id name ringgames");
                    out.println("id author ringgames");
                    out.println("option maxTime");
                    out.println("option maxNodes");
                    out.println("option maxPly");
                    out.println("option level");
                    out.println("option hashMb");
                    out.println("option threads");
                    out.println("ugiok");
                }
                case "isready" -> out.println("readyok");
                case "setoption" -> {
                    String value = words.length > 2 ? words[2] : "";
                    switch (words.length > 1 ? words[1] : "") {
                        case "maxTime" -> maxTime = Double.parseDouble(value);
                        case "maxNodes" -> maxNodes = Long.parseLong(value);
                        case "maxPly" -> maxPly = Integer.parseInt(value);
                        case "level" -> level = Integer.parseInt(value);
                        case "clock" -> {
                            clockLeftMs = Long.parseLong(value);
                            incrementMs = words.length > 3 ? Long.parseLong(words[3]) : 0;
                        }
                        case "timeman" -> timeman = value.equals("target");
                        case "random" -> randomMover = value.equals("true") ? new java.util.SplittableRandom(1) : null;
                        case "hashMb" -> {
                            hashMb = Integer.parseInt(value);
                            search = null;
                            parallel = null;
                        }
                        case "threads" -> {
                            threads = Integer.parseInt(value);
                            parallel = null;
                        }
                        default -> out.println("Unknown Command: '" + line.trim() + "'");
                    }
                }
                case "setpos" -> position = words.length > 2 && words[1].equals("data") ? bottomToMove(words[2]) : null;
                case "go" -> {
                    if (position == null) {
                        out.println("info string no position");
                        break;
                    }
                    if (randomMover != null) {
                        List<org.ringgames.rules.gyges.LegalMove> legal = new org.ringgames.rules.gyges.MoveGenerator(rules)
                                .legalMoves(position);
                        out.println("bestmove " + ugi(legal.get(randomMover.nextInt(legal.size())).move()));
                        break;
                    }
                    Limits limits = clockLeftMs >= 0 ? clockLimits(clockLeftMs, incrementMs, timeman)
                            : new Limits(maxPly, maxNodes, Math.round(maxTime * 1000));
                    SearchResult r;
                    if (threads > 1) {
                        if (parallel == null) {
                            parallel = parallelSearcher(rules, hashMb, threads);
                        }
                        r = parallel.search(position, limits, level);
                    } else {
                        if (search == null) {
                            search = new Search(rules, hashMb, System::nanoTime);
                        }
                        search.clear();
                        r = search.search(position, List.of(), limits, level, position.hashCode(), () -> false, null);
                    }
                    out.println("info ply " + r.depth() + " nodes " + r.nodes() + " time " + r.timeMs() / 1000.0
                            + " score " + r.score());
                    out.println("bestmove " + ugi(r.bestMove()));
                }
                // North is told South's row too (a third word); this build draws North's row as South's.
                case "setuprow" -> out.println("setuprow "
                        + SetupChoice.homeRow(rules, level, words.length > 1 ? Long.parseLong(words[1]) : 0));
                case "quit" -> {
                    return;
                }
                case "" -> {
                }
                default -> out.println("Unknown Command: '" + line.trim() + "'");
            }
        }
    }

    /** One search a move, the table cleared first, as the service's analysis does. */
    interface Searcher {
        SearchResult search(Position position, Limits limits, int level) throws ReflectiveOperationException;
    }

    /** Lazy SMP, through reflection so that this file still compiles against a base without ParallelSearch. */
    static Searcher parallelSearcher(Rules rules, int hashMb, int threads) throws ReflectiveOperationException {
        Class<?> type = Class.forName("org.ringgames.rules.gyges.search.ParallelSearch");
        Object parallel = type.getConstructor(Rules.class, int.class, int.class, LongSupplier.class)
                .newInstance(rules, hashMb, threads, (LongSupplier) System::nanoTime);
        Method clear = type.getMethod("clear");
        Method search = type.getMethod("search", Position.class, List.class, Limits.class, int.class, long.class,
                BooleanSupplier.class, Consumer.class);
        return (position, limits, level) -> {
            clear.invoke(parallel);
            return (SearchResult) search.invoke(parallel, position, List.of(), limits, level, (long) position.hashCode(),
                    (BooleanSupplier) () -> false, null);
        };
    }

    /** As the service's ThinkTime shares out a real-time clock (its margin included). */
    static Limits clockLimits(long leftMs, long incrementMs, boolean timeman) throws ReflectiveOperationException {
        long margin = 150;
        long quarter = leftMs / 4;
        long share = Math.max(10, Math.min(leftMs / 30 + incrementMs * 3 / 4, quarter) - margin);
        if (!timeman) {
            return Limits.movetime(share);
        }
        long max = Math.max(share, Math.min(3 * share, quarter - margin));
        // Through reflection, so that this file still compiles against a base without Limits.clock.
        return (Limits) Limits.class.getMethod("clock", long.class, long.class).invoke(null, share, max);
    }

    /** A board of 36 digits, a1 first, with the bottom side (South, in our terms) to move. */
    static Position bottomToMove(String digits) {
        String board = digits.replace("/", "");
        byte[] sizes = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            sizes[sq] = (byte) (board.charAt(sq) - '0');
        }
        return Position.of(sizes, Side.SOUTH);
    }

    /** A move of the bottom side in UGI numbers: its goal (our N) is 37. */
    static String ugi(Move move) {
        if (move.isPass()) {
            return "null";
        }
        int to = move.to() == Square.N ? 37 : move.to();
        return move.from() + "|" + to + (move.isReplace() ? "|" + move.target() : "");
    }
}
