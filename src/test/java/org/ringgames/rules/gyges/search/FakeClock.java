package org.ringgames.rules.gyges.search;

import java.util.function.LongSupplier;

/** A nanosecond clock that moves only when read: {@code step} nanoseconds a reading. */
final class FakeClock implements LongSupplier {

    private final long step;
    private long now;
    int readings;

    FakeClock() {
        this(0);
    }

    FakeClock(long step) {
        this.step = step;
    }

    @Override
    public long getAsLong() {
        readings++;
        now += step;
        return now;
    }
}
