package org.ringgames.web.tournaments;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.tournaments.TournamentReads;

/** The tournament endpoints' answers (docs/tournaments.md, whose shapes the browser client reads). */
public final class TournamentViews {

    private TournamentViews() {
    }

    @Schema(name = "TournamentCreated", requiredProperties = "id")
    public record Created(String id) {
    }

    @Schema(name = "TournamentSummary", requiredProperties = {"id", "system", "name", "game", "rules", "clock", "rated",
            "berserk", "rounds", "minutes", "tiebreaks", "advance", "roundIntervalSeconds", "startsAt", "status", "currentRound",
            "createdAt", "updatedAt"})
    public record Summary(String id, @Schema(enumeration = {"swiss", "arena"}) String system, String name,
                          @Schema(enumeration = {"gyges", "xequeo"}) String game,
                          @Schema(type = SchemaType.OBJECT, description = "Every rule option of the games.")
                          Map<String, Object> rules,
                          @Schema(nullable = true, type = SchemaType.OBJECT, description = "The games' clock as given "
                                  + "(ClockSettings); null: untimed.", additionalProperties = Long.class)
                          Map<String, Long> clock,
                          boolean rated,
                          @Schema(description = "Whether the arena's players may berserk (docs/tournaments.md); "
                                  + "false for a swiss.") boolean berserk,
                          @Schema(nullable = true) Integer rounds,
                          @Schema(nullable = true) Integer minutes,
                          List<String> tiebreaks,
                          @Schema(enumeration = {"auto", "manual"}) String advance,
                          int roundIntervalSeconds,
                          @Schema(nullable = true, format = "date-time") Instant startsAt,
                          @Schema(enumeration = {"created", "started", "finished"}) String status,
                          @Schema(description = "The round being played (0 before the start); once finished, the last.")
                          int currentRound,
                          @Schema(format = "date-time") Instant createdAt,
                          @Schema(format = "date-time") Instant updatedAt) {

        static Summary of(TournamentReads.Settings s) {
            return new Summary(s.id().toString(), s.system(), s.name(), s.game(), s.rules(), s.clock(), s.rated(),
                    s.berserk(), s.rounds(), s.minutes(), s.tiebreaks(), s.advance(), s.roundIntervalSeconds(), s.startsAt(),
                    s.status(), s.currentRound(), s.createdAt(), s.updatedAt());
        }
    }

    @Schema(name = "TournamentPlayer", requiredProperties = {"id", "name", "number", "joinedRound", "withdrawn"})
    public record Entry(String id, String name,
                        @Schema(nullable = true, description = "Pairing number, given at the start (order of entry).")
                        Integer number,
                        @Schema(description = "The first round the player is paired in (a late entrant's earlier "
                                + "rounds are zero-point byes).") int joinedRound,
                        boolean withdrawn) {
    }

    @Schema(name = "TournamentStanding", requiredProperties = {"rank", "number", "player", "points", "tiebreaks"})
    public record Place(int rank, int number, Ref player, double points,
                        @Schema(type = SchemaType.OBJECT, additionalProperties = Double.class,
                                description = "Each tie-break's value, under its name, in the tournament's order.")
                        Map<String, Double> tiebreaks) {
    }

    @Schema(name = "TournamentPlayerRef", requiredProperties = {"number", "id", "name"})
    public record Ref(int number, String id, String name) {
        static Ref of(TournamentReads.Seat s) {
            return s == null ? null : new Ref(s.number(), s.id().toString(), s.name());
        }
    }

    @Schema(name = "Tournament", requiredProperties = {"tournament", "players", "standings", "roundsClosed"})
    public record State(Summary tournament, List<Entry> players,
                        @Schema(description = "After the closed rounds: by points, then the tie-breaks, then pairing "
                                + "number. [] before the start.") List<Place> standings,
                        @Schema(description = "Rounds whose results are in the standings.") int roundsClosed) {

        static State of(TournamentReads.State s) {
            return new State(Summary.of(s.settings()),
                    s.players().stream().map(e -> new Entry(e.id().toString(), e.name(), e.number(), e.joinedRound(),
                            e.withdrawn())).toList(),
                    s.standings().stream().map(p -> new Place(p.rank(), p.number(),
                            new Ref(p.number(), p.id().toString(), p.name()), p.points(), p.tiebreaks())).toList(),
                    s.roundsClosed());
        }
    }

    @Schema(name = "TournamentBoard", requiredProperties = {"board", "white", "black", "gameId", "whiteResult",
            "blackResult"})
    public record Board(int board, @Schema(description = "The first seat (Gygès south, Xe Queo placer).") Ref white,
                        @Schema(description = "The second seat.") Ref black, String gameId,
                        @Schema(nullable = true, enumeration = {"1", "0", "=", "+", "-"}, description = "TRF code; "
                                + "null while the game is played.") String whiteResult,
                        @Schema(nullable = true, enumeration = {"1", "0", "=", "+", "-"}) String blackResult) {
    }

    @Schema(name = "TournamentRound", requiredProperties = {"round", "finished", "pairings", "bye", "absent"})
    public record Round(int round, @Schema(description = "Whether the round is closed (its results in the standings).")
                        boolean finished, List<Board> pairings,
                        @Schema(nullable = true, description = "The pairing-allocated bye (one point).") Ref bye,
                        @Schema(description = "Players paired in no game this round (entered later, withdrawn): zero.")
                        List<Ref> absent) {

        static Round of(TournamentReads.Round r) {
            return new Round(r.round(), r.finished(), r.boards().stream().map(b -> new Board(b.board(), Ref.of(b.white()),
                    Ref.of(b.black()), b.gameId().toString(), b.whiteResult(), b.blackResult())).toList(),
                    Ref.of(r.bye()), r.absent().stream().map(Ref::of).toList());
        }
    }

    @Schema(name = "TournamentPage", requiredProperties = {"tournaments", "nextCursor"})
    public record Page(List<Summary> tournaments, @Schema(nullable = true) String nextCursor) {
    }
}
