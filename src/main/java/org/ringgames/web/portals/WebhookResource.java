package org.ringgames.web.portals;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.play.portals.Webhooks;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * A portal's webhooks: signed deliveries (Standard Webhooks) of its games' events, with a delivery
 * log. Every operation takes the portal's key (in open mode, none) and sees only that portal's
 * webhooks.
 */
@Path("/api/v1/webhooks")
@Tag(name = "portals", description = "What a portal runs many games with: one event stream, webhooks, bulk pairing")
@Produces(MediaType.APPLICATION_JSON)
@SecurityRequirementsSet
@SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
public class WebhookResource {

    @Inject
    PortalKeys keys;

    @Inject
    Webhooks webhooks;

    private Optional<String> portal(String xApiKey, String authorization) {
        return keys.portal(PresentedKey.of(xApiKey, authorization));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "createWebhook", summary = "Register a webhook",
            description = "Every event of the portal's games (or the types named) is POSTed to the URL, signed with "
                    + "the secret shown only in this answer (Standard Webhooks: webhook-id, webhook-timestamp, "
                    + "webhook-signature). At least once, in order per game; a receiver that does not answer 2xx within "
                    + "10 s gets the delivery again, with the same webhook-id, for up to a day. The portal's "
                    + "tournaments' events (tournamentStarted, roundStarted, standings, tournamentFinished) come as "
                    + "{\"type\": \"tournament.<event>\", \"timestamp\", \"data\": TournamentEventData}, in order per "
                    + "tournament.")
    @APIResponse(responseCode = "201", description = "Registered; Location names the webhook.",
            content = @Content(schema = @Schema(implementation = WebhookViews.Created.class)))
    public Response create(@NotNull @Valid WebhookViews.Create body,
                           @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        Webhooks.Registered registered = webhooks.register(portal(xApiKey, authorization), body.url(),
                Optional.ofNullable(body.events()));
        var w = registered.webhook();
        return Response.created(URI.create("/api/v1/webhooks/" + w.id()))
                .entity(new WebhookViews.Created(w.id(), w.url(), w.events().orElse(null), registered.secret(),
                        w.createdAt())).build();
    }

    @GET
    @Operation(operationId = "listWebhooks", summary = "List the portal's webhooks", description = "Oldest first; "
            + "secrets are never shown again.")
    public WebhookViews.Page list(@Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                                  @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return new WebhookViews.Page(webhooks.list(portal(xApiKey, authorization)).stream()
                .map(WebhookViews.Webhook::of).toList());
    }

    @GET
    @Path("/{id}")
    @Operation(operationId = "getWebhook", summary = "Read a webhook",
            description = "Its URL, the event types it gets and when it was registered; never its secret. Another "
                    + "portal's webhook is not found.")
    public WebhookViews.Webhook get(@PathParam("id") String id,
                                    @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                                    @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return WebhookViews.Webhook.of(webhooks.find(portal(xApiKey, authorization), id));
    }

    @DELETE
    @Path("/{id}")
    @Operation(operationId = "deleteWebhook", summary = "Delete a webhook",
            description = "No more deliveries are made to it, and its delivery log goes with it.")
    @APIResponse(responseCode = "204", description = "Deleted.")
    public Response delete(@PathParam("id") String id,
                           @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        webhooks.delete(portal(xApiKey, authorization), id);
        return Response.noContent().build();
    }

    @GET
    @Path("/{id}/deliveries")
    @Operation(operationId = "listWebhookDeliveries", summary = "A webhook's delivery log",
            description = "Newest first, keyset-paginated (pass nextCursor as cursor); ?status= keeps one status.")
    public WebhookViews.DeliveryPage deliveries(
            @PathParam("id") String id,
            @Parameter(schema = @Schema(enumeration = {"pending", "delivered", "failed"})) @QueryParam("status") String status,
            @Parameter(schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "100", defaultValue = "20"))
            @QueryParam("limit") String limit,
            @Parameter(description = "nextCursor of the previous page.") @QueryParam("cursor") String cursor,
            @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        Webhooks.DeliveryPage page = webhooks.deliveries(portal(xApiKey, authorization), id,
                Optional.ofNullable(status), limit(limit), Optional.ofNullable(cursor));
        return new WebhookViews.DeliveryPage(page.deliveries().stream().map(WebhookViews.Delivery::of).toList(),
                page.nextCursor().orElse(null));
    }

    @POST
    @Path("/{id}/deliveries/{deliveryId}/retry")
    @Operation(operationId = "retryWebhookDelivery", summary = "Send a delivery again",
            description = "Makes the delivery due now, whatever its status (a failed one gets one more attempt; a "
                    + "delivered one is sent again), with the same webhook-id. Later events of its game wait for it.")
    @APIResponse(responseCode = "202", description = "Due now.",
            content = @Content(schema = @Schema(implementation = WebhookViews.Delivery.class)))
    public Response retry(@PathParam("id") String id, @PathParam("deliveryId") String deliveryId,
                          @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                          @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return Response.accepted(WebhookViews.Delivery.of(webhooks.retry(portal(xApiKey, authorization), id,
                deliveryId))).build();
    }

    private static int limit(String text) {
        if (text == null) {
            return 20;
        }
        try {
            int limit = Integer.parseInt(text);
            if (limit >= 1 && limit <= Webhooks.MAX_PAGE) {
                return limit;
            }
        } catch (NumberFormatException e) {
            // reported below with the allowed range
        }
        throw new ProblemException(ProblemType.MALFORMED_REQUEST, "limit: '" + text + "'; expected 1 to " + Webhooks.MAX_PAGE);
    }
}
