import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveChecker;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.MoveText;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/**
 * What checking one compact move costs: {@code MoveChecker.check} of the compact text of every legal
 * move of three positions (the start, and two middle games: 224, 113 and 61 moves), standard rules,
 * one thread. Prints, per round of 200 passes, the bytes allocated per check (the thread's own
 * allocation counter) and the time per check; the last line is the median of the rounds:
 * {@code RESULT checks=… bytes_per_check=… us_per_check=…}.
 *
 * <pre>
 *   java -cp CLASSES bench/rules/MoveCheck.java [rounds=8]
 * </pre>
 */
public class MoveCheck {

    private static final String[] POSITIONS = {"321123/....../....../....../....../321123 S",
            ".3.123/...1../...2../....../...33./2.211. S", ".3.1../...2../..2.../.211../3..3../..213. S"};

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        MoveChecker checker = new MoveChecker(Rules.STANDARD);
        MoveGenerator generator = new MoveGenerator(Rules.STANDARD);
        List<Position> positions = new ArrayList<>();
        List<MoveText.Input> inputs = new ArrayList<>();
        for (String text : POSITIONS) {
            Position position = ((Parsed.Ok<Position>) PositionText.parse(text)).value();
            for (LegalMove move : generator.legalMoves(position)) {
                positions.add(position);
                inputs.add(((Parsed.Ok<MoveText.Input>) MoveText.parse(move.move().toText())).value());
            }
        }
        int passes = 200;
        int checks = passes * inputs.size();
        double[] bytes = new double[rounds];
        double[] micros = new double[rounds];
        long sink = 0;
        for (int round = 0; round < rounds; round++) {
            long allocated = threads.getCurrentThreadAllocatedBytes();
            long start = System.nanoTime();
            for (int pass = 0; pass < passes; pass++) {
                for (int i = 0; i < inputs.size(); i++) {
                    sink += checker.check(positions.get(i), inputs.get(i)).hashCode();
                }
            }
            micros[round] = (System.nanoTime() - start) / 1e3 / checks;
            bytes[round] = (threads.getCurrentThreadAllocatedBytes() - allocated) / (double) checks;
            System.out.printf("round %d: %d checks, %.0f B/check, %.2f us/check%n", round + 1, checks, bytes[round],
                    micros[round]);
        }
        java.util.Arrays.sort(bytes);
        java.util.Arrays.sort(micros);
        System.out.printf("RESULT checks=%d bytes_per_check=%.0f us_per_check=%.2f sink=%d%n", checks,
                bytes[rounds / 2], micros[rounds / 2], sink % 10);
    }
}
