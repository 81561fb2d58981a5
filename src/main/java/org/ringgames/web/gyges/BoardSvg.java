package org.ringgames.web.gyges;

import java.util.List;
import java.util.Objects;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Square;
import org.ringgames.web.render.SvgBoard;

/**
 * A Gygès board as a standalone SVG 1.1 document, seen from South: row 6 at the top, file a on the
 * left, goal N above row 6 and goal S below row 1.
 *
 * <p>The output is pure ASCII (other characters become numeric character references), holds no
 * script, no external resource and no {@code id}, so several boards can be inlined in one page.
 * It is deterministic: the same arguments give the same bytes. Hooks for portals and tests: each
 * piece is a {@code <g class="piece" data-square="c1" data-size="2">} holding one {@code <circle>}
 * per ring; each goal bar is a {@code <rect class="goal" data-goal="N">}; the last move is a
 * {@code <polyline class="last-move">} with one point per square of its path.
 */
public final class BoardSvg {

    private static final int CELL = SvgBoard.CELL;
    private static final int LEFT = SvgBoard.LEFT;
    private static final int GOAL_H = 28;
    private static final int GAP = 6;                      // between a goal bar and the grid
    private static final int BOARD = 6 * CELL;
    private static final int N_Y = 10;                     // top of goal bar N
    private static final int GRID_Y = N_Y + GOAL_H + GAP;  // top of row 6
    private static final int S_Y = GRID_Y + BOARD + GAP;   // top of goal bar S
    private static final int FILES_Y = S_Y + GOAL_H + 18;  // baseline of the file letters
    private static final String GOAL_FILL = "#d2c8b0";
    private static final int[] RING_RADII = {20, 13, 6};   // outermost first

    private BoardSvg() {
    }

    /**
     * @param position     the position to draw
     * @param lastMovePath the last move's path as square ints (origin first, may end with goal 36/37),
     *                     empty or {@code null} for none
     * @param caption      a line of text under the board, e.g. "ply 7 · north to move"; may be {@code null}
     */
    public static String render(Position position, List<Integer> lastMovePath, String caption) {
        Objects.requireNonNull(position, "position");
        List<Integer> path = lastMovePath == null ? List.of() : lastMovePath;
        for (Integer sq : path) {
            if (sq == null || sq < 0 || sq > Square.S) {
                throw new IllegalArgumentException("not a square in the last move's path: " + sq);
            }
        }
        String text = caption == null ? "" : caption;
        SvgBoard board = new SvgBoard(6, GRID_Y, FILES_Y)
                .open(SvgBoard.title("Gyg\u00e8s", PositionText.format(position),
                        path.stream().map(Square::name).toList(), text));
        goal(board.svg(), "N", N_Y, "South\u2019s goal");
        goal(board.svg(), "S", S_Y, "North\u2019s goal");
        board.grid();
        pieces(board, position);
        lastMove(board, path); // above the pieces, translucent: rings stay visible through it
        return board.close(text);
    }

    private static void goal(StringBuilder svg, String letter, int y, String label) {
        svg.append("<rect class=\"goal\" data-goal=\"").append(letter).append("\" x=\"").append(LEFT)
                .append("\" y=\"").append(y).append("\" width=\"").append(BOARD).append("\" height=\"")
                .append(GOAL_H).append("\" rx=\"5\" fill=\"").append(GOAL_FILL).append("\" stroke=\"")
                .append(SvgBoard.GRID).append("\" stroke-width=\"1\"/>\n");
        int baseline = y + GOAL_H / 2 + 5;
        svg.append("<text x=\"").append(LEFT / 2).append("\" y=\"").append(baseline)
                .append("\" text-anchor=\"middle\" font-size=\"15\" font-weight=\"bold\" fill=\"").append(SvgBoard.INK)
                .append("\">").append(letter).append("</text>\n");
        svg.append("<text x=\"").append(LEFT + BOARD / 2).append("\" y=\"").append(baseline)
                .append("\" text-anchor=\"middle\" font-size=\"12\" fill=\"").append(SvgBoard.MUTED).append("\">")
                .append(SvgBoard.escape(label)).append("</text>\n");
    }

    /** The path's points; a goal is drawn on its bar, in the column of the square before it. */
    private static void lastMove(SvgBoard board, List<Integer> path) {
        double[] xs = new double[path.size()];
        double[] ys = new double[path.size()];
        for (int i = 0; i < path.size(); i++) {
            int sq = path.get(i);
            if (Square.isGoal(sq)) {
                xs[i] = i == 0 ? LEFT + BOARD / 2.0 : xs[i - 1];
                ys[i] = (sq == Square.N ? N_Y : S_Y) + GOAL_H / 2.0;
            } else {
                xs[i] = board.centreX(Square.column(sq));
                ys[i] = board.centreY(Square.row(sq));
            }
        }
        // The arrowhead's tip on the destination's centre, or a little into the goal bar.
        board.lastMove(xs, ys, !path.isEmpty() && Square.isGoal(path.get(path.size() - 1)) ? 6 : 0);
    }

    private static void pieces(SvgBoard board, Position position) {
        StringBuilder svg = board.svg();
        svg.append("<g class=\"pieces\" fill=\"none\" stroke=\"").append(SvgBoard.INK).append("\" stroke-width=\"3.5\">\n");
        for (int row = 5; row >= 0; row--) {
            for (int col = 0; col < 6; col++) {
                int sq = Square.of(col, row);
                int size = position.size(sq);
                if (size == 0) {
                    continue;
                }
                svg.append("<g class=\"piece\" data-square=\"").append(Square.name(sq)).append("\" data-size=\"")
                        .append(size).append("\">");
                for (int ring = 0; ring < size; ring++) {
                    svg.append("<circle cx=\"").append(board.centreX(col)).append("\" cy=\"")
                            .append(board.centreY(row)).append("\" r=\"").append(RING_RADII[ring]).append("\"/>");
                }
                svg.append("</g>\n");
            }
        }
        svg.append("</g>\n");
    }
}
