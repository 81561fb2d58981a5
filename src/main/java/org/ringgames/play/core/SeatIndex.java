package org.ringgames.play.core;

/**
 * A game's two seats by their order, whatever the game calls them: {@link GameKind#seatName}
 * names them (Gygès south and north, Xe Queo placer and ringer). Tokens, idempotency keys and
 * turn guards work on this, so they serve every game alike.
 */
public enum SeatIndex {
    FIRST, SECOND;

    public SeatIndex other() {
        return this == FIRST ? SECOND : FIRST;
    }
}
