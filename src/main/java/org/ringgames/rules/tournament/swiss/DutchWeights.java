package org.ringgames.rules.tournament.swiss;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * The edge weights of the Dutch pairing: one integer per pair of players whose bits, from the
 * most significant down, encode the criteria of C.04.3 in their order of priority, so that a
 * maximum-weight matching is the pairing the criteria prefer. A weight of 0 is a forbidden pair
 * (C1: a rematch; C3: two equal absolute colour preferences, except between topscorers in the
 * last round).
 *
 * <p>Field widths: {@code groupBits} holds a count of players of one score group; {@code
 * scoreBits} holds one such count per score group (each group its own bit range, higher scores
 * higher), so that a sum over pairs compares scores lexicographically.
 */
final class DutchWeights {

    final int groupBits;
    final int scoreBits;
    final Map<Integer, Integer> groupShift;
    final int playedRounds;
    final int plannedRounds;
    final List<PlayerState> all;
    final PlayerState.Float[] float1;
    final PlayerState.Float[] float2;

    DutchWeights(int groupBits, int scoreBits, Map<Integer, Integer> groupShift, int playedRounds,
            int plannedRounds, List<PlayerState> all) {
        this.groupBits = groupBits;
        this.scoreBits = scoreBits;
        this.groupShift = groupShift;
        this.playedRounds = playedRounds;
        this.plannedRounds = plannedRounds;
        this.all = all;
        this.float1 = new PlayerState.Float[all.size()];
        this.float2 = new PlayerState.Float[all.size()];
        for (PlayerState p : all) {
            float1[p.number - 1] = playedRounds >= 1 ? p.floatOf(playedRounds - 1, all) : PlayerState.Float.NONE;
            float2[p.number - 1] = playedRounds >= 2 ? p.floatOf(playedRounds - 2, all) : PlayerState.Float.NONE;
        }
    }

    /** Whether the two may meet under the absolute criteria C1 and C3. */
    boolean compatible(PlayerState a, PlayerState b) {
        if (a.played.contains(b.number)) {
            return false;
        }
        if (!a.absolute() || !b.absolute() || !a.preference.equals(b.preference)) {
            return true;
        }
        boolean lastRound = playedRounds >= plannedRounds - 1;
        return lastRound && (a.score > playedRounds || b.score > playedRounds);
    }

    boolean byeCandidate(PlayerState p, int byeScore) {
        return p.byeEligible && p.score <= byeScore;
    }

    private BigInteger bit(int score) {
        return BigInteger.ONE.shiftLeft(groupShift.get(score));
    }

    /**
     * The weight of pairing {@code higher} with {@code lower} (higher ranks above lower) while the
     * bracket of the current score group is paired.
     *
     * @param inCurrent whether {@code lower} belongs to the current bracket
     * @param inNext whether {@code lower} belongs to the next score group
     * @param byeScore the score of the bye's receiver (odd number of players)
     * @param singleDownfloaterBye whether C9 (fewest unplayed games for the bye) applies now
     * @param unplayedRank for the bye's score group: played games → rank (more games, lower rank)
     */
    BigInteger weight(PlayerState higher, PlayerState lower, boolean inCurrent, boolean inNext, int byeScore,
            boolean singleDownfloaterBye, Map<Integer, Integer> unplayedRank) {
        if (!compatible(higher, lower)) {
            return BigInteger.ZERO;
        }
        // Completion (C4) and the bye's eligibility (C2): a pair of players who could not take the bye.
        BigInteger w = BigInteger.valueOf(1 + (byeCandidate(higher, byeScore) ? 0 : 1)
                + (byeCandidate(lower, byeScore) ? 0 : 1));
        // C5/C6: the most pairs in the current bracket, then the highest scores paired there.
        w = w.shiftLeft(groupBits).add(inCurrent ? BigInteger.ONE : BigInteger.ZERO);
        w = w.shiftLeft(scoreBits);
        if (inCurrent) {
            w = w.add(bit(higher.score));
        }
        // C7: as many pairs, and scores, in the next bracket.
        w = w.shiftLeft(groupBits).add(inNext ? BigInteger.ONE : BigInteger.ZERO);
        w = w.shiftLeft(scoreBits);
        if (inNext) {
            w = w.add(bit(higher.score));
        }
        // C9: the bye to the player with the fewest unplayed games... expressed as a rank sum.
        w = w.shiftLeft(2 * groupBits);
        if (singleDownfloaterBye) {
            if (higher.score == byeScore) {
                w = w.add(BigInteger.valueOf(unplayedRank.get(higher.playedGames)));
            }
            if (lower.score == byeScore) {
                w = w.add(BigInteger.valueOf(unplayedRank.get(lower.playedGames)));
            }
        }
        w = colours(w, lower, higher, inCurrent);
        if (playedRounds >= 1) {
            w = floatCounts(w, higher, lower, inCurrent, float1);
        }
        if (playedRounds >= 2) {
            w = floatCounts(w, higher, lower, inCurrent, float2);
        }
        if (playedRounds >= 1) {
            w = floatScores(w, higher, lower, inCurrent, float1);
        }
        if (playedRounds >= 2) {
            w = floatScores(w, higher, lower, inCurrent, float2);
        }
        // Room for the exchange criteria (C.04.3 B.3-B.5) set while pairing a bracket.
        return w.shiftLeft(3 * groupBits + 1);
    }

    /** C10-C13: absolute imbalance, absolute preference, any preference, strong preference. */
    private BigInteger colours(BigInteger w, PlayerState p, PlayerState o, boolean mask) {
        boolean samePref = p.preference.isPresent() && p.preference.equals(o.preference);
        boolean c10 = !p.absoluteImbalance() || !o.absoluteImbalance() || !samePref;
        boolean c11;
        if (!p.absolute() || !o.absolute() || !samePref) {
            c11 = true;
        } else if (p.imbalance == o.imbalance) {
            c11 = p.repeated.isEmpty() || !p.repeated.equals(o.repeated);
        } else {
            PlayerState less = p.imbalance > o.imbalance ? o : p;
            c11 = !less.repeated.equals(p.preference.map(Colour::opposite));
        }
        boolean c12 = !samePref;
        boolean c13 = (!p.strong && !p.absolute()) || (!o.strong && !o.absolute())
                || (p.absolute() && o.absolute()) || !samePref;
        w = w.shiftLeft(groupBits).add(mask && c10 ? BigInteger.ONE : BigInteger.ZERO);
        w = w.shiftLeft(groupBits).add(mask && c11 ? BigInteger.ONE : BigInteger.ZERO);
        w = w.shiftLeft(groupBits).add(mask && c12 ? BigInteger.ONE : BigInteger.ZERO);
        return w.shiftLeft(groupBits).add(mask && c13 ? BigInteger.ONE : BigInteger.ZERO);
    }

    /** C14-C17: no repeated downfloat or upfloat of the round {@code f} describes. */
    private BigInteger floatCounts(BigInteger w, PlayerState h, PlayerState l, boolean inCurrent,
            PlayerState.Float[] f) {
        long down = 0;
        if (inCurrent) {
            down += f[l.number - 1] == PlayerState.Float.DOWN ? 1 : 0;
            down += h.score <= l.score && f[h.number - 1] == PlayerState.Float.DOWN ? 1 : 0;
        }
        w = w.shiftLeft(groupBits).add(BigInteger.valueOf(down));
        boolean up = inCurrent && !(h.score > l.score && f[l.number - 1] == PlayerState.Float.UP);
        return w.shiftLeft(groupBits).add(up ? BigInteger.ONE : BigInteger.ZERO);
    }

    /** C18-C21: the scores of repeated downfloaters, and of the opponents of repeated upfloaters. */
    private BigInteger floatScores(BigInteger w, PlayerState h, PlayerState l, boolean inCurrent,
            PlayerState.Float[] f) {
        w = w.shiftLeft(scoreBits);
        if (inCurrent) {
            if (f[l.number - 1] == PlayerState.Float.DOWN) {
                w = w.add(bit(l.score));
            }
            if (f[h.number - 1] == PlayerState.Float.DOWN) {
                w = w.add(bit(h.score));
            }
        }
        w = w.shiftLeft(scoreBits);
        if (inCurrent && !(f[l.number - 1] == PlayerState.Float.UP && h.score > l.score)) {
            w = w.add(bit(h.score));
        }
        return w;
    }
}
