package org.ringgames.rules.tournament.arena;

/**
 * An arena player's score as lichess keeps it: 2 points a win, 1 a draw, 0 a loss; after two wins
 * in a row the player is "on fire" and every result counts double until a game that is not a win
 * (which still counts double, and puts the fire out); a berserk win (half the clock given up
 * before the first move) scores 1 point more.
 *
 * @param points the points so far
 * @param streak the wins in a row just before now (2 or more: on fire)
 */
public record ArenaScore(int points, int streak) {

    public static final ArenaScore NONE = new ArenaScore(0, 0);

    /** How a game ended for the player. */
    public enum Outcome { WIN, DRAW, LOSS }

    public ArenaScore {
        if (points < 0 || streak < 0) {
            throw new IllegalArgumentException("a score and a streak are not negative: " + points + ", " + streak);
        }
    }

    /** Whether the next result counts double. */
    public boolean onFire() {
        return streak >= 2;
    }

    /** The points a game scores for the player in this state. */
    public int pointsFor(Outcome outcome, boolean berserked) {
        int base = switch (outcome) {
            case WIN -> 2;
            case DRAW -> 1;
            case LOSS -> 0;
        };
        int scored = onFire() ? 2 * base : base;
        return outcome == Outcome.WIN && berserked ? scored + 1 : scored;
    }

    /** The score after a game. */
    public ArenaScore after(Outcome outcome, boolean berserked) {
        return new ArenaScore(points + pointsFor(outcome, berserked), outcome == Outcome.WIN ? streak + 1 : 0);
    }
}
