package org.ringgames.web.portals;

import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.portals.WebhookDelivery;

/** Request and response bodies of the webhook endpoints. */
public final class WebhookViews {

    private WebhookViews() {
    }

    private static final String EVENTS = "created, setup, move, draw-offer, takeback-offer, takeback, finished";

    @Schema(name = "CreateWebhook", requiredProperties = "url")
    public record Create(
            @NotNull @Schema(description = "Where deliveries go: an https URL whose host resolves to public addresses "
                    + "only.", examples = "https://portal.example/hooks/ringgames") String url,
            @Schema(nullable = true, description = "The event types to deliver (" + EVENTS + "); leave it out (or "
                    + "null) for every type, including types added later.") List<String> events) {
    }

    @Schema(name = "Webhook", requiredProperties = {"id", "url", "events", "createdAt"})
    public record Webhook(UUID id, String url,
                          @Schema(nullable = true, description = "The event types delivered; null: every type.")
                          List<String> events,
                          Instant createdAt) {
        static Webhook of(org.ringgames.play.portals.Webhook w) {
            return new Webhook(w.id(), w.url(), w.events().orElse(null), w.createdAt());
        }
    }

    @Schema(name = "CreatedWebhook", requiredProperties = {"id", "url", "events", "secret", "createdAt"})
    public record Created(UUID id, String url,
                          @Schema(nullable = true, description = "The event types delivered; null: every type.")
                          List<String> events,
                          @Schema(description = "The signing secret (Standard Webhooks), shown only here: "
                                  + "whsec_ and the base64 key.", examples = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")
                          String secret,
                          Instant createdAt) {
    }

    @Schema(name = "WebhookList", requiredProperties = "webhooks")
    public record Page(List<Webhook> webhooks) {
    }

    @Schema(name = "WebhookDelivery", requiredProperties = {"id", "webhookId", "messageId", "gameId", "version",
            "event", "status", "attempts", "lastAttemptAt", "lastStatus", "lastError", "nextAttemptAt", "createdAt",
            "deliveredAt"})
    public record Delivery(
            UUID id, UUID webhookId,
            @Schema(description = "The webhook-id header of every attempt of this delivery.",
                    examples = "msg_0f8b2c1e9d7a4b3c8e6f5a4d3c2b1a09") String messageId,
            @Schema(description = "The game's id; for a tournament's event, the tournament's.") UUID gameId,
            @Schema(description = "The game's version the event made; for a tournament's event, its number among "
                    + "the tournament's events.") long version,
            @Schema(enumeration = {"created", "setup", "move", "draw-offer", "takeback-offer", "takeback", "finished", "review",
                    "tournamentStarted", "roundStarted", "standings", "tournamentFinished"})
            String event,
            @Schema(enumeration = {"pending", "delivered", "failed"}, description = "pending: due (again) at "
                    + "nextAttemptAt; delivered: the receiver answered 2xx; failed: not accepted within a day, "
                    + "no more attempts unless retried.") String status,
            int attempts,
            @Schema(nullable = true) Instant lastAttemptAt,
            @Schema(nullable = true, description = "The HTTP status of the last attempt; null when none came "
                    + "(refused connection, timeout, target refused).") Integer lastStatus,
            @Schema(nullable = true, description = "What went wrong with the last attempt.") String lastError,
            @Schema(nullable = true, description = "When the next attempt is due; null unless pending, and null "
                    + "while it waits for an earlier delivery of its game to be done.")
            Instant nextAttemptAt,
            Instant createdAt,
            @Schema(nullable = true) Instant deliveredAt) {
        static Delivery of(WebhookDelivery d) {
            return new Delivery(d.id(), d.webhookId(), d.messageId(), d.gameId(), d.version(),
                    d.type(), d.status(), d.attempts(), d.lastAttemptAt().orElse(null), d.lastStatus().orElse(null),
                    d.lastError().filter(e -> !e.isEmpty()).orElse(null), d.nextAttemptAt().orElse(null), d.createdAt(),
                    d.deliveredAt().orElse(null));
        }
    }

    @Schema(name = "WebhookDeliveryPage", requiredProperties = {"deliveries", "nextCursor"})
    public record DeliveryPage(List<Delivery> deliveries,
                               @Schema(nullable = true, description = "Pass as cursor for the next page; null on "
                                       + "the last.") String nextCursor) {
    }
}
