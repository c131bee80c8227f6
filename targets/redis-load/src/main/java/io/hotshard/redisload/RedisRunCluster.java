package io.hotshard.redisload;

import io.hotshard.redis.ClusterTopology;
import io.hotshard.redis.LocalPorts;
import io.hotshard.redis.NodeClient;
import io.hotshard.redis.RedisCluster;
import io.hotshard.redis.RedisLayout;
import io.hotshard.redis.RedisTarget;
import io.hotshard.redis.RedisTools;
import io.hotshard.ring.RedisSlots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The cluster a run drives: one it starts in {@code redis-cluster} of its run directory (3 + 3 nodes by default, on
 * the first free run of ports from 7000), stopped and removed when closed; or {@code hotshard.target}'s, reached and
 * left running. Closing stops the nodes a start under way has recorded so far too.
 */
final class RedisRunCluster implements AutoCloseable {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

    private final RedisSettings settings;
    private final Path dir;
    private volatile RedisCluster started;

    private RedisRunCluster(RedisSettings settings, Path dir) {
        this.settings = settings;
        this.dir = dir;
    }

    /** The cluster of a run in {@code runDirectory}, not started yet. */
    static RedisRunCluster of(RedisSettings settings, Path runDirectory) {
        return new RedisRunCluster(settings, runDirectory.resolve("redis-cluster"));
    }

    /** Starts the run's own cluster (nothing with {@code hotshard.target}); blocks until every node is healthy. */
    void up() {
        if (settings.target().isEmpty()) {
            started = RedisCluster.up(new RedisLayout(settings.masters(), settings.replicas(),
                    LocalPorts.freeRun(7000, settings.masters() * (settings.replicas() + 1)), dir),
                    RedisTools.onPath(), START_TIMEOUT);
        }
    }

    /** The port of the node the run enters the cluster through. */
    int entryPort() {
        return settings.target().map(RedisTarget::port).orElseGet(() -> started.layout().basePort());
    }

    /** The slot map now; fails unless every slot is served. */
    ClusterTopology topology() {
        ClusterTopology topology;
        try (NodeClient admin = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            topology = admin.topology(entryPort());
        }
        if (topology.coveredSlots() != RedisSlots.SLOT_COUNT) {
            throw new IllegalArgumentException("the cluster at 127.0.0.1:" + entryPort() + " covers "
                    + topology.coveredSlots() + " of 16384 slots");
        }
        return topology;
    }

    /** The cluster the run started, to act on its processes; refused for {@code hotshard.target}'s. */
    RedisCluster require(String what) {
        if (started == null) {
            throw new IllegalArgumentException("cannot " + what + " a node of hotshard.target: its processes are not"
                    + " hotshard's; run without hotshard.target to let the run start its own cluster");
        }
        return started;
    }

    /** Stops every node the run started (also while starting) and removes its directory; a target is left alone. */
    @Override
    public void close() {
        if (settings.target().isEmpty() && Files.exists(dir)) {
            (started != null ? started : RedisCluster.attach(dir)).down();
        }
    }

    @Override
    public String toString() {
        return "the Redis cluster in " + dir;
    }
}
