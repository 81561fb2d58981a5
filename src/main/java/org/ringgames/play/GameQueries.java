package org.ringgames.play;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
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

    public record Page(List<GameSnapshot> games, Optional<String> nextCursor) {
    }

    public record Played(int ply, String seat, String move, List<String> path, String positionAfter, Instant playedAt) {
    }

    /** A position of a game's history and the move that led to it, if any. */
    public record PastPosition(GameSnapshot game, int ply, Position position, Optional<List<String>> lastPath) {
    }

    @Transactional
    public GameSnapshot state(UUID id) {
        return GameSnapshot.of(find(id));
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
        List<GameSnapshot> page = rows.stream().limit(limit).map(GameSnapshot::of).toList();
        Optional<String> next = rows.size() > limit
                ? Optional.of(cursorAfter(rows.get(limit - 1))) : Optional.empty();
        return new Page(page, next);
    }

    /** From the snapshot alone: no database work, so no transaction. */
    public List<LegalMove> legalMoves(GameSnapshot game) {
        return new MoveGenerator(game.rules()).legalMoves(game.position());
    }

    /** The game's state, refusing unless it is being played. */
    @Transactional
    public GameSnapshot playing(UUID id) {
        GameEntity game = find(id);
        GameRules.requireStatus(game, GameStatus.PLAYING, "the game is still being set up");
        return GameSnapshot.of(game);
    }

    @Transactional
    public List<Played> history(UUID id) {
        find(id);
        return moves.history(id).stream()
                .map(m -> new Played(m.ply, m.seat, m.move, m.path, m.positionAfter, m.playedAt)).toList();
    }

    /** The position after a ply (0: when play began); the current board when no ply is asked. */
    @Transactional
    public PastPosition positionAt(UUID id, Optional<Integer> ply) {
        GameEntity game = find(id);
        GameSnapshot snapshot = GameSnapshot.of(game);
        if (ply.isEmpty() || ply.get() == game.ply) {
            return new PastPosition(snapshot, game.ply, snapshot.position(), snapshot.lastMove().map(GameSnapshot.LastMove::path));
        }
        int n = ply.get();
        if (n < 0 || n > game.ply || game.startPosition == null) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "game " + id + " has no ply " + n + " (its ply is " + game.ply + ")");
        }
        if (n == 0) {
            return new PastPosition(snapshot, 0, GameSnapshot.readStored(game.startPosition), Optional.empty());
        }
        MoveEntity move = moves.at(id, n).orElseThrow(() -> new IllegalStateException("game " + id + " lacks ply " + n));
        return new PastPosition(snapshot, n, GameSnapshot.readStored(move.positionAfter), Optional.of(move.path));
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
