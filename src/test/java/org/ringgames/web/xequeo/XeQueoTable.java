package org.ringgames.web.xequeo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.OptionalInt;
import java.util.Random;
import java.util.TreeMap;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.MoveGenerator;
import org.ringgames.rules.xequeo.Placement;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;

/**
 * One Xe Queo game played over HTTP by two scripted seats, watched by an anonymous spectator, with
 * the engine's expectation of every position alongside. Every answer each of the three receives is
 * kept (see {@link XeQueoViewer}) and checked as it arrives: the position, round, score and seat to
 * move against the engine, and {@code mySecret}/{@code mySeat} only for their owner.
 */
final class XeQueoTable {

    /** What happened in a round, as the test saw it played. */
    record Played(int round, Seat ringPlacer, String ringSquare, Seat firstMover, Match.RoundResult result, List<String> moves) {
    }

    static final MoveGenerator ENGINE = new MoveGenerator();

    final XeQueoClient.Game game;
    final XeQueoViewer placer;
    final XeQueoViewer ringer;
    final XeQueoViewer spectator;
    private final Random random;
    private final Map<Integer, Map<Seat, Integer>> secrets = new HashMap<>();
    private final NavigableMap<Long, Integer> finishedAtVersion = new TreeMap<>();
    private final List<Played> played = new ArrayList<>();
    private int finished;
    private Match match;
    private List<String> discs;

    XeQueoTable(long seed) {
        this(XeQueoClient.create(), seed);
    }

    /** A table for a game made elsewhere, its seats played with these tokens (seat or player tokens). */
    XeQueoTable(XeQueoClient.Game game, long seed) {
        this.game = game;
        this.placer = new XeQueoViewer("placer", game.placer(), () -> finished);
        this.ringer = new XeQueoViewer("ringer", game.ringer(), () -> finished);
        this.spectator = new XeQueoViewer(null, null, () -> finished);
        this.random = new Random(seed);
        finishedAtVersion.put(0L, 0);
    }

    XeQueoViewer viewer(Seat seat) {
        return seat == Seat.PLACER ? placer : ringer;
    }

    List<XeQueoViewer> viewers() {
        return List.of(placer, ringer, spectator);
    }

    int round() {
        return match == null ? 1 : match.round();
    }

    Match match() {
        return match;
    }

    List<Played> played() {
        return played;
    }

    /** The secret a seat chose for a round, if it did. */
    Integer secret(int round, Seat seat) {
        return secrets.getOrDefault(round, Map.of()).get(seat);
    }

    /** Rounds over at a state version (the game's versions count its changes). */
    int finishedAt(long version) {
        return finishedAtVersion.floorEntry(version).getValue();
    }

    static Seat seat(String name) {
        return Seat.valueOf(name.toUpperCase());
    }

    // ---- the rules the test holds the service to, computed here independently of the engine ----

    /** Round 1: the ringer; later: fewer rings; on a tie the loser of the previous round. */
    Seat expectedRingPlacer() {
        if (match == null || match.rounds().isEmpty()) {
            return Seat.RINGER;
        }
        int p = match.rings(Seat.PLACER);
        int r = match.rings(Seat.RINGER);
        if (p != r) {
            return p < r ? Seat.PLACER : Seat.RINGER;
        }
        return match.rounds().get(match.rounds().size() - 1).winner().opponent();
    }

    // ---- setup ----

    JsonNode placeDiscs(List<String> squares) {
        XeQueoViewer.Answer response = placer.post(game.path("/setup"), XeQueoClient.discs(squares));
        JsonNode body = ok(response, 200);
        discs = squares;
        match = new Match(XeQueoClient.board(squares), List.of());
        assertThat(body.get("seat").asText()).isEqualTo("placer");
        checkStates();
        return body;
    }

    /** The allowed ring square closest to d4 (first in board order on a tie). */
    String nearestRingSquare() {
        return nearestRingSquare(match.position());
    }

    /** The square of this position closest to d4 (first in board order on a tie) where the ring may go. */
    static String nearestRingSquare(Position position) {
        long allowed = Placement.ringSquares(position);
        int best = Square.NONE;
        int centre = Square.parse("d4");
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if ((allowed & (1L << sq)) != 0 && (best == Square.NONE || Square.distance2(sq, centre) < Square.distance2(best, centre))) {
                best = sq;
            }
        }
        return Square.name(best);
    }

    JsonNode placeRing(String square) {
        Seat placing = expectedRingPlacer();
        JsonNode before = ok(spectator.get(game.path("")), 200);
        assertThat(before.get("setup").get("ringPlacer").asText()).as("ring placer of round %d", round())
                .isEqualTo(placing.lowerName());
        assertThat(awaiting(before)).as("awaiting before the ring of round %d", round())
                .containsExactly(placing.lowerName() + ":ring");
        XeQueoViewer.Answer wrongSeat = viewer(placing.opponent()).post(game.path("/setup"), XeQueoClient.ring(square));
        assertThat(wrongSeat.statusCode()).as("the ring of round %d from the %s", round(), placing.opponent()).isEqualTo(409);
        assertThat(XeQueoClient.json(wrongSeat.asString()).get("type").asText()).isEqualTo("/problems/not-your-turn");
        XeQueoViewer.Answer early = viewer(placing.opponent()).post(game.path("/setup"), XeQueoClient.secret(1));
        assertThat(early.statusCode()).as("a secret before the ring of round %d", round()).isEqualTo(409);
        assertThat(XeQueoClient.json(early.asString()).get("type").asText()).isEqualTo("/problems/wrong-phase");
        assertThat(ok(spectator.get(game.path("")), 200).get("version")).as("refusals change nothing").isEqualTo(before.get("version"));
        JsonNode body = ok(viewer(placing).post(game.path("/setup"), XeQueoClient.ring(square)), 200);
        match = match.withRing(Square.parse(square));
        ringPlacerOfRound = placing;
        ringOfRound = square;
        assertThat(body.get("seat").asText()).isEqualTo(placing.lowerName());
        checkStates();
        return body;
    }

    JsonNode chooseSecret(Seat seat, int n) {
        JsonNode body = ok(viewer(seat).post(game.path("/setup"), XeQueoClient.secret(n)), 200);
        secrets.computeIfAbsent(round(), r -> new HashMap<>()).put(seat, n);
        assertThat(body.get("seat").asText()).isEqualTo(seat.lowerName());
        assertThat(body.get("state").get("mySecret").asInt()).as("the chooser's own secret in its answer").isEqualTo(n);
        checkStates();
        return body;
    }

    // ---- play ----

    /** The legal moves a viewer is shown now, checked against the engine (with the secret only for the mover's own token). */
    List<LegalMove> legalMoves(XeQueoViewer viewer) {
        JsonNode body = ok(viewer.get(game.path("/legal-moves")), 200);
        Position position = match.position();
        Seat mover = position.toMove();
        boolean own = viewer.seat() != null && seat(viewer.seat()) == mover;
        OptionalInt secret = own ? OptionalInt.of(secret(round(), mover)) : OptionalInt.empty();
        List<LegalMove> expected = ENGINE.legalMoves(position, secret);
        assertThat(body.get("ply").asInt()).isEqualTo(plies);
        assertThat(body.get("position").asText()).isEqualTo(position.toString());
        assertThat(body.get("toMove").asText()).isEqualTo(mover.lowerName());
        assertThat(body.get("ring").asText()).isEqualTo(Square.name(position.ring()));
        assertThat(body.get("count").asInt()).isEqualTo(expected.size());
        List<String> served = new ArrayList<>();
        body.get("moves").forEach(m -> served.add(describe(m)));
        assertThat(served).as("legal moves shown to the %s", viewer.name())
                .containsExactlyElementsOf(expected.stream().map(m -> describe(m, position)).toList());
        return expected;
    }

    private static String describe(JsonNode m) {
        if (m.has("guess")) {
            return m.get("move").asText() + " guess=" + m.get("guess").asInt();
        }
        List<String> path = new ArrayList<>();
        m.get("path").forEach(s -> path.add(s.asText()));
        return m.get("move").asText() + " " + m.get("from").asText() + ">" + m.get("to").asText()
                + (m.get("entersRing").asBoolean() ? " enters" : "") + " " + path;
    }

    private static String describe(LegalMove m, Position position) {
        if (m.move().isGuess()) {
            return m.move().toText() + " guess=" + m.move().guess();
        }
        return m.move().toText() + " " + Square.name(m.move().from()) + ">" + Square.name(m.move().to())
                + (m.entersRing(position) ? " enters" : "") + " " + m.path().stream().map(Square::name).toList();
    }

    /** The seat to move asks for its legal moves, picks one by its tactic and plays it. */
    JsonNode playTurn(XeQueoTactic tactic) {
        Position position = match.position();
        Seat mover = position.toMove();
        XeQueoViewer moverView = viewer(mover);
        List<LegalMove> legal = legalMoves(moverView);
        legalMoves(viewer(mover.opponent()));
        legalMoves(spectator);
        Move move = tactic.choose(position, secret(round(), mover), legal, random);
        LegalMove chosen = legal.stream().filter(m -> m.move().equals(move)).findFirst()
                .orElseThrow(() -> new AssertionError(move + " is not in the engine's list"));
        String fullPath = chosen.path().stream().map(Square::name).reduce((a, b) -> a + "-" + b).orElse(move.toText());
        return play(mover, random.nextBoolean() ? move.toText() : fullPath, move);
    }

    /** Plays a move given as text: {@code guess n}, two squares (origin, destination) or a full jump path. */
    JsonNode play(Seat mover, String text) {
        Move move;
        if (text.startsWith("guess ")) {
            move = Move.guess(Integer.parseInt(text.substring(6)));
        } else {
            String[] squares = text.split("-");
            move = Move.disc(Square.parse(squares[0]), Square.parse(squares[squares.length - 1]));
        }
        return play(mover, text, move);
    }

    /**
     * Plays a move (text as sent: compact, full path or guess) and checks the answer. A round that
     * it ends counts as over from this answer on.
     */
    JsonNode play(Seat mover, String text, Move move) {
        Position position = match.position();
        int ply = ply();
        boolean ends = move.isGuess() || move.to() == position.ring();
        if (ends) {
            finished++;
        }
        int round = round();
        Match.Turn turn = match.play(move, secret(round, Seat.PLACER), secret(round, Seat.RINGER));
        JsonNode body = ok(viewer(mover).post(game.path("/moves"), "{\"move\":\"" + text + "\",\"expectedPly\":" + ply + "}"), 201);
        assertThat(body.get("ply").asInt()).isEqualTo(ply + 1);
        assertThat(body.get("seat").asText()).isEqualTo(mover.lowerName());
        assertThat(body.get("move").asText()).isEqualTo(move.toText());
        match = turn.match();
        history.add(mover.lowerName() + " " + move.toText() + " " + (move.isGuess() ? position : position.play(move)));
        roundsPlayed.add(move.toText());
        plies++;
        if (turn.result().isPresent()) {
            played.add(new Played(round, ringPlacerOfRound, ringOfRound, ringPlacerOfRound.opponent(), turn.result().get(),
                    List.copyOf(roundsPlayed)));
            roundsPlayed.clear();
        }
        checkStates();
        return body;
    }

    private int plies;
    private final List<String> history = new ArrayList<>();

    /** Every move played: seat, move, and the position the history should show for it (docs/rules/xequeo.md §8). */
    List<String> history() {
        return history;
    }

    private final List<String> roundsPlayed = new ArrayList<>();
    private Seat ringPlacerOfRound;
    private String ringOfRound;

    int ply() {
        return plies;
    }

    /** Places the ring (the allowed square nearest d4), takes both secrets (placer first) and plays the round out. */
    Played playRound(int placerSecret, int ringerSecret, XeQueoTactic placerTactic, XeQueoTactic ringerTactic) {
        int round = round();
        Seat ringPlacer = expectedRingPlacer();
        placeRing(nearestRingSquare());
        chooseSecret(Seat.PLACER, placerSecret);
        chooseSecret(Seat.RINGER, ringerSecret);
        assertThat(match.position().toMove()).as("first mover of round %d", round).isEqualTo(ringPlacer.opponent());
        for (int turn = 0; played.size() < round; turn++) {
            assertThat(turn).as("round %d still going after 200 turns", round).isLessThan(200);
            playTurn(match.position().toMove() == Seat.PLACER ? placerTactic : ringerTactic);
        }
        return played.get(round - 1);
    }

    // ---- the state, as each of the three sees it ----

    /** Each viewer reads the state; each sees the engine's game and only its own secret. */
    void checkStates() {
        for (XeQueoViewer viewer : viewers()) {
            XeQueoViewer.Answer response = viewer.get(game.path(""));
            JsonNode state = ok(response, 200);
            checkState(state, viewer);
            if (viewer.token() != null) {
                assertThat(response.header("Vary")).as("Vary of a read with a token").containsIgnoringCase("Authorization");
            }
        }
        spectator.get(game.path("/moves"));
    }

    /** A state body as {@code viewer} received it, against the test's own account of the game. */
    void checkState(JsonNode state, XeQueoViewer viewer) {
        assertThat(state.get("id").asText()).isEqualTo(game.id());
        assertThat(state.get("game").asText()).isEqualTo("xequeo");
        if (viewer.seat() == null) {
            assertThat(state.has("mySecret")).as("mySecret in the spectator's view").isFalse();
            assertThat(state.has("mySeat")).as("mySeat in the spectator's view").isFalse();
        } else {
            assertThat(state.get("mySeat").asText()).isEqualTo(viewer.seat());
            Integer own = secret(round(), seat(viewer.seat()));
            if (own == null || match.winner().isPresent()) {
                if (match.winner().isEmpty()) {
                    assertThat(state.has("mySecret")).as("mySecret of the %s before it chose", viewer.name()).isFalse();
                }
            } else {
                assertThat(state.get("mySecret").asInt()).as("mySecret of the %s", viewer.name()).isEqualTo(own);
            }
        }
        if (match == null) {
            return;
        }
        Position position = match.position();
        String boardText = position.toString().substring(0, position.toString().indexOf(' '));
        assertThat(state.get("position").asText()).startsWith(boardText + " ");
        assertThat(state.get("score").get("placer").asInt()).isEqualTo(match.rings(Seat.PLACER));
        assertThat(state.get("score").get("ringer").asInt()).isEqualTo(match.rings(Seat.RINGER));
        assertThat(state.get("rounds").size()).as("finished rounds listed").isEqualTo(match.rounds().size());
        for (int i = 0; i < match.rounds().size(); i++) {
            Match.RoundResult r = match.rounds().get(i);
            JsonNode shown = state.get("rounds").get(i);
            assertThat(shown.get("round").asInt()).isEqualTo(i + 1);
            assertThat(shown.get("winner").asText()).as("winner of round %d", i + 1).isEqualTo(r.winner().lowerName());
            assertThat(shown.get("how").asText()).as("how round %d was won", i + 1).isEqualTo(r.how().slug());
            assertThat(shown.get("secrets").get("placer").asInt()).as("placer's secret of round %d", i + 1).isEqualTo(r.placerSecret());
            assertThat(shown.get("secrets").get("ringer").asInt()).as("ringer's secret of round %d", i + 1).isEqualTo(r.ringerSecret());
        }
        if (match.winner().isPresent()) {
            assertThat(state.get("status").asText()).isEqualTo("finished");
            assertThat(state.get("result").get("winner").asText()).isEqualTo(match.winner().get().lowerName());
            assertThat(state.get("result").get("reason").asText()).isEqualTo("rings");
            assertThat(state.get("toMove").isNull()).as("toMove after the match").isTrue();
            return;
        }
        assertThat(state.get("round").asInt()).isEqualTo(round());
        assertThat(state.get("result").isNull()).isTrue();
        boolean playing = position.ring() != Square.NONE && secret(round(), Seat.PLACER) != null
                && secret(round(), Seat.RINGER) != null;
        if (playing) {
            assertThat(state.get("status").asText()).isEqualTo("playing");
            assertThat(state.get("position").asText()).isEqualTo(position.toString());
            assertThat(state.get("toMove").asText()).isEqualTo(position.toMove().lowerName());
            assertThat(state.get("ring").asText()).isEqualTo(Square.name(position.ring()));
            assertThat(state.get("ply").asInt()).isEqualTo(plies);
        } else {
            assertThat(state.get("status").asText()).isEqualTo("setup");
            assertThat(state.get("toMove").isNull()).as("toMove during setup").isTrue();
            List<String> awaited = new ArrayList<>();
            if (position.ring() == Square.NONE) {
                awaited.add(expectedRingPlacer().lowerName() + ":ring");
            } else {
                for (Seat s : Seat.values()) {
                    if (secret(round(), s) == null) {
                        awaited.add(s.lowerName() + ":secret");
                    }
                }
            }
            assertThat(awaiting(state)).as("awaited in round %d", round()).containsExactlyInAnyOrderElementsOf(awaited);
            if (position.ring() == Square.NONE) {
                assertThat(state.get("ring").isNull()).as("ring before it is placed").isTrue();
            } else {
                assertThat(state.get("ring").asText()).isEqualTo(Square.name(position.ring()));
            }
        }
    }

    static List<String> awaiting(JsonNode state) {
        List<String> awaited = new ArrayList<>();
        state.get("setup").get("awaiting").forEach(a -> awaited.add(a.get("seat").asText() + ":" + a.get("what").asText()));
        return awaited;
    }

    /** Checks the status of a successful answer, notes which rounds were over at its version, and returns its body. */
    JsonNode ok(XeQueoViewer.Answer response, int status) {
        assertThat(response.statusCode()).as("%s", response.asString()).isEqualTo(status);
        JsonNode body = XeQueoClient.json(response.asString());
        JsonNode state = body.has("state") ? body.get("state") : body;
        if (state.has("version") && state.get("id").asText().equals(game.id())) {
            finishedAtVersion.merge(state.get("version").asLong(), finished, Math::max);
        }
        return body;
    }

    List<String> discs() {
        return discs;
    }
}
