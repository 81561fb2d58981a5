import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.search.Limits;
import org.ringgames.rules.gyges.search.Score;
import org.ringgames.rules.gyges.search.Search;
import org.ringgames.rules.gyges.search.SetupChoice;

/**
 * The score of a full-strength search at each depth, to see how it swings between odd and even
 * depths (docs/engine.md, "Why the score swings between odd and even depths"): the three positions
 * of bench/engine/search.sh, then positions from random playouts (random home rows, then random legal
 * moves, from the seed), skipping those with a proven score. For each position, the mean change of
 * the score from one depth to the next and from one depth to the one two deeper. Node counts and
 * scores do not depend on the machine. Run through bench/engine/score-parity.sh, which compiles first.
 *
 * <p>Usage: ScoreParity [maxDepth=4] [playouts=12] [seed=1]
 */
public class ScoreParity {

    public static void main(String[] args) {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int playouts = args.length > 1 ? Integer.parseInt(args[1]) : 12;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        List<String> positions = new ArrayList<>(List.of(
                "321123/....../....../....../....../321123 S",
                ".3.123/...1../...2../....../...33./2.211. S",
                ".3.1../...2../..2.../.211../3..3../..213. S"));
        SplittableRandom random = new SplittableRandom(seed);
        MoveGenerator generator = new MoveGenerator(Rules.STANDARD);
        while (positions.size() < 3 + playouts) {
            Position p = parse(SetupChoice.homeRow(Rules.STANDARD, 8, random.nextLong()) + "/....../....../....../....../"
                    + SetupChoice.homeRow(Rules.STANDARD, 8, random.nextLong()) + " S");
            int plies = 4 + random.nextInt(10);
            for (int i = 0; i < plies && p != null; i++) {
                List<LegalMove> legal = generator.legalMoves(p);
                LegalMove m = legal.get(random.nextInt(legal.size()));
                p = m.move().isWin() ? null : p.play(m.move());
            }
            if (p != null) {
                positions.add(p.toString());
            }
        }
        System.out.println("score parity, " + Runtime.version() + ", level 8, depth 1 to " + maxDepth + ", seed " + seed);
        double adjacentSum = 0;
        double sameParitySum = 0;
        int counted = 0;
        for (String text : positions) {
            List<Integer> scores = new ArrayList<>();
            boolean proven = false;
            StringBuilder line = new StringBuilder(text);
            for (int depth = 1; depth <= maxDepth && !proven; depth++) {
                Score s = new Search(Rules.STANDARD, 64, System::nanoTime)
                        .search(parse(text), List.of(), Limits.depth(depth), 8, 0, () -> false, null).score();
                if (s instanceof Score.Eval e) {
                    scores.add(e.value());
                    line.append(String.format(Locale.ROOT, " %6d", e.value()));
                } else {
                    proven = true;
                    line.append(" ").append(s);
                }
            }
            if (proven || scores.size() < 3) {
                System.out.println(line + "  (proven: left out of the means)");
                continue;
            }
            double adjacent = 0;
            double sameParity = 0;
            for (int i = 1; i < scores.size(); i++) {
                adjacent += Math.abs(scores.get(i) - scores.get(i - 1));
            }
            for (int i = 2; i < scores.size(); i++) {
                sameParity += Math.abs(scores.get(i) - scores.get(i - 2));
            }
            adjacent /= scores.size() - 1;
            sameParity /= scores.size() - 2;
            adjacentSum += adjacent;
            sameParitySum += sameParity;
            counted++;
            System.out.println(String.format(Locale.ROOT, "%s  |d→d+1| %.0f  |d→d+2| %.0f", line, adjacent, sameParity));
        }
        System.out.println(String.format(Locale.ROOT, "%d positions: mean |change d→d+1| %.0f, mean |change d→d+2| %.0f",
                counted, adjacentSum / counted, sameParitySum / counted));
    }

    static Position parse(String text) {
        Parsed<Position> parsed = PositionText.parse(text);
        if (parsed instanceof Parsed.Ok<Position> ok) {
            return ok.value();
        }
        throw new IllegalArgumentException(text);
    }
}
