package io.hotshard.report.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.FanOutPrediction;
import io.hotshard.report.analysis.FidelityCheck;
import io.hotshard.report.analysis.LatencyStats;
import io.hotshard.report.analysis.QueueingRow;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.ScenarioPlan;
import io.hotshard.report.analysis.ShardLoad;
import io.hotshard.report.analysis.ShardSaturation;
import io.hotshard.report.run.HarnessInfo;
import io.hotshard.runformat.RunManifest;
import java.util.Locale;

/** The run's key figures as JSON ({@code summary.json}); NaN and infinite values are written as null. */
public final class SummaryJson {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SummaryJson() {
    }

    /** The summary as pretty-printed JSON. */
    public static String render(RunAnalysis a) {
        ObjectNode root = MAPPER.createObjectNode();
        RunManifest m = a.run().manifest();
        HarnessInfo.read(a.run().dir()).ifPresent(h -> root.putObject("harness")
                .put("line", FidelityCheck.combinedLine(h.line(), a.modelCheck()))
                .put("distorted", FidelityCheck.distorted(a.run(), a.modelCheck())).put("addedMillis", h.addedMillis()));
        root.set("modelCheck", MAPPER.valueToTree(a.modelCheck().fields()));
        ObjectNode run = root.putObject("run");
        run.put("simulation", m.simulation()).put("status", m.status().label()).put("startedAt", m.startedAt().toString());
        num(run, "durationSeconds", a.durationSeconds());
        if (m.seed().isPresent()) {
            run.put("seed", m.seed().getAsLong());
        }
        run.put("partitioner", m.cluster().partitioner()).put("shards", m.cluster().shards().size())
                .put("events", m.events().size());
        m.mitigation().ifPresent(mit -> run.put("mitigation", mit.name()));
        ObjectNode load = root.putObject("load");
        load.put("totalRequests", a.load().totalRequests()).put("hottestShard", a.load().hottest().id());
        num(load, "hottestShare", a.load().hottest().share());
        num(load, "skew", a.load().skew());
        ArrayNode shards = load.putArray("shards");
        for (ShardLoad s : a.load().shards()) {
            ObjectNode o = shards.addObject().put("id", s.id()).put("requests", s.requests());
            num(o, "share", s.share());
        }
        ObjectNode sat = root.putObject("saturation");
        sat.put("totalRejections", a.saturation().totalRejections());
        ArrayNode satShards = sat.putArray("shards");
        for (ShardSaturation s : a.saturation().shards()) {
            ObjectNode o = satShards.addObject().put("id", s.id()).put("rejections", s.rejections());
            num(o, "meanUtilisation", s.meanUtilisation());
            num(o, "peakUtilisation", s.peakUtilisation());
            num(o, "maxQueueDepth", s.maxQueueDepth());
        }
        ObjectNode latency = root.putObject("latencyMicros");
        latency(latency.putObject("singleKey"), a.singleKey());
        latency(latency.putObject("fanOut"), a.fanout());
        num(root, "errorRate", a.errorRate());
        a.fanOut().ifPresent(f -> fanOut(root.putObject("fanOutPrediction"), f));
        ArrayNode queueing = root.putArray("queueing");
        for (QueueingRow q : a.queueing()) {
            ObjectNode o = queueing.addObject().put("id", q.id()).put("concurrency", q.concurrency());
            num(o, "arrivalRatePerSecond", q.arrivalRatePerSecond());
            num(o, "meanServiceMicros", q.meanServiceMicros());
            num(o, "measuredUtilisation", q.measuredUtilisation());
            num(o, "predictedUtilisation", q.predictedUtilisation());
            num(o, "measuredMeanWaitMicros", q.measuredMeanWaitMicros());
            num(o, "predictedMeanWaitMicros", q.predictedMeanWaitMicros());
            num(o, "arrivalScv", q.arrivalScv());
            num(o, "serviceScv", q.serviceScv());
        }
        ArrayNode knees = root.putArray("knees");
        a.knees().forEach(k -> knees.addObject().put("slots", k.slots()).put("approximate", k.approximate())
                .put("exact", k.exact()));
        InjectorSection.json(root, a);
        FidelitySection.capacityRefusal(a).ifPresent(why -> root.putObject("capacity").put("refused", why));
        a.capacity().filter(plan -> FidelitySection.capacityRefusal(a).isEmpty()).ifPresent(plan -> {
            ObjectNode cap = root.putObject("capacity");
            num(cap, "targetRatePerSecond", plan.input().targetRatePerSecond());
            num(cap, "celebrityShare", plan.input().celebrityShare());
            num(cap, "shardCapacityPerSecond", plan.input().shardCapacityPerSecond());
            ArrayNode scenarios = cap.putArray("scenarios");
            for (ScenarioPlan s : plan.scenarios()) {
                ObjectNode o = scenarios.addObject().put("scenario", s.scenario().label());
                if (s.shardsNeeded().isPresent()) {
                    o.put("shardsNeeded", s.shardsNeeded().getAsInt());
                } else {
                    o.putNull("shardsNeeded");
                }
                num(o, "utilisationAtPlan", s.utilisationAtPlan());
                num(o, "p99AtPlanMicros", s.p99AtPlanMicros());
                o.put("verdict", s.verdict());
            }
        });
        a.sweep().flatMap(s -> s.fit()).ifPresent(f -> {
            ObjectNode usl = root.putObject("usl");
            num(usl, "sigma", f.sigma());
            num(usl, "kappa", f.kappa());
            num(usl, "lambda", f.lambda());
            num(usl, "peakConcurrency", f.peakConcurrency());
            num(usl, "peakThroughput", f.peakThroughput());
        });
        ObjectNode rec = root.putObject("reconciliation");
        rec.put("verdict", a.reconciliation().verdict().name().toLowerCase(Locale.ROOT))
                .put("line", a.reconciliation().line());
        ArrayNode notes = root.putArray("notes");
        a.run().notes().forEach(notes::add);
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("summary could not be written as JSON", e);
        }
    }

    private static void latency(ObjectNode o, LatencyStats s) {
        o.put("count", s.count());
        num(o, "mean", s.meanMicros());
        num(o, "p50", s.p50Micros());
        num(o, "p90", s.p90Micros());
        num(o, "p99", s.p99Micros());
        num(o, "p999", s.p999Micros());
        num(o, "max", s.maxMicros());
    }

    private static void fanOut(ObjectNode o, FanOutPrediction f) {
        o.put("shardCount", f.shardCount());
        num(o, "allBelowOwnP99", f.allBelowOwnP99());
        num(o, "perShardPercentileForP99", f.perShardPercentileForP99());
        ArrayNode rows = o.putArray("percentiles");
        f.rows().forEach(r -> {
            ObjectNode row = rows.addObject();
            num(row, "percentile", r.percentile());
            num(row, "measuredMicros", r.measuredMicros());
            num(row, "predictedMicros", r.predictedMicros());
        });
    }

    static void num(ObjectNode o, String field, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            o.putNull(field);
        } else {
            o.put(field, value);
        }
    }
}
