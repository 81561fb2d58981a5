package org.ringgames.rules.rating;

import java.util.Optional;

/**
 * A rating pool: one game at one speed, named {@code <game>-<speed>} ({@code gyges-blitz},
 * {@code xequeo-correspondence}). A player has one rating per pool; games of one pool rate only
 * in it.
 *
 * @param game the game as the API spells it ({@code gyges}, {@code xequeo}): lower-case letters
 */
public record Pool(String game, Speed speed) {

    public Pool {
        if (game == null || !game.matches("[a-z]{1,20}")) {
            throw new IllegalArgumentException("a pool's game is lower-case letters, not " + game);
        }
    }

    public String name() {
        return game + "-" + speed.slug();
    }

    /** A pool's name read back; empty when it is not {@code <letters>-<speed>}. The caller checks the game is one. */
    public static Optional<Pool> parse(String name) {
        if (name == null) {
            return Optional.empty();
        }
        int dash = name.indexOf('-');
        if (dash < 1 || name.indexOf('-', dash + 1) >= 0) {
            return Optional.empty();
        }
        String game = name.substring(0, dash);
        if (!game.matches("[a-z]{1,20}")) {
            return Optional.empty();
        }
        return Speed.ofSlug(name.substring(dash + 1)).map(speed -> new Pool(game, speed));
    }

    @Override
    public String toString() {
        return name();
    }
}
