package io.hotshard.router.metrics;

import io.hotshard.metrics.PerThreadLatency;
import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.ShardFailure;
import java.util.concurrent.atomic.LongAdder;

/** Counters and latency recorder of one shard as seen by the router; safe from any thread. */
public final class ShardStats {

    private final PerThreadLatency latency = PerThreadLatency.forShard();
    private final LongAdder sent = new LongAdder();
    private final LongAdder notSent = new LongAdder();
    private final LongAdder[] statusClasses = {new LongAdder(), new LongAdder(), new LongAdder(), new LongAdder()};
    private final LongAdder[] failures = new LongAdder[FailureKind.values().length];
    private final LongAdder slowest = new LongAdder();
    private final LongAdder cancelled = new LongAdder();

    ShardStats() {
        for (int i = 0; i < failures.length; i++) {
            failures[i] = new LongAdder();
        }
    }

    public void sent() {
        sent.increment();
    }

    /** Counts an answer and records its latency. */
    public void answered(int status, long latencyMicros) {
        int index = Math.min(5, Math.max(2, status / 100)) - 2;
        statusClasses[index].increment();
        latency.recordMicros(latencyMicros);
    }

    /**
     * Counts a failure; failures of requests that reached the shard are also recorded as latency. A cancelled
     * request counts as cancelled once written to a connection, and not at all before: it was never sent.
     */
    public void failed(ShardFailure failure, long latencyMicros) {
        failures[failure.kind().ordinal()].increment();
        if (failure.kind() == FailureKind.CANCELLED) {
            if (failure.reached()) {
                cancelled.increment();
            }
        } else if (failure.reached()) {
            latency.recordMicros(latencyMicros);
        } else {
            notSent.increment();
        }
    }

    public void slowestInFanOut() {
        slowest.increment();
    }

    PerThreadLatency latency() {
        return latency;
    }

    long failures(FailureKind kind) {
        return failures[kind.ordinal()].sum();
    }

    ShardCounts snapshot(long inFlight) {
        return new ShardCounts(sent.sum(), notSent.sum(), statusClasses[0].sum(), statusClasses[1].sum(),
                statusClasses[2].sum(), statusClasses[3].sum(), failures(FailureKind.CONNECT),
                failures(FailureKind.BROKEN), failures(FailureKind.TIMEOUT), failures(FailureKind.DOWN),
                slowest.sum(), inFlight, latency.cumulativePercentiles(), cancelled.sum());
    }
}
