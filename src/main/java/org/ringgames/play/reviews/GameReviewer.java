package org.ringgames.play.reviews;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.ringgames.play.core.GameKind;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveEntity;

/**
 * What one game brings to a review (docs/records.md, "Review"): the positions its engine searches
 * and how the plies are judged from what it found. A game without one cannot be reviewed.
 */
public interface GameReviewer {

    GameKind kind();

    /** The review of a finished game with this history, ply 1 first. */
    Plan plan(GameEntity game, List<MoveEntity> history);

    /** The positions of one game to search, and its plies to judge. */
    interface Plan {

        /** How many positions the review searches: every one a move was played in, and the last one unless the board ended the game. */
        int positions();

        /** Searches position {@code k} (0: the one ply 1 was played in); runs on the calling engine thread. */
        Searched search(int k, int movetimeMs, BooleanSupplier stop);

        /** Every ply judged, from the searches of all {@link #positions()}, in order. */
        List<ReviewedPly> judge(List<Searched> searched);
    }

    /** A score as the analysis shows it: {@code win}, {@code loss} (proven, in plies) or {@code eval} (centi-pieces). */
    record ReviewScore(String kind, int value) {
    }

    /** What the engine found in a position: its best move (compact text) and the score, the side to move's view. */
    record Searched(String best, ReviewScore score) {
    }

    /**
     * A ply judged: the move played, the engine's best move there, the score before it and after it
     * (both from the mover's view), and the judgement ({@code blunder}, {@code mistake},
     * {@code inaccuracy}) or none.
     */
    record ReviewedPly(int ply, String seat, String move, String best, ReviewScore scoreBefore, ReviewScore scoreAfter,
                       Optional<String> judgement) {
    }
}
