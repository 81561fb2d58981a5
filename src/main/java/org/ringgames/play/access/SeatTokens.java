package org.ringgames.play.access;

import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import jakarta.inject.Inject;
import org.ringgames.store.games.GameEntity;

/**
 * Seat tokens: 256 random bits, URL-safe base64 without padding (43 characters), shown once at
 * creation. Only their SHA-256 is stored; a presented token is hashed and compared with both
 * seats' hashes in constant time.
 */
@ApplicationScoped
public class SeatTokens {

    @Inject
    PlayerTokens players;

    private final SecureRandom random = new SecureRandom();

    /** A new token and the hash to store. */
    public record Issued(String token, byte[] hash) {
    }

    public Issued issue() {
        byte[] bits = new byte[32];
        random.nextBytes(bits);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
        return new Issued(token, hash(token));
    }

    public static byte[] hash(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** The seat a token belongs to; 401 when there is none or it belongs to no seat of this game. */
    public SeatIndex seatOf(GameEntity game, Optional<String> token) {
        if (token.isEmpty()) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED,
                    "this needs a seat token or the token of a player in the game: send 'Authorization: Bearer <token>'");
        }
        if (PlayerTokens.isPlayerToken(token.get())) {
            Player player = player(token.get());
            return heldBy(game, player).orElseThrow(() -> new Rejection(Rejection.Kind.WRONG_SEAT,
                    "player " + player.id() + " holds no seat of this game"));
        }
        return viewerOf(game, token).orElseThrow();
    }

    private Player player(String token) {
        return players.find(token).orElseThrow(() -> new Rejection(Rejection.Kind.UNAUTHORIZED,
                "the player token is not one this service gave"));
    }

    /** The seat a player holds in the game, if any; a player token acts for it as its seat token does. */
    private static Optional<SeatIndex> heldBy(GameEntity game, Player player) {
        if (game.players == null) {
            return Optional.empty();
        }
        String id = player.id().toString();
        GameKind kind = GameKind.stored(game.kind);
        return game.players.entrySet().stream().filter(e -> e.getValue().id().equals(id))
                .map(e -> kind.seat(e.getKey()).orElseThrow()).findFirst();
    }

    /** Whether the token is one of the game's seat tokens (not a player's); both comparisons always run. */
    public boolean isSeatToken(GameEntity game, String token) {
        byte[] presented = hash(token);
        boolean first = MessageDigest.isEqual(presented, game.firstSeatTokenHash);
        boolean second = MessageDigest.isEqual(presented, game.secondSeatTokenHash);
        return first | second;
    }

    /** Who reads: nobody in particular without a token, a seat with its token; 401 for a token of no seat. */
    public Optional<SeatIndex> viewerOf(GameEntity game, Optional<String> token) {
        if (token.isEmpty()) {
            return Optional.empty();
        }
        if (PlayerTokens.isPlayerToken(token.get())) {
            return heldBy(game, player(token.get()));
        }
        return Optional.of(seatMatching(game, token.get()).orElseThrow(() -> new Rejection(Rejection.Kind.UNAUTHORIZED,
                "the token belongs to no seat of this game")));
    }

    /** The seat whose token this is (not a player token); empty for any other text. */
    public Optional<SeatIndex> seatMatching(GameEntity game, String token) {
        byte[] presented = hash(token);
        // Both comparisons always run, so the time taken says nothing about which seat matched.
        boolean first = MessageDigest.isEqual(presented, game.firstSeatTokenHash);
        boolean second = MessageDigest.isEqual(presented, game.secondSeatTokenHash);
        if (first) {
            return Optional.of(SeatIndex.FIRST);
        }
        if (second) {
            return Optional.of(SeatIndex.SECOND);
        }
        return Optional.empty();
    }
}
