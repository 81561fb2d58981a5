package org.ringgames.rules.record;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code Clock} tag: {@code <initial>+<increment>} (Fischer, seconds) or {@code <days>d}
 * (correspondence, days per move), optionally followed by {@code setup=<seconds>} and then
 * {@code first=<seconds>}. Only the grammar is checked here; the service checks the ranges.
 */
public record RecordClock(OptionalLong initialSeconds, OptionalLong incrementSeconds, OptionalLong daysPerMove,
                          OptionalLong setupSeconds, OptionalLong firstMoveSeconds) {

    private static final Pattern GRAMMAR = Pattern.compile(
            "(?:(\\d{1,18})\\+(\\d{1,18})|(\\d{1,18})d)(?: setup=(\\d{1,18}))?(?: first=(\\d{1,18}))?");

    public static RecordClock fischer(long initialSeconds, long incrementSeconds) {
        return new RecordClock(OptionalLong.of(initialSeconds), OptionalLong.of(incrementSeconds),
                OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty());
    }

    public static RecordClock correspondence(long daysPerMove) {
        return new RecordClock(OptionalLong.empty(), OptionalLong.empty(), OptionalLong.of(daysPerMove),
                OptionalLong.empty(), OptionalLong.empty());
    }

    public RecordClock withSetupSeconds(long seconds) {
        return new RecordClock(initialSeconds, incrementSeconds, daysPerMove, OptionalLong.of(seconds), firstMoveSeconds);
    }

    public RecordClock withFirstMoveSeconds(long seconds) {
        return new RecordClock(initialSeconds, incrementSeconds, daysPerMove, setupSeconds, OptionalLong.of(seconds));
    }

    /** The clock of a tag value, or empty when it does not follow the grammar. */
    public static Optional<RecordClock> parse(String text) {
        Matcher m = GRAMMAR.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new RecordClock(number(m.group(1)), number(m.group(2)), number(m.group(3)),
                number(m.group(4)), number(m.group(5))));
    }

    private static OptionalLong number(String digits) {
        return digits == null ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(digits));
    }

    /** The tag value. */
    public String text() {
        StringBuilder text = new StringBuilder();
        if (daysPerMove.isPresent()) {
            text.append(daysPerMove.getAsLong()).append('d');
        } else {
            text.append(initialSeconds.orElse(0)).append('+').append(incrementSeconds.orElse(0));
        }
        setupSeconds.ifPresent(s -> text.append(" setup=").append(s));
        firstMoveSeconds.ifPresent(s -> text.append(" first=").append(s));
        return text.toString();
    }
}
