package org.ringgames.play.core;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.ringgames.rules.Parsed;

/**
 * A request the application refuses, for a reason the client can act on. The web layer maps each
 * {@link Kind} to one problem type, once. No stack trace: it is an answer, not a fault.
 */
public class Rejection extends RuntimeException {

    /** Why a request is refused; one problem type each. */
    public enum Kind {
        /** Text that can not be read: position, move, square, option value. */
        MALFORMED,
        /** A well-formed position the rules do not allow. */
        INVALID_POSITION,
        /** A well-formed move that is not legal in the position. */
        ILLEGAL_MOVE,
        /** A well-formed setup that breaks the setup rules. */
        INVALID_SETUP,
        /** No such game (or ply of a game). */
        NOT_FOUND,
        /** A seat token is needed and was missing or belongs to no seat of the game. */
        UNAUTHORIZED,
        /** A valid token of the seat that may not do this. */
        WRONG_SEAT,
        /** The other seat's turn. */
        NOT_YOUR_TURN,
        /** The game is not in the phase the request needs. */
        WRONG_PHASE,
        /** The game has ended. */
        GAME_OVER,
        /** The request's expectedPly is not the game's ply (409). */
        STALE_STATE,
        /** The request's If-Match is not the game's ETag (412). */
        STALE_PRECONDITION,
        /** An Idempotency-Key used before with another request. */
        IDEMPOTENCY_KEY_REUSE,
        /** The service refuses new work for now (its deadline sweep is behind); retry shortly. */
        OVERLOADED,
        /** The caller already has as much of the engine in hand as one caller may (429, Retry-After). */
        RATE_LIMITED,
        /** A URL that may not be a webhook's: not https, or reaching a non-public address. */
        INVALID_WEBHOOK_URL,
        /** A portal already has as many of something (webhooks) as it may. */
        LIMIT_REACHED,
        /** A portal already has a game with this externalId (409). */
        DUPLICATE_EXTERNAL_ID,
        /** The seat is played by the service's engine, so it has no token (409). */
        COMPUTER_SEAT,
        /** A player accepts, or sends to itself, its own challenge (409). */
        OWN_CHALLENGE,
        /** A challenge that is no longer open: taken, declined, canceled or lapsed (409). */
        CHALLENGE_CLOSED,
        /** A challenge to another player, which this one may not take or decline (403). */
        NOT_YOUR_CHALLENGE,
        /** The player already has a waiting seek for the same game, rules and clock (409). */
        ALREADY_SEEKING,
        /** A seek that is no longer waiting: paired, withdrawn or lapsed (409). */
        SEEK_CLOSED,
        /** A game record that cannot be read, or holds no game the rules allow (422, with line and ply). */
        INVALID_RECORD,
        /** A game the engine cannot review: its kind has no scoring engine (Xe Queo) (422). */
        NOT_REVIEWABLE,
        /** An authority action (abort, adjudicate, a seat's new token) while the service runs open: no key can grant it (403). */
        AUTHORITY_OFF,
        /** The seat is held by a player, whose player token plays it, so it gets no seat token (409). */
        PLAYER_SEAT,
        /** A player token a player made for a bot, whose scope does not allow this (403). */
        INSUFFICIENT_SCOPE
    }

    private final Kind kind;
    private final Map<String, Object> members;

    public Rejection(Kind kind, String detail) {
        this(kind, detail, Map.of());
    }

    /** @param members extension members for the problem body, e.g. the failing step of a path */
    public Rejection(Kind kind, String detail, Map<String, Object> members) {
        super(detail, null, false, false);
        this.kind = kind;
        this.members = Map.copyOf(members);
    }

    /** Client text that could not be read: malformed, naming the field, the character and its position. */
    public static Rejection unreadable(String field, Parsed.Failed<?> failed) {
        return new Rejection(Kind.MALFORMED, field + ": " + failed.message(),
                Map.of("text", failed.text(), "index", failed.index()));
    }

    /**
     * The value of parsed client text, or a malformed rejection; then {@code invalid} says why the
     * value breaks the rules (an invalid-position rejection), or returns null.
     */
    public static <T> T readPosition(String text, Parsed<T> parsed, Function<T, String> invalid) {
        if (parsed instanceof Parsed.Failed<T> failed) {
            throw unreadable("position text", failed);
        }
        T value = ((Parsed.Ok<T>) parsed).value();
        String reason = invalid.apply(value);
        if (reason != null) {
            throw new Rejection(Kind.INVALID_POSITION, "position " + text + ": " + reason);
        }
        return value;
    }

    /** The same rejection with one more extension member. */
    public Rejection with(String member, Object value) {
        Map<String, Object> more = new HashMap<>(members);
        more.put(member, value);
        return new Rejection(kind, getMessage(), more);
    }

    public Kind kind() {
        return kind;
    }

    public Map<String, Object> members() {
        return members;
    }
}
