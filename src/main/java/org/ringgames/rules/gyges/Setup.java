package org.ringgames.rules.gyges;

import java.util.ArrayList;
import java.util.List;
import org.ringgames.rules.Parsed;

/**
 * Setup of docs/rules/gyges.md §2: each side places two pieces of each size in its zone (its own row 1, or
 * rows 1–2 with {@code setupRows: 2}), in BLOCK order (South's six, then North's six) or ALTERNATE
 * order (one at a time, South first). The board being set up is an ordinary {@link Position}; since
 * the two zones never overlap, who placed what is read off the board.
 */
public final class Setup {

    public static final int PIECES_PER_SIDE = 6;
    public static final int PER_SIZE = 2;

    private final Rules rules;

    public Setup(Rules rules) {
        this.rules = rules;
    }

    /** One piece put on one square. */
    public record Placement(int square, int size) {
    }

    /** The verdict on a placement request. */
    public sealed interface Check permits Accepted, Rejected {
    }

    /** @param board the board after the placements; South to move once setup is complete */
    public record Accepted(Position board, boolean complete) implements Check {
    }

    public record Rejected(Reason reason, String detail) implements Check {
    }

    public enum Reason {
        /** The other side places now. */
        NOT_YOUR_TURN,
        /** Both sides have placed all their pieces. */
        COMPLETE,
        /** Wrong squares, sizes or counts. */
        INVALID
    }

    /** Reads a home row such as {@code 321123} (files a→f) into six placements on that side's row 1. */
    public static Parsed<List<Placement>> parseRow(String row, Side side) {
        List<Placement> placements = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (i >= 6) {
                return Parsed.failed(row, i, "a row has six squares");
            }
            if (c < '1' || c > '3') {
                return Parsed.failed(row, i, "expected a piece size '1', '2' or '3'");
            }
            placements.add(new Placement(Square.of(i, side.boardRow(1)), c - '0'));
        }
        if (placements.size() < 6) {
            return Parsed.failed(row, row.length(), "a row has six squares");
        }
        return Parsed.ok(placements);
    }

    /** The side that places next, or {@code null} when setup is complete. */
    public Side toPlace(Position board) {
        int south = placed(board, Side.SOUTH);
        int north = placed(board, Side.NORTH);
        if (south + north == 2 * PIECES_PER_SIDE) {
            return null;
        }
        if (rules.setupOrder() == Rules.SetupOrder.BLOCK) {
            return south < PIECES_PER_SIDE ? Side.SOUTH : Side.NORTH;
        }
        return south == north ? Side.SOUTH : Side.NORTH;
    }

    /** How many pieces a side has placed. */
    public int placed(Position board, Side side) {
        return Long.bitCount(board.occupancy() & zone(side));
    }

    /** The squares of a side's setup zone. */
    public long zone(Side side) {
        long zone = 0;
        for (int k = 1; k <= rules.setupRows(); k++) {
            zone |= Board.rowMask(side.boardRow(k));
        }
        return zone;
    }

    /** How many placements one request of this side must hold now. */
    public int expectedPlacements() {
        return rules.setupOrder() == Rules.SetupOrder.BLOCK ? PIECES_PER_SIDE : 1;
    }

    public Check place(Position board, Side seat, List<Placement> placements) {
        Side next = toPlace(board);
        if (next == null) {
            return new Rejected(Reason.COMPLETE, "setup is complete");
        }
        if (next != seat) {
            return new Rejected(Reason.NOT_YOUR_TURN, next.lowerName() + " places now, not " + seat.lowerName());
        }
        int expected = expectedPlacements();
        if (placements.size() != expected) {
            return invalid("setupOrder " + rules.setupOrder() + " takes " + expected + " placement"
                    + (expected == 1 ? "" : "s") + " at a time, not " + placements.size());
        }
        byte[] sizes = board.sizes();
        int[] bySize = new int[4];
        long zone = zone(seat);
        for (long z = board.occupancy() & zone; z != 0; z &= z - 1) {
            bySize[sizes[Long.numberOfTrailingZeros(z)]]++;
        }
        for (Placement p : placements) {
            if (!Square.isOnBoard(p.square())) {
                return invalid("pieces are placed on board squares");
            }
            String name = Square.name(p.square());
            if (p.size() < 1 || p.size() > 3) {
                return invalid("a piece has 1, 2 or 3 rings, not " + p.size());
            }
            if ((zone & Square.bit(p.square())) == 0) {
                return invalid(name + " is outside " + seat.lowerName() + "'s setup zone (" + zoneText(seat) + ")");
            }
            if (sizes[p.square()] != 0) {
                return invalid(name + " is already occupied");
            }
            if (++bySize[p.size()] > PER_SIZE) {
                return invalid(seat.lowerName() + " places exactly two pieces of each size; this would be "
                        + bySize[p.size()] + " of size " + p.size());
            }
            sizes[p.square()] = (byte) p.size();
        }
        Position after = Position.of(sizes, Side.SOUTH);
        return new Accepted(after, toPlace(after) == null);
    }

    private String zoneText(Side side) {
        int first = side.boardRow(1) + 1;
        if (rules.setupRows() == 1) {
            return "row " + first;
        }
        int second = side.boardRow(2) + 1;
        return "rows " + Math.min(first, second) + "–" + Math.max(first, second);
    }

    private static Rejected invalid(String detail) {
        return new Rejected(Reason.INVALID, detail);
    }
}
