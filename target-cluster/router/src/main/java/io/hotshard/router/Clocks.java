package io.hotshard.router;

import java.util.function.LongSupplier;

/**
 * The clocks of the mitigations, replaceable in tests.
 *
 * @param millis wall clock of the hot-key windows, epoch milliseconds
 * @param nanos  monotonic clock of cache entries and hedging windows
 */
record Clocks(LongSupplier millis, LongSupplier nanos) {

    /** The system clocks. */
    static Clocks system() {
        return new Clocks(System::currentTimeMillis, System::nanoTime);
    }
}
