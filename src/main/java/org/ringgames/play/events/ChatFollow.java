package org.ringgames.play.events;

import java.util.List;
import java.util.function.Function;

/**
 * What of a game's chat one stream follows (docs/chat.md, "On the game's stream"): the rooms its
 * reader may see, the last line it has (its start, or its Last-Event-ID's), the game's last line
 * when it opened, and how a line is written as the event's data.
 */
public record ChatFollow(List<String> rooms, long lastLine, long current, Function<ChatLine, String> render) {

    /** A stream that follows no chat. */
    public static final ChatFollow NONE = new ChatFollow(List.of(), 0, 0, line -> {
        throw new IllegalStateException("this stream follows no chat");
    });

    /** The event type of a chat line on a game's stream. */
    public static final String EVENT = "chatLine";
}
