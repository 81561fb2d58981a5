package org.ringgames.rules.tournament.swiss;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the Dutch rules need to know of one player before a round (C.04.3 A.2-A.7): score (in
 * half points), colour difference and preference, floats of the last two rounds, whom they have
 * played, and whether they may receive the pairing-allocated bye.
 */
final class PlayerState {

    /** A float in a past round (A.4). */
    enum Float { DOWN, UP, NONE }

    final SwissPlayer player;
    final int number;
    /**
     * 0-based rank by pairing number among the players who count: those to be paired now and
     * those who were paired in an earlier round (a player absent since the start does not shift
     * the others' ranks, as bbpPairings counts them; E.5 reads its parity).
     */
    int rankIndex;
    /** Score in half points. */
    final int score;
    /** |games as white − games as black| over played games. */
    final int imbalance;
    /** The colour preference (A.6), empty when none. */
    final Optional<Colour> preference;
    /** The colour of the last two played games when they were the same, else empty. */
    final Optional<Colour> repeated;
    final boolean strong;
    final int playedGames;
    final boolean byeEligible;
    final Set<Integer> played = new HashSet<>();
    /** Colours of the played games, latest last. */
    final List<Colour> colours = new ArrayList<>();

    PlayerState(SwissPlayer p) {
        this.player = p;
        this.number = p.number();
        this.rankIndex = p.number() - 1;
        this.score = halfPoints(p.rounds(), p.rounds().size());
        int white = 0;
        int black = 0;
        int streak = 0;
        Colour last = null;
        boolean eligible = true;
        for (RoundEntry e : p.rounds()) {
            if (e.played()) {
                Colour c = e.colour().orElseThrow();
                colours.add(c);
                played.add(e.opponent());
                if (c == Colour.WHITE) {
                    white++;
                } else {
                    black++;
                }
                streak = streak == 0 || c != last ? 1 : streak + 1;
                last = c;
            } else if (e.result().points() >= 1.0 || e.result() == ResultCode.PAIRING_BYE) {
                eligible = false;
            }
        }
        this.byeEligible = eligible;
        this.playedGames = white + black;
        Colour lower = white > black ? Colour.BLACK : Colour.WHITE;
        this.imbalance = Math.abs(white - black);
        Colour pref;
        if (imbalance > 1) {
            pref = lower;
        } else if (streak > 1) {
            pref = last.opposite();
        } else if (imbalance > 0) {
            pref = lower;
        } else if (streak > 0) {
            pref = last.opposite();
        } else {
            pref = null;
        }
        this.preference = Optional.ofNullable(pref);
        this.repeated = streak > 1 ? Optional.of(last) : Optional.empty();
        this.strong = !absolute() && imbalance > 0;
    }

    /** Whether the player counts for ranks: available now, or paired in some earlier round. */
    boolean counts() {
        if (player.available()) {
            return true;
        }
        for (RoundEntry e : player.rounds()) {
            if (e.opponent() != 0 || e.result() == ResultCode.PAIRING_BYE) {
                return true;
            }
        }
        return false;
    }

    static int halfPoints(List<RoundEntry> rounds, int upTo) {
        int s = 0;
        for (int i = 0; i < upTo; i++) {
            s += (int) Math.round(rounds.get(i).result().points() * 2);
        }
        return s;
    }

    boolean absoluteImbalance() {
        return imbalance > 1;
    }

    /** An absolute colour preference (A.6.a): difference above 1, or the same colour twice running. */
    boolean absolute() {
        return absoluteImbalance() || repeated.isPresent();
    }

    /** The score before the round of 0-based index {@code round}. */
    int scoreBefore(int round) {
        return halfPoints(player.rounds(), Math.min(round, player.rounds().size()));
    }

    /** The float of the round of 0-based index {@code round} (A.4). */
    Float floatOf(int round, List<PlayerState> all) {
        if (round >= player.rounds().size()) {
            return Float.NONE;
        }
        RoundEntry e = player.rounds().get(round);
        if (!e.played()) {
            return e.result().points() > 0 ? Float.DOWN : Float.NONE;
        }
        int mine = scoreBefore(round);
        int theirs = all.get(e.opponent() - 1).scoreBefore(round);
        return mine > theirs ? Float.DOWN : mine < theirs ? Float.UP : Float.NONE;
    }

    /** Whether this player ranks above {@code o}: more points, or as many and a smaller number. */
    boolean above(PlayerState o) {
        return score != o.score ? score > o.score : rankIndex < o.rankIndex;
    }
}
