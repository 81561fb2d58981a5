package org.ringgames.web.portals;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.web.portals.PortalCalls.gyges;
import static org.ringgames.web.portals.PortalCalls.unique;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

/** GET /api/v1/games?label=: a portal finds its games by either seat's label, and only its own. */
@QuarkusTest
// The profile of PortalAuthorityTest: two portals, and one application start for all three classes.
@TestProfile(PortalAuthorityTest.TwoPortals.class)
class LabelFilterTest {

    private static String create(String key, String south, String north) {
        return PortalCalls.create(key, gyges(unique("label"), south, north)).then().statusCode(201)
                .extract().path("id");
    }

    private static java.util.List<String> listed(String key, String label) {
        return PortalCalls.as(key).queryParam("label", label).queryParam("limit", 100).get(PortalCalls.GAMES)
                .then().statusCode(200).extract().jsonPath().getList("games.id", String.class);
    }

    @Test
    void aLabelFindsTheGamesWhereEitherSeatHasItExactlyAmongThePortalsOwnGamesOnly() {
        String eve = unique("Eve");
        String asSouth = create(PortalAuthorityTest.ALPHA, eve, "bot");
        String asNorth = create(PortalAuthorityTest.ALPHA, "bot", eve);
        create(PortalAuthorityTest.ALPHA, eve + "x", "bot");
        String betas = create(PortalAuthorityTest.BETA, eve, "bot");

        assertThat(listed(PortalAuthorityTest.ALPHA, eve)).containsExactlyInAnyOrder(asSouth, asNorth);
        assertThat(listed(PortalAuthorityTest.ALPHA, eve.toUpperCase())).isEmpty();
        assertThat(listed(PortalAuthorityTest.BETA, eve)).containsExactly(betas);
    }
}
