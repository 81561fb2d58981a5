package org.ringgames.rules.tournament.swiss;

import java.util.List;

/** The standings of a Swiss tournament by FIDE C.07 (see {@link Tiebreak}). */
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
        throw new UnsupportedOperationException("not yet");
    }
}
