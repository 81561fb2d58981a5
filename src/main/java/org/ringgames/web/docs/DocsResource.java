package org.ringgames.web;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * The rules of both games, as the repository has them in {@code docs/rules/} (copied into the
 * application by the build), for the home page to link. Not part of the API document.
 */
@Path("/docs/rules")
public class DocsResource {

    private static final Set<String> PAGES = Set.of("gyges.md", "xequeo.md", "clocks.md");

    @GET
    @Path("{page}")
    @Produces("text/markdown; charset=utf-8")
    @Operation(hidden = true)
    public String page(@PathParam("page") String page) {
        if (!PAGES.contains(page)) {
            throw new ProblemException(ProblemType.NOT_FOUND, "No page '" + page + "' under /docs/rules");
        }
        return ClasspathText.read("/docs/rules/" + page);
    }
}
