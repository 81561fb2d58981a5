package org.ringgames.web.portals;

import java.util.Optional;
import org.ringgames.web.games.SeatHeaders;

/** How a portal presents its API key: {@code X-Api-Key}, or {@code Authorization: Bearer}. */
public final class PortalHeaders {

    public static final String API_KEY = "X-Api-Key";

    private PortalHeaders() {
    }

    public static Optional<String> apiKey(String xApiKey, String authorization) {
        if (xApiKey != null && !xApiKey.isBlank()) {
            return Optional.of(xApiKey.trim());
        }
        return SeatHeaders.bearer(authorization);
    }
}
