package org.ringgames.web;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The cheapest request the service answers: the baseline of the benchmarks. */
@Path("/api/v1/ping")
@SecurityRequirements
@Tag(name = "service", description = "Service status")
public class PingResource {

    /** The ping answer; always {@code ok} when the service can answer at all. */
    @Schema(name = "Ping", requiredProperties = "status")
    public record Ping(@Schema(description = "Always ok.", examples = "ok") String status) {
    }

    private static final Ping OK = new Ping("ok");

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "ping", summary = "Check that the service answers",
            description = "Returns {\"status\":\"ok\"} without touching the database; the baseline for benchmarks.")
    public Ping ping() {
        return OK;
    }
}
