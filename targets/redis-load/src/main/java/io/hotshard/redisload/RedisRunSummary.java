package io.hotshard.redisload;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.redis.NodeSampler.NodeTotals;
import io.hotshard.runformat.AtomicFiles;
import io.hotshard.runformat.RedisFailover;
import io.hotshard.runformat.RedisReconciliation;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RedisShard;
import io.hotshard.runformat.RunColumns;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A finished run's figures: each shard's predicted, client-placed and measured share with its master's main-loop
 * utilisation; the reconciliation of commands sent against the nodes' commandstats calls; the failover as the client
 * saw it; the events. Written as {@code redis-shares.csv} into the run directory and as the {@code redis} section of
 * its {@code run.json}.
 */
public record RedisRunSummary(String simulation, long seed, Map<String, String> parameters, String started,
                              String ended, String command, RedisLoadCounts counts, List<RedisShard> shards, int hottestSlot,
                              double hottestSlotShare, String hottestKey, double hottestKeyShare,
                              RedisReconciliation reconciliation, RedisFailover failover,
                              Optional<RedisReshard> reshard, List<String> events) {


    static RedisRunSummary of(RedisRunPlan plan, Instant started, Instant ended, ClusterTopology topology,
                              Map<Integer, Double> predicted, Map<Integer, Double> placed,
                              Map<Integer, ShardClientStats.Figures> client, RedisLoadCounts counts,
                              int inFlight, long killWindow, Map<Integer, NodeTotals> totals, int hottestSlot,
                              double hottestSlotShare, String hottestKey, double hottestKeyShare,
                              RedisFailover failover, Optional<RedisReshard> reshard, List<String> events) {
        Map<Integer, Integer> shardOf = RedisNodeShares.shardOf(topology);
        Map<Integer, Long> calls = new TreeMap<>();
        totals.forEach((port, t) -> calls.put(port, t.calls()));
        Map<Integer, Double> measured = RedisNodeShares.byNodes(calls, shardOf);
        Map<Integer, Long> shardCalls = new TreeMap<>();
        Map<Integer, Long> replicaCalls = new TreeMap<>();
        Map<Integer, Double> replicaMeanBusy = new TreeMap<>();
        Map<Integer, Double> replicaPeakBusy = new TreeMap<>();
        calls.forEach((port, n) -> {
            int shard = shardOf.getOrDefault(port, port);
            shardCalls.merge(shard, n, Long::sum);
            if (shard != port) {
                replicaCalls.merge(shard, n, Long::sum);
                replicaMeanBusy.merge(shard, totals.get(port).meanCommandBusy(), Math::max);
                replicaPeakBusy.merge(shard, totals.get(port).peakCommandBusy(), Math::max);
            }
        });
        List<Integer> masters = new ArrayList<>(topology.masters().stream().map(m -> m.port()).toList());
        reshard.ifPresent(r -> masters.add(r.addedPort()));
        List<RedisShard> shards = new ArrayList<>();
        for (int port : masters) {
            NodeTotals t = totals.get(port);
            shards.add(new RedisShard(port, predicted.getOrDefault(port, 0.0), placed.getOrDefault(port, 0.0),
                    measured.getOrDefault(port, 0.0), shardCalls.getOrDefault(port, 0L),
                    t == null ? 0 : t.meanUtilisation(), t == null ? 0 : t.peakUtilisation(),
                    t == null ? 0 : t.meanCommandBusy(), t == null ? 0 : t.peakCommandBusy(),
                    replicaCalls.getOrDefault(port, 0L), replicaMeanBusy.getOrDefault(port, 0.0),
                    replicaPeakBusy.getOrDefault(port, 0.0),
                    client.containsKey(port) ? client.get(port).p99Micros() : -1,
                    client.containsKey(port) ? client.get(port).failed() : 0));
        }
        long served = calls.values().stream().mapToLong(Long::longValue).sum();
        long uncertain = counts.failed() + counts.timedOut();
        long difference = Math.abs(counts.sent() - served);
        RedisReconciliation reconciliation = new RedisReconciliation(counts.sent(), served, uncertain, inFlight,
                killWindow, difference == 0, difference <= uncertain + inFlight + killWindow);
        return new RedisRunSummary(plan.simulation(), plan.seed(), plan.parameters(), started.toString(),
                ended.toString(), plan.settings().command().toString(), counts, List.copyOf(shards), hottestSlot,
                hottestSlotShare, hottestKey, hottestKeyShare, reconciliation, failover, reshard, events);
    }

    /** The shard with the largest measured share. */
    public RedisShard hottest() {
        return shards.stream().max(java.util.Comparator.comparingDouble(RedisShard::measured)).orElseThrow();
    }

    /** The {@code redis} section of {@code run.json}: every figure of the summary. */
    public JsonObject toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("simulation", simulation);
        json.put("seed", seed);
        json.put("parameters", parameters);
        json.put("started", started);
        json.put("ended", ended);
        json.put("command", command);
        Map<String, Object> client = new LinkedHashMap<>();
        client.put("sent", counts.sent());
        client.put("succeeded", counts.succeeded());
        client.put("failed", counts.failed());
        client.put("timedOut", counts.timedOut());
        client.put("refusedAtCap", counts.refused());
        client.put("writes", counts.writes());
        client.put("writeCommands", counts.writeCommands());
        client.put("readsSentToReplicas", counts.replicaReads());
        client.put("cacheHits", counts.cacheHits());
        client.put("cacheMisses", counts.cacheMisses());
        json.put("client", client);
        json.put("shards", shards);
        json.put("hottestSlot", hottestSlot);
        json.put("hottestSlotShare", hottestSlotShare);
        json.put("hottestKey", hottestKey);
        json.put("hottestKeyShare", hottestKeyShare);
        json.put("reconciliation", reconciliation);
        json.put("failover", failover);
        reshard.ifPresent(r -> json.put("reshard", r));
        json.put("events", events);
        try {
            return new JsonObject(new ObjectMapper().writeValueAsString(json));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes {@code redis-shares.csv} into {@code directory}, atomically. */
    public void write(Path directory) {
        StringBuilder csv = new StringBuilder(RunColumns.header(RunColumns.REDIS_SHARES)).append('\n');
        for (RedisShard s : shards) {
            csv.append(String.format(Locale.ROOT, "%d,%.4f,%.4f,%.4f,%d,%.4f,%.4f,%.4f,%.4f,%d,%.4f,%.4f,%d,%d%n",
                    s.port(), s.predicted(), s.placed(), s.measured(), s.calls(), s.meanUtilisation(),
                    s.peakUtilisation(), s.meanCommandBusy(), s.peakCommandBusy(), s.replicaCalls(),
                    s.replicaMeanCommandBusy(), s.replicaPeakCommandBusy(), s.clientP99Micros(),
                    s.clientFailed()));
        }
        try {
            AtomicFiles.write(directory.resolve(RunFiles.REDIS_SHARES), csv.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The figures in a few lines. */
    public void print(PrintStream out) {
        out.println(String.format(Locale.ROOT, "hotshard: %s (%s): sent %d, ok %d, failed %d, timed out %d,"
                        + " refused at the cap %d", simulation, command, counts.sent(), counts.succeeded(),
                counts.failed(), counts.timedOut(), counts.refused()));
        if (counts.cacheHits() + counts.cacheMisses() > 0) {
            out.println(String.format(Locale.ROOT, "  client-side cache of slot %d: %d hits, %d misses (hit ratio"
                    + " %.3f)", hottestSlot, counts.cacheHits(), counts.cacheMisses(), counts.cacheHitRatio()));
        }
        if (counts.writes() > 0) {
            out.println(String.format(Locale.ROOT, "  writes: %d requests as %d SET commands (%.2f per write)",
                    counts.writes(), counts.writeCommands(), (double) counts.writeCommands() / counts.writes()));
        }
        out.println("  shard   predicted  placed  measured  main-loop CPU mean/peak  in commands mean/peak  on replicas"
                + "  busiest replica in commands mean/peak");
        for (RedisShard s : shards) {
            out.println(String.format(Locale.ROOT, "  %-6d %9.1f%% %6.1f%% %8.1f%%  %13.0f%% / %3.0f%%"
                    + "  %11.0f%% / %3.0f%%  %11d  %12.0f%% / %3.0f%%", s.port(), 100 * s.predicted(), 100 * s.placed(),
                    100 * s.measured(), 100 * s.meanUtilisation(), 100 * s.peakUtilisation(),
                    100 * s.meanCommandBusy(), 100 * s.peakCommandBusy(), s.replicaCalls(),
                    100 * s.replicaMeanCommandBusy(), 100 * s.replicaPeakCommandBusy()));
        }
        out.println(String.format(Locale.ROOT, "  reconciliation: sent %d, served (Σ commandstats calls) %d: %s",
                reconciliation.sent(), reconciliation.served(), reconciliation.exact() ? "exact"
                        : "differ by " + Math.abs(reconciliation.sent() - reconciliation.served()) + ", within "
                        + reconciliation.failedOrTimedOut() + " failed or timed out + " + reconciliation.inFlightAtEnd()
                        + " in flight + " + reconciliation.killWindow() + " in flight as the node died: "
                        + reconciliation.withinTolerance()));
        reshard.ifPresent(r -> {
            out.println(String.format(Locale.ROOT, "  reshard (%s): master %d added %.1f s into the run in %d ms; %d"
                            + " slot(s) with %d keys moved to it in %d ms; hot slot %d: %d -> %d; %d requests failed or"
                            + " timed out meanwhile", r.move(), r.addedPort(), r.startedAfterMillis() / 1000.0,
                    r.addMillis(), r.slotsMoved(), r.keysMoved(), r.moveMillis(), r.hotSlot(), r.hotSlotFrom(),
                    r.hotSlotTo(), r.failedDuringMove()));
            for (var share : r.shares()) {
                out.println(String.format(Locale.ROOT, "    %-6d before: predicted %5.1f%%, measured %5.1f%%;"
                                + " after: predicted %5.1f%%, measured %5.1f%%", share.port(),
                        100 * share.predictedBefore(), 100 * share.measuredBefore(), 100 * share.predictedAfter(),
                        100 * share.measuredAfter()));
            }
        });
        if (failover.armed()) {
            out.println(String.format(Locale.ROOT, "  failover: first failure seen %d ms after the signal, first"
                            + " success after it %d ms later (%d ms after the signal), %d requests failed on its slots",
                    failover.firstFailureAfterMillis(), failover.outageMillis(), failover.recoveredAfterMillis(),
                    failover.failedRequests()));
        }
    }
}
