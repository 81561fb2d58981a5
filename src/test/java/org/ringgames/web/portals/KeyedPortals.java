package org.ringgames.web.portals;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.ringgames.support.Hashes;
import org.ringgames.web.admin.PortalKeyAdminTest;
import org.ringgames.web.client.PortalKeysHomeBrowserTest;
import org.ringgames.web.portal.PortalKeysTest;

/**
 * The one profile of every test that needs portal keys: Quarkus builds and starts an application per
 * profile (about ten seconds of the suite each), so the portal tests share this one rather than
 * each family its own. It configures
 * <ul>
 *   <li>portal keys (ringgames.api-keys): alpha and beta ({@link PortalAuthorityTest}); alpha in the
 *       middle of rotating its key, so two more of its keys work, and a second key of beta
 *       ({@link PortalKeysTest}); a configured key of beta beside those the admin API adds
 *       ({@link PortalKeyAdminTest}); the portal "portal" (the home page in portal mode);</li>
 *   <li>the operator's admin key ({@link PortalKeyAdminTest#ADMIN});</li>
 *   <li>the portal vis-own, whose games are its own unless a create says otherwise (VisibilityTest);</li>
 *   <li>a chat limit low enough to reach (PortalChatTest): a burst of 2, then a line per 600 s, at
 *       most 8 lines a game.</li>
 * </ul>
 * The classes sharing it share its database too: each reads only what it made.
 */
public class KeyedPortals implements QuarkusTestProfile {

    private static String keys(String... portalAndKey) {
        return Stream.iterate(0, i -> i < portalAndKey.length, i -> i + 2)
                .map(i -> portalAndKey[i] + ":" + Hashes.sha256(portalAndKey[i + 1])).collect(Collectors.joining(","));
    }

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "ringgames.api-keys", keys("alpha", PortalAuthorityTest.ALPHA, "beta", PortalAuthorityTest.BETA,
                        "alpha", PortalKeysTest.ALPHA_OLD, "alpha", PortalKeysTest.ALPHA_NEW, "beta", PortalKeysTest.BETA,
                        "beta", PortalKeyAdminTest.CONFIGURED_BETA, "portal", PortalKeysHomeBrowserTest.KEY),
                "ringgames.admin-key", Hashes.sha256(PortalKeyAdminTest.ADMIN),
                "ringgames.portals.\"vis-own\".visibility", "portal",
                "ringgames.chat.burst", "2",
                "ringgames.chat.seconds-per-line", "600",
                "ringgames.chat.max-lines-per-game", "8");
    }
}
