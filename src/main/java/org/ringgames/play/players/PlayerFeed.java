package org.ringgames.play.players;

import org.ringgames.play.games.PlayerEvents;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.events.ChatLine;
import org.ringgames.play.events.CursorStreams;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;
import org.ringgames.store.events.PlayerFeedRows;
import org.ringgames.store.players.PlayerRows;

/**
 * Reads a player's stream from the database, whichever replica wrote it (V10__players.sql), and
 * makes its events: a game's as the player's seat sees the game when the event is sent, a
 * challenge's as the challenge stands. A {@code yourTurn} the game has moved past is read and not
 * sent: the change that moved it on wrote what is current. One the game changed under without
 * moving the turn on (a draw offered or declined, the other seat's secret) is still the seat's
 * turn, and is sent: each awaited action is announced once ({@link PlayerEvents}).
 */
@ApplicationScoped
public class PlayerFeed {

    @Inject
    PlayerFeedRows feed;

    @Inject
    PlayerRows players;

    @Inject
    GameRows games;

    @Inject
    GameModules modules;

    @Inject
    Challenges challenges;

    /** The events after {@code after}, reading at most {@code limit} rows. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public CursorStreams.Batch<PlayerCursor, PlayerEvent> after(UUID playerId, PlayerCursor after, int limit) {
        long horizon = feed.horizon();
        List<PlayerFeedRows.Row> rows = feed.after(playerId, after.feedKey(), after.seq(), limit, horizon);
        Set<UUID> gameIds = new HashSet<>();
        Set<UUID> challengeIds = new HashSet<>();
        for (PlayerFeedRows.Row row : rows) {
            if (row.chatLine() != null) {
                continue; // a chat line's row carries its line, and needs no game
            }
            if (row.gameId() != null) {
                gameIds.add(row.gameId());
            } else if (row.challengeId() != null) {
                challengeIds.add(row.challengeId());
            }
        }
        // One query for the batch's games, one for its challenges.
        Map<UUID, GameEntity> gamesById = new HashMap<>();
        if (!gameIds.isEmpty()) {
            games.list("id in ?1", gameIds).forEach(g -> gamesById.put(g.id, g));
        }
        Map<UUID, Challenge> challengesById = challenges.byId(challengeIds);
        List<PlayerEvent> events = new ArrayList<>(rows.size());
        for (PlayerFeedRows.Row row : rows) {
            PlayerCursor cursor = new PlayerCursor(row.feedKey(), row.seq());
            if (row.tournamentId() != null) {
                events.add(new PlayerEvent(cursor, row.type(), Optional.empty(), Optional.empty(), Optional.empty(),
                        Optional.empty(), Optional.of(new PlayerEvent.TournamentNews(row.tournamentId(),
                                row.tournamentData()))));
                continue;
            }
            if (row.chatLine() != null) {
                events.add(PlayerEvent.chatLine(cursor, row.seat(), ChatLine.of(row.chatLine())));
                continue;
            }
            if (row.gameId() == null) {
                events.add(new PlayerEvent(cursor, row.type(), Optional.empty(), Optional.empty(), Optional.empty(),
                        Optional.of(challengesById.get(row.challengeId()))));
                continue;
            }
            GameEntity game = gamesById.get(row.gameId());
            PlayerEvent event = gameEvent(cursor, row.type(), game, row.seat());
            if (PlayerEvents.YOUR_TURN.equals(row.type()) && game.version != row.version()
                    && (!PlayerEvents.awaits(event.state().orElseThrow().turn(),
                            GameKind.stored(game.kind).seat(row.seat()).orElseThrow())
                        || feed.newerTurn(playerId, game.id, row.seat(), row.version()))) {
                continue;
            }
            events.add(event.because(Optional.ofNullable(row.reason())));
        }
        Optional<PlayerCursor> readTo = rows.isEmpty() ? Optional.empty()
                : Optional.of(new PlayerCursor(rows.get(rows.size() - 1).feedKey(), rows.get(rows.size() - 1).seq()));
        boolean full = rows.size() >= limit;
        PlayerCursor last = readTo.orElse(after);
        boolean pending = !full && feed.pendingBeyondHorizon(playerId, last.feedKey(), last.seq(), horizon);
        return new CursorStreams.Batch<>(events, readTo, full, pending);
    }

    /**
     * Where a new stream starts, and what it says first: a gameStart for each game in play, a
     * yourTurn for each awaiting the player, each with an id of its own at the start's place.
     */
    public record Start(PlayerCursor cursor, List<PlayerEvent> greeting) {
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Start start(UUID playerId) {
        PlayerCursor now = PlayerCursor.before(feed.horizon());
        List<PlayerEvent> starts = new ArrayList<>();
        List<PlayerEvent> turns = new ArrayList<>();
        String id = playerId.toString();
        for (UUID gameId : players.gamesInPlay(playerId)) {
            GameEntity game = games.findById(gameId);
            if (game == null || game.players == null) {
                continue;
            }
            game.players.forEach((seat, player) -> {
                if (player.id().equals(id)) {
                    PlayerEvent start = gameEvent(now, PlayerEvents.GAME_START, game, seat);
                    starts.add(start);
                    SeatIndex index = GameKind.stored(game.kind).seat(seat).orElseThrow();
                    if (PlayerEvents.awaits(start.state().orElseThrow().turn(), index)) {
                        turns.add(gameEvent(now, PlayerEvents.YOUR_TURN, game, seat));
                    }
                }
            });
        }
        starts.addAll(turns);
        List<PlayerEvent> greeting = new ArrayList<>(starts.size());
        for (int i = 0; i < starts.size(); i++) {
            PlayerEvent e = starts.get(i);
            greeting.add(new PlayerEvent(now.greeting(i + 1), e.type(), e.gameId(), e.seat(), e.state(), e.challenge()));
        }
        return new Start(now, greeting);
    }

    private PlayerEvent gameEvent(PlayerCursor cursor, String type, GameEntity game, String seat) {
        SeatIndex index = GameKind.stored(game.kind).seat(seat).orElseThrow();
        GameSnapshot state = modules.snapshot(game, Optional.of(index));
        return new PlayerEvent(cursor, type, Optional.of(game.id), Optional.of(seat), Optional.of(state), Optional.empty());
    }
}
