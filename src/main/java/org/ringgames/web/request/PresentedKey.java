package org.ringgames.web.request;

import java.util.Optional;

/**
 * A key as a request presents it where portal or admin keys are taken: {@code X-Api-Key}, else
 * {@code Authorization: Bearer}.
 */
public final class PresentedKey {

    public static final String HEADER = "X-Api-Key";

    private PresentedKey() {
    }

    public static Optional<String> of(String xApiKey, String authorization) {
        if (xApiKey != null && !xApiKey.isBlank()) {
            return Optional.of(xApiKey.trim());
        }
        if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return Optional.empty();
        }
        String token = authorization.substring(7).trim();
        return token.isEmpty() ? Optional.empty() : Optional.of(token);
    }
}
