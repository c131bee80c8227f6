package io.hotshard.report.analysis;

import io.hotshard.report.run.FidelityLogs;
import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.RouterSecond;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.Series;
import io.hotshard.report.run.ShardSecond;
import io.hotshard.runformat.ManifestShard;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/** Computes a {@link RunAnalysis} from a run directory's contents. */
public final class RunAnalyzer {

    private RunAnalyzer() {
    }

    /** Computes every figure of the report. */
    public static RunAnalysis analyze(RunData run, PlanTargets targets) {
        List<String> shardIds = shardIds(run);
        double duration = run.manifest().endedAt()
                .map(end -> Duration.between(run.manifest().startedAt(), end).toMillis() / 1000.0)
                .orElseGet(() -> run.timeline().stream().mapToInt(ShardSecond::second).max().orElse(-1) + 1.0);
        LoadShare load = LoadShare.of(shardIds, run.timeline());
        Saturation saturation = saturation(run);
        Map<String, FidelityLogs> logs = FidelityLogs.read(run);
        List<QueueingRow> queueing = QueueingCheck.of(run, saturation, logs);
        List<Knee> knees = run.manifest().cluster().shards().stream().map(ManifestShard::concurrency).distinct()
                .sorted().map(Knee::of).toList();
        Optional<FanOutPrediction> fanOut = FanOutPrediction.of(run.shardTotal().values(), run.routerFanout());
        return new RunAnalysis(run, duration, load, saturation, knees,
                run.routerSingleKey().map(h -> LatencyStats.of(h.total())).orElse(LatencyStats.EMPTY),
                run.routerFanout().map(h -> LatencyStats.of(h.total())).orElse(LatencyStats.EMPTY),
                run.routerSingleKey().map(LatencyOverTime::of).orElse(List.of()),
                run.routerFanout().map(LatencyOverTime::of).orElse(List.of()),
                curves(run, fanOut), fanOut, queueing, ModelCheck.of(run, saturation, queueing, logs),
                PlannerInputs.from(run, targets).map(CapacityPlanner::plan), Sweep.of(run, duration),
                ReconciliationCheck.of(run), requestsPerSecond(run), errorRate(run));
    }

    /** Every shard of the run: the configured ones, then any other with timeline rows. */
    static List<String> shardIds(RunData run) {
        Set<String> ids = new LinkedHashSet<>();
        run.manifest().cluster().shards().forEach(s -> ids.add(s.id()));
        run.timeline().forEach(r -> ids.add(r.shard()));
        return new ArrayList<>(ids);
    }

    /** The shards' saturation from the timeline. */
    static Saturation saturation(RunData run) {
        return Saturation.of(run.manifest(), shardIds(run), run.timeline());
    }

    private static List<Series> curves(RunData run, Optional<FanOutPrediction> fanOut) {
        List<Series> curves = new ArrayList<>();
        run.routerSingleKey().map(HlogSeries::total).filter(h -> h.getTotalCount() > 0)
                .ifPresent(h -> curves.add(PercentileCurve.of("single-key (measured)", h)));
        run.routerFanout().map(HlogSeries::total).filter(h -> h.getTotalCount() > 0)
                .ifPresent(h -> curves.add(PercentileCurve.of("fan-out (measured)", h)));
        fanOut.ifPresent(f -> {
            long count = run.routerFanout().map(h -> h.total().getTotalCount()).filter(c -> c > 0)
                    .orElse(run.shardTotal().values().stream().mapToLong(h -> h.total().getTotalCount()).min()
                            .orElse(0));
            curves.add(PercentileCurve.of("fan-out (predicted max of " + f.shardCount() + ")", count,
                    p -> f.model().quantile(p)));
        });
        return curves;
    }

    private static Series requestsPerSecond(RunData run) {
        TreeMap<Integer, Long> perSecond = new TreeMap<>();
        if (run.router().isEmpty()) {
            run.timeline().forEach(r -> perSecond.merge(r.second(), r.arrivals(), Long::sum));
        } else {
            run.router().forEach(r -> perSecond.merge(r.second(), r.requests(), Long::sum));
        }
        return new Series(run.router().isEmpty() ? "shard arrivals" : "router requests",
                perSecond.keySet().stream().mapToDouble(Integer::doubleValue).toArray(),
                perSecond.values().stream().mapToDouble(Long::doubleValue).toArray());
    }

    private static double errorRate(RunData run) {
        long responses = run.router().stream().mapToLong(RouterSecond::responses).sum();
        long errors = run.router().stream().mapToLong(RouterSecond::responses5xx).sum();
        return responses == 0 ? Double.NaN : errors / (double) responses;
    }
}
