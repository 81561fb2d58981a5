package org.ringgames.play.engine;

import java.util.UUID;

/**
 * Whom a search is for, so that the engine is shared fairly: the queue serves callers in turn, and
 * caps how many analyses one caller has queued or running. An analysis is its client address's (the
 * request carries no credential the service checks, so a key or token it names could be made up
 * afresh for every request; the address cannot); a computer seat's turn is its game's owner's (the
 * portal, else its human player, else the game); a review its game's.
 */
public record Caller(String key) {

    public static Caller address(String host) {
        return new Caller("address:" + host);
    }

    public static Caller portal(String portal) {
        return new Caller("portal:" + portal);
    }

    public static Caller player(String playerId) {
        return new Caller("player:" + playerId);
    }

    public static Caller game(UUID gameId) {
        return new Caller("game:" + gameId);
    }
}
