package io.hotshard.cli.deploy;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.shard.LatencyText;
import io.hotshard.shard.ShardConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code hotshard shard} and {@code hotshard router} arguments each service of a deployment runs with. */
public final class ServiceArgs {

    private ServiceArgs() {
    }

    /** Arguments of shard {@code id}: its fixed port and id, the cluster's shard settings, its derived seed. */
    public static List<String> shard(ClusterConfig cluster, String id, String listenHost) {
        ShardConfig shard = cluster.shardConfig(id);
        return List.of("shard", "--host", listenHost, "--port", Integer.toString(shard.port()), "--id", id,
                "--concurrency", Integer.toString(shard.concurrency()), "--queue", Integer.toString(shard.queueCapacity()),
                "--latency", LatencyText.format(shard.latency()), "--slowness", Double.toString(shard.slownessMultiplier()),
                "--error-rate", Double.toString(shard.errorRate()), "--seed", Long.toString(shard.seed()));
    }

    /**
     * Arguments of the router on the cluster's router port, over {@code shardUrls} (id to URL as the router reaches
     * them, ring order); {@code remoteShards} when those URLs are not loopback addresses.
     */
    public static List<String> router(ClusterConfig cluster, String listenHost, Map<String, String> shardUrls,
                                      boolean remoteShards) {
        return router(cluster, listenHost, cluster.routerPort(), shardUrls, remoteShards);
    }

    /** As {@link #router(ClusterConfig, String, Map, boolean)} on {@code port}. */
    public static List<String> router(ClusterConfig cluster, String listenHost, int port, Map<String, String> shardUrls,
                                      boolean remoteShards) {
        PartitionerSettings partitioner = cluster.partitioner();
        RouterConfig router = cluster.router();
        List<String> args = new ArrayList<>(List.of("router", "--host", listenHost, "--port",
                Integer.toString(port)));
        shardUrls.forEach((id, url) -> args.addAll(List.of("--shard", id + "=" + url)));
        args.addAll(List.of("--partitioner", partitioner.kind().label(), "--hash", partitioner.hash().label(),
                "--vnodes", Integer.toString(partitioner.vnodes()), "--epsilon", Double.toString(partitioner.epsilon()),
                "--request-timeout", router.requestTimeoutMillis() + "ms",
                "--health-interval", router.healthCheckIntervalMillis() + "ms",
                "--health-timeout", router.healthTimeoutMillis() + "ms", "--down-on", router.downOn().label(),
                "--event-loops", Integer.toString(router.eventLoops()),
                "--pool-size", Integer.toString(router.poolSizePerShard())));
        if (router.removeDownNodes()) {
            args.add("--remove-down-nodes");
        }
        if (!router.preconnect()) {
            args.add("--no-preconnect");
        }
        if (remoteShards) {
            args.add("--allow-remote-shards");
        }
        return List.copyOf(args);
    }

    /**
     * The arguments that make router {@code index} of {@code topology} a member of the routers' group: on the host
     * network every member on 127.0.0.1, on an overlay network bound to every interface and named by service.
     */
    public static List<String> routerGroup(Topology topology, int index, boolean hostNetwork) {
        List<String> members = new ArrayList<>();
        for (int i = 0; i < topology.routers(); i++) {
            members.add((hostNetwork ? "127.0.0.1" : topology.routerServices().get(i)) + ":" + topology.clusterPort(i));
        }
        List<String> args = new ArrayList<>(List.of("--cluster-port", Integer.toString(topology.clusterPort(index)),
                "--cluster-member", String.join(",", members)));
        if (!hostNetwork) {
            args.addAll(List.of("--cluster-host", "0.0.0.0", "--cluster-public-host",
                    topology.routerServices().get(index)));
        }
        return List.copyOf(args);
    }
}
