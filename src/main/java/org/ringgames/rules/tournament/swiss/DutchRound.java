package org.ringgames.rules.tournament.swiss;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One run of the Dutch procedure over a round: the start, then bracket after bracket. */
final class DutchRound {

    final List<PlayerState> sorted;
    final int n;
    final DutchWeights weights;
    final MaxWeightMatching matching;
    final BigInteger maxWeight;
    int byeScore;
    boolean singleBye;
    final Map<Integer, Integer> unplayedRank = new HashMap<>();
    int[] stable;
    final boolean[] matched;
    final int[] result;

    DutchRound(SwissTournament t, List<PlayerState> all, List<PlayerState> sorted) {
        this.sorted = sorted;
        this.n = sorted.size();
        Map<Integer, Integer> shift = new HashMap<>();
        int scoreBits = 0;
        int largest = 0;
        int run = 0;
        for (int i = n - 1; i >= 0; i--) {
            run++;
            int s = sorted.get(i).score;
            if (i == 0 || sorted.get(i - 1).score > s) {
                shift.put(s, scoreBits);
                largest = Math.max(largest, run);
                scoreBits += bits(run);
                run = 0;
            }
        }
        this.weights = new DutchWeights(bits(largest), scoreBits, shift, t.roundsPlayed(), t.plannedRounds(), all);
        this.matching = new MaxWeightMatching(n);
        PlayerState top = sorted.get(0);
        BigInteger bound = weights.weight(top, top, true, true, Integer.MAX_VALUE, false, Map.of());
        this.maxWeight = BigInteger.ONE.shiftLeft(Math.max(bound.bitLength(), 8) + 4);
        this.matched = new boolean[n];
        this.result = new int[n];
        java.util.Arrays.fill(result, -1);
    }

    static int bits(int x) {
        return 32 - Integer.numberOfLeadingZeros(x);
    }

    BigInteger base(int higher, int lower, boolean inCurrent, boolean inNext) {
        return weights.weight(sorted.get(higher), sorted.get(lower), inCurrent, inNext, byeScore, singleBye,
                unplayedRank);
    }

    void solve() {
        stable = matching.compute();
    }

    int[] run() throws NoPairingException {
        start();
        List<Integer> br = new ArrayList<>(); // vertices of the bracket (moved-down first) and the next group
        int next = 0;
        while (next < n && sorted.get(next).score >= sorted.get(0).score) {
            br.add(next++);
        }
        int movedDown = 0;
        int groupStart = 0; // vertex of the first resident of the current score group
        while (br.size() > 1 || next < n) {
            int nextBegin = br.size();
            int nextGroupStart = groupStart + (nextBegin - movedDown);
            int nextGroupFirst = next;
            while (next < n && sorted.get(next).score >= sorted.get(nextGroupFirst).score) {
                br.add(next++);
            }
            new DutchBracket(this, br, movedDown, nextBegin, groupStart, nextGroupStart).run();
            List<Integer> carried = new ArrayList<>();
            movedDown = 0;
            singleBye = n % 2 == 1 && nextGroupFirst < n && byeScore >= sorted.get(nextGroupFirst).score;
            for (int i = 0; i < br.size(); i++) {
                int v = br.get(i);
                if (i < nextBegin && matched[v]) {
                    result[v] = stable[v];
                    result[stable[v]] = v;
                } else {
                    carried.add(v);
                    if (i < nextBegin) {
                        movedDown++;
                    }
                    if (singleBye && sorted.get(stable[v]).score < sorted.get(nextGroupFirst).score) {
                        singleBye = false;
                    }
                }
            }
            br = carried;
            groupStart = nextGroupStart;
        }
        for (int v = 0; v < n; v++) {
            if (result[v] < 0) {
                result[v] = v;
            }
        }
        return result;
    }

    /** The first matching: whether a pairing exists, and the bye's score group (C.04.3 C2, C4). */
    private void start() throws NoPairingException {
        for (int i = 0; i < n; i++) {
            PlayerState p = sorted.get(i);
            for (int j = 0; j < i; j++) {
                PlayerState o = sorted.get(j);
                BigInteger w;
                if (n % 2 == 1) {
                    if (!weights.compatible(p, o)) {
                        w = BigInteger.ZERO;
                    } else {
                        w = BigInteger.valueOf(1 + (p.byeEligible ? 0 : 1) + (o.byeEligible ? 0 : 1));
                        w = w.shiftLeft(weights.scoreBits)
                                .add(BigInteger.valueOf(weights.groupShift.get(p.score) + weights.groupShift.get(o.score)));
                        w = w.shiftLeft(weights.groupBits)
                                .add(p.score >= sorted.get(0).score ? BigInteger.ONE : BigInteger.ZERO);
                    }
                } else {
                    w = base(j, i, false, false);
                }
                matching.set(i, j, w);
            }
        }
        solve();
        boolean unmatched = false;
        for (int v = 0; v < n; v++) {
            if (stable[v] == v) {
                if (unmatched || !sorted.get(v).byeEligible) {
                    throw new NoPairingException("no pairing of the " + n
                            + " available players meets the absolute criteria (no rematch, no second bye,"
                            + " absolute colour preferences)");
                }
                unmatched = true;
            }
        }
        if (n % 2 == 0) {
            return;
        }
        for (int v = 0; v < n; v++) {
            if (stable[v] == v) {
                byeScore = sorted.get(v).score;
                break;
            }
        }
        int top = sorted.get(0).score;
        singleBye = false;
        if (byeScore >= top) {
            singleBye = true;
            for (int v = 0; v < n && sorted.get(v).score >= top; v++) {
                if (sorted.get(stable[v]).score < top) {
                    singleBye = false;
                    break;
                }
            }
        }
        List<Integer> counts = new ArrayList<>();
        for (PlayerState p : sorted) {
            if (p.score == byeScore) {
                counts.add(p.playedGames);
            }
        }
        counts.sort((a, b) -> Integer.compare(b, a));
        for (int r = 0; r < counts.size(); r++) {
            unplayedRank.put(counts.get(r), r);
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                matching.set(i, j, base(j, i, false, false));
            }
        }
    }
}
