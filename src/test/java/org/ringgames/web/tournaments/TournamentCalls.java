package org.ringgames.web.tournaments;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringgames.rules.tournament.swiss.Colour;
import org.ringgames.rules.tournament.swiss.ResultCode;
import org.ringgames.rules.tournament.swiss.RoundEntry;
import org.ringgames.rules.tournament.swiss.SwissPlayer;
import org.ringgames.rules.tournament.swiss.SwissTournament;

/** What a portal and its players send to run a tournament, over real HTTP. */
final class TournamentCalls {

    static final String TOURNAMENTS = "/api/v1/tournaments";

    private TournamentCalls() {
    }

    record Player(String id, String name, String token) {
        String bearer() {
            return "Bearer " + token;
        }
    }

    static RequestSpecification as(String key) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return key == null ? request : request.header("X-Api-Key", key);
    }

    static Player player(String key, String name) {
        JsonPath created = as(key).body(Map.of("name", name)).post("/api/v1/players").then().statusCode(201)
                .extract().jsonPath();
        return new Player(created.getString("id"), name, created.getString("token"));
    }

    static List<Player> players(String key, String prefix, int n) {
        List<Player> players = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            players.add(player(key, prefix + k));
        }
        return players;
    }

    static String create(String key, Map<String, Object> body) {
        return as(key).body(body).post(TOURNAMENTS).then().statusCode(201).extract().path("id");
    }

    static Response post(String key, String id, String action) {
        return as(key).post(TOURNAMENTS + "/" + id + action);
    }

    static JsonPath get(String key, String id) {
        return as(key).get(TOURNAMENTS + "/" + id).then().statusCode(200).extract().jsonPath();
    }

    static JsonPath round(String key, String id, int round) {
        return as(key).get(TOURNAMENTS + "/" + id + "/rounds/" + round).then().statusCode(200).extract().jsonPath();
    }

    static void resign(Player player, String game) {
        given().header("Authorization", player.bearer()).post("/api/v1/games/" + game + "/resign").then()
                .statusCode(200);
    }

    /** Both seats set up (Gygès, BLOCK order: the first seat first), one offers a draw, the other accepts. */
    static void draw(Player first, Player second, String game) {
        given().header("Authorization", first.bearer()).contentType(ContentType.JSON).body(Map.of("row", "123321"))
                .post("/api/v1/games/" + game + "/setup").then().statusCode(200);
        given().header("Authorization", second.bearer()).contentType(ContentType.JSON).body(Map.of("row", "123321"))
                .post("/api/v1/games/" + game + "/setup").then().statusCode(200);
        given().header("Authorization", first.bearer()).contentType(ContentType.JSON).body(Map.of("action", "offer"))
                .post("/api/v1/games/" + game + "/draw").then().statusCode(200);
        given().header("Authorization", second.bearer()).contentType(ContentType.JSON).body(Map.of("action", "accept"))
                .post("/api/v1/games/" + game + "/draw").then().statusCode(200);
    }

    /** A tournament's record as the test keeps it itself, round by round: number → entries. */
    static final class Record {
        final Map<Integer, List<RoundEntry>> rounds = new HashMap<>();
        final int players;
        final int planned;

        Record(int players, int planned) {
            this.players = players;
            this.planned = planned;
            for (int n = 1; n <= players; n++) {
                rounds.put(n, new ArrayList<>());
            }
        }

        void game(int white, int black, ResultCode whiteResult, ResultCode blackResult) {
            rounds.get(white).add(RoundEntry.game(black, Colour.WHITE, whiteResult));
            rounds.get(black).add(RoundEntry.game(white, Colour.BLACK, blackResult));
        }

        void bye(int number, ResultCode code) {
            rounds.get(number).add(RoundEntry.bye(code));
        }

        SwissTournament tournament(String name) {
            List<SwissPlayer> list = new ArrayList<>();
            for (int n = 1; n <= players; n++) {
                list.add(new SwissPlayer(n, "p" + n, 0, rounds.get(n), true));
            }
            return new SwissTournament(name, planned, list);
        }
    }
}
