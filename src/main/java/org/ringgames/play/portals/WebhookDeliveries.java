package org.ringgames.play.portals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DaemonThreads;
import org.ringgames.play.background.BackgroundLoop;
import org.ringgames.play.background.BackgroundLoop.Next;
import org.ringgames.play.events.Notified;
import org.ringgames.store.portals.WebhookRows;
import org.ringgames.store.portals.WebhookRows.Claimed;

/**
 * Delivers the outbox: work done with nobody calling, claimed in the database exactly once across
 * replicas, as clocks and computer turns are. A loop on each replica claims due deliveries
 * ({@link WebhookRows#claim}: {@code FOR UPDATE SKIP LOCKED}, a lease, and only the first pending
 * delivery of a game per webhook, so a game's events reach a receiver in order), sends each
 * ({@link WebhookSender}), and records the outcome: delivered, or due again after the next delay of
 * {@link WebhookConfig#retryDelays()}, or {@code failed} once {@link WebhookConfig#giveUpAfter()}
 * has passed. A replica that dies mid-attempt leaves its lease to lapse, and another replica sends
 * the delivery again, with the same {@code webhook-id}: at least once, never silently lost. The
 * loop ({@link BackgroundLoop}) wakes on every committed change (the NOTIFY every replica hears,
 * {@link Notified.GameChanged}) and polls every {@link #POLL}, so a missed notification or a
 * database outage delays deliveries, never loses them.
 */
@ApplicationScoped
public class WebhookDeliveries {

    private static final Logger LOG = Logger.getLogger(WebhookDeliveries.class);
    static final Duration POLL = Duration.ofMillis(500);
    static final int CLAIM_BATCH = 32;
    /**
     * A lease lasts twice an attempt's timeout and this much more, so a live replica's claim does
     * not lapse while it sends and records the outcome; a dead replica's lapses soon after.
     */
    static final Duration LEASE_MARGIN = Duration.ofSeconds(5);

    private final WebhookRows rows;
    private final WebhookSender sender;
    private final WebhookConfig config;
    private final MeterRegistry metrics;
    private final ObjectMapper json;
    private final Clock clock;
    private final BackgroundLoop loop;

    private final String replica = "replica-" + UUID.randomUUID();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Map<UUID, AtomicInteger> perWebhook = new ConcurrentHashMap<>();
    private final AtomicLong oldestPendingMillis = new AtomicLong();
    /** When the gauges were last read: the loop's thread only. */
    private long lastGauge;
    private ExecutorService attempts;
    private ExecutorService outcomes;
    private Timer lag;

    WebhookDeliveries(WebhookRows rows, WebhookSender sender, WebhookConfig config, MeterRegistry metrics,
                      ObjectMapper json, Clock clock) {
        this.rows = rows;
        this.sender = sender;
        this.config = config;
        this.metrics = metrics;
        this.json = json;
        this.clock = clock;
        this.loop = BackgroundLoop.of("webhook-deliveries", "Webhook deliveries", POLL, POLL, clock, this::round);
    }

    void start(@Observes StartupEvent event) {
        metrics.gauge("ringgames.webhooks.pending.oldest.seconds", oldestPendingMillis, m -> m.get() / 1000.0);
        metrics.gauge("ringgames.webhooks.in.flight", inFlight);
        lag = Timer.builder("ringgames.webhooks.delivery.lag").description("From an event's commit to its receiver's 2xx")
                .publishPercentileHistogram().register(metrics);
        if (!config.deliver()) {
            LOG.info("webhook deliveries are off on this replica (ringgames.webhooks.deliver=false)");
            return;
        }
        attempts = Executors.newFixedThreadPool(4, DaemonThreads.named("webhook-attempt"));
        outcomes = Executors.newFixedThreadPool(2, DaemonThreads.named("webhook-outcome"));
        lastGauge = System.nanoTime() - TimeUnit.SECONDS.toNanos(10);
        loop.start();
    }

    void stop(@Observes ShutdownEvent event) {
        loop.stop();
        if (attempts != null) {
            attempts.shutdownNow();
            outcomes.shutdown();
        }
    }

    /** Something may be due: look now rather than at the next poll. */
    public void wake() {
        loop.wake();
    }

    /** A replica committed a change: it may have written deliveries. */
    void changed(@Observes Notified.GameChanged change) {
        loop.wake();
    }

    /** The listener (re)connected: what it missed meanwhile may be due. */
    void listening(@Observes Notified.Listening listening) {
        if (listening.listening()) {
            loop.wake();
        }
    }

    /** Claims what is due, as much as this replica has room for, and hands each to an attempt. */
    private Next round() {
        // No webhook, no delivery: the scans below run across every game's shard on Citus,
        // and this loop wakes on every change (a small table's one row, read on the coordinator).
        if (!rows.anyWebhook()) {
            oldestPendingMillis.set(0);
            return Next.IDLE;
        }
        if (System.nanoTime() - lastGauge > TimeUnit.SECONDS.toNanos(5)) {
            oldestPendingMillis.set(rows.oldestPending().toMillis());
            int woken = rows.wakeWaiting();
            if (woken > 0) {
                LOG.debugf("%d webhook deliveries were waiting for an earlier one that was done", woken);
            }
            lastGauge = System.nanoTime();
        }
        int room = config.maxInFlight() - inFlight.get();
        int claimed = room <= 0 ? 0 : claim(Math.min(room, CLAIM_BATCH));
        return claimed == CLAIM_BATCH ? Next.AGAIN : Next.IDLE;
    }

    private int claim(int limit) {
        Set<UUID> busy = new HashSet<>();
        perWebhook.forEach((id, n) -> {
            if (n.get() >= config.maxInFlightPerWebhook()) {
                busy.add(id);
            }
        });
        List<Claimed> claimed = rows.claim(replica, limit, config.timeout().multipliedBy(2).plus(LEASE_MARGIN), busy);
        for (Claimed delivery : claimed) {
            inFlight.incrementAndGet();
            perWebhook.computeIfAbsent(delivery.webhookId(), id -> new AtomicInteger()).incrementAndGet();
            attempts.execute(() -> attempt(delivery));
        }
        return claimed.size();
    }

    private void attempt(Claimed delivery) {
        String id = messageId(delivery.id());
        long timestamp = clock.instant().getEpochSecond();
        String body = body(delivery);
        WebhookSender.Attempt attempt = new WebhookSender.Attempt(delivery.url(), id, timestamp,
                WebhookSignature.sign(delivery.secret(), id, timestamp, body), body);
        sender.send(attempt).whenComplete((outcome, error) -> outcomes.execute(() -> record(delivery,
                error == null ? outcome : WebhookSender.Outcome.failed(error.toString()))));
    }

    private void record(Claimed delivery, WebhookSender.Outcome outcome) {
        try {
            for (int tries = 1; ; tries++) {
                try {
                    if (outcome.accepted()) {
                        rows.delivered(delivery.gameId(), delivery.id(), replica, delivery.attempt(), outcome.status().orElseThrow());
                        metrics.counter("ringgames.webhooks.deliveries", "outcome", "delivered").increment();
                        lag.record(Duration.between(delivery.eventAt(), clock.instant()).abs());
                    } else {
                        Instant now = Instant.now(clock);
                        Instant giveUpAt = delivery.createdAt().plus(config.giveUpAfter());
                        boolean gaveUp = !now.isBefore(giveUpAt);
                        Instant next = now.plus(delay(delivery.attempt()));
                        rows.attemptFailed(delivery.gameId(), delivery.id(), replica, delivery.attempt(), outcome.status(),
                                outcome.error(), next.isBefore(giveUpAt) ? next : giveUpAt, gaveUp);
                        metrics.counter("ringgames.webhooks.deliveries", "outcome", gaveUp ? "failed" : "retried")
                                .increment();
                    }
                    return;
                } catch (RuntimeException e) {
                    // The database is unreachable: try a few times; past that the lease lapses and the
                    // delivery is sent again, under the same webhook-id.
                    if (tries >= 5 || !loop.running()) {
                        LOG.warnf("could not record the outcome of delivery %s (%s); it will be sent again",
                                delivery.id(), e.getMessage());
                        return;
                    }
                    sleep(1_000L * tries);
                }
            }
        } finally {
            inFlight.decrementAndGet();
            perWebhook.computeIfPresent(delivery.webhookId(), (id, n) -> n.decrementAndGet() <= 0 ? null : n);
            wake();
        }
    }

    /** The wait after the given failed attempt (1, 2, …). */
    Duration delay(int attempt) {
        List<Duration> delays = config.retryDelays();
        return delays.get(Math.min(attempt, delays.size()) - 1);
    }

    /** The {@code webhook-id} of a delivery: the same on every attempt. */
    public static String messageId(UUID deliveryId) {
        return "msg_" + deliveryId.toString().replace("-", "");
    }

    /**
     * The body: {@code {"type": "game.<event>", "timestamp", "data": {"gameId", "externalId",
     * "version", "event", "state"}}}, the state being the one after the event, as anyone may see it.
     */
    String body(Claimed delivery) {
        try {
            if (PortalFeed.TOURNAMENT_TYPES.contains(delivery.type())) {
                return tournamentBody(delivery);
            }
            JsonNode event = json.readTree(delivery.data());
            JsonNode state = event.has("state") ? event.get("state") : event;
            ObjectNode data = json.createObjectNode();
            data.put("gameId", delivery.gameId().toString());
            if (delivery.externalId().isPresent()) {
                data.put("externalId", delivery.externalId().get());
            } else {
                data.putNull("externalId");
            }
            data.put("version", delivery.version());
            data.put("event", delivery.type());
            data.set("state", state);
            ObjectNode body = json.createObjectNode();
            body.put("type", "game." + delivery.type());
            body.put("timestamp", delivery.eventAt().toString());
            body.set("data", data);
            return json.writeValueAsString(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a stored event is not JSON", e);
        }
    }

    /**
     * A tournament event's body: {@code {"type": "tournament.<event>", "timestamp", "data":
     * {"tournamentId", "event", "data"}}}, data being what the portal stream's event carries.
     */
    private String tournamentBody(Claimed delivery) throws com.fasterxml.jackson.core.JsonProcessingException {
        ObjectNode data = json.createObjectNode();
        data.put("tournamentId", delivery.gameId().toString());
        data.put("event", delivery.type());
        data.set("data", json.readTree(delivery.data()));
        ObjectNode body = json.createObjectNode();
        body.put("type", "tournament." + delivery.type());
        body.put("timestamp", delivery.eventAt().toString());
        body.set("data", data);
        return json.writeValueAsString(body);
    }

    private void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

}
