package org.ringgames.web.xequeo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.support.EventStream;

/** The public event stream of an Xe Queo game: state, setups, moves, rounds as they end, the finish. */
@QuarkusTest
class XeQueoGameEventsTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @TestHTTPResource("/")
    URL root;

    /** The state inside an event's data: the data itself, or its {@code state} member. */
    private static JsonNode stateOf(EventStream.Event event) {
        return event.data().has("state") ? event.data().get("state") : event.data();
    }

    @Test
    void aSubscriberSeesTheSetupEveryMoveEachRoundsSecretsWhenItEndsAndTheFinish() {
        XeQueoTable table = new XeQueoTable(3);
        List<EventStream.Event> events = new ArrayList<>();
        try (EventStream stream = EventStream.open(root + "api/v1/games/" + table.game.id() + "/events", null, false)) {
            assertThat(stream.status()).isEqualTo(200);
            assertThat(stream.contentType()).startsWith("text/event-stream");
            EventStream.Event opening = stream.next(WAIT);
            assertThat(opening.type()).isEqualTo("state");
            assertThat(opening.id()).isEqualTo(0L);
            assertThat(opening.data().get("status").asText()).isEqualTo("setup");
            assertThat(opening.data().get("game").asText()).isEqualTo("xequeo");

            table.placeDiscs(XeQueoClient.DISCS);
            table.playRound(3, 5, XeQueoTactic.enterGreedy(), XeQueoTactic.enterGreedy());
            table.playRound(2, 2, XeQueoTactic.enterGreedy(), XeQueoTactic.wander());
            while (table.match().winner().isEmpty()) {
                Seat first = table.expectedRingPlacer().opponent();
                table.playRound(6, 4, first == Seat.PLACER ? XeQueoTactic.guess(4) : XeQueoTactic.wander(),
                        first == Seat.RINGER ? XeQueoTactic.guess(6) : XeQueoTactic.wander());
            }
            for (EventStream.Event event = stream.next(WAIT); !event.type().equals("<end>"); event = stream.next(WAIT)) {
                events.add(event);
            }
        }

        List<String> types = events.stream().map(EventStream.Event::type).toList();
        int rounds = table.played().size();
        long setups = types.stream().filter("setup"::equals).count();
        assertThat(setups).as("discs, then a ring and two secrets per round").isEqualTo(1 + 3L * rounds);
        assertThat(types.stream().filter("move"::equals).count()).isEqualTo(table.ply());
        assertThat(types.get(types.size() - 1)).isEqualTo("finished");
        assertThat(types.subList(0, 4)).containsExactly("setup", "setup", "setup", "setup");
        long previous = 0;
        for (EventStream.Event event : events) {
            assertThat(event.id()).as("ids are the state versions, in order").isGreaterThanOrEqualTo(previous);
            previous = event.id();
            JsonNode state = stateOf(event);
            assertThat(state.get("id").asText()).isEqualTo(table.game.id());
            assertThat(state.has("mySecret")).as("mySecret in public event %s %d", event.type(), event.id()).isFalse();
            assertThat(state.has("mySeat")).as("mySeat in public event %s %d", event.type(), event.id()).isFalse();
        }

        // The move that ends a round carries that round, with both secrets, in the state after it.
        int seen = 0;
        for (EventStream.Event event : events) {
            if (!event.type().equals("move")) {
                continue;
            }
            JsonNode state = stateOf(event);
            int listed = state.get("rounds").size();
            if (listed > seen) {
                assertThat(listed).isEqualTo(seen + 1);
                XeQueoTable.Played round = table.played().get(seen);
                JsonNode shown = state.get("rounds").get(seen);
                assertThat(event.data().get("move").asText()).isEqualTo(round.moves().get(round.moves().size() - 1));
                assertThat(shown.get("winner").asText()).isEqualTo(round.result().winner().lowerName());
                assertThat(shown.get("how").asText()).isEqualTo(round.result().how().slug());
                assertThat(shown.get("secrets").get("placer").asInt()).isEqualTo(round.result().placerSecret());
                assertThat(shown.get("secrets").get("ringer").asInt()).isEqualTo(round.result().ringerSecret());
                seen = listed;
                if (seen < rounds) {
                    assertThat(state.get("status").asText()).as("after round %d", seen).isEqualTo("setup");
                    assertThat(XeQueoTable.awaiting(state)).containsExactly(table.played().get(seen).ringPlacer().lowerName() + ":ring");
                }
            }
        }
        assertThat(seen).isEqualTo(rounds);
        EventStream.Event finished = events.get(events.size() - 1);
        JsonNode end = stateOf(finished);
        assertThat(end.get("status").asText()).isEqualTo("finished");
        assertThat(end.get("result").get("winner").asText()).isEqualTo(table.match().winner().orElseThrow().lowerName());
        assertThat(end.get("result").get("reason").asText()).isEqualTo("rings");
        assertThat(end.get("rounds").size()).isEqualTo(rounds);
        assertThat(finished.id()).isEqualTo(events.get(events.size() - 2).id());
    }

    @Test
    void aSecretChosenShowsAsASetupEventThatSaysWhoChoseButNotWhat() {
        XeQueoTable table = new XeQueoTable(4);
        table.placeDiscs(XeQueoClient.DISCS);
        table.placeRing("d4");
        try (EventStream stream = EventStream.open(root + "api/v1/games/" + table.game.id() + "/events", 2L, false)) {
            table.chooseSecret(Seat.RINGER, 6);
            EventStream.Event chosen = stream.next(WAIT);
            while (chosen.type().equals("state")) {
                chosen = stream.next(WAIT);
            }
            assertThat(chosen.type()).isEqualTo("setup");
            assertThat(chosen.id()).isEqualTo(3L);
            String text = chosen.data().toString();
            assertThat(text).as("the event of the ringer's secret").doesNotContainIgnoringCase("secret\":6")
                    .doesNotContain("mySecret").doesNotContain("mySeat");
            assertThat(XeQueoTable.awaiting(stateOf(chosen))).containsExactly("placer:secret");
        }
    }
}
