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
@TestProfile(KeyedPortals.class)
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

    @Test
    void aPlayerOfThePortalWhoIsShownNoLabelFindsNoGameByOne() {
        // Labels are the portal's data: its players see them as null, so they must not learn which of
        // the portal's games carry a name by asking for it.
        String eve = unique("Eve");
        create(PortalAuthorityTest.ALPHA, eve, "bot");
        String player = PortalCalls.as(PortalAuthorityTest.ALPHA).contentType("application/json")
                .body("{\"name\": \"" + unique("reader") + "\"}").post("/api/v1/players").then().statusCode(201)
                .extract().path("token");
        java.util.List<String> found = io.restassured.RestAssured.given().header("Authorization", "Bearer " + player)
                .queryParam("label", eve).get(PortalCalls.GAMES).then().statusCode(200).extract().jsonPath()
                .getList("games.id", String.class);
        assertThat(found).isEmpty();
        assertThat(listed(PortalAuthorityTest.ALPHA, eve)).hasSize(1);
    }
}
