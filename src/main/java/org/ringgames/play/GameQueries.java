package org.ringgames.play;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.store.GameEntity;
import org.ringgames.store.GameRepository;
import org.ringgames.store.MoveEntity;
import org.ringgames.store.MoveRepository;

/** Reading games: state, lists, legal moves, history and past positions. */
@ApplicationScoped
public class GameQueries {

    public static final int MAX_PAGE = 100;

    @Inject
    GameRepository games;

    @Inject
    MoveRepository moves;

    @Inject
    GameModules modules;

    @Inject
    SeatTokens tokens;

    public record Page(List<GameSnapshot> games, Optional<String> nextCursor) {
    }

    /** A move of the history; clocked games: what it cost its seat and the seat's time after it (µs). */
    public record Played(int ply, String seat, String move, List<String> path, String positionAfter, Instant playedAt,
                         Optional<Long> timeSpentUs, Optional<Long> remainingUs) {
    }

    /**
     * A position of a game's history and the move that led to it, if any.
     *
     * @param position in the game's position text
     */
    public record PastPosition(GameSnapshot game, int ply, String position, Optional<List<String>> lastPath) {
    }

    /** The game as anyone may see it. */
    @Transactional
    public GameSnapshot state(UUID id) {
        return modules.publicSnapshot(find(id));
    }

    /** The game as the holder of a token may see it: with a seat's token, what only that seat may see too. */
    @Transactional
    public GameSnapshot state(UUID id, Optional<String> token) {
        GameEntity game = find(id);
        return modules.snapshot(game, tokens.viewerOf(game, token));
    }

    /**
     * @param portal only this portal's games (a keyed service); all games when empty
     * @param cursor from a previous page's nextCursor: where this page starts
     */
    @Transactional
    public Page list(Optional<String> portal, Optional<GameStatus> status, Optional<String> game, int limit,
                     Optional<String> cursor) {
        Optional<GameRepository.After> after = cursor.map(GameQueries::readCursor);
        List<GameEntity> rows = games.page(portal, status.map(GameStatus::slug), game, after, limit + 1);
        List<GameSnapshot> page = rows.stream().limit(limit).map(modules::publicSnapshot).toList();
        Optional<String> next = rows.size() > limit
                ? Optional.of(cursorAfter(rows.get(limit - 1))) : Optional.empty();
        return new Page(page, next);
    }

    /** The game's state as the token's holder may see it, refusing unless it is being played. */
    @Transactional
    public GameSnapshot playing(UUID id, Optional<String> token) {
        GameEntity game = find(id);
        Optional<SeatIndex> viewer = tokens.viewerOf(game, token);
        GameRules.requireStatus(game, GameStatus.PLAYING, "the game is being set up: there are no moves yet");
        return modules.snapshot(game, viewer);
    }

    @Transactional
    public List<Played> history(UUID id) {
        find(id);
        return moves.history(id).stream()
                .map(m -> new Played(m.ply, m.seat, m.move, m.path, m.positionAfter, m.playedAt,
                        Optional.ofNullable(m.timeSpentUs), Optional.ofNullable(m.remainingUs))).toList();
    }

    /** The position after a ply (0: when play began); the current board when no ply is asked. */
    @Transactional
    public PastPosition positionAt(UUID id, Optional<Integer> ply) {
        GameEntity game = find(id);
        GameSnapshot snapshot = modules.publicSnapshot(game);
        if (ply.isEmpty() || ply.get() == game.ply) {
            return new PastPosition(snapshot, game.ply, game.position,
                    Optional.ofNullable(game.lastMove).map(GameEntity.LastMove::path));
        }
        int n = ply.get();
        if (n < 0 || n > game.ply || game.startPosition == null) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "game " + id + " has no ply " + n + " (its ply is " + game.ply + ")");
        }
        if (n == 0) {
            return new PastPosition(snapshot, 0, game.startPosition, Optional.empty());
        }
        MoveEntity move = moves.at(id, n).orElseThrow(() -> new IllegalStateException("game " + id + " lacks ply " + n));
        return new PastPosition(snapshot, n, move.positionAfter, Optional.of(move.path));
    }

    private GameEntity find(UUID id) {
        return games.findByIdOptional(id).orElseThrow(() -> GameWrites.notFound(id));
    }

    private static String cursorAfter(GameEntity last) {
        long micros = last.createdAt.getEpochSecond() * 1_000_000L + last.createdAt.getNano() / 1_000;
        return Base64.getUrlEncoder().withoutPadding().encodeToString((micros + "_" + last.id).getBytes());
    }

    private static GameRepository.After readCursor(String cursor) {
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(cursor)).split("_", 2);
            long micros = Long.parseLong(parts[0]);
            Instant at = Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1_000L);
            return new GameRepository.After(at, UUID.fromString(parts[1]));
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            throw new Rejection(Rejection.Kind.MALFORMED, "cursor: '" + cursor + "' is not a cursor this service gave");
        }
    }
}
