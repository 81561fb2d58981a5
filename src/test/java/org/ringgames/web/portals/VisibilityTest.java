package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.web.admin.PortalKeyAdminTest;

/**
 * Who may read a game (visibility public or portal), and who sees its portal's labels (only the
 * portal's key and the admin key): in its state, moves, board, record, event stream, lists and
 * export. The portal vis-own makes its games portal by default (the profile says so); vis-other
 * keeps the service's default, public.
 */
@QuarkusTest
// The profile of PortalKeyAdminTest: portal keys and an admin key, one application start for both.
@TestProfile(KeyedPortals.class)
class VisibilityTest {

    static final String ADMIN = PortalKeyAdminTest.ADMIN;
    static final String LABEL = "Ann Real-Name";
    private static String own;
    private static String other;

    /** The keys of the two portals, added over the admin API once for the class. */
    private static synchronized void keys() {
        if (own == null) {
            own = key("vis-own");
            other = key("vis-other");
        }
    }

    private static String key(String portal) {
        return given().header("Authorization", "Bearer " + ADMIN).post("/api/v1/admin/portals/" + portal + "/keys")
                .then().statusCode(201).extract().path("key");
    }

    /** A reader: nobody, a portal key or the admin key sent as X-Api-Key, or any bearer. */
    private record Reader(String name, String header, String value) {
        RequestSpecification given() {
            RequestSpecification request = io.restassured.RestAssured.given();
            return header == null ? request : request.header(header, value);
        }
    }

    private static Reader apiKey(String name, String key) {
        return new Reader(name, "X-Api-Key", key);
    }

    private static Reader bearer(String name, String token) {
        return new Reader(name, "Authorization", "Bearer " + token);
    }

    private static final Reader ANYONE = new Reader("anyone", null, null);

    private static JsonPath create(String key, String body) {
        return given().header("X-Api-Key", key).contentType(ContentType.JSON).body(body).post("/api/v1/games").then()
                .statusCode(201).extract().jsonPath();
    }

    private static JsonPath player(String key, String name) {
        return given().header("X-Api-Key", key).contentType(ContentType.JSON).body(Map.of("name", name))
                .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
    }

    /** Every read of the game answers as for an unknown game. */
    private static void unknownTo(Reader reader, String id) {
        String game = "/api/v1/games/" + id;
        for (String path : List.of(game, game + "/moves", game + "/board.svg", game + "/record", game + "/legal-moves",
                game + "/events")) {
            Response answer = reader.given().get(path);
            assertThat(answer.statusCode()).as(reader.name() + " GET " + path).isEqualTo(404);
            assertThat(answer.contentType()).as(reader.name() + " GET " + path).startsWith("application/problem+json");
            assertThat(answer.jsonPath().getString("detail")).as(reader.name()).isEqualTo("no game " + id);
        }
    }

    /** The reader reads the game; with its labels or without, in the state, the record and the stream. */
    private static void readBy(Reader reader, String id, boolean labels) {
        String game = "/api/v1/games/" + id;
        JsonPath state = reader.given().get(game).then().statusCode(200).extract().jsonPath();
        assertThat(state.getString("labels.south")).as(reader.name() + " state labels").isEqualTo(labels ? LABEL : null);
        reader.given().get(game + "/moves").then().statusCode(200);
        reader.given().get(game + "/board.svg").then().statusCode(200);
        String record = reader.given().get(game + "/record").then().statusCode(200).extract().asString();
        assertThat(record.contains(LABEL)).as(reader.name() + " record labels").isEqualTo(labels);
        // The game is over: its stream replays every stored event after version 0, then ends.
        String stream = reader.given().header("Accept", "application/x-ndjson").get(game + "/events?lastEventId=0")
                .then().statusCode(200).extract().asString();
        assertThat(stream).as(reader.name() + " stream").contains("\"finished\"");
        assertThat(stream.contains(LABEL)).as(reader.name() + " stream labels").isEqualTo(labels);
    }

    /** A game of the portal with a label, played to its end by resigning in the setup. */
    private static JsonPath finished(String key, String visibility) {
        JsonPath created = create(key, "{\"game\": \"gyges\", \"labels\": {\"south\": \"" + LABEL + "\"}"
                + (visibility == null ? "" : ", \"visibility\": \"" + visibility + "\"") + "}");
        given().header("Authorization", "Bearer " + created.getString("seats.south.token"))
                .contentType(ContentType.JSON).body("{\"row\": \"321123\"}")
                .post("/api/v1/games/" + created.getString("id") + "/setup").then().statusCode(200)
                .body("state.labels", nullValue());
        given().header("Authorization", "Bearer " + created.getString("seats.north.token"))
                .post("/api/v1/games/" + created.getString("id") + "/resign").then().statusCode(200)
                .body("state.labels", nullValue());
        return created;
    }

    @Test
    void aPortalGameIsReadOnlyByItsPortalItsSeatsAndTheOperatorAndAsUnknownByAnyoneElse() {
        keys();
        JsonPath created = finished(own, null);
        String id = created.getString("id");
        assertThat(created.getString("state.visibility")).isEqualTo("portal");

        unknownTo(ANYONE, id);
        unknownTo(apiKey("the other portal's key", other), id);
        unknownTo(bearer("the other portal's key as bearer", other), id);
        unknownTo(bearer("a token of nothing", "not-a-token-of-anything"), id);
        Map<String, Object> elsewhere = create(other, "{\"game\": \"gyges\"}").getMap("seats.south");
        unknownTo(bearer("another game's seat token", (String) elsewhere.get("token")), id);

        readBy(bearer("its seat token", created.getString("seats.south.token")), id, false);
        readBy(apiKey("its portal's key", own), id, true);
        readBy(bearer("its portal's key as bearer", own), id, true);
        readBy(apiKey("the admin key", ADMIN), id, true);
        readBy(bearer("the admin key as bearer", ADMIN), id, true);
        given().header("X-Api-Key", "no portal's key").get("/api/v1/games/" + id).then().statusCode(401)
                .body("type", equalTo("/problems/unauthorized"));
    }

    @Test
    void aPortalGamesReviewIsReadAsTheGameIsAndUnknownToAnyoneElse() {
        keys();
        JsonPath created = create(own, "{\"game\": \"gyges\", \"start\": {\"position\": "
                + "\"321123/....../....../....../....../321123 S\"}}");
        String id = created.getString("id");
        String game = "/api/v1/games/" + id;
        Reader south = bearer("its south seat", created.getString("seats.south.token"));
        Reader north = bearer("its north seat", created.getString("seats.north.token"));
        south.given().contentType(ContentType.JSON).body("{\"move\": \"b1-b3\", \"expectedPly\": 0}")
                .post(game + "/moves").then().statusCode(201);
        north.given().post(game + "/resign").then().statusCode(200);
        north.given().contentType(ContentType.JSON).body("{\"movetimeMs\": 10}").post(game + "/review").then()
                .statusCode(202);

        for (Reader stranger : List.of(ANYONE, apiKey("the other portal's key", other), bearer("a token of nothing", "x"))) {
            Response answer = stranger.given().get(game + "/review");
            assertThat(answer.statusCode()).as(stranger.name()).isEqualTo(404);
            assertThat(answer.jsonPath().getString("detail")).as(stranger.name()).isEqualTo("no game " + id);
        }
        for (Reader reader : List.of(south, apiKey("its portal's key", own), apiKey("the admin key", ADMIN))) {
            reader.given().get(game + "/review").then().statusCode(200).body("status", org.hamcrest.Matchers.notNullValue());
        }
    }

    @Test
    void aPublicGameIsReadByAnyoneButShowsItsLabelsOnlyToItsPortalAndTheOperator() {
        keys();
        JsonPath created = finished(own, "public");
        String id = created.getString("id");
        assertThat(created.getString("state.visibility")).isEqualTo("public");
        // The creator's own answer shows what it gave.
        assertThat(created.getString("state.labels.south")).isEqualTo(LABEL);

        readBy(ANYONE, id, false);
        readBy(apiKey("another portal's key", other), id, false);
        readBy(bearer("its seat token", created.getString("seats.north.token")), id, false);
        readBy(apiKey("its portal's key", own), id, true);
        readBy(bearer("the admin key as bearer", ADMIN), id, true);
        // A bearer that is nobody's is refused on a public game, as before.
        given().header("Authorization", "Bearer not-a-token-of-anything").get("/api/v1/games/" + id).then()
                .statusCode(401).body("type", equalTo("/problems/unauthorized"));
        // A portal keeping the default makes public games; a create's own visibility is kept.
        assertThat(create(other, "{\"game\": \"xequeo\"}").getString("state.visibility")).isEqualTo("public");
        JsonPath mine = create(other, "{\"game\": \"xequeo\", \"visibility\": \"portal\", \"labels\": {\"placer\": \"P\"}}");
        assertThat(mine.getString("state.visibility")).isEqualTo("portal");
        given().get("/api/v1/games/" + mine.getString("id")).then().statusCode(404);
        given().header("X-Api-Key", other).get("/api/v1/games/" + mine.getString("id")).then().statusCode(200)
                .body("visibility", equalTo("portal")).body("labels.placer", equalTo("P"));
    }

    @Test
    void aPortalGameIsReadByItsPlayersAndListedAndExportedOnlyToThoseWhoMayReadItWithLabelsForThePortalOnly() {
        keys();
        JsonPath ann = player(own, "ann");
        JsonPath bob = player(own, "bob");
        JsonPath cid = player(own, "cid");
        String challenge = given().header("Authorization", "Bearer " + ann.getString("token"))
                .contentType(ContentType.JSON).body(Map.of("to", bob.getString("id"), "game", "gyges"))
                .post("/api/v1/challenges").then().statusCode(201).extract().path("id");
        String played = given().header("Authorization", "Bearer " + bob.getString("token"))
                .post("/api/v1/challenges/" + challenge + "/accept").then().statusCode(201).extract().path("gameId");
        String labelled = finished(own, null).getString("id");

        given().header("Authorization", "Bearer " + ann.getString("token")).get("/api/v1/games/" + played).then()
                .statusCode(200).body("visibility", equalTo("portal")).body("players.size()", equalTo(2));
        given().header("Authorization", "Bearer " + cid.getString("token")).get("/api/v1/games/" + played).then()
                .statusCode(404);
        given().header("Authorization", "Bearer " + cid.getString("token")).get("/api/v1/games/" + labelled).then()
                .statusCode(404);

        // The portal's key lists and exports all its games, with their labels.
        JsonPath byPortal = given().header("X-Api-Key", own).get("/api/v1/games?limit=100").then().statusCode(200)
                .extract().jsonPath();
        assertThat(byPortal.getList("games.id", String.class)).contains(played, labelled);
        assertThat(byPortal.getList("games.findAll { it.id == '" + labelled + "' }.labels.south", String.class))
                .containsExactly(LABEL);
        assertThat(given().header("X-Api-Key", own).get("/api/v1/games/export").then().statusCode(200).extract()
                .asString()).contains(LABEL);
        // A player lists and exports the games it may read, without labels.
        List<String> byAnn = given().header("Authorization", "Bearer " + ann.getString("token"))
                .get("/api/v1/games?limit=100").then().statusCode(200).extract().jsonPath().getList("games.id", String.class);
        assertThat(byAnn).contains(played).doesNotContain(labelled);
        List<String> byCid = given().header("Authorization", "Bearer " + cid.getString("token"))
                .get("/api/v1/games?limit=100").then().statusCode(200).extract().jsonPath().getList("games.id", String.class);
        assertThat(byCid).doesNotContain(played, labelled);
        String exportedToAnn = given().header("Authorization", "Bearer " + ann.getString("token"))
                .header("Accept", "application/x-ndjson").get("/api/v1/games/export").then().statusCode(200).extract().asString();
        assertThat(exportedToAnn).contains(played).doesNotContain(labelled).doesNotContain(LABEL);
        given().header("X-Api-Key", other).get("/api/v1/games?limit=100").then().statusCode(200)
                .body("games.labels.south", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(LABEL)));
    }

    @Test
    void aVisibilityThatIsNeitherPublicNorPortalIsRefusedAndCreatesNothing() {
        keys();
        String externalId = PortalCalls.unique("vis-bad");
        for (String value : List.of("\"secret\"", "\"Public\"", "1", "true", "[\"public\"]")) {
            given().header("X-Api-Key", own).contentType(ContentType.JSON)
                    .body("{\"game\": \"gyges\", \"externalId\": \"" + externalId + "\", \"visibility\": " + value + "}")
                    .post("/api/v1/games").then().statusCode(400).body("type", equalTo("/problems/malformed-request"));
        }
        given().header("X-Api-Key", own).get("/api/v1/games?externalId=" + externalId).then().statusCode(200)
                .body("games.size()", equalTo(0));
        // In a bulk pairing each game may have its own.
        JsonPath bulk = PortalCalls.bulk(own, "{\"games\": [{\"game\": \"gyges\", \"visibility\": \"public\"}, "
                + "{\"game\": \"gyges\"}]}").then().statusCode(201).extract().jsonPath();
        assertThat(bulk.getList("games.state.visibility", String.class)).containsExactly("public", "portal");
        given().get("/api/v1/games/" + bulk.getString("games[0].id")).then().statusCode(200)
                .body("labels", nullValue());
        given().get("/api/v1/games/" + bulk.getString("games[1].id")).then().statusCode(404);
    }
}
