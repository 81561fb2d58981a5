import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A player's NDJSON event stream ({@code GET /api/v1/players/me/events}), read line by line as it
 * comes on the client's own threads (no thread of its own): every line that is not empty goes to
 * the listener with its arrival time ({@code System.nanoTime()}). An end or an error of the stream
 * before {@link #close()} is counted in {@code ends} (an error in the tally too): the service never
 * ends a player's stream by itself. Shared by the tournament and pairing load generators
 * (bench/support).
 */
public final class LineStream extends LineSubscriber {

    /** What to do with a line of the stream. */
    public interface Listener {
        void line(long at, String text);
    }

    private final CompletableFuture<Void> open = new CompletableFuture<>();
    private final Listener listener;
    private final ErrorTally errors;
    private final AtomicLong ends;
    private volatile boolean closing;

    private LineStream(Listener listener, ErrorTally errors, AtomicLong ends) {
        this.listener = listener;
        this.errors = errors;
        this.ends = ends;
    }

    /**
     * Opens the stream of the player with this token on base (query: "" or "?…") and waits up to
     * 60 s for its first line; null, with the failure counted as {@code stream-open}, when it
     * cannot.
     */
    public static LineStream open(HttpClient client, String base, String token, String query, Listener listener,
                                  ErrorTally errors, AtomicLong ends) {
        LineStream s = new LineStream(listener, errors, ends);
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/v1/players/me/events" + query))
                .header("Authorization", "Bearer " + token).header("Accept", "application/x-ndjson").GET().build();
        // The answer completes only when the stream ends; a refusal is told by its status at once.
        client.sendAsync(request, info -> {
            if (info.statusCode() == 200) {
                return HttpResponse.BodySubscribers.fromLineSubscriber(s);
            }
            s.open.completeExceptionally(new IllegalStateException("the stream answered " + info.statusCode()));
            return HttpResponse.BodySubscribers.replacing(null);
        }).whenComplete((r, e) -> {
            if (e != null) {
                s.open.completeExceptionally(e);
            }
        });
        try {
            s.open.get(60, TimeUnit.SECONDS);
            return s;
        } catch (Exception e) {
            errors.count("stream-open", 0, e.toString());
            return null;
        }
    }

    /** Hangs up: the client drops the connection, and the server its stream. */
    public void close() {
        closing = true;
        hangUp();
    }

    @Override
    public void onNext(String line) {
        long at = System.nanoTime();
        open.complete(null); // the stream writes an empty line once it is subscribed
        if (!line.isEmpty()) { // not that line, nor a heartbeat
            listener.line(at, line);
        }
    }

    @Override
    public void onError(Throwable e) {
        if (closing) {
            return;
        }
        ends.incrementAndGet();
        errors.count("stream-error", 0, e.toString());
        open.completeExceptionally(e);
    }

    @Override
    public void onComplete() {
        if (closing) {
            return;
        }
        ends.incrementAndGet();
        open.completeExceptionally(new IllegalStateException("stream ended"));
    }
}
