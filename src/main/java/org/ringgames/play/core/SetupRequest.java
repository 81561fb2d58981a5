package org.ringgames.play.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A setup request as sent, for any game: Gygès takes {@code row} or {@code placements}; Xe Queo
 * takes {@code discs}, {@code ring} or {@code secret}. Each game refuses the fields that are not its own.
 */
public record SetupRequest(Optional<String> row, Optional<List<PlacementText>> placements,
                           Optional<Map<String, String>> discs, Optional<String> ring, Optional<Integer> secret) {

    public record PlacementText(String square, int size) {
    }

    /** The one field given, among those a game accepts; a problem when none or several are, or others. */
    public String oneOf(Set<String> accepted, String game) {
        List<String> given = new ArrayList<>();
        row.ifPresent(x -> given.add("row"));
        placements.ifPresent(x -> given.add("placements"));
        discs.ifPresent(x -> given.add("discs"));
        ring.ifPresent(x -> given.add("ring"));
        secret.ifPresent(x -> given.add("secret"));
        List<String> names = accepted.stream().sorted().toList();
        if (given.size() != 1 || !accepted.contains(given.get(0))) {
            throw new Rejection(Rejection.Kind.MALFORMED, "a " + game + " setup body has exactly one of "
                    + String.join(", ", names) + (given.isEmpty() ? "" : "; this one has " + String.join(", ", given)));
        }
        return given.get(0);
    }
}
