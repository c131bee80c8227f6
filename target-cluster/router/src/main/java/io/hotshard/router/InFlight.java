package io.hotshard.router;

import io.hotshard.ring.LoadView;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Requests sent to each shard and not yet answered, as the {@link LoadView} of load-aware partitioners.
 *
 * <p>Atomics rather than plain fields, so that admin and metrics readers on other threads see current values.
 * The router's data path runs on a single event loop, where a request's placement and its increment happen in
 * one uninterrupted step and decrements run in between, so every placement sees an exact view. With several
 * event loops the counters stay correct but a placement could race another; the bounded-load partitioner then
 * falls back to the least loaded node and its bound can be exceeded by at most the number of racing loops.
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
