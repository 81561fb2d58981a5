package org.ringgames.play.games;

import java.util.Optional;
import org.ringgames.play.game.GameSnapshot;

/** Writes the data of the {@code finished} event of a game that ended on time (the web layer's JSON). */
public interface ClockEndingRenderer {

    /**
     * @param seat   the seat whose deadline passed; empty when both owed the step
     * @param reason {@code timeout} or {@code aborted}
     */
    String render(Optional<String> seat, String reason, GameSnapshot publicState);
}
