package org.ringgames.play.players;

import org.ringgames.play.games.PlayerEvents;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.events.ChatLine;

/**
 * One event of a player's stream, as it is sent: a game's ({@code gameStart}, {@code yourTurn},
 * {@code gameFinish}: the game as the player's seat sees it now; {@code chatLine}: a line of its chat) or a challenge's
 * ({@code challenge}, {@code challengeCanceled}, {@code challengeDeclined}).
 *
 * @param seat   the player's seat name in the game
 * @param reason a drawDeclined or takebackDeclined event's reason (OfferDeclineReason)
 */
public record PlayerEvent(PlayerCursor cursor, String type, Optional<UUID> gameId, Optional<String> seat,
                          Optional<GameSnapshot> state, Optional<Challenge> challenge, Optional<TournamentNews> tournament,
                          Optional<ChatLine> chat, Optional<String> reason) {

    public PlayerEvent(PlayerCursor cursor, String type, Optional<UUID> gameId, Optional<String> seat,
                       Optional<GameSnapshot> state, Optional<Challenge> challenge, Optional<TournamentNews> tournament) {
        this(cursor, type, gameId, seat, state, challenge, tournament, Optional.empty(), Optional.empty());
    }

    /** This event with the reason its row carries (a declined draw or takeback's). */
    PlayerEvent because(Optional<String> why) {
        return new PlayerEvent(cursor, type, gameId, seat, state, challenge, tournament, chat, why);
    }

    /** A tournament's event (tournamentStarted, roundStarted, standings, tournamentFinished): its JSON data. */
    public record TournamentNews(UUID tournamentId, String data) {
    }

    public PlayerEvent(PlayerCursor cursor, String type, Optional<UUID> gameId, Optional<String> seat,
                       Optional<GameSnapshot> state, Optional<Challenge> challenge) {
        this(cursor, type, gameId, seat, state, challenge, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** A game's chat line (chatLine), to a player of the game: its seat there, and the line. */
    public static PlayerEvent chatLine(PlayerCursor cursor, String seat, ChatLine line) {
        return new PlayerEvent(cursor, PlayerEvents.CHAT_LINE, Optional.of(line.gameId()), Optional.of(seat),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(line), Optional.empty());
    }

    public boolean yourTurn() {
        return PlayerEvents.YOUR_TURN.equals(type);
    }
}
