package org.ringgames.web.docs;

import org.ringgames.web.problem.Problem;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.web.render.HtmlText;

/** The human-readable page behind each problem type URI, and the index of them all. */
@Path(ProblemType.PATH)
@SecurityRequirements
@Tag(name = "problems", description = "Pages describing the problem types of error responses")
public class ProblemPageResource {

    @Schema(name = "ProblemTypes", requiredProperties = "types")
    public record Index(@Schema(description = "Every problem type the service answers with.") List<Entry> types) {
    }

    @Schema(name = "ProblemTypeEntry", requiredProperties = {"type", "title", "status", "statuses", "description"})
    public record Entry(@Schema(examples = "/problems/illegal-move") String type,
                        @Schema(examples = "Illegal move") String title,
                        @Schema(description = "The HTTP status it usually comes with.", examples = "409") int status,
                        @Schema(description = "Every status it may come with, in words.",
                                examples = "409 (412 when from an If-Match header)") String statuses,
                        String description) {
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "listProblemTypes", summary = "List every problem type",
            description = "Every problem type an error response can carry, with its status and what it means; "
                    + "a browser (Accept: text/html) gets the same as a page linking each type's page.")
    @APIResponse(responseCode = "200", description = "The problem types.", content = {
            @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Index.class)),
            @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING))})
    public Index index() {
        return new Index(Arrays.stream(ProblemType.values())
                .map(t -> new Entry(t.uri(), t.title(), t.status(), statuses(t), t.description())).toList());
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public String indexPage() {
        StringBuilder rows = new StringBuilder();
        for (ProblemType type : ProblemType.values()) {
            rows.append("<tr><td><a href=\"").append(HtmlText.escape(type.uri())).append("\"><code>")
                    .append(HtmlText.escape(type.slug())).append("</code></a></td><td>").append(HtmlText.escape(statuses(type))).append("</td><td>")
                    .append(HtmlText.escape(type.title())).append("</td></tr>\n");
        }
        return """
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><title>Problem types</title><link rel="icon" href="/favicon.ico"></head>
                <body>
                <h1>Problem types</h1>
                <p>Every error of the API is an RFC 9457 <code>application/problem+json</code> body whose
                <code>type</code> is one of these.</p>
                <table>
                <thead><tr><th scope="col">Type</th><th scope="col">Status</th><th scope="col">Title</th></tr></thead>
                <tbody>
                %s</tbody>
                </table>
                </body>
                </html>
                """.formatted(rows);
    }

    @GET
    @Path("{slug}")
    @Produces(MediaType.TEXT_HTML)
    @Operation(operationId = "getProblemType", summary = "Describe a problem type",
            description = "A short HTML page about the problem type named by the slug of a problem's type URI.")
    @APIResponse(responseCode = "200", description = "The page",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "404", description = "No problem type has this slug",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public String page(@PathParam("slug") String slug) {
        ProblemType type = ProblemType.fromSlug(slug)
                .orElseThrow(() -> new ProblemException(ProblemType.NOT_FOUND, "No problem type '" + slug + "'"));
        return """
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><title>%1$s</title><link rel="icon" href="/favicon.ico"></head>
                <body>
                <p><a href="/problems">All problem types</a></p>
                <h1>%1$s</h1>
                <p>Type <code>%2$s</code>, HTTP status %3$s.</p>
                <p>%4$s</p>
                </body>
                </html>
                """.formatted(HtmlText.escape(type.title()), HtmlText.escape(type.uri()), statuses(type),
                HtmlText.escape(type.description()));
    }

    private static String statuses(ProblemType type) {
        return switch (type) {
            case STALE_STATE -> "409 (412 when from an If-Match header)";
            case REQUEST_REJECTED -> "4xx: the status of the refusal";
            case INTERNAL_ERROR -> "5xx";
            default -> String.valueOf(type.status());
        };
    }
}
