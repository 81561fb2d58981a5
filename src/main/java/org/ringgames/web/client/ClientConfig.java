package org.ringgames.web.client;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.List;

/** Who may show the browser client's pages: {@code RINGGAMES_CLIENT_FRAME_ANCESTORS}. */
@ConfigMapping(prefix = "ringgames.client")
public interface ClientConfig {

    /**
     * The origins that may put {@code /embed/games/{id}} in a frame, e.g.
     * {@code https://portal.example,https://*.portal.example}; {@code 'none'} (the default in
     * production): no page may; {@code *}: any (dev mode).
     */
    @WithDefault("'none'")
    List<String> frameAncestorOrigins();

    /** The CSP {@code frame-ancestors} source list. */
    default String frameAncestors() {
        return String.join(" ", frameAncestorOrigins());
    }
}
