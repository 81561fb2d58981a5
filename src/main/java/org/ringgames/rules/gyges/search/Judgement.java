package org.ringgames.rules.gyges.search;

import java.util.Optional;

/**
 * How a review judges a move (docs/records.md, "Review"): by the engine's score of the position
 * before it (best play, the mover's view) and after it (the mover's view again). Proven scores
 * decide first: a proven win thrown away, or a proven loss walked into, is a blunder. Otherwise the
 * drop of the evaluation, in centi-pieces, past {@link #MISTAKE} is a mistake and past
 * {@link #INACCURACY} an inaccuracy. The engine's own best move is never judged.
 */
public enum Judgement {
    BLUNDER, MISTAKE, INACCURACY;

    /** An evaluation drop of at least this many centi-pieces is a mistake: about a piece only one side reaches. */
    public static final int MISTAKE_DROP = 200;
    /** An evaluation drop of at least this many centi-pieces is an inaccuracy. */
    public static final int INACCURACY_DROP = 80;

    /** {@code blunder}, {@code mistake} or {@code inaccuracy}, as the API spells it. */
    public String slug() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * @param before     the score of the position the move was played in, from the mover's view
     * @param after      the score of the position after it, from the mover's view ({@link #mover})
     * @param engineBest whether the move played is the engine's best move in {@code before}
     */
    public static Optional<Judgement> of(Score before, Score after, boolean engineBest) {
        if (engineBest) {
            return Optional.empty();
        }
        if (before instanceof Score.Win && !(after instanceof Score.Win)) {
            return Optional.of(BLUNDER);
        }
        if (!(before instanceof Score.Loss) && after instanceof Score.Loss) {
            return Optional.of(BLUNDER);
        }
        if (before instanceof Score.Eval b && after instanceof Score.Eval a) {
            int drop = b.value() - a.value();
            if (drop >= MISTAKE_DROP) {
                return Optional.of(MISTAKE);
            }
            if (drop >= INACCURACY_DROP) {
                return Optional.of(INACCURACY);
            }
        }
        return Optional.empty();
    }

    /** A score of the side to move, seen by the other side: the mover's score after its move. */
    public static Score mover(Score opponents) {
        if (opponents instanceof Score.Win win) {
            return new Score.Loss(win.plies());
        }
        if (opponents instanceof Score.Loss loss) {
            return new Score.Win(loss.plies());
        }
        return new Score.Eval(-((Score.Eval) opponents).value());
    }
}
