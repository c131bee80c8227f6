package io.hotshard.cassandraload;

import io.hotshard.cassandra.NodeProcess;
import io.hotshard.recording.RunRecorder;
import io.hotshard.runformat.RunFiles;
import io.hotshard.sim.ClientLatencyLog;
import io.hotshard.sim.Closer;
import io.hotshard.sim.StoreRunEnd;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * One run against a Cassandra cluster: the cluster (started for the run, or an existing one reached through
 * {@code hotshard.target}), the rows preloaded, the client, the nodes sampled once a second into
 * {@code cassandra-nodes.csv}, and at the end the summary ({@link CassandraRunSummary}) beside the samples; a cluster
 * started for the run is stopped. {@code run.json} is recorded from the client side
 * ({@link io.hotshard.recording.ClientSideTarget#cassandra}), with the summary as its {@code cassandra} section.
 *
 * <p>A run whose JVM begins to exit before it finished (SIGTERM, Ctrl-C) is stopped as {@link StoreRunEnd} says:
 * an {@code interrupted} note, the client stopped, the last samples, the summary, {@code run.json} marked
 * incomplete, every node the run started stopped, and the report written.
 */
public final class CassandraRun implements StoreRunEnd.Run<CassandraRunSummary>, AutoCloseable {

    private final RunParts parts;
    private final StoreRunEnd<CassandraRunSummary> end;
    private final Closer closer;
    private final ClientLatencyLog clientLog;

    private CassandraRun(RunParts parts, StoreRunEnd<CassandraRunSummary> end) {
        this.parts = parts;
        this.end = end;
        this.closer = end.closer();
        this.clientLog = closer.add(ClientLatencyLog.start(parts.load().latency(), parts.directory(),
                parts.recordingStartedMillis()));
    }

    /** Starts the run: cluster, client, preload, prediction, sampler; a start that fails closes what it opened. */
    public static CassandraRun start(CassandraRunPlan plan) {
        return StoreRunEnd.start("hotshard-cassandra-run-interrupted",
                end -> new CassandraRun(CassandraRunStart.open(plan, end.closer()), end));
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

    @Override
    public CassandraRunSummary conclude(Duration drain) {
        int inFlight = parts.load().stop(drain);
        closer.closeNow(parts.sampler());
        closer.closeNow(clientLog);
        CassandraRunSummary summary = CassandraRunSummary.of(parts, inFlight, Instant.now().toString());
        summary.write(parts.directory());
        LoadCounts counts = summary.counts();
        parts.recorder().section(RunFiles.CASSANDRA_SECTION, summary.toJson());
        parts.recorder().section("generator", new JsonObject().put("requests", counts.sent())
                .put("offered", counts.sent() + counts.refused()).put("ok", counts.succeeded())
                .put("failed", counts.failed() + counts.timedOut()).put("refused", counts.refused()));
        return summary;
    }
}
