package org.ringgames.web.render;

import java.util.List;
import java.util.Locale;

/**
 * What both games' board pictures share: a standalone SVG 1.1 document on a paper background with
 * a {@code <title>}, a square grid seen from the first player's side (top row first, file a on
 * the left) with its coordinates, the last move as a translucent line with a dot at the origin and
 * an arrowhead at the end, and a caption. The output is ASCII only, deterministic, without scripts,
 * external resources or ids. Each game draws its own pieces into {@link #svg()} between the calls.
 */
public final class SvgBoard {

    public static final int CELL = 56;
    public static final int LEFT = 34;                     // gutter for the row numbers
    private static final int RIGHT = 14;

    public static final String PAPER = "#f8f5ee";
    public static final String FRAME = "#5c564c";
    public static final String LIGHT = "#efe9dc";
    public static final String DARK = "#e0d7c3";
    public static final String GRID = "#8a8273";
    public static final String INK = "#2b2926";
    public static final String MUTED = "#6b6459";
    public static final String MOVE = "#d9480f";

    private final int size;
    private final int gridTop;
    private final int filesY;
    private final int width;
    private final int height;
    private final StringBuilder svg = new StringBuilder(8192);

    /**
     * @param size     squares a side
     * @param gridTop  y of the grid's top edge (room above it is the game's, e.g. a goal bar)
     * @param filesY   baseline of the file letters under the grid (room between is the game's)
     */
    public SvgBoard(int size, int gridTop, int filesY) {
        this.size = size;
        this.gridTop = gridTop;
        this.filesY = filesY;
        this.width = LEFT + size * CELL + RIGHT;
        this.height = filesY + 28 + 14;
    }

    public StringBuilder svg() {
        return svg;
    }

    public int width() {
        return width;
    }

    /** The document's start: root element, title, background. */
    public SvgBoard open(String title) {
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 ")
                .append(width).append(' ').append(height).append("\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\" role=\"img\" font-family=\"sans-serif\">\n");
        svg.append("<title>").append(escape(title)).append("</title>\n");
        svg.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" rx=\"8\" fill=\"").append(PAPER).append("\"/>\n");
        return this;
    }

    /** The checkered squares, the frame, row numbers on the left and file letters below. */
    public SvgBoard grid() {
        svg.append("<g class=\"squares\" stroke=\"").append(GRID).append("\" stroke-width=\"1\">\n");
        for (int row = size - 1; row >= 0; row--) {
            for (int col = 0; col < size; col++) {
                svg.append("<rect x=\"").append(LEFT + col * CELL).append("\" y=\"").append(rowTop(row))
                        .append("\" width=\"").append(CELL).append("\" height=\"").append(CELL)
                        .append("\" fill=\"").append((row + col) % 2 == 0 ? DARK : LIGHT).append("\"/>\n");
            }
        }
        svg.append("</g>\n");
        int board = size * CELL;
        svg.append("<rect x=\"").append(LEFT).append("\" y=\"").append(gridTop).append("\" width=\"")
                .append(board).append("\" height=\"").append(board).append("\" fill=\"none\" stroke=\"")
                .append(FRAME).append("\" stroke-width=\"2\"/>\n");
        svg.append("<g class=\"coordinates\" font-size=\"13\" fill=\"").append(MUTED)
                .append("\" text-anchor=\"middle\">\n");
        for (int row = size - 1; row >= 0; row--) {
            svg.append("<text x=\"").append(LEFT / 2).append("\" y=\"").append(centreY(row) + 5)
                    .append("\">").append(row + 1).append("</text>\n");
        }
        for (int col = 0; col < size; col++) {
            svg.append("<text x=\"").append(centreX(col)).append("\" y=\"").append(filesY).append("\">")
                    .append((char) ('a' + col)).append("</text>\n");
        }
        svg.append("</g>\n");
        return this;
    }

    /**
     * The last move through the given points: a line, a dot at the origin, and an arrowhead whose
     * tip is {@code reach} pixels beyond the last point (negative: short of it, e.g. at a disc's
     * rim); a single point gets an end dot instead.
     */
    public SvgBoard lastMove(double[] xs, double[] ys, double reach) {
        int n = xs.length;
        if (n == 0) {
            return this;
        }
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < n; i++) {
            points.append(i == 0 ? "" : " ").append(num(xs[i])).append(',').append(num(ys[i]));
        }
        svg.append("<g class=\"last-move-layer\" opacity=\"0.72\" fill=\"").append(MOVE).append("\">\n");
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
            double ux = dx / length;
            double uy = dy / length;
            double tipX = xs[last] + ux * reach;
            double tipY = ys[last] + uy * reach;
            double baseX = tipX - ux * 20;
            double baseY = tipY - uy * 20;
            svg.append("<polygon class=\"last-move-end\" points=\"").append(num(tipX)).append(',').append(num(tipY))
                    .append(' ').append(num(baseX - uy * 11)).append(',').append(num(baseY + ux * 11))
                    .append(' ').append(num(baseX + uy * 11)).append(',').append(num(baseY - ux * 11))
                    .append("\"/>\n");
        }
        svg.append("</g>\n");
        return this;
    }

    /** The caption line and the end of the document. */
    public String close(String caption) {
        svg.append("<text class=\"caption\" x=\"").append(width / 2).append("\" y=\"").append(filesY + 28)
                .append("\" text-anchor=\"middle\" font-size=\"15\" fill=\"").append(INK).append("\">")
                .append(escape(caption)).append("</text>\n");
        return svg.append("</svg>\n").toString();
    }

    public int rowTop(int row) {
        return gridTop + (size - 1 - row) * CELL;
    }

    public int centreY(int row) {
        return rowTop(row) + CELL / 2;
    }

    public int centreX(int column) {
        return LEFT + column * CELL + CELL / 2;
    }

    /** "{game} board {position}, last move {a-b-c} — {caption}", the text of the title element. */
    public static String title(String game, String position, List<String> path, String caption) {
        StringBuilder t = new StringBuilder(game).append(" board ").append(position);
        if (!path.isEmpty()) {
            t.append(", last move ").append(String.join("-", path));
        }
        return caption.isEmpty() ? t.toString() : t.append(" \u2014 ").append(caption).toString();
    }

    /** A coordinate with at most one decimal, independent of the default locale. */
    public static String num(double value) {
        long tenths = Math.round(value * 10);
        return tenths % 10 == 0 ? Long.toString(tenths / 10) : String.format(Locale.ROOT, "%.1f", tenths / 10.0);
    }

    /** XML-escapes text; non-ASCII becomes a character reference, characters XML forbids become U+FFFD. */
    public static String escape(String text) {
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
