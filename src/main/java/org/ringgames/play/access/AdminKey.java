package org.ringgames.play.access;

import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.play.core.Rejection;

/**
 * The operator's key to the admin API. {@code ringgames.admin-key} (env {@code RINGGAMES_ADMIN_KEY})
 * holds its SHA-256 in hex, as {@code RINGGAMES_API_KEYS} holds the portal keys' hashes, so the
 * configuration never holds a key; anything but 64 hex digits fails the start (without echoing the
 * value, which may be a key pasted by mistake). Unset: the admin API is off.
 */
@ApplicationScoped
@Startup
public class AdminKey {

    private final Optional<byte[]> hash;

    public AdminKey(@ConfigProperty(name = "ringgames.admin-key") Optional<String> configured) {
        this.hash = configured.map(String::trim).filter(text -> !text.isEmpty()).map(text -> {
            String hex = text.toLowerCase(Locale.ROOT);
            if (!hex.matches("[0-9a-f]{64}")) {
                throw new IllegalArgumentException("ringgames.admin-key (RINGGAMES_ADMIN_KEY) is the SHA-256 of the "
                        + "admin key in hex, 64 hex digits (printf %s \"$KEY\" | sha256sum | cut -d' ' -f1); the value "
                        + "set is not");
            }
            return HexFormat.of().parseHex(hex);
        });
    }

    /** Whether the admin API is on. */
    public boolean configured() {
        return hash.isPresent();
    }

    /** Whether a presented key is the admin key; false while none is configured. Same time for every wrong key. */
    public boolean matches(Optional<String> presented) {
        return hash.isPresent() && presented.isPresent()
                && MessageDigest.isEqual(SeatTokens.hash(presented.get()), hash.get());
    }

    /** Refuses (401) a missing or wrong admin key; the comparison takes the same time for every wrong key. */
    public void authorize(Optional<String> presented) {
        if (presented.isEmpty()) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED,
                    "the admin API needs the admin key: 'Authorization: Bearer <key>' or 'X-Api-Key: <key>'");
        }
        if (hash.isEmpty() || !MessageDigest.isEqual(SeatTokens.hash(presented.get()), hash.get())) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED, "wrong admin key");
        }
    }
}
