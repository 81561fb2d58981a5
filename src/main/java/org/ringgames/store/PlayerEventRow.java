package org.ringgames.store;

import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * A row a change adds to a player's stream: whose, for which of its seats, and what it says
 * ({@code gameStart}, {@code yourTurn}, {@code gameFinish}, {@code drawOffer} or {@code drawDeclined}). The game, version and feed key are
 * the change's own.
 */
public record PlayerEventRow(UUID playerId, String seat, String type) {

    /** The three arrays {@link FeedSql#players} takes, in PostgreSQL's text form: ids, seats, types. */
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
