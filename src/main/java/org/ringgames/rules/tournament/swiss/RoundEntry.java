package org.ringgames.rules.tournament.swiss;

import java.util.Objects;
import java.util.Optional;

/**
 * One player's round: the opponent's pairing number (0 when there was no opponent), the colour
 * played (empty for a bye; a forfeit may keep the colour it was paired with) and the result.
 */
public record RoundEntry(int opponent, Optional<Colour> colour, ResultCode result) {

    public RoundEntry {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(result, "result");
        if (opponent < 0) {
            throw new IllegalArgumentException("an opponent is a pairing number or 0, not " + opponent);
        }
        if (opponent == 0 && !result.bye() && result != ResultCode.FORFEIT_WIN && result != ResultCode.FORFEIT_LOSS) {
            throw new IllegalArgumentException("a result " + result + " needs an opponent");
        }
        if (opponent != 0 && result.bye()) {
            throw new IllegalArgumentException("a bye has no opponent");
        }
    }

    /** A played or forfeited game against {@code opponent} with {@code colour}. */
    public static RoundEntry game(int opponent, Colour colour, ResultCode result) {
        return new RoundEntry(opponent, Optional.of(colour), result);
    }

    /** A bye of the given kind (no opponent, no colour). */
    public static RoundEntry bye(ResultCode result) {
        return new RoundEntry(0, Optional.empty(), result);
    }

    /** Whether the game was played over the board (counts for colours and rematches). */
    public boolean played() {
        return opponent != 0 && result.played();
    }
}
