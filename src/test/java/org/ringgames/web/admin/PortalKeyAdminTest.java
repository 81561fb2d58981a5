package org.ringgames.web.admin;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;
import org.ringgames.support.Hashes;
import org.ringgames.web.portals.KeyedPortals;

/**
 * Portal keys managed over the admin API, beside one configured in RINGGAMES_API_KEYS: added,
 * used, listed without their text, revoked; and the admin API's own refusals.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
public class PortalKeyAdminTest {

    public static final String ADMIN = "operator-key-2026";
    public static final String CONFIGURED_BETA = "beta-configured-key";

    static String keys(String portal) {
        return "/api/v1/admin/portals/" + portal + "/keys";
    }

    public static JsonPath addKey(String portal) {
        return given().header("Authorization", "Bearer " + ADMIN).post(keys(portal))
                .then().statusCode(201).extract().jsonPath();
    }

    static int createGame(String apiKey) {
        return given().contentType(ContentType.JSON).header("X-Api-Key", apiKey).body("{\"game\":\"gyges\"}")
                .post("/api/v1/games").statusCode();
    }

    static String gameOf(String apiKey) {
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + apiKey)
                .body("{\"game\":\"gyges\"}").post("/api/v1/games").then().statusCode(201).extract().path("id");
    }

    static List<String> listed(String apiKey) {
        return given().header("X-Api-Key", apiKey).get("/api/v1/games?limit=100").then().statusCode(200)
                .extract().jsonPath().getList("games.id", String.class);
    }

    /** Polls until {@code status} answers {@code expected}; fails after five seconds with the last answer. */
    static void awaitStatus(IntSupplier status, int expected) throws InterruptedException {
        Instant giveUp = Instant.now().plus(Duration.ofSeconds(5));
        int last = status.getAsInt();
        while (last != expected && Instant.now().isBefore(giveUp)) {
            Thread.sleep(50);
            last = status.getAsInt();
        }
        assertThat(last).as("status after polling for five seconds").isEqualTo(expected);
    }

    @Test
    void theOperatorAbortsAndReissuesOnAnyPortalsGameWithTheAdminKeyAndAWrongKeyIsRefused() {
        String abort = "/api/v1/games/" + gameOf(CONFIGURED_BETA) + "/abort";
        given().header("X-Api-Key", "not-the-admin-key").post(abort).then().statusCode(401)
                .body("type", equalTo("/problems/unauthorized"));
        given().header("Authorization", "Bearer " + ADMIN).post(abort).then().statusCode(200)
                .body("action", equalTo("aborted"));
        String game = gameOf(CONFIGURED_BETA);
        String token = given().header("X-Api-Key", ADMIN).post("/api/v1/games/" + game + "/seats/north/token").then()
                .statusCode(201).body("seat", equalTo("north")).extract().path("token");
        given().header("Authorization", "Bearer " + token).get("/api/v1/games/" + game).then().statusCode(200)
                .body("mySeat", equalTo("north"));
        given().header("X-Api-Key", ADMIN).contentType(ContentType.JSON).body("{\"winner\": \"south\"}")
                .post("/api/v1/games/" + game + "/adjudicate").then().statusCode(200)
                .body("state.result.winner", equalTo("south"));
    }

    @Test
    void aKeyAddedForAPortalCreatesAndListsThatPortalsGamesOnly() {
        Response added = given().header("Authorization", "Bearer " + ADMIN).post(keys("alpha"));
        added.then().statusCode(201).header("Cache-Control", "no-store")
                .body("portal", equalTo("alpha"))
                .body("key", matchesPattern("[A-Za-z0-9_-]{43}"));
        String key = added.path("key");
        String id = added.path("id");
        assertThat(added.header("Location")).endsWith("/api/v1/admin/portals/alpha/keys/" + id);

        String alphasGame = gameOf(key);
        String betasGame = gameOf(CONFIGURED_BETA);
        assertThat(listed(key)).contains(alphasGame).doesNotContain(betasGame);
        assertThat(listed(CONFIGURED_BETA)).contains(betasGame).doesNotContain(alphasGame);
        given().header("Authorization", "Bearer " + ADMIN).get(keys("alpha") + "/" + id).then().statusCode(200)
                .body("id", equalTo(id)).body("createdAt", equalTo(added.path("createdAt")))
                .body("revokedAt", nullValue());
    }

    @Test
    void theListingShowsEveryKeyOfThePortalWithItsRevocationButNeverAKey() {
        JsonPath kept = addKey("listing");
        JsonPath revoked = addKey("listing");
        JsonPath elsewhere = addKey("listing-other");
        given().header("Authorization", "Bearer " + ADMIN).delete(keys("listing") + "/" + revoked.getString("id"))
                .then().statusCode(204);

        Response listing = given().header("X-Api-Key", ADMIN).get(keys("listing"));
        listing.then().statusCode(200);
        assertThat(listing.jsonPath().getList("keys.id", String.class))
                .containsExactly(kept.getString("id"), revoked.getString("id"));
        assertThat(listing.jsonPath().getList("keys.portal", String.class)).containsOnly("listing");
        assertThat(listing.jsonPath().getList("keys.revokedAt", String.class).get(0)).isNull();
        assertThat(listing.jsonPath().getList("keys.revokedAt", String.class).get(1)).isNotNull();
        assertThat(listing.asString()).doesNotContain(kept.getString("key"), revoked.getString("key"),
                elsewhere.getString("id"));
        assertThat(listing.jsonPath().getList("keys", Map.class))
                .allSatisfy(entry -> assertThat(entry).containsOnlyKeys("id", "portal", "createdAt", "revokedAt"));
    }

    @Test
    void aRevokedKeyIsRefusedAndRevokingItAgainChangesNothing() throws InterruptedException {
        JsonPath added = addKey("revoking");
        String key = added.getString("key");
        String key2 = addKey("revoking").getString("key");
        String path = keys("revoking") + "/" + added.getString("id");
        assertThat(createGame(key)).isEqualTo(201);

        given().header("Authorization", "Bearer " + ADMIN).delete(path).then().statusCode(204);
        awaitStatus(() -> createGame(key), 401);
        given().header("X-Api-Key", key).get("/api/v1/games").then().statusCode(401)
                .contentType("application/problem+json").body("type", equalTo("/problems/unauthorized"));
        String revokedAt = given().header("Authorization", "Bearer " + ADMIN).get(path).then().statusCode(200)
                .extract().path("revokedAt");
        assertThat(revokedAt).isNotNull();

        given().header("Authorization", "Bearer " + ADMIN).delete(path).then().statusCode(204);
        given().header("Authorization", "Bearer " + ADMIN).get(path).then().body("revokedAt", equalTo(revokedAt));
        assertThat(createGame(key)).isEqualTo(401);
        assertThat(createGame(key2)).as("the portal's other key").isEqualTo(201);
    }

    @Test
    void aKeyIdOfAnotherPortalOrOfNoKeyIsNotFound() {
        JsonPath added = addKey("owner");
        String id = added.getString("id");
        for (String path : List.of(keys("stranger") + "/" + id, keys("owner") + "/" + UUID.randomUUID(),
                keys("owner") + "/not-a-key-id")) {
            given().header("Authorization", "Bearer " + ADMIN).delete(path).then().statusCode(404)
                    .contentType("application/problem+json").body("type", equalTo("/problems/not-found"));
            given().header("Authorization", "Bearer " + ADMIN).get(path).then().statusCode(404)
                    .body("type", equalTo("/problems/not-found"));
        }
        assertThat(createGame(added.getString("key"))).as("the key the stranger named").isEqualTo(201);
    }

    @Test
    void aPortalNameOutsideItsAlphabetIsMalformedAndNamed() {
        for (String portal : List.of("Alpha", "-alpha", "al@pha", "a".repeat(64))) {
            given().header("Authorization", "Bearer " + ADMIN).post(keys(portal)).then().statusCode(400)
                    .contentType("application/problem+json").body("type", equalTo("/problems/malformed-request"))
                    .body("detail", containsString("'" + portal + "'"));
            given().header("Authorization", "Bearer " + ADMIN).get(keys(portal)).then().statusCode(400);
        }
        given().header("Authorization", "Bearer " + ADMIN).get(keys("a".repeat(63))).then().statusCode(200)
                .body("keys", equalTo(List.of()));
        given().header("Authorization", "Bearer " + ADMIN).get(keys("p0.r_t-1")).then().statusCode(200);
    }

    @Test
    void theAdminApiNeedsTheAdminKeyNotAPortalKey() {
        String portalKey = addKey("gate").getString("key");
        given().post(keys("gate")).then().statusCode(401).contentType("application/problem+json")
                .body("type", equalTo("/problems/unauthorized"));
        for (String wrong : List.of("wrong", CONFIGURED_BETA, portalKey, Hashes.sha256(ADMIN))) {
            given().header("Authorization", "Bearer " + wrong).get(keys("gate")).then().statusCode(401)
                    .body("type", equalTo("/problems/unauthorized"));
            given().header("X-Api-Key", wrong).post(keys("gate")).then().statusCode(401);
        }
        given().header("X-Api-Key", ADMIN).get(keys("gate")).then().statusCode(200);
        given().header("X-Api-Key", ADMIN).post(keys("gate")).then().statusCode(201);
    }

    @Test
    void aNewKeysBodyIsEmptyOrAbsent() {
        given().header("Authorization", "Bearer " + ADMIN).contentType(ContentType.JSON).body("{}").post(keys("bodies"))
                .then().statusCode(201);
        given().header("Authorization", "Bearer " + ADMIN).contentType(ContentType.JSON).body("{\"label\":\"x\"}")
                .post(keys("bodies")).then().statusCode(400).body("type", equalTo("/problems/malformed-request"))
                .body("detail", containsString("label"));
        given().header("Authorization", "Bearer " + ADMIN).contentType(ContentType.JSON).body("[]").post(keys("bodies"))
                .then().statusCode(400);
        given().header("Authorization", "Bearer " + ADMIN).contentType(ContentType.TEXT).body("{}").post(keys("bodies"))
                .then().statusCode(415).body("type", equalTo("/problems/unsupported-media-type"));
        given().header("Authorization", "Bearer " + ADMIN).contentType(ContentType.TEXT).post(keys("bodies"))
                .then().statusCode(201);
        given().header("Authorization", "Bearer " + ADMIN).get(keys("bodies")).then().body("keys.size()", equalTo(2));
    }

    @Test
    void aConfiguredKeyWorksAsBeforeAndNoKeyOrAnUnknownOneIsRefused() {
        assertThat(createGame(CONFIGURED_BETA)).isEqualTo(201);
        assertThat(createGame("unknown")).isEqualTo(401);
        given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}").post("/api/v1/games").then().statusCode(401);
        given().get("/api/v1/games").then().statusCode(401);
    }
}
