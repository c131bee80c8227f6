package io.hotshard.simulations;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * At most {@code max} requests in flight per target host (scheme, host and port), taken before a request is
 * sent and given back when it ends. Over HTTP/1.1 every request in flight holds one connection, so this bounds the
 * connections the generator opens; Gatling's shared pool has no such bound of its own. An arrival that finds the
 * host at its cap does not wait: it is refused at once, so no request is ever sent late because of the cap.
 */
public final class ConnectionCap {

    private final int max;
    private final Map<String, AtomicInteger> inFlight = new ConcurrentHashMap<>();
    private final AtomicInteger peak = new AtomicInteger();

    /** A cap of {@code max} requests in flight per host. */
    public ConnectionCap(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("hotshard.maxConnections must be >= 1 but was " + max);
        }
        this.max = max;
    }

    /** Takes a slot for {@code origin} (e.g. {@code http://127.0.0.1:8080}); false when all {@code max} are in use. */
    public boolean tryAcquire(String origin) {
        AtomicInteger count = inFlight.computeIfAbsent(origin, o -> new AtomicInteger());
        while (true) {
            int now = count.get();
            if (now >= max) {
                return false;
            }
            if (count.compareAndSet(now, now + 1)) {
                peak.accumulateAndGet(now + 1, Math::max);
                return true;
            }
        }
    }

    /** Gives back a slot taken with {@link #tryAcquire}. */
    public void release(String origin) {
        AtomicInteger count = inFlight.get(origin);
        if (count == null || count.getAndUpdate(n -> n > 0 ? n - 1 : n) == 0) {
            throw new IllegalStateException("released a slot for " + origin + " that was never taken");
        }
    }

    /** The cap per host. */
    public int max() {
        return max;
    }

    /** The most requests that were in flight to one host at once. */
    public int peakInFlight() {
        return peak.get();
    }

    /** Requests in flight to {@code origin} now. */
    public int inFlight(String origin) {
        AtomicInteger count = inFlight.get(origin);
        return count == null ? 0 : count.get();
    }
}
