package io.hotshard.router.metrics;

import io.hotshard.metrics.BucketCounts;
import io.hotshard.metrics.PerThreadLatency;
import io.hotshard.router.core.EdgeCounters;
import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.InFlight;
import io.hotshard.router.mitigate.MitigationCounts;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;

/** The router's counters and HdrHistogram recorders (microseconds); safe from any thread. */
public final class RouterMetrics {

    // Recorded on every loop for every request: a recorder per loop thread, added up when read.
    private final PerThreadLatency kv = PerThreadLatency.create();
    private final PerThreadLatency fanOut = PerThreadLatency.create();
    private final Map<String, ShardStats> shards = new ConcurrentHashMap<>();
    private final Map<Integer, LongAdder> responses = new ConcurrentHashMap<>();
    private final LongAdder kvReceived = new LongAdder();
    private final LongAdder fanOutReceived = new LongAdder();
    private final LongAdder routerFailures = new LongAdder();
    private final LongAdder badRequests = new LongAdder();
    private final FanOutLegCounts fanOutLegs = new FanOutLegCounts();
    private final EdgeCounters edges = new EdgeCounters();

    public ShardStats shard(String nodeId) {
        return shards.computeIfAbsent(nodeId, id -> new ShardStats());
    }

    public void kvReceived() {
        kvReceived.increment();
    }

    public void fanOutReceived() {
        fanOutReceived.increment();
    }

    /** The legs of fan-outs, by shard and outcome. */
    public FanOutLegCounts fanOutLegs() {
        return fanOutLegs;
    }

    /** What the edges (shard connections, front, admin relay) count of misbehaving peers. */
    public EdgeCounters edges() {
        return edges;
    }

    public void routerFailure() {
        routerFailures.increment();
    }

    public void badRequest() {
        badRequests.increment();
    }

    /** Counts a router answer to a data request. */
    public void responded(int status) {
        responses.computeIfAbsent(status, s -> new LongAdder()).increment();
    }

    public void kvLatency(long micros) {
        kv.recordMicros(micros);
    }

    public void fanOutLatency(long micros) {
        fanOut.recordMicros(micros);
    }

    public RouterMetricsSnapshot snapshot(InFlight inFlight, MitigationCounts mitigations) {
        Map<String, ShardCounts> perShard = new HashMap<>();
        shards.forEach((id, stats) -> perShard.put(id, stats.snapshot(inFlight.loadOf(id))));
        Map<Integer, Long> byStatus = new HashMap<>();
        responses.forEach((status, count) -> byStatus.put(status, count.sum()));
        long kvCount = kvReceived.sum();
        long fanOutCount = fanOutReceived.sum();
        return new RouterMetricsSnapshot(System.currentTimeMillis(), kvCount + fanOutCount, kvCount, fanOutCount,
                routerFailures.sum(), badRequests.sum(), sum(FailureKind.CONNECT), sum(FailureKind.BROKEN),
                sum(FailureKind.TIMEOUT), sum(FailureKind.DOWN), byStatus, kv.cumulativePercentiles(),
                fanOut.cumulativePercentiles(), perShard, mitigations, EdgeCounts.of(edges));
    }

    public Histogram kvCumulative() {
        return kv.cumulativeHistogram();
    }

    public RouterIntervals intervals() {
        Map<String, Histogram> perShard = new HashMap<>();
        shards.forEach((id, stats) -> perShard.put(id, stats.latency().intervalHistogram()));
        return new RouterIntervals(kv.intervalHistogram(), fanOut.intervalHistogram(), perShard);
    }

    /** Every latency recorded so far in buckets of {@code upperMicros}: whole kv and fan-out requests, per shard. */
    public RouterBuckets cumulativeBuckets(long[] upperMicros) {
        Map<String, BucketCounts> perShard = new HashMap<>();
        shards.forEach((id, stats) -> perShard.put(id, stats.latency().cumulativeBuckets(upperMicros)));
        return new RouterBuckets(kv.cumulativeBuckets(upperMicros), fanOut.cumulativeBuckets(upperMicros), perShard);
    }

    private long sum(FailureKind kind) {
        return shards.values().stream().mapToLong(s -> s.failures(kind)).sum();
    }
}
