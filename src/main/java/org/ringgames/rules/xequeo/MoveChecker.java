package org.ringgames.rules.xequeo;

import java.util.List;
import java.util.OptionalInt;

/**
 * Checks a client's turn against a position. Origin–destination text is matched against the
 * legal list; a full jump path is replayed hop by hop, so an illegal one gets the hop and the rule
 * it breaks. Guesses are always legal.
 */
public final class MoveChecker {

    /** The verdict: the legal move with the path it takes, or the reason (with the 1-based hop, or 0). */
    public sealed interface Check permits Legal, Illegal {
    }

    public record Legal(LegalMove move) implements Check {
    }

    public record Illegal(String reason, int hop) implements Check {
    }

    private final MoveGenerator generator = new MoveGenerator();

    public Check check(Position position, MoveText.Input input, OptionalInt secret) {
        if (input.isGuess()) {
            return new Legal(new LegalMove(Move.guess(input.guess()), List.of()));
        }
        List<Integer> squares = input.squares();
        int origin = squares.get(0);
        int destination = squares.get(squares.size() - 1);
        if (position.isEmpty(origin)) {
            return new Illegal("there is no disc on " + Square.name(origin), 0);
        }
        if (position.ring() == Square.NONE) {
            return new Illegal("the ring is not placed yet: no disc may move", 0);
        }
        if (input.isFullPath()) {
            Illegal broken = replay(position, squares);
            if (broken != null) {
                return broken;
            }
        }
        for (LegalMove legal : generator.legalMoves(position, secret)) {
            if (legal.move().equals(Move.disc(origin, destination))) {
                return new Legal(input.isFullPath() ? new LegalMove(legal.move(), squares) : legal);
            }
        }
        return new Illegal(explain(position, origin, destination, secret), 0);
    }

    /** The first hop of a full jump path that breaks a rule, or null when every hop is a jump. */
    private static Illegal replay(Position position, List<Integer> squares) {
        long landed = 1L << squares.get(0);
        for (int hop = 1; hop < squares.size(); hop++) {
            int from = squares.get(hop - 1);
            int to = squares.get(hop);
            int dc = Square.column(to) - Square.column(from);
            int dr = Square.row(to) - Square.row(from);
            String leg = Square.name(from) + "-" + Square.name(to);
            if ((Math.abs(dc) != 2 && dc != 0) || (Math.abs(dr) != 2 && dr != 0) || (dc == 0 && dr == 0)) {
                return new Illegal("hop " + hop + ": " + leg + " is not a jump (two squares in a straight line)", hop);
            }
            int over = Square.of(Square.column(from) + dc / 2, Square.row(from) + dr / 2);
            if (over == squares.get(0) || position.isEmpty(over)) {
                return new Illegal("hop " + hop + ": there is no disc on " + Square.name(over) + " to jump over", hop);
            }
            if (!position.isEmpty(to) || (landed & (1L << to)) != 0) {
                return new Illegal("hop " + hop + ": " + Square.name(to) + (position.isEmpty(to)
                        ? " was already landed on in this move" : " holds a disc"), hop);
            }
            if (to == position.ring() && hop < squares.size() - 1) {
                return new Illegal("hop " + hop + ": landing on the ring ends the move", hop);
            }
            landed |= 1L << to;
        }
        return null;
    }

    private static String explain(Position position, int origin, int destination, OptionalInt secret) {
        String to = Square.name(destination);
        if (destination == position.ring()) {
            return secret.isPresent()
                    ? "only your own secret disc may enter the ring, and disc " + position.disc(origin) + " is not it"
                    : "only your own secret disc may enter the ring; give your secret to move onto it";
        }
        if (!position.isEmpty(destination)) {
            return to + " holds a disc";
        }
        int before = Square.distance2(origin, position.ring());
        int after = Square.distance2(destination, position.ring());
        if (after >= before) {
            return "a move must end strictly closer to the ring: " + Square.name(origin) + " is √" + before
                    + " away from it, " + to + " would be √" + after;
        }
        return "disc " + position.disc(origin) + " cannot reach " + to + " with a step or a jump sequence";
    }
}
