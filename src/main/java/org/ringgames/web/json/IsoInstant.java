package org.ringgames.web.json;

import java.time.Instant;
import java.time.format.DateTimeFormatter;

/**
 * An instant as {@link DateTimeFormatter#ISO_INSTANT} writes it ({@code 2026-12-01T15:41:28.553077Z}:
 * the fraction in groups of three digits, none when zero), without the formatter's machinery: every
 * state the service sends carries two to four instants, and formatting them took about 5 % of a move
 * post's CPU (docs/benchmarks.md §12). Years outside 0000–9999 are left to the formatter.
 */
public final class IsoInstant {

    /** 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z, in epoch seconds. */
    private static final long FIRST = -62_167_219_200L;
    private static final long LAST = 253_402_300_799L;

    private IsoInstant() {
    }

    public static String format(Instant instant) {
        long seconds = instant.getEpochSecond();
        if (seconds < FIRST || seconds > LAST) {
            return DateTimeFormatter.ISO_INSTANT.format(instant);
        }
        long days = Math.floorDiv(seconds, 86_400);
        int secondOfDay = (int) Math.floorMod(seconds, 86_400);
        // Civil date from days since 1970-01-01 (H. Hinnant's days_from_civil, inverted).
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long shifted = (5 * dayOfYear + 2) / 153;
        int day = (int) (dayOfYear - (153 * shifted + 2) / 5 + 1);
        int month = (int) (shifted < 10 ? shifted + 3 : shifted - 9);
        int year = (int) (yearOfEra + era * 400 + (month <= 2 ? 1 : 0));
        int nano = instant.getNano();
        char[] text = new char[nano == 0 ? 20 : nano % 1_000_000 == 0 ? 24 : nano % 1_000 == 0 ? 27 : 30];
        digits(text, 0, year, 4);
        text[4] = '-';
        digits(text, 5, month, 2);
        text[7] = '-';
        digits(text, 8, day, 2);
        text[10] = 'T';
        digits(text, 11, secondOfDay / 3_600, 2);
        text[13] = ':';
        digits(text, 14, secondOfDay / 60 % 60, 2);
        text[16] = ':';
        digits(text, 17, secondOfDay % 60, 2);
        if (nano != 0) {
            text[19] = '.';
            int fractionDigits = text.length - 21;
            digits(text, 20, fractionDigits == 3 ? nano / 1_000_000 : fractionDigits == 6 ? nano / 1_000 : nano,
                    fractionDigits);
        }
        text[text.length - 1] = 'Z';
        return new String(text);
    }

    private static void digits(char[] text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }
}
