package org.ringgames.play.portals;

import org.ringgames.play.access.AdminKey;
import org.ringgames.play.access.PortalKeys;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameChange;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.game.WriteGuards;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.access.SeatTokens;
import org.ringgames.play.games.ComputerTurns;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;

/**
 * A portal's authority over its own games: ending one (abort, adjudicate) and giving a seat a new
 * token. The caller proves it with a key: the game's portal's key (a game of another portal or of
 * none is then not found, exactly as an unknown game is, {@link GameWrites#ownedBy}), or the admin
 * key, with which the operator rules every game. In open mode (neither portal keys nor an admin
 * key) no request can prove either, so this authority is off (403 authority-off): open mode is for
 * trying the service, never a grant of authority.
 */
@ApplicationScoped
public class PortalAuthority {

    static final String ABORTED = "aborted";
    static final String ADJUDICATED = "adjudicated";

    @Inject
    GameWrites writes;

    @Inject
    GameRows games;

    @Inject
    SeatTokens tokens;

    @Inject
    GameModules modules;

    @Inject
    ComputerTurns computerTurns;

    @Inject
    PortalKeys keys;

    @Inject
    AdminKey admin;

    /** How the portal ended a game: {@code aborted} or {@code adjudicated}; the game's end adds its {@code finished} event. */
    public record Decided(String action) implements GameChange {
        @Override
        public Optional<String> event() {
            return Optional.empty();
        }
    }

    /** A seat's new token, shown this once. */
    public record Reissued(String seat, String token) {
    }

    /**
     * Whose games a presented key rules: a portal's (its name), or, for the admin key, every game
     * (empty, as {@link GameWrites#ownedBy} reads it). Refuses in open mode (403 authority-off) and
     * a missing or unknown key (401), before any game is read.
     */
    Optional<String> ruler(Optional<String> presented) {
        if (keys.open()) {
            throw new Rejection(Rejection.Kind.AUTHORITY_OFF, "the service runs open (no portal keys, no admin key): "
                    + "aborting, adjudicating and giving a seat a new token are off. To turn them on, configure "
                    + "RINGGAMES_API_KEYS (and act with the game's portal key) or RINGGAMES_ADMIN_KEY (and act with the "
                    + "admin key)");
        }
        if (admin.matches(presented)) {
            return Optional.empty();
        }
        return Optional.of(keys.portal(presented).orElseThrow());
    }

    /** Ends the game with no winner (reason {@code aborted}); a finished game is game-over. */
    public GameWrites.Answer<Decided> abort(UUID gameId, Optional<String> key, GameWrites.Renderer<Decided> render) {
        Optional<String> portal = ruler(key);
        return writes.writeByPortal(gameId, portal, (game, now) -> {
            WriteGuards.requireNotFinished(game);
            WriteGuards.finish(game, Optional.empty(), ABORTED);
            game.takebackAvailable = false;
            return new Decided(ABORTED);
        }, render);
    }

    /**
     * Ends the game with the portal's result (reason {@code adjudicated}): a seat of the game wins,
     * or, with no winner, a draw. A finished game is game-over.
     */
    public GameWrites.Answer<Decided> adjudicate(UUID gameId, Optional<String> key, Optional<String> winner,
                                                GameWrites.Renderer<Decided> render) {
        Optional<String> portal = ruler(key);
        return writes.writeByPortal(gameId, portal, (game, now) -> {
            GameKind kind = GameKind.stored(game.kind);
            winner.ifPresent(name -> seat(kind, "winner", name));
            WriteGuards.requireNotFinished(game);
            WriteGuards.finish(game, winner, ADJUDICATED);
            game.takebackAvailable = false;
            return new Decided(ADJUDICATED);
        }, render);
    }

    /**
     * A new token for a seat: the old one stops working when this commits, on every replica, since
     * every request's token is checked against the row's hash (SeatTokens, no cache). The row's
     * version moves on, so a move that read the old hash just before loses its compare-and-set
     * (MoveWrites) and, read again, is refused. A computer seat has no token (409 computer-seat); a
     * finished game needs none (409 game-over). A seat a player holds is played with the player's
     * token, which a new seat token would not cut off: two parties could then play one seat, so it
     * gets none (409 player-seat); the player's own token is what a portal revokes or keeps.
     */
    @Transactional
    public Reissued reissue(UUID gameId, Optional<String> key, String seatName) {
        Optional<String> portal = ruler(key);
        GameEntity game = games.findForUpdate(gameId).filter(g -> GameWrites.ownedBy(g, portal))
                .orElseThrow(() -> GameWrites.notFound(gameId));
        GameKind kind = GameKind.stored(game.kind);
        SeatIndex seat = seat(kind, "seat", seatName);
        if (game.computerSeats != null && game.computerSeats.containsKey(seatName)) {
            throw new Rejection(Rejection.Kind.COMPUTER_SEAT, seatName + " is played by the service's engine "
                    + "(level " + game.computerSeats.get(seatName).level() + "): it has no token",
                    Map.of("seat", seatName));
        }
        if (game.players != null && game.players.containsKey(seatName)) {
            throw new Rejection(Rejection.Kind.PLAYER_SEAT, seatName + " is held by player "
                    + game.players.get(seatName).id() + ", whose player token plays it: it gets no seat token beside it",
                    Map.of("seat", seatName));
        }
        if (GameStatus.of(game.status) == GameStatus.FINISHED) {
            throw new Rejection(Rejection.Kind.GAME_OVER, "the game is over (" + game.resultReason
                    + "): its seats need no new token");
        }
        SeatTokens.Issued issued = tokens.issue();
        if (seat == SeatIndex.FIRST) {
            game.firstSeatTokenHash = issued.hash();
        } else {
            game.secondSeatTokenHash = issued.hash();
        }
        Instant now = writes.now();
        game.updatedAt = now;
        games.flush();
        // A computer turn is owed for a version; the one owed before this would now be moot.
        computerTurns.schedule(game, modules.publicSnapshot(game).turn(), now);
        return new Reissued(seatName, issued.token());
    }

    private static SeatIndex seat(GameKind kind, String member, String name) {
        return kind.seat(name).orElseThrow(() -> new Rejection(Rejection.Kind.MALFORMED, member + ": " + kind.slug()
                + " has the seats " + kind.seatName(SeatIndex.FIRST) + " and " + kind.seatName(SeatIndex.SECOND)
                + ", not '" + name + "'"));
    }
}
