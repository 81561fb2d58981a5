package org.ringgames.rules.tournament.swiss;

import java.util.List;
import java.util.Objects;

/**
 * A player of a Swiss tournament.
 *
 * @param number the 1-based pairing number (the starting rank)
 * @param name the player's name as shown
 * @param rating the rating used for the starting rank (0 when none)
 * @param rounds one entry per round played so far, in order
 * @param available whether the player is to be paired in the next round
 */
public record SwissPlayer(int number, String name, int rating, List<RoundEntry> rounds, boolean available) {

    public SwissPlayer {
        Objects.requireNonNull(name, "name");
        rounds = List.copyOf(rounds);
        if (number < 1) {
            throw new IllegalArgumentException("a pairing number is at least 1, not " + number);
        }
    }

    /** The points scored so far (TRF scoring: win 1, draw ½, byes as coded). */
    public double points() {
        double p = 0;
        for (RoundEntry r : rounds) {
            p += r.result().points();
        }
        return p;
    }
}
