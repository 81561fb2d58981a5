package org.ringgames.rules.gyges;

/** The verdict on a client's move: legal (with the path it takes), or illegal with the reason. */
public sealed interface MoveCheck permits MoveCheck.Legal, MoveCheck.Illegal {

    record Legal(LegalMove move) implements MoveCheck {
    }

    /**
     * @param reason what rule the move breaks, as a sentence
     * @param step   the 1-based step of a full path that breaks it, or 0 when not about one step
     */
    record Illegal(String reason, int step) implements MoveCheck {
    }
}
