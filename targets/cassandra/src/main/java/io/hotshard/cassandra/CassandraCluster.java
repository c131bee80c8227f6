package io.hotshard.cassandra;

import io.hotshard.processes.StopAll;
import io.hotshard.processes.Trees;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A Cassandra cluster of local JVMs that hotshard started: {@link #up} starts the nodes one at a time and creates
 * hotshard's keyspace; {@link #attach} finds one again from its directory; {@link #ring} reads its ring over JMX;
 * {@link #down} stops its own processes by PID and removes the directory.
 */
public final class CassandraCluster {

    /** How long {@link #down} waits for the nodes to drain and exit after SIGTERM before it SIGKILLs the rest. */
    public static final Duration STOP_GRACE = Duration.ofSeconds(45);
    /** How long a JMX connection to a node may take. */
    public static final Duration JMX_TIMEOUT = Duration.ofSeconds(5);

    private final CassandraLayout layout;

    CassandraCluster(CassandraLayout layout) {
        this.layout = layout;
    }

    /**
     * Starts the nodes of {@code layout} one at a time, each once the one before is normal and answers CQL, then
     * creates hotshard's keyspace and table; announces each step to {@code events}. A failure, or a JVM shutdown while
     * it waits, stops the nodes it started. Each node may take {@code nodeTimeout}.
     */
    public static CassandraCluster up(CassandraLayout layout, ServerJvm jvm, Duration nodeTimeout,
                                      Consumer<StartEvent> events) {
        return new ClusterStart(layout, jvm, nodeTimeout, events).run();
    }

    /**
     * Starts one more node on the next address while the cluster runs: it bootstraps (takes its tokens and streams
     * their data from the others) and is returned as part of the grown cluster once it is normal and answers CQL.
     * Blocks the calling thread for the whole bootstrap; the node may take {@code nodeTimeout}. A node that fails to
     * join is left recorded, so that {@link #down} stops it with the others.
     */
    public CassandraCluster addNode(ServerJvm jvm, Duration nodeTimeout, Consumer<StartEvent> events) {
        return new ClusterStart(layout.withNodes(layout.nodes() + 1), jvm, nodeTimeout, events).addLast();
    }

    /** The cluster whose files are in {@code dir}; fails in one line when none is there. */
    public static CassandraCluster attach(Path dir) {
        return new CassandraCluster(ClusterRecord.read(dir));
    }

    /** The shape this cluster was started with. */
    public CassandraLayout layout() {
        return layout;
    }

    /** The node processes recorded in the directory, in node order. */
    public List<NodeProcess> processes() {
        List<NodeProcess> processes = new ArrayList<>();
        for (int i = 0; i < layout.nodes(); i++) {
            NodeProcess.recorded(layout.address(i), layout.nodeDir(i)).ifPresent(processes::add);
        }
        return processes;
    }

    /** A JMX connection to the first node that answers; fails in one line naming each node's answer. */
    public NodeJmx jmx() {
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < layout.nodes(); i++) {
            try {
                return NodeJmx.connect(layout.jmxPort(i), JMX_TIMEOUT);
            } catch (IllegalArgumentException e) {
                failures.add(layout.address(i));
            }
        }
        throw new IllegalArgumentException("no node of " + layout.dir() + " answers JMX (" + String.join(", ", failures)
                + ")");
    }

    /** The ring as the first answering node sees it, with effective ownership for hotshard's keyspace. */
    public RingState ring() {
        try (NodeJmx jmx = jmx()) {
            return RingState.read(jmx.storage(), CassandraLayout.KEYSPACE);
        }
    }

    /**
     * Stops every recorded process, each even when another fails: SIGTERM to all at once, then SIGKILL to any still
     * there after {@link #STOP_GRACE}; removes the directory and returns what was stopped. Fails naming every node that
     * could not be stopped, after trying them all; the directory is then kept for another try.
     */
    public List<NodeProcess> down() {
        List<String> failures = new ArrayList<>();
        List<NodeProcess> running = new ArrayList<>();
        for (int i = 0; i < layout.nodes(); i++) {
            try {
                NodeProcess.recorded(layout.address(i), layout.nodeDir(i)).filter(NodeProcess::running)
                        .ifPresent(running::add);
            } catch (RuntimeException e) {
                failures.add(layout.address(i) + ": " + e.getMessage());
            }
        }
        StopAll<NodeProcess> stop = StopAll.of(running, STOP_GRACE,
                p -> "node " + p.address() + " (pid " + p.pid() + ")");
        failures.addAll(stop.failures());
        if (!failures.isEmpty()) {
            throw new IllegalStateException("could not stop every node of " + layout.dir() + ": "
                    + String.join("; ", failures) + " (stopped " + stop.stopped().size() + " of " + running.size()
                    + " running; the directory is kept)");
        }
        Trees.delete(layout.dir());
        return stop.stopped();
    }

    /** The process of the node at {@code address}, if one is recorded. */
    public Optional<NodeProcess> process(String address) {
        int i = layout.addresses().indexOf(address);
        return i < 0 ? Optional.empty() : NodeProcess.recorded(address, layout.nodeDir(i));
    }
}
