import java.util.List;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.*;
import org.ringgames.rules.gyges.search.*;
/**
 * Lazy SMP (docs/engine.md, "Several threads"): the depth each of the three positions of
 * bench/engine/SearchBench.java reaches, and when, in a search by time on 1 and on 2 threads
 * ({@code ParallelSearch}, level 8), `rounds` times. Needs as many free cores as threads: run it on
 * a quiet machine. Usage: java -cp target/classes bench/engine/SmpBench.java [movetimeMs=3000] [rounds=2]
 */
public class SmpBench { public static void main(String[] a) {
  String[] pos = {"321123/....../....../....../....../321123 S", ".3.123/...1../...2../....../...33./2.211. S", ".3.1../...2../..2.../.211../3..3../..213. S"};
  long ms = a.length > 0 ? Long.parseLong(a[0]) : 3000;
  int rounds = a.length > 1 ? Integer.parseInt(a[1]) : 2;
  for (int round = 0; round < rounds; round++)
  for (int threads : new int[]{1, 2}) for (String t : pos) {
    Position p = ((Parsed.Ok<Position>)PositionText.parse(t)).value();
    ParallelSearch s = new ParallelSearch(Rules.STANDARD, 16, threads, System::nanoTime);
    long start = System.nanoTime(); StringBuilder sb = new StringBuilder();
    SearchResult r = s.search(p, List.of(), Limits.movetime(ms), 8, 0, () -> false, d -> sb.append(" d").append(d.depth()).append("@").append((System.nanoTime()-start)/1_000_000));
    System.out.println(threads + " threads " + t + " depth " + r.depth() + " nodes " + r.nodes() + " " + r.bestMove() + sb);
  }
}}
