package org.ringgames.play;

import java.util.Optional;

/**
 * What a seat did to its game besides a move (a setup step, a resignation, a draw offer…), in
 * words for the response, and the event it adds to the stream; the state after it is rendered beside.
 */
public record Acted(String seat, String what, Optional<String> event) implements GameChange {

    public static Acted quietly(String seat, String what) {
        return new Acted(seat, what, Optional.empty());
    }

    public static Acted as(String event, String seat, String what) {
        return new Acted(seat, what, Optional.of(event));
    }
}
