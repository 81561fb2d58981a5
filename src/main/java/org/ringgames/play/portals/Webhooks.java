package org.ringgames.play.portals;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.ClientInstants;
import org.ringgames.play.core.Rejection;
import org.ringgames.store.portals.WebhookRows;

/**
 * A portal's webhooks: registering one (its secret shown once), listing, deleting, its delivery
 * log and a manual retry. A portal sees only its own: another portal's webhook is unknown (404).
 * In open mode (no keys) every caller is the one open-mode portal.
 */
@ApplicationScoped
public class Webhooks {

    public static final int MAX_PAGE = 100;

    @Inject
    WebhookRows rows;

    @Inject
    WebhookSender sender;

    @Inject
    WebhookConfig config;

    @Inject
    WebhookDeliveries deliveries;

    @Inject
    Clock clock;

    private final SecureRandom random = new SecureRandom();

    /** A new webhook with its secret, shown only in this answer. */
    public record Registered(Webhook webhook, String secret) {
    }

    /** A page of a webhook's delivery log. */
    public record DeliveryPage(List<WebhookDelivery> deliveries, Optional<String> nextCursor) {
    }

    public Registered register(Optional<String> portal, String url, Optional<List<String>> events) {
        Optional<List<String>> types = events.map(Webhooks::eventTypes);
        String checked = target(url);
        String secret = WebhookSignature.newSecret(random);
        UUID id = UUID.randomUUID();
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        if (!rows.insert(id, portal.orElse(null), checked, types, secret, now, config.maxPerPortal())) {
            throw new Rejection(Rejection.Kind.LIMIT_REACHED, "a portal may register up to " + config.maxPerPortal()
                    + " webhooks; delete one first", Map.of("limit", config.maxPerPortal()));
        }
        return new Registered(new Webhook(id, checked, types, now), secret);
    }

    public List<Webhook> list(Optional<String> portal) {
        return rows.list(portal.orElse(null)).stream().map(Webhooks::webhook).toList();
    }

    public Webhook find(Optional<String> portal, String id) {
        return webhook(stored(portal, id));
    }

    private WebhookRows.Webhook stored(Optional<String> portal, String id) {
        return rows.find(portal.orElse(null), webhookId(id)).orElseThrow(() -> unknown(id));
    }

    private static Webhook webhook(WebhookRows.Webhook w) {
        return new Webhook(w.id(), w.url(), w.events(), w.createdAt());
    }

    private static WebhookDelivery delivery(WebhookRows.Delivery d) {
        return new WebhookDelivery(d.id(), d.webhookId(), WebhookDeliveries.messageId(d.id()), d.gameId(), d.version(),
                d.type(), d.status(), d.attempts(), d.lastAttemptAt(), d.lastStatus(), d.lastError(), d.nextAttemptAt(),
                d.createdAt(), d.deliveredAt());
    }

    public void delete(Optional<String> portal, String id) {
        if (!rows.delete(portal.orElse(null), webhookId(id))) {
            throw unknown(id);
        }
    }

    public DeliveryPage deliveries(Optional<String> portal, String id, Optional<String> status, int limit,
                                   Optional<String> cursor) {
        WebhookRows.Webhook webhook = stored(portal, id);
        Optional<String> wanted = status.map(s -> {
            String slug = s.trim().toLowerCase(Locale.ROOT);
            if (!List.of("pending", "delivered", "failed").contains(slug)) {
                throw new Rejection(Rejection.Kind.MALFORMED, "status: '" + s + "'; expected pending, delivered or failed");
            }
            return slug;
        });
        Optional<Cursor> after = cursor.map(Webhooks::readCursor);
        List<WebhookRows.Delivery> found = rows.deliveries(webhook.id(), wanted, after.map(Cursor::at),
                after.map(Cursor::id), limit + 1);
        List<WebhookRows.Delivery> page = found.stream().limit(limit).toList();
        Optional<String> next = found.size() > limit
                ? Optional.of(cursorAfter(page.get(page.size() - 1))) : Optional.empty();
        return new DeliveryPage(page.stream().map(Webhooks::delivery).toList(), next);
    }

    public WebhookDelivery retry(Optional<String> portal, String id, String deliveryId) {
        WebhookRows.Webhook webhook = stored(portal, id);
        UUID delivery;
        try {
            delivery = UUID.fromString(deliveryId);
        } catch (IllegalArgumentException e) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "webhook " + id + " has no delivery " + deliveryId);
        }
        WebhookRows.Delivery retried = rows.retry(webhook.id(), delivery).orElseThrow(
                () -> new Rejection(Rejection.Kind.NOT_FOUND, "webhook " + id + " has no delivery " + deliveryId));
        deliveries.wake();
        return delivery(retried);
    }

    /** A URL's text as it is stored, or 422 saying why it may not be a webhook's. */
    private String target(String url) {
        WebhookTargets targets = sender.targets();
        try {
            URI parsed = targets.parse(url);
            if (!config.allowPrivateTargets()) {
                targets.resolve(parsed);
            }
            return parsed.toString();
        } catch (WebhookTargets.Refused refused) {
            throw new Rejection(Rejection.Kind.INVALID_WEBHOOK_URL, "url: " + refused.getMessage(), Map.of("url", url));
        }
    }

    /** The event types a webhook asks for; 400 for an unknown one or an empty list. */
    static List<String> eventTypes(List<String> names) {
        if (names.isEmpty()) {
            throw new Rejection(Rejection.Kind.MALFORMED, "events: an empty list would send nothing; "
                    + "leave events out for every type, or name some of " + String.join(", ", PortalFeed.TYPES));
        }
        LinkedHashSet<String> chosen = new LinkedHashSet<>();
        for (String name : names) {
            Optional<String> type = PortalFeed.type(name);
            if (type.isEmpty()) {
                throw new Rejection(Rejection.Kind.MALFORMED, "events: '" + name + "' is not an event type; the types "
                        + "are " + String.join(", ", PortalFeed.TYPES));
            }
            chosen.add(type.get());
        }
        return new ArrayList<>(chosen);
    }

    private static UUID webhookId(String id) {
        try {
            return UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw unknown(id);
        }
    }

    private static Rejection unknown(String id) {
        return new Rejection(Rejection.Kind.NOT_FOUND, "no webhook " + id);
    }

    private record Cursor(Instant at, UUID id) {
    }

    private static String cursorAfter(WebhookRows.Delivery last) {
        long micros = ChronoUnit.MICROS.between(Instant.EPOCH, last.createdAt());
        return Base64.getUrlEncoder().withoutPadding().encodeToString((micros + "_" + last.id()).getBytes());
    }

    private static Cursor readCursor(String cursor) {
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(cursor)).split("_", 2);
            Instant at = Instant.EPOCH.plus(Long.parseLong(parts[0]), ChronoUnit.MICROS);
            return new Cursor(ClientInstants.bounded("cursor", cursor, at), UUID.fromString(parts[1]));
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            throw new Rejection(Rejection.Kind.MALFORMED, "cursor: '" + cursor + "' is not a cursor this service gave");
        }
    }
}
