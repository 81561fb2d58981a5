package org.ringgames.rules.gyges.search;

/**
 * A search score from the view of the side to move. {@link Win} and {@link Loss} are proven: every
 * line the search did not cut was searched to its end. {@link Eval} is a heuristic estimate in
 * centi-pieces (positive favours the side to move; 0 also for a draw by repetition or double pass).
 */
public sealed interface Score permits Score.Win, Score.Loss, Score.Eval {

    /** The side to move wins within {@code plies} plies (both sides counted), the shortest win. */
    record Win(int plies) implements Score {
    }

    /** The side to move loses in {@code plies} plies against best play, with the longest defence. */
    record Loss(int plies) implements Score {
    }

    /** A heuristic estimate. */
    record Eval(int value) implements Score {
    }
}
