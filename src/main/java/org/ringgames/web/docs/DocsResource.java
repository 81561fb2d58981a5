package org.ringgames.web.docs;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.ringgames.web.render.ClasspathText;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * The repository's docs (the rules of both games, clocks, the engine, the browser client, speed and
 * sizing), copied into the application by the build, for the home page and the problem pages to
 * link: an HTML page for a browser, the Markdown itself for {@code Accept: text/markdown}. The
 * pages link each other by their file names, which resolve here as in the repository. Not part of
 * the API document.
 */
@Path("/docs")
public class DocsResource {

    private static final Set<String> PAGES = Set.of("rules/gyges.md", "rules/xequeo.md", "rules/clocks.md",
            "rules.md", "engine.md", "engine-xequeo.md", "client.md", "benchmarks.md", "capacity.md", "portals.md", "players.md",
            "records.md", "security.md", "pairing.md", "ratings.md", "tournaments.md", "bots.md", "chat.md", "architecture.md",
            "testing.md");

    private static final MediaType HTML = MediaType.valueOf("text/html; charset=utf-8");
    private static final MediaType MARKDOWN = MediaType.valueOf("text/markdown; charset=utf-8");

    /**
     * HTML unless the client prefers Markdown: the first of the client's media ranges, in its order
     * of preference, that names one of them decides (any type, or any text type, means HTML).
     */
    @GET
    @Path("{page: .+}")
    @Produces({"text/html; charset=utf-8", "text/markdown; charset=utf-8"})
    @Operation(hidden = true)
    public Response page(@PathParam("page") String page, @Context HttpHeaders headers) {
        String markdown = markdown(page);
        for (MediaType wanted : headers.getAcceptableMediaTypes()) {
            if (wanted.isCompatible(HTML) || wanted.isWildcardType()) {
                break;
            }
            if (wanted.isCompatible(MARKDOWN)) {
                return Response.ok(markdown, MARKDOWN).build();
            }
        }
        return Response.ok(MarkdownPage.html(markdown), HTML).build();
    }

    private static String markdown(String page) {
        if (!PAGES.contains(page)) {
            throw new ProblemException(ProblemType.NOT_FOUND, "No page '" + page + "' under /docs");
        }
        return ClasspathText.read("/docs/" + page);
    }
}
