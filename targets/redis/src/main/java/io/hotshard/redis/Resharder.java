package io.hotshard.redis;

import io.hotshard.processes.Sleep;
import io.lettuce.core.MigrateArgs;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.api.async.RedisAsyncCommands;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Changes a running cluster that hotshard started, the way an operator reshards one: {@link #addMaster} starts one
 * more redis-server and joins it with {@code CLUSTER MEET}; {@link #move} hands slots to a master with their keys
 * ({@code CLUSTER SETSLOT IMPORTING/MIGRATING}, {@code MIGRATE} in batches, then {@code SETSLOT NODE} on every
 * master). Clients meanwhile follow the {@code ASK} and {@code MOVED} redirections the move causes.
 */
public final class Resharder implements AutoCloseable {

    private static final int KEYS_PER_MIGRATE = 100;
    private static final int SLOTS_PER_BATCH = 256;
    private static final long MIGRATE_TIMEOUT_MILLIS = 5000;

    private final RedisCluster cluster;
    private final NodeClient client = new NodeClient("127.0.0.1", Duration.ofSeconds(5));

    /** A resharder of {@code cluster}. */
    public Resharder(RedisCluster cluster) {
        this.cluster = cluster;
    }

    /**
     * Starts a redis-server on the first free port above the cluster's, joins it to the cluster and waits until
     * every running node knows it and it sees {@code cluster_state:ok}; it is a master without slots. Its PID file
     * sits beside the others, so {@link RedisCluster#down} stops it too.
     */
    public ClusterNode addMaster(RedisTools tools, Duration timeout) {
        List<Integer> running = cluster.processes().stream().filter(RedisProcess::running).map(RedisProcess::port)
                .toList();
        if (running.isEmpty()) {
            throw new IllegalStateException("no node of " + cluster.layout().dir() + " is running");
        }
        int port = LocalPorts.freeRun(running.get(running.size() - 1) + 1, 1);
        RedisProcess process = RedisCluster.startNode(tools, cluster.layout().dir(), port);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!LocalPorts.listening(port)) {
            if (System.nanoTime() > deadline || !process.running()) {
                throw new IllegalStateException("redis-server on port " + port + " did not start; see "
                        + cluster.layout().dir().resolve("redis-" + port + ".log"));
            }
            Sleep.millis(20);
        }
        String id = client.call(port, c -> c.clusterMyId());
        client.call(running.get(0), c -> c.clusterMeet("127.0.0.1", port));
        for (int node : running) {
            awaitKnown(node, id, deadline, port);
        }
        while (!NodeInfo.parse(client.call(port, c -> c.clusterInfo())).text("cluster_state").equals("ok")
                || client.topology(port).coveredSlots() != 16384) {
            failAfter(deadline, "the new master " + port + " did not see cluster_state:ok with every slot covered");
            Sleep.millis(50);
        }
        return client.topology(port).byPort(port).orElseThrow();
    }

    /**
     * Moves each of {@code slots} to the master on {@code toPort}, keys included; a slot that master already serves is
     * left alone. Slots move in batches of {@value #SLOTS_PER_BATCH}, in the order given, each step pipelined to the
     * nodes: IMPORTING on the new owner, MIGRATING on the old ones, the keys, then the new owner announced to the new
     * owner first, the old owners next and every other master last.
     */
    public MoveResult move(List<Integer> slots, int toPort) {
        long started = System.nanoTime();
        ClusterTopology topology = client.topology(toPort);
        String toId = topology.byPort(toPort).filter(ClusterNode::master).orElseThrow(() ->
                new IllegalArgumentException("127.0.0.1:" + toPort + " is not a master of the cluster: it says "
                        + topology.byPort(toPort).map(n -> "it is a " + n.role()).orElse("nothing of itself")
                        + " among " + topology.nodes().size() + " nodes")).id();
        int[] owners = topology.slotOwnerPorts();
        List<Integer> masters = topology.nodes().stream().filter(ClusterNode::master).filter(n -> !n.failing())
                .map(ClusterNode::port).toList();
        List<Integer> moving = slots.stream().filter(s -> owners[s] != toPort).distinct().toList();
        long keys = 0;
        for (int first = 0; first < moving.size(); first += SLOTS_PER_BATCH) {
            List<Integer> batch = moving.subList(first, Math.min(moving.size(), first + SLOTS_PER_BATCH));
            Map<Integer, List<Integer>> byOwner = new TreeMap<>();
            batch.forEach(slot -> byOwner.computeIfAbsent(owners[slot], o -> new ArrayList<>()).add(slot));
            client.pipeline(toPort, batch.stream().<Function<RedisAsyncCommands<String, String>, RedisFuture<String>>>
                    map(slot -> c -> c.clusterSetSlotImporting(slot, topology.byPort(owners[slot]).orElseThrow().id()))
                    .toList());
            byOwner.forEach((from, owned) -> client.pipeline(from, setSlot(owned, (c, slot) ->
                    c.clusterSetSlotMigrating(slot, toId))));
            for (var entry : byOwner.entrySet()) {
                keys += migrateKeys(entry.getValue(), entry.getKey(), toPort);
            }
            client.pipeline(toPort, setSlot(batch, (c, slot) -> c.clusterSetSlotNode(slot, toId)));
            byOwner.forEach((from, owned) -> client.pipeline(from, setSlot(owned, (c, slot) ->
                    c.clusterSetSlotNode(slot, toId))));
            for (int other : masters) {
                if (other != toPort && !byOwner.containsKey(other)) {
                    client.pipeline(other, setSlot(batch, (c, slot) -> c.clusterSetSlotNode(slot, toId)));
                }
            }
        }
        return new MoveResult(moving.size(), keys, Duration.ofNanos(System.nanoTime() - started).toMillis());
    }

    /** Migrates every key of {@code slots} from {@code from} to {@code to}; the number migrated. */
    private long migrateKeys(List<Integer> slots, int from, int to) {
        long keys = 0;
        List<Integer> pending = slots;
        while (!pending.isEmpty()) {
            List<List<String>> found = client.pipeline(from, pending.stream()
                    .<Function<RedisAsyncCommands<String, String>, RedisFuture<List<String>>>>map(slot -> c ->
                            c.clusterGetKeysInSlot(slot, KEYS_PER_MIGRATE)).toList());
            List<Function<RedisAsyncCommands<String, String>, RedisFuture<String>>> migrations = new ArrayList<>();
            List<Integer> full = new ArrayList<>();
            for (int i = 0; i < pending.size(); i++) {
                List<String> batch = found.get(i);
                if (!batch.isEmpty()) {
                    migrations.add(c -> c.migrate("127.0.0.1", to, 0, MIGRATE_TIMEOUT_MILLIS,
                            MigrateArgs.Builder.keys(batch)));
                    keys += batch.size();
                }
                if (batch.size() == KEYS_PER_MIGRATE) {
                    full.add(pending.get(i));
                }
            }
            client.pipeline(from, migrations);
            pending = full;
        }
        return keys;
    }

    private static List<Function<RedisAsyncCommands<String, String>, RedisFuture<String>>> setSlot(
            List<Integer> slots, BiFunction<RedisAsyncCommands<String, String>, Integer, RedisFuture<String>> command) {
        return slots.stream().<Function<RedisAsyncCommands<String, String>, RedisFuture<String>>>map(slot -> c ->
                command.apply(c, slot)).toList();
    }

    private void awaitKnown(int node, String id, long deadline, int port) {
        while (!client.topology(node).byId(id).map(ClusterNode::connected).orElse(false)) {
            failAfter(deadline, "node " + node + " did not learn of the new master " + port);
            Sleep.millis(50);
        }
    }

    private static void failAfter(long deadline, String what) {
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException(what + " in time");
        }
    }

    @Override
    public void close() {
        client.close();
    }

    /** What {@link #move} did: slots handed over, keys migrated with them, and how long it took. */
    public record MoveResult(int slots, long keys, long millis) {
    }
}
