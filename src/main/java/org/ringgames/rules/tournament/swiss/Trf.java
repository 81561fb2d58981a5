package org.ringgames.rules.tournament.swiss;

/**
 * The FIDE Tournament Report File (TRF-2026 / TRF(x), as bbpPairings reads and writes it):
 * {@code 012} tournament name, {@code XXR} planned rounds, one {@code 001} line per player with
 * its rounds in fixed columns.
 */
public final class Trf {

    private Trf() {
    }

    /** The TRF text of {@code t}. */
    public static String write(SwissTournament t) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * The tournament of a TRF text.
     *
     * @throws IllegalArgumentException when the text is not a TRF this reader understands
     */
    public static SwissTournament read(String text) {
        throw new UnsupportedOperationException("not yet");
    }
}
