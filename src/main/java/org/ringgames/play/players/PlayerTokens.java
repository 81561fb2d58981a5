package org.ringgames.play.players;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.ringgames.play.Rejection;
import org.ringgames.play.SeatTokens;
import org.ringgames.play.portals.PortalKeys;
import org.ringgames.store.PlayerEntity;
import org.ringgames.store.PlayerRepository;

/**
 * Player tokens: {@code rgp_} and 256 random bits in URL-safe base64 without padding, shown once.
 * The prefix tells a player token from a seat token (43 characters, no prefix) without a lookup;
 * only the SHA-256 is stored. A player never changes and is never removed, so the players behind
 * tokens already seen are kept in memory: a move with a player token costs no extra query.
 */
@ApplicationScoped
public class PlayerTokens {

    public static final String PREFIX = "rgp_";
    /** Past this many, the memory of players is emptied and fills again (a bound, not a policy). */
    static final int MAX_REMEMBERED = 50_000;

    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, Player> remembered = new ConcurrentHashMap<>();

    @Inject
    PlayerRepository players;

    @Inject
    PortalKeys keys;

    /** A new token and the hash to store. */
    public SeatTokens.Issued issue() {
        byte[] bits = new byte[32];
        random.nextBytes(bits);
        String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
        return new SeatTokens.Issued(token, SeatTokens.hash(token));
    }

    public static boolean isPlayerToken(String token) {
        return token.startsWith(PREFIX);
    }

    /**
     * The player a token belongs to; empty for a token that is none of this service's players'. A
     * player already seen costs no transaction: only a miss reads the database (in the caller's
     * transaction, or one of its own on the move path, which has none).
     *
     * <p>With portal keys on, a player of no portal (created while the service ran open) is refused
     * (401) wherever its token is shown: it belongs to no portal, so it may neither see a portal's
     * things (a player's portal scopes its lists, exports and lobby; an empty one would mean every
     * portal's) nor act among them. A portal creates its players anew.
     */
    public Optional<Player> find(String token) {
        return remembered(token).map(this::withinPortals);
    }

    private Player withinPortals(Player player) {
        if (player.portal().isEmpty() && !keys.open()) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED, "player " + player.id() + " belongs to no portal: it was "
                    + "created while the service ran without portal keys, and with keys its token is refused; a portal "
                    + "creates its players (POST /api/v1/players with the portal's key)");
        }
        return player;
    }

    private Optional<Player> remembered(String token) {
        byte[] hash = SeatTokens.hash(token);
        String key = HexFormat.of().formatHex(hash);
        Player known = remembered.get(key);
        if (known != null) {
            return Optional.of(known);
        }
        Optional<Player> found = QuarkusTransaction.joiningExisting()
                .call(() -> players.byTokenHash(hash).map(PlayerTokens::player));
        found.ifPresent(p -> {
            if (remembered.size() >= MAX_REMEMBERED) {
                remembered.clear();
            }
            remembered.put(key, p);
        });
        return found;
    }

    /** The player whose token a request carries; 401 without one or with a token of no player. */
    public Player require(Optional<String> token) {
        if (token.isEmpty() || !isPlayerToken(token.get())) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED,
                    "this needs a player token: send 'Authorization: Bearer rgp_…' (POST /api/v1/players gives one)");
        }
        return find(token.get()).orElseThrow(() -> new Rejection(Rejection.Kind.UNAUTHORIZED,
                "the player token is not one this service gave"));
    }

    static Player player(PlayerEntity row) {
        return new Player(row.id, Optional.ofNullable(row.portal), row.name, row.createdAt);
    }
}
