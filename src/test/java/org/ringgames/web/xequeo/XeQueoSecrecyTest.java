package org.ringgames.web.xequeo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.support.EventStream;

/**
 * The secret of a round still being played reaches nobody but its owner: not the other seat, not a
 * spectator, not an event, not a log line, not an error body (api-v1, "Xe Queo").
 */
@QuarkusTest
class XeQueoSecrecyTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @TestHTTPResource("/")
    URL root;

    // ---- the leak scan ----

    @Test
    void noAnswerEventOrLogLineOfWholeMatchesShowsASecretOfARoundStillBeingPlayed() {
        List<String> leaks = new ArrayList<>();
        try (LogCapture logs = LogCapture.start()) {
            Logger.getLogger("org.ringgames.web.xequeo.canary").info("log capture canary");
            for (long seed : new long[] {1, 2}) {
                leaks.addAll(playAndScan(seed));
            }
            assertThat(logs.lines()).as("the log capture works").anyMatch(l -> l.contains("log capture canary"));
            leaks.addAll(SecretScan.logLeaks(logs.lines()));
        }
        assertThat(leaks).as("secrets shown to someone who may not see them").isEmpty();
    }

    private List<String> playAndScan(long seed) {
        XeQueoTable table = new XeQueoTable(seed);
        Random random = new Random(seed * 31);
        List<String> leaks = new ArrayList<>();
        List<EventStream.Event> events = new ArrayList<>();
        try (EventStream stream = EventStream.open(root + "api/v1/games/" + table.game.id() + "/events", null, false)) {
            table.placeDiscs(XeQueoClient.DISCS);
            while (table.match().winner().isEmpty()) {
                playProbedRound(table, random);
            }
            for (EventStream.Event event = stream.next(WAIT); !event.type().equals("<end>"); event = stream.next(WAIT)) {
                events.add(event);
                if (event.type().equals("finished")) {
                    break;
                }
            }
        }
        int replayed = 0;
        try (EventStream replay = EventStream.open(root + "api/v1/games/" + table.game.id() + "/events", 0L, true)) {
            for (EventStream.Event event = replay.next(WAIT); !event.type().equals("<end>"); event = replay.next(WAIT)) {
                if (event.id() != null) {
                    replayed++;
                    leaks.addAll(new SecretScan(table).leaks("match " + seed + ", replayed NDJSON event " + event.id() + " "
                            + event.type(), event.data(), null, true, table.finishedAt(event.id())));
                }
            }
        }
        assertThat(events).as("events of match %d", seed).isNotEmpty();
        assertThat(replayed).as("events replayed as NDJSON after version 0").isEqualTo(events.size() - 1);
        assertThat(events.get(events.size() - 1).type()).isEqualTo("finished");

        SecretScan scan = new SecretScan(table);
        for (XeQueoViewer viewer : table.viewers()) {
            for (XeQueoViewer.Exchange exchange : viewer.received()) {
                String where = "match " + seed + ", the " + viewer.name() + "'s answer to " + exchange.request()
                        + " (" + exchange.status() + ")";
                if (exchange.body().isBlank()) {
                    continue;
                }
                if (exchange.contentType() != null && exchange.contentType().contains("json")) {
                    leaks.addAll(scan.leaks(where, XeQueoClient.json(exchange.body()), viewer.seat(), false,
                            exchange.finishedRounds()));
                } else if (exchange.body().toLowerCase().contains("secret")) {
                    leaks.add(where + ": a non-JSON body that mentions a secret: " + exchange.body());
                }
            }
        }
        for (EventStream.Event event : events) {
            leaks.addAll(scan.leaks("match " + seed + ", event " + event.id() + " " + event.type(), event.data(), null,
                    true, table.finishedAt(event.id() == null ? 0 : event.id())));
        }
        assertThat(scan.ownSecretsSeen()).as("seats shown their own secret in match %d", seed).isGreaterThan(10);
        assertThat(scan.roundSecretsSeen()).as("finished rounds' secrets seen in match %d", seed).isGreaterThan(10);
        assertThat(table.played()).as("rounds of match %d", seed).hasSizeGreaterThanOrEqualTo(4);
        return leaks;
    }

    /**
     * A round with secrets drawn at random, played mostly towards the ring, with probes along the
     * way: the other seat moving out of turn, the mover entering with a disc that is not its secret
     * (often the opponent's), a second secret, a guess out of range, listings and pictures.
     */
    private static void playProbedRound(XeQueoTable table, Random random) {
        int round = table.round();
        table.spectator.get(table.game.path("/legal-moves"));
        table.placeRing(table.nearestRingSquare());
        table.spectator.post(table.game.path("/setup"), XeQueoClient.secret(3));
        Seat firstChooser = random.nextBoolean() ? Seat.PLACER : Seat.RINGER;
        table.chooseSecret(firstChooser, 1 + random.nextInt(7));
        table.viewer(firstChooser).post(table.game.path("/setup"), XeQueoClient.secret(1 + random.nextInt(7)));
        table.viewer(firstChooser.opponent()).get(table.game.path("/legal-moves"));
        table.chooseSecret(firstChooser.opponent(), random.nextInt(3) == 0 ? table.secret(round, firstChooser) : 1 + random.nextInt(7));
        XeQueoTactic mixed = (position, own, legal, r) -> {
            double roll = r.nextDouble();
            if (roll < 0.06) {
                return Move.guess(1 + r.nextInt(7));
            }
            return roll < 0.8 ? XeQueoTactic.enterGreedy().choose(position, own, legal, r) : XeQueoTactic.wander().choose(position, own, legal, r);
        };
        while (table.played().size() < round) {
            probe(table, random);
            table.playTurn(mixed);
        }
        table.spectator.get(XeQueoClient.GAMES + "?game=xequeo&limit=5");
        table.spectator.get(table.game.path("/board.svg"));
        table.placer.get(table.game.path("/moves"));
    }

    private static void probe(XeQueoTable table, Random random) {
        Position position = table.match().position();
        Seat mover = position.toMove();
        int own = table.secret(table.round(), mover);
        int ply = table.ply();
        XeQueoViewer other = table.viewer(mover.opponent());
        other.post(table.game.path("/moves"), "{\"move\":\"guess 3\",\"expectedPly\":" + ply + "}");
        for (int disc = 1; disc <= 7; disc++) {
            if (disc == own) {
                continue;
            }
            for (LegalMove m : XeQueoTable.ENGINE.legalMoves(position, OptionalInt.of(disc))) {
                if (m.entersRing(position)) {
                    XeQueoViewer.Answer refused = table.viewer(mover).post(table.game.path("/moves"),
                            "{\"move\":\"" + m.move().toText() + "\",\"expectedPly\":" + ply + "}");
                    assertThat(refused.statusCode()).as("entering with disc %d, not the %s's secret", disc, mover).isEqualTo(422);
                }
            }
        }
        if (random.nextInt(4) == 0) {
            table.viewer(mover).post(table.game.path("/moves"), "{\"move\":\"guess 8\",\"expectedPly\":" + ply + "}");
            table.viewer(mover).post(table.game.path("/setup"), XeQueoClient.secret(own % 7 + 1));
        }
    }

    // ---- non-interference: a secret changes nothing anyone else is shown ----

    @Test
    void theRingersSecretChangesNothingThePlacerOrASpectatorIsShown() {
        Map<String, List<String>> withThree = script(1, 3);
        Map<String, List<String>> withSix = script(1, 6);

        for (String who : List.of("placer", "spectator", "events")) {
            assertSame(who, withThree.get(who), withSix.get(who));
        }
        assertThat(withSix.get("ringer")).as("what the ringer itself is shown does differ").isNotEqualTo(withThree.get("ringer"));
        assertThat(withThree.get("placer")).as("the placer's refused entry is among the compared answers")
                .anyMatch(e -> e.contains("c5-d4") && e.contains(" → 422 "));
    }

    @Test
    void thePlacersSecretChangesNothingTheRingerOrASpectatorIsShown() {
        Map<String, List<String>> withFive = script(5, 4);
        Map<String, List<String>> withTwo = script(2, 4);

        for (String who : List.of("ringer", "spectator", "events")) {
            assertSame(who, withFive.get(who), withTwo.get(who));
        }
        assertThat(withTwo.get("placer")).as("what the placer itself is shown does differ").isNotEqualTo(withFive.get("placer"));
        assertThat(withFive.get("ringer")).as("the ringer's refused entries are among the compared answers")
                .anyMatch(e -> e.contains("d3-d4") && e.contains(" → 422 "))
                .anyMatch(e -> e.contains("e3-d4") && e.contains(" → 422 "));
    }

    private static void assertSame(String who, List<String> first, List<String> second) {
        assertThat(first).as("what the %s received", who).isNotEmpty();
        for (int i = 0; i < Math.min(first.size(), second.size()); i++) {
            assertThat(second.get(i)).as("answer %d to the %s, the other seat's secret changed", i, who).isEqualTo(first.get(i));
        }
        assertThat(second).as("what the %s received", who).hasSameSizeAs(first);
    }

    /**
     * The same game every time but for the secrets: discs, ring d4, both secrets (placer first),
     * eight moves that do not enter, and between them tries to enter with discs next to the ring
     * that are not the mover's secret — disc 3 by the placer, discs 5 and 2 by the ringer. Returns
     * everything each seat and a spectator received, and the events, normalized.
     */
    private Map<String, List<String>> script(int placerSecret, int ringerSecret) {
        XeQueoTable table = new XeQueoTable(5);
        Map<String, List<String>> seen = new java.util.LinkedHashMap<>();
        List<String> events = new ArrayList<>();
        try (EventStream stream = EventStream.open(root + "api/v1/games/" + table.game.id() + "/events", null, false)) {
            table.placeDiscs(XeQueoClient.DISCS);
            table.placeRing("d4");
            look(table);
            table.chooseSecret(Seat.PLACER, placerSecret);
            look(table);
            table.chooseSecret(Seat.RINGER, ringerSecret);
            String[][] turns = {{"b6-c5"}, {"d1-d2"}, {"!c5-d4", "b2-c3"}, {"d2-d3"}, {"f2-e3"}, {"!d3-d4", "!e3-d4", "f6-e5"},
                {"a4-b4"}, {"g4-f4"}};
            for (String[] turn : turns) {
                Seat mover = table.match().position().toMove();
                look(table);
                for (String move : turn) {
                    if (move.startsWith("!")) {
                        XeQueoViewer.Answer refused = table.viewer(mover).post(table.game.path("/moves"),
                                "{\"move\":\"" + move.substring(1) + "\",\"expectedPly\":" + table.ply() + "}");
                        assertThat(refused.statusCode()).as("%s by the %s", move, mover).isEqualTo(422);
                        assertThat(XeQueoClient.json(refused.asString()).get("type").asText()).isEqualTo("/problems/illegal-move");
                    } else {
                        table.play(mover, move);
                    }
                }
            }
            look(table);
            long last = XeQueoClient.state(table.game, null).get("version").asLong();
            for (EventStream.Event event = stream.next(WAIT); ; event = stream.next(WAIT)) {
                events.add("event " + event.id() + " " + event.type() + " " + normalize(table, event.data().toString()));
                if (event.id() != null && event.id() == last) {
                    break;
                }
            }
        }
        for (XeQueoViewer viewer : table.viewers()) {
            List<String> answers = new ArrayList<>();
            for (XeQueoViewer.Exchange e : viewer.received()) {
                answers.add(normalize(table, e.request()) + " → " + e.status() + " " + e.contentType()
                        + " etag=" + e.etag() + " vary=" + e.vary() + " location=" + normalize(table, String.valueOf(e.location()))
                        + "\n" + normalize(table, e.body()));
            }
            seen.put(viewer.name(), answers);
        }
        seen.put("events", events);
        return seen;
    }

    /** Everyone reads what there is to read. */
    private static void look(XeQueoTable table) {
        for (XeQueoViewer viewer : table.viewers()) {
            viewer.get(table.game.path(""));
            viewer.get(table.game.path("/legal-moves"));
            viewer.get(table.game.path("/moves"));
        }
        table.spectator.get(table.game.path("/board.svg"));
    }

    /** The game's id and tokens, and every time stamp, replaced by placeholders. */
    private static String normalize(XeQueoTable table, String text) {
        String replaced = text.replace(table.game.id(), "<game>").replace(table.game.placer(), "<placer-token>")
                .replace(table.game.ringer(), "<ringer-token>");
        if (!replaced.startsWith("{") && !replaced.startsWith("[")) {
            return replaced;
        }
        JsonNode tree = XeQueoClient.json(replaced);
        blankTimes(tree);
        return tree.toString();
    }

    private static void blankTimes(JsonNode node) {
        if (node instanceof ObjectNode object) {
            List<String> times = new ArrayList<>();
            for (Map.Entry<String, JsonNode> field : (Iterable<Map.Entry<String, JsonNode>>) object::fields) {
                if (field.getKey().endsWith("At") || field.getKey().equals("time")) {
                    times.add(field.getKey());
                } else {
                    blankTimes(field.getValue());
                }
            }
            times.forEach(key -> object.set(key, TextNode.valueOf("<time>")));
        } else if (node.isArray()) {
            node.forEach(XeQueoSecrecyTest::blankTimes);
        }
    }

    @Test
    void anIdempotencyKeyReplaysASecretsAnswerOnlyToTheSeatThatChoseIt() {
        XeQueoTable table = new XeQueoTable(21);
        table.placeDiscs(XeQueoClient.DISCS);
        table.placeRing("d4");
        String key = "secret-round-1";

        Response ringer = XeQueoClient.as(table.game.ringer()).header("Idempotency-Key", key)
                .body(XeQueoClient.secret(6)).post(table.game.path("/setup"));
        Response placer = XeQueoClient.as(table.game.placer()).header("Idempotency-Key", key)
                .body(XeQueoClient.secret(2)).post(table.game.path("/setup"));
        Response retry = XeQueoClient.as(table.game.ringer()).header("Idempotency-Key", key)
                .body(XeQueoClient.secret(6)).post(table.game.path("/setup"));

        assertThat(ringer.statusCode()).isEqualTo(200);
        assertThat(placer.statusCode()).as("the same key from the other seat is a new request").isEqualTo(200);
        assertThat(placer.header("Idempotent-Replayed")).isNull();
        assertThat(placer.jsonPath().getString("seat")).isEqualTo("placer");
        assertThat(placer.jsonPath().getInt("state.mySecret")).isEqualTo(2);
        assertThat(placer.asString()).doesNotContain("\"mySecret\":6");
        assertThat(retry.statusCode()).isEqualTo(200);
        assertThat(retry.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(retry.jsonPath().getInt("state.mySecret")).isEqualTo(6);
        assertThat(XeQueoClient.state(table.game, null).get("status").asText()).isEqualTo("playing");
    }

    @Test
    void aRefusedEntryReadsTheSameWhetherTheDiscIsTheOpponentsSecretOrNot() {
        XeQueoTable table = new XeQueoTable(9);
        table.placeDiscs(XeQueoClient.DISCS);
        table.placeRing("d4");
        table.chooseSecret(Seat.PLACER, 7);
        table.chooseSecret(Seat.RINGER, 3);
        table.play(Seat.PLACER, "b6-c5");
        table.play(Seat.RINGER, "d1-d2");
        table.play(Seat.PLACER, "b2-c3");
        table.play(Seat.RINGER, "f6-e5");

        // c5 holds disc 3 (the ringer's secret), c3 disc 1 (nobody's): both are next to the ring.
        JsonNode opponents = XeQueoClient.json(table.placer.post(table.game.path("/moves"), "{\"move\":\"c5-d4\"}").asString());
        JsonNode nobodys = XeQueoClient.json(table.placer.post(table.game.path("/moves"), "{\"move\":\"c3-d4\"}").asString());

        assertThat(opponents.get("status").asInt()).isEqualTo(422);
        assertThat(opponents.get("type").asText()).isEqualTo("/problems/illegal-move");
        assertThat(refusal(opponents, table, "c5", 3)).as("what a refused entry says does not depend on whose secret the disc is")
                .isEqualTo(refusal(nobodys, table, "c3", 1));
        assertThat(Square.parse("d4")).isEqualTo(table.match().position().ring());
    }

    /** A refusal with the game, the origin square and the disc number replaced by placeholders. */
    private static String refusal(JsonNode problem, XeQueoTable table, String from, int disc) {
        return problem.toString().replace(table.game.id(), "<game>").replace(from + "-", "<from>-")
                .replace("disc " + disc, "disc <n>").replace("\"disc\":" + disc, "\"disc\":<n>");
    }
}
