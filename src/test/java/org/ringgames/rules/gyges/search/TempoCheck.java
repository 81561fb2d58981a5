package org.ringgames.rules.gyges.search;

import java.util.List;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/**
 * Not a test: the measurement behind docs/engine.md, "Why the score swings between odd and even
 * depths". Searches each position at depths 1 to maxDepth twice, with the default evaluation and
 * with its tempo weight set to T, and prints both scores, whether the best move is the same, and
 * both node counts. Positions are given with '_' for the space before the side to move.
 *
 * <pre>
 *   ./mvnw -o -q test-compile
 *   java -cp target/classes:target/test-classes org.ringgames.rules.gyges.search.TempoCheck T maxDepth POSITION…
 * </pre>
 */
public final class TempoCheck {

    private TempoCheck() {
    }

    public static void main(String[] args) {
        int t = Integer.parseInt(args[0]);
        int maxDepth = Integer.parseInt(args[1]);
        int[] tempo = Evaluation.DEFAULT_WEIGHTS.clone();
        tempo[3] = t;
        int same = 0, all = 0;
        for (int i = 2; i < args.length; i++) {
            Position p = ((Parsed.Ok<Position>) PositionText.parse(args[i].replace('_', ' '))).value();
            StringBuilder line = new StringBuilder(args[i]);
            for (int d = 1; d <= maxDepth; d++) {
                SearchResult a = new Search(Rules.STANDARD, 64, System::nanoTime).search(p, List.of(), Limits.depth(d), 8, 0, () -> false, null);
                SearchResult b = new Search(Rules.STANDARD, 64, System::nanoTime, tempo).search(p, List.of(), Limits.depth(d), 8, 0, () -> false, null);
                all++;
                if (a.bestMove().equals(b.bestMove())) same++;
                line.append(" | d").append(d).append(" ").append(a.score()).append("→").append(b.score())
                    .append(a.bestMove().equals(b.bestMove()) ? " same" : " DIFF " + a.bestMove() + "/" + b.bestMove())
                    .append(" nodes ").append(a.nodes()).append("/").append(b.nodes());
            }
            System.out.println(line);
        }
        System.out.println("same best move " + same + " of " + all);
    }
}
