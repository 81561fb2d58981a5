package org.ringgames.web.portals;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;
import org.ringgames.support.Hashes;
import org.ringgames.web.admin.PortalKeyAdminTest;

/**
 * The test profile that puts back what production has and the test profile (in
 * application.properties) loosens for the other tests: an operator's admin key and no configured
 * portal key, so the service is not open and portals get their keys from the admin API; no other
 * origin may call the API or frame the embed page (ClientConfig's default for the frame, no value
 * at all for CORS); a webhook may not point inside the service's network. One profile for the
 * classes that test these, so Quarkus builds and starts it once.
 */
public class ProductionDefaults implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("ringgames.admin-key", Hashes.sha256(PortalKeyAdminTest.ADMIN),
                "quarkus.http.cors.origins", "", "ringgames.client.frame-ancestor-origins", "'none'",
                "ringgames.webhooks.allow-private-targets", "false");
    }
}
