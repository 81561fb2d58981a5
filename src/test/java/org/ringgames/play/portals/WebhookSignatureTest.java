package org.ringgames.play.portals;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class WebhookSignatureTest {

    /** The example of the Standard Webhooks specification (and of svix's libraries' tests). */
    @Test
    void signsTheStandardWebhooksExampleAsTheSpecificationDoes() {
        String signature = WebhookSignature.sign("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek",
                1614265330L, "{\"test\": 2432232314}");
        assertThat(signature).isEqualTo("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
    }

    @Test
    void aNewSecretIsWhsecAndThirtyTwoRandomBytesInBase64() {
        SecureRandom random = new SecureRandom();
        String one = WebhookSignature.newSecret(random);
        String two = WebhookSignature.newSecret(random);
        assertThat(one).startsWith("whsec_").isNotEqualTo(two);
        assertThat(Base64.getDecoder().decode(one.substring(6))).hasSize(32);
    }

    @Test
    void aChangedByteOfTheBodyChangesTheSignature() {
        String secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        assertThat(WebhookSignature.sign(secret, "msg_1", 1, "{\"a\":1}"))
                .isNotEqualTo(WebhookSignature.sign(secret, "msg_1", 1, "{\"a\":2}"))
                .isNotEqualTo(WebhookSignature.sign(secret, "msg_1", 2, "{\"a\":1}"))
                .isNotEqualTo(WebhookSignature.sign(secret, "msg_2", 1, "{\"a\":1}"));
    }
}
