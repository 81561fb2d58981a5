package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.web.players.PlayerCalls.Player;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;

/**
 * With portal keys, a portal key creates its players, and a player meets only its own portal's
 * players: another portal's player, challenge or seek is not found, exactly as an unknown one.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class PortalPlayersTest {

    private static Player create(String key, String name) {
        JsonPath created = given().header("X-Api-Key", key).contentType(ContentType.JSON).body(Map.of("name", name))
                .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
        return new Player(created.getString("id"), name, created.getString("token"));
    }

    @Test
    void aPortalKeyCreatesPlayersWhoMeetOnlyTheirPortalsPlayers() {
        given().contentType(ContentType.JSON).body(Map.of("name", "nobody's")).post("/api/v1/players").then()
                .statusCode(401).body("type", equalTo("/problems/unauthorized"));
        Player ann = create(PortalAuthorityTest.ALPHA, "ann");
        Player amy = create(PortalAuthorityTest.ALPHA, "amy");
        Player bea = create(PortalAuthorityTest.BETA, "bea");

        // Another portal's challenge, player and seek are not found.
        String open = PlayerCalls.openChallenge(ann).then().statusCode(201).extract().path("id");
        PlayerCalls.post(bea, "/api/v1/challenges/" + open + "/accept", null).then().statusCode(404)
                .body("type", equalTo("/problems/not-found"));
        given().header("Authorization", bea.bearer()).get("/api/v1/challenges/" + open).then().statusCode(404);
        given().header("Authorization", bea.bearer()).get("/api/v1/challenges").then().statusCode(200)
                .body("challenges.id", not(hasItem(open)));
        PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", bea.id(), "game", "gyges")).then().statusCode(404);
        given().header("X-Api-Key", PortalAuthorityTest.BETA).get("/api/v1/players/" + ann.id()).then().statusCode(404);
        given().header("X-Api-Key", PortalAuthorityTest.ALPHA).get("/api/v1/players/" + ann.id()).then().statusCode(200)
                .body("name", equalTo("ann"));

        // Matching seeks of two portals do not pair; of one portal they do, in a game of that portal.
        Map<String, Object> terms = Map.of("game", "gyges", "rules", Map.of("maxPlies", 555));
        String annSeek = PlayerCalls.post(ann, "/api/v1/seeks", terms).then().statusCode(201)
                .body("status", equalTo("waiting")).extract().path("id");
        PlayerCalls.post(bea, "/api/v1/seeks", terms).then().statusCode(201).body("status", equalTo("waiting"));
        given().header("Authorization", bea.bearer()).get("/api/v1/seeks/" + annSeek).then().statusCode(404);
        String game = PlayerCalls.post(amy, "/api/v1/seeks", terms).then().statusCode(201)
                .body("status", equalTo("paired")).extract().path("gameId");
        given().header("X-Api-Key", PortalAuthorityTest.ALPHA).get("/api/v1/games?player=" + ann.id()).then()
                .statusCode(200).body("games.id", hasItem(game));
        given().header("Authorization", amy.bearer()).get("/api/v1/games?player=" + ann.id()).then()
                .statusCode(200).body("games.id", hasItem(game));
        given().header("X-Api-Key", PortalAuthorityTest.BETA).get("/api/v1/games?player=" + ann.id()).then()
                .statusCode(200).body("games.size()", equalTo(0));
        // A player of another portal acts for no seat of this game.
        PlayerCalls.post(bea, "/api/v1/games/" + game + "/resign", null).then().statusCode(403)
                .body("type", equalTo("/problems/wrong-seat"));
    }

    @Test
    void aPortalsLeaderboardHoldsOnlyItsPlayersAndItsAdjudicationRatesWhileItsAbortDoesNot() {
        Player cat = create(PortalAuthorityTest.ALPHA, "cat");
        Player cid = create(PortalAuthorityTest.ALPHA, "cid");
        Player dee = create(PortalAuthorityTest.BETA, "dee");
        Player dan = create(PortalAuthorityTest.BETA, "dan");
        // Classical (1500 s): a pool no other test of this profile plays in.
        String alphaGame = ratedGame(cat, cid);
        String betaGame = ratedGame(dee, dan);
        // The portal's adjudication ends a rated game like any ending: cat (south) wins.
        given().header("X-Api-Key", PortalAuthorityTest.ALPHA).contentType(ContentType.JSON)
                .body(Map.of("winner", "south")).post("/api/v1/games/" + alphaGame + "/adjudicate").then()
                .statusCode(200);
        given().header("X-Api-Key", PortalAuthorityTest.ALPHA).get("/api/v1/games/" + alphaGame).then()
                .body("ratingChanges.south.after", equalTo(1662.31f)).body("ratingChanges.north.after", equalTo(1337.69f));
        // An aborted rated game rates no one.
        given().header("X-Api-Key", PortalAuthorityTest.BETA).post("/api/v1/games/" + betaGame + "/abort").then()
                .statusCode(200);
        given().header("X-Api-Key", PortalAuthorityTest.BETA).get("/api/v1/games/" + betaGame).then()
                .body("status", equalTo("finished")).body("rated", equalTo(true)).body("ratingChanges", equalTo(null));
        given().header("X-Api-Key", PortalAuthorityTest.BETA).get("/api/v1/players/" + dee.id()).then()
                .body("ratings", equalTo(Map.of()));

        given().header("X-Api-Key", PortalAuthorityTest.ALPHA).get("/api/v1/ratings/gyges-classical").then()
                .statusCode(200).body("players.id", equalTo(java.util.List.of(cat.id(), cid.id())))
                .body("players[0].name", equalTo("cat"));
        given().header("Authorization", cid.bearer()).get("/api/v1/ratings/gyges-classical").then()
                .statusCode(200).body("players.id", equalTo(java.util.List.of(cat.id(), cid.id())));
        // Beta's board has none of alpha's players (and dee's aborted game put no one on it).
        given().header("X-Api-Key", PortalAuthorityTest.BETA).get("/api/v1/ratings/gyges-classical").then()
                .statusCode(200).body("players.size()", equalTo(0));
        given().header("Authorization", dan.bearer()).get("/api/v1/ratings/gyges-classical").then()
                .statusCode(200).body("players.size()", equalTo(0));
        given().get("/api/v1/ratings/gyges-classical").then().statusCode(401)
                .body("type", equalTo("/problems/unauthorized"));
    }

    /** A rated classical Gygès game of two players of one portal, the first one south. */
    private static String ratedGame(Player south, Player north) {
        String challenge = PlayerCalls.post(south, "/api/v1/challenges", Map.of("to", north.id(), "game", "gyges",
                "seat", "south", "rated", true, "clock", Map.of("initialSeconds", 1500))).then().statusCode(201)
                .extract().path("id");
        return PlayerCalls.post(north, "/api/v1/challenges/" + challenge + "/accept", null).then().statusCode(201)
                .extract().path("gameId");
    }
}
