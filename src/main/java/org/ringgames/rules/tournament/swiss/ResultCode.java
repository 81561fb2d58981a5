package org.ringgames.rules.tournament.swiss;

import java.util.Optional;

/**
 * A round's result for one player, as the TRF codes it (TRF-2026 field "result" of a 001 line).
 * Points follow the TRF default scoring: a win 1, a draw ½, a loss 0; byes as their names say.
 */
public enum ResultCode {
    /** Won a played game. */
    WIN('1', 1.0, true),
    /** Lost a played game. */
    LOSS('0', 0.0, true),
    /** Drew a played game. */
    DRAW('=', 0.5, true),
    /** Won by forfeit (the opponent did not play); not a played game. */
    FORFEIT_WIN('+', 1.0, false),
    /** Lost by forfeit; not a played game. */
    FORFEIT_LOSS('-', 0.0, false),
    /** The pairing-allocated bye (one point); the player may not receive another. */
    PAIRING_BYE('U', 1.0, false),
    /** A full-point bye requested or granted outside the pairing. */
    FULL_BYE('F', 1.0, false),
    /** A half-point bye. */
    HALF_BYE('H', 0.5, false),
    /** A zero-point bye (absent, not paired). */
    ZERO_BYE('Z', 0.0, false);

    private final char code;
    private final double points;
    private final boolean played;

    ResultCode(char code, double points, boolean played) {
        this.code = code;
        this.points = points;
        this.played = played;
    }

    /** The TRF character of this result. */
    public char code() {
        return code;
    }

    /** The points the result scores (win 1, draw ½). */
    public double points() {
        return points;
    }

    /** Whether a game was actually played over the board (not a forfeit or bye). */
    public boolean played() {
        return played;
    }

    /** Whether the result is a bye of any kind (no opponent). */
    public boolean bye() {
        return this == PAIRING_BYE || this == FULL_BYE || this == HALF_BYE || this == ZERO_BYE;
    }

    /** The result of this TRF character, if any ({@code W}, {@code D}, {@code L} read as 1, =, 0). */
    public static Optional<ResultCode> fromCode(char c) {
        switch (c) {
            case 'W': return Optional.of(WIN);
            case 'D': return Optional.of(DRAW);
            case 'L': return Optional.of(LOSS);
            default: break;
        }
        for (ResultCode r : values()) {
            if (r.code == c) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}
