package org.ringgames.play.core;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Why a seat declines the other seat's draw offer or takeback proposal, from a fixed list (as a
 * challenge's {@code players.DeclineReason}), so that the other side's program can act on it:
 * {@code later} (not now: ask again later), {@code never} (this seat never accepts one: do not ask
 * again in this game), {@code generic} (no reason given). The wire name is the text.
 */
public enum OfferDeclineReason {
    GENERIC("generic"), LATER("later"), NEVER("never");

    private final String text;

    OfferDeclineReason(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /** The reason a body names (exactly); generic when it names none. */
    public static OfferDeclineReason of(Optional<String> text) {
        return text.map(t -> stored(t).orElseThrow(() -> new Rejection(Rejection.Kind.MALFORMED, "reason: '" + t
                + "' is not one of " + Arrays.stream(values()).map(OfferDeclineReason::text)
                .collect(Collectors.joining(", "))))).orElse(GENERIC);
    }

    /** The reason of this text, if it is one. */
    public static Optional<OfferDeclineReason> stored(String text) {
        return Arrays.stream(values()).filter(r -> r.text.equals(text)).findFirst();
    }
}
