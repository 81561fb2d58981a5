package org.ringgames.rules.rating;

import org.ringgames.rules.Parsed;

/**
 * The ratings a seek accepts of its opponent, both ends included: {@code "1400-1800"}. Read
 * strictly: two whole numbers of 1 to 4 digits, no sign, no spaces, the lower first.
 */
public record RatingRange(int min, int max) {

    /** The highest rating a range may name. */
    public static final int MAX_RATING = 4000;

    public RatingRange {
        if (min < 0 || max > MAX_RATING || min > max) {
            throw new IllegalArgumentException("a rating range is 0 ≤ min ≤ max ≤ " + MAX_RATING + ": " + min + "-" + max);
        }
    }

    /** Whether a rating falls in the range (compared as the rating rounded to a whole number). */
    public boolean accepts(double rating) {
        long rounded = Math.round(rating);
        return rounded >= min && rounded <= max;
    }

    public String text() {
        return min + "-" + max;
    }

    public static Parsed<RatingRange> parse(String text) {
        int dash = text.indexOf('-');
        if (dash < 0) {
            return Parsed.failed(text, -1, "expected two ratings joined by '-', as 1400-1800");
        }
        Parsed<Integer> low = number(text, 0, dash);
        if (low instanceof Parsed.Failed<Integer> failed) {
            return failed.cast();
        }
        Parsed<Integer> high = number(text, dash + 1, text.length());
        if (high instanceof Parsed.Failed<Integer> failed) {
            return failed.cast();
        }
        int min = ((Parsed.Ok<Integer>) low).value();
        int max = ((Parsed.Ok<Integer>) high).value();
        if (max > MAX_RATING) {
            return Parsed.failed(text, dash + 1, "a rating is at most " + MAX_RATING);
        }
        if (min > max) {
            return Parsed.failed(text, -1, "the lower rating comes first");
        }
        return Parsed.ok(new RatingRange(min, max));
    }

    private static Parsed<Integer> number(String text, int from, int to) {
        if (from == to) {
            return Parsed.failed(text, from, "expected a rating");
        }
        if (to - from > 4) {
            return Parsed.failed(text, from + 4, "a rating has at most 4 digits");
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return Parsed.failed(text, i, "expected a digit");
            }
            value = value * 10 + (c - '0');
        }
        return Parsed.ok(value);
    }
}
