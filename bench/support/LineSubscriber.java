import java.util.concurrent.Flow;

/**
 * A subscriber to the lines of a streamed answer ({@code BodySubscribers.fromLineSubscriber}) that
 * takes every line as it comes and can hang up. Shared by {@link LineStream} and the stream load
 * generators (bench/support).
 */
public abstract class LineSubscriber implements Flow.Subscriber<String> {

    private volatile Flow.Subscription subscription;

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        subscription.request(Long.MAX_VALUE);
    }

    /** Cancels the subscription, once there is one: the client drops the connection. */
    protected void hangUp() {
        Flow.Subscription s = subscription;
        if (s != null) {
            s.cancel();
        }
    }
}
