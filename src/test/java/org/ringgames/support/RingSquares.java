package org.ringgames.support;

/** Xe Queo test help: a square the rules allow for the ring, read from position text. */
public final class RingSquares {

    private RingSquares() {
    }

    /** The first square from a7 along each row down to g1 with no disc on it or around it. */
    public static String free(String positionText) {
        String[] rows = positionText.split(" ")[0].split("/");
        for (int r = 0; r < 7; r++) {
            for (int c = 0; c < 7; c++) {
                if (clear(rows, r, c)) {
                    return "" + (char) ('a' + c) + (7 - r);
                }
            }
        }
        throw new IllegalStateException("no square without a disc around it in " + positionText);
    }

    private static boolean clear(String[] rows, int r, int c) {
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                int rr = r + dr;
                int cc = c + dc;
                if (rr >= 0 && rr < 7 && cc >= 0 && cc < 7 && rows[rr].charAt(cc) != '.') {
                    return false;
                }
            }
        }
        return true;
    }
}
