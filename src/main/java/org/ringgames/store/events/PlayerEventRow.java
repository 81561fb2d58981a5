package org.ringgames.store.events;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * A row a change adds to a player's stream: whose, for which of its seats, and what it says
 * ({@code gameStart}, {@code yourTurn}, {@code gameFinish}, {@code drawOffer}, {@code drawDeclined},
 * {@code takebackOffer} or {@code takebackDeclined}), and a decline's reason. The game, version and feed key are
 * the change's own.
 */
public record PlayerEventRow(UUID playerId, String seat, String type, Optional<String> reason) {

    public PlayerEventRow(UUID playerId, String seat, String type) {
        this(playerId, seat, type, Optional.empty());
    }

    /** Whether any row carries a reason (a declined offer's): only then is the fourth array written. */
    static boolean anyReason(List<PlayerEventRow> rows) {
        return rows.stream().anyMatch(r -> r.reason().isPresent());
    }

    /** The rows' reasons in PostgreSQL's text form, NULL for none (reasons are words: no quoting). */
    static String reasons(List<PlayerEventRow> rows) {
        return array(rows.stream().map(r -> r.reason().orElse("NULL")));
    }

    /** The three arrays the players' rows of {@link ChangeStatements} take, in PostgreSQL's text form: ids, seats, types. */
    static String[] arrays(List<PlayerEventRow> rows) {
        return new String[] {
            array(rows.stream().map(r -> r.playerId().toString())),
            array(rows.stream().map(PlayerEventRow::seat)),
            array(rows.stream().map(PlayerEventRow::type))};
    }

    /** Ids, seat names and type names need no quoting. */
    private static String array(java.util.stream.Stream<String> values) {
        return values.collect(Collectors.joining(",", "{", "}"));
    }
}
