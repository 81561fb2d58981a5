package org.ringgames.play.portals;

/**
 * Where a portal stream writes: one client connection. Implementations may be called from any
 * thread and must keep the order of calls.
 */
public interface FeedSink {

    boolean isOpen();

    /** False while the connection's write buffer is full: the client reads slower than events come. */
    boolean writable();

    /** Runs {@code resume} once the buffer has drained. */
    void onWritable(Runnable resume);

    void send(FeedEvent event);

    /** A keep-alive line that carries no event. */
    void keepAlive();

    /** Ends the stream; with {@code retryHint} the client is told to reconnect (shutdown, slow reader). */
    void close(boolean retryHint);

    /** Runs when the client goes away. */
    void onClose(Runnable closed);
}
