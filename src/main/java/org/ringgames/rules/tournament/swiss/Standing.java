package org.ringgames.rules.tournament.swiss;

import java.util.List;

/**
 * One line of the standings: the rank (1-based, no shared ranks: ties are broken by the criteria
 * then by pairing number), the player's pairing number, points, and the tie-break values in the
 * order asked for.
 */
public record Standing(int rank, int number, double points, List<Double> tiebreaks) {

    public Standing {
        tiebreaks = List.copyOf(tiebreaks);
    }
}
