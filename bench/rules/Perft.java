import java.util.Locale;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/**
 * Perft benchmark: single thread, counts move sequences of exactly the given depth (a win ends a
 * sequence). Run through bench/rules/perft.sh, which compiles the engine first.
 *
 * <p>Usage: Perft "position text" depth [pathRule=EDGE|SQUARE] [replace=true|false]
 * [blockedRow=NEXT_ROW|PASS]
 */
public class Perft {

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: perft.sh \"<position text>\" <depth> [option=value ...]");
            System.exit(2);
        }
        Parsed<Position> parsed = PositionText.parse(args[0]);
        if (parsed instanceof Parsed.Failed<Position> failed) {
            System.err.println("position text: " + failed.message());
            System.exit(2);
        }
        Position position = ((Parsed.Ok<Position>) parsed).value();
        int depth = Integer.parseInt(args[1]);
        Rules rules = Rules.STANDARD;
        for (int i = 2; i < args.length; i++) {
            String[] option = args[i].split("=", 2);
            switch (option[0]) {
                case "pathRule" -> rules = rules.withPathRule(Rules.PathRule.valueOf(option[1]));
                case "replace" -> rules = rules.withReplace(Boolean.parseBoolean(option[1]));
                case "blockedRow" -> rules = rules.withBlockedRow(Rules.BlockedRow.valueOf(option[1]));
                default -> {
                    System.err.println("unknown option " + option[0] + " (pathRule, replace, blockedRow)");
                    System.exit(2);
                }
            }
        }
        MoveGenerator generator = new MoveGenerator(rules);
        System.out.println("position " + position + ", " + rules.pathRule() + ", replace " + rules.replace()
                + ", " + rules.blockedRow() + ", " + Runtime.version());
        for (int d = 1; d < depth; d++) {
            System.out.println("perft " + d + " = " + generator.perft(position, d));
        }
        long start = System.nanoTime();
        long count = generator.perft(position, depth);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.println(String.format(Locale.ROOT, "perft %d = %d in %.3f s (%.1f M leaves/s)",
                depth, count, seconds, count / seconds / 1e6));
    }
}
