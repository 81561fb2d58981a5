package org.ringgames.play.records;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.rules.record.Ending;
import org.ringgames.rules.record.RecordRead;
import org.ringgames.rules.record.RecordText;
import org.ringgames.rules.record.RecordClock;
import org.ringgames.rules.record.Tag;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveEntity;

/**
 * What one game brings to records (docs/records.md): writing a stored game as its record, and
 * reading a record of it into the rows an imported game is stored as. Every move is checked by the
 * game's rules when a record is read.
 */
public interface GameRecorder {

    GameKind kind();

    /**
     * The record of a stored game, as anyone may see it (no secret of a round in play).
     *
     * @param seats the name of each seat, under the seat's name (a label, a player, the engine)
     * @param other the tags no column of the game holds, in order (dates, the portal's id, an import's own)
     */
    String write(GameEntity game, List<MoveEntity> history, Map<String, String> seats, List<Tag> other);

    /** A record of this game, read and checked; a {@code Rejection} (invalid-record, with line and ply) when it is none. */
    Imported read(String text);

    /**
     * A finished game read from a record, as the rows it is stored as.
     *
     * @param rules         the rules document (every option)
     * @param seats         the record's seat names, under the seat's name (the imported game's labels)
     * @param startPosition where play began (Xe Queo: round 1 with its ring), if it began
     * @param position      the position the game ended in
     * @param detail        the game's own public state (Xe Queo: its finished rounds), if it has one
     * @param winner        the winning seat's name, none for a draw or an abort
     * @param other         the record's other tags, in order
     */
    record Imported(Map<String, Object> rules, Optional<RecordClock> clock, Map<String, String> seats,
                    Optional<String> startPosition, List<Ply> plies, String position, Optional<Map<String, Object>> detail,
                    int passesInARow, Optional<String> winner, String reason, List<Tag> other) {
    }

    /** A stored game's ending as a record gives it (the winner as the seat's index); empty while in play. */
    static Optional<Ending> ending(GameKind kind, GameEntity game) {
        if (game.resultReason == null) {
            return Optional.empty();
        }
        return Optional.of(game.resultWinner == null ? Ending.none(game.resultReason)
                : Ending.win(kind.seat(game.resultWinner).orElseThrow().ordinal(), game.resultReason));
    }

    /**
     * The ending of a record to import: only a finished game is imported. Returns the winner's seat
     * name, if any; refuses a game in play ({@code Result "*"} without a Termination).
     */
    static Optional<String> winner(GameKind kind, Optional<Ending> ending, String text) {
        if (ending.isEmpty()) {
            throw GameRecords.invalid(RecordText.lineOfTag(text, "Result"), Optional.empty(), "the game is in play "
                    + "(Result \"*\" without a Termination): only a finished game is imported");
        }
        OptionalInt winner = ending.get().winner();
        return winner.isPresent() ? Optional.of(kind.seatName(SeatIndex.values()[winner.getAsInt()])) : Optional.empty();
    }

    /** The record's value, or its error as an invalid-record problem. */
    static <T> T valueOf(RecordRead<T> read) {
        if (read instanceof RecordRead.Bad<T> bad) {
            throw GameRecords.invalid(bad.error());
        }
        return ((RecordRead.Ok<T>) read).value();
    }

    /** A move of an imported game, as its history keeps it. */
    record Ply(int ply, String seat, String move, List<String> path, String positionAfter, Optional<Long> remainingMs) {
    }
}
