package io.hotshard.cassandraload;

import io.hotshard.cassandra.CassandraCluster;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.NodeJmx;
import io.hotshard.cassandra.RingReport;
import io.hotshard.cassandra.RingState;
import io.hotshard.processes.Sleep;
import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Adds a node to the run's cluster at a set time while the load runs, on a thread of its own (the bootstrap takes tens
 * of seconds and must hold none of Gatling's): a {@code node-added} run event as its start begins, a
 * {@code bootstrap finished} note once it is normal, and what the run saw of it as {@link BootstrapFacts}; a failure
 * is a note too, and the run goes on. Closing stops a bootstrap under way before the cluster is stopped.
 */
final class NodeAddition implements AutoCloseable {

    private static final String METRICS = "org.apache.cassandra.metrics:";
    private static final String INCOMING = METRICS + "type=Streaming,name=TotalIncomingBytes";
    private static final String OUTGOING = METRICS + "type=Streaming,name=TotalOutgoingBytes";
    private static final String TABLE_BYTES = METRICS + "type=Table,keyspace=" + CassandraLayout.KEYSPACE
            + ",scope=kv,name=LiveDiskSpaceUsed";
    private static final Duration JOIN_WAIT = Duration.ofSeconds(10);

    private final CassandraRunParts run;
    private final long atMillis;
    private final AtomicReference<BootstrapFacts> facts = new AtomicReference<>();
    private final AtomicReference<String> failure = new AtomicReference<>();
    private final Thread thread;

    private NodeAddition(CassandraRunParts run, long atMillis) {
        this.run = run;
        this.atMillis = atMillis;
        this.thread = new Thread(this::runOnce, "hotshard-cassandra-add-node");
        thread.setDaemon(true);
    }

    /** Adds a node {@code at} after the run's recording began. */
    static NodeAddition schedule(CassandraRunParts run, Duration at) {
        NodeAddition addition = new NodeAddition(run, run.recordingStartedMillis() + at.toMillis());
        addition.thread.start();
        return addition;
    }

    /** What the bootstrap showed, once the node is normal. */
    Optional<BootstrapFacts> facts() {
        return Optional.ofNullable(facts.get());
    }

    /** Why the addition failed, if it did. */
    Optional<String> failure() {
        return Optional.ofNullable(failure.get());
    }

    private void runOnce() {
        long wait = atMillis - System.currentTimeMillis();
        try {
            if (wait > 0) {
                Sleep.millis(wait);
            }
            facts.set(add());
        } catch (RuntimeException e) {
            if (Thread.currentThread().isInterrupted()) {
                // The run ended first: its record is closed, and the cluster's stop takes the node with it.
                failure.set("stopped at the end of the run");
                return;
            }
            failure.set(String.valueOf(e.getMessage()));
            System.out.println("hotshard: adding a node failed: " + e.getMessage());
            run.recorder().recordEvent(EventKind.NOTE, "cluster", new JsonObject().put("name", "node addition failed")
                    .put("reason", String.valueOf(e.getMessage())));
        }
    }

    private BootstrapFacts add() {
        RingState before = run.cluster().ring();
        List<String> others = List.copyOf(before.tokens().keySet());
        Map<String, Long> outgoingBefore = read(others, OUTGOING);
        String address = run.cluster().nextAddress();
        long startMillis = System.currentTimeMillis();
        System.out.println("hotshard: adding node " + address + " to the " + others.size() + " of the ring under load");
        run.recorder().recordEvent(EventKind.NODE_ADDED, address, new JsonObject().put("state", "joining")
                .put("nodesBefore", others.size()));
        run.cluster().addNode();
        long normalMillis = System.currentTimeMillis();
        run.sampler().addNode(address);
        Map<String, Long> readsAtNormal = new HashMap<>();
        run.sampler().totals().forEach((a, t) -> readsAtNormal.put(a, t.last().localReads()));
        RingState after = run.cluster().ring();
        RingReport.Row row = RingReport.of(after.tokens(), run.rf()).real().stream()
                .filter(r -> r.node().equals(address)).findFirst().orElseThrow(() -> new IllegalStateException(
                        "the ring after the bootstrap has no node " + address));
        Map<String, Long> sent = new HashMap<>();
        read(others, OUTGOING).forEach((a, n) -> sent.put(a, n - outgoingBefore.getOrDefault(a, 0L)));
        Map<String, Long> tableBytes = read(others, TABLE_BYTES);
        Map<String, Long> added = read(List.of(address), INCOMING);
        TokenForecast forecast = TokenForecast.of(run.plan().predictedReads(), run.plan().predictedWrites(),
                new ReplicaMap(after.tokens()), run.rf());
        BootstrapFacts result = new BootstrapFacts(address, others.size(), startMillis, normalMillis, row.primary(),
                after.owns().getOrDefault(address, Double.NaN), added.getOrDefault(address, -1L), sent,
                read(List.of(address), TABLE_BYTES).getOrDefault(address, -1L),
                tableBytes.values().stream().mapToLong(n -> Math.max(0, n)).sum(), forecast.readShares(),
                readsAtNormal);
        String text = String.format(Locale.ROOT, "node %s normal after %.1f s: %d bytes streamed in, %.1f%% of the"
                        + " token space (seed 1/(n+1) = %.1f%%)", address, (normalMillis - startMillis) / 1000.0,
                result.streamedBytes(), 100 * result.primaryShare(), 100 * MovedShare.seed(others.size()));
        System.out.println("hotshard: " + text);
        run.recorder().recordEvent(EventKind.NOTE, address, new JsonObject().put("name", "bootstrap finished")
                .put("bootstrapMillis", normalMillis - startMillis).put("streamedBytes", result.streamedBytes())
                .put("primaryShare", result.primaryShare()).put("seedShare", MovedShare.seed(others.size())));
        return result;
    }

    /** The metric {@code name}'s count on each of {@code addresses}; a node that does not answer is left out. */
    private static Map<String, Long> read(List<String> addresses, String name) {
        Map<String, Long> counts = new HashMap<>();
        for (String address : addresses) {
            try (NodeJmx jmx = NodeJmx.connect(CassandraLayout.jmxPortOf(address), CassandraCluster.JMX_TIMEOUT)) {
                counts.put(address, jmx.number(name, "Count"));
            } catch (RuntimeException e) {
                // A node that cannot be read now is missing from this figure, not a reason to stop the run.
            }
        }
        return counts;
    }

    /** Stops a bootstrap still under way (the node it started is stopped with the cluster). */
    @Override
    public void close() {
        thread.interrupt();
        try {
            thread.join(JOIN_WAIT.toMillis());
        } catch (InterruptedException e) {
            // The run is being stopped from another thread: the cluster's stop ends the nodes all the same.
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "the node added under load";
    }
}
