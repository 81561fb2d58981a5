package org.ringgames.rules.tournament.swiss;

/** One board of a round: the pairing numbers of the player with white and of the player with black. */
public record Pairing(int white, int black) {

    public Pairing {
        if (white < 1 || black < 1 || white == black) {
            throw new IllegalArgumentException("a pairing is two different players, not " + white + "-" + black);
        }
    }
}
