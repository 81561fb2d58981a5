package org.ringgames.play.chat;

import org.ringgames.play.events.ChatLine;
import org.ringgames.play.events.ChatRoom;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.ringgames.play.core.DisplayText;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GameReaders;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.access.Player;
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.play.access.AdminKey;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.store.events.ChatRows;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;

/**
 * A game's chat (docs/chat.md): lines written to one of its two rooms, read back by who may see the
 * room, and sent on the game's stream and its players' streams.
 *
 * <p>Who may do what, decided from the request's credentials once the game may be read at all
 * ({@link GameReaders}: a portal game is 404 to a stranger, its chat with it):
 * <ul>
 * <li>the {@code player} room is written and read by the game's seats (their tokens, or the token
 *     of the player who holds one); the game's portal key and the admin key read it too;</li>
 * <li>the {@code spectator} room is read by whoever may read the game, and written by its seats and
 *     their players, its portal's key, and any player of its portal (in open mode: any player,
 *     since every player is open mode's). The admin key reads and does not speak; nobody writes
 *     without a credential (401).</li>
 * </ul>
 * A line is written under the game's row lock, which numbers a game's lines in the order they
 * commit and places each after the game's version it was written at, so the streams resume from
 * either kind of event; a finished game keeps its chat open, as lichess's post-game chat.
 */
@ApplicationScoped
public class GameChat {

    /** A line's length in characters (code points), lichess's bound. */
    public static final int MAX_TEXT = 140;
    /** The most lines one read returns. */
    public static final int MAX_PAGE = 500;

    @Inject
    GameRows games;

    @Inject
    ChatRows rows;

    @Inject
    GameReaders readers;

    @Inject
    PlayerTokens playerTokens;

    @Inject
    PortalKeys keys;

    @Inject
    AdminKey admin;

    @Inject
    ChatLimits limits;

    /** Who a request is to a game's chat. */
    enum Kind { SEAT, PLAYER, PORTAL, OPERATOR, NOBODY }

    /**
     * @param seat         the seat it holds (a seat token's, or a player's who holds one)
     * @param player       the player whose token it is
     * @param credentialed whether it sent any credential (nobody without one is 401, with one 403)
     */
    record Chatter(Kind kind, Optional<SeatIndex> seat, Optional<Player> player, boolean credentialed) {

        boolean seated() {
            return seat.isPresent();
        }
    }

    /** Where a game's stream starts in its chat: the rooms its reader sees, and the last line it has. */
    public record StreamStart(Set<ChatRoom> rooms, long lastLine) {
    }

    /** Writes a line; refuses what the caller may not write, an unreadable text, a full game or a hasty author. */
    @Transactional
    public ChatLine post(UUID gameId, GameReaders.Presented presented, ChatRoom room, String text) {
        String said = readText(text);
        GameEntity game = games.findForUpdate(gameId).orElseThrow(() -> GameWrites.notFound(gameId));
        Chatter chatter = chatter(game, presented);
        mayWrite(game, chatter, room);
        long count = rows.count(game.id);
        if (count >= limits.maxLinesPerGame()) {
            throw new Rejection(Rejection.Kind.LIMIT_REACHED, "game " + game.id + " has " + count + " chat lines, as "
                    + "many as a game may have: nothing more can be said in it", Map.of("limit", limits.maxLinesPerGame()));
        }
        GameKind kind = GameKind.stored(game.kind);
        Optional<String> seatName = chatter.seat().map(kind::seatName);
        String authorKey;
        ChatLine.Author author;
        if (chatter.player().isPresent()) {
            Player player = chatter.player().get();
            authorKey = "player:" + player.id();
            author = new ChatLine.Author("player", player.name(), seatName, Optional.of(player.id()));
        } else if (chatter.kind() == Kind.SEAT) {
            authorKey = "seat:" + game.id + ":" + seatName.orElseThrow();
            author = new ChatLine.Author("seat", seatName.orElseThrow(), seatName, Optional.empty());
        } else {
            authorKey = "portal:" + game.portal;
            author = new ChatLine.Author("portal", "portal", Optional.empty(), Optional.empty());
        }
        long retryAfter = limits.take(authorKey, System.nanoTime());
        if (retryAfter > 0) {
            throw new Rejection(Rejection.Kind.RATE_LIMITED, "too many chat lines from this author: "
                    + limits.burst + " at once, then one every " + limits.secondsPerLine + " s; retry after "
                    + retryAfter + " s", Map.of("limit", "chat", "retryAfter", retryAfter));
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        ChatRows.Line line = new ChatRows.Line(game.id, count + 1, room.slug(), game.version, author.kind(),
                author.name(), seatName.orElse(null), author.playerId().orElse(null), said, now);
        List<UUID> players = new ArrayList<>(2);
        List<String> seats = new ArrayList<>(2);
        if (game.players != null) {
            game.players.forEach((seat, held) -> {
                players.add(UUID.fromString(held.id()));
                seats.add(seat);
            });
        }
        rows.append(line, players, seats);
        return ChatLine.of(line);
    }

    /**
     * The lines after {@code after} in the rooms the reader may see ({@code room}: only that one,
     * which it must be able to see), oldest first, at most {@code limit}.
     */
    @Transactional
    public List<ChatLine> read(UUID gameId, GameReaders.Presented presented, Optional<ChatRoom> room, long after,
                               int limit) {
        GameEntity game = games.findByIdOptional(gameId).orElseThrow(() -> GameWrites.notFound(gameId));
        Chatter chatter = chatter(game, presented);
        Set<ChatRoom> rooms = readable(chatter);
        if (room.isPresent()) {
            if (!rooms.contains(room.get())) {
                throw refused(chatter, "the player room of a game is read by its seats, their players, its portal "
                        + "and the operator");
            }
            rooms = EnumSet.of(room.get());
        }
        return rows.after(game.id, after, rooms.stream().map(ChatRoom::slug).toList(), limit).stream()
                .map(ChatLine::of).toList();
    }

    /**
     * Where a reader's game stream starts in the chat: after the lines there are now (a fresh
     * stream, which starts from now), after those written before {@code version} (a stream resumed
     * after a game event of that version), or after line {@code line} (resumed after that line).
     */
    @Transactional
    public StreamStart streamStart(UUID gameId, GameReaders.Presented presented, Optional<Long> version,
                                   Optional<Long> line) {
        GameEntity game = games.findByIdOptional(gameId).orElseThrow(() -> GameWrites.notFound(gameId));
        Set<ChatRoom> rooms = readable(chatter(game, presented));
        long count = rows.count(game.id);
        if (line.isPresent()) {
            if (line.get() < 0 || line.get() > count) {
                throw new Rejection(Rejection.Kind.MALFORMED, "Last-Event-ID: line " + line.get() + " is not a chat "
                        + "line of this game (0 to " + count + ")");
            }
            return new StreamStart(rooms, line.get());
        }
        return new StreamStart(rooms, version.map(v -> rows.lastBefore(game.id, v)).orElse(count));
    }

    /** The text as stored (stripped), or 400: 1 to 140 characters that show what they say. */
    static String readText(String text) {
        Optional<String> flaw = DisplayText.flaw(text);
        if (flaw.isPresent()) {
            // Not echoed: it may not survive the answer (a lone surrogate) or show what it holds.
            throw new Rejection(Rejection.Kind.MALFORMED, "text: " + flaw.get() + "; a chat line is 1 to " + MAX_TEXT
                    + " visible characters");
        }
        String stripped = text.strip();
        int length = stripped.codePointCount(0, stripped.length());
        if (length > MAX_TEXT) {
            throw new Rejection(Rejection.Kind.MALFORMED, "text: " + length + " characters; a chat line is 1 to "
                    + MAX_TEXT, Map.of("length", length, "maxLength", MAX_TEXT));
        }
        return stripped;
    }

    private void mayWrite(GameEntity game, Chatter chatter, ChatRoom room) {
        if (chatter.seated()) {
            return;
        }
        if (room == ChatRoom.PLAYER) {
            throw refused(chatter, "the player room of a game is written by its seats and the players who hold them");
        }
        boolean ownPortal = chatter.kind() == Kind.PORTAL;
        boolean portalsPlayer = chatter.player().filter(p -> p.portal().equals(Optional.ofNullable(game.portal)))
                .isPresent();
        if (!ownPortal && !portalsPlayer) {
            throw refused(chatter, "the spectator room of a game is written by its seats, their players, its portal "
                    + "and its portal's players");
        }
    }

    private static Set<ChatRoom> readable(Chatter chatter) {
        return chatter.seated() || chatter.kind() == Kind.PORTAL || chatter.kind() == Kind.OPERATOR
                ? EnumSet.allOf(ChatRoom.class) : EnumSet.of(ChatRoom.SPECTATOR);
    }

    private static Rejection refused(Chatter chatter, String who) {
        return chatter.credentialed() ? new Rejection(Rejection.Kind.WRONG_SEAT, who)
                : new Rejection(Rejection.Kind.UNAUTHORIZED, who + ": send 'Authorization: Bearer <token>'");
    }

    /** Who the request is, once it may read the game (404 to a stranger to a portal game, 401 for an unknown token). */
    Chatter chatter(GameEntity game, GameReaders.Presented presented) {
        GameReaders.Reading reading = readers.reading(game, presented);
        Optional<String> bearer = presented.bearer();
        boolean credentialed = bearer.isPresent() || presented.apiKey().isPresent();
        if (bearer.isPresent() && PlayerTokens.isPlayerToken(bearer.get())) {
            Player player = playerTokens.find(bearer.get()).orElseThrow(() -> new Rejection(
                    Rejection.Kind.UNAUTHORIZED, "the player token is not one this service gave"));
            return new Chatter(Kind.PLAYER, reading.viewer(), Optional.of(player), true);
        }
        if (reading.viewer().isPresent()) {
            return new Chatter(Kind.SEAT, reading.viewer(), Optional.empty(), true);
        }
        if (admin.matches(presented.apiKey()) || admin.matches(bearer)) {
            return new Chatter(Kind.OPERATOR, Optional.empty(), Optional.empty(), true);
        }
        Optional<String> portal = presented.apiKey().flatMap(keys::known).or(() -> bearer.flatMap(keys::known));
        if (portal.isPresent() && portal.get().equals(game.portal)) {
            return new Chatter(Kind.PORTAL, Optional.empty(), Optional.empty(), true);
        }
        return new Chatter(Kind.NOBODY, Optional.empty(), Optional.empty(), credentialed);
    }
}
