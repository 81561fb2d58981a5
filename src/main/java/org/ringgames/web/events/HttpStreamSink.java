package org.ringgames.web.events;

import java.util.function.Function;
import org.ringgames.play.events.CursorStreams;

/**
 * A stream read after a cursor ({@link CursorStreams}) on an HTTP stream: each event written as an
 * SSE frame or an NDJSON line with its id, type and JSON data.
 */
public final class HttpStreamSink<E> implements CursorStreams.Sink<E> {

    /** An event as it is written: its id, its type and its data (JSON text). */
    public record Frame(String id, String type, String data) {
    }

    private final HttpEventSink http;
    private final Function<E, Frame> frame;

    public HttpStreamSink(HttpEventSink http, Function<E, Frame> frame) {
        this.http = http;
        this.frame = frame;
    }

    @Override
    public boolean isOpen() {
        return http.isOpen();
    }

    @Override
    public boolean writable() {
        return http.writable();
    }

    @Override
    public void onWritable(Runnable resume) {
        http.onWritable(resume);
    }

    @Override
    public void send(E event) {
        Frame f = frame.apply(event);
        http.send(f.id(), f.type(), f.data());
    }

    @Override
    public void keepAlive() {
        http.keepAlive();
    }

    @Override
    public void close(boolean retryHint) {
        http.close(retryHint);
    }

    @Override
    public void onClose(Runnable closed) {
        http.onClose(closed);
    }
}
