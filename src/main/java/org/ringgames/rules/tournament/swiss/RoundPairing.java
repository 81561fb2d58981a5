package org.ringgames.rules.tournament.swiss;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A round's pairing: the boards in board order, and the pairing-allocated bye (present when the
 * number of available players is odd).
 */
public record RoundPairing(List<Pairing> pairings, OptionalInt bye) {

    public RoundPairing {
        pairings = List.copyOf(pairings);
        Objects.requireNonNull(bye, "bye");
    }
}
