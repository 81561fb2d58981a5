package org.ringgames.play.games;

import org.ringgames.play.access.SeatTokens;
import org.ringgames.play.core.ClientInstants;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.game.WriteGuards;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;
import org.ringgames.store.games.MoveEntity;
import org.ringgames.store.games.MoveHistoryRows;

/** Reading games: state, lists, legal moves, history and past positions. */
@ApplicationScoped
public class GameQueries {

    public static final int MAX_PAGE = 100;

    @Inject
    GameRows games;

    @Inject
    MoveHistoryRows moves;

    @Inject
    GameModules modules;

    @Inject
    SeatTokens tokens;

    @Inject
    GameReaders readers;

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

    /**
     * A game as a reader of its event stream may see it, and whether the reader may see the
     * labels, which the stream's stored events carry.
     */
    public record Watched(GameSnapshot state, boolean labels) {
    }

    /** The game's public state for its event stream; 404 for a reader who may not read it. */
    @Transactional
    public Watched watched(UUID id, GameReaders.Presented presented) {
        GameEntity game = find(id);
        GameReaders.Reading reading = readers.reading(game, presented);
        return new Watched(reading.of(modules.publicSnapshot(game)), reading.labels());
    }

    /**
     * The game as the reader may see it: with a seat's token, what only that seat may see too; the
     * labels only for the game's portal and the operator; 404 for a reader who may not read it.
     */
    @Transactional
    public GameSnapshot state(UUID id, GameReaders.Presented presented) {
        GameEntity game = find(id);
        GameReaders.Reading reading = readers.reading(game, presented);
        return reading.of(modules.snapshot(game, reading.viewer()));
    }

    /** The order of a list: newest created first (the default), or most recently changed first. */
    public enum Sort { CREATED, UPDATED }

    /**
     * Which games a list keeps.
     *
     * @param portal       only this portal's games (a keyed service); every game when empty
     * @param externalId   the game the portal (open mode: no portal) gave this id
     * @param updatedSince only games changed at or after this moment
     * @param player       only games in which this player holds a seat
     * @param label        only games where either seat has this label (exact), among the portal's games
     * @param tournament   only the games of this tournament
     */
    public record Filter(Optional<String> portal, Optional<GameStatus> status, Optional<String> game,
                         Optional<String> externalId, Optional<Instant> updatedSince, Optional<UUID> player,
                         Optional<String> label, Optional<UUID> tournament) {

        public Filter(Optional<String> portal, Optional<GameStatus> status, Optional<String> game,
                      Optional<String> externalId, Optional<Instant> updatedSince, Optional<UUID> player,
                      Optional<String> label) {
            this(portal, status, game, externalId, updatedSince, player, label, Optional.empty());
        }
    }

    /**
     * Who lists: a portal's key (its own games, each whatever its visibility, with their labels), or
     * else a player (its portal's public games and those it holds a seat of) or, in open mode,
     * anyone (the public games). See {@link GameReaders}.
     */
    public record Lister(boolean portalKey, Optional<UUID> player) {
    }

    /** @param cursor from a previous page's nextCursor, under the same sort: where this page starts */
    @Transactional
    public Page list(Filter filter, Lister lister, Sort sorted, int limit, Optional<String> cursor) {
        GameRows.Sort sort = GameRows.Sort.valueOf(sorted.name());
        Optional<GameRows.After> after = cursor.map(c -> readCursor(c, sort));
        List<GameEntity> rows = games.page(new GameRows.Filter(filter.portal(), filter.status().map(GameStatus::slug),
                filter.game(), filter.externalId(), filter.updatedSince(), filter.player(), filter.label(),
                filter.tournament()),
                new GameRows.Readable(lister.portalKey(), lister.player()), sort, after, limit + 1);
        if (filter.label().isPresent() && !readers.seesListedLabels(lister.portalKey())) {
            // A reader who is shown no label finds no game by one: a player of a portal must not learn
            // which of its portal's games carry a name by asking for it.
            rows = List.of();
        }
        List<GameSnapshot> page = rows.stream().limit(limit).map(game -> readers.listed(game, lister.portalKey())
                ? modules.publicSnapshot(game) : modules.publicSnapshot(game).withoutLabels()).toList();
        Optional<String> next = rows.size() > limit
                ? Optional.of(cursorAfter(rows.get(limit - 1), sort)) : Optional.empty();
        return new Page(page, next);
    }

    /** The game's state as the reader may see it, refusing unless it is being played. */
    @Transactional
    public GameSnapshot playing(UUID id, GameReaders.Presented presented) {
        GameEntity game = find(id);
        GameReaders.Reading reading = readers.reading(game, presented);
        WriteGuards.requireStatus(game, GameStatus.PLAYING, "the game is being set up: there are no moves yet");
        return reading.of(modules.snapshot(game, reading.viewer()));
    }

    @Transactional
    public List<Played> history(UUID id, GameReaders.Presented presented) {
        readers.reading(find(id), presented);
        return moves.history(id).stream()
                .map(m -> new Played(m.ply, m.seat, m.move, m.path, m.positionAfter, m.playedAt,
                        Optional.ofNullable(m.timeSpentUs), Optional.ofNullable(m.remainingUs))).toList();
    }

    /** The position after a ply (0: when play began); the current board when no ply is asked. */
    @Transactional
    public PastPosition positionAt(UUID id, Optional<Integer> ply, GameReaders.Presented presented) {
        GameEntity game = find(id);
        GameSnapshot snapshot = readers.reading(game, presented).of(modules.publicSnapshot(game));
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

    /**
     * A cursor: base64url of {@code <µs>_<id>} after the created-first order (the format of every
     * cursor before sort=updated existed, so those still work), {@code u<µs>_<id>} after the
     * updated-first one. A cursor is refused under the other sort: its position means nothing there.
     */
    private static String cursorAfter(GameEntity last, GameRows.Sort sort) {
        Instant at = sort == GameRows.Sort.UPDATED ? last.updatedAt : last.createdAt;
        long micros = at.getEpochSecond() * 1_000_000L + at.getNano() / 1_000;
        String text = (sort == GameRows.Sort.UPDATED ? UPDATED_MARK : "") + micros + "_" + last.id;
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.US_ASCII));
    }

    private static final String UPDATED_MARK = "u";

    private static GameRows.After readCursor(String cursor, GameRows.Sort sort) {
        String text;
        String[] parts;
        long micros;
        UUID id;
        try {
            text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.US_ASCII);
            parts = text.replaceFirst("^" + UPDATED_MARK, "").split("_", 2);
            micros = Long.parseLong(parts[0]);
            id = UUID.fromString(parts[1]);
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            throw new Rejection(Rejection.Kind.MALFORMED, "cursor: '" + cursor + "' is not a cursor this service gave");
        }
        GameRows.Sort given = text.startsWith(UPDATED_MARK) ? GameRows.Sort.UPDATED : GameRows.Sort.CREATED;
        if (given != sort) {
            throw new Rejection(Rejection.Kind.MALFORMED, "cursor: '" + cursor + "' belongs to sort="
                    + given.name().toLowerCase(Locale.ROOT) + ", not sort=" + sort.name().toLowerCase(Locale.ROOT)
                    + "; a cursor continues the list it came from");
        }
        Instant at = Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1_000L);
        return new GameRows.After(ClientInstants.bounded("cursor", cursor, at), id);
    }
}
