package org.ringgames.web.client;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.ringgames.web.render.ClasspathText;
import org.ringgames.web.SecurityHeaders;

/**
 * The browser client's pages whose address holds an id: a game's two pages, the page that
 * takes an open challenge ({@code /play/challenge/{id}}, the challenge's {@code url}), and a
 * tournament's ({@code /tournaments/{id}}). Each is a
 * static file under {@code META-INF/resources} that reads the id from its own address; they are
 * served here only because the id is part of the path. A seat's token (and a tournament player's)
 * travels in the address's fragment, which browsers never send, so it reaches no server and no log. {@code /games/{id}} may be framed by this origin only;
 * {@code /embed/games/{id}} by the origins an operator lists ({@link ClientConfig}).
 */
@Path("/")
public class ClientPages {

    private final ClientConfig config;

    ClientPages(ClientConfig config) {
        this.config = config;
    }

    @GET
    @Path("games/{id}")
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    @Operation(hidden = true)
    public Response game(@PathParam("id") String id) {
        return page("game.html", "'self'");
    }

    @GET
    @Path("embed/games/{id}")
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    @Operation(hidden = true)
    public Response embed(@PathParam("id") String id) {
        return page("embed.html", config.frameAncestors());
    }

    @GET
    @Path("play/challenge/{id}")
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    @Operation(hidden = true)
    public Response challenge(@PathParam("id") String id) {
        return page("challenge.html", "'self'");
    }

    @GET
    @Path("tournaments/{id}")
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    @Operation(hidden = true)
    public Response tournament(@PathParam("id") String id) {
        return page("tournament.html", "'self'");
    }

    private static Response page(String file, String frameAncestors) {
        return Response.ok(ClasspathText.read("/META-INF/resources/app/" + file))
                .header("Content-Security-Policy", SecurityHeaders.policy(frameAncestors))
                .header("Referrer-Policy", "no-referrer")
                .header("Cache-Control", "no-cache")
                .build();
    }
}
