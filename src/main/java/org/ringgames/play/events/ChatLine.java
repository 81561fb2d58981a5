package org.ringgames.play.events;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.store.events.ChatRows;

/**
 * One line of a game's chat, as stored.
 *
 * @param id        the line's number in its game: 1, 2, … in the order the lines were written
 * @param atVersion the game's version when it was written: the game's stream sends it after that
 *                  version's events (its stream id is {@code <atVersion>:<id>})
 */
public record ChatLine(UUID gameId, long id, ChatRoom room, long atVersion, Author author, String text, Instant at) {

    /**
     * Who wrote it: a seat by its token ({@code seat}; name: the seat's), a player by its token
     * ({@code player}; its name, its id, and the seat it holds if any) or the game's portal by its
     * key ({@code portal}; name {@code portal}). Never a portal's label, which only its key reads.
     */
    public record Author(String kind, String name, Optional<String> seat, Optional<UUID> playerId) {
    }

    /** The id a game's event stream gives the line, and takes back as Last-Event-ID. */
    public String streamId() {
        return atVersion + ":" + id;
    }

    public static ChatLine of(ChatRows.Line row) {
        return new ChatLine(row.gameId(), row.seq(), ChatRoom.named(row.room()).orElseThrow(), row.atVersion(),
                new Author(row.authorKind(), row.authorName(), Optional.ofNullable(row.authorSeat()),
                        Optional.ofNullable(row.authorPlayer())), row.text(), row.createdAt());
    }
}
