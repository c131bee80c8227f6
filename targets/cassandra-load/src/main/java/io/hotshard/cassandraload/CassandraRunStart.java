package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.CqlSession;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.RingState;
import io.hotshard.recording.ClientSideTarget;
import io.hotshard.recording.RunDirectories;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunSettings;
import io.hotshard.runformat.RunFiles;
import io.hotshard.storeload.Closer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;

/**
 * Opens a Cassandra run in order: the run directory, the cluster, the client, the preloaded rows, the ring and the
 * prediction, the nodes' sampler (its first round the baseline) and the recorder. Each part is handed to the closer
 * as it opens, so a start that fails half-way, or a stop while it is under way, closes what was opened, the last
 * first.
 */
final class CassandraRunStart {

    private CassandraRunStart() {
    }

    /** Opens every part of the run; blocks for the cluster's start and the preload. */
    static CassandraRunParts open(CassandraRunPlan plan, Closer closer) {
        Instant started = Instant.now();
        Path directory = RunDirectories.given(plan.runDirectory(), plan.runsRoot(), plan.simulation(), started);
        CassandraSettings settings = plan.settings();
        CassandraRunCluster cluster = closer.add(CassandraRunCluster.of(settings, directory));
        long begun = System.nanoTime();
        cluster.up();
        long clusterMillis = (System.nanoTime() - begun) / 1_000_000;
        CassandraLoad load = closer.add(new CassandraLoad(settings.contactAddress(), settings.contactPort(),
                settings));
        begun = System.nanoTime();
        int rows = CassandraPreload.run(load, plan.preloadKeys());
        RingState ring = cluster.ring();
        TableFacts.flush(ring.tokens().keySet(), TableFacts.tableOf(settings));
        StartTimes times = new StartTimes(clusterMillis, (System.nanoTime() - begun) / 1_000_000, rows);
        int rf = keyspaceRf(load.session());
        TokenForecast forecast = TokenForecast.of(plan.predictedReads(), plan.predictedWrites(),
                new ReplicaMap(ring.tokens()), rf, settings.mitigation()::tokens);
        JmxSampler sampler = closer.add(JmxSampler.start(new ArrayList<>(ring.tokens().keySet()),
                directory.resolve(RunFiles.CASSANDRA_NODES), System.currentTimeMillis(), Duration.ofSeconds(1)));
        RunRecorder recorder;
        try {
            // The run's InterruptHook, not the recorder's own, marks an interrupted run: it records why first.
            recorder = closer.add(RunRecorder.startClientSide(RunSettings.of(directory, plan.simulation(),
                    plan.seed()).withParameters(plan.parameters()).withShutdownHook(false),
                    ClientSideTarget.cassandra(cluster.url())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new CassandraRunParts(plan, directory, started, cluster, ring, rf, load, forecast, sampler, recorder,
                System.currentTimeMillis(), times);
    }

    /** The replication factor of hotshard's keyspace, from the driver's schema metadata. */
    private static int keyspaceRf(CqlSession session) {
        String rf = session.getMetadata().getKeyspace(CassandraLayout.KEYSPACE)
                .map(k -> k.getReplication().get("replication_factor"))
                .orElseThrow(() -> new IllegalArgumentException("the cluster has no keyspace "
                        + CassandraLayout.KEYSPACE + "; start it with hotshard cassandra up"));
        if (rf == null) {
            throw new IllegalArgumentException("keyspace " + CassandraLayout.KEYSPACE + " is not replicated with"
                    + " SimpleStrategy; its replicas cannot be predicted");
        }
        return Integer.parseInt(rf.trim());
    }
}
