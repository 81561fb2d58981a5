package org.ringgames.rules.gyges;

import java.util.Optional;

/** How a game ended (docs/rules/gyges.md §7): the winner, if any, and why. */
public record Outcome(Optional<Side> winner, Reason reason) {

    public enum Reason {
        GOAL("goal"),
        RESIGNATION("resignation"),
        DRAW_AGREED("draw-agreed"),
        DOUBLE_PASS("double-pass"),
        MAX_PLIES("max-plies"),
        /** Off the board: a seat's time ran out (the service's clocks). */
        TIMEOUT("timeout"),
        /** Off the board: a setup step or a first move came too late, or the portal aborted the game; nobody wins. */
        ABORTED("aborted"),
        /** Off the board: the game's portal decided the result (a win or a draw). */
        ADJUDICATED("adjudicated");

        private final String slug;

        Reason(String slug) {
            this.slug = slug;
        }

        /** The reason as the API spells it. */
        public String slug() {
            return slug;
        }
    }

    public static Outcome win(Side winner, Reason reason) {
        return new Outcome(Optional.of(winner), reason);
    }

    public static Outcome draw(Reason reason) {
        return new Outcome(Optional.empty(), reason);
    }
}
