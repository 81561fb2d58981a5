package org.ringgames.play.portals;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.SocketAddress;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Sends one attempt of a delivery: {@code POST} to the webhook's URL, connecting to the address
 * {@link WebhookTargets} checked (the URL's host still names the server for TLS and the Host
 * header), never following a redirect, within {@link WebhookConfig#timeout()} for the whole
 * exchange. Non-blocking (Vert.x), so a receiver that hangs holds a connection, not a thread.
 */
@ApplicationScoped
public class WebhookSender {

    @Inject
    Vertx vertx;

    @Inject
    WebhookConfig config;

    private HttpClient client;
    private WebhookTargets targets;

    /** How an attempt ended: accepted (2xx), or not, with the status if one came and what went wrong. */
    public record Outcome(boolean accepted, Optional<Integer> status, String error) {
        static Outcome failed(String error) {
            return new Outcome(false, Optional.empty(), error);
        }
    }

    /** What one attempt sends. */
    public record Attempt(String url, String id, long timestamp, String signature, String body) {
    }

    @PostConstruct
    void init() {
        int timeout = (int) config.timeout().toMillis();
        client = vertx.createHttpClient(new HttpClientOptions()
                .setConnectTimeout(Math.min(timeout, 5_000))
                .setKeepAlive(true).setKeepAliveTimeout(30)
                .setMaxPoolSize(16)
                .setVerifyHost(true).setForceSni(true)
                .setMaxInitialLineLength(8192).setMaxHeaderSize(16384));
        targets = new WebhookTargets(config.allowPrivateTargets(), InetAddress::getAllByName);
    }

    @PreDestroy
    void close() {
        if (client != null) {
            client.close();
        }
    }

    WebhookTargets targets() {
        return targets;
    }

    /**
     * Sends an attempt. Resolving the host blocks: call this from a thread that may block; the
     * exchange itself then runs on Vert.x.
     */
    public CompletionStage<Outcome> send(Attempt attempt) {
        WebhookTargets.Target target;
        try {
            target = targets.resolve(targets.parse(attempt.url()));
        } catch (WebhookTargets.Refused refused) {
            return CompletableFuture.completedFuture(Outcome.failed("refused: " + refused.getMessage()));
        }
        CompletableFuture<Outcome> done = new CompletableFuture<>();
        AtomicReference<HttpClientRequest> sent = new AtomicReference<>();
        long timer = vertx.setTimer(config.timeout().toMillis(), t -> {
            if (done.complete(Outcome.failed("no answer within " + config.timeout().toSeconds() + " s"))) {
                HttpClientRequest request = sent.get();
                if (request != null) {
                    request.reset();
                }
            }
        });
        RequestOptions options = new RequestOptions()
                .setMethod(HttpMethod.POST)
                .setServer(SocketAddress.inetSocketAddress(target.port(), target.address().getHostAddress()))
                .setHost(target.host()).setPort(target.port()).setSsl(target.https())
                .setURI(target.pathAndQuery())
                .setFollowRedirects(false)
                .setIdleTimeout(config.timeout().toMillis())
                .putHeader("content-type", "application/json")
                .putHeader("user-agent", "ringgames-webhooks/1")
                .putHeader("webhook-id", attempt.id())
                .putHeader("webhook-timestamp", Long.toString(attempt.timestamp()))
                .putHeader("webhook-signature", attempt.signature());
        client.request(options)
                .compose(request -> {
                    sent.set(request);
                    return request.send(attempt.body());
                })
                .compose(response -> {
                    // The body is read and dropped: only the status counts.
                    response.handler(chunk -> { });
                    return response.end().map(v -> response.statusCode());
                })
                .onComplete(result -> {
                    vertx.cancelTimer(timer);
                    if (result.succeeded()) {
                        int status = result.result();
                        done.complete(new Outcome(status >= 200 && status < 300, Optional.of(status),
                                status >= 200 && status < 300 ? "" : "answered " + status));
                    } else {
                        done.complete(Outcome.failed(describe(result.cause())));
                    }
                });
        return done;
    }

    private static String describe(Throwable error) {
        String message = error.getMessage();
        return error.getClass().getSimpleName().replaceAll("Exception$", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                .toLowerCase(java.util.Locale.ROOT) + (message == null ? "" : ": " + message);
    }
}
