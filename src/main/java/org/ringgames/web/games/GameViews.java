package org.ringgames.web.games;

import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.GameQueries;
import org.ringgames.web.gyges.GygesViews;
import org.ringgames.web.xequeo.XeQueoViews;

/**
 * Response bodies of the game endpoints, for every game. A game's state is its own record
 * ({@link GygesViews.State}, {@link XeQueoViews.State}); {@link GameFormat#state} picks it.
 */
public final class GameViews {

    private GameViews() {
    }

    @Schema(name = "LastMove")
    public record LastMove(int ply, @Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                           @Schema(examples = "c1-d4>e2") String move,
                           @Schema(description = "The squares the move went through; empty for a pass or a guess.")
                           List<String> path) {
    }

    @Schema(name = "SeatToken")
    public record SeatToken(@Schema(description = "Send as 'Authorization: Bearer <token>'. Shown only here.") String token) {
    }

    @Schema(name = "GameCreated")
    public record Created(String id, @Schema(enumeration = {"gyges", "xequeo"}) String game,
                          @Schema(description = "Every rule option with its value ({} for Xe Queo).") Object rules,
                          @Schema(oneOf = {GygesViews.SeatTokens.class, XeQueoViews.SeatTokens.class}) Object seats,
                          @Schema(oneOf = {GygesViews.State.class, XeQueoViews.State.class}) Object state) {
    }

    @Schema(name = "MovePlayed")
    public record MovePlayed(int ply, @Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                             @Schema(examples = "c1-d4>e2") String move, List<String> path,
                             @Schema(oneOf = {GygesViews.State.class, XeQueoViews.State.class}) Object state) {
    }

    @Schema(name = "SeatAction", description = "What a seat did (setup, resignation, draw, takeback) and the state after.")
    public record SeatAction(@Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                             @Schema(examples = "resigned") String action,
                             @Schema(oneOf = {GygesViews.State.class, XeQueoViews.State.class}) Object state) {
    }

    @Schema(name = "GamePage")
    public record Page(@Schema(description = "Each a GameState or an XeQueoState.") List<Object> games,
                       @Schema(nullable = true, description = "Pass as ?cursor= for the next page; null on the last.")
                       String nextCursor) {
    }

    @Schema(name = "HistoryMove")
    public record HistoryMove(int ply, @Schema(enumeration = {"south", "north", "placer", "ringer"}) String seat,
                              String move, List<String> path,
                              @Schema(description = "The position after the move.") String position,
                              Instant playedAt) {

        static HistoryMove of(GameQueries.Played p) {
            return new HistoryMove(p.ply(), p.seat(), p.move(), p.path(), p.positionAfter(), p.playedAt());
        }
    }

    @Schema(name = "History")
    public record History(String id, List<HistoryMove> moves) {
    }
}
