package org.ringgames.play.core;

import java.util.Optional;

/**
 * What a seat did to its game besides a move (a setup step, a resignation, a draw offer…), in
 * words for the response, and the event it adds to the stream; the state after it is rendered beside.
 *
 * @param declineReason why a draw offer or takeback proposal was declined, when that is what was done
 */
public record Acted(String seat, String what, Optional<String> event, Optional<OfferDeclineReason> declineReason)
        implements GameChange {

    public Acted(String seat, String what, Optional<String> event) {
        this(seat, what, event, Optional.empty());
    }

    public static Acted quietly(String seat, String what) {
        return new Acted(seat, what, Optional.empty());
    }

    public static Acted as(String event, String seat, String what) {
        return new Acted(seat, what, Optional.of(event));
    }

    /** A decline of the other seat's offer, for a reason its stream hears. */
    public static Acted declined(String event, String seat, String what, OfferDeclineReason reason) {
        return new Acted(seat, what + " (" + reason.text() + ")", Optional.of(event), Optional.of(reason));
    }
}
