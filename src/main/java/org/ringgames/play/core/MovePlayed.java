package org.ringgames.play.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ringgames.store.events.ChangeStatements;

/**
 * A move as played and shown: its ply, the seat's name, the canonical move text and the squares
 * it went through (empty for a Gygès pass or an Xe Queo guess); and, for a move just played, its
 * history row as {@code play.game.WriteGuards.record} made it, which the write records with the
 * change's events once the clock has charged it ({@code play.games.AfterChange}).
 */
public record MovePlayed(int ply, String seat, String move, List<String> path,
                         Optional<ChangeStatements.NewMove> recorded) implements GameChange {

    public MovePlayed {
        path = List.copyOf(path);
        Objects.requireNonNull(recorded);
    }

    /** A move as shown (a game's last move), with no history row to write. */
    public MovePlayed(int ply, String seat, String move, List<String> path) {
        this(ply, seat, move, path, Optional.empty());
    }

    @Override
    public Optional<String> event() {
        return Optional.of("move");
    }

    @Override
    public Optional<ChangeStatements.NewMove> recordedMove() {
        return recorded;
    }
}
