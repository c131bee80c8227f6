package io.hotshard.redis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The shape of a local Redis Cluster: {@code masters} masters with {@code replicas} replicas each, on consecutive
 * ports from {@code basePort} (each node also holds its cluster bus port, {@code port + 10000}), its files in
 * {@code dir}.
 */
public record RedisLayout(int masters, int replicas, int basePort, Path dir) {

    /** The highest client port: its cluster bus port must stay below 65536. */
    private static final int MAX_PORT = 65535 - 10000;

    /** Checks each value and names the one that is out of range. */
    public RedisLayout {
        if (masters < 3) {
            throw new IllegalArgumentException("masters must be >= 3 (Redis Cluster needs three) but was " + masters);
        }
        if (replicas < 0 || replicas > 5) {
            throw new IllegalArgumentException("replicas must be within [0, 5] but was " + replicas);
        }
        if (basePort < 1024 || basePort + masters * (replicas + 1) - 1 > MAX_PORT) {
            throw new IllegalArgumentException("base port must leave every node's port within [1024, " + MAX_PORT
                    + "] but was " + basePort + " for " + masters * (replicas + 1) + " nodes");
        }
        if (dir == null) {
            throw new IllegalArgumentException("dir must be given");
        }
    }

    /** The directory the CLI uses when none is given: one per base port under the temporary directory. */
    public static Path defaultDir(int basePort) {
        return Path.of(System.getProperty("java.io.tmpdir"), "hotshard-redis-" + basePort);
    }

    /** Number of redis-server processes. */
    public int nodeCount() {
        return masters * (replicas + 1);
    }

    /** Every node's client port, in order. */
    public List<Integer> ports() {
        List<Integer> ports = new ArrayList<>();
        for (int i = 0; i < nodeCount(); i++) {
            ports.add(basePort + i);
        }
        return ports;
    }
}
