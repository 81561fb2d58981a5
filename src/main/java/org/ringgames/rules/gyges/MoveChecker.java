package org.ringgames.rules.gyges;

import java.util.List;

/**
 * Checks a client's move against a position. Compact text is looked up among the outcomes of its
 * piece's path search, which are the legal list's entries for that piece (each outcome is there
 * once, with the same witness), without building the list for the other pieces; a full path is
 * replayed step by step so that an illegal one gets the step and the rule it breaks. An instance
 * is scratch space: use one per thread.
 */
public final class MoveChecker {

    private final Rules rules;
    private final MoveGenerator generator;

    public MoveChecker(Rules rules) {
        this.rules = rules;
        this.generator = new MoveGenerator(rules);
    }

    public MoveCheck check(Position position, MoveText.Input input) {
        Side side = position.toMove();
        if (input.isPass()) {
            // The pieces that may move are none exactly when the legal list is [pass].
            return generator.movableOrigins(position) == 0 ? new MoveCheck.Legal(LegalMove.PASS)
                    : illegal("pass is legal only when no other move is; " + side.lowerName()
                            + " has " + generator.countMoves(position) + " legal moves");
        }
        int origin = input.squares().get(0);
        if (position.isEmpty(origin)) {
            return illegal("there is no piece on " + Square.name(origin));
        }
        long movable = generator.movableOrigins(position);
        if (movable == 0) {
            return illegal(side.lowerName() + " has no legal move and must pass");
        }
        if ((movable & Square.bit(origin)) == 0) {
            int row = side.rowFromSide(Square.row(Long.numberOfTrailingZeros(movable)));
            return illegal("the piece on " + Square.name(origin) + " may not move: only pieces on row "
                    + row + " from " + side.lowerName() + "'s side may move now");
        }
        if (input.isFullPath()) {
            return walk(position, input);
        }
        int to = input.squares().get(1);
        Move move = new Move(origin, to, input.target());
        LegalMove legal = generator.legalMoveOf(position, move);
        if (legal != null) {
            return new MoveCheck.Legal(legal);
        }
        return illegal(explainCompact(position, move, generator.destinations()));
    }

    /** Why a compact move is not legal; {@code destinations}: where its piece's legal moves end. */
    private String explainCompact(Position position, Move move, long destinations) {
        String from = Square.name(move.from());
        String to = Square.name(move.to());
        Side side = position.toMove();
        if (move.isWin() && move.to() != side.goal()) {
            return side.lowerName() + " wins on goal " + Square.name(side.goal()) + ", never on " + to;
        }
        if (move.isReplace() && !rules.replace()) {
            return "replace is off in these rules (replace: false): a piece that lands on another bounces on";
        }
        if ((destinations & Square.bit(move.to())) == 0) {
            return "no legal path takes the piece on " + from + " to " + to;
        }
        if (!move.isReplace()) {
            return to + " holds a piece: a move that ends there replaces it, so name the square it goes to, as in '"
                    + from + "-" + to + ">" + Square.name(move.from()) + "'";
        }
        if (move.to() == move.from() || position.isEmpty(move.to())) {
            return "the move ends on an empty square and replaces nothing: leave out '>"
                    + Square.name(move.target()) + "'";
        }
        return zoneReason(position, move.from(), move.target());
    }

    private MoveCheck walk(Position position, MoveText.Input input) {
        List<Integer> path = input.squares();
        Side side = position.toMove();
        int origin = path.get(0);
        long occupied = position.occupancy() & ~Square.bit(origin);
        boolean edgeRule = rules.pathRule() == Rules.PathRule.EDGE;
        long used = edgeRule ? 0 : Square.bit(origin);
        int current = origin;
        int remaining = position.size(origin);
        int last = path.size() - 1;
        for (int step = 1; step <= last; step++) {
            int next = path.get(step);
            String here = Square.name(current);
            String there = Square.name(next);
            if (Square.isGoal(next)) {
                if (next != side.goal()) {
                    return illegal(step, side.lowerName() + " may never enter goal " + there + ", the goal behind it");
                }
                if (Board.NEIGHBOUR[current * 4 + (side == Side.SOUTH ? Board.UP : Board.DOWN)] >= 0) {
                    return illegal(step, "goal " + there + " can only be entered from row "
                            + (side == Side.SOUTH ? 6 : 1) + ", not from " + here);
                }
                if (remaining != 1) {
                    return illegal(step, "goal " + there + " can only be entered by the last step of a segment; "
                            + remaining + " steps of this segment remain");
                }
                return legal(input, Move.to(origin, next));
            }
            if (!Square.adjacent(current, next)) {
                return illegal(step, there + " is not next to " + here + ": a step goes to an orthogonally adjacent square");
            }
            long mark = (edgeRule ? Board.EDGE_MARK : Board.SQUARE_MARK)[current * 4 + Board.direction(current, next)];
            if ((used & mark) != 0) {
                return illegal(step, edgeRule
                        ? "the line between " + here + " and " + there + " was already crossed in this move (pathRule EDGE)"
                        : there + " was already entered in this move (pathRule SQUARE)");
            }
            used |= mark;
            current = next;
            boolean occupiedNext = (occupied & Square.bit(next)) != 0;
            if (occupiedNext && remaining > 1) {
                return illegal(step, there + " holds a piece and " + (remaining - 1)
                        + " more steps of this segment remain: a piece never passes over another");
            }
            if (occupiedNext) {
                if (step < last) {
                    remaining = position.size(next);
                    continue;
                }
                return replaceAt(position, input, next);
            }
            remaining--;
            if (remaining == 0) {
                if (step < last) {
                    return illegal(step, "the segment ends on " + there
                            + ", an empty square, so the move ends there; the path goes on");
                }
                if (input.target() != Square.NONE) {
                    return illegal(step, "the move ends on " + there + ", an empty square, and replaces nothing");
                }
                return legal(input, Move.to(origin, next));
            }
        }
        return illegal(last, "the path stops inside a segment: " + remaining + " more step"
                + (remaining == 1 ? " is" : "s are") + " needed");
    }

    private MoveCheck replaceAt(Position position, MoveText.Input input, int landing) {
        int step = input.squares().size() - 1;
        String there = Square.name(landing);
        if (!rules.replace()) {
            return illegal(step, "the path ends on " + there
                    + ", which holds a piece; with replace off the piece must bounce on from there");
        }
        if (input.target() == Square.NONE) {
            return illegal(step, "the path ends on " + there
                    + ", which holds a piece: continue the path to bounce, or name where the piece goes with '>square' to replace it");
        }
        int origin = input.squares().get(0);
        if ((generator.replaceZone(position, origin) & Square.bit(input.target())) == 0) {
            return illegal(step, zoneReason(position, origin, input.target()));
        }
        return legal(input, Move.replace(origin, landing, input.target()));
    }

    private String zoneReason(Position position, int origin, int target) {
        long zone = generator.replaceZone(position, origin);
        Side side = position.toMove();
        int furthest = 1;
        for (long z = zone; z != 0; z &= z - 1) {
            furthest = Math.max(furthest, side.rowFromSide(Square.row(Long.numberOfTrailingZeros(z))));
        }
        return "the replaced piece may not go to " + Square.name(target) + ": it goes to an empty square in rows 1–"
                + furthest + " from " + side.lowerName() + "'s side, not beyond the opponent's active row";
    }

    private MoveCheck legal(MoveText.Input input, Move move) {
        return new MoveCheck.Legal(new LegalMove(move, input.squares()));
    }

    private static MoveCheck illegal(String reason) {
        return new MoveCheck.Illegal(reason, 0);
    }

    private static MoveCheck illegal(int step, String reason) {
        return new MoveCheck.Illegal("step " + step + ": " + reason, step);
    }
}
