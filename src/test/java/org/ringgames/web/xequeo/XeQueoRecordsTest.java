package org.ringgames.web.xequeo;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Xe Queo records over HTTP: a match exported during a round carries no secret of that round, and
 * its finished rounds carry the secrets chosen; a whole match exported, imported and exported again
 * gives the same record and the same history; a secret that contradicts the moves is refused.
 */
@QuarkusTest
class XeQueoRecordsTest {

    private static final Pattern SECRETS = Pattern.compile("round (\\d+) ring [a-g][1-7] secrets (\\d) (\\d)");

    @Test
    void aMatchRoundTripsAndNoRecordShowsASecretOfTheRoundInPlay() {
        Random random = new Random(5);
        XeQueoClient.Game game = XeQueoClient.create();
        XeQueoClient.setup(game, "placer", XeQueoClient.discs(XeQueoClient.DISCS)).then().statusCode(200);
        Map<Integer, int[]> chosen = new HashMap<>();
        int scans = 0;
        for (int turn = 0; turn < 400; turn++) {
            JsonNode state = XeQueoClient.state(game, null);
            if (state.get("status").asText().equals("finished")) {
                break;
            }
            int round = state.get("round").asInt();
            if (state.get("status").asText().equals("setup")) {
                JsonNode awaited = state.get("setup").get("awaiting").get(0);
                String seat = awaited.get("seat").asText();
                if (awaited.get("what").asText().equals("ring")) {
                    XeQueoClient.setup(game, seat, XeQueoClient.ring(
                            XeQueoTable.nearestRingSquare(XeQueoClient.position(state.get("position").asText()))))
                            .then().statusCode(200);
                } else {
                    int secret = 1 + random.nextInt(7);
                    chosen.computeIfAbsent(round, r -> new int[2])[seat.equals("placer") ? 0 : 1] = secret;
                    XeQueoClient.setup(game, seat, XeQueoClient.secret(secret)).then().statusCode(200);
                }
                continue;
            }
            String seat = state.get("toMove").asText();
            // During every round: the record holds the secrets of finished rounds only, exactly as chosen.
            String during = record(game.id());
            Matcher found = SECRETS.matcher(during);
            int finishedRounds = 0;
            while (found.find()) {
                int r = Integer.parseInt(found.group(1));
                assertThat(r).as("secrets of a round in play").isLessThan(round);
                assertThat(new int[] {Integer.parseInt(found.group(2)), Integer.parseInt(found.group(3))})
                        .isEqualTo(chosen.get(r));
                finishedRounds++;
            }
            assertThat(finishedRounds).isEqualTo(round - 1);
            assertThat(during).contains("round " + round + " ring ").contains("[Result \"*\"]");
            scans++;
            List<String> moves = new ArrayList<>();
            JsonNode legal = XeQueoClient.json(XeQueoClient.as(game.token(seat)).get(game.path("/legal-moves?paths=false"))
                    .asString()).get("moves");
            String entering = null;
            for (JsonNode m : legal) {
                moves.add(m.get("move").asText());
                if (m.has("entersRing") && m.get("entersRing").asBoolean()) {
                    entering = m.get("move").asText();
                }
            }
            String move = entering != null ? entering : moves.get(random.nextInt(moves.size()));
            XeQueoClient.move(game, seat, move, state.get("ply").asInt()).then().statusCode(201);
        }
        JsonNode end = XeQueoClient.state(game, null);
        assertThat(end.get("status").asText()).isEqualTo("finished");
        assertThat(scans).isGreaterThan(0);

        String record = record(game.id());
        assertThat(record).startsWith("[Game \"xequeo\"]\n").contains("[Termination \"rings\"]");
        JsonNode imported = XeQueoClient.json(importRecord(record).then().statusCode(201).extract().asString());
        String copy = imported.get("id").asText();
        assertThat(imported.get("imported").asBoolean()).isTrue();
        assertThat(imported.get("result")).isEqualTo(end.get("result"));
        assertThat(imported.get("rounds")).isEqualTo(end.get("rounds"));
        assertThat(imported.get("score")).isEqualTo(end.get("score"));
        assertThat(record(copy)).isEqualTo(record);
        assertThat(history(copy)).isEqualTo(history(game.id()));

        // A secret that contradicts the moves: a round won by entering the ring, with another secret for its mover.
        int entered = -1;
        for (int r = 0; r < end.get("rounds").size() && entered < 0; r++) {
            if (end.get("rounds").get(r).get("how").asText().equals("entered")) {
                entered = r + 1;
            }
        }
        assertThat(entered).as("a round won by entering the ring").isPositive();
        Matcher header = SECRETS.matcher(record);
        while (header.find() && Integer.parseInt(header.group(1)) != entered) {
            // the header of that round
        }
        boolean placerWon = end.get("rounds").get(entered - 1).get("winner").asText().equals("placer");
        int own = Integer.parseInt(header.group(placerWon ? 2 : 3));
        String changed = header.group().substring(0, header.group().length() - 3)
                + (placerWon ? (own % 7 + 1) + " " + header.group(3) : header.group(2) + " " + (own % 7 + 1));
        String other = record.replace(header.group(), changed);
        JsonNode refused = XeQueoClient.json(importRecord(other).then().statusCode(422).extract().asString());
        assertThat(refused.get("type").asText()).isEqualTo("/problems/invalid-record");
        assertThat(refused.get("ply").asInt()).isPositive();
    }

    private static String record(String id) {
        return given().get(XeQueoClient.GAMES + "/" + id + "/record").then().statusCode(200).extract().asString();
    }

    private static io.restassured.response.Response importRecord(String record) {
        return given().contentType("text/plain; charset=utf-8").body(record).post(XeQueoClient.GAMES + "/import");
    }

    private static List<Map<String, Object>> history(String id) {
        List<Map<String, Object>> moves = given().get(XeQueoClient.GAMES + "/" + id + "/moves").then().statusCode(200)
                .extract().jsonPath().getList("moves");
        moves.forEach(m -> m.remove("playedAt"));
        return moves;
    }
}
