package org.ringgames.play.access;

import java.util.regex.Pattern;
import org.ringgames.play.core.Rejection;

/**
 * A portal's name, as games record it and {@code RINGGAMES_API_KEYS} names it: 1 to 63 of
 * {@code a-z 0-9 . _ -}, starting with a letter or digit, so it is safe in a path, a log line and a
 * metric tag as it is.
 */
public record PortalName(String text) {

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]{0,62}");

    public PortalName {
        if (text == null || !NAME.matcher(text).matches()) {
            throw new Rejection(Rejection.Kind.MALFORMED, "portal: '" + text + "' is not a portal name: 1 to 63 of "
                    + "a-z, 0-9, '.', '_' and '-', starting with a letter or digit");
        }
    }
}
