package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.ringgames.web.portals.PortalCalls.batch;
import static org.ringgames.web.portals.PortalCalls.bulk;
import static org.ringgames.web.portals.PortalCalls.gyges;
import static org.ringgames.web.portals.PortalCalls.gygesBatch;
import static org.ringgames.web.portals.PortalCalls.unique;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.support.EventStream;

/** Bulk pairing in open mode (one portal, none): all games in order, or none; names echoed everywhere. */
@QuarkusTest
class BulkPairingTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    AgroalDataSource database;

    @TestHTTPResource("/")
    String root;

    @Test
    void aBulkPairingCreatesEveryGameInOrderWithItsTokensAndEchoesItsNamesInStatesAndEvents() throws Exception {
        String round = unique("r3");
        List<String> games = List.of(gyges(round + "-b1", "Ann", "bot-7"),
                "{\"game\": \"xequeo\", \"externalId\": \"" + round + "-b2\", \"labels\": {\"ringer\": \"Bea\"}}",
                "{\"game\": \"gyges\", \"seats\": {\"north\": {\"engine\": {\"level\": 1}}}}",
                gyges(round + "-b4", "Cid", "Dora"));
        JsonPath answer = bulk(null, batch(games, null)).then().statusCode(201).extract().jsonPath();

        assertThat(answer.getList("games.game", String.class)).containsExactly("gyges", "xequeo", "gyges", "gyges");
        assertThat(answer.getList("games.state.externalId", String.class))
                .containsExactly(round + "-b1", round + "-b2", null, round + "-b4");
        assertThat(answer.getMap("games[0].state.labels")).isEqualTo(Map.of("south", "Ann", "north", "bot-7"));
        assertThat(answer.getMap("games[1].state.labels")).isEqualTo(Map.of("ringer", "Bea"));
        assertThat(answer.getMap("games[2].state.labels")).isNull();
        assertThat(answer.getString("games[0].seats.south.token")).hasSize(43);
        assertThat(answer.getString("games[0].seats.north.token")).hasSize(43);
        assertThat(answer.getString("games[1].seats.placer.token")).hasSize(43);
        assertThat(answer.getInt("games[2].seats.north.engine.level")).isEqualTo(1);

        for (int k = 0; k < games.size(); k++) {
            String id = answer.getString("games[" + k + "].id");
            String state = given().get(PortalCalls.GAMES + "/" + id).then().statusCode(200).extract().asString();
            JsonNode shown = JSON.readTree(state);
            assertThat(shown.get("externalId").isNull() ? null : shown.get("externalId").asText())
                    .isEqualTo(answer.getString("games[" + k + "].state.externalId"));
            // The created event holds the public state exactly as GET shows it, and no token.
            List<String[]> created = PortalCalls.events(database, UUID.fromString(id), "created");
            assertThat(created).hasSize(1);
            assertThat(created.get(0)[0]).isEqualTo("0");
            assertThat(JSON.readTree(created.get(0)[1])).isEqualTo(shown);
            for (String seat : List.of("south", "north", "placer", "ringer")) {
                String token = answer.getString("games[" + k + "].seats." + seat + ".token");
                if (token != null) {
                    assertThat(created.get(0)[1]).doesNotContain(token);
                }
            }
        }

        String first = answer.getString("games[0].id");
        String south = answer.getString("games[0].seats.south.token");
        try (EventStream stream = EventStream.open(root + "api/v1/games/" + first + "/events", null, true)) {
            EventStream.Event state = stream.next(WAIT);
            assertThat(state.type()).isEqualTo("state");
            assertThat(state.data().get("externalId").asText()).isEqualTo(round + "-b1");
            given().contentType(ContentType.JSON).header("Authorization", "Bearer " + south)
                    .body("{\"row\": \"321123\"}").post(PortalCalls.GAMES + "/" + first + "/setup").then().statusCode(200)
                    .body("state.externalId", equalTo(round + "-b1")).body("state.labels.north", equalTo("bot-7"));
            // The game's own stream starts after the state: never the created event.
            EventStream.Event setup = stream.next(WAIT);
            assertThat(setup.type()).isEqualTo("setup");
            assertThat(setup.data().at("/state/externalId").asText()).isEqualTo(round + "-b1");
            assertThat(setup.data().at("/state/labels/south").asText()).isEqualTo("Ann");
        }
    }

    @Test
    void oneBadGameCreatesNoneAndTheProblemNamesItsIndex() {
        String round = unique("bad");
        List<String> games = new ArrayList<>(gygesBatch(round, 4));
        long before = PortalCalls.games(database);

        games.set(2, "{\"game\": \"gyges\", \"labels\": {\"east\": \"Ann\"}}");
        bulk(null, batch(games, null)).then().statusCode(400).contentType("application/problem+json")
                .body("type", equalTo("/problems/malformed-request"))
                .body("detail", startsWith("games[2]: labels: gyges has the seats south and north, not 'east'"))
                .body("index", equalTo(2));

        games.set(2, gyges(round + "-2", "Ann", "Bob"));
        games.set(1, "{\"game\": \"gyges\", \"externalId\": \"" + "x".repeat(129) + "\"}");
        bulk(null, batch(games, null)).then().statusCode(400)
                .body("detail", startsWith("games[1]: externalId size must be between 1 and 128")).body("index", equalTo(1));

        games.set(1, gyges(round + "-1", "Ann", "Bob"));
        games.set(3, "{\"game\": \"chess\"}");
        bulk(null, batch(games, null)).then().statusCode(400)
                .body("detail", startsWith("games[3]: game: unknown game 'chess'")).body("index", equalTo(3));

        games.set(3, "{\"game\": \"gyges\", \"labels\": {\"south\": \"\"}}");
        bulk(null, batch(games, null)).then().statusCode(400)
                .body("detail", startsWith("games[3]: labels[south]")).body("index", equalTo(3));

        assertThat(PortalCalls.games(database)).isEqualTo(before);
        given().get(PortalCalls.GAMES + "?externalId=" + round + "-0").then().statusCode(200).body("games.size()", equalTo(0));
    }

    @Test
    void aDuplicateExternalIdInTheBatchOrWithAnExistingGameIs409AndCreatesNothing() {
        String round = unique("dup");
        List<String> games = new ArrayList<>(gygesBatch(round, 5));
        games.set(3, gyges(round + "-1", "Eve", "Fay"));
        long before = PortalCalls.games(database);
        bulk(null, batch(games, null)).then().statusCode(409).contentType("application/problem+json")
                .body("type", equalTo("/problems/duplicate-external-id"))
                .body("detail", startsWith("games[3]: ")).body("index", equalTo(3)).body("externalId", equalTo(round + "-1"));
        assertThat(PortalCalls.games(database)).isEqualTo(before);

        PortalCalls.create(null, gyges(round + "-4", "Gus", "Hal")).then().statusCode(201);
        games.set(3, gyges(round + "-3", "Eve", "Fay"));
        bulk(null, batch(games, null)).then().statusCode(409)
                .body("type", equalTo("/problems/duplicate-external-id"))
                .body("detail", startsWith("games[4]: ")).body("index", equalTo(4)).body("externalId", equalTo(round + "-4"));
        assertThat(PortalCalls.games(database)).isEqualTo(before + 1);

        PortalCalls.create(null, gyges(round + "-4", "Ivy", "Jo")).then().statusCode(409)
                .body("type", equalTo("/problems/duplicate-external-id")).body("externalId", equalTo(round + "-4"));
        assertThat(PortalCalls.games(database)).isEqualTo(before + 1);
        given().get("/problems/duplicate-external-id").then().statusCode(200).contentType(ContentType.HTML);
    }

    @Test
    void aBatchHoldsOneTo500Games() {
        long before = PortalCalls.games(database);
        List<String> games = new ArrayList<>();
        for (int k = 0; k < 501; k++) {
            games.add("{\"game\": \"gyges\"}");
        }
        bulk(null, batch(games, null)).then().statusCode(400).body("type", equalTo("/problems/malformed-request"))
                .body("detail", org.hamcrest.Matchers.containsString("games size must be between 1 and 500"));
        bulk(null, batch(List.of(), null)).then().statusCode(400)
                .body("detail", org.hamcrest.Matchers.containsString("games size must be between 1 and 500"));
        assertThat(PortalCalls.games(database)).isEqualTo(before);

        JsonPath full = bulk(null, batch(games.subList(0, 500), null)).then().statusCode(201).extract().jsonPath();
        assertThat(full.getList("games")).hasSize(500);
        assertThat(PortalCalls.games(database)).isEqualTo(before + 500);
    }

    @Test
    void anExternalIdOrLabelMustBePrintable() {
        PortalCalls.create(null, "{\"game\": \"gyges\", \"externalId\": \"a\\u0007b\"}").then().statusCode(400)
                .body("detail", org.hamcrest.Matchers.containsString("externalId: U+0007 at index 1 is a control character"));
        // Invisible and direction-overriding labels, and a lone surrogate, which would be stored as "?".
        PortalCalls.create(null, "{\"game\": \"gyges\", \"labels\": {\"north\": \"\\u200b\"}}").then().statusCode(400)
                .body("detail", org.hamcrest.Matchers.containsString("labels.north: U+200B at index 0 is an invisible format character"));
        PortalCalls.create(null, "{\"game\": \"gyges\", \"labels\": {\"south\": \"adm\\u202enimda\"}}").then().statusCode(400)
                .body("detail", org.hamcrest.Matchers.containsString("labels.south: U+202E at index 3"));
        PortalCalls.create(null, "{\"game\": \"gyges\", \"labels\": {\"south\": \"\\ud800x\"}}").then().statusCode(400)
                .body("detail", org.hamcrest.Matchers.containsString("labels.south: U+D800 at index 0 is a lone surrogate"));
        PortalCalls.create(null, "{\"game\": \"gyges\", \"externalId\": \"\"}").then().statusCode(400)
                .body("detail", org.hamcrest.Matchers.containsString("externalId size must be between 1 and 128"));
        PortalCalls.create(null, "{\"game\": \"gyges\", \"labels\": {\"north\": \"" + "n".repeat(101) + "\"}}")
                .then().statusCode(400).body("detail", org.hamcrest.Matchers.containsString("size must be between 1 and 100"));
        PortalCalls.create(null, "{\"game\": \"xequeo\", \"labels\": {\"south\": \"Ann\"}}").then().statusCode(400)
                .body("detail", org.hamcrest.Matchers.containsString("labels: xequeo has the seats placer and ringer, not 'south'"));
    }
}
