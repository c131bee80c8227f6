package io.hotshard.router.core;

import io.hotshard.ring.LoadView;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Requests sent to each shard and not yet answered, as the {@link LoadView} of load-aware partitioners.
 *
 * <p>Striped counters ({@link LongAdder}: increments from several loops do not contend on one cache line), shared
 * by the router's event loops and read by admin and metrics readers on any thread. On one loop a
 * request's placement and its increment are one uninterrupted step, so every placement sees an exact view; with
 * several loops a placement may race one on another loop, and a bounded-load choice can then exceed its bound by at
 * most the number of loops racing for the same node.
 */
public final class InFlight implements LoadView {

    private final Map<String, LongAdder> perNode = new ConcurrentHashMap<>();
    private final LongAdder total = new LongAdder();

    public void increment(String nodeId) {
        counter(nodeId).increment();
        total.increment();
    }

    public void decrement(String nodeId) {
        counter(nodeId).decrement();
        total.decrement();
    }

    @Override
    public long loadOf(String nodeId) {
        LongAdder count = perNode.get(nodeId);
        return count == null ? 0 : count.sum();
    }

    @Override
    public long totalLoad() {
        return total.sum();
    }

    /** Current counts by node id, sorted. */
    public Map<String, Long> snapshot() {
        Map<String, Long> counts = new TreeMap<>();
        perNode.forEach((id, count) -> counts.put(id, count.sum()));
        return counts;
    }

    private LongAdder counter(String nodeId) {
        return perNode.computeIfAbsent(nodeId, id -> new LongAdder());
    }
}
