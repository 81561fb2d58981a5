package org.ringgames.web.xequeo;

import io.restassured.RestAssured;
import org.ringgames.support.OpenApiContract;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;

/**
 * Someone who talks to one game over HTTP — a seat (with its token) or an anonymous spectator — and
 * keeps every answer it received, with the number of rounds that were over when it arrived.
 */
final class XeQueoViewer {

    /** Plain JDK HTTP: these viewers send most of the suite's requests, and REST Assured costs more per request. */
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /** An answer as received: status, body and headers. */
    record Answer(int statusCode, String asString, HttpHeaders headers) {

        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        String contentType() {
            return header("Content-Type");
        }
    }

    /** One answer as the viewer saw it. {@code finishedRounds}: rounds over when it was received. */
    record Exchange(String request, int status, String contentType, String etag, String vary, String location,
            String body, int finishedRounds) {
    }

    private final String seat;
    private final String token;
    private final IntSupplier finishedRounds;
    private final List<Exchange> received = new ArrayList<>();

    /**
     * @param seat  "placer", "ringer", or null for a spectator
     * @param token the seat's token; null for a spectator
     */
    XeQueoViewer(String seat, String token, IntSupplier finishedRounds) {
        this.seat = seat;
        this.token = token;
        this.finishedRounds = finishedRounds;
    }

    String seat() {
        return seat;
    }

    String token() {
        return token;
    }

    String name() {
        return seat == null ? "spectator" : seat;
    }

    List<Exchange> received() {
        return received;
    }

    Answer get(String path) {
        return keep("GET " + path, request(path).GET(), null);
    }

    Answer post(String path, String body) {
        return keep("POST " + path + " " + body, request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)), body);
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(RestAssured.baseURI + ":" + RestAssured.port + path))
                .timeout(Duration.ofSeconds(30));
        return token == null ? request : request.header("Authorization", "Bearer " + token);
    }

    /** Keeps the answer, once the committed openapi.yaml has checked it (OpenApiContract). */
    private Answer keep(String request, HttpRequest.Builder http, String requestBody) {
        Answer response;
        try {
            HttpRequest built = http.build();
            HttpResponse<String> sent = HTTP.send(built, HttpResponse.BodyHandlers.ofString());
            response = new Answer(sent.statusCode(), sent.body(), sent.headers());
            OpenApiContract.committed().check(new OpenApiContract.Exchange(built.method(), built.uri().getRawPath(),
                    built.headers().firstValue("Content-Type").orElse(null), requestBody, sent.statusCode(),
                    sent.headers().firstValue("Content-Type").orElse(null), sent.body()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        received.add(new Exchange(request, response.statusCode(), response.contentType(), response.header("ETag"),
                response.header("Vary"), response.header("Location"), response.asString(), finishedRounds.getAsInt()));
        return response;
    }
}
