package io.hotshard.shard;

import java.util.random.RandomGenerator;

/**
 * Turns the time left until a service's intended end into a timer delay in whole milliseconds, the granularity
 * of {@code vertx.setTimer}, by unbiased stochastic rounding: 2.3 ms becomes 3 ms with probability 0.3 and 2 ms
 * otherwise, so a sub-millisecond service time is not inflated to a whole millisecond on average. A delay of 0
 * means the answer goes out on the next turn of the event loop, without a timer; time already overdue is 0.
 */
final class TimerRounding {

    private static final long NANOS_PER_MILLI = 1_000_000L;

    private TimerRounding() {
    }

    /** Returns the delay in milliseconds for {@code remainingNanos} left to wait. */
    static long delayMillis(long remainingNanos, RandomGenerator random) {
        if (remainingNanos <= 0) {
            return 0;
        }
        long whole = remainingNanos / NANOS_PER_MILLI;
        long fractionNanos = remainingNanos % NANOS_PER_MILLI;
        return whole + (random.nextLong(NANOS_PER_MILLI) < fractionNanos ? 1 : 0);
    }
}
