package org.ringgames.web.problem;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * The problem types of the API v1 contract (RFC 9457), one per slug of its error table. Each type's
 * URI is {@code /problems/{slug}}, where {@code GET} serves a short page built from
 * {@link #title()} and {@link #description()}.
 *
 * <p>Errors of the HTTP layer have types too, so that every problem links a page: 405, 406 and 415
 * their own, any other 4xx a framework refuses a request with {@code request-rejected}, and a 5xx
 * that is the service's own fault {@code internal-error}. See {@link ProblemExceptionMappers}.
 */
public enum ProblemType {
    MALFORMED_REQUEST("malformed-request", 400, "Malformed request",
            "The request could not be read: the body is not valid JSON, has a member its schema does not "
                    + "name, or a member of the wrong JSON type (nothing is coerced: \"0\" is not 0); a required "
                    + "member is missing; a square, position or move text cannot be parsed; a header (Content-Type, "
                    + "Accept, If-Match, Last-Event-ID) is not what it must be; or the path or query has a broken "
                    + "percent-escape. The detail names the offending member, header or text and, where known, its "
                    + "line and column (the field member carries the member's path). Nothing was changed. Fix the "
                    + "request before sending it again."),
    UNAUTHORIZED("unauthorized", 401, "Unauthorized",
            "The operation needs a key the request did not carry, or carried a wrong one: a seat's operation "
                    + "its seat token ('Authorization: Bearer <token>'), creating and listing games a portal API key "
                    + "('X-Api-Key: <key>' or 'Authorization: Bearer <key>'), the admin API the admin key (either "
                    + "way). The detail says which."),
    WRONG_SEAT("wrong-seat", 403, "Wrong seat",
            "The token is valid but belongs to the other seat of the game, which may not do this."),
    INSUFFICIENT_SCOPE("insufficient-scope", 403, "Insufficient scope",
            "The player token is one its player made for a bot, and its scope does not allow this: a read token only "
                    + "reads and streams (any other request is refused), and neither a read nor a play token makes, "
                    + "lists, rotates or revokes other tokens, which only the player's own token does. The scope member "
                    + "names the token's scope. Nothing was changed. Use a token whose scope allows it (docs/players.md, "
                    + "Tokens)."),
    AUTHORITY_OFF("authority-off", 403, "Authority off",
            "Aborting or adjudicating a game and giving a seat a new token are a portal's or the operator's: the "
                    + "service runs open (no portal keys, no admin key), where no request can prove either, so these "
                    + "operations are off. Nothing was changed. To turn them on, configure portal keys "
                    + "(RINGGAMES_API_KEYS) and act with the game's portal key, or an admin key (RINGGAMES_ADMIN_KEY) "
                    + "and act with it on any game."),
    NOT_FOUND("not-found", 404, "Not found",
            "No resource exists at this address: an unknown game id, an unknown problem type, a key id that "
                    + "is not one of the portal's, or a path the API does not have (the admin API too, while the "
                    + "service has no admin key)."),
    NOT_YOUR_TURN("not-your-turn", 409, "Not your turn",
            "The seat is valid but it is the other seat's turn. Wait for the opponent's move "
                    + "(the events stream announces it) and try again."),
    WRONG_PHASE("wrong-phase", 409, "Wrong phase",
            "The game is not in the phase this operation needs, for example a move during setup or a "
                    + "setup after play has started."),
    GAME_OVER("game-over", 409, "Game over",
            "The game has finished; it accepts no more setup, moves, draw offers or resignations."),
    /**
     * 409 when the request body's {@code expectedPly} differs from the game's ply (the problem then
     * carries {@code currentPly}); 412 when the {@code If-Match} header differs from the game's ETag.
     */
    STALE_STATE("stale-state", 409, "Stale state",
            "The request was made against an older state of the game than the current one: its "
                    + "expectedPly or If-Match header no longer matches. Fetch the game again and decide anew.",
            412),
    DUPLICATE_EXTERNAL_ID("duplicate-external-id", 409, "Duplicate external id",
            "The portal already has a game with this externalId (its own id for a game, unique within the portal; "
                    + "a service without portal keys counts as one portal), or a bulk pairing names it twice. The "
                    + "externalId member names it, and in a bulk pairing the index member names the game of the "
                    + "batch. Nothing was created: find the existing game with GET /api/v1/games?externalId=…, or "
                    + "choose another id."),
    COMPUTER_SEAT("computer-seat", 409, "Computer seat",
            "The seat is played by the service's own engine: it has no token, and none can be issued for it."),
    PLAYER_SEAT("player-seat", 409, "Player seat",
            "The seat is held by a player (a seek or a challenge made the game): the player's token plays it, and "
                    + "no seat token can be issued for it beside that one, so that one party plays a seat. Nothing was "
                    + "changed."),
    OWN_CHALLENGE("own-challenge", 409, "Own challenge",
            "A player may not accept its own challenge, nor send a challenge to itself: a game needs two players. "
                    + "Nothing was changed."),
    CHALLENGE_CLOSED("challenge-closed", 409, "Challenge closed",
            "The challenge is no longer open: another player took it, it was declined or canceled, or it lapsed "
                    + "(expiresAt has passed). The challengeStatus member says which, and gameId names the game of a taken "
                    + "challenge. Nothing was changed."),
    NOT_YOUR_CHALLENGE("not-your-challenge", 403, "Not your challenge",
            "The challenge was sent to another player, or the operation is the other side's: only the challenged "
                    + "player accepts or declines a challenge sent to it, and only the challenger cancels one."),
    ALREADY_SEEKING("already-seeking", 409, "Already seeking",
            "The player already has a waiting seek for the same game, rules and clock (its id is the seekId "
                    + "member). One is enough: it pairs with the next matching seek. Withdraw it first to seek anew."),
    SEEK_CLOSED("seek-closed", 409, "Seek closed",
            "The seek is no longer waiting: it was paired (gameId names its game), withdrawn, or it lapsed; the seekStatus member says which."),
    ILLEGAL_MOVE("illegal-move", 422, "Illegal move",
            "The move is well formed but not legal in the current position. The detail gives the reason, "
                    + "and the legalMoves member links the list of legal moves."),
    INVALID_SETUP("invalid-setup", 422, "Invalid setup",
            "The setup is well formed but breaks the setup rules: out of turn, outside the seat's zone, "
                    + "on an occupied square, or with the wrong piece counts. Nothing was stored."),
    INVALID_POSITION("invalid-position", 422, "Invalid position",
            "The position text is well formed but describes no position the rules allow, for example "
                    + "more than four pieces of one size, or no piece at all."),
    INVALID_RECORD("invalid-record", 422, "Invalid record",
            "The game record cannot be imported: it is empty or too large, a tag or a move cannot be read, a "
                    + "move is not legal, a secret contradicts the moves, or the result contradicts the position "
                    + "(docs/records.md lists every case). The line member is the record's line (1-based; 0 for the "
                    + "record as a whole) and ply the move's ply where the problem is at a move. Nothing was stored."),
    NOT_REVIEWABLE("not-reviewable", 422, "Not reviewable",
            "The engine reviews Gygès games only: the Xe Queo engine plays against a belief about a hidden "
                    + "secret and gives advice, not a score a review could compare. Nothing was queued."),
    IDEMPOTENCY_KEY_REUSE("idempotency-key-reuse", 422, "Idempotency key reuse",
            "The Idempotency-Key header was already used for a request with another body. Use a new key "
                    + "for a new request; repeat the same body to get the first response again."),
    INVALID_WEBHOOK_URL("invalid-webhook-url", 422, "Invalid webhook URL",
            "The URL may not be a webhook's: it must be an https URL without credentials or fragment, whose host "
                    + "resolves only to public addresses (never loopback, private, link-local or reserved ones, where "
                    + "a request would reach inside the service's own network). The detail says which rule it breaks."),
    LIMIT_REACHED("limit-reached", 409, "Limit reached",
            "The portal already has as many of these as it may (webhooks: see the detail's limit), or the player "
                    + "as many open challenges or waiting seeks as it may (the limit member says how many). Nothing "
                    + "was created: delete, cancel or withdraw one (or wait until one is taken or lapses) before adding "
                    + "another."),
    SERVICE_UNAVAILABLE("service-unavailable", 503, "Service unavailable",
            "The service cannot carry out the request right now, and nothing changed: the database cannot be "
                    + "reached, or (for a new game) the service is behind with ending games whose time ran out "
                    + "and takes no new game until it has caught up. Send it again after the number of seconds in "
                    + "the Retry-After header (with the same Idempotency-Key for a write)."),
    RATE_LIMITED("rate-limited", 429, "Rate limited",
            "Too many requests from this client. Wait for the number of seconds the Retry-After header "
                    + "gives before trying again."),
    METHOD_NOT_ALLOWED("method-not-allowed", 405, "Method not allowed",
            "The path exists but does not take this HTTP method. The Allow header lists the methods it takes."),
    NOT_ACCEPTABLE("not-acceptable", 406, "Not acceptable",
            "The Accept header names no media type this operation can answer with: JSON operations answer "
                    + "application/json (errors application/problem+json), board.svg image/svg+xml, the events "
                    + "text/event-stream or application/x-ndjson."),
    UNSUPPORTED_MEDIA_TYPE("unsupported-media-type", 415, "Unsupported media type",
            "The request body's Content-Type is not one this operation reads: send JSON as application/json."),
    PAYLOAD_TOO_LARGE("payload-too-large", 413, "Payload too large",
            "The request body is larger than the service reads (the detail gives the limit). Nothing was read "
                    + "or changed: send a smaller body (a bulk pairing in several batches)."),
    URI_TOO_LONG("uri-too-long", 414, "URI too long",
            "The request target (path and query) is longer than the service reads (the detail gives the limit). "
                    + "Nothing was read or changed: no operation needs a query that long."),
    HEADERS_TOO_LARGE("headers-too-large", 431, "Request header fields too large",
            "The request's headers together are larger than the service reads (the detail gives the limit). "
                    + "Nothing was read or changed: send the headers the operation needs, each as short as it is."),
    REQUEST_REJECTED("request-rejected", 400, "Request rejected",
            "The HTTP layer refused the request before the API read it, for example because a header or the "
                    + "body is too large. The status and the detail say why."),
    INTERNAL_ERROR("internal-error", 500, "Internal error",
            "The service failed on a request it should have answered: a bug, which has been logged under the "
                    + "problem's errorId member (quote it when reporting the bug). Nothing of the request was kept. Sending the same request again is safe (with the same Idempotency-Key "
                    + "for a write).");

    /** Where the pages about each type are served; a type's URI is this prefix plus its slug. */
    public static final String PATH = "/problems";

    private final String slug;
    private final int status;
    private final String title;
    private final String description;
    private final int[] otherStatuses;

    ProblemType(String slug, int status, String title, String description, int... otherStatuses) {
        this.slug = slug;
        this.status = status;
        this.title = title;
        this.description = description;
        this.otherStatuses = otherStatuses;
    }

    public String slug() {
        return slug;
    }

    /** The status this type is sent with unless the thrower picks one of {@link #allowsStatus}. */
    public int status() {
        return status;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    /** The relative URI used as the problem's {@code type} member. */
    public String uri() {
        return PATH + "/" + slug;
    }

    public boolean allowsStatus(int candidate) {
        return candidate == status || IntStream.of(otherStatuses).anyMatch(s -> s == candidate);
    }

    public static Optional<ProblemType> fromSlug(String slug) {
        return Arrays.stream(values()).filter(t -> t.slug.equals(slug)).findFirst();
    }
}
