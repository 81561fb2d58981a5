package org.ringgames.play.events;

import java.util.Locale;
import java.util.Optional;

/**
 * A game's two chat rooms (docs/chat.md). {@code player}: the game's seats and the players who hold
 * them write and read it; its portal and the operator read it. {@code spectator}: whoever may read
 * the game reads it; its seats, their players, its portal and the portal's players write it.
 */
public enum ChatRoom {
    PLAYER, SPECTATOR;

    /** As the API and the {@code game_chat.room} column spell it. */
    public String slug() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The room a text names, exactly ({@code player} or {@code spectator}). */
    public static Optional<ChatRoom> named(String text) {
        for (ChatRoom room : values()) {
            if (room.slug().equals(text)) {
                return Optional.of(room);
            }
        }
        return Optional.empty();
    }
}
