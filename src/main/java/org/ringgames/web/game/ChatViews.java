package org.ringgames.web.game;

import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.events.ChatLine;

/** The bodies of a game's chat (docs/chat.md). */
public final class ChatViews {

    private ChatViews() {
    }

    @Schema(name = "PostChatLine", description = "A line to say in one of the game's chat rooms.")
    public record Post(
            @NotNull @Schema(required = true, enumeration = {"player", "spectator"}, examples = "player",
                    description = "player: the game's seats and their players (read by its portal and the operator "
                            + "too); spectator: whoever may read the game.") String room,
            @NotNull @Schema(required = true, minLength = 1, maxLength = 140, examples = "good game",
                    description = "1 to 140 characters, not blank, no control, invisible-format, lone-surrogate, "
                            + "private-use or unassigned characters (as a player's name); stored stripped.")
            String text) {
    }

    @Schema(name = "ChatAuthor", description = "Who wrote a line: a seat by its token (name: the seat's), a player "
            + "by its token (its name and id, and the seat it holds in the game if any), or the game's portal by its "
            + "key (name: portal). Never a portal's label.")
    public record Author(
            @Schema(required = true, enumeration = {"seat", "player", "portal"}) String kind,
            @Schema(required = true, examples = "my-bot") String name,
            @Schema(required = true, nullable = true, examples = "south",
                    description = "The author's seat in the game; null for a portal, or a player who holds none.")
            String seat,
            @Schema(required = true, nullable = true, format = "uuid", description = "The player's id; null unless "
                    + "kind is player.") String playerId) {
    }

    @Schema(name = "ChatLine", description = "One line of a game's chat.")
    public record Line(
            @Schema(required = true, minimum = "1", description = "The line's number in its game: 1, 2, … in the "
                    + "order they were written (both rooms count).") long id,
            @Schema(required = true, enumeration = {"player", "spectator"}) String room,
            @Schema(required = true) Author author,
            @Schema(required = true, examples = "good game") String text,
            @Schema(required = true) Instant at) {

        public static Line of(ChatLine line) {
            ChatLine.Author a = line.author();
            return new Line(line.id(), line.room().slug(), new Author(a.kind(), a.name(), a.seat().orElse(null),
                    a.playerId().map(Object::toString).orElse(null)), line.text(), line.at());
        }
    }

    @Schema(name = "ChatLines", description = "A game's chat lines the reader may see, oldest first.")
    public record Lines(@Schema(required = true) List<Line> lines) {
    }

    /** A chat line on a player's stream (described as ChatLineOfGame by PlayerEventsOperation). */
    public record OfGame(String gameId, String seat, Line line) {
    }
}
