package org.ringgames.play.players;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;
import org.ringgames.play.core.Rejection;

/**
 * Why a challenged player declines, from a fixed list as lichess has it (so that a bot can say
 * "not this clock" and the challenger's program can act on it): the wire name is the enum's text.
 */
public enum DeclineReason {
    GENERIC("generic"), LATER("later"), TOO_FAST("tooFast"), TOO_SLOW("tooSlow"), TIME_CONTROL("timeControl"),
    RATED("rated"), CASUAL("casual"), STANDARD("standard"), VARIANT("variant"), NO_BOT("noBot"), ONLY_BOT("onlyBot");

    private final String text;

    DeclineReason(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /** The reason a body names (exactly: {@code tooFast}, not {@code toofast}); generic when it names none. */
    public static DeclineReason of(Optional<String> text) {
        return text.map(t -> Arrays.stream(values()).filter(r -> r.text.equals(t)).findFirst()
                .orElseThrow(() -> new Rejection(Rejection.Kind.MALFORMED, "reason: '" + t + "' is not one of "
                        + Arrays.stream(values()).map(DeclineReason::text).collect(Collectors.joining(", ")))))
                .orElse(GENERIC);
    }

    /** A stored reason, which this service wrote. */
    static Optional<DeclineReason> stored(String text) {
        return Optional.ofNullable(text).map(t -> Arrays.stream(values()).filter(r -> r.text.equals(t)).findFirst()
                .orElseThrow(() -> new IllegalStateException("stored decline reason is unknown: " + t)));
    }
}
