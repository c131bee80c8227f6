package io.hotshard.cli.deploy;

import io.hotshard.cluster.ClusterConfig;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * What a deployment runs: the cluster (shards, router settings, fixed ports), how many routers and injectors, and the
 * image every service runs. Several routers agree through a Hazelcast group, member i on {@link #clusterPort(int)}.
 *
 * @param cluster   shards and router settings; both ports fixed (no 0), shard i on {@code shardBasePort + i}
 * @param routers   routers: router i on {@code routerPort + i}; several share their state
 * @param injectors injector tasks (Swarm services, pods of a Kubernetes Job); 0 for none
 * @param image     the hotshard image every service runs
 */
public record Topology(ClusterConfig cluster, int routers, int injectors, String image) {

    /** Hazelcast port of router 0 of a group; router i uses this + i. */
    public static final int CLUSTER_BASE_PORT = 5701;

    /** Validates the counts, the ports and the image; messages name the bad value. */
    public Topology {
        Objects.requireNonNull(cluster, "cluster");
        if (routers < 1) {
            throw new IllegalArgumentException("--routers must be >= 1 but was " + routers);
        }
        if (routers > ClusterConfig.MAX_ROUTERS) {
            throw new IllegalArgumentException("--routers must be in [1, " + ClusterConfig.MAX_ROUTERS + "] but was " + routers);
        }
        if (injectors < 0) {
            throw new IllegalArgumentException("--injectors must be >= 0 but was " + injectors);
        }
        if (cluster.routerPort() < 1) {
            throw new IllegalArgumentException("--router-port must be in [1, 65535] for a deployment but was "
                    + cluster.routerPort());
        }
        if (cluster.shardBasePort() < 1) {
            throw new IllegalArgumentException("--shard-base-port must be >= 1 for a deployment but was "
                    + cluster.shardBasePort());
        }
        int lastRouter = cluster.routerPort() + routers - 1;
        int lastShard = cluster.shardBasePort() + cluster.shardCount() - 1;
        if (lastRouter > 65_535 || cluster.routerPort() <= lastShard && lastRouter >= cluster.shardBasePort()) {
            throw new IllegalArgumentException("router ports " + cluster.routerPort() + ".." + lastRouter
                    + " collide with the shard ports " + cluster.shardBasePort() + ".." + lastShard
                    + " or pass 65535; choose another --router-port");
        }
        if (image == null || !image.matches("[A-Za-z0-9][A-Za-z0-9._/:@-]{0,254}")) {
            throw new IllegalArgumentException("--image must be an image reference such as hotshard:latest but was '"
                    + image + "'");
        }
    }

    /** The fixed port of shard {@code id}. */
    public int shardPort(String id) {
        return cluster.shardConfig(id).port();
    }

    /** The first router's fixed port. */
    public int routerPort() {
        return cluster.routerPort();
    }

    /** Router {@code index}'s fixed port. */
    public int routerPort(int index) {
        return cluster.routerPort() + index;
    }

    /** Router {@code index}'s Hazelcast port when several routers form a group. */
    public int clusterPort(int index) {
        return CLUSTER_BASE_PORT + index;
    }

    /** The routers' service names: {@code router} alone, else {@code router-0..router-(R-1)}. */
    public List<String> routerServices() {
        return routers == 1 ? List.of("router") : IntStream.range(0, routers).mapToObj(i -> "router-" + i).toList();
    }

    /** Every router's URL on {@code host}, router 0 first. */
    public List<String> routerUrls(String host) {
        return IntStream.range(0, routers).mapToObj(i -> url(host, routerPort(i))).toList();
    }

    /** Each shard's URL on {@code host}, in ring order. */
    public Map<String, String> shardUrls(String host) {
        Map<String, String> urls = new LinkedHashMap<>();
        cluster.shardIds().forEach(id -> urls.put(id, url(host, shardPort(id))));
        return urls;
    }

    /** {@code http://host:port}, IPv6 literals in brackets. */
    public static String url(String host, int port) {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
