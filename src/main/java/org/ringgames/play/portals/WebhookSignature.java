package org.ringgames.play.portals;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Standard Webhooks signatures: {@code webhook-signature: v1,<base64 HMAC-SHA256>} over
 * {@code <webhook-id>.<webhook-timestamp>.<body>}, keyed with the base64-decoded part of the
 * secret after {@code whsec_}. Any Standard Webhooks library verifies them.
 */
public final class WebhookSignature {

    public static final String PREFIX = "whsec_";
    private static final int SECRET_BYTES = 32;

    private WebhookSignature() {
    }

    /** A new secret: {@code whsec_} and 256 random bits in base64. */
    public static String newSecret(SecureRandom random) {
        byte[] key = new byte[SECRET_BYTES];
        random.nextBytes(key);
        return PREFIX + Base64.getEncoder().encodeToString(key);
    }

    /** The {@code webhook-signature} header value. */
    public static String sign(String secret, String id, long timestamp, String body) {
        if (!secret.startsWith(PREFIX)) {
            throw new IllegalArgumentException("a webhook secret starts with " + PREFIX);
        }
        byte[] key = Base64.getDecoder().decode(secret.substring(PREFIX.length()));
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            byte[] signed = mac.doFinal((id + "." + timestamp + "." + body).getBytes(StandardCharsets.UTF_8));
            return "v1," + Base64.getEncoder().encodeToString(signed);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
