package org.ringgames.play.portals;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.GameChange;
import org.ringgames.play.GameKind;
import org.ringgames.play.GameModules;
import org.ringgames.play.GameRules;
import org.ringgames.play.GameStatus;
import org.ringgames.play.GameWrites;
import org.ringgames.play.Rejection;
import org.ringgames.play.SeatIndex;
import org.ringgames.play.SeatTokens;
import org.ringgames.play.engine.ComputerTurns;
import org.ringgames.store.GameEntity;
import org.ringgames.store.GameRepository;

/**
 * A portal's authority over its own games: ending one (abort, adjudicate) and giving a seat a new
 * token. With portal keys, a game of another portal or of none is not found, exactly as an unknown
 * game is ({@link GameWrites#ownedBy}); in open mode anyone has this authority over every game.
 */
@ApplicationScoped
public class PortalAuthority {

    static final String ABORTED = "aborted";
    static final String ADJUDICATED = "adjudicated";

    @Inject
    GameWrites writes;

    @Inject
    GameRepository games;

    @Inject
    SeatTokens tokens;

    @Inject
    GameModules modules;

    @Inject
    ComputerTurns computerTurns;

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

    /** Ends the game with no winner (reason {@code aborted}); a finished game is game-over. */
    public GameWrites.Answer<Decided> abort(UUID gameId, Optional<String> portal, GameWrites.Renderer<Decided> render) {
        return writes.writeByPortal(gameId, portal, (game, now) -> {
            GameRules.requireNotFinished(game);
            GameRules.finish(game, Optional.empty(), ABORTED);
            game.takebackAvailable = false;
            return new Decided(ABORTED);
        }, render);
    }

    /**
     * Ends the game with the portal's result (reason {@code adjudicated}): a seat of the game wins,
     * or, with no winner, a draw. A finished game is game-over.
     */
    public GameWrites.Answer<Decided> adjudicate(UUID gameId, Optional<String> portal, Optional<String> winner,
                                                GameWrites.Renderer<Decided> render) {
        return writes.writeByPortal(gameId, portal, (game, now) -> {
            GameKind kind = GameKind.stored(game.kind);
            winner.ifPresent(name -> seat(kind, "winner", name));
            GameRules.requireNotFinished(game);
            GameRules.finish(game, winner, ADJUDICATED);
            game.takebackAvailable = false;
            return new Decided(ADJUDICATED);
        }, render);
    }

    /**
     * A new token for a seat: the old one stops working when this commits, on every replica, since
     * every request's token is checked against the row's hash (SeatTokens, no cache). The row's
     * version moves on, so a move that read the old hash just before loses its compare-and-set
     * (MoveWrites) and, read again, is refused. A computer seat has no token (409 computer-seat); a
     * finished game needs none (409 game-over).
     */
    @Transactional
    public Reissued reissue(UUID gameId, Optional<String> portal, String seatName) {
        GameEntity game = games.findForUpdate(gameId).filter(g -> GameWrites.ownedBy(g, portal))
                .orElseThrow(() -> GameWrites.notFound(gameId));
        GameKind kind = GameKind.stored(game.kind);
        SeatIndex seat = seat(kind, "seat", seatName);
        if (game.computerSeats != null && game.computerSeats.containsKey(seatName)) {
            throw new Rejection(Rejection.Kind.COMPUTER_SEAT, seatName + " is played by the service's engine "
                    + "(level " + game.computerSeats.get(seatName).level() + "): it has no token",
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
