import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.ringgames.rules.tournament.swiss.Colour;
import org.ringgames.rules.tournament.swiss.DutchPairing;
import org.ringgames.rules.tournament.swiss.NoPairingException;
import org.ringgames.rules.tournament.swiss.Pairing;
import org.ringgames.rules.tournament.swiss.ResultCode;
import org.ringgames.rules.tournament.swiss.RoundEntry;
import org.ringgames.rules.tournament.swiss.RoundPairing;
import org.ringgames.rules.tournament.swiss.SwissPlayer;
import org.ringgames.rules.tournament.swiss.SwissTournament;
import org.ringgames.rules.tournament.swiss.Trf;

/**
 * Our Dutch pairing (rules/tournament/swiss) against bbpPairings, for bench/tournaments/swiss-check.sh.
 * Standard library and the swiss package only.
 *
 * <pre>
 *   java -cp CLASSES bench/tournaments/SwissCheck.java check BBP COUNT SEED [minPlayers=5] [maxPlayers=40] [minRounds=3] [maxRounds=9]
 *   java -cp CLASSES bench/tournaments/SwissCheck.java fixtures BBP OUT_DIR COUNT SEED
 *   java -cp CLASSES bench/tournaments/SwissCheck.java bench BBP PLAYERS ROUNDS ROUND REPEATS SEED [TRF]
 *   java -cp CLASSES bench/tournaments/SwissCheck.java pair TRF
 * </pre>
 *
 * <p><b>check</b>: COUNT random tournaments from bbpPairings' generator ({@code -g}, sizes and
 * rounds drawn uniformly from the ranges, draws 10-40 %, forfeits, retirements and half-point byes
 * now and then); every round of each is cut off before that round, written with our TRF writer,
 * paired by bbpPairings ({@code -p}) and by us, and the two compared: exactly (same boards, same
 * colours, same order, same bye) and as sets of pairs. Then each tournament is played again from
 * scratch with our pairings throughout (random results) and bbpPairings' checker ({@code -c})
 * reads it: it reports every round whose pairing it would have made differently.
 *
 * <p><b>fixtures</b>: COUNT tournaments, each cut off at a random round; writes {@code NNN.trf}
 * and bbpPairings' pairing {@code NNN.pairing} (its {@code -p} output) into OUT_DIR.
 *
 * <p><b>bench</b>: a random tournament of PLAYERS players, ROUNDS planned, played by bbpPairings
 * up to ROUND − 1 rounds (or the TRF file given after SEED, cut there); round ROUND paired REPEATS times by us and by bbpPairings (a process per
 * pairing, its time includes its start); median and min of the wall time of each, and the median CPU
 * time (ours: the pairing thread's; bbpPairings: the process's user + system time), which the other
 * work on a shared machine disturbs less.
 */
public class SwissCheck {

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: see the class comment");
            System.exit(2);
        }
        switch (args[0]) {
            case "pair" -> {
                SwissTournament t = Trf.read(Files.readString(Path.of(args[1])));
                System.out.print(format(DutchPairing.pair(t)));
            }
            case "check" -> check(args);
            case "fixtures" -> fixtures(args);
            case "bench" -> bench(args);
            default -> {
                System.err.println("unknown mode " + args[0]);
                System.exit(2);
            }
        }
    }

    static String format(RoundPairing p) {
        StringBuilder s = new StringBuilder();
        s.append(p.pairings().size() + (p.bye().isPresent() ? 1 : 0)).append('\n');
        for (Pairing b : p.pairings()) {
            s.append(b.white()).append(' ').append(b.black()).append('\n');
        }
        p.bye().ifPresent(b -> s.append(b).append(" 0\n"));
        return s.toString();
    }

    static Path tmp;

    static String run(String... cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(600, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("timeout: " + String.join(" ", cmd));
        }
        return "rc=" + p.exitValue() + "\n" + new String(out, StandardCharsets.UTF_8);
    }

    /** A bbpPairings random tournament: its TRF as we read it. */
    static SwissTournament generate(String bbp, int players, int rounds, long seed, Random rnd) throws Exception {
        Path cfg = tmp.resolve("gen.cfg");
        Path out = tmp.resolve("gen.trf");
        Files.writeString(cfg, "PlayersNumber=" + players + "\nRoundsNumber=" + rounds + "\nDrawPercentage="
                + (10 + rnd.nextInt(31)) + "\nForfeitRate=" + (10 + rnd.nextInt(40)) + "\nRetiredRate="
                + (20 + rnd.nextInt(80)) + "\nHalfPointByeRate=" + (10 + rnd.nextInt(40)) + "\n");
        Files.deleteIfExists(out);
        String r = run(bbp, "--dutch", "-g", cfg.toString(), "-o", out.toString(), "-s", Long.toString(seed));
        if (!Files.exists(out)) {
            throw new IOException("generator failed: " + r);
        }
        return Trf.read(Files.readString(out, StandardCharsets.ISO_8859_1));
    }

    /** The tournament before round {@code round} (0-based): who is not paired then is unavailable. */
    static SwissTournament cut(SwissTournament t, int round) {
        List<SwissPlayer> ps = new ArrayList<>();
        for (SwissPlayer p : t.players()) {
            boolean available = true;
            if (round < p.rounds().size()) {
                RoundEntry e = p.rounds().get(round);
                available = e.opponent() != 0 || e.result() == ResultCode.PAIRING_BYE;
            } else if (round >= p.rounds().size()) {
                available = p.available();
            }
            List<RoundEntry> rs = new ArrayList<>(p.rounds().subList(0, Math.min(round, p.rounds().size())));
            ps.add(new SwissPlayer(p.number(), p.name(), p.rating(), rs, available));
        }
        return new SwissTournament(t.name(), t.plannedRounds(), ps);
    }

    static String bbpPair(String bbp, SwissTournament t) throws Exception {
        Path in = tmp.resolve("in.trf");
        Path out = tmp.resolve("out.txt");
        Files.writeString(in, Trf.write(t));
        Files.deleteIfExists(out);
        String r = run(bbp, "--dutch", in.toString(), "-p", out.toString());
        if (!r.startsWith("rc=0")) {
            return "FAILED " + r.trim();
        }
        return Files.readString(out).replace("\r", "");
    }

    static String ours(SwissTournament t) {
        try {
            return format(DutchPairing.pair(t));
        } catch (NoPairingException e) {
            return "FAILED no pairing";
        } catch (RuntimeException e) {
            return "CRASH " + e;
        }
    }

    static String asSet(String pairing) {
        List<String> pairs = new ArrayList<>();
        for (String line : pairing.split("\n")) {
            String[] f = line.trim().split(" ");
            if (f.length == 2) {
                int a = Integer.parseInt(f[0]);
                int b = Integer.parseInt(f[1]);
                pairs.add(b == 0 ? a + "-bye" : Math.min(a, b) + "-" + Math.max(a, b));
            }
        }
        pairs.sort(null);
        return String.join(",", pairs);
    }

    static void check(String[] args) throws Exception {
        String bbp = args[1];
        int count = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);
        int minP = args.length > 4 ? Integer.parseInt(args[4]) : 5;
        int maxP = args.length > 5 ? Integer.parseInt(args[5]) : 40;
        int minR = args.length > 6 ? Integer.parseInt(args[6]) : 3;
        int maxR = args.length > 7 ? Integer.parseInt(args[7]) : 9;
        tmp = Files.createTempDirectory("swiss-check");
        Random rnd = new Random(seed);
        int rounds = 0;
        int exact = 0;
        int sameSet = 0;
        int bothFail = 0;
        int checked = 0;
        int checkerClean = 0;
        int checkerFailed = 0;
        List<String> examples = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int players = minP + rnd.nextInt(maxP - minP + 1);
            int planned = minR + rnd.nextInt(maxR - minR + 1);
            long s = seed * 1000 + i;
            SwissTournament t = generate(bbp, players, planned, s, rnd);
            for (int round = 0; round < t.roundsPlayed(); round++) {
                SwissTournament c = cut(t, round);
                String theirs = bbpPair(bbp, c);
                String mine = ours(c);
                rounds++;
                if (theirs.startsWith("FAILED") && mine.startsWith("FAILED")) {
                    bothFail++;
                    exact++;
                    sameSet++;
                } else if (theirs.equals(mine)) {
                    exact++;
                    sameSet++;
                } else if (keep(c, s, round) && !theirs.startsWith("FAILED") && !mine.startsWith("FAILED")
                        && asSet(theirs).equals(asSet(mine))) {
                    sameSet++;
                    note(examples, "colours/order differ: tournament seed " + s + " players " + players + " before round " + (round + 1));
                } else {
                    note(examples, "pairs differ: tournament seed " + s + " players " + players + " before round " + (round + 1)
                            + "\n  bbp:  " + theirs.replace("\n", " ") + "\n  ours: " + mine.replace("\n", " "));
                }
            }
            String verdict = selfPaired(bbp, t, rnd);
            checked++;
            if (verdict.isEmpty()) {
                checkerClean++;
            } else {
                checkerFailed++;
                note(examples, "checker -c on our tournament (seed " + s + "): " + verdict);
            }
        }
        System.out.printf(Locale.ROOT, "tournaments %d, rounds paired %d%n", count, rounds);
        System.out.printf(Locale.ROOT, "exactly equal to bbpPairings: %d / %d (%.1f %%), of which both found no pairing: %d%n",
                exact, rounds, 100.0 * exact / rounds, bothFail);
        System.out.printf(Locale.ROOT, "same pairs (colours or board order aside): %d / %d (%.1f %%)%n",
                sameSet, rounds, 100.0 * sameSet / rounds);
        System.out.printf(Locale.ROOT, "bbpPairings -c on tournaments we paired throughout: %d clean, %d with remarks (of %d)%n",
                checkerClean, checkerFailed, checked);
        for (String e : examples) {
            System.out.println(e);
        }
        System.out.println("disagreeing TRFs (and checker remarks) kept in " + tmp);
    }

    /** Keeps the TRF of a disagreement in the temporary folder (printed at the end). */
    static boolean keep(SwissTournament c, long seed, int round) throws IOException {
        Files.writeString(tmp.resolve("differs-" + seed + "-r" + (round + 1) + ".trf"), Trf.write(c));
        return true;
    }

    static void note(List<String> examples, String s) {
        if (examples.size() < 40) {
            examples.add(s);
        }
    }

    /**
     * The players of {@code t} in a tournament of our own: every round paired by us, results at
     * random (white wins 40 %, draws 25 %, black wins 35 %), everyone always present; then
     * bbpPairings' checker reads it. Returns "" when it had nothing to say.
     */
    static String selfPaired(String bbp, SwissTournament t, Random rnd) throws Exception {
        List<List<RoundEntry>> rounds = new ArrayList<>();
        for (int i = 0; i < t.players().size(); i++) {
            rounds.add(new ArrayList<>());
        }
        SwissTournament cur = build(t, rounds);
        for (int r = 0; r < t.plannedRounds(); r++) {
            RoundPairing p;
            try {
                p = DutchPairing.pair(cur);
            } catch (NoPairingException e) {
                break;
            }
            for (Pairing b : p.pairings()) {
                int x = rnd.nextInt(100);
                ResultCode w = x < 40 ? ResultCode.WIN : x < 65 ? ResultCode.DRAW : ResultCode.LOSS;
                ResultCode bl = w == ResultCode.WIN ? ResultCode.LOSS : w == ResultCode.LOSS ? ResultCode.WIN : ResultCode.DRAW;
                rounds.get(b.white() - 1).add(RoundEntry.game(b.black(), Colour.WHITE, w));
                rounds.get(b.black() - 1).add(RoundEntry.game(b.white(), Colour.BLACK, bl));
            }
            if (p.bye().isPresent()) {
                rounds.get(p.bye().getAsInt() - 1).add(RoundEntry.bye(ResultCode.PAIRING_BYE));
            }
            cur = build(t, rounds);
        }
        Path in = tmp.resolve("self.trf");
        String text = Trf.write(cur);
        Files.writeString(in, text);
        String r = run(bbp, "--dutch", in.toString(), "-c");
        StringBuilder remarks = new StringBuilder();
        for (String line : r.substring(r.indexOf('\n') + 1).split("\n")) {
            // The checker names each round it reads ("FILE: Round #k"); anything else is a remark.
            if (!line.isBlank() && !line.matches(".*: Round #\\d+\\s*")) {
                remarks.append(line.trim()).append(" | ");
            }
        }
        if (r.startsWith("rc=0") && remarks.length() == 0) {
            return "";
        }
        Files.writeString(tmp.resolve("remark-" + System.nanoTime() + ".trf"), text);
        return r.substring(0, r.indexOf('\n')) + " " + remarks;
    }

    static SwissTournament build(SwissTournament t, List<List<RoundEntry>> rounds) {
        List<SwissPlayer> ps = new ArrayList<>();
        for (SwissPlayer p : t.players()) {
            ps.add(new SwissPlayer(p.number(), p.name(), p.rating(), rounds.get(p.number() - 1), true));
        }
        return new SwissTournament(t.name(), t.plannedRounds(), ps);
    }

    static void fixtures(String[] args) throws Exception {
        String bbp = args[1];
        Path dir = Path.of(args[2]);
        int count = Integer.parseInt(args[3]);
        long seed = Long.parseLong(args[4]);
        Files.createDirectories(dir);
        tmp = Files.createTempDirectory("swiss-fixtures");
        Random rnd = new Random(seed);
        int made = 0;
        int i = 0;
        while (made < count) {
            int players = 5 + rnd.nextInt(36);
            int planned = 3 + rnd.nextInt(7);
            SwissTournament t = generate(bbp, players, planned, seed * 1000 + i++, rnd);
            int round = rnd.nextInt(t.roundsPlayed());
            SwissTournament c = cut(t, round);
            String theirs = bbpPair(bbp, c);
            if (theirs.startsWith("FAILED")) {
                continue;
            }
            String name = String.format(Locale.ROOT, "%03d", made + 1);
            Files.writeString(dir.resolve(name + ".trf"), Trf.write(c));
            Files.writeString(dir.resolve(name + ".pairing"), theirs);
            made++;
        }
    }

    static void bench(String[] args) throws Exception {
        String bbp = args[1];
        int players = Integer.parseInt(args[2]);
        int planned = Integer.parseInt(args[3]);
        int round = Integer.parseInt(args[4]);
        int repeats = Integer.parseInt(args[5]);
        long seed = Long.parseLong(args[6]);
        tmp = Files.createTempDirectory("swiss-bench");
        SwissTournament t = args.length > 7 ? Trf.read(Files.readString(Path.of(args[7]), StandardCharsets.ISO_8859_1))
                : generate(bbp, players, round - 1, seed, new Random(seed));
        SwissTournament c = cut(t, round - 1);
        c = new SwissTournament(c.name(), planned, c.players());
        Path in = tmp.resolve("bench.trf");
        Files.writeString(in, Trf.write(c));
        Path out = tmp.resolve("bench.out");
        List<Long> mine = new ArrayList<>();
        List<Long> mineCpu = new ArrayList<>();
        List<Long> theirs = new ArrayList<>();
        List<Long> theirsCpu = new ArrayList<>();
        List<Long> mineProcessCpu = new ArrayList<>();
        com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean)
                java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        String ourPairing = "";
        for (int k = 0; k < repeats; k++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long p0 = os.getProcessCpuTime();
            long t0 = System.nanoTime();
            RoundPairing p = DutchPairing.pair(c);
            mine.add(System.nanoTime() - t0);
            mineCpu.add(threads.getCurrentThreadCpuTime() - c0);
            mineProcessCpu.add(os.getProcessCpuTime() - p0);
            ourPairing = format(p);
            t0 = System.nanoTime();
            // bash's "times": the second line is the children's user and system CPU time.
            String r = run("bash", "-c", "\"$0\" --dutch \"$1\" -p \"$2\" >/dev/null; times", bbp, in.toString(),
                    out.toString());
            theirs.add(System.nanoTime() - t0);
            theirsCpu.add(childCpu(r));
        }
        String bbpPairing = Files.readString(out).replace("\r", "");
        System.out.printf(Locale.ROOT, "players %d (available %d), round %d of %d, %d repeats%n", players,
                c.players().stream().filter(SwissPlayer::available).count(), round, planned, repeats);
        System.out.printf(Locale.ROOT,
                "ours (in process): wall median %.3f s, min %.3f s; CPU median %.3f s (the thread), %.3f s (the JVM, GC included)%n",
                median(mine), min(mine), median(mineCpu), median(mineProcessCpu));
        System.out.printf(Locale.ROOT, "bbpPairings (a process each): wall median %.3f s, min %.3f s; CPU median %.3f s%n",
                median(theirs), min(theirs), median(theirsCpu));
        System.out.println("same pairing as bbpPairings: " + bbpPairing.equals(ourPairing)
                + ", same pairs: " + asSet(bbpPairing).equals(asSet(ourPairing)));
    }

    /** The children's user + system time of bash's {@code times} output, in nanoseconds. */
    static long childCpu(String out) {
        String[] lines = out.trim().split("\n");
        String[] f = lines[lines.length - 1].trim().split("\\s+");
        return seconds(f[0]) + seconds(f[1]);
    }

    static long seconds(String t) {
        int m = t.indexOf('m');
        double s = Integer.parseInt(t.substring(0, m)) * 60 + Double.parseDouble(t.substring(m + 1, t.length() - 1));
        return (long) (s * 1e9);
    }

    static double median(List<Long> xs) {
        List<Long> s = new ArrayList<>(xs);
        s.sort(null);
        return s.get(s.size() / 2) / 1e9;
    }

    static double min(List<Long> xs) {
        return xs.stream().mapToLong(Long::longValue).min().orElse(0) / 1e9;
    }
}
