package org.ringgames.web.tournaments;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.tournaments.TournamentCalls.TOURNAMENTS;
import static org.ringgames.web.tournaments.TournamentCalls.as;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * Arena berserk (docs/tournaments.md, Berserk): a seat of an arena game that allows it halves its
 * initial time and loses its increment before its first move, and a win then scores 3 (2 and 1 more).
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class ArenaBerserkTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;
    private static final Map<String, Object> BLITZ = Map.of("initialSeconds", 300, "incrementSeconds", 2);

    /** A started two-player arena with this clock and berserk; returns its id. */
    private static String arena(List<Player> two, boolean berserk) {
        String id = TournamentCalls.create(ALPHA, Map.of("system", "arena", "game", "gyges", "name", "berserk arena",
                "minutes", 60, "clock", BLITZ, "berserk", berserk, "players", two.stream().map(Player::id).toList()));
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(200);
        return id;
    }

    /** The arena's only game, as the games list shows it. */
    private static Map<String, Object> game(String tournament) {
        List<Map<String, Object>> games = as(ALPHA).get("/api/v1/games?tournament=" + tournament).then().statusCode(200)
                .extract().jsonPath().getList("games");
        assertThat(games).hasSize(1);
        return games.get(0);
    }

    @SuppressWarnings("unchecked")
    private static Player seat(Map<String, Object> game, String seat, List<Player> two) {
        String id = ((Map<String, Map<String, Object>>) game.get("players")).get(seat).get("id").toString();
        return two.stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    private static Response post(Player player, String game, String action, Map<String, Object> body) {
        var request = given().header("Authorization", player.bearer());
        if (body != null) {
            request = request.contentType(ContentType.JSON).body(body);
        }
        return request.post("/api/v1/games/" + game + action);
    }

    private static JsonPath state(String game) {
        return as(ALPHA).get("/api/v1/games/" + game).then().statusCode(200).extract().jsonPath();
    }

    private static void refusedUnchanged(Response response, int status, String game, JsonPath before) {
        response.then().statusCode(status).contentType("application/problem+json");
        JsonPath after = state(game);
        assertThat(after.getLong("version")).isEqualTo(before.getLong("version"));
        assertThat(after.getList("berserk")).isEqualTo(before.getList("berserk"));
        assertThat(after.getMap("clock.remainingMs")).isEqualTo(before.getMap("clock.remainingMs"));
    }

    @Test
    void aSeatThatBerserksPlaysOnHalfItsTimeWithNoIncrementAndItsWinScoresThree() {
        List<Player> two = TournamentCalls.players(ALPHA, "berserker-", 2);
        String id = arena(two, true);
        assertThat(TournamentCalls.get(ALPHA, id).getBoolean("tournament.berserk")).isTrue();
        Map<String, Object> listed = game(id);
        String game = listed.get("id").toString();
        Player south = seat(listed, "south", two);
        Player north = seat(listed, "north", two);
        JsonPath fresh = state(game);
        assertThat(fresh.getList("berserk")).isEmpty();
        assertThat(fresh.getMap("clock.remainingMs")).isEqualTo(Map.of("south", 300000, "north", 300000));

        JsonPath berserked = post(south, game, "/berserk", null).then().statusCode(200).extract().jsonPath();
        assertThat(berserked.getString("seat")).isEqualTo("south");
        assertThat(berserked.getList("state.berserk")).containsExactly("south");
        assertThat(berserked.getMap("state.clock.remainingMs")).isEqualTo(Map.of("south", 150000, "north", 300000));
        assertThat(state(game).getList("berserk")).containsExactly("south");

        // Twice is refused, and changes nothing.
        refusedUnchanged(post(south, game, "/berserk", null), 409, game, state(game));

        post(south, game, "/setup", Map.of("row", "321123")).then().statusCode(200);
        post(north, game, "/setup", Map.of("row", "123321")).then().statusCode(200);
        post(south, game, "/moves", Map.of("move", "b1-b3")).then().statusCode(201);
        post(north, game, "/moves", Map.of("move", "b6-b4")).then().statusCode(201);
        // North has moved: too late to berserk.
        refusedUnchanged(post(north, game, "/berserk", null), 409, game, state(game));
        post(south, game, "/moves", Map.of("move", "a1-a2")).then().statusCode(201);
        List<Map<String, Object>> history = given().get("/api/v1/games/" + game + "/moves").then().statusCode(200)
                .extract().jsonPath().getList("moves");
        // South's first charged move: what it cost and what is left add up to the halved bank (no 2 s back).
        long spent = ((Number) history.get(2).get("timeSpentMs")).longValue();
        long left = ((Number) history.get(2).get("remainingMs")).longValue();
        assertThat(spent + left).isBetween(149_999L, 150_000L);

        TournamentCalls.resign(north, game);
        List<Map<String, Object>> standings = TournamentCalls.get(ALPHA, id).getList("standings");
        assertThat(points(standings, south)).isEqualTo(3.0);
        assertThat(points(standings, north)).isEqualTo(0.0);
    }

    @SuppressWarnings("unchecked")
    private static double points(List<Map<String, Object>> standings, Player player) {
        return standings.stream().filter(p -> ((Map<String, Object>) p.get("player")).get("id").equals(player.id()))
                .map(p -> ((Number) p.get("points")).doubleValue()).findFirst().orElseThrow();
    }

    @Test
    void berserkIsRefusedToTheOtherSeatsStrangersAndGamesThatOfferNone() {
        List<Player> two = TournamentCalls.players(ALPHA, "plain-arena-", 2);
        String id = arena(two, false);
        Map<String, Object> listed = game(id);
        String game = listed.get("id").toString();
        JsonPath before = state(game);
        assertThat(before.getList("berserk")).isNull();
        assertThat(TournamentCalls.get(ALPHA, id).getBoolean("tournament.berserk")).isFalse();
        // An arena without berserk: its games offer none.
        refusedUnchanged(post(seat(listed, "south", two), game, "/berserk", null), 409, game, before);

        // A game of no tournament offers none.
        JsonPath created = as(ALPHA).body(Map.of("game", "gyges", "clock", BLITZ))
                .post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String lone = created.getString("id");
        Player southSeat = new Player("", "south", created.getString("seats.south.token"));
        refusedUnchanged(post(southSeat, lone, "/berserk", null), 409, lone, state(lone));

        // In a berserk arena, a player of neither seat, and no token, change nothing.
        List<Player> more = TournamentCalls.players(ALPHA, "berserk-refused-", 3);
        String berserkArena = arena(more.subList(0, 2), true);
        String its = game(berserkArena).get("id").toString();
        refusedUnchanged(post(more.get(2), its, "/berserk", null), 403, its, state(its));
        refusedUnchanged(given().post("/api/v1/games/" + its + "/berserk"), 401, its, state(its));
    }

    @Test
    void aSwissAndAnArenaWithoutARealTimeClockOfferNoBerserk() {
        as(ALPHA).body(Map.of("system", "swiss", "game", "gyges", "name", "swiss", "rounds", 3, "clock", BLITZ,
                "berserk", true)).post(TOURNAMENTS).then().statusCode(422).contentType("application/problem+json");
        as(ALPHA).body(Map.of("system", "arena", "game", "gyges", "name", "untimed", "minutes", 30, "berserk", true))
                .post(TOURNAMENTS).then().statusCode(422).contentType("application/problem+json");
        as(ALPHA).body(Map.of("system", "arena", "game", "gyges", "name", "correspondence", "minutes", 30,
                "clock", Map.of("daysPerMove", 1), "berserk", true)).post(TOURNAMENTS).then().statusCode(422)
                .body("status", equalTo(422));
    }
}
