package io.hotshard.report.analysis;

import io.hotshard.report.run.RunData;
import io.hotshard.report.run.Series;
import java.util.List;
import java.util.Optional;

/**
 * Every figure of the capacity-planning report of one run.
 *
 * @param durationSeconds end minus start, or the timeline's length while the run has no end
 * @param knees one per distinct shard concurrency
 * @param percentileCurves single-key, fan-out and predicted fan-out percentile distributions
 * @param requestsPerSecond client requests per second at the router (or shard arrivals without router.csv)
 * @param errorRate 5xx responses / all responses at the router; NaN without router.csv
 * @param modelCheck the shards' queueing against their models: the run's self-check
 */
public record RunAnalysis(RunData run, double durationSeconds, LoadShare load, Saturation saturation,
                          List<Knee> knees, LatencyStats singleKey, LatencyStats fanout,
                          List<Series> singleKeyOverTime, List<Series> fanoutOverTime,
                          List<Series> percentileCurves, Optional<FanOutPrediction> fanOut,
                          List<QueueingRow> queueing, ModelCheck modelCheck, Optional<CapacityPlan> capacity, Optional<Sweep> sweep,
                          ReconciliationCheck reconciliation, Series requestsPerSecond, double errorRate) {

    /** Copies the lists so the record stays immutable. */
    public RunAnalysis {
        knees = List.copyOf(knees);
        singleKeyOverTime = List.copyOf(singleKeyOverTime);
        fanoutOverTime = List.copyOf(fanoutOverTime);
        percentileCurves = List.copyOf(percentileCurves);
        queueing = List.copyOf(queueing);
    }

    /** The hottest shard's saturation figures. */
    public ShardSaturation hottestSaturation() {
        String id = load.hottest().id();
        return saturation.shards().stream().filter(s -> s.id().equals(id)).findFirst()
                .orElseGet(saturation::busiest);
    }
}
