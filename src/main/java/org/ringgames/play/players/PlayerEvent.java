package org.ringgames.play.players;

import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.GameSnapshot;

/**
 * One event of a player's stream, as it is sent: a game's ({@code gameStart}, {@code yourTurn},
 * {@code gameFinish}: the game as the player's seat sees it now) or a challenge's
 * ({@code challenge}, {@code challengeCanceled}, {@code challengeDeclined}).
 *
 * @param seat   the player's seat name in the game
 * @param reason a drawDeclined or takebackDeclined event's reason (OfferDeclineReason)
 */
public record PlayerEvent(PlayerCursor cursor, String type, Optional<UUID> gameId, Optional<String> seat,
                          Optional<GameSnapshot> state, Optional<Challenge> challenge, Optional<TournamentNews> tournament,
                          Optional<String> reason) {

    public PlayerEvent(PlayerCursor cursor, String type, Optional<UUID> gameId, Optional<String> seat,
                       Optional<GameSnapshot> state, Optional<Challenge> challenge, Optional<TournamentNews> tournament) {
        this(cursor, type, gameId, seat, state, challenge, tournament, Optional.empty());
    }

    /** This event with the reason its row carries (a declined draw or takeback's). */
    PlayerEvent because(Optional<String> why) {
        return new PlayerEvent(cursor, type, gameId, seat, state, challenge, tournament, why);
    }

    /** A tournament's event (tournamentStarted, roundStarted, standings, tournamentFinished): its JSON data. */
    public record TournamentNews(UUID tournamentId, String data) {
    }

    public PlayerEvent(PlayerCursor cursor, String type, Optional<UUID> gameId, Optional<String> seat,
                       Optional<GameSnapshot> state, Optional<Challenge> challenge) {
        this(cursor, type, gameId, seat, state, challenge, Optional.empty());
    }

    public boolean yourTurn() {
        return PlayerEvents.YOUR_TURN.equals(type);
    }
}
