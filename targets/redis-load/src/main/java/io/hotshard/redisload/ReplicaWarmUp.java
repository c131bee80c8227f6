package io.hotshard.redisload;

import io.hotshard.redis.ClusterNode;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.redis.NodeClient;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Opens the replica connection before the load starts: the client reads from the master until its connection to a
 * replica is ready. Its reads precede the first sample and are not the load's.
 */
final class ReplicaWarmUp {

    private static final int LIMIT_SECONDS = 10;

    private ReplicaWarmUp() {
    }

    /**
     * Reads {@code key} (of the hot slot) through the replica connection until one of {@code masterPort}'s replicas
     * has served a read, at most {@value #LIMIT_SECONDS} s; an event says so when none did.
     */
    static void run(RedisLoad load, ClusterTopology topology, int masterPort, String key, RunEventLog events) {
        String masterId = topology.byPort(masterPort).orElseThrow().id();
        List<Integer> replicas = topology.replicas().stream().filter(r -> r.masterId().equals(masterId))
                .map(ClusterNode::port).toList();
        Set<String> get = Set.of("get");
        try (NodeClient admin = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            long before = replicas.stream().mapToLong(p -> admin.info(p, "commandstats").commandCalls(get)).sum();
            long deadline = System.nanoTime() + Duration.ofSeconds(LIMIT_SECONDS).toNanos();
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
        events.add("no replica of master " + masterPort + " served a read within " + LIMIT_SECONDS
                + " s; the hot slot's reads go to the master until one does");
    }
}
