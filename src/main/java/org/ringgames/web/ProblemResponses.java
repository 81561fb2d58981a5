package org.ringgames.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * Documents every operation's problem responses in one table, so the OpenAPI document lists every
 * status an operation can answer with, without repeating the same annotations on every method:
 * the errors of each operation (by operationId), and those every operation shares (a rate limit on
 * every {@code /api/} path, a database outage wherever games or portal keys are read or written, headers or a query
 * that do not parse, an unsatisfiable {@code Accept}, a body of the wrong media type). Problem responses an operation documents itself
 * are kept.
 */
final class ProblemResponses {

    private static final String BAD = "400 malformed-request";
    private static final String TOKEN = "401 unauthorized";
    private static final String GAME = "404 not-found";
    private static final String KEY = "422 idempotency-key-reuse";
    private static final String NOT_SEATED = "403 wrong-seat (the token of the other seat, or of a player who holds no "
            + "seat of this game)";
    private static final String STRANGER = "401 unauthorized (a token that belongs to no seat of this game)";
    private static final String WEBHOOK = "404 not-found (no such webhook of the portal)";
    private static final String PORTAL = "401 unauthorized (portal API key missing or unknown, unless the service runs open)";
    private static final String PORTAL_NAME = "400 malformed-request (not a portal name)";
    private static final String ADMIN = "401 unauthorized (admin key missing or wrong)";
    private static final String ADMIN_OFF = "404 not-found (no admin key configured: the admin API is off)";
    private static final String PORTAL_KEY = "404 not-found (no key of this portal with this id; "
            + "or no admin key configured: the admin API is off)";
    private static final String DUPLICATE = "409 duplicate-external-id (with externalId)";
    private static final String PLAYER = "401 unauthorized (player token missing or unknown)";
    private static final String PORTAL_OR_PLAYER = "401 unauthorized (with portal keys: neither a portal key nor a "
            + "player token; or an unknown one)";
    private static final String CHALLENGE = "404 not-found (no such challenge, or another portal's)";
    private static final String RULER = "401 unauthorized (neither the game's portal key nor the admin key: missing "
            + "or unknown)";
    private static final String AUTHORITY_OFF = "403 authority-off (the service runs open: no portal keys, no admin key)";
    private static final String SEATED_PLAYER = "404 not-found (a seat's player: no such player, or another portal's)";
    private static final String SEATS_PLAYERS = "403 authority-off (a seat names a player while the service runs open)";
    private static final String TOURNAMENT = "404 not-found (no such tournament, or not the caller's: another "
            + "portal's, or one a player is not in)";
    private static final String TOURNAMENT_WRITER = "401 unauthorized (portal API key missing or unknown; a player "
            + "token is no portal key)";
    private static final String TOURNAMENT_OFF = "403 authority-off (the service runs open: no portal keys)";
    private static final String OWN_GAME = "404 not-found (no such game, or, with portal keys, another portal's)";

    /** operationId → "status slug[, slug…]" entries. */
    static final Map<String, List<String>> ERRORS = Map.ofEntries(
            Map.entry("createGame", List.of(BAD, PORTAL, SEATED_PLAYER, SEATS_PLAYERS, DUPLICATE, "422 invalid-position (a start position no game "
                            + "can begin from), invalid-setup (rated without players in its seats)",
                    "503 service-unavailable (while behind with ending games whose time ran out; Retry-After)")),
            Map.entry("bulkCreateGames", List.of("400 malformed-request (a game's with its index; more than 500 games)",
                    PORTAL, SEATED_PLAYER + " (with index)", SEATS_PLAYERS, "422 invalid-position (a game's start position), invalid-setup (a game rated without players in its "
                    + "seats; with index)", "409 duplicate-external-id (within the batch or with an existing game; with externalId and "
                            + "index)",
                    "503 service-unavailable (while behind with ending games whose time ran out; Retry-After)")),
            Map.entry("listGames", List.of(BAD, PORTAL)),
            Map.entry("createTournament", List.of(BAD, TOURNAMENT_WRITER, TOURNAMENT_OFF,
                    "404 not-found (a player to enter: no such player, or another portal's)",
                    "422 invalid-setup (berserk: for a swiss, or for an arena without a real-time clock)")),
            Map.entry("listTournaments", List.of(BAD, TOURNAMENT_WRITER, TOURNAMENT_OFF)),
            Map.entry("getTournament", List.of(PORTAL_OR_PLAYER, TOURNAMENT)),
            Map.entry("joinTournament", List.of(BAD, TOURNAMENT_WRITER, TOURNAMENT_OFF, TOURNAMENT + "; or no such "
                    + "player of the portal", "409 wrong-phase (finished, or its last round under way)",
                    "409 limit-reached (1000 players)")),
            Map.entry("withdrawFromTournament", List.of(TOURNAMENT_WRITER, TOURNAMENT_OFF, TOURNAMENT
                    + "; or the player is not in it", "409 wrong-phase (finished)")),
            Map.entry("startTournament", List.of(TOURNAMENT_WRITER, TOURNAMENT_OFF, TOURNAMENT,
                    "409 wrong-phase (started already; fewer than two players; no legal pairing)")),
            Map.entry("nextTournamentRound", List.of(TOURNAMENT_WRITER, TOURNAMENT_OFF, TOURNAMENT,
                    "409 wrong-phase (not started; a game of the round still played, with playing; no legal pairing; an arena)")),
            Map.entry("getTournamentRound", List.of(PORTAL_OR_PLAYER, TOURNAMENT + "; or no such round yet")),
            Map.entry("tournamentTrf", List.of(PORTAL_OR_PLAYER, TOURNAMENT, "409 wrong-phase (an arena)")),
            Map.entry("abortGame", List.of(RULER, AUTHORITY_OFF, OWN_GAME, "409 game-over")),
            Map.entry("adjudicateGame", List.of(BAD, RULER, AUTHORITY_OFF, OWN_GAME, "409 game-over")),
            Map.entry("reissueSeatToken", List.of(BAD, RULER, AUTHORITY_OFF, OWN_GAME,
                    "409 computer-seat (the engine plays the seat), player-seat (a player holds the seat), game-over")),
            Map.entry("getGame", List.of(STRANGER, GAME)),
            Map.entry("gameLegalMoves", List.of(BAD, STRANGER, GAME, "409 wrong-phase, game-over")),
            Map.entry("gameHistory", List.of(STRANGER + ", or an X-Api-Key that is no portal's", GAME + " (or one of "
                    + "visibility portal the reader may not read)")),
            Map.entry("gameBoard", List.of(BAD, STRANGER + ", or an X-Api-Key that is no portal's",
                    "404 not-found (no such game or ply, or a game of visibility portal the reader may not read)")),
            Map.entry("setupGame", List.of(BAD, TOKEN, NOT_SEATED, GAME, "409 not-your-turn, wrong-phase, game-over",
                    "422 invalid-setup, idempotency-key-reuse")),
            Map.entry("playMove", List.of(BAD, TOKEN, NOT_SEATED, GAME,
                    "409 not-your-turn, wrong-phase, game-over, stale-state (expectedPly; with currentPly)",
                    "412 stale-state (If-Match)", "422 illegal-move (with the reason and a legalMoves link), idempotency-key-reuse")),
            Map.entry("berserkGame", List.of(BAD, TOKEN, NOT_SEATED, GAME, "409 wrong-phase (after the seat's first "
                    + "move, a second time, or in a game that offers no berserk), game-over", KEY)),
            Map.entry("resignGame", List.of(BAD, TOKEN, NOT_SEATED, GAME, "409 game-over", KEY)),
            Map.entry("drawGame", List.of("400 malformed-request (also a reason not on the list, or a reason with "
                    + "an offer or an accept)", TOKEN, "403 wrong-seat (accepting or declining one's own offer)", GAME,
                    "409 wrong-phase, game-over", KEY)),
            Map.entry("proposeTakeback", List.of(BAD, TOKEN, NOT_SEATED, GAME, "409 wrong-phase (Xe Queo, a rated, "
                    + "tournament or engine game, setup, no move of the seat's to take back, or its own proposal "
                    + "pending), game-over", KEY)),
            Map.entry("declineTakeback", List.of("400 malformed-request (a body that is not JSON, has an unknown member "
                    + "or a reason not on the list)", TOKEN, "403 wrong-seat (declining one's own proposal; a seat of "
                    + "no player of the game)", GAME, "409 wrong-phase (no proposal pending; a game with no takebacks), "
                    + "game-over", KEY)),
            Map.entry("positionAnalysis", List.of("400 malformed-request (also limits beyond the service's maximum, "
                    + "a level outside 1–8, a missing Xe Queo secret)", "422 invalid-position",
                    "429 rate-limited (limit analysis: the rate; limit engine-searches: the client, or the portal, "
                    + "already has as many analyses queued or running as it may)",
                    "503 service-unavailable (every engine thread busy and the queue full; Retry-After)")),
            Map.entry("createWebhook", List.of(BAD, PORTAL, "409 limit-reached (the portal has as many webhooks as it may)",
                    "422 invalid-webhook-url (not https, credentials or a fragment, a host that does not resolve or "
                    + "resolves to a non-public address)")),
            Map.entry("listWebhooks", List.of(PORTAL)),
            Map.entry("getWebhook", List.of(PORTAL, WEBHOOK)),
            Map.entry("deleteWebhook", List.of(PORTAL, WEBHOOK)),
            Map.entry("listWebhookDeliveries", List.of(BAD, PORTAL, WEBHOOK)),
            Map.entry("retryWebhookDelivery", List.of(PORTAL, "404 not-found (no such webhook of the portal, or no such "
                    + "delivery of the webhook)")),
            Map.entry("createPortalKey", List.of("400 malformed-request (not a portal name, or a body other than {})",
                    ADMIN, ADMIN_OFF)),
            Map.entry("listPortalKeys", List.of(PORTAL_NAME, ADMIN, ADMIN_OFF)),
            Map.entry("getPortalKey", List.of(PORTAL_NAME, ADMIN, PORTAL_KEY)),
            Map.entry("revokePortalKey", List.of(PORTAL_NAME, ADMIN, PORTAL_KEY)),
            Map.entry("createPlayer", List.of(BAD, PORTAL)),
            Map.entry("getMe", List.of(PLAYER)),
            Map.entry("rotatePlayerToken", List.of(PLAYER + "; or rotated or revoked meanwhile",
                    "403 insufficient-scope (a token the player made for a bot)")),
            Map.entry("revokePlayerToken", List.of(PLAYER)),
            Map.entry("createPlayerToken", List.of("400 malformed-request (scopes empty or naming no scope; a label "
                    + "not 1 to 40 visible characters)", PLAYER, "403 insufficient-scope (a token the player made for a bot)",
                    "409 limit-reached (20 tokens; with limit)")),
            Map.entry("listPlayerTokens", List.of(PLAYER, "403 insufficient-scope (a token the player made for a bot)")),
            Map.entry("revokeBotToken", List.of(PLAYER, "403 insufficient-scope (a token the player made for a bot)",
                    "404 not-found (no such token of the player's)")),
            Map.entry("getPlayer", List.of(PORTAL_OR_PLAYER, "404 not-found (no such player, or another portal's)")),
            Map.entry("createChallenge", List.of(BAD, PLAYER, "404 not-found (no such player to challenge, or another "
                    + "portal's)", "409 own-challenge (challenging oneself), limit-reached (the player has as many open "
                    + "challenges as it may; with limit)")),
            Map.entry("listChallenges", List.of(PORTAL_OR_PLAYER)),
            Map.entry("listOnlineBots", List.of(PORTAL_OR_PLAYER)),
            Map.entry("getChallenge", List.of(PORTAL_OR_PLAYER, CHALLENGE)),
            Map.entry("acceptChallenge", List.of(PLAYER, "403 not-your-challenge (sent to another player)", CHALLENGE,
                    "409 own-challenge, challenge-closed (taken, declined, canceled or lapsed; with challengeStatus)")),
            Map.entry("declineChallenge", List.of("400 malformed-request (a body that is not JSON, has an unknown member "
                    + "or a reason not on the list)", PLAYER, "403 not-your-challenge (only the challenged player declines)",
                    CHALLENGE, "409 challenge-closed (with challengeStatus)")),
            Map.entry("cancelChallenge", List.of(PLAYER, "403 not-your-challenge (only the challenger cancels)",
                    CHALLENGE, "409 challenge-closed (with challengeStatus)")),
            Map.entry("createSeek", List.of(BAD, PLAYER, "409 already-seeking (with seekId), limit-reached (the player "
                    + "has as many waiting seeks as it may, or as many games against the engine in play; with limit)",
                    "503 service-unavailable (while behind with ending games whose time ran out; Retry-After)")),
            Map.entry("listSeeks", List.of(PORTAL_OR_PLAYER)),
            Map.entry("getRatingLeaderboard", List.of("400 malformed-request (a cursor this leaderboard did not give)",
                    PORTAL_OR_PLAYER, "404 not-found (no such rating pool)")),
            Map.entry("getSeek", List.of(PORTAL_OR_PLAYER, "404 not-found (no such seek, or another portal's)")),
            Map.entry("withdrawSeek", List.of(PLAYER, "404 not-found (no such seek of the player's)",
                    "409 seek-closed (paired, withdrawn or lapsed; with challengeStatus)")),
            Map.entry("takebackGame", List.of(BAD, TOKEN, "403 wrong-seat (only the loser may take back)", GAME,
                    "409 wrong-phase (no takeback allowed now)", KEY)),
            Map.entry("requestReview", List.of(BAD, "401 unauthorized (no seat token, player token, portal key or "
                    + "admin key; or an unknown one)", "403 wrong-seat (a player who holds no seat of this game)",
                    OWN_GAME, "409 wrong-phase (the game is not over, or ended before a "
                    + "move), game-over", "422 not-reviewable (an Xe Queo game)")),
            Map.entry("gameRecord", List.of(STRANGER + ", or an X-Api-Key that is no portal's", GAME + " (or one of "
                    + "visibility portal the reader may not read)")),
            Map.entry("exportGames", List.of(BAD, PORTAL)),
            Map.entry("importGame", List.of(PORTAL, "422 invalid-record (with line, 1-based, 0 for the record as a "
                    + "whole, and ply where the problem is at a move)")),
            Map.entry("postChatLine", List.of(BAD + " (room, text: 1 to 140 visible characters)",
                    "401 unauthorized (no credential, or a token of no seat, player or portal)",
                    "403 wrong-seat (a credential that may not write the room: the player room is the seats' and "
                    + "their players'; the spectator room also the game's portal's and its players')",
                    GAME + " (or one of visibility portal the writer may not read)",
                    "409 limit-reached (the game holds as many chat lines as it may; with limit)",
                    "429 rate-limited (an author's lines: with limit chat, retryAfter and Retry-After)")),
            Map.entry("getChat", List.of(BAD + " (room, after, limit)", "401 unauthorized (the player room without a "
                    + "credential; a token of no seat, player or portal)", "403 wrong-seat (the player room asked by "
                    + "one who may not read it)", GAME + " (or one of visibility portal the reader may not read)")),
            Map.entry("getReview", List.of(STRANGER + ", or an X-Api-Key that is no portal's",
                    "404 not-found (no such game, or no review asked for)",
                    "422 not-reviewable (an Xe Queo game)")));

    private static final String UNPARSABLE = "400 malformed-request (a Content-Type or Accept header that is not a "
            + "media type, a broken percent-escape in the path or query, a query parameter the operation does not "
            + "take or one given twice)";
    private static final String TOO_LARGE = "413 payload-too-large (a body larger than the service reads)";
    private static final String TOO_LONG = "414 uri-too-long (a path and query longer than 8,192 characters)";
    private static final String HEADERS = "431 headers-too-large (headers larger than 20 KiB together)";
    private static final String NOT_ACCEPTABLE = "406 not-acceptable (Accept names no media type this operation answers with)";
    private static final String UNSUPPORTED = "415 unsupported-media-type (the body is not application/json)";
    private static final String UNSUPPORTED_TEXT = "415 unsupported-media-type (the body is not of the media type "
            + "documented for it)";
    private static final String RATE_LIMITED = "429 rate-limited (Retry-After; like every answer of the API, with "
            + "the RateLimit-Policy and RateLimit fields of draft-ietf-httpapi-ratelimit-headers, docs/players.md)";
    private static final String READ_SCOPE = "403 insufficient-scope (a player token of scope read: it only reads)";
    private static final String OUTAGE = "503 service-unavailable (database unreachable; Retry-After)";

    private ProblemResponses() {
    }

    static void addTo(OpenAPI openApi) {
        openApi.getPaths().getPathItems().forEach((path, item) -> item.getOperations().forEach((method, operation) ->
                addTo(operation, errors(path, method, operation))));
    }

    private static List<String> errors(String path, PathItem.HttpMethod method, Operation operation) {
        List<String> errors = new java.util.ArrayList<>(ERRORS.getOrDefault(operation.getOperationId(), List.of()));
        errors.add(UNPARSABLE);
        errors.add(NOT_ACCEPTABLE);
        if (operation.getRequestBody() != null && operation.getRequestBody().getContent() != null) {
            errors.add(operation.getRequestBody().getContent().hasMediaType("application/json") ? UNSUPPORTED
                    : UNSUPPORTED_TEXT);
            errors.add(TOO_LARGE);
        }
        errors.add(TOO_LONG);
        errors.add(HEADERS);
        if (path.startsWith("/api/")) {
            errors.add(RATE_LIMITED);
        }
        if (path.startsWith("/api/") && !path.startsWith("/api/v1/positions") && method != PathItem.HttpMethod.GET
                && method != PathItem.HttpMethod.HEAD && method != PathItem.HttpMethod.OPTIONS
                && !(method == PathItem.HttpMethod.DELETE && path.equals("/api/v1/players/me/token"))) {
            errors.add(READ_SCOPE);
        }
        if (path.startsWith("/api/v1/games") || path.startsWith("/api/v1/admin/") || path.startsWith("/api/v1/webhooks")
                || path.equals("/api/v1/events") || path.startsWith("/api/v1/players") || path.startsWith("/api/v1/challenges")
                || path.startsWith("/api/v1/seeks") || path.startsWith("/api/v1/tournaments")
                || path.startsWith("/api/v1/bots")) {
            errors.add(OUTAGE);
        }
        return errors;
    }

    private static void addTo(Operation operation, List<String> errors) {
        APIResponses responses = operation.getResponses();
        Map<String, String> byStatus = new LinkedHashMap<>();
        for (String error : errors) {
            String status = error.substring(0, 3);
            byStatus.merge(status, "Problem: " + error.substring(4), (a, b) -> a + "; " + b.substring(9));
        }
        byStatus.forEach((status, description) -> {
            APIResponse existing = responses.getAPIResponse(status);
            // Keep what an operation documents itself; replace generated ones without a problem body
            // (Quarkus adds a bare "400 Bad Request" to every operation with a validated body).
            if (existing == null || existing.getContent() == null
                    || existing.getContent().getMediaType("application/problem+json") == null) {
                responses.addAPIResponse(status, OASFactory.createAPIResponse().description(description)
                        .content(OASFactory.createContent().addMediaType("application/problem+json",
                                OASFactory.createMediaType().schema(
                                        OASFactory.createSchema().ref("#/components/schemas/Problem")))));
            }
        });
    }
}
