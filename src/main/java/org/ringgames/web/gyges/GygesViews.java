package org.ringgames.web.gyges;

import org.ringgames.web.game.GygesRulesBody;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.gyges.GygesSnapshot;
import org.ringgames.play.gyges.Seats;
import org.ringgames.web.game.ClockView;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.StateBody;

/** The state of a Gygès game as the API shows it. */
public final class GygesViews {

    private GygesViews() {
    }

    @Schema(name = "GygesState", description = "A Gygès game as it stands; its version is the ETag.",
            requiredProperties = {"id", "game", "rules", "status", "ply", "toMove", "position", "setup", "lastMove",
                    "result", "drawOffer", "takebackOffer", "takebackAvailable", "clock", "version", "createdAt", "updatedAt", "computerSeats", "mySeat",
                    "externalId", "labels", "players", "imported", "visibility", "rated", "ratingChanges"})
    public record State(
            @Schema(examples = "5a4c1f9e-2b7d-4c1e-9f3a-0d2b6c8e7f10") String id,
            @Schema(enumeration = {"gyges"}) String game,
            GygesRulesBody rules,
            @Schema(enumeration = {"setup", "playing", "finished"}) String status,
            @Schema(description = "Moves played.", examples = "7") int ply,
            @Schema(nullable = true, enumeration = {"south", "north"}, description = "null unless playing.") String toMove,
            @Schema(description = "The board being set up, or the current position.",
                    examples = "321123/....../....../....../....../123321 N") String position,
            SetupProgress setup,
            @Schema(nullable = true) GameViews.LastMove lastMove,
            @Schema(nullable = true) Result result,
            @Schema(nullable = true, enumeration = {"south", "north"}) String drawOffer,
            @Schema(nullable = true, enumeration = {"south", "north"}, description = "The seat whose takeback proposal "
                    + "awaits the other seat's answer (POST /api/v1/games/{id}/takeback-offer); null when none.")
            String takebackOffer,
            @Schema(description = "Whether the loser may take back now (takebackAvoidableLoss).") boolean takebackAvailable,
            @Schema(nullable = true, description = "The clock; null for an untimed game.") ClockView clock,
            @Schema(examples = "12") long version,
            Instant createdAt,
            Instant updatedAt,
            @Schema(description = "The seats the service's engine plays, under their names, with their level; "
                    + "{} when people play both.", additionalProperties = GameViews.Engine.class)
            Map<String, GameViews.Engine> computerSeats,
            @Schema(nullable = true, enumeration = {"south", "north"},
                    description = "The seat whose token the request carried; null without one, and in events.")
            String mySeat,
            @Schema(nullable = true, maxLength = 128, examples = "r3-b7", description = "The portal's own id for "
                    + "the game, unique within the portal; null when not given.") String externalId,
            @Schema(nullable = true, description = "The portal's label of each seat, under the seat's name; null when "
                    + "none given.", additionalProperties = String.class, examples = "{\"south\": \"Ann\"}")
            Map<String, String> labels,
            @Schema(description = "The players holding seats, under the seat's name; {} when no seat is a player's. "
                    + "A player's token acts for its seat.", additionalProperties = GameViews.PlayerRef.class,
                    examples = "{\"south\": {\"id\": \"0f8e2d4c-6b1a-4e3f-9c7d-5a2b1e0f3d4c\", \"name\": \"my-bot\"}}")
            Map<String, GameViews.PlayerRef> players,
            @Schema(description = "Whether the game was made from a record (POST /api/v1/games/import): finished "
                    + "from the start, read-only, no seat tokens.") boolean imported,
            @Schema(enumeration = {"public", "portal"}, description = "Who may read the game: public, anyone with its "
                    + "id; portal, only its portal's key, its seats' and players' tokens and the admin key. Labels "
                    + "show only to its portal's key and the admin key (docs/portals.md).") String visibility,
            @Schema(description = "Whether the game moves its players' ratings when it ends (docs/ratings.md).")
            boolean rated,
            @Schema(nullable = true, description = "A rated game's rating changes once it has ended, under each rated "
                    + "seat's name; null before, for an unrated game, and for an aborted one.",
                    additionalProperties = GameViews.RatingChange.class,
                    examples = "{\"south\": {\"before\": 1500.0, \"after\": 1662.31}}")
            Map<String, GameViews.RatingChange> ratingChanges,
            @Schema(nullable = true) GameViews.TournamentRef tournament,
            @Schema(nullable = true, description = "In a game of an arena that allows berserk, the seats that "
                    + "berserked (docs/tournaments.md, Berserk): empty until one does; null in a game that offers none.",
                    examples = "[\"south\"]") List<String> berserk)
            implements StateBody {

        public static State of(GygesSnapshot g) {
            return new State(g.id().toString(), g.game(), GygesRulesBody.of(g.rules()), g.status().slug(), g.ply(),
                    g.toMove().map(Seats::name).orElse(null), g.position().toString(),
                    new SetupProgress(g.awaiting().stream().map(a -> new Awaited(Seats.name(a.seat()), a.what())).toList(),
                            new Placed(g.placedSouth(), g.placedNorth())),
                    g.lastMove().map(m -> new GameViews.LastMove(m.ply(), Seats.name(m.seat()), m.move(), m.path()))
                            .orElse(null),
                    g.result().map(r -> new Result(r.winner().map(Seats::name).orElse(null), r.reason().slug())).orElse(null),
                    g.drawOffer().map(Seats::name).orElse(null),
                    g.takebackOffer().map(Seats::name).orElse(null), g.takebackAvailable(),
                    g.clock().map(c -> ClockView.of(g.kind(), c)).orElse(null), g.version(),
                    g.createdAt(), g.updatedAt(), GameViews.engines(g), g.viewer().map(Seats::name).orElse(null),
                    GameViews.externalId(g), GameViews.labels(g), GameViews.players(g), g.imported(),
                    g.visibility().slug(), g.portalNames().rated(), GameViews.ratingChanges(g), GameViews.tournament(g),
                    GameViews.berserk(g));
        }
    }

    @Schema(name = "GygesSetupProgress", requiredProperties = {"awaiting", "placed"})
    public record SetupProgress(@Schema(description = "Who places next; empty once setup is over.") List<Awaited> awaiting,
                                @Schema(description = "Pieces each seat has placed: during setup, those on the board; "
                                        + "six each once setup is over.") Placed placed) {
    }

    @Schema(name = "GygesPlaced", requiredProperties = {"south", "north"})
    public record Placed(int south, int north) {
    }

    @Schema(name = "GygesAwaited", requiredProperties = {"seat", "what"})
    public record Awaited(@Schema(enumeration = {"south", "north"}) String seat,
                          @Schema(enumeration = {"pieces"}) String what) {
    }

    @Schema(name = "GygesResult", requiredProperties = {"winner", "reason"})
    public record Result(@Schema(nullable = true, enumeration = {"south", "north"}) String winner,
                         @Schema(enumeration = {"goal", "resignation", "draw-agreed", "double-pass", "max-plies", "timeout",
                                 "aborted", "adjudicated"})
                         String reason) {
    }
}
