package io.hotshard.router;

import io.hotshard.ring.LoadView;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Requests sent to each shard and not yet answered, as the {@link LoadView} of load-aware partitioners.
 *
 * <p>Atomics, shared by the router's event loops and read by admin and metrics readers on any thread. On one loop a
 * request's placement and its increment are one uninterrupted step, so every placement sees an exact view; with
 * several loops a placement may race one on another loop, and a bounded-load choice can then exceed its bound by at
 * most the number of loops racing for the same node.
 */
final class InFlight implements LoadView {

    private final Map<String, AtomicLong> perNode = new ConcurrentHashMap<>();
    private final AtomicLong total = new AtomicLong();

    void increment(String nodeId) {
        counter(nodeId).incrementAndGet();
        total.incrementAndGet();
    }

    void decrement(String nodeId) {
        counter(nodeId).decrementAndGet();
        total.decrementAndGet();
    }

    @Override
    public long loadOf(String nodeId) {
        AtomicLong count = perNode.get(nodeId);
        return count == null ? 0 : count.get();
    }

    @Override
    public long totalLoad() {
        return total.get();
    }

    /** Current counts by node id, sorted. */
    Map<String, Long> snapshot() {
        Map<String, Long> counts = new TreeMap<>();
        perNode.forEach((id, count) -> counts.put(id, count.get()));
        return counts;
    }

    private AtomicLong counter(String nodeId) {
        return perNode.computeIfAbsent(nodeId, id -> new AtomicLong());
    }
}
