package org.ringgames.play.tournaments;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;
import org.ringgames.store.tournaments.TournamentEventRows;
import org.ringgames.store.tournaments.TournamentRows;

/**
 * A tournament's events (docs/tournaments.md, "Events"): tournamentStarted, roundStarted (the
 * round's pairings, as GET …/rounds/{n} shows them), standings and tournamentFinished, appended in
 * the caller's transaction, under the tournament's row lock, so each change is told exactly once
 * whichever replica makes it. They go to the tournament's portal's stream and webhooks
 * ({@link TournamentEventRows}) and to the streams of the tournament's players.
 */
@ApplicationScoped
public class TournamentEvents {

    @Inject
    TournamentEventRows events;

    @Inject
    TournamentReads reads;

    @Inject
    ObjectMapper json;

    @Inject
    Clock clock;

    private static final TournamentReads.Reader SERVICE = TournamentReads.Reader.ofAdmin();

    /** {@code {"name", "system", "game", "rated", "rounds", "minutes", "players": [ref]}}. */
    void started(TournamentRows.Tournament t) {
        TournamentReads.State s = reads.state(t.id(), SERVICE);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("name", s.settings().name());
        data.put("system", s.settings().system());
        data.put("game", s.settings().game());
        data.put("rated", s.settings().rated());
        data.put("rounds", s.settings().rounds());
        data.put("minutes", s.settings().minutes());
        data.put("players", s.players().stream().filter(e -> e.number() != null)
                .map(e -> ref(e.number(), e.id().toString(), e.name())).toList());
        append(t, "tournamentStarted", data);
    }

    /** The round (an arena's pairing wave) as {@code TournamentRound}. */
    void roundStarted(TournamentRows.Tournament t, int round) {
        TournamentReads.Round r = reads.round(t.id(), round, SERVICE);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("round", r.round());
        data.put("finished", r.finished());
        data.put("pairings", r.boards().stream().map(b -> {
            Map<String, Object> board = new LinkedHashMap<>();
            board.put("board", b.board());
            board.put("white", seat(b.white()));
            board.put("black", seat(b.black()));
            board.put("gameId", b.gameId().toString());
            board.put("whiteResult", b.whiteResult());
            board.put("blackResult", b.blackResult());
            return board;
        }).toList());
        data.put("bye", r.bye() == null ? null : seat(r.bye()));
        data.put("absent", r.absent().stream().map(TournamentEvents::seat).toList());
        append(t, "roundStarted", data);
    }

    /** {@code {"roundsClosed", "standings": [TournamentStanding]}}, as GET …/{id} shows them now. */
    void standings(TournamentRows.Tournament t) {
        append(t, "standings", standingsData(reads.state(t.id(), SERVICE)));
    }

    /** A Swiss's standings as its current round closes, before the next is paired. */
    void roundClosed(TournamentRows.Tournament t) {
        append(t, "standings", standingsData(reads.closing(t.id(), t.currentRound())));
    }

    /** The final standings, in the shape of {@link #standings}. */
    void finished(TournamentRows.Tournament t) {
        append(t, "tournamentFinished", standingsData(reads.state(t.id(), SERVICE)));
    }

    private static Map<String, Object> standingsData(TournamentReads.State s) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("roundsClosed", s.roundsClosed());
        data.put("standings", s.standings().stream().map(p -> {
            Map<String, Object> place = new LinkedHashMap<>();
            place.put("rank", p.rank());
            place.put("number", p.number());
            place.put("player", ref(p.number(), p.id().toString(), p.name()));
            place.put("points", p.points());
            place.put("tiebreaks", p.tiebreaks());
            return place;
        }).toList());
        return data;
    }

    private void append(TournamentRows.Tournament t, String type, Map<String, Object> data) {
        try {
            events.append(t.id(), t.portal(), type, json.writeValueAsString(data),
                    Instant.now(clock).truncatedTo(ChronoUnit.MICROS));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Object> seat(TournamentReads.Seat s) {
        return ref(s.number(), s.id().toString(), s.name());
    }

    private static Map<String, Object> ref(int number, String id, String name) {
        Map<String, Object> ref = new LinkedHashMap<>();
        ref.put("number", number);
        ref.put("id", id);
        ref.put("name", name);
        return ref;
    }
}
