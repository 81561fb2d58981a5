package org.ringgames.play.core;

import java.util.Optional;
import org.ringgames.store.events.ChangeStatements;

/** The result of a write to a game, naming the event it adds to the game's stream, if any. */
public interface GameChange {

    /**
     * {@code setup}, {@code move}, {@code draw-offer}, {@code takeback-offer} or {@code takeback}; a
     * game's end adds {@code finished} by itself.
     */
    Optional<String> event();

    /** Why a seat declined the other's draw offer or takeback proposal; empty for any other change. */
    default Optional<OfferDeclineReason> declineReason() {
        return Optional.empty();
    }

    /**
     * The history row of the move this change played ({@code play.game.WriteGuards.record}); empty for
     * any other change.
     */
    default Optional<ChangeStatements.NewMove> recordedMove() {
        return Optional.empty();
    }
}
