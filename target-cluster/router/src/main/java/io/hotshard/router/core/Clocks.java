package io.hotshard.router.core;

import java.util.function.LongSupplier;

/**
 * The clocks of the mitigations, replaceable in tests.
 *
 * @param millis wall clock of the hot-key windows, epoch milliseconds
 * @param nanos  monotonic clock of cache entries and hedging windows
 */
public record Clocks(LongSupplier millis, LongSupplier nanos) {

    /** The system clocks. */
    public static Clocks system() {
        return new Clocks(System::currentTimeMillis, System::nanoTime);
    }
}
