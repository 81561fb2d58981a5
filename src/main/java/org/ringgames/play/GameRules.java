package org.ringgames.play;

import java.util.Map;
import org.ringgames.rules.gyges.Outcome;
import org.ringgames.store.GameEntity;

/** The checks every write makes of a locked game, and how a game ends. */
final class GameRules {

    private GameRules() {
    }

    /** Refuses unless the game is in {@code needed}; a finished game is always game-over. */
    static void requireStatus(GameEntity game, GameStatus needed, String wrongPhase) {
        GameStatus status = GameStatus.of(game.status);
        if (status == needed) {
            return;
        }
        if (status == GameStatus.FINISHED) {
            throw new Rejection(Rejection.Kind.GAME_OVER, "the game is over (" + game.resultReason + ")");
        }
        throw new Rejection(Rejection.Kind.WRONG_PHASE, wrongPhase, Map.of("status", game.status));
    }

    static void requireNotFinished(GameEntity game) {
        if (GameStatus.of(game.status) == GameStatus.FINISHED) {
            throw new Rejection(Rejection.Kind.GAME_OVER, "the game is over (" + game.resultReason + ")");
        }
    }

    /** If-Match: the ETag the client holds must be the game's; {@code *} matches any. */
    static void requireEtag(GameEntity game, String ifMatch) {
        String current = "\"" + game.version + "\"";
        for (String tag : ifMatch.split(",")) {
            String t = tag.trim();
            if (t.equals("*") || t.equals(current) || t.equals("W/" + current) || t.equals(String.valueOf(game.version))) {
                return;
            }
        }
        throw new Rejection(Rejection.Kind.STALE_PRECONDITION, "If-Match " + ifMatch + " is not the game's ETag "
                + current + ": fetch the game again", Map.of("etag", current, "currentPly", game.ply));
    }

    static void requirePly(GameEntity game, int expectedPly) {
        if (expectedPly != game.ply) {
            throw new Rejection(Rejection.Kind.STALE_STATE, "expectedPly " + expectedPly + " is not the game's ply "
                    + game.ply + ": fetch the game again", Map.of("currentPly", game.ply));
        }
    }

    static void finish(GameEntity game, Outcome outcome) {
        game.status = GameStatus.FINISHED.slug();
        game.resultWinner = outcome.winner().map(Seats::name).orElse(null);
        game.resultReason = outcome.reason().slug();
        game.drawOffer = null;
    }
}
