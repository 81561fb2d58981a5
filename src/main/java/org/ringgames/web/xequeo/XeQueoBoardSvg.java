package org.ringgames.web.xequeo;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Square;

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

    private static final int CELL = 56;
    private static final int LEFT = 34;                    // gutter for the row numbers
    private static final int RIGHT = 14;
    private static final int TOP = 14;
    private static final int BOARD = 7 * CELL;
    private static final int FILES_Y = TOP + BOARD + 20;   // baseline of the file letters
    private static final int CAPTION_Y = FILES_Y + 28;
    private static final int WIDTH = LEFT + BOARD + RIGHT;
    private static final int HEIGHT = CAPTION_Y + 14;

    private static final int DISC_R = 18;
    private static final int RING_R = 23;                  // outer ring; a disc inside it stays legible
    private static final int RING_INNER_R = 13;

    private static final String PAPER = "#f8f5ee";
    private static final String FRAME = "#5c564c";
    private static final String LIGHT = "#efe9dc";
    private static final String DARK = "#e0d7c3";
    private static final String GRID = "#8a8273";
    private static final String INK = "#2b2926";
    private static final String MUTED = "#6b6459";
    private static final String DISC_FILL = "#4a3b2c";
    private static final String DISC_TEXT = "#fbf7ee";
    private static final String RING = "#1864ab";
    private static final String MOVE = "#d9480f";

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
        StringBuilder svg = new StringBuilder(8192);
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 ")
                .append(WIDTH).append(' ').append(HEIGHT).append("\" width=\"").append(WIDTH)
                .append("\" height=\"").append(HEIGHT).append("\" role=\"img\" font-family=\"sans-serif\">\n");
        svg.append("<title>").append(escape(title(position, path, text))).append("</title>\n");
        svg.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(WIDTH).append("\" height=\"")
                .append(HEIGHT).append("\" rx=\"8\" fill=\"").append(PAPER).append("\"/>\n");
        squares(svg);
        labels(svg);
        lastMove(svg, path, position); // under ring and discs: a jumped disc hides its stretch of the line
        ring(svg, position.ring());
        discs(svg, position);
        svg.append("<text class=\"caption\" x=\"").append(WIDTH / 2).append("\" y=\"").append(CAPTION_Y)
                .append("\" text-anchor=\"middle\" font-size=\"15\" fill=\"").append(INK).append("\">")
                .append(escape(text)).append("</text>\n");
        return svg.append("</svg>\n").toString();
    }

    private static String title(Position position, List<Integer> path, String caption) {
        StringBuilder t = new StringBuilder("Xe Queo board ").append(PositionText.format(position));
        if (!path.isEmpty()) {
            t.append(", last move ");
            for (int i = 0; i < path.size(); i++) {
                t.append(i == 0 ? "" : "-").append(Square.name(path.get(i)));
            }
        }
        return caption.isEmpty() ? t.toString() : t.append(" \u2014 ").append(caption).toString();
    }

    private static void squares(StringBuilder svg) {
        svg.append("<g class=\"squares\" stroke=\"").append(GRID).append("\" stroke-width=\"1\">\n");
        for (int row = 6; row >= 0; row--) {
            for (int col = 0; col < 7; col++) {
                svg.append("<rect x=\"").append(LEFT + col * CELL).append("\" y=\"").append(TOP + (6 - row) * CELL)
                        .append("\" width=\"").append(CELL).append("\" height=\"").append(CELL)
                        .append("\" fill=\"").append((row + col) % 2 == 0 ? DARK : LIGHT).append("\"/>\n");
            }
        }
        svg.append("</g>\n");
        svg.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"")
                .append(BOARD).append("\" height=\"").append(BOARD).append("\" fill=\"none\" stroke=\"")
                .append(FRAME).append("\" stroke-width=\"2\"/>\n");
    }

    private static void labels(StringBuilder svg) {
        svg.append("<g class=\"coordinates\" font-size=\"13\" fill=\"").append(MUTED)
                .append("\" text-anchor=\"middle\">\n");
        for (int row = 6; row >= 0; row--) {
            svg.append("<text x=\"").append(LEFT / 2).append("\" y=\"").append(centreY(row) + 5)
                    .append("\">").append(row + 1).append("</text>\n");
        }
        for (int col = 0; col < 7; col++) {
            svg.append("<text x=\"").append(centreX(col)).append("\" y=\"").append(FILES_Y).append("\">")
                    .append((char) ('a' + col)).append("</text>\n");
        }
        svg.append("</g>\n");
    }

    private static void lastMove(StringBuilder svg, List<Integer> path, Position position) {
        if (path.isEmpty()) {
            return;
        }
        int n = path.size();
        double[] xs = new double[n];
        double[] ys = new double[n];
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < n; i++) {
            xs[i] = centreX(Square.column(path.get(i)));
            ys[i] = centreY(Square.row(path.get(i)));
            points.append(i == 0 ? "" : " ").append(num(xs[i])).append(',').append(num(ys[i]));
        }
        svg.append("<g class=\"last-move-layer\" opacity=\"0.75\" fill=\"").append(MOVE).append("\">\n");
        svg.append("<polyline class=\"last-move\" points=\"").append(points).append("\" fill=\"none\" stroke=\"")
                .append(MOVE).append("\" stroke-width=\"6\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n");
        svg.append("<circle class=\"last-move-origin\" cx=\"").append(num(xs[0])).append("\" cy=\"")
                .append(num(ys[0])).append("\" r=\"8\"/>\n");
        int last = n - 1;
        double dx = last == 0 ? 0 : xs[last] - xs[last - 1];
        double dy = last == 0 ? 0 : ys[last] - ys[last - 1];
        double length = Math.hypot(dx, dy);
        if (length == 0) {
            svg.append("<circle class=\"last-move-end\" cx=\"").append(num(xs[last])).append("\" cy=\"")
                    .append(num(ys[last])).append("\" r=\"5\"/>\n");
        } else {
            // The tip touches the rim of the disc that now stands there (or of the ring), so the
            // arrowhead stays visible under it and the disc's number stays readable.
            double ux = dx / length;
            double uy = dy / length;
            int end = path.get(last);
            double reach = position.disc(end) != 0 ? DISC_R + 1 : end == position.ring() ? RING_R - 2 : 0;
            double tipX = xs[last] - ux * reach;
            double tipY = ys[last] - uy * reach;
            double baseX = tipX - ux * 20;
            double baseY = tipY - uy * 20;
            svg.append("<polygon class=\"last-move-end\" points=\"").append(num(tipX)).append(',').append(num(tipY))
                    .append(' ').append(num(baseX - uy * 11)).append(',').append(num(baseY + ux * 11))
                    .append(' ').append(num(baseX + uy * 11)).append(',').append(num(baseY - ux * 11))
                    .append("\"/>\n");
        }
        svg.append("</g>\n");
    }

    private static void ring(StringBuilder svg, int square) {
        if (square < 0 || square >= Square.COUNT) {
            return;
        }
        int cx = centreX(Square.column(square));
        int cy = centreY(Square.row(square));
        svg.append("<g class=\"ring\" data-square=\"").append(Square.name(square)).append("\" fill=\"none\" stroke=\"")
                .append(RING).append("\">");
        svg.append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"").append(RING_R)
                .append("\" stroke-width=\"5\"/>");
        svg.append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"").append(RING_INNER_R)
                .append("\" stroke-width=\"2\"/>");
        svg.append("</g>\n");
    }

    private static void discs(StringBuilder svg, Position position) {
        svg.append("<g class=\"discs\" font-size=\"19\" font-weight=\"bold\" text-anchor=\"middle\">\n");
        for (int row = 6; row >= 0; row--) {
            for (int col = 0; col < 7; col++) {
                int sq = Square.of(col, row);
                int disc = position.disc(sq);
                if (disc == 0) {
                    continue;
                }
                svg.append("<g class=\"disc\" data-square=\"").append(Square.name(sq)).append("\" data-disc=\"")
                        .append(disc).append("\">");
                svg.append("<circle cx=\"").append(centreX(col)).append("\" cy=\"").append(centreY(row))
                        .append("\" r=\"").append(DISC_R).append("\" fill=\"").append(DISC_FILL)
                        .append("\" stroke=\"").append(INK).append("\" stroke-width=\"1.5\"/>");
                svg.append("<text x=\"").append(centreX(col)).append("\" y=\"").append(centreY(row) + 7)
                        .append("\" fill=\"").append(DISC_TEXT).append("\">").append(disc).append("</text>");
                svg.append("</g>\n");
            }
        }
        svg.append("</g>\n");
    }

    private static int centreY(int row) {
        return TOP + (6 - row) * CELL + CELL / 2;
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
