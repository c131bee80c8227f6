package io.hotshard.cassandraload;

import io.hotshard.cassandra.CassandraCluster;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.NodeJmx;
import io.hotshard.cassandra.NodeProcess;
import io.hotshard.processes.Sleep;
import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A node of the run's cluster killed (SIGKILL), paused (SIGSTOP, then SIGCONT) or decommissioned at set times while
 * the load runs, in the order of their times, on a thread of its own; each is a run event with the client's errors by
 * kind so far. Closing resumes a paused
 * node before anything else closes, so that the cluster's stop finds it running.
 */
final class NodeChaos implements AutoCloseable {

    private static final String HINTS = "org.apache.cassandra.metrics:type=Storage,name=TotalHints";
    private static final String OUTGOING = "org.apache.cassandra.metrics:type=Streaming,name=TotalOutgoingBytes";

    private final CassandraRunParts run;
    private final ChaosSettings chaos;
    private final String address;
    private final AtomicReference<NodeProcess> paused = new AtomicReference<>();
    private final AtomicReference<Decommission> decommissioned = new AtomicReference<>();
    private final Thread thread;

    private NodeChaos(CassandraRunParts run, ChaosSettings chaos, String address) {
        this.run = run;
        this.chaos = chaos;
        this.address = address;
        this.thread = new Thread(this::runAll, "hotshard-cassandra-chaos");
        thread.setDaemon(true);
    }

    /** Schedules the actions of {@code chaos} on the node it names, else on the hottest key's first replica. */
    static NodeChaos schedule(CassandraRunParts run, ChaosSettings chaos) {
        String address = chaos.chaosNode().orElseGet(() -> run.forecast().hottestKeyReplicas().get(0));
        NodeChaos nodeChaos = new NodeChaos(run, chaos, address);
        nodeChaos.thread.start();
        return nodeChaos;
    }

    /** The node acted on. */
    String address() {
        return address;
    }

    private void runAll() {
        List<Map.Entry<Duration, Runnable>> actions = new ArrayList<>();
        chaos.pauseAt().ifPresent(at -> actions.add(Map.entry(at, this::pause)));
        chaos.killAt().ifPresent(at -> actions.add(Map.entry(at, this::kill)));
        chaos.decommissionAt().ifPresent(at -> actions.add(Map.entry(at, this::decommission)));
        actions.sort(Map.Entry.comparingByKey());
        try {
            for (Map.Entry<Duration, Runnable> action : actions) {
                waitUntil(action.getKey());
                action.getValue().run();
            }
        } catch (RuntimeException e) {
            if (!Thread.currentThread().isInterrupted()) {
                System.out.println("hotshard: chaos on " + address + " failed: " + e.getMessage());
                record(EventKind.NOTE, new JsonObject().put("name", "chaos failed").put("reason",
                        String.valueOf(e.getMessage())));
            }
        }
    }

    private void kill() {
        NodeProcess process = process();
        process.kill();
        record(EventKind.NODE_KILLED, new JsonObject().put("signal", "SIGKILL").put("pid", process.pid()));
    }

    /** Decommissions the node over JMX (blocks until its data is streamed away) and notes how long and how much. */
    private void decommission() {
        long outgoing = count(address, OUTGOING);
        long start = System.currentTimeMillis();
        record(EventKind.NODE_REMOVED, new JsonObject().put("state", "leaving"));
        try (NodeJmx jmx = NodeJmx.connect(CassandraLayout.jmxPortOf(address), CassandraCluster.JMX_TIMEOUT)) {
            // Forced: Cassandra's own system_distributed keyspace has rf 3, so a three-node cluster could never shrink.
            jmx.storage().decommission(true);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while decommissioning " + address, e);
        }
        long end = System.currentTimeMillis();
        long sent = count(address, OUTGOING) - outgoing;
        decommissioned.set(new Decommission(start, end, sent));
        record(EventKind.NOTE, new JsonObject().put("name", "decommission finished")
                .put("decommissionMillis", end - start).put("streamedBytes", sent));
    }

    /** A finished decommission: its start and end (epoch ms) and the bytes the node streamed away. */
    record Decommission(long startMillis, long endMillis, long streamedBytes) {
    }

    /** The decommission, once it finished. */
    Optional<Decommission> decommissioned() {
        return Optional.ofNullable(decommissioned.get());
    }

    private static long count(String address, String name) {
        try (NodeJmx jmx = NodeJmx.connect(CassandraLayout.jmxPortOf(address), CassandraCluster.JMX_TIMEOUT)) {
            return jmx.number(name, "Count");
        }
    }

    private void pause() {
        NodeProcess process = process();
        paused.set(process);
        process.pause();
        record(EventKind.NODE_PAUSED, new JsonObject().put("signal", "SIGSTOP").put("pid", process.pid())
                .put("pauseMillis", chaos.pauseFor().toMillis()));
        try {
            Sleep.millis(chaos.pauseFor().toMillis());
        } finally {
            resume();
        }
    }

    private void resume() {
        NodeProcess process = paused.getAndSet(null);
        if (process != null) {
            process.resume();
            record(EventKind.NODE_RESUMED, new JsonObject().put("signal", "SIGCONT").put("pid", process.pid()));
        }
    }

    private void record(EventKind kind, JsonObject detail) {
        Map<String, Long> errors = run.load().errorsByKind();
        System.out.println("hotshard: " + kind.label() + " " + address + " " + detail.encode() + "; client errors so"
                + " far " + errors);
        try {
            JsonObject errorsSoFar = new JsonObject();
            errors.forEach(errorsSoFar::put);
            run.recorder().recordEvent(kind, address, detail.put("errorsSoFar", errorsSoFar));
        } catch (RuntimeException e) {
            // The run's record may be finished when a node is resumed at the very end.
        }
    }

    private NodeProcess process() {
        return run.cluster().process(address).orElseThrow(() -> new IllegalStateException("no node " + address
                + " in the cluster the run started (its nodes: " + run.ring().tokens().keySet() + ")"));
    }

    private void waitUntil(Duration at) {
        long wait = run.recordingStartedMillis() + at.toMillis() - System.currentTimeMillis();
        if (wait > 0) {
            Sleep.millis(wait);
        }
    }

    /** Each live node's hints written so far ({@code Storage TotalHints}); a node that does not answer is left out. */
    static Map<String, Long> hints(List<String> addresses) {
        Map<String, Long> hints = new TreeMap<>();
        for (String a : addresses) {
            try (NodeJmx jmx = NodeJmx.connect(CassandraLayout.jmxPortOf(a), CassandraCluster.JMX_TIMEOUT)) {
                hints.put(a, jmx.number(HINTS, "Count"));
            } catch (RuntimeException e) {
                // A killed or paused node has no figure.
            }
        }
        return hints;
    }

    /** Resumes a node still paused, then stops the thread. */
    @Override
    public void close() {
        resume();
        thread.interrupt();
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            // The run is being stopped from another thread: the cluster's stop ends the nodes all the same.
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "the chaos on " + address;
    }
}
