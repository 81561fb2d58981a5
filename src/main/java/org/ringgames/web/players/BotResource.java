package org.ringgames.web.players;

import org.ringgames.web.request.PlayerScope;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.players.StreamPresence;
import org.ringgames.web.request.PresentedKey;

/** The bots online now: what lichess's GET /api/bot/online answers. */
@Path("/api/v1/bots")
@Tag(name = "players")
@Produces(MediaType.APPLICATION_JSON)
public class BotResource {

    @Inject
    StreamPresence presence;

    @Inject
    PlayerScope scope;

    @GET
    @Path("/online")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "listOnlineBots", summary = "List the bots online now",
            description = "The players created with bot: true that have their stream (GET /api/v1/players/me/events) "
                    + "open now, on any replica, by name, at most 500. With portal keys, the caller's portal's (by its "
                    + "key, or a player token of it). A stream's presence is kept in the database under a lease: it "
                    + "shows from the moment the stream opens, and goes when its last stream closes (or within a "
                    + "minute of its replica's end).")
    public PlayerViews.OnlineBots online(@Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                                         @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return new PlayerViews.OnlineBots(presence.botsOnline(scope.portal(xApiKey, authorization)).stream()
                .map(PlayerViews.OnlineBot::of).toList());
    }
}
