package io.hotshard.cassandraload;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.AtomicFiles;
import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNode;
import io.hotshard.runformat.CassandraReconciliation;
import io.hotshard.runformat.RunColumns;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A finished run's figures: each node's predicted and measured share of local reads and writes, the hottest node
 * both ways, the sample's hottest key and its replicas, the reconciliation of statements sent against the nodes'
 * coordinator counts, the mitigations in force ({@link CassandraMitigation#describe}, whether a client-side cache
 * answered reads), a node added under load ({@code bootstrap}, null when none was) and a node killed or paused
 * ({@code chaos}, null when none was), the capacity plan from each node's CPU per request served
 * ({@link NodeCosts}) and what the table cost ({@link TableFacts}). The shares are those of the nodes of the ring as
 * the load began. Written as
 * {@code cassandra-shares.csv} and as the {@code cassandra} section of
 * {@code run.json}.
 */
public record CassandraRunSummary(String simulation, long seed, String consistency, int rf, CassandraLoadCounts counts,
                                  List<CassandraNode> nodes, String predictedHottest, String measuredHottest,
                                  String hottestKey, double hottestKeyShare, List<String> hottestKeyReplicas,
                                  CassandraReconciliation reconciliation, StartTimes start, String started,
                                  String ended, String mitigation, boolean clientCache, CassandraBootstrap bootstrap,
                                  CassandraChaos chaos, CassandraCapacity capacity, TableFacts table) {

    /** The summary of {@code run}'s figures, {@code inFlight} requests having had no answer. */
    static CassandraRunSummary of(CassandraRunParts run, int inFlight, String ended, CassandraBootstrap bootstrap,
                                  CassandraChaos chaos, TableFacts table) {
        CassandraLoadCounts counts = run.load().counts();
        Map<String, NodeTotals> totals = run.sampler().totals();
        Map<String, Long> reads = new LinkedHashMap<>();
        Map<String, Long> writes = new LinkedHashMap<>();
        TokenForecast forecast = run.forecast();
        forecast.readShares().keySet().forEach(a -> {
            NodeTotals t = totals.get(a);
            reads.put(a, t == null ? 0 : t.localReads());
            writes.put(a, t == null ? 0 : t.localWrites());
        });
        Map<String, Double> readShares = NodeShare.of(reads);
        Map<String, Double> writeShares = NodeShare.of(writes);
        List<CassandraNode> nodes = new ArrayList<>();
        // Every node sampled coordinates: one added during the run too, from the moment it was normal.
        long coordinated = totals.values().stream().mapToLong(NodeTotals::coordinated).sum();
        for (String a : forecast.readShares().keySet()) {
            NodeTotals t = totals.get(a);
            nodes.add(new CassandraNode(a, forecast.readShares().get(a), readShares.get(a), reads.get(a),
                    forecast.writeShares().get(a), writeShares.get(a), writes.get(a),
                    t == null ? 0 : t.coordinated(), t == null ? -1 : t.peakReadPending(),
                    t == null ? -1 : t.peakNativePending()));
        }
        CassandraReconciliation reconciliation = CassandraReconciliation.of(counts.statements(), coordinated,
                counts.failed() + counts.timedOut(), inFlight);
        CassandraSettings settings = run.plan().settings();
        return new CassandraRunSummary(run.plan().simulation(), run.plan().seed(), settings.consistency().name(),
                run.rf(), counts, List.copyOf(nodes), forecast.hottestReadNode(), NodeShare.hottest(readShares),
                forecast.hottestKey(), forecast.hottestKeyShare(), forecast.hottestKeyReplicas(), reconciliation,
                run.times(), run.started().toString(), ended, settings.mitigation().describe(),
                settings.mitigation().cache().isPresent(), bootstrap, chaos, NodeCosts.capacity(totals,
                        run.sampler().series(), run.sampler().clientCpuNanos(), counts.sent(),
                        Runtime.getRuntime().availableProcessors()), table);
    }

    /** The figures of the node with the largest measured share of local reads. */
    public CassandraNode measuredHottestNode() {
        return nodes.stream().filter(n -> n.address().equals(measuredHottest)).findFirst().orElseThrow();
    }

    /** The figures of the node with the largest predicted share of local reads. */
    public CassandraNode predictedHottestNode() {
        return nodes.stream().filter(n -> n.address().equals(predictedHottest)).findFirst().orElseThrow();
    }

    /** The {@code cassandra} section of {@code run.json}: every figure of the summary. */
    public JsonObject toJson() {
        try {
            return new JsonObject(new ObjectMapper().writeValueAsString(this));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes {@code cassandra-shares.csv} into {@code directory}, atomically. */
    public void write(Path directory) {
        StringBuilder csv = new StringBuilder(RunColumns.header(RunColumns.CASSANDRA_SHARES)).append('\n');
        for (CassandraNode n : nodes) {
            csv.append(String.format(Locale.ROOT, "%s,%.4f,%.4f,%d,%.4f,%.4f,%d,%d,%d,%d%n", n.address(),
                    n.predictedReadShare(), n.measuredReadShare(), n.localReads(), n.predictedWriteShare(),
                    n.measuredWriteShare(), n.localWrites(), n.coordinatorRequests(), n.peakReadPending(),
                    n.peakNativePending()));
        }
        try {
            AtomicFiles.write(directory.resolve(RunFiles.CASSANDRA_SHARES), csv.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The figures in a few lines. */
    public void print(PrintStream out) {
        out.println(String.format(Locale.ROOT, "hotshard: %s (consistency %s, rf %d): reads %d, writes %d, ok %d,"
                        + " failed %d, timed out %d, refused at the cap %d", simulation, consistency, rf,
                counts.reads(), counts.writes(), counts.succeeded(), counts.failed(), counts.timedOut(),
                counts.refused()));
        out.println(String.format(Locale.ROOT, "  start: cluster %.1f s, preload of %d rows %.1f s; hottest key %s"
                        + " (%.1f%% of the sample), replicas %s", start.clusterMillis() / 1000.0, start.preloadRows(),
                start.preloadMillis() / 1000.0, hottestKey, 100 * hottestKeyShare, hottestKeyReplicas));
        out.println("  node          local reads: predicted  measured  (count)   local writes: predicted  measured"
                + "  coordinated  peak pending read/native");
        for (CassandraNode n : nodes) {
            out.println(String.format(Locale.ROOT, "  %-12s %20.1f%% %8.1f%% %9d %22.1f%% %8.1f%% %12d %12d / %d",
                    n.address(), 100 * n.predictedReadShare(), 100 * n.measuredReadShare(), n.localReads(),
                    100 * n.predictedWriteShare(), 100 * n.measuredWriteShare(), n.coordinatorRequests(),
                    n.peakReadPending(), n.peakNativePending()));
        }
        out.println("  hottest node by local reads: predicted " + predictedHottest + ", measured " + measuredHottest);
        out.println(String.format(Locale.ROOT, "  mitigation: %s; statements per read %.2f, per write %.2f;"
                        + " client-side cache hits %d of %d reads (%.1f%%); hottest node's share of local reads %.1f%%",
                mitigation, counts.requestsPerRead(), counts.requestsPerWrite(), counts.cacheHits(), counts.reads(),
                100 * counts.hitRatio(), 100 * measuredHottestNode().measuredReadShare()));
        out.println(String.format(Locale.ROOT, "  reconciliation: statements sent %d, coordinated (Σ ClientRequest"
                        + " counts) %d: %s", reconciliation.sent(), reconciliation.coordinated(),
                reconciliation.exact() ? "exact" : "differ by "
                        + Math.abs(reconciliation.sent() - reconciliation.coordinated()) + ", within "
                        + reconciliation.failedOrTimedOut() + " failed or timed out + " + reconciliation.inFlightAtEnd()
                        + " in flight: " + reconciliation.withinTolerance()));
        out.println(CapacityLines.of(capacity));
        if (table != null) {
            table.print(out);
        }
        if (bootstrap != null) {
            printBootstrap(out);
        }
        if (chaos != null) {
            out.println("  chaos: " + chaos.actions() + " on " + chaos.node() + "; client errors by kind "
                    + chaos.errorsByKind() + "; hints written by the end " + chaos.hints());
            out.println("    seed: " + chaos.prediction());
            if (chaos.decommissionLatency() != null) {
                out.println(String.format(Locale.ROOT, "    decommission: %.1f s, %d bytes streamed away; client p99"
                                + " before %.1f ms, during %.1f ms, after %.1f ms", chaos.decommissionSeconds(),
                        chaos.decommissionStreamedBytes(), chaos.decommissionLatency().beforeMs(),
                        chaos.decommissionLatency().duringMs(), chaos.decommissionLatency().afterMs()));
            }
        }
    }

    private void printBootstrap(PrintStream out) {
        CassandraBootstrap b = bootstrap;
        if (!b.outcome().equals(CassandraBootstrap.NORMAL)) {
            out.println("  node added: " + b.address() + " " + b.outcome());
            return;
        }
        out.println(String.format(Locale.ROOT, "  node added: %s at %.1f s, normal after %.1f s; streamed in %d bytes"
                        + " from %s", b.address(), b.startedAtSeconds(), b.bootstrapSeconds(), b.streamedBytes(),
                b.sentBytes()));
        out.println(String.format(Locale.ROOT, "    data: %.1f%% of the keyspace's (%d of %d bytes over rf %d);"
                        + " token space %.1f%%, effective ownership %.1f%%; seed 1/(n+1) = %.1f%%",
                100 * b.measuredDataShare(), b.newNodeBytes(), b.otherNodesBytes(), rf, 100 * b.primaryShare(),
                100 * b.effectiveShare(), 100 * b.seedShare()));
        out.println(String.format(Locale.ROOT, "    local reads after: predicted %.1f%%, measured %.1f%% (%d);"
                        + " client p99 before %.1f ms, during %.1f ms, after %.1f ms", 100 * b.predictedReadShare(),
                100 * b.measuredReadShare(), b.localReadsAfter(), b.latency().beforeMs(), b.latency().duringMs(),
                b.latency().afterMs()));
    }
}
