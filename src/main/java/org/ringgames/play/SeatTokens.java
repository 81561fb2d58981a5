package org.ringgames.play;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import org.ringgames.rules.gyges.Side;
import org.ringgames.store.GameEntity;

/**
 * Seat tokens: 256 random bits, URL-safe base64 without padding (43 characters), shown once at
 * creation. Only their SHA-256 is stored; a presented token is hashed and compared with both
 * seats' hashes in constant time.
 */
@ApplicationScoped
public class SeatTokens {

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
    public Side seatOf(GameEntity game, Optional<String> token) {
        if (token.isEmpty()) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED,
                    "this needs a seat token: send 'Authorization: Bearer <token>'");
        }
        byte[] presented = hash(token.get());
        // Both comparisons always run, so the time taken says nothing about which seat matched.
        boolean south = MessageDigest.isEqual(presented, game.southTokenHash);
        boolean north = MessageDigest.isEqual(presented, game.northTokenHash);
        if (south) {
            return Side.SOUTH;
        }
        if (north) {
            return Side.NORTH;
        }
        throw new Rejection(Rejection.Kind.UNAUTHORIZED, "the token belongs to no seat of this game");
    }
}
