package io.hotshard.cli.deploy;

import io.hotshard.cluster.ClusterConfig;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a deployment runs: the cluster (shards, router settings, fixed ports), how many routers and injectors, and the
 * image every service runs. Routers beyond one and stack injectors are refused until they share state.
 *
 * @param cluster   shards and router settings; both ports fixed (no 0), shard i on {@code shardBasePort + i}
 * @param routers   router replicas; only 1 for now
 * @param injectors injector tasks; 0 unless the target allows prepared injectors
 * @param image     the hotshard image every service runs
 */
public record Topology(ClusterConfig cluster, int routers, int injectors, String image) {

    /** Validates the counts, the ports and the image; messages name the bad value. */
    public Topology {
        Objects.requireNonNull(cluster, "cluster");
        if (routers < 1) {
            throw new IllegalArgumentException("--routers must be >= 1 but was " + routers);
        }
        if (routers > 1) {
            throw new IllegalArgumentException("--routers " + routers + ": several routers are not supported yet"
                    + " (routers that do not share membership would disagree after a change); use --routers 1");
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
        if (image == null || !image.matches("[A-Za-z0-9][A-Za-z0-9._/:@-]{0,254}")) {
            throw new IllegalArgumentException("--image must be an image reference such as hotshard:latest but was '"
                    + image + "'");
        }
    }

    /** Fails when injectors are asked for where they cannot run yet. */
    public Topology withoutInjectors(String where) {
        if (injectors > 0) {
            throw new IllegalArgumentException("--injectors " + injectors + ": injectors " + where
                    + " are not supported yet; run the simulation from this machine against the printed URLs");
        }
        return this;
    }

    /** The fixed port of shard {@code id}. */
    public int shardPort(String id) {
        return cluster.shardConfig(id).port();
    }

    /** The router's fixed port. */
    public int routerPort() {
        return cluster.routerPort();
    }

    /** Each shard's URL on {@code host}, in ring order. */
    public Map<String, String> shardUrls(String host) {
        Map<String, String> urls = new LinkedHashMap<>();
        cluster.shardIds().forEach(id -> urls.put(id, url(host, shardPort(id))));
        return urls;
    }

    /** The router's URL on {@code host}. */
    public String routerUrl(String host) {
        return url(host, routerPort());
    }

    /** {@code http://host:port}, IPv6 literals in brackets. */
    public static String url(String host, int port) {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
