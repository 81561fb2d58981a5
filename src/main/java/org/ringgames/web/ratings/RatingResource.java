package org.ringgames.web.ratings;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.ratings.Leaderboard;
import org.ringgames.play.ratings.Ratings;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.request.PlayerScope;
import org.ringgames.web.players.PlayerViews;

/** A rating pool's leaderboard (docs/ratings.md). */
@Path("/api/v1/ratings")
@Tag(name = "players")
@Produces(MediaType.APPLICATION_JSON)
public class RatingResource {

    @Inject
    Leaderboard leaderboard;

    @Inject
    PlayerScope scope;

    @GET
    @Path("/{pool}")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "getRatingLeaderboard", summary = "A rating pool's leaderboard",
            description = "The players who have played a rated game in the pool (<game>-<speed>: gyges or xequeo, "
                    + "bullet, blitz, rapid, classical or correspondence), by rating, highest first, then by player "
                    + "id; provisional ones (deviation above 110) are listed and flagged. A portal key sees its "
                    + "portal's players, a player token its own portal's; in open mode, the players of no portal. "
                    + Leaderboard.PAGE + " a page, keyset-paginated: pass nextCursor as cursor.")
    public Board board(@PathParam("pool") String pool,
                       @Parameter(description = "nextCursor of the previous page.") @QueryParam("cursor") String cursor,
                       @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                       @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        Optional<String> portal = scope.portal(xApiKey, authorization);
        Leaderboard.Page page = leaderboard.page(Leaderboard.pool(pool), portal, Optional.ofNullable(cursor));
        return new Board(page.pool().name(), page.entries().stream().map(Entry::of).toList(),
                page.next().orElse(null));
    }

    @Schema(name = "RatingLeaderboard", requiredProperties = {"pool", "players", "nextCursor"})
    public record Board(@Schema(examples = "gyges-blitz") String pool,
                        @Schema(description = "Highest rating first.") List<Entry> players,
                        @Schema(nullable = true, description = "The next page's cursor; null on the last page.")
                        String nextCursor) {
    }

    @Schema(name = "RatingLeaderboardEntry", requiredProperties = {"id", "name", "rating"})
    public record Entry(@Schema(format = "uuid") String id, @Schema(examples = "my-bot") String name,
                        PlayerViews.RatingView rating) {

        static Entry of(Ratings.Standing s) {
            return new Entry(s.playerId().toString(), s.name(), PlayerViews.RatingView.of(s));
        }
    }
}
