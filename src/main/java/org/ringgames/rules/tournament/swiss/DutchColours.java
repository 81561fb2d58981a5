package org.ringgames.rules.tournament.swiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Colour allocation (C.04.3 E) and board order of a paired round.
 *
 * <ol>
 * <li>E.1: grant both colour preferences when they are compatible.
 * <li>E.2: grant the stronger preference: absolute over others (between two absolute ones, the
 *     larger colour difference), then strong over mild.
 * <li>E.3: alternate from the most recent round in which the two had different colours.
 * <li>E.4: grant the preference of the higher-ranked player.
 * <li>E.5: with no preference on either side, the higher-ranked player gets the initial colour
 *     when their pairing number is odd, the other colour when it is even.
 * </ol>
 *
 * <p>Boards: the pair whose higher player has more points first, then by the lower player's
 * points, then by the higher player's pairing number.
 */
final class DutchColours {

    private DutchColours() {
    }

    static RoundPairing round(SwissTournament t, List<PlayerState> all, List<PlayerState> sorted, List<int[]> pairs,
            OptionalInt bye) {
        Colour initial = initialColour(t);
        List<PlayerState[]> boards = new ArrayList<>();
        for (int[] pair : pairs) {
            PlayerState a = sorted.get(pair[0]);
            PlayerState b = sorted.get(pair[1]);
            PlayerState first = a.number < b.number ? a : b;
            PlayerState second = first == a ? b : a;
            Colour c = colourOf(first, second, initial);
            boards.add(c == Colour.WHITE ? new PlayerState[] {first, second} : new PlayerState[] {second, first});
        }
        boards.sort(Comparator.<PlayerState[]>comparingInt(p -> -higher(p).score)
                .thenComparingInt(p -> -lower(p).score)
                .thenComparingInt(p -> higher(p).rankIndex));
        List<Pairing> out = new ArrayList<>();
        for (PlayerState[] p : boards) {
            out.add(new Pairing(p[0].number, p[1].number));
        }
        return new RoundPairing(out, bye);
    }

    private static PlayerState higher(PlayerState[] p) {
        return p[0].above(p[1]) ? p[0] : p[1];
    }

    private static PlayerState lower(PlayerState[] p) {
        return p[0].above(p[1]) ? p[1] : p[0];
    }

    /** The colour of {@code p} against {@code o}. */
    static Colour colourOf(PlayerState p, PlayerState o, Colour initial) {
        Optional<Colour> neutral = neutral(p, o);
        if (neutral.isPresent()) {
            return neutral.get();
        }
        boolean pLower = o.above(p);
        if (p.preference.isEmpty()) {
            if (pLower) {
                return (o.rankIndex & 1) != 0 ? initial : initial.opposite();
            }
            return (p.rankIndex & 1) != 0 ? initial.opposite() : initial;
        }
        return pLower ? o.preference.get().opposite() : p.preference.get();
    }

    private static Optional<Colour> neutral(PlayerState p, PlayerState o) {
        boolean same = p.preference.isPresent() && p.preference.equals(o.preference);
        if (!same) {
            if (p.preference.isPresent()) {
                return p.preference;
            }
            return o.preference.map(Colour::opposite);
        }
        if (p.absolute() && (p.imbalance > o.imbalance || !o.absolute())) {
            return p.preference;
        }
        if (o.absolute() && (o.imbalance > p.imbalance || !p.absolute())) {
            return o.preference.map(Colour::opposite);
        }
        if (p.strong && !o.strong) {
            return p.preference;
        }
        if (o.strong && !p.strong) {
            return o.preference.map(Colour::opposite);
        }
        int i = p.colours.size() - 1;
        int j = o.colours.size() - 1;
        while (i >= 0 && j >= 0 && p.colours.get(i) == o.colours.get(j)) {
            i--;
            j--;
        }
        if (i >= 0 && j >= 0) {
            return Optional.of(o.colours.get(j));
        }
        return Optional.empty();
    }

    /**
     * The colour the first-ranked player had in round 1: read from the first round with colours
     * (the highest player paired then; each player skipped flips it), WHITE when there is none.
     */
    static Colour initialColour(SwissTournament t) {
        int rounds = t.roundsPlayed();
        for (int r = 0; r < rounds; r++) {
            boolean any = false;
            for (SwissPlayer p : t.players()) {
                if (r < p.rounds().size() && p.rounds().get(r).colour().isPresent()) {
                    any = true;
                    break;
                }
            }
            if (!any) {
                continue;
            }
            boolean flip = false;
            for (SwissPlayer p : t.players()) {
                if (!participated(p, r)) {
                    continue;
                }
                Optional<Colour> c = r < p.rounds().size() ? p.rounds().get(r).colour() : Optional.empty();
                if (c.isPresent()) {
                    return flip ? c.get().opposite() : c.get();
                }
                flip = !flip;
            }
        }
        return Colour.WHITE;
    }

    private static boolean participated(SwissPlayer p, int round) {
        for (int r = 0; r <= round && r < p.rounds().size(); r++) {
            RoundEntry e = p.rounds().get(r);
            if (e.opponent() != 0 || e.result() == ResultCode.PAIRING_BYE) {
                return true;
            }
        }
        return false;
    }
}
