package io.hotshard.cluster.sample;

import io.hotshard.router.metrics.RouterIntervals;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import java.util.Objects;
import java.util.Optional;

/**
 * The router's counters at one instant and, where the source can provide them, its latency histograms since
 * the previous sample (absent over HTTP: the router's admin API serves cumulative summaries only).
 */
public record RouterSample(RouterMetricsSnapshot metrics, Optional<RouterIntervals> intervals) {

    /** Checks for null. */
    public RouterSample {
        Objects.requireNonNull(metrics, "metrics");
        Objects.requireNonNull(intervals, "intervals");
    }
}
