package org.ringgames.play.pool;

import java.util.UUID;

/**
 * Whom a search is for, so that the engine is shared fairly: the queue serves callers in turn, and
 * caps how many analyses one caller has queued or running. An analysis is its portal's when it
 * carries a valid portal key (a portal's server asks for many users from one address), else its
 * client address's (a key or token the service does not check could be made up afresh for every
 * request; the address cannot); a computer seat's turn is its game's owner's (the portal, else its
 * human player, else the game); a review its game's.
 */
public record Caller(String key) {

    private static final String PORTAL = "portal:";
    private static final String PLAYER = "player:";

    /** A portal, which may have more analyses in hand than one client. */
    public boolean isPortal() {
        return key.startsWith(PORTAL);
    }

    public static Caller address(String host) {
        return new Caller("address:" + host);
    }

    public static Caller portal(String portal) {
        return new Caller(PORTAL + portal);
    }

    public static Caller player(String playerId) {
        return new Caller(PLAYER + playerId);
    }

    /** A player, whose games against the engine are counted by the seats it holds (players.Seeks). */
    public boolean isPlayer() {
        return key.startsWith(PLAYER);
    }

    public static Caller game(UUID gameId) {
        return new Caller("game:" + gameId);
    }
}
