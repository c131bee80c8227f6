package io.hotshard.redisload;

import io.hotshard.redis.CountedCommands;
import io.hotshard.redis.RedisTarget;
import io.hotshard.storeload.SimProperties;
import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The Redis settings of a simulation, read once from {@code hotshard.*}: {@code hotshard.store} (must be
 * {@code redis-cluster}), {@code hotshard.target=redis://127.0.0.1:PORT} of an existing cluster (else one is started
 * with {@code hotshard.redis.masters} masters and {@code hotshard.redis.replicas} replicas each),
 * {@code hotshard.redis.command}, {@code hotshard.redis.valueBytes}, {@code hotshard.redis.maxInFlight} (commands in
 * flight at once; more are refused and counted), {@code hotshard.redis.timeout} (a command's deadline) and
 * {@code hotshard.redis.replicaReads} (reads of the hot slot go to its master's replicas) and
 * {@code hotshard.redis.writeShare} (the share of requests that are SETs of every stored copy of their key) and
 * {@code hotshard.redis.clientCache} (reads of the hot slot through a client-side cache kept by Redis tracking) and
 * {@code hotshard.redis.dashboardPort} (the live dashboard's port on 127.0.0.1; 0, the default, picks a free one).
 */
public record RedisSettings(Optional<RedisTarget> target, int masters, int replicas, RedisCommandSpec command,
                            int valueBytes, int maxInFlight, Duration timeout, boolean replicaReads,
                            double writeShare, boolean clientCache, int dashboardPort) {

    /**
     * The commandstats names whose calls count as the load's: the read command on any node, and SET on masters when
     * there are writes (a replica's SET calls are its master's writes replicated).
     */
    public CountedCommands countedCommands() {
        Set<String> writes = writeShare > 0 ? Set.of("set") : Set.of();
        if (clientCache && command.kind() == RedisCommandSpec.Kind.EVAL) {
            // The cache's misses read with GET, and each script GETs its key once: get's calls count both.
            return new CountedCommands(Set.of("get"), writes, Set.of(command.commandstatsName()));
        }
        Set<String> reads = new HashSet<>(Set.of(command.commandstatsName()));
        if (clientCache) {
            reads.add("get");
        }
        return new CountedCommands(reads, writes);
    }

    /** The only store these simulations drive. */
    public static final String STORE = "redis-cluster";

    /** Reads and checks every value; a bad one fails in one line naming the property. */
    public static RedisSettings from(SimProperties props) {
        String store = props.string("hotshard.store", STORE);
        if (!store.equals(STORE)) {
            throw new IllegalArgumentException("hotshard.store must be " + STORE + " for a Redis simulation but was "
                    + store);
        }
        String target = props.raw("hotshard.target");
        boolean replicaReads = props.booleanValue("hotshard.redis.replicaReads", false);
        int replicas = props.intValue("hotshard.redis.replicas", 1, 0, 5);
        if (replicaReads && replicas == 0 && target == null) {
            throw new IllegalArgumentException("hotshard.redis.replicaReads needs replicas, but hotshard.redis.replicas"
                    + " was 0");
        }
        RedisCommandSpec command = RedisCommandSpec.parse(props.string("hotshard.redis.command", "get"));
        double writeShare = props.doubleValue("hotshard.redis.writeShare", 0, 0, 1);
        if (writeShare > 0 && command.kind() != RedisCommandSpec.Kind.GET
                && command.kind() != RedisCommandSpec.Kind.EVAL) {
            throw new IllegalArgumentException("hotshard.redis.writeShare writes strings, which " + command
                    + " cannot read; use it with get or eval");
        }
        boolean clientCache = props.booleanValue("hotshard.redis.clientCache", false);
        boolean strings = command.kind() == RedisCommandSpec.Kind.GET || command.kind() == RedisCommandSpec.Kind.EVAL;
        if (clientCache && !strings) {
            throw new IllegalArgumentException("hotshard.redis.clientCache caches string values, which " + command
                    + " does not read; use it with get or eval");
        }
        if (clientCache && replicaReads) {
            throw new IllegalArgumentException("hotshard.redis.clientCache and hotshard.redis.replicaReads both take"
                    + " the hot slot's reads; choose one");
        }
        return new RedisSettings(
                Optional.ofNullable(target).map(RedisSettings::parseTarget),
                props.intValue("hotshard.redis.masters", 3, 3, 20),
                replicas,
                command,
                props.intValue("hotshard.redis.valueBytes", 64, 1, 1 << 20),
                props.intValue("hotshard.redis.maxInFlight", 1000, 1, 100_000),
                props.duration("hotshard.redis.timeout", Duration.ofSeconds(2), Duration.ofMillis(10)), replicaReads,
                writeShare, clientCache, props.intValue("hotshard.redis.dashboardPort", 0, 0, 65535));
    }

    private static RedisTarget parseTarget(String text) {
        try {
            return RedisTarget.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("hotshard.target: " + e.getMessage(), e);
        }
    }
}
