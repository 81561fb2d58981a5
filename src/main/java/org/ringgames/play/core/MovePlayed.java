package org.ringgames.play.core;

import java.util.List;
import java.util.Optional;

/**
 * A move as played and shown: its ply, the seat's name, the canonical move text and the squares
 * it went through (empty for a Gygès pass or an Xe Queo guess).
 */
public record MovePlayed(int ply, String seat, String move, List<String> path) implements GameChange {

    public MovePlayed {
        path = List.copyOf(path);
    }

    @Override
    public Optional<String> event() {
        return Optional.of("move");
    }
}
