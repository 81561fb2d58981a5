package org.ringgames.web.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.clock.ClockReading;

/** A clocked game's clock on the wire, the same for every game but for the seat names. */
@Schema(name = "Clock", description = "The game's clock. remainingMs is each seat's time as of asOf; the running "
        + "seat's time runs down from there and is out at deadline, so a client can show a ticking clock from one "
        + "state or event. phase says what the deadline is for: a setup step or a first move (missing it aborts "
        + "the game) or a move (missing it loses on time).",
        requiredProperties = {"setupSeconds", "firstMoveSeconds", "remainingMs", "running", "phase", "deadline", "asOf",
                "startsAt"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ClockView(
        @Schema(description = "Real time: the initial time.", examples = "300") Long initialSeconds,
        @Schema(description = "Real time: added after each move but a seat's first.", examples = "2") Long incrementSeconds,
        @Schema(description = "Correspondence: the time for every move.", examples = "2") Long daysPerMove,
        @Schema(examples = "60") long setupSeconds,
        @Schema(examples = "30") long firstMoveSeconds,
        @Schema(description = "Each seat's time in milliseconds as of asOf, under the seat's name.",
                additionalProperties = Long.class) Map<String, Long> remainingMs,
        @JsonInclude(JsonInclude.Include.ALWAYS)
        @Schema(nullable = true, enumeration = {"south", "north", "placer", "ringer"},
                description = "The seat whose deadline counts; null when none does, or when both seats owe a setup "
                        + "step (Xe Queo's secrets).") String running,
        @JsonInclude(JsonInclude.Include.ALWAYS)
        @Schema(nullable = true, enumeration = {"setup", "first-move", "move"},
                description = "What the deadline is for; null when none counts.") String phase,
        @JsonInclude(JsonInclude.Include.ALWAYS)
        @Schema(nullable = true, description = "When the running deadline falls; null when none counts.")
        Instant deadline,
        @Schema(description = "When the running period began: the change that set the deadline (or startsAt, "
                + "when the change came before it).") Instant asOf,
        @JsonInclude(JsonInclude.Include.ALWAYS)
        @Schema(nullable = true, description = "When the game's clocks start (the create's startClocksAt): no time "
                + "is charged before it and every limit counts from it; null when they ran from creation.")
        Instant startsAt) {

    public static ClockView of(GameKind kind, ClockReading clock) {
        Map<String, Long> remaining = new LinkedHashMap<>();
        remaining.put(kind.seatName(SeatIndex.FIRST), clock.remainingMs(SeatIndex.FIRST));
        remaining.put(kind.seatName(SeatIndex.SECOND), clock.remainingMs(SeatIndex.SECOND));
        return new ClockView(clock.initialSeconds().orElse(null), clock.incrementSeconds().orElse(null),
                clock.daysPerMove().orElse(null), clock.setupSeconds(), clock.firstMoveSeconds(), remaining,
                clock.running().map(kind::seatName).orElse(null), clock.phase().orElse(null),
                clock.deadline().orElse(null), clock.asOf(), clock.startsAt().orElse(null));
    }
}
