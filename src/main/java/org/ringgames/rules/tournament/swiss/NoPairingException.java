package org.ringgames.rules.tournament.swiss;

/**
 * No legal pairing exists for the next round: the absolute criteria (no rematch, no second
 * pairing-allocated bye, absolute colour preferences) cannot all be met by any pairing of the
 * available players. A checked exception, so that callers must decide (the service answers 409).
 */
public final class NoPairingException extends Exception {

    private static final long serialVersionUID = 1L;

    public NoPairingException(String message) {
        super(message);
    }
}
