package org.ringgames.play;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ringgames.store.GameEntity;

/**
 * What a portal calls a game and its seats: its own id for the game ({@code externalId}, unique
 * within the portal) and a label per seat, under the seat's name. Shown in every state; both
 * empty when the portal gave none.
 */
public record PortalNames(Optional<String> externalId, Map<String, String> labels) {

    public static final PortalNames NONE = new PortalNames(Optional.empty(), Map.of());

    public PortalNames {
        labels = Collections.unmodifiableMap(new TreeMap<>(labels));
    }

    /** A game row's names, as its snapshots show them. */
    public static PortalNames of(GameEntity game) {
        return new PortalNames(Optional.ofNullable(game.externalId), game.labels == null ? Map.of() : game.labels);
    }
}
