package org.ringgames.rules.tournament.swiss;

import java.util.List;
import java.util.Objects;

/**
 * A Swiss tournament as far as it has been played: its name, its planned number of rounds and its
 * players ordered by pairing number (player {@code i} at index {@code i - 1}).
 */
public record SwissTournament(String name, int plannedRounds, List<SwissPlayer> players) {

    public SwissTournament {
        Objects.requireNonNull(name, "name");
        players = List.copyOf(players);
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).number() != i + 1) {
                throw new IllegalArgumentException("players are numbered 1.." + players.size()
                        + " in order; at index " + i + " is " + players.get(i).number());
            }
        }
        if (plannedRounds < 1) {
            throw new IllegalArgumentException("a tournament plans at least one round, not " + plannedRounds);
        }
    }

    /** The number of rounds played so far (the longest round list). */
    public int roundsPlayed() {
        int n = 0;
        for (SwissPlayer p : players) {
            n = Math.max(n, p.rounds().size());
        }
        return n;
    }

    /** The player of pairing number {@code number}. */
    public SwissPlayer player(int number) {
        return players.get(number - 1);
    }
}
