package org.ringgames.rules.xequeo;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Legal turns of docs/rules/xequeo.md §4–§5. For each disc: steps to an empty neighbour (eight directions),
 * and jump sequences found depth-first (over an adjacent disc onto the empty square behind it,
 * never landing on the origin or on a square twice; a landing on the ring ends the sequence).
 * A destination is legal when it is strictly closer to the ring than the origin — squared
 * Euclidean distances, compared as integers — and, if it is the ring itself, only with the
 * mover's own secret disc. The seven guesses are always legal.
 *
 * <p>Without a placed ring there is no target yet, so only the guesses are listed.
 */
public final class MoveGenerator {

    private static final int[][] DIRECTIONS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    /**
     * @param secret the mover's secret disc, when known (a seat's own token); without it the moves
     *               onto the ring are left out, since no one else may know which are legal
     */
    public List<LegalMove> legalMoves(Position position, OptionalInt secret) {
        List<LegalMove> moves = new ArrayList<>();
        int ring = position.ring();
        if (ring != Square.NONE) {
            for (int origin = 0; origin < Square.COUNT; origin++) {
                if (!position.isEmpty(origin)) {
                    addMoves(position, origin, secret, moves);
                }
            }
        }
        for (int n = 1; n <= 7; n++) {
            moves.add(new LegalMove(Move.guess(n), List.of()));
        }
        return moves;
    }

    private void addMoves(Position position, int origin, OptionalInt secret, List<LegalMove> moves) {
        int ring = position.ring();
        int before = Square.distance2(origin, ring);
        boolean mayEnter = secret.isPresent() && secret.getAsInt() == position.disc(origin);
        int[][] witness = new int[Square.COUNT][];
        for (int[] d : DIRECTIONS) {
            int next = Square.offset(origin, d[0], d[1], 1);
            if (next != Square.NONE && position.isEmpty(next)) {
                witness[next] = new int[] {origin, next};
            }
        }
        int[] path = new int[Square.COUNT + 1];
        path[0] = origin;
        jumps(position, origin, origin, path, 1, 1L << origin, witness);
        for (int to = 0; to < Square.COUNT; to++) {
            if (witness[to] == null) {
                continue;
            }
            boolean legal = to == ring ? mayEnter : Square.distance2(to, ring) < before;
            if (legal) {
                moves.add(new LegalMove(Move.disc(origin, to), boxed(witness[to])));
            }
        }
    }

    /** Depth-first jump sequences from {@code at}; records the first path to each landing. */
    private void jumps(Position position, int origin, int at, int[] path, int length, long landed, int[][] witness) {
        for (int[] d : DIRECTIONS) {
            int over = Square.offset(at, d[0], d[1], 1);
            int land = Square.offset(at, d[0], d[1], 2);
            if (over == Square.NONE || land == Square.NONE || over == origin || position.isEmpty(over)
                    || !position.isEmpty(land) || (landed & (1L << land)) != 0) {
                continue;
            }
            path[length] = land;
            if (witness[land] == null) {
                witness[land] = java.util.Arrays.copyOf(path, length + 1);
            }
            if (land != position.ring()) {
                jumps(position, origin, land, path, length + 1, landed | (1L << land), witness);
            }
        }
    }

    private static List<Integer> boxed(int[] squares) {
        List<Integer> list = new ArrayList<>(squares.length);
        for (int s : squares) {
            list.add(s);
        }
        return list;
    }
}
