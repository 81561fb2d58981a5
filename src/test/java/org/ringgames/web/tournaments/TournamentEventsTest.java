package org.ringgames.web.tournaments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.web.tournaments.TournamentCalls.as;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream.Event;
import org.ringgames.support.FeedStream;
import org.ringgames.support.WebhookReceiver;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * A tournament's events (docs/tournaments.md, "Events"): its portal's stream and webhooks, and its
 * players' streams, hear tournamentStarted, roundStarted with the pairings the API shows, standings
 * after each round and tournamentFinished, in order; another portal and another tournament's
 * players hear none of them.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class TournamentEventsTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;
    private static final String BETA = PortalAuthorityTest.BETA;
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final List<String> TYPES = List.of("tournamentStarted", "roundStarted", "standings",
            "tournamentFinished");

    @TestHTTPResource("/api/v1/events")
    URL events;

    @TestHTTPResource("/api/v1/players/me/events")
    URL playerEvents;

    private static boolean of(WebhookReceiver.Received r, String tournament) {
        return r.body().path("data").path("tournamentId").asText().equals(tournament);
    }

    private static boolean tournaments(Event e) {
        return TYPES.contains(e.type());
    }

    private static String swiss(String key, List<Player> players, int rounds) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("system", "swiss");
        body.put("game", "gyges");
        body.put("name", "Events Swiss");
        body.put("rounds", rounds);
        body.put("advance", "manual");
        body.put("players", players.stream().map(Player::id).toList());
        return TournamentCalls.create(key, body);
    }

    /** Starts the Swiss and plays each round out (the second seat resigns), closing each by hand. */
    private static List<JsonPath> run(String key, String id, List<Player> players, int rounds) {
        Map<String, Player> byId = new HashMap<>();
        players.forEach(p -> byId.put(p.id(), p));
        TournamentCalls.post(key, id, "/start").then().statusCode(200);
        List<JsonPath> views = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            JsonPath view = TournamentCalls.round(key, id, round);
            views.add(view);
            for (int board = 0; board < view.getList("pairings").size(); board++) {
                TournamentCalls.resign(byId.get(view.getString("pairings[" + board + "].black.id")),
                        view.getString("pairings[" + board + "].gameId"));
            }
            TournamentCalls.post(key, id, "/rounds/next").then().statusCode(200);
        }
        return views;
    }

    /** The tournament events of {@code id} among {@code read}. */
    private static List<Event> of(List<Event> read, String id) {
        return read.stream().filter(TournamentEventsTest::tournaments)
                .filter(e -> e.data().path("tournamentId").asText().equals(id)).toList();
    }

    private static void assertTold(List<Event> told, String id, List<JsonPath> rounds, String alphaKey) {
        assertThat(told).extracting(Event::type).containsExactly("tournamentStarted", "roundStarted", "standings",
                "roundStarted", "standings", "tournamentFinished");
        assertThat(told.get(0).data().path("data").path("players")).hasSize(4);
        for (int k = 0; k < 2; k++) {
            JsonNode round = told.get(1 + 2 * k).data().path("data");
            assertThat(round.path("round").asInt()).isEqualTo(k + 1);
            List<String> games = new ArrayList<>();
            List<String> whites = new ArrayList<>();
            round.path("pairings").forEach(b -> {
                games.add(b.path("gameId").asText());
                whites.add(b.path("white").path("id").asText());
            });
            assertThat(games).isEqualTo(rounds.get(k).getList("pairings.gameId"));
            assertThat(whites).isEqualTo(rounds.get(k).getList("pairings.white.id"));
            assertThat(told.get(2 + 2 * k).data().path("data").path("roundsClosed").asInt()).isEqualTo(k + 1);
        }
        JsonPath api = TournamentCalls.get(alphaKey, id);
        JsonNode last = told.get(5).data().path("data");
        assertThat(last.path("roundsClosed").asInt()).isEqualTo(2);
        List<String> finalOrder = new ArrayList<>();
        last.path("standings").forEach(p -> finalOrder.add(p.path("player").path("id").asText()));
        assertThat(finalOrder).isEqualTo(api.getList("standings.player.id"));
    }

    @Test
    void thePortalsStreamWebhooksAndPlayersHearTheirTournamentsEventsInOrderAndNoOneElseDoes() {
        List<Player> alpha = TournamentCalls.players(ALPHA, "events-a-", 4);
        List<Player> others = TournamentCalls.players(ALPHA, "events-o-", 2);
        List<Player> beta = TournamentCalls.players(BETA, "events-b-", 2);
        try (WebhookReceiver receiver = WebhookReceiver.start();
             FeedStream alphaFeed = FeedStream.open(events.toString() + "?events=tournamentStarted,roundStarted,"
                     + "standings,TOURNAMENTFINISHED", ALPHA, null, true);
             FeedStream betaFeed = FeedStream.open(events.toString(), BETA, null, false);
             FeedStream playerFeed = FeedStream.player(playerEvents.toString(), alpha.get(0).token(), null, false);
             FeedStream otherFeed = FeedStream.player(playerEvents.toString(), others.get(0).token(), null, true)) {
            JsonPath hook = as(ALPHA).body("{\"url\":\"" + receiver.url() + "\",\"events\":[\"tournamentStarted\","
                    + "\"roundStarted\",\"standings\",\"tournamentFinished\"]}").post("/api/v1/webhooks").then()
                    .statusCode(201).extract().jsonPath();
            receiver.secret(hook.getString("secret"));

            String id = swiss(ALPHA, alpha, 2);
            List<JsonPath> rounds = run(ALPHA, id, alpha, 2);

            List<Event> portal = alphaFeed.until(e -> e.type().equals("tournamentFinished"), 1, WAIT);
            assertThat(portal).allMatch(TournamentEventsTest::tournaments);
            assertTold(of(portal, id), id, rounds, ALPHA);

            List<Event> player = playerFeed.until(e -> e.type().equals("tournamentFinished"), 1, WAIT);
            assertTold(of(player, id), id, rounds, ALPHA);
            assertThat(player.stream().filter(TournamentEventsTest::tournaments))
                    .allMatch(e -> e.data().path("tournamentId").asText().equals(id));

            // The hook hears all of the portal's tournaments: another test's of this portal, still
            // advanced by the sweep, may be told in between; this tournament's come in order.
            List<WebhookReceiver.Received> delivered = receiver.await(r -> of(r, id), 6, WAIT);
            assertThat(delivered).allMatch(WebhookReceiver.Received::signed);
            assertThat(delivered).extracting(WebhookReceiver.Received::event).containsExactly("tournamentStarted",
                    "roundStarted", "standings", "roundStarted", "standings", "tournamentFinished");
            assertThat(delivered).allMatch(r -> r.body().path("type").asText().startsWith("tournament.")
                    && r.body().path("data").path("tournamentId").asText().equals(id));
            assertThat(delivered.get(1).body().path("data").path("data").path("pairings").get(0).path("gameId")
                    .asText()).isEqualTo(rounds.get(0).getString("pairings[0].gameId"));

            // Then another tournament, of the other players and then of the other portal: the first
            // tournament's player hears nothing of the second, the other portal nothing of the first.
            String second = swiss(ALPHA, others, 1);
            TournamentCalls.post(ALPHA, second, "/start").then().statusCode(200);
            List<Event> other = otherFeed.until(e -> e.type().equals("tournamentStarted"), 1, WAIT);
            assertThat(other.stream().filter(TournamentEventsTest::tournaments))
                    .allMatch(e -> e.data().path("tournamentId").asText().equals(second));
            String betas = swiss(BETA, beta, 1);
            run(BETA, betas, beta, 1);
            List<Event> told = betaFeed.until(e -> e.type().equals("tournamentFinished"), 1, WAIT);
            assertThat(told.stream().filter(TournamentEventsTest::tournaments))
                    .allMatch(e -> e.data().path("tournamentId").asText().equals(betas));
            assertThat(of(told, betas)).extracting(Event::type).containsExactly("tournamentStarted", "roundStarted",
                    "standings", "tournamentFinished");
            assertThat(receiver.accepted()).noneMatch(r -> of(r, betas));
            as(ALPHA).delete("/api/v1/webhooks/" + hook.getString("id"));
        }
    }
}
