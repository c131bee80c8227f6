package io.hotshard.redisload;

import io.hotshard.redis.NodeSampler;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The end of a run, finished or interrupted, once the client stopped and the nodes' last samples are in: the summary
 * ({@link RedisRunSummary}) written beside the samples, the failover put on the timeline, and {@code run.json}'s
 * {@code redis} and {@code generator} sections set.
 */
final class RunConclusion {

    private RunConclusion() {
    }

    /** Writes the run's figures; {@code inFlight} commands had no answer yet, {@code reshard} may be null. */
    static RedisRunSummary record(RedisRunParts run, int inFlight, HotMasterChaos chaos, ReshardSnapshot reshard) {
        RedisLoadCounts counts = run.load().counts();
        Map<Integer, NodeSampler.NodeTotals> totals = run.sampler().totals();
        int[] owners = run.topology().slotOwnerPorts();
        SlotForecast forecast = run.forecast();
        Optional<RedisReshard> moved = Optional.ofNullable(reshard).map(r -> r.figures(run.topology(),
                forecast.perSlot(), calls(totals, true), calls(totals, false)));
        Map<Integer, Double> placed = reshard == null ? RedisNodeShares.bySlots(counts.perSlot(), owners)
                : reshard.placed(run.topology(), counts.perSlot());
        RedisRunSummary summary = RedisRunSummary.of(run.plan(), run.started(), Instant.now(), run.topology(),
                forecast.shares(owners), placed, run.load().shardFigures(), counts, inFlight, chaos.killWindow(),
                totals, forecast.hottestSlot(), forecast.hottestSlotShare(), forecast.hottestKey(),
                forecast.hottestKeyShare(), run.load().failover().result(), moved, run.events().list());
        summary.write(run.directory());
        chaos.recordFailover(summary.failover());
        run.recorder().section(RunFiles.REDIS_SECTION, summary.toJson());
        run.recorder().section("generator", new JsonObject().put("requests", counts.sent())
                .put("offered", counts.sent() + counts.refused()).put("ok", counts.succeeded())
                .put("failed", counts.failed() + counts.timedOut()).put("refused", counts.refused()));
        return summary;
    }

    /** Each node's calls at its first (or last) answered sample, by port. */
    private static Map<Integer, Long> calls(Map<Integer, NodeSampler.NodeTotals> totals, boolean first) {
        Map<Integer, Long> calls = new TreeMap<>();
        totals.forEach((port, t) -> calls.put(port, (first ? t.first() : t.last()).calls()));
        return calls;
    }
}
