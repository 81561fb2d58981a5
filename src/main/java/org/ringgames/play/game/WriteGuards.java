package org.ringgames.play.game;

import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.Rejection;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.events.ChangeStatements;

/** The checks every write makes of a locked game, and how a game ends. */
public final class WriteGuards {

    private WriteGuards() {
    }

    /** Refuses unless the game is in {@code needed}; a finished game is always game-over. */
    public static void requireStatus(GameEntity game, GameStatus needed, String wrongPhase) {
        GameStatus status = GameStatus.of(game.status);
        if (status == needed) {
            return;
        }
        if (status == GameStatus.FINISHED) {
            throw new Rejection(Rejection.Kind.GAME_OVER, "the game is over (" + game.resultReason + ")");
        }
        throw new Rejection(Rejection.Kind.WRONG_PHASE, wrongPhase, Map.of("gameStatus", game.status));
    }

    public static void requireNotFinished(GameEntity game) {
        if (GameStatus.of(game.status) == GameStatus.FINISHED) {
            throw new Rejection(Rejection.Kind.GAME_OVER, "the game is over (" + game.resultReason + ")");
        }
    }

    /** If-Match: the ETag the client holds must be the game's; {@code *} matches any. */
    public static void requireEtag(GameEntity game, String ifMatch) {
        String current = "\"" + game.version + "\"";
        for (String tag : ifMatch.split(",")) {
            String t = tag.trim();
            if (t.equals("*") || t.equals(current) || t.equals("W/" + current)) {
                return;
            }
        }
        throw new Rejection(Rejection.Kind.STALE_PRECONDITION, "If-Match " + ifMatch + " is not the game's ETag "
                + current + ": fetch the game again", Map.of("etag", current, "currentPly", game.ply));
    }

    public static void requirePly(GameEntity game, int expectedPly) {
        if (expectedPly != game.ply) {
            throw new Rejection(Rejection.Kind.STALE_STATE, "expectedPly " + expectedPly + " is not the game's ply "
                    + game.ply + ": fetch the game again", Map.of("currentPly", game.ply));
        }
    }

    /** A move may be played: the game is being played, and ply and ETag are what the client expects. */
    public static void requirePlayable(GameEntity game, MoveRequest request) {
        requireStatus(game, GameStatus.PLAYING, "the game is being set up: moves wait until setup is complete");
        request.ifMatch().ifPresent(tag -> requireEtag(game, tag));
        request.expectedPly().ifPresent(ply -> requirePly(game, ply));
    }

    public static Rejection notYourTurn(GameEntity game, String toMove, String seat) {
        return new Rejection(Rejection.Kind.NOT_YOUR_TURN, toMove + " is to move, not " + seat,
                Map.of("currentPly", game.ply));
    }

    /** An illegal move's problem links the game's legal moves. */
    public static Rejection withLegalMoves(GameEntity game, Rejection rejection) {
        return rejection.kind() == Rejection.Kind.ILLEGAL_MOVE
                ? rejection.with("legalMoves", "/api/v1/games/" + game.id + "/legal-moves") : rejection;
    }

    /**
     * Makes a move the game's ply and last move, and returns it with its history row (the position
     * after it, when it was played), which the write records with the change's events once the clock
     * has charged it ({@link org.ringgames.play.games.AfterChange}): one INSERT, in no round trip of its own. A draw offer by
     * the other seat lapses when a move is played instead of an answer, and so does a takeback
     * proposal by either seat.
     */
    public static MovePlayed record(GameEntity game, MovePlayed played, String positionAfter, Instant now) {
        ChangeStatements.NewMove row = new ChangeStatements.NewMove(played.ply(), played.seat(), played.move(),
                played.path(), positionAfter, now, null, null);
        game.ply = played.ply();
        game.lastMove = new GameEntity.LastMove(played.ply(), played.seat(), played.move(), played.path());
        if (game.drawOffer != null && !game.drawOffer.equals(played.seat())) {
            game.drawOffer = null;
        }
        // A takeback proposal is about the position it was made in: any move lapses it.
        game.takebackOffer = null;
        return new MovePlayed(played.ply(), played.seat(), played.move(), played.path(), Optional.of(row));
    }

    public static void finish(GameEntity game, Optional<String> winner, String reason) {
        game.status = GameStatus.FINISHED.slug();
        game.resultWinner = winner.orElse(null);
        game.resultReason = reason;
        game.drawOffer = null;
        game.takebackOffer = null;
    }
}
