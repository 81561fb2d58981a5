package org.ringgames.play.core;

import java.time.Instant;

/**
 * The instants a client may send (query parameters, body members, cursors): years 0001 to 9999.
 * PostgreSQL stores timestamps from 4713 BC to 294276 AD and answers anything beyond with an error
 * ("timestamp out of range") that is no fault of the service; the narrower four-digit years are
 * what ISO 8601 writes without an expansion sign, and more than any game needs.
 */
public final class ClientInstants {

    /** 0001-01-01T00:00:00Z and the last microsecond of 9999-12-31, in epoch seconds. */
    private static final Instant FIRST = Instant.ofEpochSecond(-62_135_596_800L);
    private static final Instant LAST = Instant.ofEpochSecond(253_402_300_799L, 999_999_999);

    private ClientInstants() {
    }

    /** The instant, or a 400 naming the member when its year is outside 0001–9999. */
    public static Instant bounded(String member, String text, Instant instant) {
        if (instant.isBefore(FIRST) || instant.isAfter(LAST)) {
            throw new Rejection(Rejection.Kind.MALFORMED, member + ": '" + text
                    + "' is out of range; an instant's year is from 0001 to 9999");
        }
        return instant;
    }
}
