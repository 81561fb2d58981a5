package org.ringgames.rules.tournament.swiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The standings of a Swiss tournament by FIDE C.07 (Tie-Break Regulations, 2023), see
 * {@link Tiebreak}.
 *
 * <ul>
 * <li>Buchholz: the sum of the final points of the opponents of every round. A round without a
 *     played game (bye, forfeit either way) counts as a game against a virtual opponent with the
 *     participant's own final points (C.07 16.4).
 * <li>Buchholz Cut-1: Buchholz without its smallest contribution; unplayed rounds that the player
 *     chose (half- and zero-point byes, forfeit losses) are cut before anything else (C.07 16.5).
 * <li>Sonneborn-Berger: for every round, the points scored in it times the opponent's final points
 *     (the virtual opponent for unplayed rounds, as for Buchholz).
 * <li>Direct encounter: among players tied on points and on every criterion before it, the points
 *     scored in the games between them; applied only when each of them met every other (otherwise
 *     0 for all, C.07 6.1's rule that it cannot separate players who did not all meet).
 * <li>Wins: the rounds in which the player scored a win's points, played or not (C.07 7.1 WIN).
 * </ul>
 */
public final class Standings {

    private Standings() {
    }

    /**
     * The standings: by points, then by the tie-breaks in {@code order}, then by pairing number.
     *
     * @param t the tournament so far
     * @param order the tie-break criteria, most important first
     */
    public static List<Standing> of(SwissTournament t, List<Tiebreak> order) {
        int n = t.players().size();
        double[] points = new double[n + 1];
        for (SwissPlayer p : t.players()) {
            points[p.number()] = p.points();
        }
        List<double[]> rows = new ArrayList<>();
        for (SwissPlayer p : t.players()) {
            double[] row = new double[order.size() + 2];
            row[0] = p.number();
            row[1] = points[p.number()];
            rows.add(row);
        }
        for (int k = 0; k < order.size(); k++) {
            Tiebreak tb = order.get(k);
            if (tb == Tiebreak.DIRECT_ENCOUNTER) {
                directEncounter(t, rows, k + 2);
            } else {
                for (double[] row : rows) {
                    row[k + 2] = value(tb, t.player((int) row[0]), points);
                }
            }
        }
        rows.sort(ranking(order.size()));
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            double[] row = rows.get(i);
            List<Double> tbs = new ArrayList<>();
            for (int k = 0; k < order.size(); k++) {
                tbs.add(row[k + 2]);
            }
            out.add(new Standing(i + 1, (int) row[0], row[1], tbs));
        }
        return out;
    }

    private static Comparator<double[]> ranking(int criteria) {
        return (a, b) -> {
            for (int k = 1; k < criteria + 2; k++) {
                int c = Double.compare(b[k], a[k]);
                if (c != 0) {
                    return c;
                }
            }
            return Double.compare(a[0], b[0]);
        };
    }

    static double value(Tiebreak tb, SwissPlayer p, double[] points) {
        double own = points[p.number()];
        switch (tb) {
            case BUCHHOLZ: {
                double sum = 0;
                for (RoundEntry e : p.rounds()) {
                    sum += opponentPoints(e, own, points);
                }
                return sum;
            }
            case BUCHHOLZ_CUT1: {
                double sum = 0;
                double lowest = Double.POSITIVE_INFINITY;
                boolean voluntary = false;
                for (RoundEntry e : p.rounds()) {
                    double v = opponentPoints(e, own, points);
                    sum += v;
                    boolean isVoluntary = voluntaryUnplayed(e);
                    if (isVoluntary && !voluntary) {
                        voluntary = true;
                        lowest = v;
                    } else if (isVoluntary == voluntary) {
                        lowest = Math.min(lowest, v);
                    }
                }
                return p.rounds().isEmpty() ? 0 : sum - lowest;
            }
            case SONNEBORN_BERGER: {
                double sum = 0;
                for (RoundEntry e : p.rounds()) {
                    sum += e.result().points() * opponentPoints(e, own, points);
                }
                return sum;
            }
            case WINS: {
                int wins = 0;
                for (RoundEntry e : p.rounds()) {
                    if (e.result().points() >= 1.0) {
                        wins++;
                    }
                }
                return wins;
            }
            default:
                throw new IllegalArgumentException("not a per-player criterion: " + tb);
        }
    }

    private static double opponentPoints(RoundEntry e, double own, double[] points) {
        return e.played() ? points[e.opponent()] : own;
    }

    private static boolean voluntaryUnplayed(RoundEntry e) {
        return e.result() == ResultCode.HALF_BYE || e.result() == ResultCode.ZERO_BYE
                || e.result() == ResultCode.FORFEIT_LOSS;
    }

    private static void directEncounter(SwissTournament t, List<double[]> rows, int column) {
        List<double[]> sorted = new ArrayList<>(rows);
        sorted.sort(ranking(column - 2));
        int i = 0;
        while (i < sorted.size()) {
            int j = i + 1;
            while (j < sorted.size() && tied(sorted.get(i), sorted.get(j), column)) {
                j++;
            }
            List<double[]> group = sorted.subList(i, j);
            boolean allMet = true;
            double[] scored = new double[group.size()];
            for (int a = 0; a < group.size() && allMet; a++) {
                SwissPlayer pa = t.player((int) group.get(a)[0]);
                for (int b = 0; b < group.size(); b++) {
                    if (a == b) {
                        continue;
                    }
                    int opponent = (int) group.get(b)[0];
                    boolean met = false;
                    for (RoundEntry e : pa.rounds()) {
                        if (e.opponent() == opponent) {
                            met = true;
                            scored[a] += e.result().points();
                        }
                    }
                    allMet &= met;
                }
            }
            for (int a = 0; a < group.size(); a++) {
                group.get(a)[column] = group.size() > 1 && allMet ? scored[a] : 0;
            }
            i = j;
        }
    }

    private static boolean tied(double[] a, double[] b, int column) {
        for (int k = 1; k < column; k++) {
            if (a[k] != b[k]) {
                return false;
            }
        }
        return true;
    }
}
