package org.ringgames.rules.tournament.swiss;

/**
 * The FIDE Dutch system (Handbook C.04.3, as revised for 2025/26): the next round of a Swiss
 * tournament from the rounds played so far.
 */
public final class DutchPairing {

    private DutchPairing() {
    }

    /**
     * Pairs the next round of {@code t}: every available player is paired, or receives the
     * pairing-allocated bye when their number is odd.
     *
     * @throws NoPairingException when no pairing meets the absolute criteria
     */
    public static RoundPairing pair(SwissTournament t) throws NoPairingException {
        throw new UnsupportedOperationException("not yet");
    }
}
