package org.ringgames.rules;

/**
 * The result of reading client text: either a value, or the reason it could not be read with the
 * offending character's position. Parsing never throws for bad input.
 */
public sealed interface Parsed<T> permits Parsed.Ok, Parsed.Failed {

    static <T> Parsed<T> ok(T value) {
        return new Ok<>(value);
    }

    /**
     * @param text   the text that was read
     * @param index  0-based position of the offending character, or -1 when the text as a whole is wrong
     * @param reason what is wrong, as a sentence fragment ("expected '/' after a row")
     */
    static <T> Parsed<T> failed(String text, int index, String reason) {
        return new Failed<>(text, index, reason);
    }

    record Ok<T>(T value) implements Parsed<T> {
    }

    record Failed<T>(String text, int index, String reason) implements Parsed<T> {

        /** A message naming the offending character and its position. */
        public String message() {
            if (index < 0 || index > text.length()) {
                return reason + " in '" + text + "'";
            }
            String at = index == text.length() ? "end of text" : "character '" + text.charAt(index) + "'";
            return reason + ": " + at + " at position " + (index + 1) + " of '" + text + "'";
        }

        public <U> Failed<U> cast() {
            return new Failed<>(text, index, reason);
        }
    }
}
