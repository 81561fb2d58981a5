package org.ringgames.web.game;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.Arrays;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * The Gygès rule options on the wire (docs/rules/gyges.md). In a request every option is
 * optional and a missing one takes its default; in a response all are filled in. An unknown option
 * name (like any unknown member) or value is a malformed request: a bot that misspells
 * {@code pathRule} must not silently play under other rules.
 */
@Schema(name = "GygesRules", description = "Gygès rule options; each optional, defaults as shown.")
public record GygesRulesBody(
        @Schema(enumeration = {"EDGE", "SQUARE"}, defaultValue = "EDGE",
                description = "EDGE: a line between two squares is crossed at most once per move; "
                        + "SQUARE: a square is entered at most once per move.") String pathRule,
        @Schema(defaultValue = "true", description = "Whether landing on a piece may replace it.") Boolean replace,
        @Schema(enumeration = {"NEXT_ROW", "PASS"}, defaultValue = "NEXT_ROW",
                description = "When the active row cannot move: the next row moves, or the player passes.")
        String blockedRow,
        @Schema(enumeration = {"1", "2"}, defaultValue = "1", description = "Rows of each side's setup zone.")
        Integer setupRows,
        @Schema(enumeration = {"BLOCK", "ALTERNATE"}, defaultValue = "BLOCK",
                description = "BLOCK: South places six, then North; ALTERNATE: one at a time, South first.")
        String setupOrder,
        @Schema(defaultValue = "false", description = "The Hungarian club custom: an avoidable loss may be taken back.")
        Boolean takebackAvoidableLoss,
        @Schema(defaultValue = "1000", minimum = "1", description = "A game still running after this many moves is drawn.")
        Integer maxPlies) {

    public static GygesRulesBody of(Rules rules) {
        return new GygesRulesBody(rules.pathRule().name(), rules.replace(), rules.blockedRow().name(),
                rules.setupRows(), rules.setupOrder().name(), rules.takebackAvoidableLoss(), rules.maxPlies());
    }

    /** Whether no option at all is given ({@code {}}). Not a member of the JSON body. */
    @JsonIgnore
    public boolean isEmpty() {
        return pathRule == null && replace == null && blockedRow == null && setupRows == null && setupOrder == null
                && takebackAvoidableLoss == null && maxPlies == null;
    }

    /** The rules these options name, defaults filled in; the standard rules for {@code null}. */
    public static Rules toRules(GygesRulesBody body) {
        return body == null ? Rules.STANDARD : body.toRules();
    }

    public Rules toRules() {
        Rules d = Rules.STANDARD;
        if (setupRows != null && setupRows != 1 && setupRows != 2) {
            throw malformed("setupRows", String.valueOf(setupRows), "1 or 2");
        }
        if (maxPlies != null && maxPlies < 1) {
            throw malformed("maxPlies", String.valueOf(maxPlies), "a whole number of at least 1");
        }
        return new Rules(
                pathRule == null ? d.pathRule() : option("pathRule", pathRule, Rules.PathRule.class),
                replace == null ? d.replace() : replace,
                blockedRow == null ? d.blockedRow() : option("blockedRow", blockedRow, Rules.BlockedRow.class),
                setupRows == null ? d.setupRows() : setupRows,
                setupOrder == null ? d.setupOrder() : option("setupOrder", setupOrder, Rules.SetupOrder.class),
                takebackAvoidableLoss == null ? d.takebackAvoidableLoss() : takebackAvoidableLoss,
                maxPlies == null ? d.maxPlies() : maxPlies);
    }

    /** Option values are matched without regard to case: {@code EDGE} and {@code edge} are one value. */
    private static <E extends Enum<E>> E option(String name, String value, Class<E> type) {
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(value.toUpperCase(Locale.ROOT))) {
                return constant;
            }
        }
        throw malformed(name, value, String.join(" or ",
                Arrays.stream(type.getEnumConstants()).map(Enum::name).toList()));
    }

    private static ProblemException malformed(String name, String value, String expected) {
        return new ProblemException(ProblemType.MALFORMED_REQUEST,
                "rules." + name + ": unknown value '" + value + "'; expected " + expected);
    }
}
