package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.support.FeedStream.Event;
import org.ringgames.web.portals.PortalGames.Game;

/**
 * The portal stream in open mode: one connection carries every game's events, each game's in
 * order, from its creation; a cursor resumes it with nothing missed or repeated; a filter keeps
 * some types.
 */
@QuarkusTest
class PortalEventsTest {

    static final Duration WAIT = Duration.ofSeconds(20);

    @TestHTTPResource("/api/v1/events")
    URL events;

    private static List<String> types(List<Event> events, String gameId) {
        return events.stream().filter(e -> e.gameId().equals(gameId)).map(Event::type).toList();
    }

    @Test
    void oneStreamCarriesEveryGameFromItsCreationInOrder() {
        for (boolean ndjson : new boolean[] {false, true}) {
            try (FeedStream stream = FeedStream.open(events.toString(), null, null, ndjson)) {
                assertThat(stream.status()).isEqualTo(200);
                assertThat(stream.contentType()).startsWith(ndjson ? "application/x-ndjson" : "text/event-stream");
                Game one = PortalGames.started(null);
                Game two = PortalGames.started(null);
                PortalGames.play(one, 2);
                PortalGames.play(two, 1);
                PortalGames.resign(one, "south");
                // Two's move was played before one's resignation: it has come by then.
                List<Event> read = stream.until(e -> e.type().equals("finished") && e.gameId().equals(one.id()), 1, WAIT);
                assertThat(types(read, one.id())).containsExactly("created", "setup", "setup", "move", "move", "finished");
                assertThat(types(read, two.id())).containsExactly("created", "setup", "setup", "move");
                List<Event> ofOne = read.stream().filter(e -> e.gameId().equals(one.id())).toList();
                assertThat(ofOne.stream().map(Event::version).toList()).isSorted();
                assertThat(ofOne.get(0).data().path("data").path("id").asText()).isEqualTo(one.id());
                assertThat(ofOne.get(0).data().path("externalId").isNull()).isTrue();
                // Cursors increase as text, in the order the stream sends them.
                List<String> ids = read.stream().map(Event::id).toList();
                assertThat(ids).isSorted().doesNotHaveDuplicates();
            }
        }
    }

    @Test
    void aCursorResumesTheStreamWithNothingMissedOrRepeated() {
        Game game;
        List<Event> first;
        try (FeedStream stream = FeedStream.open(events.toString(), null, null, false)) {
            game = PortalGames.started(null);
            first = stream.until(e -> e.gameId().equals(game.id()), 2, WAIT);
        }
        Event resumeAfter = first.stream().filter(e -> e.gameId().equals(game.id())).toList().get(1);
        assertThat(resumeAfter.type()).isEqualTo("setup");
        // While nobody listens: the rest of the game.
        PortalGames.play(game, 2);
        PortalGames.resign(game, "north");
        try (FeedStream stream = FeedStream.open(events.toString(), null, resumeAfter.id(), true)) {
            List<Event> rest = stream.until(e -> e.gameId().equals(game.id()) && e.type().equals("finished"), 1, WAIT);
            assertThat(types(rest, game.id())).containsExactly("setup", "move", "move", "finished");
            assertThat(rest).allMatch(e -> e.id().compareTo(resumeAfter.id()) > 0);
        }
    }

    @Test
    void theEventsFilterKeepsOnlyTheTypesNamed() {
        try (FeedStream stream = FeedStream.open(events + "?events=created,FINISHED", null, null, false)) {
            Game game = PortalGames.started(null);
            PortalGames.play(game, 1);
            PortalGames.resign(game, "south");
            List<Event> read = stream.until(e -> e.gameId().equals(game.id()) && e.type().equals("finished"), 1, WAIT);
            assertThat(types(read, game.id())).containsExactly("created", "finished");
        }
    }

    @Test
    void aStreamThatDoesNotResumeStartsNow() {
        Game before = PortalGames.started(null);
        try (FeedStream stream = FeedStream.open(events.toString(), null, null, true)) {
            Game after = PortalGames.create(null);
            List<Event> read = stream.until(e -> e.gameId().equals(after.id()), 1, WAIT);
            assertThat(read).noneMatch(e -> e.gameId().equals(before.id()));
        }
    }

    @Test
    void aBadCursorOrEventTypeIsRefused() {
        given().header("Last-Event-ID", "42").get("/api/v1/events").then().statusCode(400)
                .body("type", equalTo("/problems/malformed-request")).body("detail", containsString("'42'"));
        given().get("/api/v1/events?events=created,moves").then().statusCode(400)
                .body("detail", containsString("'moves'"));
    }
}
