package org.ringgames.web.game;

import java.util.Optional;
import org.ringgames.play.clock.ClockSettings;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request bodies of the game endpoints. */
public final class GameBodies {

    private GameBodies() {
    }

    @Schema(name = "CreateGame")
    public record Create(
            @NotNull @Schema(required = true, enumeration = {"gyges", "xequeo"}, examples = "gyges") String game,
            @Valid @Schema(description = "Gygès rule options; each optional, defaults filled in and echoed back. "
                    + "Xe Queo has none: leave rules out or send {}.")
            GygesRulesBody rules,
            @Schema(description = "The game's clock; leave it out for an untimed game.") ClockBody clock,
            @Schema(description = "Seats the service plays itself, under the seat's name: {\"north\": {\"engine\": "
                    + "{\"level\": 5}}}, or seats the portal's players hold: {\"south\": {\"player\": "
                    + "\"<player id>\"}} (portal key only; another portal's player is not found). Either seat or "
                    + "both; a seat left out is played by a person, with a token.",
                    additionalProperties = SeatBody.class)
            Map<String, @Valid @NotNull SeatBody> seats,
            @Size(min = 1, max = 128)
            @Schema(minLength = 1, maxLength = 128, examples = "r3-b7", description = "The portal's own id for the "
                    + "game: 1 to 128 characters, no control characters; unique within the portal (409 "
                    + "duplicate-external-id). Shown in every state; GET /api/v1/games?externalId= finds the game.")
            String externalId,
            @Schema(description = "The portal's label of each seat, under the seat's name (only the game's own "
                    + "seats): 1 to 100 characters each, no control characters. Shown in every state.",
                    additionalProperties = String.class, examples = "{\"south\": \"Ann\", \"north\": \"bot-7\"}")
            Map<String, @NotNull @Size(min = 1, max = 100) String> labels,
            @Schema(format = "date-time", examples = "2026-12-24T18:00:00Z", description = "A clocked game's clocks "
                    + "do not run before this moment: the setup and first-move limits count from it and no time is "
                    + "charged before it, while the seats may already set up and play. A moment past means now; "
                    + "more than 30 days ahead is refused. An untimed game ignores it.")
            String startClocksAt,
            @Valid @Schema(description = "Start from a position instead of the setup. Gygès: play begins there, with "
                    + "its side to move. Xe Queo: round 1's seven discs, and its ring or '-' (then the ringer places "
                    + "it); the placer moves first, and the secrets are chosen as in any round.") Start start,
            @Schema(enumeration = {"public", "portal"}, description = "Who may read the game: public, anyone with its "
                    + "id (labels still only its portal's key and the admin key); portal, only its portal's key, its "
                    + "seats' and players' tokens and the admin key, and 404 to anyone else. Left out: the portal's "
                    + "default (ringgames.portals.default-visibility, or per portal; public unless set).")
            String visibility,
            @Schema(defaultValue = "false", description = "A rated game: its end moves its players' ratings "
                    + "(docs/ratings.md). Needs players in its seats (a bulk game's seats.<seat>.player); a seat "
                    + "with a token is no player's, so a game with one is refused (422 invalid-setup).")
            Boolean rated) {
    }

    @Schema(name = "GameStart", requiredProperties = "position")
    public record Start(@NotNull @Schema(description = "The game's position text (docs/rules): Gygès "
            + "'<six rows> S|N', Xe Queo '<seven rows> <ring or -> P'.",
            examples = "......./......./......./......./5.6.7../......./1.2.3.4 d6 P") String position) {
    }

    @Schema(name = "BulkPairing", requiredProperties = "games")
    public record Bulk(
            @NotNull @Size(min = 1, max = 500)
            @Schema(minItems = 1, maxItems = 500, description = "The games, each a create body; created in this order, "
                    + "all or none.") List<Create> games,
            @Schema(format = "date-time", examples = "2026-12-24T18:00:00Z", description = "The round's start: as a "
                    + "create's startClocksAt, for every game of the batch that gives none of its own.")
            String startClocksAt) {
    }

    @Schema(name = "Adjudication", requiredProperties = "winner")
    public record Adjudicate(
            @JsonProperty(required = true)
            @Schema(nullable = true, enumeration = {"south", "north", "placer", "ringer"},
                    description = "The seat that wins (one of the game's own), or null for a draw.") String winner) {
    }

    /** A seat of a new game played by the service's engine, or held by one of the portal's players. */
    @Schema(name = "SeatSettings", minProperties = 1, maxProperties = 1, description = "Exactly one of engine "
            + "(the service plays the seat) and player (one of the portal's players holds it, with its own token, "
            + "and follows the game on its stream).")
    public record SeatBody(@Valid EngineBody engine,
                           @Schema(examples = "0f8e2d4c-6b1a-4e3f-9c7d-5a2b1e0f3d4c", description = "The id of a "
                                   + "player of the portal whose key creates the game.") String player) {
    }

    @Schema(name = "EngineSettings", requiredProperties = "level")
    public record EngineBody(@NotNull @Min(1) @Max(8) @Schema(minimum = "1", maximum = "8", examples = "5",
            description = "1 plays legal but weak moves; 8 is the engine at full strength.") Integer level) {
    }

    /** A clock on the wire (a misspelt {@code incrementSecond} is refused like every unknown member). */
    @Schema(name = "ClockSettings", description = "Real time (Fischer): initialSeconds, with an optional "
            + "incrementSeconds added after each move. Correspondence: daysPerMove, the time for every move. "
            + "setupSeconds and firstMoveSeconds limit each setup step and each seat's first move; missing one aborts "
            + "the game (defaults: 60 and 30 real time, the time of a move in correspondence).")
    public record ClockBody(
            @Schema(minimum = "1", maximum = "10800", examples = "300") Long initialSeconds,
            @Schema(minimum = "0", maximum = "180", defaultValue = "0", examples = "2") Long incrementSeconds,
            @Schema(minimum = "1", maximum = "14", examples = "2") Long daysPerMove,
            @Schema(minimum = "1", maximum = "1209600", examples = "60") Long setupSeconds,
            @Schema(minimum = "1", maximum = "1209600", examples = "30") Long firstMoveSeconds) {

        public ClockSettings toSettings() {
            return new ClockSettings(Optional.ofNullable(initialSeconds), Optional.ofNullable(incrementSeconds),
                    Optional.ofNullable(daysPerMove), Optional.ofNullable(setupSeconds),
                    Optional.ofNullable(firstMoveSeconds));
        }
    }

    @Schema(name = "Setup", description = "Exactly one field. Gygès: 'row' (six sizes for the seat's home row, "
            + "files a→f) or 'placements' (six in BLOCK order, one in ALTERNATE order). Xe Queo: 'discs' (the placer, "
            + "round 1), 'ring' (this round's ring placer) or 'secret' (each seat, every round).",
            minProperties = 1, maxProperties = 1)
    public record Setup(
            @Schema(examples = "321123") String row,
            List<@Valid @NotNull Placement> placements,
            @Schema(description = "Xe Queo: disc number 1–7 → square, all seven at once.",
                    examples = "{\"1\": \"a1\", \"2\": \"c4\", \"3\": \"e2\", \"4\": \"g1\", \"5\": \"b6\", \"6\": \"d7\", \"7\": \"f5\"}")
            Map<String, @NotNull String> discs,
            @Schema(description = "Xe Queo: the ring's square.", examples = "d4") String ring,
            @Schema(description = "Xe Queo: your secret disc for this round, 1 to 7.", examples = "5") Integer secret) {
    }

    @Schema(name = "Placement")
    public record Placement(@NotNull @Schema(required = true, examples = "c1") String square,
                            @NotNull @Schema(required = true, minimum = "1", maximum = "3", examples = "2") Integer size) {
    }

    @Schema(name = "PlayMove")
    public record Move(
            @NotNull @Schema(required = true, description = "Compact or full-path move text, or pass (Gygès), "
                    + "or 'guess N' (Xe Queo).",
                    examples = "c1-c2-d2-d3-d4>e2") String move,
            @Schema(description = "The ply the client believes current; 409 stale-state when it is not.",
                    examples = "7") Integer expectedPly) {
    }

    @Schema(name = "DrawAction")
    public record Draw(@NotNull @Schema(required = true, enumeration = {"offer", "accept", "decline"}) String action,
                       @Schema(enumeration = {"generic", "later", "never"}, description = "decline only: why, for the "
                               + "offerer's drawDeclined (left out: generic); later: ask again later, never: this seat "
                               + "accepts no draw in this game.") String reason) {
    }

    @Schema(name = "DeclineTakeback", description = "An optional body: no body, or {}, declines for the generic reason.")
    public record DeclineTakeback(@Schema(enumeration = {"generic", "later", "never"}, defaultValue = "generic",
            description = "Why, for the proposer's takebackDeclined: later, ask again later; never, this seat accepts "
                    + "no takeback in this game.") String reason) {
    }
}
