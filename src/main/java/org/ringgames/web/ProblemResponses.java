package org.ringgames.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.ringgames.web.events.EventsOperation;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * Documents every operation's problem responses in one table, so the OpenAPI document lists the
 * errors of api-v1 without repeating the same annotations on every method. Problem responses an
 * operation documents itself are kept. Registered with {@code mp.openapi.filter}.
 */
public class ProblemResponses implements OASFilter {

    private static final String BAD = "400 malformed-request";
    private static final String TOKEN = "401 unauthorized";
    private static final String GAME = "404 not-found";
    private static final String KEY = "422 idempotency-key-reuse";

    /** operationId → "status slug[, slug…]" entries. */
    static final Map<String, List<String>> ERRORS = Map.ofEntries(
            Map.entry("createGame", List.of(BAD, "401 unauthorized (portal API key missing or unknown)")),
            Map.entry("listGames", List.of(BAD, "401 unauthorized (portal API key missing or unknown)")),
            Map.entry("getGame", List.of(GAME)),
            Map.entry("gameLegalMoves", List.of(BAD, GAME, "409 wrong-phase, game-over")),
            Map.entry("gameHistory", List.of(GAME)),
            Map.entry("gameBoard", List.of(BAD, "404 not-found (no such game or ply)")),
            Map.entry("setupGame", List.of(BAD, TOKEN, GAME, "409 not-your-turn, wrong-phase, game-over",
                    "422 invalid-setup, idempotency-key-reuse")),
            Map.entry("playMove", List.of(BAD, TOKEN, GAME,
                    "409 not-your-turn, wrong-phase, game-over, stale-state (expectedPly; with currentPly)",
                    "412 stale-state (If-Match)", "422 illegal-move (with the reason and a legalMoves link), idempotency-key-reuse")),
            Map.entry("resignGame", List.of(BAD, TOKEN, GAME, "409 game-over", KEY)),
            Map.entry("drawGame", List.of(BAD, TOKEN, "403 wrong-seat (accepting or declining one's own offer)", GAME,
                    "409 wrong-phase, game-over", KEY)),
            Map.entry("takebackGame", List.of(BAD, TOKEN, "403 wrong-seat (only the loser may take back)", GAME,
                    "409 wrong-phase (no takeback allowed now)", KEY)));

    /** Adds what the annotation scanner cannot see: the event stream, a Vert.x route. */
    @Override
    public void filterOpenAPI(OpenAPI openApi) {
        EventsOperation.addTo(openApi);
    }

    @Override
    public Operation filterOperation(Operation operation) {
        List<String> errors = ERRORS.get(operation.getOperationId());
        if (errors == null) {
            return operation;
        }
        APIResponses responses = operation.getResponses();
        Map<String, String> byStatus = new LinkedHashMap<>();
        for (String error : errors) {
            String status = error.substring(0, 3);
            byStatus.merge(status, "Problem: " + error.substring(4), (a, b) -> a + "; " + b.substring(9));
        }
        byStatus.forEach((status, description) -> {
            org.eclipse.microprofile.openapi.models.responses.APIResponse existing = responses.getAPIResponse(status);
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
        return operation;
    }
}
