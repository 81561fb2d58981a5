import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.GameState;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Outcome;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.Square;

/**
 * A match between two programs that speak UGI (the public Beck-Bjella engine's protocol; ours
 * through bench/engine/OurUgi.java), judged by our rules. Run through bench/engine/match.sh, which names the
 * two programs; the numbers and their commands are in docs/benchmarks.md.
 *
 * <ul>
 *   <li><b>Openings</b>: from the seed, a random home row for South and the same row for North
 *       (so the setup favours neither), then {@code random-plies} random legal moves that neither
 *       win nor give the other side a win at once. Each opening is played twice, A taking South in
 *       one game and North in the other.
 *   <li><b>Moves</b>: each side gets the same fixed time a move ({@code movetime} ms, sent as
 *       {@code setoption maxTime}); the harness measures what each one takes. UGI always moves for
 *       the side at the bottom, so the board is turned for North. Every answer is checked against
 *       our legal moves: an illegal or unreadable move, or one later than {@code 3 × movetime + 2 s},
 *       loses the game for the program that sent it, and is reported.
 *   <li><b>Own setups</b> (for two builds of ours): with {@code setups=own} each program sets up
 *       its own pieces, in the rules' default BLOCK order: South picks its home row
 *       ({@code setuprow <seed>}, answered {@code setuprow <row>}), then North picks its own,
 *       seeing South's ({@code setuprow <seed> <south's row>}). Each program is South once in a
 *       pair; then {@code random-plies} as usual (0 measures the setups alone). Each game's line
 *       ends with the two rows, South's first.
 *   <li><b>Clock</b> (instead of a time a move, for two builds of ours): with {@code clock=<ms>}
 *       each side has that bank for the game and gains {@code increment=<ms>} after each move; the
 *       harness sends {@code setoption clock <ms left> <increment>} before each {@code go}, and a
 *       side whose bank runs out loses on time (reported). An answer is late only past the
 *       bank and 2 s more.
 *   <li><b>End</b>: a move into the goal wins; {@code max-plies} plies, a double pass, or no legal
 *       move at all draws (our rules, {@link GameState#play}). A program that answers
 *       {@code bestmove null} where our rules have a move draws the game (the public engine does
 *       not know {@code blockedRow NEXT_ROW}); that is counted and reported.
 *   <li><b>Report</b>: A's wins, draws and losses, its score, the Elo difference with a 95 %
 *       interval (normal approximation over game pairs, which cancels the first-move advantage),
 *       and the SPRT of H0: elo ≤ elo0 against H1: elo ≥ elo1 (logistic Elo, the normal
 *       approximation of the generalised SPRT, error rates alpha and beta). With {@code sprt=stop}
 *       the match ends as soon as a bound is crossed.
 * </ul>
 *
 * <p>Usage: Match a="command" b="command" [a-init="setoption …;…"] [b-init=…] [a-dir=…] [b-dir=…]
 * [games=48] [movetime=100] [seed=1] [random-plies=2] [max-plies=200] [elo0=0] [elo1=10]
 * [alpha=0.05] [beta=0.05] [sprt=report|stop] [name-a=A] [name-b=B] [clock=0] [increment=0] [setups=mirrored|own]
 */
public class Match {

    public static void main(String[] args) throws Exception {
        Map<String, String> opt = options(args);
        int games = Integer.parseInt(opt.getOrDefault("games", "48"));
        long movetime = Long.parseLong(opt.getOrDefault("movetime", "100"));
        long clock = Long.parseLong(opt.getOrDefault("clock", "0"));
        long increment = Long.parseLong(opt.getOrDefault("increment", "0"));
        boolean ownSetups = opt.getOrDefault("setups", "mirrored").equals("own");
        long seed = Long.parseLong(opt.getOrDefault("seed", "1"));
        int randomPlies = Integer.parseInt(opt.getOrDefault("random-plies", "2"));
        int maxPlies = Integer.parseInt(opt.getOrDefault("max-plies", "200"));
        Sprt sprt = new Sprt(Double.parseDouble(opt.getOrDefault("elo0", "0")),
                Double.parseDouble(opt.getOrDefault("elo1", "10")),
                Double.parseDouble(opt.getOrDefault("alpha", "0.05")),
                Double.parseDouble(opt.getOrDefault("beta", "0.05")));
        boolean stopOnSprt = opt.getOrDefault("sprt", "report").equals("stop");
        String nameA = opt.getOrDefault("name-a", "A");
        String nameB = opt.getOrDefault("name-b", "B");
        Rules rules = Rules.STANDARD.withMaxPlies(maxPlies);

        System.out.printf(Locale.ROOT, "match: %s = %s%n       %s = %s%n       %d games, %d ms a move, seed %d, "
                        + "%d random plies, max %d plies, SPRT elo0 %.1f elo1 %.1f alpha %.2f beta %.2f, %s%n",
                nameA, opt.get("a"), nameB, opt.get("b"), games, movetime, seed, randomPlies, maxPlies, sprt.elo0,
                sprt.elo1, sprt.alpha, sprt.beta, Runtime.version());
        if (clock > 0) {
            System.out.printf(Locale.ROOT, "       clock %d ms + %d ms a move for each side (instead of the time a move)%n",
                    clock, increment);
        }
        try (Engine a = Engine.start(nameA, opt.get("a"), opt.get("a-dir"), opt.getOrDefault("a-init", ""), movetime);
             Engine b = Engine.start(nameB, opt.get("b"), opt.get("b-dir"), opt.getOrDefault("b-init", ""), movetime)) {
            Tally tally = new Tally();
            SplittableRandom openings = new SplittableRandom(seed);
            long start = System.nanoTime();
            for (int pair = 0; pair < (games + 1) / 2; pair++) {
                SplittableRandom pairRandom = openings.split();
                Position mirrored = ownSetups ? null : opening(rules, pairRandom, randomPlies);
                long setupSeed = pairRandom.nextLong();
                double[] pairScores = new double[2];
                for (int g = 0; g < 2; g++) {
                    boolean aSouth = g == 0;
                    HomeRows rows = ownSetups ? HomeRows.pick(aSouth ? a : b, aSouth ? b : a, setupSeed) : null;
                    Position opening = ownSetups
                            ? opening(rules, rows.south(), rows.north(), pairRandom.split(), randomPlies)
                            : mirrored;
                    Game result = play(rules, opening, aSouth ? a : b, aSouth ? b : a, movetime, clock, increment);
                    double scoreA = result.winner.map(w -> (w == Side.SOUTH) == aSouth ? 1.0 : 0.0).orElse(0.5);
                    pairScores[g] = scoreA;
                    tally.add(scoreA);
                    tally.time(aSouth, result);
                    String south = result.winner.map(w -> w == Side.SOUTH ? "1-0" : "0-1").orElse("½-½");
                    System.out.printf(Locale.ROOT, "game %3d  opening %3d  South %-6s North %-6s %s  %-30s %3d plies  "
                                    + "ms/move %s %.0f, %s %.0f%s%n", 2 * pair + g + 1, pair + 1, aSouth ? nameA : nameB,
                            aSouth ? nameB : nameA, south, result.why, result.plies, nameA,
                            (aSouth ? result.southMs : result.northMs), nameB, (aSouth ? result.northMs : result.southMs),
                            rows == null ? "" : "  rows " + rows.south() + " " + rows.north());
                }
                tally.addPair(pairScores[0] + pairScores[1]);
                if (stopOnSprt && sprt.verdict(tally).isPresent()) {
                    break;
                }
            }
            System.out.println(tally.report(nameA, nameB, sprt, (System.nanoTime() - start) / 1e9));
            if (a.flagged + b.flagged > 0) {
                System.out.printf("lost on time: %s %d, %s %d%n", nameA, a.flagged, nameB, b.flagged);
            }
            if (a.illegal + b.illegal + a.late + b.late + a.noMove + b.noMove > 0) {
                System.out.printf("protocol faults: %s %d illegal, %d late, %d saw no move (drawn); %s %d illegal, "
                        + "%d late, %d saw no move (drawn)%n", nameA, a.illegal, a.late, a.noMove, nameB, b.illegal,
                        b.late, b.noMove);
            }
        }
    }

    // --- openings ---

    /**
     * A home row for South from the seed, the same for North (file by file), then random legal
     * moves that neither win nor leave the other side a win at once.
     */
    static Position opening(Rules rules, SplittableRandom random, int plies) {
        char[] row = {'1', '1', '2', '2', '3', '3'};
        for (int i = row.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            char c = row[i];
            row[i] = row[j];
            row[j] = c;
        }
        String home = new String(row);
        return opening(rules, home, home, random, plies);
    }

    /** The home rows two programs pick in BLOCK order: South's first, then North's seeing it. */
    record HomeRows(String south, String north) {
        static HomeRows pick(Engine south, Engine north, long seed) throws IOException {
            String southRow = south.setupRow(seed, null);
            return new HomeRows(southRow, north.setupRow(~seed, southRow));
        }
    }

    /** The two home rows, then {@code plies} random moves as above. */
    static Position opening(Rules rules, String south, String north, SplittableRandom random, int plies) {
        Position position = parse(north + "/....../....../....../....../" + south + " S");
        MoveGenerator generator = new MoveGenerator(rules);
        for (int ply = 0; ply < plies; ply++) {
            Position now = position;
            List<Move> quiet = generator.legalMoves(now).stream().map(LegalMove::move)
                    .filter(m -> !m.isWin() && !m.isPass() && !generator.hasWinningMove(now.play(m))).toList();
            if (quiet.isEmpty()) {
                break;
            }
            position = now.play(quiet.get(random.nextInt(quiet.size())));
        }
        return position;
    }

    // --- one game ---

    record Game(Optional<Side> winner, String why, int plies, double southMs, double northMs, int southMoves,
                int northMoves) {
    }

    static Game play(Rules rules, Position opening, Engine south, Engine north, long movetime, long clock,
                     long increment) throws IOException {
        MoveGenerator generator = new MoveGenerator(rules);
        GameState state = GameState.start(opening);
        long[] spent = new long[2];
        int[] moves = new int[2];
        long[] bank = {clock, clock};
        while (!state.isOver()) {
            Position position = state.position();
            Side side = position.toMove();
            Engine engine = side == Side.SOUTH ? south : north;
            List<LegalMove> legal = generator.legalMoves(position);
            if (legal.isEmpty()) {
                return finish(state.end(Outcome.draw(Outcome.Reason.DOUBLE_PASS)), "no legal move", spent, moves);
            }
            int s = side == Side.SOUTH ? 0 : 1;
            if (clock > 0) {
                engine.send("setoption clock " + bank[s] + " " + increment);
            }
            long t0 = System.nanoTime();
            // Under a clock an answer may take the whole bank; the harness waits that long and 2 s more.
            long patienceMs = clock > 0 ? bank[s] + 2_000 : 3 * movetime + 2_000;
            Optional<String> answer = engine.bestMove(ugiBoard(position), patienceMs);
            long took = System.nanoTime() - t0;
            spent[s] += took;
            moves[s]++;
            if (clock > 0) {
                bank[s] -= took / 1_000_000L;
                if (bank[s] < 0 && answer.isPresent()) {
                    engine.flagged++;
                    return new Game(Optional.of(side.opponent()), engine.name + " lost on time", state.ply(),
                            ms(spent[0], moves[0]), ms(spent[1], moves[1]), moves[0], moves[1]);
                }
                bank[s] += increment;
            }
            if (answer.isEmpty()) {
                engine.late++;
                return new Game(Optional.of(side.opponent()), engine.name + " did not answer in time", state.ply(),
                        ms(spent[0], moves[0]), ms(spent[1], moves[1]), moves[0], moves[1]);
            }
            Optional<Move> move = fromUgi(answer.get(), side, legal);
            if (move.isEmpty() && answer.get().equals("null")) {
                // It sees no move where our rules have one: the public engine does not move the
                // next row when the nearest is blocked (blockedRow NEXT_ROW). Scored as a draw, so
                // that a gap in its rules never counts as a win for ours, and reported.
                engine.noMove++;
                return finish(state.end(Outcome.draw(Outcome.Reason.DOUBLE_PASS)), engine.name + " saw no move",
                        spent, moves);
            }
            if (move.isEmpty()) {
                engine.illegal++;
                System.out.printf("  illegal from %s: '%s' in %s%n", engine.name, answer.get(), position);
                return new Game(Optional.of(side.opponent()), engine.name + " played an illegal move", state.ply(),
                        ms(spent[0], moves[0]), ms(spent[1], moves[1]), moves[0], moves[1]);
            }
            state = state.play(move.get(), rules);
        }
        return finish(state, state.outcome().orElseThrow().reason().slug(), spent, moves);
    }

    private static Game finish(GameState state, String why, long[] spent, int[] moves) {
        return new Game(state.outcome().orElseThrow().winner(), why, state.ply(), ms(spent[0], moves[0]),
                ms(spent[1], moves[1]), moves[0], moves[1]);
    }

    private static double ms(long nanos, int moves) {
        return moves == 0 ? 0 : nanos / 1e6 / moves;
    }

    /** The board as UGI wants it: 36 digits from a1, the side to move at the bottom (North's turned). */
    static String ugiBoard(Position position) {
        StringBuilder digits = new StringBuilder();
        boolean turn = position.toMove() == Side.NORTH;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            digits.append(position.size(turn ? flip(sq) : sq));
        }
        return digits.toString();
    }

    /** The legal move that a UGI answer names for {@code side}, if it names one. */
    static Optional<Move> fromUgi(String text, Side side, List<LegalMove> legal) {
        String[] parts = text.split("\\|");
        try {
            if (text.equals("null")) {
                return legal.stream().map(LegalMove::move).filter(Move::isPass).findFirst();
            }
            if (parts.length < 2 || parts.length > 3) {
                return Optional.empty();
            }
            int from = square(Integer.parseInt(parts[0]), side);
            int to = square(Integer.parseInt(parts[1]), side);
            int drop = parts.length == 3 ? square(Integer.parseInt(parts[2]), side) : Square.NONE;
            return legal.stream().map(LegalMove::move)
                    .filter(m -> m.from() == from && m.to() == to && m.target() == drop).findFirst();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** A UGI square number seen from the side to move, as ours: 37 is the goal it plays into. */
    static int square(int ugi, Side side) {
        if (ugi == 37) {
            return side == Side.SOUTH ? Square.N : Square.S;
        }
        if (ugi == 36) {
            return side == Side.SOUTH ? Square.S : Square.N;
        }
        if (ugi < 0 || ugi > 37) {
            throw new NumberFormatException("no square " + ugi);
        }
        return side == Side.SOUTH ? ugi : flip(ugi);
    }

    /** The square on the same file, the other rank from the top: a1 ↔ a6. */
    static int flip(int sq) {
        return Square.of(Square.column(sq), 5 - Square.row(sq));
    }

    // --- the programs ---

    /** A UGI program in its own process: one line out, lines back, read by a thread of its own. */
    static final class Engine implements AutoCloseable {
        final String name;
        final Process process;
        final Writer in;
        final BlockingQueue<String> lines = new ArrayBlockingQueue<>(10_000);
        int illegal;
        int late;
        int noMove;
        int flagged;

        private Engine(String name, Process process) {
            this.name = name;
            this.process = process;
            this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            Thread reader = new Thread(() -> {
                try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    for (String line; (line = out.readLine()) != null; ) {
                        lines.offer(line);
                    }
                } catch (IOException e) {
                    lines.offer("EOF " + e);
                }
                lines.offer("EOF");
            }, name + "-out");
            reader.setDaemon(true);
            reader.start();
        }

        static Engine start(String name, String command, String dir, String init, long movetime) throws Exception {
            if (command == null) {
                throw new IllegalArgumentException("no command for " + name + " (a=… b=…)");
            }
            ProcessBuilder builder = new ProcessBuilder("bash", "-c", "exec " + command)
                    .redirectError(ProcessBuilder.Redirect.INHERIT);
            if (dir != null) {
                builder.directory(new File(dir));
            }
            Engine engine = new Engine(name, builder.start());
            engine.send("ugi");
            engine.await("ugiok", 30_000);
            for (String command1 : init.split(";")) {
                if (!command1.isBlank()) {
                    engine.send(command1.trim());
                }
            }
            engine.send("setoption maxTime " + movetime / 1000.0);
            engine.send("isready");
            engine.await("readyok", 30_000);
            return engine;
        }

        /**
         * The home row it picks for a game (our dialect: {@code setuprow <seed>}), as North seeing
         * South's row when {@code southRow} is not null ({@code setuprow <seed> <southRow>}).
         */
        String setupRow(long seed, String southRow) throws IOException {
            send("setuprow " + seed + (southRow == null ? "" : " " + southRow));
            String line = awaitOptional("setuprow", 10_000)
                    .orElseThrow(() -> new IllegalStateException(name + " picked no home row"));
            String row = line.trim().split("\\s+")[1];
            if (!row.matches("[123]{6}") || row.chars().filter(c -> c == '1').count() != 2
                    || row.chars().filter(c -> c == '2').count() != 2) {
                throw new IllegalStateException(name + " picked no home row: " + line);
            }
            return row;
        }

        /** The move it answers for a board, or empty when it takes longer than {@code patienceMs}. */
        Optional<String> bestMove(String board, long patienceMs) throws IOException {
            send("setpos data " + board);
            send("isready");
            await("readyok", 10_000);
            send("go");
            Optional<String> line = awaitOptional("bestmove", patienceMs);
            if (line.isEmpty()) {
                send("stop");
                awaitOptional("bestmove", 10_000);
                return Optional.empty();
            }
            String[] words = line.get().trim().split("\\s+");
            return Optional.of(words.length > 1 ? words[1] : "");
        }

        void send(String line) throws IOException {
            in.write(line + "\n");
            in.flush();
        }

        void await(String prefix, long ms) {
            if (awaitOptional(prefix, ms).isEmpty()) {
                throw new IllegalStateException(name + " did not say '" + prefix + "' within " + ms + " ms");
            }
        }

        Optional<String> awaitOptional(String prefix, long ms) {
            long deadline = System.nanoTime() + ms * 1_000_000;
            try {
                while (true) {
                    long left = deadline - System.nanoTime();
                    String line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
                    if (line == null) {
                        return Optional.empty();
                    }
                    if (line.startsWith("EOF")) {
                        throw new IllegalStateException(name + " ended: " + line);
                    }
                    if (line.startsWith(prefix)) {
                        return Optional.of(line);
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
        }

        @Override
        public void close() throws Exception {
            try {
                send("quit");
            } catch (IOException e) {
                // already gone
            }
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    // --- statistics ---

    /** Scores of A, game by game and pair by pair. */
    static final class Tally {
        int wins;
        int draws;
        int losses;
        final List<Double> pairs = new ArrayList<>();

        void add(double score) {
            if (score == 1) {
                wins++;
            } else if (score == 0) {
                losses++;
            } else {
                draws++;
            }
        }

        /** Think time as the harness saw it (command to answer), summed per program. */
        final double[] ms = new double[2];
        final int[] moves = new int[2];

        void time(boolean aSouth, Game game) {
            int a = aSouth ? 0 : 1;
            ms[a] += game.southMs * game.southMoves;
            moves[a] += game.southMoves;
            ms[1 - a] += game.northMs * game.northMoves;
            moves[1 - a] += game.northMoves;
        }

        void addPair(double points) {
            pairs.add(points / 2);
        }

        int games() {
            return wins + draws + losses;
        }

        double score() {
            return (wins + 0.5 * draws) / games();
        }

        /** The variance of one pair's mean score: pairs, not games, are independent (same opening). */
        double pairVariance() {
            double mean = pairs.stream().mapToDouble(d -> d).average().orElse(0.5);
            return pairs.stream().mapToDouble(d -> (d - mean) * (d - mean)).sum() / Math.max(1, pairs.size() - 1);
        }

        String report(String nameA, String nameB, Sprt sprt, double seconds) {
            double score = score();
            double error = 1.96 * Math.sqrt(pairVariance() / Math.max(1, pairs.size()));
            Optional<Boolean> verdict = sprt.verdict(this);
            return String.format(Locale.ROOT, "%s vs %s: %d games +%d =%d -%d, score %.1f %% ± %.1f, Elo %s [%s, %s] (95 %%, "
                            + "over %d pairs), %.1f plies a game%nthink time a move, as the harness measured it: %s %.0f ms, %s %.0f ms"
                            + "%nSPRT elo0 %.1f elo1 %.1f: LLR %.2f in [%.2f, %.2f]: %s%ntotal %.0f s",
                    nameA, nameB, games(), wins, draws, losses, 100 * score, 100 * error, Elo.of(score), Elo.of(score - error),
                    Elo.of(score + error), pairs.size(), (double) (moves[0] + moves[1]) / games(), nameA,
                    ms[0] / Math.max(1, moves[0]), nameB, ms[1] / Math.max(1, moves[1]), sprt.elo0, sprt.elo1, sprt.llr(this), sprt.lower(), sprt.upper(),
                    verdict.map(h1 -> h1 ? "H1 accepted (" + nameA + " is stronger by at least elo1)"
                            : "H0 accepted (" + nameA + " is not stronger by elo1)").orElse("no verdict yet"), seconds);
        }
    }

    /**
     * The sequential probability ratio test of H0: elo = elo0 against H1: elo = elo1, on pair scores,
     * in the normal approximation of the generalised SPRT (as fishtest's): LLR = (s1 − s0)(2·Σx −
     * n(s0 + s1)) / (2σ²), with s the expected score of an Elo difference and σ² the pairs' variance.
     */
    record Sprt(double elo0, double elo1, double alpha, double beta) {
        double lower() {
            return Math.log(beta / (1 - alpha));
        }

        double upper() {
            return Math.log((1 - beta) / alpha);
        }

        double llr(Tally t) {
            int n = t.pairs.size();
            double variance = t.pairVariance();
            if (n < 2 || variance <= 0) {
                return 0;
            }
            double s0 = expected(elo0);
            double s1 = expected(elo1);
            double sum = t.pairs.stream().mapToDouble(d -> d).sum();
            return (s1 - s0) * (2 * sum - n * (s0 + s1)) / (2 * variance);
        }

        /** True: H1 accepted; false: H0 accepted; empty: neither bound crossed. */
        Optional<Boolean> verdict(Tally t) {
            double llr = llr(t);
            return llr >= upper() ? Optional.of(true) : llr <= lower() ? Optional.of(false) : Optional.empty();
        }

        static double expected(double elo) {
            return 1 / (1 + Math.pow(10, -elo / 400));
        }
    }

    static Map<String, String> options(String[] args) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("options are name=value, not " + arg);
            }
            options.put(arg.substring(0, eq), arg.substring(eq + 1));
        }
        return options;
    }

    static Position parse(String text) {
        Parsed<Position> parsed = PositionText.parse(text);
        if (parsed instanceof Parsed.Ok<Position> ok) {
            return ok.value();
        }
        throw new IllegalArgumentException(text);
    }
}
