package io.hotshard.cluster;

import io.hotshard.http.HttpSecurity;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.hotshard.shard.StoreConfig;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shards an embedded cluster runs, by id in the order they started: starts each on 127.0.0.1, hands every
 * started one to the cluster's metric sources (once they exist), and finds a running one by id. Safe from any thread.
 */
final class ClusterShards {

    static final String HOST = "127.0.0.1";

    private final Vertx vertx;
    private final StoreConfig store;
    private final HttpSecurity security;
    private final Map<String, ShardHandle> shards = new LinkedHashMap<>();
    private ClusterSources sources;

    ClusterShards(Vertx vertx, StoreConfig store, HttpSecurity security) {
        this.vertx = vertx;
        this.store = store;
        this.security = security;
    }

    /** Starts shard {@code shardConfig.id()} of ring weight {@code weight}; the id must be new. */
    Future<ShardHandle> start(ShardConfig shardConfig, double weight) {
        ShardServer server = new ShardServer(vertx, shardConfig, HOST, store, security);
        synchronized (this) {
            if (shards.containsKey(shardConfig.id())) {
                return Future.failedFuture(new IllegalArgumentException("shard '" + shardConfig.id()
                        + "' already runs in this cluster; shards are " + shards.keySet()));
            }
            shards.put(shardConfig.id(), new ShardHandle(server, null, weight));
        }
        return server.start().map(port -> {
            ShardHandle handle = new ShardHandle(server, new InJvmShardSource(server, "http://" + HOST + ":" + port),
                    weight);
            ClusterSources current;
            synchronized (this) {
                shards.put(shardConfig.id(), handle);
                current = sources;
            }
            if (current != null) {
                current.add(handle.source());
            }
            return handle;
        }).onFailure(failed -> forget(shardConfig.id()));
    }

    /** From now on, hands every started shard to {@code created}, beginning with those running now. */
    void measureInto(ClusterSources created) {
        List<ShardHandle> running;
        synchronized (this) {
            sources = created;
            running = new ArrayList<>(shards.values());
        }
        running.stream().filter(handle -> handle.source() != null).forEach(handle -> created.add(handle.source()));
    }

    /** Forgets a shard that stopped or failed to start. */
    synchronized void forget(String id) {
        shards.remove(id);
    }

    /** The running shard {@code id}; fails naming the running ones if there is none. */
    synchronized ShardHandle handle(String id) {
        ShardHandle handle = shards.get(id);
        if (handle == null || handle.source() == null) {
            throw new IllegalArgumentException("unknown shard '" + id + "'; running shards are " + shards.keySet());
        }
        return handle;
    }

    /** Every shard started or starting, in the order they started. */
    synchronized List<ShardHandle> all() {
        return new ArrayList<>(shards.values());
    }

    /** The base URL of every shard, by id, in the order they started. */
    Map<String, String> urls() {
        Map<String, String> urls = new LinkedHashMap<>();
        all().forEach(handle -> urls.put(handle.server().id(), handle.url()));
        return urls;
    }
}
