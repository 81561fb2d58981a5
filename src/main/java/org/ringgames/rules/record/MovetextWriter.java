package org.ringgames.rules.record;

/**
 * Writes movetext: units (a move with its number, a comment, a round header) separated by spaces,
 * lines wrapped at {@link RecordText#LINE_WIDTH} characters between units, the result token on
 * its own last line.
 */
public final class MovetextWriter {

    private final StringBuilder text = new StringBuilder();
    private int lineLength;

    /** Adds a unit, on a new line when it would not fit on the current one. */
    public MovetextWriter unit(String unit) {
        if (lineLength > 0 && lineLength + 1 + unit.length() > RecordText.LINE_WIDTH) {
            newLine();
        }
        if (lineLength > 0) {
            text.append(' ');
            lineLength++;
        }
        text.append(unit);
        lineLength += unit.length();
        return this;
    }

    /** Ends the current line, if it holds anything. */
    public MovetextWriter newLine() {
        if (lineLength > 0) {
            text.append('\n');
            lineLength = 0;
        }
        return this;
    }

    /** The movetext, ending with the result token on its own line and a newline. */
    public String finish(String result) {
        newLine();
        return text.append(result).append('\n').toString();
    }
}
