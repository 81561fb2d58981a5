package org.ringgames.rules.tournament.swiss;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The pairing of one bracket (C.04.3 B): its moved-down players (MDPs) first, then the residents
 * of its score group, then the next score group (which only receives downfloaters). Positions
 * below are indices into {@code br}; vertices are indices into the round's sorted players.
 *
 * <p>Order of decisions: which MDPs are paired (the highest first, B.2), whom each paired MDP
 * meets (the highest resident possible), then in the remainder the number of exchanges between S1
 * and S2 and which players are exchanged (the smallest difference of BSNs, B.3-B.5), and finally
 * each S1 player's opponent, top down, the highest-ranked possible. Each decision nudges weights
 * in the low bits {@link DutchWeights} leaves free and solves the matching again.
 */
final class DutchBracket {

    private final DutchRound r;
    private final List<Integer> br;
    private final int movedDown;
    private final int nextBegin;
    private final int groupStart;
    private final int nextGroupStart;
    private final BigInteger[][] base;

    DutchBracket(DutchRound r, List<Integer> br, int movedDown, int nextBegin, int groupStart, int nextGroupStart) {
        this.r = r;
        this.br = br;
        this.movedDown = movedDown;
        this.nextBegin = nextBegin;
        this.groupStart = groupStart;
        this.nextGroupStart = nextGroupStart;
        this.base = new BigInteger[br.size()][];
    }

    private int v(int position) {
        return br.get(position);
    }

    private void set(int a, int b, BigInteger w) {
        r.matching.set(a, b, w);
    }

    /** Whether vertex {@code u}'s current mate is a resident of the bracket's score group. */
    private boolean matedInGroup(int u) {
        int m = r.stable[u];
        return m >= groupStart && m < nextGroupStart;
    }

    /** Whether vertex {@code u} is paired downwards inside the bracket (an S1 player). */
    private boolean upper(int u) {
        return r.stable[u] > u && r.stable[u] < nextGroupStart;
    }

    private BigInteger exchangeWeight(int smaller, int larger, int smallerIndex, int pairs) {
        BigInteger w = base[larger][smaller];
        if (w.signum() == 0) {
            return w;
        }
        BigInteger add = BigInteger.valueOf(smallerIndex < pairs ? 1 : 0).shiftLeft(2 * r.weights.groupBits)
                .subtract(BigInteger.valueOf(smallerIndex)).shiftLeft(1);
        return w.add(add);
    }

    void run() {
        int size = br.size();
        for (int larger = movedDown; larger < size; larger++) {
            base[larger] = new BigInteger[larger];
            for (int smaller = 0; smaller < larger; smaller++) {
                base[larger][smaller] = r.base(v(smaller), v(larger), larger < nextBegin, larger >= nextBegin);
                set(v(larger), v(smaller), base[larger][smaller]);
            }
        }
        r.solve();
        chooseMovedDown();
        chooseMovedDownOpponents();
        pairRemainder();
    }

    /** B.2: the most MDPs paired, the highest of each score first. */
    private void chooseMovedDown() {
        int score = Integer.MIN_VALUE;
        int remaining = 0;
        int remainingMatched = 0;
        for (int i = 0; i < movedDown; i++) {
            int s = r.sorted.get(v(i)).score;
            if (i == 0 || s < score) {
                score = s;
                remaining = 0;
                remainingMatched = 0;
                for (int k = i; r.sorted.get(v(k)).score >= score; k++) {
                    remaining++;
                    if (matedInGroup(v(k))) {
                        remainingMatched++;
                    }
                }
            }
            if (remainingMatched == 0) {
                continue;
            }
            int u = v(i);
            if (remaining <= remainingMatched) {
                r.matched[u] = true;
                continue;
            }
            remaining--;
            if (!matedInGroup(u)) {
                for (int o = movedDown; o < nextBegin; o++) {
                    BigInteger w = base[o][i];
                    if (w.signum() != 0) {
                        set(u, v(o), w.add(BigInteger.ONE));
                    }
                }
                r.solve();
            }
            if (matedInGroup(u)) {
                r.matched[u] = true;
                remainingMatched--;
                for (int o = movedDown; o < nextBegin; o++) {
                    BigInteger w = base[o][i];
                    if (w.signum() != 0) {
                        set(u, v(o), w.add(BigInteger.valueOf(nextBegin - movedDown + 1)));
                    }
                }
            }
        }
    }

    /** Each paired MDP meets the highest resident it can. */
    private void chooseMovedDownOpponents() {
        for (int i = 0; i < movedDown; i++) {
            int u = v(i);
            if (!r.matched[u]) {
                continue;
            }
            long add = br.size();
            for (int o = nextBegin - 1; o >= movedDown; o--) {
                int ov = v(o);
                if (r.matched[ov]) {
                    continue;
                }
                BigInteger w = base[o][i];
                if (w.signum() != 0) {
                    set(u, ov, w.add(BigInteger.valueOf(add)));
                    add++;
                }
            }
            r.solve();
            int m = r.stable[u];
            r.matched[m] = true;
            finalizePair(u, m);
        }
    }

    private void finalizePair(int a, int b) {
        for (int x = 0; x < r.n; x++) {
            if (x != a) {
                set(a, x, x == b ? r.maxWeight : BigInteger.ZERO);
            }
            if (x != b) {
                set(b, x, x == a ? r.maxWeight : BigInteger.ZERO);
            }
        }
    }

    /** The remainder (the residents not paired with MDPs): S1, S2, exchanges, then each S1's opponent. */
    private void pairRemainder() {
        List<Integer> rem = new ArrayList<>();
        int pairs = 0;
        for (int i = movedDown; i < nextBegin; i++) {
            int u = v(i);
            if (r.stable[u] < groupStart) {
                continue;
            }
            rem.add(i);
            if (r.stable[u] < u) {
                pairs++;
            }
        }
        int s2 = pairs; // index in rem of the first S2 player
        for (int oi = 0; oi < rem.size(); oi++) {
            int o = rem.get(oi);
            for (int pi = 0; pi < rem.size(); pi++) {
                int p = rem.get(pi);
                if (o <= p) {
                    break;
                }
                set(v(p), v(o), exchangeWeight(p, o, pi, pairs));
            }
        }
        r.solve();
        int exchanges = 0;
        for (int pi = 0; pi < s2 && pi < rem.size(); pi++) {
            if (!upper(v(rem.get(pi)))) {
                exchanges++;
            }
        }
        // The lowest S1 players that can go to S2, from the bottom of S1 up.
        int left = exchanges;
        for (int pi = s2 - 1; pi >= 0 && left > 0; pi--) {
            int p = rem.get(pi);
            int u = v(p);
            if (upper(u)) {
                for (int oi = pi + 1; oi < rem.size(); oi++) {
                    BigInteger w = exchangeWeight(p, rem.get(oi), pi, pairs);
                    if (w.signum() != 0) {
                        set(u, v(rem.get(oi)), w.subtract(BigInteger.ONE));
                    }
                }
                r.solve();
            }
            boolean exchange = !upper(u);
            if (exchange) {
                left--;
            }
            for (int oi = pi + 1; oi < rem.size(); oi++) {
                int o = rem.get(oi);
                if (exchange) {
                    base[o][p] = BigInteger.ZERO;
                }
                set(u, v(o), exchangeWeight(p, o, pi, pairs));
            }
        }
        // The highest S2 players that can go to S1, from the top of S2 down.
        left = exchanges;
        for (int pi = s2; pi < rem.size() && left > 1; pi++) {
            int p = rem.get(pi);
            int u = v(p);
            boolean already = upper(u);
            if (!already) {
                for (int oi = pi + 1; oi < rem.size(); oi++) {
                    BigInteger w = exchangeWeight(p, rem.get(oi), pi, pairs);
                    if (w.signum() != 0) {
                        set(u, v(rem.get(oi)), w.add(BigInteger.ONE));
                    }
                }
                r.solve();
            }
            if (upper(u)) {
                left--;
                for (int oi = 0; oi < pi; oi++) {
                    int o = rem.get(oi);
                    base[p][o] = BigInteger.ZERO;
                    set(u, v(o), BigInteger.ZERO);
                }
                for (int o = nextBegin; o < br.size(); o++) {
                    base[o][p] = BigInteger.ZERO;
                    set(u, v(o), BigInteger.ZERO);
                }
            }
            if (!already) {
                for (int oi = pi + 1; oi < rem.size(); oi++) {
                    set(u, v(rem.get(oi)), exchangeWeight(p, rem.get(oi), pi, pairs));
                }
            }
        }
        // Fix who is in S1 (paired downwards) and who in S2; reset the exchange nudges.
        for (int pi = 0; pi < rem.size(); pi++) {
            int p = rem.get(pi);
            int u = v(p);
            for (int oi = pi + 1; oi < rem.size(); oi++) {
                int o = rem.get(oi);
                int ov = v(o);
                if (!upper(u) || upper(ov)) {
                    base[o][p] = BigInteger.ZERO;
                }
                set(u, ov, base[o][p]);
            }
        }
        // Each S1 player, top down, meets the highest S2 player possible.
        for (int p : rem) {
            int u = v(p);
            if (!upper(u)) {
                continue;
            }
            long add = 0;
            for (int oi = rem.size() - 1; oi >= 0; oi--) {
                int o = rem.get(oi);
                int ov = v(o);
                if (o <= p || r.matched[ov]) {
                    continue;
                }
                BigInteger w = base[o][p];
                if (w.signum() != 0) {
                    set(u, ov, w.add(BigInteger.valueOf(add)));
                }
                add++;
            }
            r.solve();
            int m = r.stable[u];
            r.matched[u] = true;
            r.matched[m] = true;
            finalizePair(u, m);
        }
    }
}
