package io.hotshard.redisload;

import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.ring.RedisSlots;
import io.hotshard.storeload.InFlightCap;
import io.lettuce.core.ReadFrom;
import io.lettuce.core.RedisCommandTimeoutException;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.RedisURI;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.cluster.ClusterClientOptions;
import io.lettuce.core.cluster.ClusterTopologyRefreshOptions;
import io.lettuce.core.cluster.RedisClusterClient;
import io.lettuce.core.cluster.api.StatefulRedisClusterConnection;
import io.lettuce.core.cluster.api.async.RedisAdvancedClusterAsyncCommands;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The load's client: Lettuce's cluster client, one multiplexed connection per node, MOVED and ASK followed by the
 * client, its slot map refreshed every second and on redirections and disconnects. A command for a node that is
 * reconnecting waits in the client until it reconnects or the command's deadline passes (Lettuce's default). At most
 * {@code maxInFlight} commands are in flight; a request beyond that is refused without being sent and counted.
 * Each request is counted by the slot the client places it on (CRC16, {@link RedisSlots}).
 */
public final class RedisLoad implements AutoCloseable {

    /** Keeps the node's main loop busy for ARGV[1] µs (by its own clock), then reads the key. */
    static final String BUSY_SCRIPT = "local t = redis.call('TIME') local s = t[1] * 1000000 + t[2] "
            + "local b = tonumber(ARGV[1]) repeat t = redis.call('TIME') until t[1] * 1000000 + t[2] - s >= b "
            + "return redis.call('GET', KEYS[1])";
    /** The answer to a request made after {@link #stop}: nothing is sent. */
    static final String STOPPED = "stopped: the run is ending";

    private final RedisClusterClient client;
    private final StatefulRedisClusterConnection<String, String> connection;
    private final RedisAdvancedClusterAsyncCommands<String, String> async;
    private final StatefulRedisClusterConnection<String, String> replicaConnection;
    private final RedisAdvancedClusterAsyncCommands<String, String> replicaAsync;
    private volatile int replicaSlot = -1;
    private final RedisCommandSpec command;
    private final InFlightCap inFlight;
    private final RedisLoadTally tally = new RedisLoadTally();
    private final Duration timeout;
    private volatile HotSlotCache cache;
    private volatile ShardClientStats shardStats;
    private final String value;
    private final String busyMicros;
    private final FailoverWatch failover = new FailoverWatch();
    private final LatencyRecorder latency = new LatencyRecorder();

    /** Connects to the cluster through the node on {@code port} of 127.0.0.1. */
    public RedisLoad(int port, RedisSettings settings) {
        this.command = settings.command();
        this.inFlight = new InFlightCap(settings.maxInFlight());
        this.busyMicros = Long.toString(command.busyMicros());
        this.value = "v".repeat(settings.valueBytes());
        this.timeout = settings.timeout();
        client = RedisClusterClient.create(RedisURI.create("127.0.0.1", port));
        client.setOptions(ClusterClientOptions.builder()
                .topologyRefreshOptions(ClusterTopologyRefreshOptions.builder()
                        .enablePeriodicRefresh(Duration.ofSeconds(1))
                        // Adaptive refresh on MOVED, ASK, reconnects, uncovered slots and unknown nodes is
                        // Lettuce 7's default.
                        .adaptiveRefreshTriggersTimeout(Duration.ofMillis(200))
                        .build())
                .maxRedirects(5)
                .socketOptions(SocketOptions.builder().connectTimeout(Duration.ofSeconds(1)).build())
                .timeoutOptions(TimeoutOptions.enabled(settings.timeout()))
                .build());
        connection = client.connect();
        async = connection.async();
        if (settings.replicaReads()) {
            // A second connection whose reads go to replicas (Lettuce sends them READONLY first).
            replicaConnection = client.connect();
            replicaConnection.setReadFrom(ReadFrom.REPLICA_PREFERRED);
            replicaAsync = replicaConnection.async();
        } else {
            replicaConnection = null;
            replicaAsync = async;
        }
    }

    /**
     * From now on, reads of keys in {@code slot} go to the replicas of its master (a replica is picked per read;
     * the master serves them only while it has no replica answering); needs {@code hotshard.redis.replicaReads}.
     */
    public void readFromReplicas(int slot) {
        if (replicaConnection == null) {
            throw new IllegalStateException("replica reads need hotshard.redis.replicaReads=true");
        }
        replicaSlot = slot;
    }

    /**
     * Reads {@code key} once through the replica connection, outside the load's counts (to open that connection
     * before the load starts); true when it answered.
     */
    boolean warmReplicaRead(String key, Duration limit) {
        try {
            replicaAsync.get(key).get(limit.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * From now on, counts each command's latency and outcome for the master of its slot in {@code owners} (slot to
     * master port); called again after the slot map changes.
     */
    public void placeSlots(int[] owners) {
        if (shardStats == null) {
            shardStats = new ShardClientStats(owners);
        } else {
            shardStats.place(owners);
        }
    }

    /** Each master's commands as the client saw them, by port (empty before {@link #placeSlots}). */
    Map<Integer, ShardClientStats.Figures> shardFigures() {
        return shardStats == null ? Map.of() : shardStats.figures();
    }

    /** The client's view of a failover, armed by whoever stops a master. */
    public FailoverWatch failover() {
        return failover;
    }

    /** The async commands, for preloading. */
    RedisAdvancedClusterAsyncCommands<String, String> commands() {
        return async;
    }

    /** The latency of every command sent (answered, failed or timed out), from its intended start. */
    public LatencyRecorder latency() {
        return latency;
    }

    /** Sends one request for {@code key} now; see {@link #send(String, long)}. */
    public CompletableFuture<String> send(String key) {
        return send(key, System.nanoTime());
    }

    /**
     * Sends one read of {@code key} whose arrival was due at {@code intendedNanos} ({@link System#nanoTime()});
     * the future completes with {@code null} on success or with the error's one-line message (a refusal at the
     * in-flight cap, a time-out, a failure the node or connection reported). Its latency counts from
     * {@code intendedNanos}.
     */
    public CompletableFuture<String> send(String key, long intendedNanos) {
        if (inFlight.stopped()) {
            return CompletableFuture.completedFuture(STOPPED);
        }
        HotSlotCache hotCache = cache;
        if (hotCache != null && RedisSlots.keyHashSlot(key) == hotCache.slot() && hotCache.cached(key) != null) {
            tally.cacheHits.increment();
            recordLatency(intendedNanos);
            return CompletableFuture.completedFuture(null);
        }
        if (!inFlight.tryAcquire(1)) {
            return refuse();
        }
        return issue(key, false, intendedNanos).whenComplete((message, error) -> recordLatency(intendedNanos));
    }

    /**
     * From now on, reads of keys in {@code slot} go through a client-side cache kept by Redis tracking on a
     * connection of its own to the master on {@code masterPort}: a hit sends nothing, a miss reads with GET.
     */
    public void cacheSlot(int masterPort, int slot) {
        cache = new HotSlotCache(masterPort, slot, timeout);
    }

    /**
     * Sends one write: a SET of every key of {@code copies} (the copies of a salted key, or the key alone), one
     * command each, all holding a place under the in-flight cap; completes when every copy is written, with the
     * first error's message if any. Its latency counts from {@code intendedNanos} to the last copy.
     */
    public CompletableFuture<String> write(List<String> copies, long intendedNanos) {
        if (inFlight.stopped()) {
            return CompletableFuture.completedFuture(STOPPED);
        }
        if (!inFlight.tryAcquire(copies.size())) {
            return refuse();
        }
        tally.writes.increment();
        tally.writeCommands.add(copies.size());
        List<CompletableFuture<String>> all = copies.stream().map(key -> issue(key, true, intendedNanos)).toList();
        return CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)).thenApply(done -> all.stream()
                        .map(CompletableFuture::join).filter(Objects::nonNull).findFirst().orElse(null))
                .whenComplete((message, error) -> recordLatency(intendedNanos));
    }

    private CompletableFuture<String> refuse() {
        tally.refused.increment();
        return CompletableFuture.completedFuture("refused: " + inFlight.available()
                + " permits left of the in-flight cap");
    }

    private void recordLatency(long intendedNanos) {
        latency.recordMicros(Math.max(0, (System.nanoTime() - intendedNanos) / 1000));
    }

    /** Sends one command (its place under the cap already taken) and counts its outcome. */
    private CompletableFuture<String> issue(String key, boolean write, long intendedNanos) {
        int slot = RedisSlots.keyHashSlot(key);
        tally.perSlot.incrementAndGet(slot);
        tally.sent.increment();
        boolean toReplica = !write && slot == replicaSlot;
        if (toReplica) {
            tally.replicaReads.increment();
        }
        HotSlotCache hotCache = cache;
        CompletableFuture<?> future;
        if (!write && hotCache != null && slot == hotCache.slot()) {
            tally.cacheMisses.increment();
            future = hotCache.fetch(key);
        } else {
            RedisAdvancedClusterAsyncCommands<String, String> commands = toReplica ? replicaAsync : async;
            future = (write ? commands.set(key, value) : switch (command.kind()) {
                case GET -> commands.get(key);
                case LRANGE -> commands.lrange(key, 0, command.elements() - 1);
                case ZREVRANGE -> commands.zrevrange(key, 0, command.elements() - 1);
                case EVAL -> commands.evalReadOnly(BUSY_SCRIPT, ScriptOutputType.VALUE, new String[] {key},
                        busyMicros);
            }).toCompletableFuture();
        }
        ShardClientStats shards = shardStats;
        int shard = shards == null ? -1 : shards.shardOf(slot);
        return future.handle((reply, error) -> {
            inFlight.release(1);
            if (shards != null) {
                shards.record(shard, (System.nanoTime() - intendedNanos) / 1000, error == null);
            }
            failover.record(slot, error == null, System.nanoTime());
            if (error == null) {
                tally.succeeded.increment();
                return null;
            }
            Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause()
                    : error;
            if (cause instanceof RedisCommandTimeoutException) {
                tally.timedOut.increment();
                return "timeout";
            }
            tally.failed.increment();
            String message = String.valueOf(cause.getMessage());
            int newline = message.indexOf('\n');
            return newline < 0 ? message : message.substring(0, newline);
        });
    }

    /** Sends nothing more ({@link #STOPPED}, uncounted); waits up to {@code limit} for commands in flight: the rest. */
    public int stop(Duration limit) {
        return inFlight.stop(limit);
    }

    /** The counts so far. */
    public RedisLoadCounts counts() {
        return tally.counts();
    }

    @Override
    public void close() {
        if (cache != null) {
            cache.close();
        }
        connection.close();
        if (replicaConnection != null) {
            replicaConnection.close();
        }
        client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
    }
}
