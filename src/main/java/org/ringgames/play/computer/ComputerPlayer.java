package org.ringgames.play.computer;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.SetupRequest;
import org.ringgames.store.games.GameEntity;

/**
 * What one game brings to computer seats: from a game row, what its computer seat sees and would
 * do. {@link #plan} reads (in the caller's transaction) only what that seat may see — an Xe Queo
 * seat its own secret, never the other's — and returns the thinking as a pure {@link Plan}, run
 * later on a search thread with no transaction open.
 */
public interface ComputerPlayer {

    GameKind kind();

    /** How long the seat thinks about a move at this level when no clock says otherwise. */
    long defaultThinkMs(int level);

    /** The seat's next setup step or move; empty when the game awaits nothing from it. */
    Optional<Plan> plan(GameEntity game, SeatIndex seat, int level, long seed);

    /** The thinking of one turn: pure, interruptible through {@code stop}. */
    @FunctionalInterface
    interface Plan {
        Action decide(ThinkTime.Think think, BooleanSupplier stop);
    }

    /** What the seat does, sent through the same write path as any seat's request. */
    sealed interface Action {

        record Setup(SetupRequest request) implements Action {
        }

        record Move(MoveRequest request) implements Action {
        }
    }
}
