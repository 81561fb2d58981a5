package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.portals.PortalCalls.gyges;
import static org.ringgames.web.portals.PortalCalls.unique;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** GET /api/v1/games?externalId=, ?updatedSince= and ?sort=updated, with keyset pages under either sort. */
@QuarkusTest
class GameListFiltersTest {

    private record Made(String id, String south, String north) {
    }

    private static Made create(String externalId) {
        JsonPath created = PortalCalls.create(null, gyges(externalId, "S", "N")).then().statusCode(201)
                .extract().jsonPath();
        return new Made(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
    }

    private static String touch(Made game) {
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + game.south())
                .body("{\"row\": \"321123\"}").post(PortalCalls.GAMES + "/" + game.id() + "/setup").then()
                .statusCode(200).extract().jsonPath().getString("state.updatedAt");
    }

    private static JsonPath list(Map<String, Object> query) {
        return given().queryParams(query).get(PortalCalls.GAMES).then().statusCode(200).extract().jsonPath();
    }

    @Test
    void externalIdFindsExactlyThatGame() {
        String id = unique("ext");
        Made game = create(id);
        create(id + "x");
        assertThat(list(Map.of("externalId", id)).getList("games.id", String.class)).containsExactly(game.id());
        assertThat(list(Map.of("externalId", id.toUpperCase())).getList("games")).isEmpty();
        assertThat(list(Map.of("externalId", id, "status", "finished")).getList("games")).isEmpty();
    }

    @Test
    void sortUpdatedWalksTheMostRecentlyChangedFirstAcrossPagesAndUpdatedSinceKeepsOnlyLaterChanges() {
        List<Made> games = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            games.add(create(unique("upd" + k)));
        }
        // Changed in the order 2, 0, 3: the list shows 3, 0, 2 (changed), then 1 (only created), newest first.
        String firstChange = touch(games.get(2));
        touch(games.get(0));
        touch(games.get(3));

        List<String> seen = new ArrayList<>();
        String cursor = null;
        do {
            Map<String, Object> query = new HashMap<>(Map.of("sort", "updated", "limit", 1,
                    "updatedSince", firstChange));
            if (cursor != null) {
                query.put("cursor", cursor);
            }
            JsonPath page = list(query);
            assertThat(page.getList("games")).hasSizeLessThanOrEqualTo(1);
            seen.addAll(page.getList("games.id", String.class));
            cursor = page.getString("nextCursor");
        } while (cursor != null && seen.size() < 100);
        assertThat(seen).containsExactly(games.get(3).id(), games.get(0).id(), games.get(2).id());

        // Without updatedSince the game only created follows, after the changed ones.
        List<String> all = list(Map.of("sort", "updated", "limit", 100)).getList("games.id", String.class);
        assertThat(all.subList(0, 4)).containsExactly(games.get(3).id(), games.get(0).id(), games.get(2).id(),
                games.get(1).id());
        // And by creation, newest first, as before.
        List<String> byCreation = list(Map.of("limit", 4)).getList("games.id", String.class);
        assertThat(byCreation).containsExactly(games.get(3).id(), games.get(2).id(), games.get(1).id(), games.get(0).id());
    }

    @Test
    void aCursorContinuesOnlyTheSortItCameFromAndBadValuesAreNamed() {
        create(unique("cur"));
        create(unique("cur"));
        String created = list(Map.of("limit", 1)).getString("nextCursor");
        String updated = list(Map.of("limit", 1, "sort", "updated")).getString("nextCursor");
        assertThat(created).isNotNull();
        assertThat(updated).isNotNull().isNotEqualTo(created);
        given().queryParam("sort", "updated").queryParam("cursor", created).get(PortalCalls.GAMES).then()
                .statusCode(400).body("type", equalTo("/problems/malformed-request"))
                .body("detail", containsString("cursor: '" + created + "' belongs to sort=created, not sort=updated"));
        given().queryParam("cursor", updated).get(PortalCalls.GAMES).then().statusCode(400)
                .body("detail", containsString("belongs to sort=updated, not sort=created"));
        given().queryParam("sort", "oldest").get(PortalCalls.GAMES).then().statusCode(400)
                .body("detail", equalTo("sort: 'oldest'; expected created or updated"));
        given().queryParam("updatedSince", "yesterday").get(PortalCalls.GAMES).then().statusCode(400)
                .body("detail", containsString("updatedSince: 'yesterday' is not an ISO 8601 instant"));
        given().queryParam("sort", "UPDATED").get(PortalCalls.GAMES).then().statusCode(200);
    }
}
