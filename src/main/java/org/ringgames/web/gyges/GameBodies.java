package org.ringgames.web.gyges;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request bodies of the game endpoints. */
public final class GameBodies {

    private GameBodies() {
    }

    @Schema(name = "CreateGame")
    public record Create(
            @NotNull @Schema(required = true, enumeration = {"gyges"}, examples = "gyges") String game,
            @Valid @Schema(description = "Rule options; each optional, defaults filled in and echoed back.")
            GygesRulesBody rules) {
    }

    @Schema(name = "GygesSetup", description = "Either 'row' (six sizes for the seat's home row, files a→f) "
            + "or 'placements' (six in BLOCK order, one in ALTERNATE order).")
    public record Setup(
            @Schema(examples = "321123") String row,
            List<@Valid @NotNull Placement> placements) {
    }

    @Schema(name = "Placement")
    public record Placement(@NotNull @Schema(required = true, examples = "c1") String square,
                            @NotNull @Schema(required = true, minimum = "1", maximum = "3", examples = "2") Integer size) {
    }

    @Schema(name = "PlayMove")
    public record Move(
            @NotNull @Schema(required = true, description = "Compact or full-path move text, or pass.",
                    examples = "c1-c2-d2-d3-d4>e2") String move,
            @Schema(description = "The ply the client believes current; 409 stale-state when it is not.",
                    examples = "7") Integer expectedPly) {
    }

    @Schema(name = "DrawAction")
    public record Draw(@NotNull @Schema(required = true, enumeration = {"offer", "accept", "decline"}) String action) {
    }
}
