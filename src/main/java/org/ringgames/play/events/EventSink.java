package org.ringgames.play.events;

/**
 * Where a subscription writes: one client connection, in SSE or NDJSON. Implementations may be
 * called from any thread and must keep the order of calls.
 */
public interface EventSink {

    boolean isOpen();

    /** False while the connection's write buffer is full: the client reads slower than events come. */
    boolean writable();

    /** Runs {@code resume} once the buffer has drained. */
    void onWritable(Runnable resume);

    /** Writes one event; {@code withId} false for the opening state event of a resumed stream. */
    void send(long id, boolean withId, String type, String data);

    /** Writes one event whose id is text: a chat line's {@code <version>:<line>} (play.chat.ChatLine#streamId). */
    void send(String id, String type, String data);

    /** A keep-alive line that carries no event. */
    void keepAlive();

    /** Ends the stream; with {@code retryHint} the client is told to reconnect (shutdown, slow reader). */
    void close(boolean retryHint);

    /** Runs when the client goes away. */
    void onClose(Runnable closed);
}
