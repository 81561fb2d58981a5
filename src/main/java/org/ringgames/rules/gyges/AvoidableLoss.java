package org.ringgames.rules.gyges;

/**
 * The Hungarian club custom of docs/rules/gyges.md §7 ({@code takebackAvoidableLoss}): when a move wins, the
 * loser may take back their previous move if it could have prevented the win — that is, if in the
 * position before it the loser had some legal move after which the winner had no winning move.
 */
public final class AvoidableLoss {

    private final MoveGenerator generator;

    public AvoidableLoss(Rules rules) {
        this.generator = new MoveGenerator(rules);
    }

    /**
     * @param beforeLosersMove the position in which the loser made the move before the winning one
     *                         (the loser to move)
     */
    public boolean wasAvoidable(Position beforeLosersMove) {
        for (LegalMove alternative : generator.legalMoves(beforeLosersMove)) {
            Move move = alternative.move();
            if (move.isWin() || !generator.hasWinningMove(beforeLosersMove.play(move))) {
                return true;
            }
        }
        return false;
    }
}
