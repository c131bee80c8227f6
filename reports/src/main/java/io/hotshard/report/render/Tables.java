package io.hotshard.report.render;

import io.hotshard.report.analysis.CapacityPlan;
import io.hotshard.report.analysis.FanOutPrediction;
import io.hotshard.report.analysis.Knee;
import io.hotshard.report.analysis.LatencyStats;
import io.hotshard.report.analysis.QueueingRow;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.ScenarioPlan;
import io.hotshard.report.analysis.ShardLoad;
import io.hotshard.report.analysis.ShardSaturation;
import io.hotshard.report.analysis.Sweep;
import io.hotshard.report.analysis.SweepPoint;
import io.hotshard.runformat.RunEvent;
import io.hotshard.runformat.ManifestShard;
import java.util.ArrayList;
import java.util.List;

/** The report's tables, shared by the HTML and Markdown reports. */
public final class Tables {

    private Tables() {
    }

    /** The configured shards. */
    public static Table shards(RunAnalysis a) {
        List<List<String>> rows = new ArrayList<>();
        for (ManifestShard s : a.run().manifest().cluster().shards()) {
            rows.add(List.of(s.id(), s.url(), Fmt.num(s.weight(), 2), String.valueOf(s.concurrency()),
                    String.valueOf(s.queueCapacity()), s.latencyModel(), Fmt.micros(s.latencyMeanMicros()),
                    Fmt.num(s.slownessMultiplier(), 2), Fmt.micros(s.meanServiceMicros())));
        }
        return new Table(List.of("shard", "url", "weight", "concurrency c", "queue capacity", "latency model",
                "model mean", "slowness x", "mean service"), rows);
    }

    /** The run's events. */
    public static Table events(RunAnalysis a) {
        List<List<String>> rows = new ArrayList<>();
        for (RunEvent e : a.run().manifest().events()) {
            rows.add(List.of(Fmt.num(e.atSeconds(), 1), orElse(e.time(), "not recorded"), e.kind().label(),
                    orElse(e.target(), "none"), e.detail().isEmpty() ? "none" : e.detail().toString()));
        }
        return new Table(List.of("at (s)", "time", "kind", "target", "detail"), rows);
    }

    /** Requests per shard against the fair share. */
    public static Table load(RunAnalysis a) {
        List<List<String>> rows = new ArrayList<>();
        for (ShardLoad s : a.load().shards()) {
            rows.add(List.of(s.id() + (s.id().equals(a.load().hottest().id()) ? " (hottest)" : ""), String.valueOf(s.requests()),
                    Fmt.percent(s.share(), 2), Fmt.percent(s.fairShare(), 2), Fmt.num(s.ratioToFair(), 2)));
        }
        return new Table(List.of("shard", "requests", "share", "fair share 1/N", "share / fair"), rows);
    }

    /** Utilisation, queue depth and rejections per shard. */
    public static Table saturation(RunAnalysis a) {
        List<List<String>> rows = new ArrayList<>();
        for (ShardSaturation s : a.saturation().shards()) {
            rows.add(List.of(s.id(), String.valueOf(s.concurrency()), String.valueOf(s.seconds()),
                    Fmt.num(s.meanUtilisation(), 3), Fmt.num(s.peakUtilisation(), 3), Fmt.num(s.meanQueueDepth(), 2),
                    Fmt.num(s.maxQueueDepth(), 0), String.valueOf(s.rejections()), String.valueOf(s.errors())));
        }
        return new Table(List.of("shard", "c", "seconds", "mean utilisation", "peak utilisation",
                "mean queue depth", "max queue depth", "rejections", "errors"), rows);
    }

    /** Overall latency percentiles of single-key and fan-out requests. */
    public static Table latency(RunAnalysis a) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(latencyRow("single-key (router)", a.singleKey()));
        rows.add(latencyRow("fan-out (router)", a.fanout()));
        a.run().shardTotal().forEach((id, h) -> rows.add(latencyRow(id + " total (queue + service)",
                LatencyStats.of(h.total()))));
        return new Table(List.of("requests", "count", "mean", "p50", "p90", "p99", "p99.9", "max"), rows);
    }

    private static List<String> latencyRow(String name, LatencyStats s) {
        return List.of(name, String.valueOf(s.count()), Fmt.micros(s.meanMicros()), Fmt.micros(s.p50Micros()),
                Fmt.micros(s.p90Micros()), Fmt.micros(s.p99Micros()), Fmt.micros(s.p999Micros()),
                Fmt.micros(s.maxMicros()));
    }

    /** Measured fan-out percentiles beside the max-of-N prediction. */
    public static Table fanOut(FanOutPrediction f) {
        List<List<String>> rows = new ArrayList<>();
        f.rows().forEach(r -> rows.add(List.of("p" + Fmt.compact(r.percentile()), Fmt.micros(r.measuredMicros()),
                Fmt.micros(r.predictedMicros()), Fmt.num(r.measuredMicros() / r.predictedMicros(), 2),
                Fmt.micros(r.singleShardMicros()))));
        return new Table(List.of("percentile", "fan-out measured", "predicted max of " + f.shardCount() + " shards",
                "measured / predicted", "one shard leg (all shards)"), rows);
    }

    /** Measured queueing beside the shards' queue models. */
    public static Table queueing(RunAnalysis a) {
        List<List<String>> rows = new ArrayList<>();
        for (QueueingRow q : a.queueing()) {
            rows.add(List.of(q.id(), String.valueOf(q.concurrency()), Fmt.num(q.arrivalRatePerSecond(), 1),
                    Fmt.micros(q.meanServiceMicros()) + " (" + q.serviceSource() + ")",
                    Fmt.num(q.measuredUtilisation(), 3), Fmt.num(q.predictedUtilisation(), 3),
                    Fmt.micros(q.measuredMeanWaitMicros()),
                    q.stable() ? Fmt.micros(q.predictedMeanWaitMicros()) : "unstable (rho >= 1)",
                    Fmt.num(q.arrivalScv(), 2) + ", " + Fmt.num(q.serviceScv(), 2),
                    Fmt.num(q.probabilityOfWait(), 3)));
        }
        return new Table(List.of("shard", "c", "accepted λ (req/s)", "mean service S", "utilisation measured",
                "ρ = λS/c", "mean wait measured", "mean wait, model", "Ca², Cs²", "P(wait) Erlang C"), rows);
    }

    /** The knee per concurrency. */
    public static Table knees(List<Knee> knees) {
        List<List<String>> rows = new ArrayList<>();
        knees.forEach(k -> rows.add(List.of(String.valueOf(k.slots()), Fmt.num(k.approximate(), 4),
                Fmt.num(k.exact(), 4))));
        return new Table(List.of("slots m", "knee (m+1)^(-1/m), heuristic R = S/(1-ρ^m)", "knee, exact M/M/m"), rows);
    }

    /** One row per what-if of the capacity plan. */
    public static Table capacity(CapacityPlan plan) {
        List<List<String>> rows = new ArrayList<>();
        for (ScenarioPlan s : plan.scenarios()) {
            rows.add(List.of(s.scenario().label(), s.description(),
                    s.shardsNeeded().isPresent() ? String.valueOf(s.shardsNeeded().getAsInt()) : "none",
                    Fmt.num(s.utilisationNow(), 3), s.feasible() ? Fmt.num(s.utilisationAtPlan(), 3) : "-",
                    s.feasible() ? Fmt.micros(s.p99AtPlanMicros()) : "-",
                    Fmt.num(s.limitUtilisation(), 3), s.verdict(), s.scenario().cost()));
        }
        return new Table(List.of("scenario", "what-if", "shards needed", "hottest ρ now (" + plan.input().currentShards()
                + " shards)", "hottest ρ at plan", "hottest p99 at plan (approx.)", "hottest ρ, unlimited shards",
                "verdict", "cost"), rows);
    }

    /** Offered load, throughput and USL concurrency per phase. */
    public static Table sweep(Sweep sweep) {
        List<List<String>> rows = new ArrayList<>();
        for (SweepPoint p : sweep.points()) {
            rows.add(List.of(p.label(), Fmt.num(p.startSeconds(), 0) + "-" + Fmt.num(p.endSeconds(), 0),
                    Fmt.num(p.offeredRatePerSecond(), 1), Fmt.num(p.throughputPerSecond(), 1),
                    Fmt.micros(p.meanLatencyMicros()), Fmt.num(p.concurrency(), 2) + " (" + p.concurrencySource() + ")"));
        }
        return new Table(List.of("phase", "seconds", "offered (req/s)", "throughput X (2xx/s)", "mean latency R",
                "N"), rows);
    }

    /** A person never sees an empty cell: {@code text}, or what to say when it is blank. */
    static String orElse(String text, String instead) {
        return text == null || text.isBlank() ? instead : text;
    }
}
