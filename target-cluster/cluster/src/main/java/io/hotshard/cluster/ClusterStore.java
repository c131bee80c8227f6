package io.hotshard.cluster;

import io.hotshard.shard.StoreConfig;
import io.hotshard.shard.StoreKind;

/**
 * The store every shard of a cluster uses, and the embedded PostgreSQL the cluster owns when it started one.
 * {@link #open} and {@link #close} block: call them from plain threads.
 */
public final class ClusterStore implements AutoCloseable {

    private final StoreConfig config;
    private final EmbeddedPostgresServer owned;

    private ClusterStore(StoreConfig config, EmbeddedPostgresServer owned) {
        this.config = config;
        this.owned = owned;
    }

    /** The in-memory store; owns nothing. */
    public static ClusterStore memory() {
        return new ClusterStore(StoreConfig.memory(), null);
    }

    /** Resolves {@code choice}, starting an embedded PostgreSQL when it names no server. */
    public static ClusterStore open(StoreChoice choice) {
        if (choice.kind() == StoreKind.MEMORY) {
            return memory();
        }
        if (choice.pgUrl() != null) {
            return new ClusterStore(StoreConfig.pg(choice.pgUrl()), null);
        }
        EmbeddedPostgresServer server = EmbeddedPostgresServer.start();
        return new ClusterStore(StoreConfig.pg(server.target()), server);
    }

    /** What each shard is given. */
    public StoreConfig config() {
        return config;
    }

    /** Whether closing stops a server this store started. */
    public boolean ownsServer() {
        return owned != null;
    }

    /** {@code memory}, {@code pg postgresql://...}, with {@code (embedded)} when the cluster started it. */
    public String describe() {
        return config.describe() + (owned != null ? " (embedded PostgreSQL)" : "");
    }

    /** Stops the embedded server, if any; idempotent. */
    @Override
    public void close() {
        if (owned != null) {
            owned.close();
        }
    }
}
