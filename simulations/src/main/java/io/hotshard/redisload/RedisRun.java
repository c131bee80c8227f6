package io.hotshard.redisload;

import io.hotshard.cluster.record.ClientSideTarget;
import io.hotshard.cluster.record.RunRecorder;
import io.hotshard.cluster.record.RunSettings;
import io.hotshard.cluster.record.StampedEvent;
import io.hotshard.redis.ClusterNode;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.redis.LocalPorts;
import io.hotshard.redis.NodeClient;
import io.hotshard.redis.NodeSampler;
import io.hotshard.redis.NodeView;
import io.hotshard.redis.RedisCluster;
import io.hotshard.redis.RedisLayout;
import io.hotshard.redis.RedisProcess;
import io.hotshard.redis.RedisTarget;
import io.hotshard.redis.RedisTools;
import io.hotshard.redis.Resharder;
import io.hotshard.redis.SlotPlan;
import io.hotshard.ring.RedisSlots;
import io.hotshard.runformat.RedisFailover;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.hotshard.sim.ClientLatencyLog;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One run against a Redis Cluster: the cluster (started for the run, or an existing one reached through
 * {@code hotshard.target}), the data preloaded, the client, the nodes sampled once a second into
 * {@code redis-nodes.csv} of the run directory, chaos on the hot master, and at the end the summary
 * ({@link RedisRunSummary}) beside the samples; a cluster started for the run is stopped. The run directory is one of
 * the run-directory contract: {@code run.json} is recorded from the client side ({@link ClientSideTarget#redis}), with
 * the chaos as run events and the summary as its {@code redis} section.
 */
public final class RedisRun implements AutoCloseable {

    private static final int REPLICA_WARM_UP_SECONDS = 10;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")
            .withZone(ZoneOffset.UTC);

    private final RedisRunPlan plan;
    private final Path directory;
    private final RedisCluster embedded;
    private final ClusterTopology topology;
    private final RedisLoad load;
    private final NodeSampler sampler;
    private final Map<Integer, Double> predicted;
    private final long[] predictedPerSlot;
    private final int hottestSlot;
    private final List<String> events = Collections.synchronizedList(new ArrayList<>());
    private RedisDashboard dashboard;
    private String dashboardUrl;
    private final Instant started;
    private final RunRecorder recorder;
    private long killWindow;
    private long signalMillis;
    private ReshardSnapshot reshard;
    private long recordingStartedMillis;
    private ClientLatencyLog clientLog;
    private boolean finished;

    private RedisRun(RedisRunPlan plan) {
        this.plan = plan;
        this.started = Instant.now();
        this.directory = plan.runDirectory().orElseGet(() -> plan.runsRoot().resolve(plan.simulation() + "-"
                + STAMP.format(started)));
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        RedisSettings settings = plan.settings();
        embedded = settings.target().isPresent() ? null : RedisCluster.up(new RedisLayout(settings.masters(),
                settings.replicas(), LocalPorts.freeRun(7000, settings.masters() * (settings.replicas() + 1)),
                directory.resolve("redis-cluster")), RedisTools.onPath(), Duration.ofSeconds(60));
        try {
            int entry = settings.target().map(RedisTarget::port).orElseGet(() -> embedded.layout().basePort());
            try (NodeClient admin = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
                topology = admin.topology(entry);
            }
            if (topology.coveredSlots() != RedisSlots.SLOT_COUNT) {
                throw new IllegalArgumentException("the cluster at 127.0.0.1:" + entry + " covers "
                        + topology.coveredSlots() + " of 16384 slots");
            }
            load = new RedisLoad(entry, settings);
            Preload.run(load.commands(), settings.command(), settings.valueBytes(), plan.preloadKeys());
            long[] perSlot = new long[RedisSlots.SLOT_COUNT];
            plan.predictionKeys().forEach(k -> perSlot[RedisSlots.keyHashSlot(k)]++);
            predictedPerSlot = perSlot;
            predicted = NodeShares.bySlots(perSlot, topology.slotOwnerPorts());
            load.placeSlots(topology.slotOwnerPorts());
            hottestSlot = argMax(perSlot);
            if (settings.clientCache()) {
                load.cacheSlot(hotMasterPort(), hottestSlot);
            }
            if (settings.replicaReads()) {
                load.readFromReplicas(hottestSlot);
                warmReplicaReads(plan.predictionKeys().stream().filter(k -> RedisSlots.keyHashSlot(k) == hottestSlot)
                        .findFirst().orElseThrow());
            }
            sampler = NodeSampler.start(topology.nodes().stream().map(n -> n.port()).toList(),
                    settings.countedCommands(), directory.resolve(RunFiles.REDIS_NODES),
                    Duration.ofSeconds(1));
            recorder = RunRecorder.startClientSide(RunSettings.of(directory, plan.simulation(), plan.seed())
                    .withParameters(plan.parameters()), ClientSideTarget.redis("redis://127.0.0.1:" + entry));
            recordingStartedMillis = System.currentTimeMillis();
            clientLog = ClientLatencyLog.start(load.latency(), directory, recordingStartedMillis);
            dashboard = RedisDashboard.start(this::snapshot, settings.dashboardPort());
            dashboardUrl = dashboard.url();
        } catch (IOException e) {
            stopCluster();
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            stopCluster();
            throw e;
        }
    }

    /** Starts the run: cluster, preload, client, sampler. */
    public static RedisRun start(RedisRunPlan plan) {
        return new RedisRun(plan);
    }

    /** The live dashboard's address (served until the run finishes). */
    public String dashboardUrl() {
        return dashboardUrl;
    }

    /** The run now, for the live dashboard: each node's last sample, the client's counts, the events so far. */
    private JsonObject snapshot() {
        JsonArray nodes = new JsonArray();
        for (NodeView n : sampler.latest()) {
            nodes.add(new JsonObject().put("port", n.port()).put("role", n.role()).put("opsPerSecond",
                    n.opsPerSecond()).put("commandBusy", n.commandBusy()).put("utilisation", n.utilisation())
                    .put("clients", n.clients()).put("masterLink", n.masterLink()).put("clusterState",
                            n.clusterState()));
        }
        LoadCounts c = load.counts();
        List<String> soFar;
        synchronized (events) {
            soFar = List.copyOf(events);
        }
        return new JsonObject().put("at", System.currentTimeMillis()).put("simulation", plan.simulation())
                .put("command", plan.settings().command().toString()).put("hotSlot", hottestSlot)
                .put("hotMaster", hotMasterPort()).put("nodes", nodes).put("client", new JsonObject()
                        .put("sent", c.sent()).put("succeeded", c.succeeded()).put("failed", c.failed())
                        .put("timedOut", c.timedOut()).put("refused", c.refused()).put("writes", c.writes())
                        .put("cacheHits", c.cacheHits())).put("events", new JsonArray(soFar));
    }

    /** The client requests go through. */
    public RedisLoad load() {
        return load;
    }

    public Path directory() {
        return directory;
    }

    /** The slot map when the run began. */
    public ClusterTopology topology() {
        return topology;
    }

    /** The slot the most predicted requests fall on (the celebrity's, in a celebrity run). */
    public int hottestSlot() {
        return hottestSlot;
    }

    /** The port of the master serving the hottest slot when the run began. */
    public int hotMasterPort() {
        return topology.slotOwnerPorts()[hottestSlot];
    }

    /** SIGKILLs the hot master's process, after one last sample of every node; arms the failover watch. */
    public synchronized void killHotMaster() {
        RedisProcess process = requireEmbedded("kill").process(hotMasterPort());
        // Commands in flight when the last sample starts, or sent after it, may run on the node uncounted.
        LoadCounts before = load.counts();
        sampler.sampleNow();
        load.failover().arm(slotsOf(hotMasterPort()));
        signalMillis = System.currentTimeMillis();
        process.kill();
        killWindow = load.counts().sent() - (before.succeeded() + before.failed() + before.timedOut());
        event("SIGKILL redis-server " + process.pid() + " (master " + process.port() + ", slot " + hottestSlot + ")");
        recorder.recordEvent(EventKind.NODE_KILLED, node(process), new JsonObject().put("signal", "SIGKILL")
                .put("pid", process.pid()).put("slot", hottestSlot));
    }

    /** SIGSTOPs the hot master for {@code pause}, then SIGCONTs it (blocks the calling thread for that long). */
    public void pauseHotMaster(Duration pause) {
        RedisProcess process = requireEmbedded("pause").process(hotMasterPort());
        load.failover().arm(slotsOf(hotMasterPort()));
        signalMillis = System.currentTimeMillis();
        process.pause();
        event("SIGSTOP redis-server " + process.pid() + " (master " + process.port() + ") for " + pause.toMillis()
                + " ms");
        recorder.recordEvent(EventKind.NODE_PAUSED, node(process), new JsonObject().put("signal", "SIGSTOP")
                .put("pid", process.pid()).put("pauseMillis", pause.toMillis()));
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            process.resume();
            event("SIGCONT redis-server " + process.pid());
            recorder.recordEvent(EventKind.NODE_RESUMED, node(process), new JsonObject().put("signal", "SIGCONT")
                    .put("pid", process.pid()));
        }
    }

    /**
     * Adds a master to the cluster and moves slots to it while the load runs: {@link RedisReshard#HOT} moves the hot
     * slot alone (a node of its own), {@link RedisReshard#EVEN} an even part of every master's slots with the hot slot
     * among them. Records the added node and the move as run events; blocks the calling thread until the slots moved.
     */
    public synchronized void addMasterAndMove(String move) {
        RedisCluster cluster = requireEmbedded("add a master to");
        if (!move.equals(RedisReshard.HOT) && !move.equals(RedisReshard.EVEN)) {
            throw new IllegalArgumentException("move must be " + RedisReshard.HOT + " or " + RedisReshard.EVEN
                    + " but was " + move);
        }
        if (reshard != null) {
            throw new IllegalStateException("a run adds one master");
        }
        long startMillis = System.currentTimeMillis();
        LoadCounts before = load.counts();
        sampler.sampleNow();
        Map<Integer, Long> callsAtStart = sampler.callsByPort();
        try (Resharder resharder = new Resharder(cluster); NodeClient admin = new NodeClient("127.0.0.1",
                Duration.ofSeconds(2))) {
            ClusterNode added = resharder.addMaster(RedisTools.onPath(), Duration.ofSeconds(60));
            long addMillis = System.currentTimeMillis() - startMillis;
            sampler.addNode(added.port());
            event("added master 127.0.0.1:" + added.port() + " in " + addMillis + " ms");
            recorder.recordEvent(EventKind.NODE_ADDED, "127.0.0.1:" + added.port(), new JsonObject()
                    .put("role", "master").put("move", move).put("addMillis", addMillis));
            ClusterTopology now = admin.topology(added.port());
            int hotFrom = now.slotOwnerPorts()[hottestSlot];
            List<Integer> slots = move.equals(RedisReshard.HOT) ? List.of(hottestSlot)
                    : SlotPlan.even(now, added.port(), hottestSlot);
            Resharder.MoveResult moved = resharder.move(slots, added.port());
            sampler.sampleNow();
            ClusterTopology after = admin.topology(added.port());
            load.placeSlots(after.slotOwnerPorts());
            LoadCounts afterMove = load.counts();
            event("moved " + moved.slots() + (moved.slots() == 1 ? " slot" : " slots") + " with " + moved.keys()
                    + " keys to 127.0.0.1:" + added.port()
                    + " in " + moved.millis() + " ms (hot slot " + hottestSlot + " was on " + hotFrom + ")");
            recorder.recordEvent(EventKind.NOTE, "127.0.0.1:" + added.port(), new JsonObject()
                    .put("name", "slots moved").put("slots", moved.slots()).put("keys", moved.keys())
                    .put("moveMillis", moved.millis()).put("hotSlot", hottestSlot).put("hotSlotFrom", hotFrom));
            reshard = new ReshardSnapshot(move, added.port(), startMillis - recordingStartedMillis, addMillis,
                    moved.millis(), moved.slots(), moved.keys(), hottestSlot, hotFrom,
                    afterMove.failed() + afterMove.timedOut() - before.failed() - before.timedOut(), callsAtStart,
                    sampler.callsByPort(), afterMove.perSlot(), after);
        }
    }

    /**
     * Drains the client, takes the last samples, writes the summary and {@code run.json} (complete), stops a cluster
     * started for the run.
     */
    public synchronized RedisRunSummary finish() {
        finished = true;
        int inFlight = load.drain(plan.settings().timeout().multipliedBy(2), plan.settings().maxInFlight());
        closeDashboard();
        sampler.close();
        closeClientLog();
        LoadCounts counts = load.counts();
        Map<Integer, NodeSampler.NodeTotals> totals = sampler.totals();
        Optional<RedisReshard> moved = Optional.ofNullable(reshard).map(r -> r.figures(topology, predictedPerSlot,
                first(totals, true), first(totals, false)));
        Map<Integer, Double> placed = reshard == null ? NodeShares.bySlots(counts.perSlot(),
                topology.slotOwnerPorts()) : reshard.placed(topology, counts.perSlot());
        double hottestSlotShare = (double) predictedPerSlot[hottestSlot]
                / Math.max(1, Arrays.stream(predictedPerSlot).sum());
        Map.Entry<String, Long> hottestKey = plan.predictionKeys().stream()
                .collect(Collectors.groupingBy(k -> k, Collectors.counting())).entrySet().stream()
                .max(Map.Entry.comparingByValue()).orElse(Map.entry("", 0L));
        RedisRunSummary summary = RedisRunSummary.of(plan, started, Instant.now(), topology, predicted, placed,
                load.shardFigures(), counts, inFlight, killWindow, totals, hottestSlot, hottestSlotShare,
                hottestKey.getKey(), (double) hottestKey.getValue() / Math.max(1, plan.predictionKeys().size()),
                load.failover().result(), moved, List.copyOf(events));
        summary.write(directory);
        recordFailover(summary.failover());
        recorder.section(RunFiles.REDIS_SECTION, summary.toJson());
        recorder.section("generator", new JsonObject().put("requests", counts.sent())
                .put("offered", counts.sent() + counts.refused()).put("ok", counts.succeeded())
                .put("failed", counts.failed() + counts.timedOut()).put("refused", counts.refused()));
        try {
            recorder.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            close();
        }
        return summary;
    }

    /** Stops the client and the sampler, marks an unfinished run incomplete, stops a cluster started for the run. */
    @Override
    public void close() {
        load.close();
        if (!finished) {
            closeDashboard();
            sampler.close();
            closeClientLog();
        }
        try {
            recorder.abandon();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            stopCluster();
        }
    }

    private void closeDashboard() {
        if (dashboard != null) {
            dashboard.close();
            dashboard = null;
        }
    }

    private void closeClientLog() {
        if (clientLog == null) {
            return;
        }
        try {
            clientLog.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            clientLog = null;
        }
    }

    private void stopCluster() {
        if (embedded != null && Files.exists(embedded.layout().dir())) {
            embedded.down();
        }
    }

    private RedisCluster requireEmbedded(String what) {
        if (embedded == null) {
            throw new IllegalArgumentException("cannot " + what + " a node of hotshard.target: its processes are not"
                    + " hotshard's; run without hotshard.target to let the run start its own cluster");
        }
        return embedded;
    }

    /** The failover as notes on the timeline, stamped when the client saw the first failure and the first success. */
    private void recordFailover(RedisFailover failover) {
        String hot = "127.0.0.1:" + hotMasterPort();
        if (failover.failed()) {
            recorder.accept(new StampedEvent(signalMillis + failover.firstFailureAfterMillis(), EventKind.NOTE, hot,
                    new JsonObject().put("name", "failover: slots failing").put("afterSignalMillis",
                            failover.firstFailureAfterMillis())));
        }
        if (failover.recovered()) {
            recorder.accept(new StampedEvent(signalMillis + failover.recoveredAfterMillis(), EventKind.NOTE, hot,
                    new JsonObject().put("name", "failover: slots served again").put("afterSignalMillis",
                            failover.recoveredAfterMillis()).put("outageMillis", failover.outageMillis())
                            .put("failedRequests", failover.failedRequests())));
        }
    }

    /**
     * Reads {@code key} (of the hot slot) through the replica connection until one of the hot master's replicas has
     * served a read, at most {@value #REPLICA_WARM_UP_SECONDS} s: the client reads from the master until its
     * connection to a replica is ready, and the load should not start before. These reads precede the first sample
     * and are not the load's.
     */
    private void warmReplicaReads(String key) {
        String masterId = topology.byPort(hotMasterPort()).orElseThrow().id();
        List<Integer> replicas = topology.replicas().stream().filter(r -> r.masterId().equals(masterId))
                .map(ClusterNode::port).toList();
        Set<String> get = Set.of("get");
        try (NodeClient admin = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            long before = replicas.stream().mapToLong(p -> admin.info(p, "commandstats").commandCalls(get)).sum();
            long deadline = System.nanoTime() + Duration.ofSeconds(REPLICA_WARM_UP_SECONDS).toNanos();
            while (System.nanoTime() < deadline) {
                for (int i = 0; i < 10; i++) {
                    load.warmReplicaRead(key, Duration.ofSeconds(1));
                }
                if (replicas.stream().mapToLong(p -> admin.info(p, "commandstats").commandCalls(get)).sum() > before) {
                    return;
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        event("no replica of master " + hotMasterPort() + " served a read within " + REPLICA_WARM_UP_SECONDS
                + " s; the hot slot's reads go to the master until one does");
    }

    private static Map<Integer, Long> first(Map<Integer, NodeSampler.NodeTotals> totals, boolean first) {
        Map<Integer, Long> calls = new java.util.TreeMap<>();
        totals.forEach((port, t) -> calls.put(port, (first ? t.first() : t.last()).calls()));
        return calls;
    }

    private static String node(RedisProcess process) {
        return "127.0.0.1:" + process.port();
    }

    private BitSet slotsOf(int port) {
        BitSet slots = new BitSet();
        int[] owners = topology.slotOwnerPorts();
        for (int s = 0; s < owners.length; s++) {
            if (owners[s] == port) {
                slots.set(s);
            }
        }
        return slots;
    }

    private void event(String text) {
        events.add(Instant.now() + " " + text);
        System.out.println("hotshard: " + text);
    }

    private static int argMax(long[] values) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (values[i] > values[best]) {
                best = i;
            }
        }
        return best;
    }
}
