package io.hotshard.cassandraload;

import io.hotshard.cassandra.CassandraCluster;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.CassandraTarget;
import io.hotshard.cassandra.JavaRuntime;
import io.hotshard.cassandra.NodeJmx;
import io.hotshard.cassandra.NodeProcess;
import io.hotshard.cassandra.RingState;
import io.hotshard.cassandra.ServerClasspath;
import io.hotshard.cassandra.ServerJvm;
import io.hotshard.cassandra.StartEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The cluster a run drives: one it starts in {@code cassandra-cluster} of its run directory (3 nodes, keyspace rf 1
 * by default), stopped by PID and removed when closed; or {@code hotshard.target}'s, reached and left running.
 * Closing stops the nodes a start under way has recorded so far too.
 */
final class CassandraRunCluster implements AutoCloseable {

    private final CassandraSettings settings;
    private final Path dir;
    private volatile CassandraCluster started;
    private volatile ServerJvm jvm;

    private CassandraRunCluster(CassandraSettings settings, Path dir) {
        this.settings = settings;
        this.dir = dir;
    }

    /** The cluster of a run in {@code runDirectory}, not started yet. */
    static CassandraRunCluster of(CassandraSettings settings, Path runDirectory) {
        return new CassandraRunCluster(settings, runDirectory.resolve("cassandra-cluster"));
    }

    /** Starts the run's own cluster (nothing with {@code hotshard.target}); blocks until every node answers CQL. */
    void up() {
        if (settings.target().isPresent()) {
            return;
        }
        CassandraLayout layout = settings.layout(dir);
        jvm = new ServerJvm(JavaRuntime.current(), ServerClasspath.fromProperties().read());
        System.out.println("hotshard: starting " + layout.nodes() + " Cassandra node(s) from " + layout.baseAddress()
                + " (keyspace rf " + layout.rf() + ") in " + dir);
        started = CassandraCluster.up(layout, jvm, settings.startTimeout(), CassandraRunCluster::announce);
    }

    /**
     * Adds one node on the next address to the cluster the run started and returns its address once it bootstrapped
     * and answers CQL; blocks the calling thread meanwhile.
     */
    String addNode() {
        CassandraCluster cluster = started;
        if (cluster == null) {
            throw new IllegalStateException("a node can be added only to a cluster started for the run");
        }
        CassandraCluster grown = cluster.addNode(jvm, settings.startTimeout(), CassandraRunCluster::announce);
        started = grown;
        return grown.layout().address(grown.layout().nodes() - 1);
    }

    /** The next node's address, the one {@link #addNode} starts. */
    String nextAddress() {
        CassandraLayout layout = started.layout();
        return layout.withNodes(layout.nodes() + 1).address(layout.nodes());
    }

    /** The ring now, with effective ownership for hotshard's keyspace, read over JMX from the contact node. */
    RingState ring() {
        if (started != null) {
            return started.ring();
        }
        String address = settings.contactAddress();
        try (NodeJmx jmx = NodeJmx.connect(CassandraLayout.jmxPortOf(address), CassandraCluster.JMX_TIMEOUT)) {
            return RingState.read(jmx.storage(), CassandraLayout.KEYSPACE);
        }
    }

    /** The process of the run's node at {@code address} (none for a target). */
    Optional<NodeProcess> process(String address) {
        return started == null ? Optional.empty() : started.process(address);
    }

    /** The node processes the run started, with their PIDs (none for a target). */
    List<NodeProcess> processes() {
        return started == null ? List.of() : started.processes();
    }

    /** Stops every node the run started (also while starting) and removes its directory; a target is left alone. */
    @Override
    public void close() {
        if (settings.target().isEmpty() && Files.exists(dir)) {
            long begun = System.nanoTime();
            CassandraCluster cluster;
            try {
                // The directory's record, not the cluster at hand: it names a node being added too.
                cluster = CassandraCluster.attach(dir);
            } catch (IllegalArgumentException nothingRecorded) {
                // The start failed before it recorded a node, and removed what it had begun.
                return;
            }
            List<NodeProcess> stopped = cluster.down();
            System.out.println(String.format(Locale.ROOT, "hotshard: stopped %d Cassandra node(s) (pids %s) in %.1f s",
                    stopped.size(), stopped.stream().map(p -> Long.toString(p.pid())).toList(),
                    (System.nanoTime() - begun) / 1e9));
        }
    }

    private static void announce(StartEvent event) {
        System.out.printf(Locale.ROOT, "hotshard: [%6.1f s] %s %s%n", event.elapsed().toMillis() / 1000.0,
                event.address(), event.describe());
    }

    @Override
    public String toString() {
        return "the Cassandra cluster in " + dir;
    }

    /** The target's description for run.json. */
    String url() {
        return settings.target().map(CassandraTarget::toString).orElse("cassandra://" + settings.contactAddress()
                + ":" + settings.contactPort());
    }
}
