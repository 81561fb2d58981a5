package org.ringgames.play.access;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The stored portal keys' refresh ({@code ringgames.portal-keys.*}, env {@code RINGGAMES_PORTAL_KEYS_*}): {@link StoredKeyView}. */
@ConfigMapping(prefix = "ringgames.portal-keys")
public interface PortalKeySettings {

    /** How often a replica reads whether the keys changed: a key added or revoked elsewhere counts within about this. */
    @WithDefault("PT0.25S")
    Duration refreshInterval();
}
