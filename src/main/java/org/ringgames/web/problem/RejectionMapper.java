package org.ringgames.web.problem;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;
import org.ringgames.play.core.Rejection;

/** Maps each application {@link Rejection} kind to its one problem type. */
public class RejectionMapper {

    private final ProblemExceptionMappers problems = new ProblemExceptionMappers();

    static ProblemType typeOf(Rejection.Kind kind) {
        return switch (kind) {
            case MALFORMED -> ProblemType.MALFORMED_REQUEST;
            case INVALID_POSITION -> ProblemType.INVALID_POSITION;
            case ILLEGAL_MOVE -> ProblemType.ILLEGAL_MOVE;
            case INVALID_SETUP -> ProblemType.INVALID_SETUP;
            case NOT_FOUND -> ProblemType.NOT_FOUND;
            case UNAUTHORIZED -> ProblemType.UNAUTHORIZED;
            case WRONG_SEAT -> ProblemType.WRONG_SEAT;
            case NOT_YOUR_TURN -> ProblemType.NOT_YOUR_TURN;
            case WRONG_PHASE -> ProblemType.WRONG_PHASE;
            case GAME_OVER -> ProblemType.GAME_OVER;
            case STALE_STATE, STALE_PRECONDITION -> ProblemType.STALE_STATE;
            case IDEMPOTENCY_KEY_REUSE -> ProblemType.IDEMPOTENCY_KEY_REUSE;
            case OVERLOADED -> ProblemType.SERVICE_UNAVAILABLE;
            case RATE_LIMITED -> ProblemType.RATE_LIMITED;
            case INVALID_WEBHOOK_URL -> ProblemType.INVALID_WEBHOOK_URL;
            case LIMIT_REACHED -> ProblemType.LIMIT_REACHED;
            case DUPLICATE_EXTERNAL_ID -> ProblemType.DUPLICATE_EXTERNAL_ID;
            case COMPUTER_SEAT -> ProblemType.COMPUTER_SEAT;
            case OWN_CHALLENGE -> ProblemType.OWN_CHALLENGE;
            case CHALLENGE_CLOSED -> ProblemType.CHALLENGE_CLOSED;
            case NOT_YOUR_CHALLENGE -> ProblemType.NOT_YOUR_CHALLENGE;
            case ALREADY_SEEKING -> ProblemType.ALREADY_SEEKING;
            case SEEK_CLOSED -> ProblemType.SEEK_CLOSED;
            case INVALID_RECORD -> ProblemType.INVALID_RECORD;
            case NOT_REVIEWABLE -> ProblemType.NOT_REVIEWABLE;
            case AUTHORITY_OFF -> ProblemType.AUTHORITY_OFF;
            case PLAYER_SEAT -> ProblemType.PLAYER_SEAT;
            case INSUFFICIENT_SCOPE -> ProblemType.INSUFFICIENT_SCOPE;
        };
    }

    @ServerExceptionMapper
    public Response rejection(Rejection rejection, UriInfo uri) {
        ProblemType type = typeOf(rejection.kind());
        int status = rejection.kind() == Rejection.Kind.STALE_PRECONDITION ? 412 : type.status();
        Response response = problems.problem(new ProblemException(type, status, rejection.getMessage(),
                rejection.members()), uri);
        if (rejection.kind() == Rejection.Kind.OVERLOADED || rejection.kind() == Rejection.Kind.RATE_LIMITED) {
            // A limit that knows when it frees (a chat author's bucket) says so; the others say 1 s.
            Object after = rejection.members().getOrDefault("retryAfter", 1);
            return Response.fromResponse(response).header("Retry-After", String.valueOf(after)).build();
        }
        if (rejection.kind() == Rejection.Kind.UNAUTHORIZED) {
            return Response.fromResponse(response).header("WWW-Authenticate", "Bearer realm=\"seat\"").build();
        }
        return response;
    }
}
