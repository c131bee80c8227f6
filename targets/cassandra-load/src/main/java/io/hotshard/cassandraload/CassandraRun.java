package io.hotshard.cassandraload;

import io.hotshard.cassandra.NodeProcess;
import io.hotshard.recording.RunRecorder;
import io.hotshard.runformat.RunFiles;
import io.hotshard.storeload.ClientLatencyLog;
import io.hotshard.storeload.Closer;
import io.hotshard.storeload.StoreDashboard;
import io.hotshard.storeload.StoreRunEnd;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One run against a Cassandra cluster: the cluster (started for the run, or an existing one reached through
 * {@code hotshard.target}), the rows preloaded, the client, the nodes sampled once a second into
 * {@code cassandra-nodes.csv} and shown on a live dashboard ({@link CassandraSnapshot}), and at the end the summary
 * ({@link CassandraRunSummary}) beside the samples; a cluster started for the run is stopped. {@code run.json} is
 * recorded from the client side ({@link io.hotshard.recording.ClientSideTarget#cassandra}), with the summary as its
 * {@code cassandra} section.
 *
 * <p>A run whose JVM begins to exit before it finished (SIGTERM, Ctrl-C) is stopped as {@link StoreRunEnd} says:
 * an {@code interrupted} note, the client stopped, the last samples, the summary, {@code run.json} marked
 * incomplete, every node the run started stopped, and the report written.
 */
public final class CassandraRun implements StoreRunEnd.Run<CassandraRunSummary>, AutoCloseable {

    private final CassandraRunParts parts;
    private final StoreRunEnd<CassandraRunSummary> end;
    private final Closer closer;
    private final ClientLatencyLog clientLog;
    private final Optional<NodeAddition> addition;
    private final Optional<NodeChaos> chaos;
    private final StoreDashboard dashboard;

    private CassandraRun(CassandraRunParts parts, StoreRunEnd<CassandraRunSummary> end) {
        this.parts = parts;
        this.end = end;
        this.closer = end.closer();
        this.clientLog = closer.add(ClientLatencyLog.start(parts.load().latency(), parts.directory(),
                parts.recordingStartedMillis()));
        // Added last, closed first: a bootstrap under way stops before the sampler and the cluster.
        ChaosSettings settings = parts.plan().settings().chaos();
        this.addition = settings.addNodeAt().map(at -> closer.add(NodeAddition.schedule(parts, at)));
        // Added after the cluster, closed before it: a paused node is resumed before the nodes are stopped.
        this.chaos = settings.actsOnANode() ? Optional.of(closer.add(NodeChaos.schedule(parts, settings)))
                : Optional.empty();
        this.dashboard = closer.add(StoreDashboard.start(CassandraSnapshot.LAYOUT,
                new CassandraSnapshot(DashboardInputs.of(parts)), parts.plan().settings().dashboardPort()));
    }

    /** Starts the run: cluster, client, preload, prediction, sampler; a start that fails closes what it opened. */
    public static CassandraRun start(CassandraRunPlan plan) {
        return StoreRunEnd.start("hotshard-cassandra-run-interrupted",
                end -> new CassandraRun(CassandraRunStart.open(plan, end.closer()), end));
    }

    /** The live dashboard's address (served until the run finishes). */
    public String dashboardUrl() {
        return dashboard.url();
    }

    /** The client requests go through. */
    public CassandraLoad load() {
        return parts.load();
    }

    /** The run directory. */
    @Override
    public Path directory() {
        return parts.directory();
    }

    /** The prediction, made on the ring as the load began. */
    public TokenForecast forecast() {
        return parts.forecast();
    }

    /** The keyspace's replication factor. */
    public int rf() {
        return parts.rf();
    }

    /** The node processes the run started (empty for a target). */
    public List<NodeProcess> processes() {
        return parts.cluster().processes();
    }

    /**
     * Drains the client, takes the last samples, writes the summary and {@code run.json} (complete), stops a cluster
     * started for the run.
     */
    public synchronized CassandraRunSummary finish() {
        return end.finish(parts.plan().settings().timeout().multipliedBy(2));
    }

    /** Stops an unfinished run: everything it opened closed, its cluster stopped. */
    @Override
    public void close() {
        end.close();
    }

    @Override
    public RunRecorder recorder() {
        return parts.recorder();
    }

    /** What the client and the nodes saw of a node killed or paused. */
    private CassandraChaos chaosSummary(NodeChaos nodeChaos) {
        ChaosSettings settings = parts.plan().settings().chaos();
        List<Map.Entry<Duration, String>> done = new ArrayList<>();
        settings.pauseAt().ifPresent(at -> done.add(Map.entry(at, "SIGSTOP at " + at.toMillis() + " ms for "
                + settings.pauseFor().toMillis() + " ms")));
        settings.killAt().ifPresent(at -> done.add(Map.entry(at, "SIGKILL at " + at.toMillis() + " ms")));
        settings.decommissionAt().ifPresent(at -> done.add(Map.entry(at, "decommission at " + at.toMillis() + " ms")));
        done.sort(Map.Entry.comparingByKey());
        String actions = String.join(" and ", done.stream().map(Map.Entry::getValue).toList());
        return new CassandraChaos(nodeChaos.address(), actions, ChaosPrediction.oneDead(
                parts.plan().settings().consistency(), parts.rf()), parts.load().errorsByKind(),
                NodeChaos.hints(List.copyOf(parts.ring().tokens().keySet())),
                nodeChaos.decommissioned().map(d -> (d.endMillis() - d.startMillis()) / 1000.0).orElse(-1.0),
                nodeChaos.decommissioned().map(NodeChaos.Decommission::streamedBytes).orElse(-1L),
                nodeChaos.decommissioned().map(d -> PhaseLatency.of(PhaseLatency.read(parts.directory()
                        .resolve(RunFiles.CLIENT_LOG)), d.startMillis(), d.endMillis())).orElse(null));
    }

    /** The added node's figures; its client latency from {@code client.hlog}, closed by then. */
    private CassandraBootstrap bootstrap(NodeAddition added) {
        Optional<BootstrapFacts> facts = added.facts();
        if (facts.isEmpty()) {
            int before = parts.ring().tokens().size();
            String address = parts.plan().settings().layout(parts.directory()).address(before);
            return CassandraBootstrap.notNormal(added.failure().map(why -> "failed: " + why)
                    .orElse("still joining at the end"), address, before);
        }
        return CassandraBootstrap.of(facts.get(), parts.sampler().totals(),
                PhaseLatency.read(parts.directory().resolve(RunFiles.CLIENT_LOG)), parts.recordingStartedMillis(),
                parts.rf());
    }

    @Override
    public CassandraRunSummary conclude(Duration drain) {
        int inFlight = parts.load().stop(drain);
        closer.closeNow(parts.sampler());
        closer.closeNow(clientLog);
        CassandraRunSummary summary = CassandraRunSummary.of(parts, inFlight, Instant.now().toString(),
                addition.map(this::bootstrap).orElse(null), chaos.map(this::chaosSummary).orElse(null),
                TableFacts.measure(parts.plan().settings(), parts.load().rowsRead(), parts.ring().tokens().keySet()));
        summary.write(parts.directory());
        CassandraLoadCounts counts = summary.counts();
        parts.recorder().section(RunFiles.CASSANDRA_SECTION, summary.toJson());
        parts.recorder().section("generator", new JsonObject().put("requests", counts.sent())
                .put("offered", counts.sent() + counts.refused()).put("ok", counts.succeeded())
                .put("failed", counts.failed() + counts.timedOut()).put("refused", counts.refused()));
        return summary;
    }
}
