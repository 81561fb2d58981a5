package org.ringgames.rules.xequeo.engine;

import org.ringgames.rules.xequeo.Move;

/** What the engine would do: play a disc move, or guess the opponent's secret. */
public sealed interface Choice permits Choice.Play, Choice.Guess {

    /** The turn as the rules' {@link Move}. */
    Move move();

    /** A disc move (possibly onto the ring). */
    record Play(Move move) implements Choice {
        public Play {
            if (move.isGuess()) {
                throw new IllegalArgumentException("a guess is a Choice.Guess");
            }
        }
    }

    /** A guess of the opponent's secret disc, 1 to 7. */
    record Guess(int disc) implements Choice {
        public Guess {
            if (disc < 1 || disc > 7) {
                throw new IllegalArgumentException("a guess names a disc 1 to 7, not " + disc);
            }
        }

        @Override
        public Move move() {
            return Move.guess(disc);
        }
    }
}
