package org.ringgames.web.gyges;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Square;

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

    private static final int CELL = 56;
    private static final int LEFT = 34;                    // gutter for the row numbers
    private static final int RIGHT = 14;
    private static final int GOAL_H = 28;
    private static final int GAP = 6;                      // between a goal bar and the grid
    private static final int TOP = 10;
    private static final int BOARD = 6 * CELL;
    private static final int N_Y = TOP;                    // top of goal bar N
    private static final int GRID_Y = N_Y + GOAL_H + GAP;  // top of row 6
    private static final int S_Y = GRID_Y + BOARD + GAP;   // top of goal bar S
    private static final int FILES_Y = S_Y + GOAL_H + 18;  // baseline of the file letters
    private static final int CAPTION_Y = FILES_Y + 28;
    private static final int WIDTH = LEFT + BOARD + RIGHT;
    private static final int HEIGHT = CAPTION_Y + 14;

    private static final String PAPER = "#f8f5ee";
    private static final String FRAME = "#5c564c";
    private static final String LIGHT = "#efe9dc";
    private static final String DARK = "#e0d7c3";
    private static final String GRID = "#8a8273";
    private static final String INK = "#2b2926";
    private static final String MUTED = "#6b6459";
    private static final String GOAL_FILL = "#d2c8b0";
    private static final String MOVE = "#d9480f";

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
        StringBuilder svg = new StringBuilder(8192);
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 ")
                .append(WIDTH).append(' ').append(HEIGHT).append("\" width=\"").append(WIDTH)
                .append("\" height=\"").append(HEIGHT).append("\" role=\"img\" font-family=\"sans-serif\">\n");
        svg.append("<title>").append(escape(title(position, path, text))).append("</title>\n");
        svg.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(WIDTH).append("\" height=\"")
                .append(HEIGHT).append("\" rx=\"8\" fill=\"").append(PAPER).append("\"/>\n");
        goal(svg, "N", N_Y, "South\u2019s goal");
        goal(svg, "S", S_Y, "North\u2019s goal");
        squares(svg);
        labels(svg);
        pieces(svg, position);
        lastMove(svg, path); // above the pieces, translucent: rings stay visible through it
        svg.append("<text class=\"caption\" x=\"").append(WIDTH / 2).append("\" y=\"").append(CAPTION_Y)
                .append("\" text-anchor=\"middle\" font-size=\"15\" fill=\"").append(INK).append("\">")
                .append(escape(text)).append("</text>\n");
        return svg.append("</svg>\n").toString();
    }

    private static String title(Position position, List<Integer> path, String caption) {
        StringBuilder t = new StringBuilder("Gyg\u00e8s board ").append(PositionText.format(position));
        if (!path.isEmpty()) {
            t.append(", last move ");
            for (int i = 0; i < path.size(); i++) {
                t.append(i == 0 ? "" : "-").append(Square.name(path.get(i)));
            }
        }
        return caption.isEmpty() ? t.toString() : t.append(" \u2014 ").append(caption).toString();
    }

    private static void goal(StringBuilder svg, String letter, int y, String label) {
        svg.append("<rect class=\"goal\" data-goal=\"").append(letter).append("\" x=\"").append(LEFT)
                .append("\" y=\"").append(y).append("\" width=\"").append(BOARD).append("\" height=\"")
                .append(GOAL_H).append("\" rx=\"5\" fill=\"").append(GOAL_FILL).append("\" stroke=\"")
                .append(GRID).append("\" stroke-width=\"1\"/>\n");
        int baseline = y + GOAL_H / 2 + 5;
        svg.append("<text x=\"").append(LEFT / 2).append("\" y=\"").append(baseline)
                .append("\" text-anchor=\"middle\" font-size=\"15\" font-weight=\"bold\" fill=\"").append(INK)
                .append("\">").append(letter).append("</text>\n");
        svg.append("<text x=\"").append(LEFT + BOARD / 2).append("\" y=\"").append(baseline)
                .append("\" text-anchor=\"middle\" font-size=\"12\" fill=\"").append(MUTED).append("\">")
                .append(escape(label)).append("</text>\n");
    }

    private static void squares(StringBuilder svg) {
        svg.append("<g class=\"squares\" stroke=\"").append(GRID).append("\" stroke-width=\"1\">\n");
        for (int row = 5; row >= 0; row--) {
            for (int col = 0; col < 6; col++) {
                svg.append("<rect x=\"").append(LEFT + col * CELL).append("\" y=\"").append(rowTop(row))
                        .append("\" width=\"").append(CELL).append("\" height=\"").append(CELL)
                        .append("\" fill=\"").append((row + col) % 2 == 0 ? DARK : LIGHT).append("\"/>\n");
            }
        }
        svg.append("</g>\n");
        svg.append("<rect x=\"").append(LEFT).append("\" y=\"").append(GRID_Y).append("\" width=\"")
                .append(BOARD).append("\" height=\"").append(BOARD).append("\" fill=\"none\" stroke=\"")
                .append(FRAME).append("\" stroke-width=\"2\"/>\n");
    }

    private static void labels(StringBuilder svg) {
        svg.append("<g class=\"coordinates\" font-size=\"13\" fill=\"").append(MUTED)
                .append("\" text-anchor=\"middle\">\n");
        for (int row = 5; row >= 0; row--) {
            svg.append("<text x=\"").append(LEFT / 2).append("\" y=\"").append(rowTop(row) + CELL / 2 + 5)
                    .append("\">").append(row + 1).append("</text>\n");
        }
        for (int col = 0; col < 6; col++) {
            svg.append("<text x=\"").append(centreX(col)).append("\" y=\"").append(FILES_Y).append("\">")
                    .append((char) ('a' + col)).append("</text>\n");
        }
        svg.append("</g>\n");
    }

    private static void lastMove(StringBuilder svg, List<Integer> path) {
        if (path.isEmpty()) {
            return;
        }
        double[] xs = new double[path.size()];
        double[] ys = new double[path.size()];
        for (int i = 0; i < path.size(); i++) {
            int sq = path.get(i);
            if (Square.isGoal(sq)) {
                xs[i] = i == 0 ? LEFT + BOARD / 2.0 : xs[i - 1];
                ys[i] = (sq == Square.N ? N_Y : S_Y) + GOAL_H / 2.0;
            } else {
                xs[i] = centreX(Square.column(sq));
                ys[i] = rowTop(Square.row(sq)) + CELL / 2.0;
            }
        }
        svg.append("<g class=\"last-move-layer\" opacity=\"0.7\">\n");
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < xs.length; i++) {
            points.append(i == 0 ? "" : " ").append(num(xs[i])).append(',').append(num(ys[i]));
        }
        svg.append("<polyline class=\"last-move\" points=\"").append(points).append("\" fill=\"none\" stroke=\"")
                .append(MOVE).append("\" stroke-width=\"7\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n");
        svg.append("<circle class=\"last-move-origin\" cx=\"").append(num(xs[0])).append("\" cy=\"")
                .append(num(ys[0])).append("\" r=\"9\" fill=\"").append(MOVE).append("\"/>\n");
        int last = xs.length - 1;
        double dx = last == 0 ? 0 : xs[last] - xs[last - 1];
        double dy = last == 0 ? 0 : ys[last] - ys[last - 1];
        double length = Math.hypot(dx, dy);
        if (length == 0) {
            svg.append("<circle class=\"last-move-end\" cx=\"").append(num(xs[last])).append("\" cy=\"")
                    .append(num(ys[last])).append("\" r=\"5\" fill=\"").append(MOVE).append("\"/>\n");
        } else {
            // An arrowhead: its tip on the destination's centre, or a little into the goal bar.
            double ux = dx / length;
            double uy = dy / length;
            double reach = Square.isGoal(path.get(last)) ? 6 : 0;
            double tipX = xs[last] + ux * reach;
            double tipY = ys[last] + uy * reach;
            double baseX = tipX - ux * 18;
            double baseY = tipY - uy * 18;
            svg.append("<polygon class=\"last-move-end\" points=\"").append(num(tipX)).append(',').append(num(tipY))
                    .append(' ').append(num(baseX - uy * 10)).append(',').append(num(baseY + ux * 10))
                    .append(' ').append(num(baseX + uy * 10)).append(',').append(num(baseY - ux * 10))
                    .append("\" fill=\"").append(MOVE).append("\"/>\n");
        }
        svg.append("</g>\n");
    }

    private static void pieces(StringBuilder svg, Position position) {
        svg.append("<g class=\"pieces\" fill=\"none\" stroke=\"").append(INK).append("\" stroke-width=\"3.5\">\n");
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
                    svg.append("<circle cx=\"").append(centreX(col)).append("\" cy=\"")
                            .append(rowTop(row) + CELL / 2).append("\" r=\"").append(RING_RADII[ring]).append("\"/>");
                }
                svg.append("</g>\n");
            }
        }
        svg.append("</g>\n");
    }

    private static int rowTop(int row) {
        return GRID_Y + (5 - row) * CELL;
    }

    private static int centreX(int column) {
        return LEFT + column * CELL + CELL / 2;
    }

    /** A coordinate with at most one decimal, independent of the default locale. */
    private static String num(double value) {
        long tenths = Math.round(value * 10);
        return tenths % 10 == 0 ? Long.toString(tenths / 10) : String.format(Locale.ROOT, "%.1f", tenths / 10.0);
    }

    /** XML-escapes text; non-ASCII becomes a character reference, characters XML forbids become U+FFFD. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                default -> {
                    boolean allowed = c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c <= 0xD7FF)
                            || (c >= 0xE000 && c <= 0xFFFD) || c >= 0x10000;
                    int cp = allowed ? c : 0xFFFD;
                    if (cp < 0x7F) {
                        out.append((char) cp);
                    } else {
                        out.append("&#x").append(Integer.toHexString(cp).toUpperCase(Locale.ROOT)).append(';');
                    }
                }
            }
        });
        return out.toString();
    }
}
