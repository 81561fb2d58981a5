package org.ringgames.support;

import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/** Requests to packaged replicas ({@link ServiceProcess}) in the tests that start them. */
public final class ReplicaCalls {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private ReplicaCalls() {
    }

    /**
     * A request with an optional bearer token and JSON body, sent again while the database is away
     * (503) for up to 30 s; an AssertionError unless it is answered {@code expected}.
     */
    public static JsonPath send(ServiceProcess service, String method, String path, String token, String body,
                                int expected) {
        Instant giveUp = Instant.now().plusSeconds(30);
        while (true) {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(service.url(path)))
                    .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                            : HttpRequest.BodyPublishers.ofString(body));
            if (token != null) {
                request.header("Authorization", "Bearer " + token);
            }
            try {
                HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 503 && Instant.now().isBefore(giveUp)) {
                    Thread.sleep(250);
                    continue;
                }
                if (response.statusCode() != expected) {
                    throw new AssertionError(method + " " + path + " answered " + response.statusCode() + ", not "
                            + expected + ": " + response.body());
                }
                return JsonPath.from(response.body().isEmpty() ? "{}" : response.body());
            } catch (IOException e) {
                throw new IllegalStateException(method + " " + path, e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    /** A request's status, sent once (a race's answers are 201 or 409, and each counts). */
    public static int status(ServiceProcess service, String method, String path, String token, String body) {
        return exchange(service, method, path, token, null, body).statusCode();
    }

    /** A request under an Idempotency-Key; its body, an AssertionError unless it is answered {@code expected}. */
    public static String keyed(ServiceProcess service, String path, String token, String key, String body, int expected) {
        HttpResponse<String> response = exchange(service, "POST", path, token, key, body);
        if (response.statusCode() != expected) {
            throw new AssertionError("POST " + path + " answered " + response.statusCode() + ", not " + expected + ": "
                    + response.body());
        }
        return response.body();
    }

    private static HttpResponse<String> exchange(ServiceProcess service, String method, String path, String token,
                                                 String key, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(service.url(path)))
                .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (key != null) {
            request.header("Idempotency-Key", key);
        }
        try {
            return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Runs the tasks on the pool at once and gives their results in order. */
    public static <T> List<T> inParallel(ExecutorService pool, List<Callable<T>> tasks) throws Exception {
        List<T> results = new ArrayList<>();
        for (Future<T> future : pool.invokeAll(tasks)) {
            results.add(future.get());
        }
        return results;
    }
}
