package org.ringgames.web.xequeo;

import java.util.List;
import java.util.Objects;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.web.render.SvgBoard;

/**
 * An Xe Queo board as a standalone SVG 1.1 document, seen from the placer's side: row 7 at the top,
 * file a on the left, file letters below and row numbers on the left.
 *
 * <p>The output is pure ASCII (other characters become numeric character references), holds no
 * script, no external resource and no {@code id}, so several boards can be inlined in one page.
 * It is deterministic: the same arguments give the same bytes. It shows only what the position
 * holds, never a secret disc. Hooks for portals and tests: each disc is a
 * {@code <g class="disc" data-square="c3" data-disc="5">} holding one {@code <circle>} and one
 * {@code <text>}; the ring, once placed, is a {@code <g class="ring" data-square="g7">}; the last
 * move is a {@code <polyline class="last-move">} with one point per square of its path (origin,
 * then every landing), a dot at the origin and an arrowhead at the end.
 */
public final class XeQueoBoardSvg {

    private static final int TOP = 14;
    private static final int FILES_Y = TOP + 7 * SvgBoard.CELL + 20;   // baseline of the file letters
    private static final int DISC_R = 18;
    private static final int RING_R = 23;                  // outer ring; a disc inside it stays legible
    private static final int RING_INNER_R = 13;
    private static final String DISC_FILL = "#4a3b2c";
    private static final String DISC_TEXT = "#fbf7ee";
    private static final String RING = "#1864ab";

    private XeQueoBoardSvg() {
    }

    /**
     * @param position     the position to draw
     * @param lastMovePath the last move's squares (origin, then every landing), empty or {@code null} for none
     * @param caption      a line of text under the board, e.g. "round 2 · placer to move"; may be {@code null}
     */
    public static String render(Position position, List<Integer> lastMovePath, String caption) {
        Objects.requireNonNull(position, "position");
        List<Integer> path = lastMovePath == null ? List.of() : lastMovePath;
        for (Integer sq : path) {
            if (sq == null || sq < 0 || sq >= Square.COUNT) {
                throw new IllegalArgumentException("not a square in the last move's path: " + sq);
            }
        }
        String text = caption == null ? "" : caption;
        SvgBoard board = new SvgBoard(7, TOP, FILES_Y)
                .open(SvgBoard.title("Xe Queo", PositionText.format(position),
                        path.stream().map(Square::name).toList(), text))
                .grid();
        lastMove(board, path, position); // under ring and discs: a jumped disc hides its stretch of the line
        ring(board, position.ring());
        discs(board, position);
        return board.close(text);
    }

    private static void lastMove(SvgBoard board, List<Integer> path, Position position) {
        double[] xs = new double[path.size()];
        double[] ys = new double[path.size()];
        for (int i = 0; i < path.size(); i++) {
            xs[i] = board.centreX(Square.column(path.get(i)));
            ys[i] = board.centreY(Square.row(path.get(i)));
        }
        // The tip touches the rim of the disc that now stands there (or of the ring), so the
        // arrowhead stays visible under it and the disc's number stays readable.
        double reach = 0;
        if (!path.isEmpty()) {
            int end = path.get(path.size() - 1);
            reach = position.disc(end) != 0 ? -(DISC_R + 1) : end == position.ring() ? -(RING_R - 2) : 0;
        }
        board.lastMove(xs, ys, reach);
    }

    private static void ring(SvgBoard board, int square) {
        if (square < 0 || square >= Square.COUNT) {
            return;
        }
        int cx = board.centreX(Square.column(square));
        int cy = board.centreY(Square.row(square));
        board.svg().append("<g class=\"ring\" data-square=\"").append(Square.name(square))
                .append("\" fill=\"none\" stroke=\"").append(RING).append("\">")
                .append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"").append(RING_R)
                .append("\" stroke-width=\"5\"/>")
                .append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"").append(RING_INNER_R)
                .append("\" stroke-width=\"2\"/>")
                .append("</g>\n");
    }

    private static void discs(SvgBoard board, Position position) {
        StringBuilder svg = board.svg();
        svg.append("<g class=\"discs\" font-size=\"19\" font-weight=\"bold\" text-anchor=\"middle\">\n");
        for (int row = 6; row >= 0; row--) {
            for (int col = 0; col < 7; col++) {
                int sq = Square.of(col, row);
                int disc = position.disc(sq);
                if (disc == 0) {
                    continue;
                }
                int cx = board.centreX(col);
                int cy = board.centreY(row);
                svg.append("<g class=\"disc\" data-square=\"").append(Square.name(sq)).append("\" data-disc=\"")
                        .append(disc).append("\">");
                svg.append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy)
                        .append("\" r=\"").append(DISC_R).append("\" fill=\"").append(DISC_FILL)
                        .append("\" stroke=\"").append(SvgBoard.INK).append("\" stroke-width=\"1.5\"/>");
                svg.append("<text x=\"").append(cx).append("\" y=\"").append(cy + 7)
                        .append("\" fill=\"").append(DISC_TEXT).append("\">").append(disc).append("</text>");
                svg.append("</g>\n");
            }
        }
        svg.append("</g>\n");
    }
}
