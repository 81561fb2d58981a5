import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.engine.SelfPlay;

/**
 * Xe Queo engine ladder: every pair of players plays the same number of whole matches, seats
 * alternating, match i from seed {@code seed + i}; deterministic for given arguments. A player is a
 * level 1–8, or 0 for a random legal mover (any legal disc move alike, entries included; a guess
 * only when no disc can move), or a level with {@code x} after it for that level reading each round
 * on its own ({@code 8x}: level 8 as it was before it learned across rounds). Run through
 * bench/engine/xequeo-ladder.sh, which compiles first.
 *
 * <p>Usage: XeQueoLadder [matches per pair, default 100] [players, default 0,1,2,3,4,5,6,7,8] [seed, default 0]
 *
 * <p>Prints a Markdown cross table: the row player's match wins against the column player in
 * percent, then per pair of neighbouring players the match score with a 95 % Wilson interval, the
 * Elo difference of that score (logistic, its bounds those of the interval) and the share of rounds
 * won, and how the rounds ended.
 */
public class XeQueoLadder {

    public static void main(String[] args) {
        int matches = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        List<SelfPlay.Player> players = new ArrayList<>();
        for (String p : (args.length > 1 ? args[1] : "0,1,2,3,4,5,6,7,8").split(",")) {
            players.add(SelfPlay.Player.parse(p));
        }
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 0;
        int n = players.size();
        int[][] wins = new int[n][n];
        int[][] rounds = new int[n][n];
        int[][] roundsWon = new int[n][n];
        int[] how = new int[Match.How.values().length];
        long start = System.nanoTime();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                for (int i = 0; i < matches; i++) {
                    boolean aPlaces = i % 2 == 0;
                    SelfPlay.Player placer = players.get(aPlaces ? a : b);
                    SelfPlay.Player ringer = players.get(aPlaces ? b : a);
                    SelfPlay.Result result = SelfPlay.match(placer, ringer, seed + i);
                    Seat aSeat = aPlaces ? Seat.PLACER : Seat.RINGER;
                    if (result.winner() == aSeat) {
                        wins[a][b]++;
                    } else {
                        wins[b][a]++;
                    }
                    for (Match.RoundResult r : result.rounds()) {
                        rounds[a][b]++;
                        rounds[b][a]++;
                        roundsWon[r.winner() == aSeat ? a : b][r.winner() == aSeat ? b : a]++;
                        how[r.how().ordinal()]++;
                    }
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.println("XeQueoLadder " + matches + " matches per pair, players "
                + players.stream().map(SelfPlay.Player::name).toList() + ", seed " + seed
                + ", Java " + Runtime.version());
        System.out.println();
        StringBuilder head = new StringBuilder("| row beats column (% of matches) |");
        StringBuilder rule = new StringBuilder("|---|");
        for (SelfPlay.Player p : players) {
            head.append(' ').append(p.name()).append(" |");
            rule.append("---:|");
        }
        head.append(" total |");
        rule.append("---:|");
        System.out.println(head);
        System.out.println(rule);
        for (int a = 0; a < n; a++) {
            StringBuilder row = new StringBuilder("| " + players.get(a).name() + " |");
            int total = 0;
            for (int b = 0; b < n; b++) {
                row.append(a == b ? " — |" : String.format(Locale.ROOT, " %d |", Math.round(100.0 * wins[a][b] / matches)));
                total += a == b ? 0 : wins[a][b];
            }
            row.append(String.format(Locale.ROOT, " %.0f%% |", 100.0 * total / (matches * (n - 1))));
            System.out.println(row);
        }
        System.out.println();
        System.out.println("| pair | matches won | 95 % interval | Elo [95 %] | rounds won |");
        System.out.println("|---|---:|---:|---:|---:|");
        for (int a = 1; a < n; a++) {
            int w = wins[a][a - 1];
            double[] ci = wilson(w, matches);
            System.out.println(String.format(Locale.ROOT, "| %s vs %s | %d / %d | %.0f–%.0f %% | %s [%s, %s] | %.0f %% |",
                    players.get(a).name(), players.get(a - 1).name(), w, matches, 100 * ci[0], 100 * ci[1],
                    Elo.of((double) w / matches), Elo.of(ci[0]), Elo.of(ci[1]), 100.0 * roundsWon[a][a - 1] / rounds[a][a - 1]));
        }
        System.out.println();
        StringBuilder ends = new StringBuilder("rounds ended by:");
        for (Match.How h : Match.How.values()) {
            ends.append(' ').append(h.slug()).append(' ').append(how[h.ordinal()]);
        }
        System.out.println(ends);
        System.out.println(String.format(Locale.ROOT, "%d matches in %.1f s", matches * n * (n - 1) / 2, seconds));
    }

    /** The 95 % Wilson score interval of a proportion. */
    private static double[] wilson(int successes, int trials) {
        double z = 1.96;
        double p = (double) successes / trials;
        double denominator = 1 + z * z / trials;
        double centre = (p + z * z / (2 * trials)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / trials + z * z / (4.0 * trials * trials)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
