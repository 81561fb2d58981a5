package org.ringgames.rules.record;

import java.util.OptionalInt;

/**
 * How a game ended: the winner (0 first seat: South/placer, 1 second seat: North/ringer; empty:
 * none) and the reason slug ({@code goal}, {@code resignation}, {@code aborted}, …).
 */
public record Ending(OptionalInt winner, String reason) {

    public static Ending win(int seat, String reason) {
        return new Ending(OptionalInt.of(seat), reason);
    }

    public static Ending none(String reason) {
        return new Ending(OptionalInt.empty(), reason);
    }
}
