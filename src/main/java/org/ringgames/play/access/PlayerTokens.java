package org.ringgames.play.access;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.events.Notified;
import org.ringgames.store.players.PlayerEntity;
import org.ringgames.store.players.PlayerRows;
import org.ringgames.store.players.PlayerTokenEntity;
import org.ringgames.store.players.PlayerTokenRows;

/**
 * Player tokens: {@code rgp_} and 256 random bits in URL-safe base64 without padding, shown once.
 * The prefix tells a player token from a seat token (43 characters, no prefix) without a lookup;
 * only the SHA-256 is stored. A player's own token is in its row; the tokens it makes for its
 * bots, each with a scope ({@link TokenScope}), in player_token (V23).
 *
 * <p>The players behind tokens already seen are kept in memory, so a move with a player token
 * costs no extra query. A token rotated or revoked is forgotten at once on the replica that did it,
 * and on every other replica when the notification {@code t:<hash>} its transaction sends reaches
 * that replica's listener ({@link #forget}). A replica whose listener is not connected (notifications
 * sent meanwhile are lost) trusts no remembered token: each token is read again until the listener
 * is back, which then forgets everything it remembered ({@link #listening}).
 */
@ApplicationScoped
public class PlayerTokens {

    public static final String PREFIX = "rgp_";
    /** Past this many, the memory of players is emptied and fills again (a bound, not a policy). */
    static final int MAX_REMEMBERED = 50_000;

    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, Bearer> remembered = new ConcurrentHashMap<>();
    /** Whether notifications of tokens gone reach this replica now (the listener is connected). */
    private volatile boolean trusted;
    /** Grows with every token forgotten: a lookup that began before remembers nothing (it may have read a token just gone). */
    private final java.util.concurrent.atomic.AtomicLong forgotten = new java.util.concurrent.atomic.AtomicLong();

    @Inject
    PlayerRows players;

    @Inject
    PlayerTokenRows scoped;

    @Inject
    PortalKeys keys;

    /**
     * Who a token speaks for, and within what.
     *
     * @param tokenId a bot's token's id; empty for the player's own token
     */
    public record Bearer(Player player, TokenScope scope, Optional<UUID> tokenId) {
    }

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
        return bearer(token).map(Bearer::player);
    }

    /** Who a token speaks for and within what scope; empty for a token of no player. */
    public Optional<Bearer> bearer(String token) {
        return remembered(token).map(b -> {
            withinPortals(b.player());
            return b;
        });
    }

    private Player withinPortals(Player player) {
        if (player.portal().isEmpty() && !keys.open()) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED, "player " + player.id() + " belongs to no portal: it was "
                    + "created while the service ran without portal keys, and with keys its token is refused; a portal "
                    + "creates its players (POST /api/v1/players with the portal's key)");
        }
        return player;
    }

    private Optional<Bearer> remembered(String token) {
        byte[] hash = SeatTokens.hash(token);
        String key = HexFormat.of().formatHex(hash);
        Bearer known = trusted ? remembered.get(key) : null;
        if (known != null) {
            return Optional.of(known);
        }
        long before = forgotten.get();
        Optional<Bearer> found = QuarkusTransaction.joiningExisting().call(() -> read(hash));
        found.filter(b -> trusted && forgotten.get() == before).ifPresent(b -> {
            if (remembered.size() >= MAX_REMEMBERED) {
                remembered.clear();
            }
            remembered.put(key, b);
        });
        return found;
    }

    private Optional<Bearer> read(byte[] hash) {
        Optional<PlayerEntity> own = players.byTokenHash(hash);
        if (own.isPresent()) {
            return Optional.of(new Bearer(player(own.get()), TokenScope.OWN, Optional.empty()));
        }
        return scoped.byTokenHash(hash).flatMap(t -> players.findByIdOptional(t.playerId)
                .map(p -> new Bearer(player(p), TokenScope.stored(t.scope), Optional.of(t.id))));
    }

    /** The player whose token a request carries; 401 without one or with a token of no player. */
    public Player require(Optional<String> token) {
        return requireBearer(token).player();
    }

    /** As {@link #require}, with the token's scope. */
    public Bearer requireBearer(Optional<String> token) {
        if (token.isEmpty() || !isPlayerToken(token.get())) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED,
                    "this needs a player token: send 'Authorization: Bearer rgp_…' (POST /api/v1/players gives one)");
        }
        return bearer(token.get()).orElseThrow(() -> new Rejection(Rejection.Kind.UNAUTHORIZED,
                "the player token is not one this service gave, or it was rotated or revoked"));
    }

    /** Forgets a token gone (rotated or revoked), by its hash in hex: another replica's notification, or this one's. */
    public void forget(String hashHex) {
        forgotten.incrementAndGet();
        remembered.remove(hashHex);
    }

    /** Another replica (or this one) rotated or revoked a token. */
    void gone(@Observes Notified.TokenGone gone) {
        forget(gone.hashHex());
    }

    /** The listener connected or lost its connection. */
    void heard(@Observes Notified.Listening listening) {
        listening(listening.listening());
    }

    /**
     * Whether this replica hears of tokens gone: while it does not, no remembered token is trusted;
     * when it hears again, it forgets all (what was sent meanwhile is lost).
     */
    public void listening(boolean now) {
        trusted = now;
        forgotten.incrementAndGet();
        remembered.clear();
    }

    /** The most tokens one player may have made for its bots. */
    public static final int MAX_BOT_TOKENS = 20;
    public static final int MAX_LABEL = 40;

    /** A token a player made for a bot, as listed (the token itself is shown only when made). */
    public record BotToken(UUID id, TokenScope scope, Optional<String> label, java.time.Instant createdAt) {
    }

    /** A new token, shown this once. */
    public record Made(String token, Optional<BotToken> bot) {
    }

    /**
     * A new own token for the player whose own token the request carries; the old one stops
     * working at once (here; on other replicas when they hear of it). 403 for a bot's token.
     */
    @jakarta.transaction.Transactional
    public Made rotate(Optional<String> token) {
        Bearer bearer = requireOwn(token, "rotating the player's token");
        SeatTokens.Issued next = issue();
        byte[] current = SeatTokens.hash(token.orElseThrow());
        if (!players.rotateToken(bearer.player().id(), current, next.hash())) {
            throw gone();
        }
        gone(current);
        return new Made(next.token(), Optional.empty());
    }

    /**
     * Revokes the token the request carries, whichever it is: the player's own (the player then
     * has none: its bots' tokens still act within their scopes) or a bot's.
     */
    @jakarta.transaction.Transactional
    public void revoke(Optional<String> token) {
        Bearer bearer = requireBearer(token);
        byte[] current = SeatTokens.hash(token.orElseThrow());
        boolean done = bearer.tokenId().isEmpty() ? players.revokeToken(bearer.player().id(), current)
                : scoped.deleteById(bearer.tokenId().get());
        if (!done) {
            throw gone();
        }
        gone(current);
    }

    /** A token for a bot of the player whose own token the request carries, within a scope. */
    @jakarta.transaction.Transactional
    public Made make(Optional<String> token, TokenScope scope, Optional<String> label) {
        if (scope == TokenScope.OWN) {
            throw new IllegalArgumentException("a bot's token is play or read");
        }
        Bearer bearer = requireOwn(token, "making tokens");
        label.ifPresent(PlayerTokens::requireLabel);
        players.lock(bearer.player().id());
        if (scoped.countOf(bearer.player().id()) >= MAX_BOT_TOKENS) {
            throw new Rejection(Rejection.Kind.LIMIT_REACHED, "a player may have up to " + MAX_BOT_TOKENS
                    + " tokens for its bots; revoke one first", java.util.Map.of("limit", MAX_BOT_TOKENS));
        }
        SeatTokens.Issued issued = issue();
        PlayerTokenEntity row = new PlayerTokenEntity();
        row.id = UUID.randomUUID();
        row.playerId = bearer.player().id();
        row.tokenHash = issued.hash();
        row.scope = scope.stored();
        row.label = label.map(String::strip).orElse(null);
        row.createdAt = java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS);
        scoped.persist(row);
        return new Made(issued.token(), Optional.of(botToken(row)));
    }

    /** The tokens the player made for its bots, oldest first. */
    @jakarta.transaction.Transactional
    public java.util.List<BotToken> list(Optional<String> token) {
        Bearer bearer = requireOwn(token, "listing tokens");
        return scoped.of(bearer.player().id()).stream().map(PlayerTokens::botToken).toList();
    }

    /** Revokes one of the player's bots' tokens by id; 404 for a token of no bot of the player's. */
    @jakarta.transaction.Transactional
    public void revoke(Optional<String> token, UUID id) {
        Bearer bearer = requireOwn(token, "revoking a bot's token");
        PlayerTokenEntity row = scoped.findByIdOptional(id).filter(t -> t.playerId.equals(bearer.player().id()))
                .orElseThrow(() -> new Rejection(Rejection.Kind.NOT_FOUND, "no token " + id + " of this player's"));
        scoped.delete(row);
        gone(row.tokenHash);
    }

    private Bearer requireOwn(Optional<String> token, String what) {
        Bearer bearer = requireBearer(token);
        if (bearer.scope() != TokenScope.OWN) {
            throw new Rejection(Rejection.Kind.INSUFFICIENT_SCOPE, what + " needs the player's own token, not a "
                    + "bot's token of scope " + bearer.scope().stored(), java.util.Map.of("scope", bearer.scope().stored()));
        }
        return bearer;
    }

    private static void requireLabel(String label) {
        Optional<String> flaw = org.ringgames.play.core.DisplayText.flaw(label);
        if (flaw.isPresent() || label.strip().length() > MAX_LABEL) {
            throw new Rejection(Rejection.Kind.MALFORMED, "label: " + flaw.orElse("more than " + MAX_LABEL
                    + " characters") + "; a label is 1 to " + MAX_LABEL + " visible characters");
        }
    }

    /** Forgets a token here and tells the other replicas, once this transaction commits. */
    private void gone(byte[] hash) {
        String hex = hex(hash);
        scoped.notifyGone(hex);
        forget(hex);
    }

    private static Rejection gone() {
        return new Rejection(Rejection.Kind.UNAUTHORIZED, "the player token was rotated or revoked meanwhile");
    }

    private static BotToken botToken(PlayerTokenEntity row) {
        return new BotToken(row.id, TokenScope.stored(row.scope), Optional.ofNullable(row.label), row.createdAt);
    }

    public static Player player(PlayerEntity row) {
        return new Player(row.id, Optional.ofNullable(row.portal), row.name, row.createdAt, row.bot);
    }

    static String hex(byte[] hash) {
        return HexFormat.of().formatHex(hash);
    }
}
