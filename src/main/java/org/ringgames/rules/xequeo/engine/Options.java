package org.ringgames.rules.xequeo.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.MoveGenerator;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Square;

/**
 * The disc moves a seat had in a position without entering the ring — the same list whatever its
 * secret — and, for each, which discs could enter the ring right after it ({@link Reach}); also
 * which discs could have entered before it. Both the belief model and the move choice read this.
 */
record Options(Position before, List<Move> moves, int[] entrantsAfter, int entrantsBefore) {

    private static final MoveGenerator GENERATOR = new MoveGenerator();

    static Options of(Position before) {
        List<Move> moves = new ArrayList<>();
        for (LegalMove legal : GENERATOR.legalMoves(before, OptionalInt.empty())) {
            if (!legal.move().isGuess()) {
                moves.add(legal.move());
            }
        }
        int[] after = new int[moves.size()];
        for (int i = 0; i < after.length; i++) {
            after[i] = Reach.entrants(before.play(moves.get(i)));
        }
        return new Options(before, List.copyOf(moves), after, Reach.entrants(before));
    }

    int indexOf(Move move) {
        return moves.indexOf(move);
    }

    /** The disc number a move carries. */
    int discOf(int option) {
        return before.disc(moves.get(option).from());
    }

    /** How much nearer the ring (in squares, as the crow flies) the option brings disc {@code k}; 0 for other discs. */
    double progress(int option, int k) {
        Move m = moves.get(option);
        if (before.disc(m.from()) != k) {
            return 0;
        }
        int ring = before.ring();
        return Math.sqrt(Square.distance2(m.from(), ring))
                - Math.sqrt(Square.distance2(m.to(), ring));
    }
}
