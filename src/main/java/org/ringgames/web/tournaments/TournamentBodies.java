package org.ringgames.web.tournaments;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GygesRulesBody;

/** Request bodies of the tournament endpoints (docs/tournaments.md). */
public final class TournamentBodies {

    private TournamentBodies() {
    }

    @Schema(name = "CreateTournament")
    public record Create(
            @NotNull @Schema(required = true, enumeration = {"swiss", "arena"}, description = "swiss: rounds paired "
                    + "by the FIDE Dutch system; arena: for minutes, whoever is free is paired at once.") String system,
            @NotNull @Schema(required = true, enumeration = {"gyges", "xequeo"}) String game,
            @Valid @Schema(description = "Gygès rule options, as a create body's; every game of the tournament has them.")
            GygesRulesBody rules,
            @Valid @Schema(description = "Every game's clock, as a create body's; left out: untimed games.")
            GameBodies.ClockBody clock,
            @Schema(description = "Whether the games are rated (stored and shown; docs/tournaments.md).",
                    defaultValue = "false") Boolean rated,
            @NotNull @Size(min = 1, max = 100) @Schema(required = true, minLength = 1, maxLength = 100,
                    examples = "Friday Swiss") String name,
            @Schema(format = "date-time", examples = "2026-12-24T18:00:00Z", description = "When the service starts "
                    + "the tournament by itself (at most 30 days ahead); left out: POST …/start starts it.")
            String startsAt,
            @Schema(minimum = "1", maximum = "30", examples = "7", description = "Swiss: the number of rounds.")
            Integer rounds,
            @Schema(minimum = "1", maximum = "1440", description = "Arena: its length in minutes; no pairing after it.")
            Integer minutes,
            @Size(max = 5) @Schema(maxItems = 5, description = "The tie-breaks of the standings, most important first "
                    + "(each once), of buchholz, buchholz-cut1, sonneborn-berger, direct-encounter and wins; left out: "
                    + "buchholz-cut1, buchholz, sonneborn-berger.",
                    examples = "[\"buchholz-cut1\", \"buchholz\", \"sonneborn-berger\"]")
            List<@NotNull String> tiebreaks,
            @Schema(description = "Arena: whether players may berserk (halve their clock before their first move for a point more "
                    + "on a win; docs/tournaments.md). Needs a real-time clock; a swiss has none.") Boolean berserk,
            @Schema(enumeration = {"auto", "manual"}, defaultValue = "auto", description = "auto: the service "
                    + "closes a round when its last game ends and pairs the next; manual: POST …/rounds/next does.")
            String advance,
            @Schema(minimum = "0", maximum = "86400", defaultValue = "0", description = "Seconds between rounds: a "
                    + "new round's games are created at once and their clocks start this much later.")
            Integer roundIntervalSeconds,
            @Size(max = 1000) @Schema(maxItems = 1000, description = "The portal's players entered at once, in this "
                    + "order (their pairing numbers at the start).")
            List<@NotNull String> players) {
    }

    @Schema(name = "JoinTournament")
    public record Join(@NotNull @Schema(required = true, examples = "0f8e2d4c-6b1a-4e3f-9c7d-5a2b1e0f3d4c",
            description = "A player of the portal.") String player) {
    }
}
