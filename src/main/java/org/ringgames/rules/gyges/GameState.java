package org.ringgames.rules.gyges;

import java.util.Optional;

/**
 * A game in play: the position, how many moves were played, how many passes in a row ended the
 * last plies, and the outcome once the game has ended (docs/rules/gyges.md §3, §7). Immutable; the caller
 * checks legality first ({@link MoveChecker}).
 *
 * @param ply              moves played since setup ended (a pass is a move)
 * @param passesInARow     consecutive passes ending at this ply: two end the game as a draw
 * @param outcome          empty while the game runs
 */
public record GameState(Position position, int ply, int passesInARow, Optional<Outcome> outcome) {

    public static GameState start(Position position) {
        return new GameState(position, 0, 0, Optional.empty());
    }

    public boolean isOver() {
        return outcome.isPresent();
    }

    /**
     * The state after a legal move: a move into the goal wins; a second pass in a row draws; a game
     * still running after {@code rules.maxPlies()} moves is drawn.
     */
    public GameState play(Move move, Rules rules) {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
        Position after = position.play(move);
        int passes = move.isPass() ? passesInARow + 1 : 0;
        int next = ply + 1;
        Optional<Outcome> end = Optional.empty();
        if (move.isWin()) {
            end = Optional.of(Outcome.win(position.toMove(), Outcome.Reason.GOAL));
        } else if (passes >= 2) {
            end = Optional.of(Outcome.draw(Outcome.Reason.DOUBLE_PASS));
        } else if (next >= rules.maxPlies()) {
            end = Optional.of(Outcome.draw(Outcome.Reason.MAX_PLIES));
        }
        return new GameState(after, next, passes, end);
    }

    /** The state with the game ended for a reason outside the board: resignation or agreement. */
    public GameState end(Outcome result) {
        return new GameState(position, ply, passesInARow, Optional.of(result));
    }
}
