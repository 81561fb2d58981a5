package org.ringgames.play.access;

import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.ringgames.play.core.Rejection;

/**
 * Portal API keys, from two sources. {@code ringgames.api-keys} (env {@code RINGGAMES_API_KEYS})
 * lists entries {@code name:sha256hex}, comma-separated: the name is the portal, the hash is SHA-256
 * of one of its keys in hex. A portal may have several keys at once, which is how a key is rotated:
 * add the new one under the same name, move the portal over, remove the old one — its games stay its
 * own. With an admin key ({@link AdminKey}) an operator also adds and revokes keys over the API
 * without a restart ({@link StoredPortalKeys}); those are read from this replica's
 * {@link StoredKeyView}, never from the database on the request's path.
 *
 * <p>Open mode: with neither configured keys nor an admin key, anyone may create and list games (and
 * the start log says so). An admin key alone closes it: until the operator adds a key, nobody may.
 * Keys are never stored or logged; a presented key is hashed, compared in constant time with each
 * configured hash and looked up by its hash among the stored ones (timing can tell about the hash of
 * a guess, never about a stored key, which would take inverting SHA-256).
 */
@ApplicationScoped
public class PortalKeys {

    private static final Logger LOG = Logger.getLogger(PortalKeys.class);

    private final List<Entry> entries;
    private final AdminKey admin;
    private final StoredKeyView stored;

    record Entry(String portal, byte[] hash) {
    }

    public PortalKeys(@ConfigProperty(name = "ringgames.api-keys") Optional<List<String>> configured, AdminKey admin,
                      StoredKeyView stored) {
        this.admin = admin;
        this.stored = stored;
        List<Entry> parsed = new ArrayList<>();
        for (String item : configured.orElse(List.of())) {
            String text = item.trim();
            if (text.isEmpty()) {
                continue;
            }
            int colon = text.lastIndexOf(':');
            String hex = text.substring(colon + 1).toLowerCase(Locale.ROOT);
            if (!hex.matches("[0-9a-f]{64}")) {
                throw new IllegalArgumentException("ringgames.api-keys: an entry is 'name:sha256hex' with 64 hex digits;"
                        + " the entry named '" + (colon < 0 ? "" : text.substring(0, colon)) + "' is not");
            }
            String portal = colon > 0 ? text.substring(0, colon) : hex.substring(0, 12);
            parsed.add(new Entry(portal, HexFormat.of().parseHex(hex)));
        }
        this.entries = List.copyOf(parsed);
    }

    void announce(@Observes StartupEvent event) {
        if (open()) {
            LOG.warnf("No portal API keys (ringgames.api-keys) and no admin key (ringgames.admin-key): anyone may "
                    + "create and list games%s", LaunchMode.current() == LaunchMode.DEVELOPMENT ? " (dev mode runs open)" : "");
            return;
        }
        String configured = String.format("%d configured key(s) for %d portal(s)", entries.size(),
                entries.stream().map(Entry::portal).distinct().count());
        if (admin.configured()) {
            LOG.infof("Portal API keys: %s, and those added over /api/v1/admin/portals/{portal}/keys (admin key set);"
                    + " creating and listing games needs one", configured);
        } else {
            LOG.infof("Portal API keys: %s (no admin key: the admin API is off)", configured);
        }
    }

    /** Whether anyone may create and list games: neither configured keys nor an admin key. */
    public boolean open() {
        return entries.isEmpty() && !admin.configured();
    }

    /**
     * The portal a presented key belongs to; empty when the service runs open. Refuses (401) a
     * missing or unknown key otherwise.
     */
    public Optional<String> portal(Optional<String> key) {
        if (open()) {
            return Optional.empty();
        }
        if (key.isEmpty()) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED,
                    "this needs a portal API key (the service runs with portal keys): 'X-Api-Key: <key>' or "
                    + "'Authorization: Bearer <key>'");
        }
        return Optional.of(known(key.get()).orElseThrow(() -> new Rejection(Rejection.Kind.UNAUTHORIZED, "unknown API key")));
    }

    /**
     * The portal of a key, if it is one of the portals' keys; empty in open mode. For a bearer that
     * may be something else (a game's reader: a seat token, a portal key or the admin key).
     */
    public Optional<String> known(String key) {
        if (open()) {
            return Optional.empty();
        }
        byte[] presented = SeatTokens.hash(key);
        String match = null;
        for (Entry entry : entries) {
            // Every entry is compared, so the time taken does not tell which one matched.
            if (MessageDigest.isEqual(presented, entry.hash()) && match == null) {
                match = entry.portal();
            }
        }
        if (match == null && admin.configured()) {
            match = stored.portalOf(presented).orElse(null);
        }
        return Optional.ofNullable(match);
    }
}
