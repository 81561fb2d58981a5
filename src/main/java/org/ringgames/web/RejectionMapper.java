package org.ringgames.web;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;
import org.ringgames.play.Rejection;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemExceptionMappers;
import org.ringgames.web.problem.ProblemType;

/** Maps each application {@link Rejection} kind to its one problem type. */
public class RejectionMapper {

    private final ProblemExceptionMappers problems = new ProblemExceptionMappers();

    static ProblemType typeOf(Rejection.Kind kind) {
        return switch (kind) {
            case MALFORMED -> ProblemType.MALFORMED_REQUEST;
            case INVALID_POSITION -> ProblemType.INVALID_POSITION;
            case ILLEGAL_MOVE -> ProblemType.ILLEGAL_MOVE;
            case INVALID_SETUP -> ProblemType.INVALID_SETUP;
        };
    }

    @ServerExceptionMapper
    public Response rejection(Rejection rejection, UriInfo uri) {
        return problems.problem(new ProblemException(typeOf(rejection.kind()), rejection.getMessage(),
                rejection.members()), uri);
    }
}
