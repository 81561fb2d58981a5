package org.ringgames.web.admin;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.access.StoredPortalKeys;

/** Request and response bodies of the admin API's portal keys. */
public final class PortalKeyViews {

    private PortalKeyViews() {
    }

    /** The body of a new key's request: nothing yet (the body may also be left out). */
    @Schema(name = "NewPortalKey", description = "Nothing to say yet: send {} or no body at all.")
    public record NewKey() {
    }

    @Schema(name = "PortalKeyCreated", requiredProperties = {"id", "portal", "key", "createdAt"})
    public record Created(UUID id, @Schema(examples = "alpha") String portal,
                          @Schema(description = "The key: 256 random bits, URL-safe base64 (43 characters). Shown only "
                                  + "here; the service keeps its SHA-256. The portal sends it as 'X-Api-Key: <key>' or "
                                  + "'Authorization: Bearer <key>'.") String key,
                          Instant createdAt) {

        static Created of(StoredPortalKeys.Issued issued) {
            return new Created(issued.id(), issued.portal(), issued.key(), issued.createdAt());
        }
    }

    @Schema(name = "PortalKey", description = "A key added over the admin API, without the key itself.",
            requiredProperties = {"id", "portal", "createdAt", "revokedAt"})
    public record Key(UUID id, @Schema(examples = "alpha") String portal, Instant createdAt,
                      @Schema(nullable = true, description = "When it was revoked; null while it is in force.")
                      Instant revokedAt) {

        static Key of(StoredPortalKeys.StoredKey key) {
            return new Key(key.id(), key.portal(), key.createdAt(), key.revokedAt().orElse(null));
        }
    }

    @Schema(name = "PortalKeyList", requiredProperties = "keys")
    public record Keys(@Schema(description = "The portal's keys added over the admin API, revoked ones included, "
            + "oldest first (keys configured in RINGGAMES_API_KEYS are not listed).") List<Key> keys) {
    }
}
