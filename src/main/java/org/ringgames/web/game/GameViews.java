package org.ringgames.web.game;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.PortalNames;
import com.fasterxml.jackson.annotation.JsonInclude;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.games.GameQueries;

/**
 * Response bodies of the game endpoints, for every game. A game's state is its own record
 * ({@link StateBody}); {@link GameFormat#state} picks it.
 */
public final class GameViews {

    private GameViews() {
    }

    @Schema(name = "LastMove", requiredProperties = {"ply", "seat", "move", "path"})
    public record LastMove(int ply, @Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                           @Schema(examples = "c1-d4>e2") String move,
                           @Schema(description = "The squares the move went through; empty for a pass or a guess.")
                           List<String> path) {
    }

    /** A seat of a new game: a person's (its token) or the service's own (its engine level). */
    @Schema(name = "Seat", description = "A seat people play (SeatToken), the service plays (ComputerSeat) or "
            + "a player holds (PlayerSeat: the player's own token acts for it).",
            oneOf = {SeatToken.class, ComputerSeat.class, PlayerSeat.class})
    public sealed interface Seat permits SeatToken, ComputerSeat, PlayerSeat {
    }

    @Schema(name = "PlayerSeat", description = "A seat one of the portal's players holds; it has no seat token.",
            requiredProperties = "player")
    public record PlayerSeat(PlayerRef player) implements Seat {
    }

    @Schema(name = "SeatToken", requiredProperties = "token")
    public record SeatToken(@Schema(description = "Send as 'Authorization: Bearer <token>'. Shown only here.") String token)
            implements Seat {
    }

    @Schema(name = "ComputerSeat", description = "A seat the service's engine plays by itself.", requiredProperties = "engine")
    public record ComputerSeat(Engine engine) implements Seat {
    }

    /** A snapshot's computer seats as the state shows them. */
    public static Map<String, Engine> engines(GameSnapshot game) {
        Map<String, Engine> engines = new LinkedHashMap<>();
        game.computerSeats().forEach((seat, level) -> engines.put(seat, new Engine(level)));
        return engines;
    }

    /** The portal's id of a game as the state shows it: null when none was given. */
    public static String externalId(GameSnapshot game) {
        return game.portalNames().externalId().orElse(null);
    }

    /** The portal's labels of a game's seats as the state shows them: null when none were given. */
    public static Map<String, String> labels(GameSnapshot game) {
        Map<String, String> labels = game.portalNames().labels();
        return labels.isEmpty() ? null : labels;
    }

    /** The players holding a game's seats as the state shows them: {} when none. */
    public static Map<String, PlayerRef> players(GameSnapshot game) {
        Map<String, PlayerRef> players = new LinkedHashMap<>();
        game.portalNames().players().forEach((seat, p) -> players.put(seat, new PlayerRef(p.id().toString(), p.name())));
        return players;
    }

    /** A rated game's rating changes as the state shows them: null when there are none (yet). */
    public static Map<String, RatingChange> ratingChanges(GameSnapshot game) {
        if (game.portalNames().ratingChanges().isEmpty()) {
            return null;
        }
        Map<String, RatingChange> changes = new LinkedHashMap<>();
        game.portalNames().ratingChanges().forEach((seat, c) -> changes.put(seat, new RatingChange(c.before(), c.after())));
        return changes;
    }

    @Schema(name = "RatingChange", description = "A seat's rating in the game's pool before and after the game.",
            requiredProperties = {"before", "after"})
    public record RatingChange(@Schema(examples = "1500.0") double before, @Schema(examples = "1662.31") double after) {
    }

    /** The tournament round of a game as the state shows it: null for a game of none. */
    public static TournamentRef tournament(GameSnapshot game) {
        return game.portalNames().tournament().map(t -> new TournamentRef(t.id().toString(), t.round())).orElse(null);
    }

    /** The seats that berserked, in a game that offers berserk; null in one that offers none. */
    public static java.util.List<String> berserk(GameSnapshot game) {
        return game.portalNames().tournament().flatMap(PortalNames.TournamentRound::berserk).orElse(null);
    }

    @Schema(name = "GameTournament", description = "The tournament whose round this game is (docs/tournaments.md); "
            + "a game's tournament is null when it is of none.",
            requiredProperties = {"id", "round"})
    public record TournamentRef(String id, @Schema(minimum = "1") int round) {
    }

    @Schema(name = "PlayerRef", description = "A player, by id and name.", requiredProperties = {"id", "name"})
    public record PlayerRef(@Schema(examples = "0f8e2d4c-6b1a-4e3f-9c7d-5a2b1e0f3d4c") String id,
                            @Schema(examples = "my-bot") String name) {
    }

    @Schema(name = "EngineLevel", requiredProperties = "level")
    public record Engine(@Schema(minimum = "1", maximum = "8", examples = "5",
            description = "1 plays legal but weak moves; 8 is the engine at full strength.") int level) {
    }

    @Schema(name = "GameCreated", requiredProperties = {"id", "game", "rules", "seats", "state"})
    public record Created(String id, @Schema(enumeration = {"gyges", "xequeo"}) String game,
                          @Schema(type = SchemaType.OBJECT, description = "Every rule option with its value, as "
                                  + "state.rules has them ({} for Xe Queo).") Map<String, Object> rules,
                          @Schema(description = "Each seat under its name (south and north for gyges, placer and "
                                  + "ringer for xequeo): a person's seat with its token, shown only here, or a computer "
                                  + "seat with its level.", additionalProperties = Seat.class)
                          Map<String, Seat> seats,
                          StateBody state) {
    }

    @Schema(name = "BulkCreated", requiredProperties = "games")
    public record BulkCreated(@Schema(description = "Each game as a create answers it, in the order asked.")
                              List<Created> games) {
    }

    @Schema(name = "PortalAction", description = "How the game's portal ended it (abort, adjudication) and the state "
            + "after; also the data of the finished event that follows.", requiredProperties = {"action", "state"})
    public record PortalAction(@Schema(enumeration = {"aborted", "adjudicated"}) String action, StateBody state) {
    }

    @Schema(name = "SeatTokenIssued", requiredProperties = {"seat", "token"})
    public record SeatTokenIssued(@Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                                  @Schema(description = "The seat's new token, shown only here; the old one no "
                                          + "longer works.") String token) {
    }

    @Schema(name = "MovePlayed", requiredProperties = {"ply", "seat", "move", "path", "state"})
    public record MovePlayed(int ply, @Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                             @Schema(examples = "c1-d4>e2") String move, List<String> path,
                             StateBody state) {
    }

    @Schema(name = "SeatAction", description = "What a seat did (setup, resignation, draw, takeback) and the state after.",
            requiredProperties = {"seat", "action", "state"})
    public record SeatAction(@Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                             @Schema(examples = "resigned") String action,
                             StateBody state) {
    }

    @Schema(name = "GamePage", requiredProperties = {"games", "nextCursor"})
    public record Page(@Schema(description = "The games of this page, newest first.") List<StateBody> games,
                       @Schema(nullable = true, description = "Pass as ?cursor= for the next page; null on the last.")
                       String nextCursor) {
    }

    @Schema(name = "HistoryMove", requiredProperties = {"ply", "seat", "move", "path", "position", "playedAt",
            "timeSpentMs", "remainingMs"})
    public record HistoryMove(int ply, @Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                              String move, List<String> path,
                              @Schema(description = "The position after the move.") String position,
                              Instant playedAt,
                              @Schema(nullable = true, description = "Clocked games: the time the move took, from the "
                                      + "change that gave the seat the turn; null untimed.") Long timeSpentMs,
                              @Schema(nullable = true, description = "Clocked games: the seat's time after the move, "
                                      + "increment included; null untimed.") Long remainingMs) {

        public static HistoryMove of(GameQueries.Played p) {
            return new HistoryMove(p.ply(), p.seat(), p.move(), p.path(), p.positionAfter(), p.playedAt(),
                    p.timeSpentUs().map(us -> us / 1000).orElse(null), p.remainingUs().map(us -> us / 1000).orElse(null));
        }
    }

    /** The data of the {@code finished} event of a game that ended on time. */
    public record ClockEnded(
            @JsonInclude(JsonInclude.Include.ALWAYS) String seat,
            String action,
            StateBody state) {
    }

    @Schema(name = "History", requiredProperties = {"id", "moves"})
    public record History(String id, List<HistoryMove> moves) {
    }
}
