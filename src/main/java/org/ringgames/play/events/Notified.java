package org.ringgames.play.events;

import java.util.Optional;
import java.util.UUID;

/**
 * What this replica heard on {@code LISTEN game_events} ({@link org.ringgames.play.notifications.NotificationListener}), fired as a
 * CDI event on the listener's one thread, in the order the notifications came: the hubs, the
 * webhook deliveries and the token cache observe the kinds they care for ({@code @Observes
 * Notified.GameChanged}, …). Observers run synchronously on that thread, so they must only hand
 * work on (wake a stream, a loop), never wait for the database.
 */
public sealed interface Notified {

    /**
     * A replica committed version {@code version} of a game (or of a tournament's events), of this
     * portal (empty: open mode): payload {@code <game id>:<version>[:<portal>]}.
     */
    record GameChanged(UUID gameId, long version, Optional<String> portal) implements Notified {
    }

    /** A replica committed chat line {@code line} of a game: payload {@code c:<game id>:<line>}. */
    record ChatLine(UUID gameId, long line) implements Notified {
    }

    /** A replica committed rows of this player's stream: payload {@code p:<player id>}. */
    record PlayerFeed(UUID playerId) implements Notified {
    }

    /** A player token was rotated or revoked: payload {@code t:<token hash hex>}. */
    record TokenGone(String hashHex) implements Notified {
    }

    /**
     * The listener (re)connected ({@code true}): notifications sent meanwhile are lost, so every
     * stream and loop looks now; or it lost its connection ({@code false}): none arrive for now.
     */
    record Listening(boolean listening) implements Notified {
    }
}
