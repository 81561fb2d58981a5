package org.ringgames.web.problem;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The human-readable page behind each problem type URI. */
@Path(ProblemType.PATH)
@SecurityRequirements
@Tag(name = "problems", description = "Pages describing the problem types of error responses")
public class ProblemPageResource {

    @GET
    @Path("{slug}")
    @Produces(MediaType.TEXT_HTML)
    @Operation(operationId = "getProblemType", summary = "Describe a problem type",
            description = "A short HTML page about the problem type named by the slug of a problem's type URI.")
    @APIResponse(responseCode = "200", description = "The page",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No problem type has this slug",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public String page(@PathParam("slug") String slug) {
        ProblemType type = ProblemType.fromSlug(slug)
                .orElseThrow(() -> new ProblemException(ProblemType.NOT_FOUND, "No problem type '" + slug + "'"));
        return """
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><title>%1$s</title></head>
                <body>
                <h1>%1$s</h1>
                <p>Type <code>%2$s</code>, HTTP status %3$s.</p>
                <p>%4$s</p>
                </body>
                </html>
                """.formatted(escape(type.title()), escape(type.uri()), statuses(type), escape(type.description()));
    }

    private static String statuses(ProblemType type) {
        return switch (type) {
            case STALE_STATE -> "409 (412 when from an If-Match header)";
            case REQUEST_REJECTED -> "4xx: the status of the refusal";
            case INTERNAL_ERROR -> "5xx";
            default -> String.valueOf(type.status());
        };
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
