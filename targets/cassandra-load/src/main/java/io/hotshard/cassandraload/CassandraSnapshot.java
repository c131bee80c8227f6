package io.hotshard.cassandraload;

import static io.hotshard.storeload.DashboardLayout.column;

import io.hotshard.recording.StampedEvent;
import io.hotshard.storeload.DashboardLayout;
import io.hotshard.storeload.DashboardLayout.Format;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import org.HdrHistogram.Histogram;

/**
 * A Cassandra run now, for the live dashboard: per node its state, the requests it coordinated and the local reads
 * and writes it served in the last second, its share of the run's local reads and writes beside the predicted share,
 * and its thread pools' active and pending tasks; the client's rate, counts and latency in the last second; the
 * run's events. Built on the dashboard's worker thread, one call at a time.
 */
final class CassandraSnapshot implements Supplier<JsonObject> {

    /** How the page draws it: a row a node, red while a pool has tasks waiting, grey while it is not up. */
    static final DashboardLayout LAYOUT = new DashboardLayout("Cassandra", List.of(
            column("node", "node", Format.TEXT), column("state", "state", Format.TEXT),
            column("coordinatedPerSecond", "coordinated/s", Format.NUMBER),
            column("localReadsPerSecond", "local reads/s", Format.NUMBER),
            column("localWritesPerSecond", "local writes/s", Format.NUMBER),
            column("readShare", "share of the run's local reads", Format.BAR),
            column("predictedReadShare", "predicted", Format.PERCENT),
            column("writeShare", "of local writes", Format.PERCENT),
            column("predictedWriteShare", "predicted", Format.PERCENT),
            column("readActive", "ReadStage active", Format.NUMBER),
            column("readPending", "pending", Format.NUMBER),
            column("mutationActive", "MutationStage active", Format.NUMBER),
            column("mutationPending", "pending", Format.NUMBER),
            column("nativeActive", "Native-Transport active", Format.NUMBER),
            column("nativePending", "pending", Format.NUMBER)),
            List.of(column("requestsPerSecond", "requests/s", Format.NUMBER), column("p50Micros", "p50", Format.MICROS),
                    column("p99Micros", "p99", Format.MICROS), column("p999Micros", "p99.9", Format.MICROS),
                    column("sent", "sent", Format.NUMBER), column("succeeded", "ok", Format.NUMBER),
                    column("failed", "failed", Format.NUMBER), column("timedOut", "timed out", Format.NUMBER),
                    column("refused", "refused at the cap", Format.NUMBER),
                    column("cacheHits", "cache hits", Format.NUMBER)));

    private final DashboardInputs in;
    private long previousMillis = System.currentTimeMillis();
    private long previousSent;
    private Histogram previousLatency;

    CassandraSnapshot(DashboardInputs in) {
        this.in = in;
        this.previousSent = in.counts().get().sent();
        this.previousLatency = in.latency().cumulativeHistogram();
    }

    @Override
    public synchronized JsonObject get() {
        List<StampedEvent> events = in.events().get();
        NodeStates states = NodeStates.of(events);
        List<NodeNow> sampled = in.nodes().list();
        long reads = sampled.stream().mapToLong(n -> n.sinceStart(CassandraNodeSample::localReads)).sum();
        long writes = sampled.stream().mapToLong(n -> n.sinceStart(CassandraNodeSample::localWrites)).sum();
        JsonArray nodes = new JsonArray();
        for (NodeNow n : sampled) {
            String state = states.of(n);
            long waiting = Math.max(0, n.last().readPending()) + Math.max(0, n.last().mutationPending())
                    + Math.max(0, n.last().nativePending());
            nodes.add(node(n.address(), state, !state.equals(NodeStates.UP) ? "down" : waiting > 0 ? "hot" : "")
                    .put("coordinatedPerSecond", n.perSecond(s -> s.coordinatorReads() + s.coordinatorWrites()))
                    .put("localReadsPerSecond", n.perSecond(CassandraNodeSample::localReads))
                    .put("localWritesPerSecond", n.perSecond(CassandraNodeSample::localWrites))
                    .put("readShare", share(n, CassandraNodeSample::localReads, reads))
                    .put("writeShare", share(n, CassandraNodeSample::localWrites, writes))
                    .put("readActive", n.last().readActive()).put("readPending", n.last().readPending())
                    .put("mutationActive", n.last().mutationActive()).put("mutationPending",
                            n.last().mutationPending()).put("nativeActive", n.last().nativeActive())
                    .put("nativePending", n.last().nativePending())
                    .put("sampledAtMillis", in.startMillis() + n.last().millis()));
        }
        states.joining(sampled).forEach(a -> nodes.add(node(a, NodeStates.JOINING, "down")));
        return new JsonObject().put("at", System.currentTimeMillis()).put("title", in.title()).put("nodes", nodes)
                .put("client", client()).put("events", lines(events));
    }

    private JsonObject node(String address, String state, String row) {
        return new JsonObject().put("node", address + (in.hotKeyReplicas().contains(address) ? " (hot key)" : ""))
                .put("address", address).put("state", state).put("row", row)
                .put("predictedReadShare", in.predictedReads().get(address))
                .put("predictedWriteShare", in.predictedWrites().get(address));
    }

    private static Double share(NodeNow node, ToLongFunction<CassandraNodeSample> figure, long total) {
        return total == 0 ? null : (double) node.sinceStart(figure) / total;
    }

    /** The client's counts, and its rate and latency since the previous snapshot. */
    private JsonObject client() {
        long now = System.currentTimeMillis();
        CassandraLoadCounts c = in.counts().get();
        Histogram cumulative = in.latency().cumulativeHistogram();
        Histogram second = cumulative.copy();
        second.subtract(previousLatency);
        JsonObject client = new JsonObject().put("requestsPerSecond", now > previousMillis
                        ? (c.sent() - previousSent) * 1000.0 / (now - previousMillis) : null)
                .put("p50Micros", percentile(second, 50)).put("p99Micros", percentile(second, 99))
                .put("p999Micros", percentile(second, 99.9)).put("sent", c.sent()).put("reads", c.reads())
                .put("writes", c.writes()).put("succeeded", c.succeeded()).put("failed", c.failed())
                .put("timedOut", c.timedOut()).put("refused", c.refused()).put("cacheHits", c.cacheHits());
        previousMillis = now;
        previousSent = c.sent();
        previousLatency = cumulative;
        return client;
    }

    private static Long percentile(Histogram second, double percentile) {
        return second.getTotalCount() == 0 ? null : second.getValueAtPercentile(percentile);
    }

    private JsonArray lines(List<StampedEvent> events) {
        JsonArray lines = new JsonArray();
        for (StampedEvent e : events) {
            lines.add(String.format(Locale.ROOT, "+%.1f s %s %s %s", (e.timestampMillis() - in.startMillis())
                    / 1000.0, e.kind().label(), e.target(), e.detail().encode()));
        }
        return lines;
    }
}
