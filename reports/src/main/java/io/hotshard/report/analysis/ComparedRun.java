package io.hotshard.report.analysis;

import io.hotshard.report.run.TimeSeriesRun;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One run's figures in a comparison.
 *
 * @param dir the run directory's absolute path
 * @param mitigation the mitigation's name from run.json, or "none"
 * @param hottestUtilisation the hottest shard's mean utilisation
 * @param errorRate 5xx / responses at the router; NaN without router.csv
 * @param cost the mitigation's recorded cost, by name
 * @param shareByShard each shard's share of requests
 * @param timeSeries what a time-series run's client saw ({@code timeseries.json}), if the run has it
 * @param resharding the node the run added and what moving its data cost, if it added one
 * @param grayFailure the shard the run slowed and what followed, if it slowed one
 */
public record ComparedRun(String name, String dir, String mitigation, int shards, String hottestShard, double hottestShare,
                          double skew, double hottestUtilisation, double hottestPeakUtilisation, double p99Micros,
                          double p999Micros, double fanoutP99Micros, double errorRate, long rejections,
                          Map<String, Double> cost, Map<String, Double> shareByShard,
                          ReconciliationCheck.Verdict reconciliation, Optional<TimeSeriesRun> timeSeries,
                          Optional<Resharding> resharding, Optional<GrayFailure> grayFailure) {

    /** Copies the maps so the record stays immutable. */
    public ComparedRun {
        cost = Collections.unmodifiableMap(new LinkedHashMap<>(cost));
        shareByShard = Collections.unmodifiableMap(new LinkedHashMap<>(shareByShard));
    }

    /** Reduces a run's analysis to the compared figures. */
    public static ComparedRun of(String name, RunAnalysis a) {
        return of(name, a, Optional.empty());
    }

    /** Reduces a run's analysis, and its time-series figures if any, to the compared figures. */
    public static ComparedRun of(String name, RunAnalysis a, Optional<TimeSeriesRun> timeSeries) {
        Map<String, Double> shares = new LinkedHashMap<>();
        a.load().shards().forEach(s -> shares.put(s.id(), s.share()));
        ShardSaturation hot = a.hottestSaturation();
        return new ComparedRun(name, a.run().dir().toAbsolutePath().normalize().toString(),
                a.run().manifest().mitigation().map(m -> m.name()).orElse("none"),
                a.load().shardCount(), a.load().hottest().id(), a.load().hottest().share(), a.load().skew(),
                hot.meanUtilisation(), hot.peakUtilisation(), a.singleKey().p99Micros(), a.singleKey().p999Micros(),
                a.fanout().p99Micros(), a.errorRate(), a.saturation().totalRejections(),
                a.run().manifest().mitigation().map(m -> m.cost()).orElse(Map.of()), shares,
                a.reconciliation().verdict(), timeSeries, Resharding.of(a.run()), GrayFailure.of(a.run(),
                Resharding.seconds(a.run().manifest().parameters().getOrDefault("hotshard.ramp", "0s"))));
    }
}
