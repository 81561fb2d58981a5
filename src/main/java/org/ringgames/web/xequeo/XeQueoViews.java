package org.ringgames.web.xequeo;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.xequeo.XeQueoSnapshot;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.web.game.ClockView;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.StateBody;

/**
 * The state of an Xe Queo match as one viewer may see it. It is built from a snapshot taken for
 * that viewer, so the only secret it can hold is the viewer's own ({@code mySecret}); secrets of
 * finished rounds are in {@code rounds}.
 */
public final class XeQueoViews {

    private XeQueoViews() {
    }

    @Schema(name = "XeQueoState", description = "An Xe Queo match as it stands; its version is the ETag. "
            + "mySeat and mySecret are present only for a request with that seat's token.",
            requiredProperties = {"id", "game", "rules", "status", "ply", "round", "toMove", "position", "ring", "score",
                    "setup", "rounds", "lastMove", "result", "drawOffer", "clock", "version", "createdAt", "updatedAt",
                    "computerSeats", "externalId", "labels", "players", "imported", "visibility", "rated", "ratingChanges"})
    public record State(
            @Schema(examples = "5a4c1f9e-2b7d-4c1e-9f3a-0d2b6c8e7f10") String id,
            @Schema(enumeration = {"xequeo"}) String game,
            @Schema(description = "Xe Queo has no rule options yet: {}.") Map<String, Object> rules,
            @Schema(enumeration = {"setup", "playing", "finished"},
                    description = "setup before each round (discs, ring, secrets), playing during it.") String status,
            @Schema(description = "Turns played in the whole match.", examples = "12") int ply,
            @Schema(description = "The round being set up or played, 1 to 7; the last one once the match is won.",
                    examples = "2") int round,
            @Schema(nullable = true, enumeration = {"placer", "ringer"}, description = "null unless playing.") String toMove,
            @Schema(description = "Discs, ring ('-' between rounds) and seat to move, as docs/rules/xequeo.md describes.",
                    examples = "4....../..2..../....5../.1...../...7.../3....../....6.. g7 P") String position,
            @Schema(nullable = true, description = "The ring's square; null until it is placed.", examples = "g7") String ring,
            Score score,
            SetupProgress setup,
            @Schema(description = "Finished rounds only, each with both secrets revealed.") List<Round> rounds,
            @Schema(nullable = true) GameViews.LastMove lastMove,
            @Schema(nullable = true) Result result,
            @Schema(nullable = true, enumeration = {"placer", "ringer"}) String drawOffer,
            @Schema(nullable = true, description = "The clock; null for an untimed game.") ClockView clock,
            @JsonInclude(JsonInclude.Include.NON_NULL)
            @Schema(enumeration = {"placer", "ringer"}, description = "The seat of the token sent; absent without one.")
            String mySeat,
            @JsonInclude(JsonInclude.Include.NON_NULL)
            @Schema(minimum = "1", maximum = "7", description = "Your secret disc for this round, once chosen; only "
                    + "with your own seat token, never to anyone else.") Integer mySecret,
            @Schema(examples = "12") long version,
            Instant createdAt,
            Instant updatedAt,
            @Schema(description = "The seats the service's engine plays, under their names, with their level; "
                    + "{} when people play both.", additionalProperties = GameViews.Engine.class)
            Map<String, GameViews.Engine> computerSeats,
            @Schema(nullable = true, maxLength = 128, examples = "r3-b7", description = "The portal's own id for "
                    + "the game, unique within the portal; null when not given.") String externalId,
            @Schema(nullable = true, description = "The portal's label of each seat, under the seat's name; null when "
                    + "none given.", additionalProperties = String.class, examples = "{\"placer\": \"Ann\"}")
            Map<String, String> labels,
            @Schema(description = "The players holding seats, under the seat's name; {} when no seat is a player's. "
                    + "A player's token acts for its seat.", additionalProperties = GameViews.PlayerRef.class,
                    examples = "{\"placer\": {\"id\": \"0f8e2d4c-6b1a-4e3f-9c7d-5a2b1e0f3d4c\", \"name\": \"my-bot\"}}")
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
                    examples = "{\"placer\": {\"before\": 1500.0, \"after\": 1662.31}}")
            Map<String, GameViews.RatingChange> ratingChanges,
            @Schema(nullable = true) GameViews.TournamentRef tournament,
            @Schema(nullable = true, description = "In a game of an arena that allows berserk, the seats that "
                    + "berserked (docs/tournaments.md, Berserk): empty until one does; null in a game that offers none.",
                    examples = "[\"placer\"]") List<String> berserk)
            implements StateBody {

        public static State of(XeQueoSnapshot g) {
            List<Round> rounds = new ArrayList<>();
            for (Match.RoundResult r : g.rounds()) {
                rounds.add(new Round(rounds.size() + 1, r.winner().lowerName(), r.how().slug(),
                        new Secrets(r.placerSecret(), r.ringerSecret())));
            }
            int ring = g.position().ring();
            return new State(g.id().toString(), g.game(), Map.of(), g.status().slug(), g.ply(), g.round(),
                    g.toMove().map(Seat::lowerName).orElse(null), g.positionText(),
                    ring == Square.NONE ? null : Square.name(ring),
                    new Score(g.rings(Seat.PLACER), g.rings(Seat.RINGER)),
                    new SetupProgress(g.awaiting().stream().map(a -> new Awaited(a.seat().lowerName(), a.what())).toList(),
                            g.ringPlacer().lowerName()),
                    rounds,
                    g.lastMove().map(m -> new GameViews.LastMove(m.ply(), m.seat(), m.move(), m.path())).orElse(null),
                    g.result().map(r -> new Result(r.winner().map(Seat::lowerName).orElse(null), r.reason())).orElse(null),
                    g.drawOffer().map(Seat::lowerName).orElse(null),
                    g.clock().map(c -> ClockView.of(g.kind(), c)).orElse(null),
                    g.viewer().map(Seat::lowerName).orElse(null),
                    g.mySecret().isPresent() ? g.mySecret().getAsInt() : null,
                    g.version(), g.createdAt(), g.updatedAt(), GameViews.engines(g), GameViews.externalId(g),
                    GameViews.labels(g), GameViews.players(g), g.imported(),
                    g.visibility().slug(), g.portalNames().rated(), GameViews.ratingChanges(g), GameViews.tournament(g),
                    GameViews.berserk(g));
        }
    }

    @Schema(name = "XeQueoScore", description = "Rings won; four win the match.", requiredProperties = {"placer", "ringer"})
    public record Score(int placer, int ringer) {
    }

    @Schema(name = "XeQueoSetupProgress", requiredProperties = {"awaiting", "ringPlacer"})
    public record SetupProgress(
            @Schema(description = "What the round waits for, from whom: discs (round 1), then the ring, then both "
                    + "secrets; empty while playing.") List<Awaited> awaiting,
            @Schema(enumeration = {"placer", "ringer"}, description = "Who places (or placed) this round's ring; "
                    + "the other seat moves first.") String ringPlacer) {
    }

    @Schema(name = "XeQueoAwaited", requiredProperties = {"seat", "what"})
    public record Awaited(@Schema(enumeration = {"placer", "ringer"}) String seat,
                          @Schema(enumeration = {"discs", "ring", "secret"}) String what) {
    }

    @Schema(name = "XeQueoRound", description = "A finished round.", requiredProperties = {"round", "winner", "how", "secrets"})
    public record Round(int round, @Schema(enumeration = {"placer", "ringer"}) String winner,
                        @Schema(enumeration = {"entered", "bingo", "guess-right", "guess-wrong"}) String how,
                        Secrets secrets) {
    }

    @Schema(name = "XeQueoSecrets", description = "Both secrets of a finished round.", requiredProperties = {"placer", "ringer"})
    public record Secrets(int placer, int ringer) {
    }

    @Schema(name = "XeQueoResult", requiredProperties = {"winner", "reason"})
    public record Result(@Schema(nullable = true, enumeration = {"placer", "ringer"}) String winner,
                         @Schema(enumeration = {"rings", "resignation", "draw-agreed", "timeout", "aborted",
                                 "adjudicated"}) String reason) {
    }

}
