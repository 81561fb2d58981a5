package org.ringgames.play.core;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads for the service's background work, named {@code <name>-1, -2, …}, that never keep the JVM alive. */
public final class DaemonThreads {

    private DaemonThreads() {
    }

    public static ThreadFactory named(String name) {
        AtomicInteger n = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + "-" + n.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
