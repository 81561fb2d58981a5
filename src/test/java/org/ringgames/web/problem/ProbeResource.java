package org.ringgames.web.problem;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Test-only endpoints that provoke each kind of error; part of the application only in
 * {@code @QuarkusTest}s, and hidden from the OpenAPI document so that the drift test still compares
 * the production contract.
 */
@Path("/test-only/probe")
public class ProbeResource {

    public record Rules(@Min(1) @Max(2) int setupRows) {
    }

    public record Body(@NotBlank String name, int count, @Valid Rules rules, List<String> tags) {
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(hidden = true)
    public Body echo(@NotNull @Valid Body body) {
        return body;
    }

    @GET
    @Path("stale")
    @Operation(hidden = true)
    public String stale() {
        throw new ProblemException(ProblemType.STALE_STATE, 412, "If-Match \"3\" but the game is at version 4",
                Map.of("currentVersion", 4));
    }

    @GET
    @Path("bug")
    @Operation(hidden = true)
    public String bug() {
        throw new IllegalStateException("a deliberate bug");
    }

    @GET
    @Path("overflow")
    @Operation(hidden = true)
    public String overflow() {
        throw new StackOverflowError("a deliberate overflow");
    }
}
