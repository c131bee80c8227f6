package io.hotshard.cassandra;

import io.hotshard.processes.Sleep;
import io.hotshard.cassandra.StartEvent.Step;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The start of a cluster, node by node: each node is launched once the one before is normal and answers CQL, so that
 * only one node joins at a time (as Cassandra requires). Any failure, or a JVM shutdown while it waits, stops the
 * nodes it started.
 */
final class ClusterStart {

    private static final long POLL_MILLIS = 250;
    /** How many times a node that ends while it joins is started: the first time and twice again. */
    static final int JOIN_ATTEMPTS = 3;

    private final CassandraLayout layout;
    private final ServerJvm jvm;
    private final Duration nodeTimeout;
    private final Consumer<StartEvent> events;
    private final long startNanos = System.nanoTime();
    private final AtomicBoolean stopping = new AtomicBoolean();

    ClusterStart(CassandraLayout layout, ServerJvm jvm, Duration nodeTimeout, Consumer<StartEvent> events) {
        this.layout = layout;
        this.jvm = jvm;
        this.nodeTimeout = nodeTimeout;
        this.events = events;
    }

    CassandraCluster run() {
        check();
        ClusterRecord.write(layout);
        CassandraCluster cluster = new CassandraCluster(layout);
        Thread hook = new Thread(() -> stopOnce(cluster, null), "hotshard-cassandra-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        CqlClient cql = null;
        try {
            for (int i = 0; i < layout.nodes(); i++) {
                long deadline = System.nanoTime() + nodeTimeout.toNanos();
                NodeProcess process = join(i, deadline);
                cql = awaitCql(i, process, cql, deadline);
            }
            cql.createSchema(layout.rf());
            return cluster;
        } catch (RuntimeException e) {
            stopOnce(cluster, e);
            throw e;
        } finally {
            if (cql != null) {
                cql.close();
            }
            removeHook(hook);
        }
    }

    /**
     * Starts the last node of the layout (one more than the running cluster has) and waits until it has bootstrapped
     * and answers CQL; the record is written first, so that {@link CassandraCluster#down} stops the node whatever
     * happens. A failure leaves the other nodes running.
     */
    CassandraCluster addLast() {
        int i = layout.nodes() - 1;
        requireFree(i);
        ClusterRecord.write(layout);
        long deadline = System.nanoTime() + nodeTimeout.toNanos();
        NodeProcess process = join(i, deadline);
        awaitCql(i, process, null, deadline).close();
        return new CassandraCluster(layout);
    }

    /**
     * Launches node {@code i} and waits until it is normal. A node that ends while it joins is started again, with its
     * files kept, up to {@value #JOIN_ATTEMPTS} times in all: Cassandra resumes an unfinished bootstrap, and a join
     * fails when the node's gossip has not yet seen every other node up (its ring delay is one second here, not 30).
     */
    private NodeProcess join(int i, long deadline) {
        for (int attempt = 1; ; attempt++) {
            NodeProcess process = NodeLauncher.launch(jvm, layout, i);
            announce(layout.address(i), Step.STARTED, "pid " + process.pid());
            try {
                awaitNormal(i, process, deadline);
                return process;
            } catch (NodeExited e) {
                if (!e.whileJoining() || attempt == JOIN_ATTEMPTS) {
                    throw e;
                }
                announce(layout.address(i), Step.RETRY, "exited while joining" + e.why()
                        + "; starting it again (attempt "
                        + (attempt + 1) + " of " + JOIN_ATTEMPTS + ")");
            }
        }
    }

    /** Refuses a start whose directory, addresses, ports or memory are taken, before anything runs. */
    private void check() {
        if (ClusterRecord.exists(layout.dir())) {
            throw new IllegalArgumentException(layout.dir() + " already holds a cluster; stop it first with:"
                    + " hotshard cassandra down --dir " + layout.dir());
        }
        for (int i = 0; i < layout.nodes(); i++) {
            requireFree(i);
        }
        SystemMemory.requireFor(layout);
    }

    private void requireFree(int i) {
        LocalAddresses.requireFree(layout.address(i), CassandraLayout.STORAGE_PORT, "storage");
        LocalAddresses.requireFree(layout.address(i), CassandraLayout.CQL_PORT, "CQL");
        LocalAddresses.requireFree("127.0.0.1", layout.jmxPort(i), "JMX of " + layout.address(i));
    }

    private void awaitNormal(int i, NodeProcess process, long deadline) {
        String address = layout.address(i);
        Set<String> modes = new HashSet<>();
        NodeJmx jmx = null;
        try {
            while (true) {
                requireAlive(process, deadline, "normal", modes);
                if (jmx == null) {
                    jmx = tryJmx(layout.jmxPort(i));
                }
                String mode = null;
                try {
                    mode = jmx == null ? null : jmx.storage().getOperationMode();
                } catch (RuntimeException e) {
                    // JMX answers before StorageService is registered; a broken connection is opened again.
                    jmx.close();
                    jmx = null;
                }
                if ("NORMAL".equals(mode)) {
                    announce(address, Step.NORMAL, mode);
                    return;
                }
                if (mode != null && modes.add(mode)) {
                    announce(address, Step.MODE, mode);
                }
                Sleep.millis(POLL_MILLIS);
            }
        } finally {
            if (jmx != null) {
                jmx.close();
            }
        }
    }

    private CqlClient awaitCql(int i, NodeProcess process, CqlClient cql, long deadline) {
        String address = layout.address(i);
        CqlClient client = cql;
        while (true) {
            requireAlive(process, deadline, "answering CQL", Set.of());
            if (LocalAddresses.listening(address, CassandraLayout.CQL_PORT)) {
                if (client == null) {
                    client = CqlClient.connect(address);
                }
                if (client.answers(address)) {
                    announce(address, Step.CQL, "");
                    return client;
                }
            }
            Sleep.millis(POLL_MILLIS);
        }
    }

    private void requireAlive(NodeProcess process, long deadline, String goal, Set<String> modes) {
        if (!process.running()) {
            // The node's own start-up exception, else the last ERROR of its system.log: a failed start removes the
            // node's directory, logs included.
            String why = StartupFailure.of(process.nodeDir()).map(reason -> " (" + reason + ")")
                    .orElseGet(() -> lastError(process));
            throw new NodeExited("node " + process.address() + " exited before it was " + goal + why, modes, why);
        }
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException("node " + process.address() + " was not " + goal + " within "
                    + nodeTimeout.toSeconds() + " s" + (modes.isEmpty() ? "" : " (modes seen: " + modes + ")")
                    + lastError(process));
        }
    }

    private static String lastError(NodeProcess process) {
        String error = NodeLog.lastError(process.nodeDir());
        return error.isEmpty() ? "" : "; its last error: " + error;
    }

    private static NodeJmx tryJmx(int port) {
        try {
            return NodeJmx.connect(port, CassandraCluster.JMX_TIMEOUT);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private void announce(String address, Step step, String detail) {
        events.accept(new StartEvent(address, step, detail, Duration.ofNanos(System.nanoTime() - startNanos)));
    }

    /** Stops what was started, once, whether a failure or the shutdown hook asks first. */
    private void stopOnce(CassandraCluster cluster, RuntimeException failure) {
        if (!stopping.compareAndSet(false, true)) {
            return;
        }
        try {
            cluster.down();
        } catch (RuntimeException e) {
            if (failure != null) {
                failure.addSuppressed(e);
            } else {
                System.err.println("hotshard: " + e.getMessage());
            }
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The JVM is already shutting down: the hook runs, and stops the nodes if the start had not finished.
        }
    }
}
