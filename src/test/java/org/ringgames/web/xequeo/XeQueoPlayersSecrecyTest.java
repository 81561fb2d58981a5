package org.ringgames.web.xequeo;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;

/**
 * Xe Queo between two players: a whole match played with their player tokens (each acting for its
 * seat exactly as a seat token would), while each hears its turns on its own stream. Every event of
 * each player's stream shows that player its own secret and never the opponent's secret of a round
 * still being played.
 */
@QuarkusTest
class XeQueoPlayersSecrecyTest {

    private static final Duration WAIT = Duration.ofSeconds(20);

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    private static JsonPath player(String name) {
        return given().contentType(ContentType.JSON).body(Map.of("name", name)).post("/api/v1/players").then()
                .statusCode(201).extract().jsonPath();
    }

    @Test
    void aMatchBetweenTwoPlayersShowsEachOnlyItsOwnSecretOnItsStream() {
        JsonPath placer = player("placer-bot");
        JsonPath ringer = player("ringer-bot");
        String placerToken = placer.getString("token");
        String ringerToken = ringer.getString("token");
        String challenge = given().header("Authorization", "Bearer " + placerToken).contentType(ContentType.JSON)
                .body(Map.of("to", ringer.getString("id"), "game", "xequeo", "seat", "placer"))
                .post("/api/v1/challenges").then().statusCode(201).extract().path("id");
        List<FeedStream.Event> placerHeard = new ArrayList<>();
        List<FeedStream.Event> ringerHeard = new ArrayList<>();
        XeQueoTable table;
        try (FeedStream placerStream = FeedStream.player(events + "?legalMoves=true", placerToken, null, true);
             FeedStream ringerStream = FeedStream.player(events + "?legalMoves=true", ringerToken, null, false)) {
            String game = given().header("Authorization", "Bearer " + ringerToken)
                    .post("/api/v1/challenges/" + challenge + "/accept").then().statusCode(201)
                    .extract().path("gameId");
            table = new XeQueoTable(new XeQueoClient.Game(game, placerToken, ringerToken, "/api/v1/games/" + game), 7);
            table.placeDiscs(XeQueoClient.DISCS);
            int[][] secrets = {{3, 5}, {6, 6}, {1, 4}, {7, 2}, {2, 7}, {5, 1}, {4, 3}};
            for (int round = 0; table.match().winner().isEmpty(); round++) {
                int[] pair = secrets[round % secrets.length];
                table.playRound(pair[0], pair[1], XeQueoTactic.enterGreedy(), XeQueoTactic.enterGreedy());
            }
            placerHeard.addAll(placerStream.until(e -> e.type().equals("gameFinish"), 1, WAIT));
            ringerHeard.addAll(ringerStream.until(e -> e.type().equals("gameFinish"), 1, WAIT));
        }
        SecretScan scan = new SecretScan(table);
        List<String> leaks = new ArrayList<>();
        for (var heard : Map.of("placer", placerHeard, "ringer", ringerHeard).entrySet()) {
            for (FeedStream.Event event : heard.getValue()) {
                JsonNode state = event.data().path("state");
                if (state.isMissingNode()) {
                    continue;
                }
                assertThat(event.data().path("seat").asText()).isEqualTo(heard.getKey());
                leaks.addAll(scan.leaks("the " + heard.getKey() + "'s stream, " + event.type() + " " + event.id(),
                        event.data(), heard.getKey(), false, table.finishedAt(state.path("version").asLong())));
            }
            assertThat(heard.getValue().stream().map(FeedStream.Event::type))
                    .as("what the %s heard", heard.getKey()).contains("gameStart", "yourTurn", "gameFinish");
        }
        assertThat(leaks).as("secrets shown on a player's stream to someone who may not see them").isEmpty();
        assertThat(scan.ownSecretsSeen()).as("players shown their own secret on their streams").isGreaterThan(0);
        assertThat(table.played()).hasSizeGreaterThanOrEqualTo(4);
    }
}
