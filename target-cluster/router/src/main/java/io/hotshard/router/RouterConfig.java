package io.hotshard.router;

import io.hotshard.http.HttpSecurity;
import io.hotshard.ring.Node;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.EdgeLimits;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.membership.MembershipSettings;
import io.hotshard.router.mitigate.MitigationSettings;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Everything that shapes one router, validated on construction with messages that carry the bad value. Build one
 * with {@link #builder(List)} (or {@link #defaults(List)} and the {@code with...} copies); the canonical constructor
 * is the builder's.
 *
 * @param host                      interface to listen on
 * @param port                      port to listen on, 0 for any free one
 * @param eventLoops                event loops serving data requests, each with its own HTTP server instance and
 *                                  connection pools to the shards
 * @param partitioner               partitioner kind, hash, vnodes and bounded-load slack
 * @param shards                    initial shards in ring order, ids and URLs unique; empty in a template whose
 *                                  shards are supplied when the router starts (an embedded cluster's), which
 *                                  {@link RouterServer} refuses to start as it is
 * @param requestTimeoutMillis      total deadline of one request to a shard, pool wait included; then 504
 * @param poolSizePerShard          pooled keep-alive connections per shard and event loop
 * @param preconnect                whether each event loop opens one connection to every initial shard before it
 *                                  serves, so that a first fan-out over many shards does not open them all
 * @param healthCheckIntervalMillis period of the {@code GET /health} probes, 0 to disable them
 * @param healthTimeoutMillis       deadline of one health probe
 * @param downOn                    whether timeouts, besides refused connections, mark a shard down
 * @param removeDownNodes           true: a down shard leaves the ring and its keys move to the others until it
 *                                  is healthy again; false: it stays and requests to it fail fast with 503
 * @param allowRemoteShards         whether shard URLs may name non-loopback hosts
 * @param moveSampleKeys            keys {@code key0..key(n-1)} compared before and after a membership change
 * @param shareSampleKeys           synthetic keys sampled to estimate each node's share of the hash space
 * @param mitigations               the hot-spot mitigations in force at start; changed later via the admin API
 * @param security                  the admin token (checked on admin requests, sent with the router's own admin
 *                                  calls to shards) and the request limits; off loopback a token is required
 * @param edges                     what a misbehaving shard or client can make the router hold: the largest shard
 *                                  answer (at least the value limit, so a stored value reads back), requests
 *                                  waiting per client connection, relay connections per event loop
 */
public record RouterConfig(String host, int port, int eventLoops, PartitionerSettings partitioner,
                           List<ShardSpec> shards, long requestTimeoutMillis, int poolSizePerShard,
                           boolean preconnect, long healthCheckIntervalMillis, long healthTimeoutMillis, DownOn downOn,
                           boolean removeDownNodes, boolean allowRemoteShards, int moveSampleKeys,
                           int shareSampleKeys, MitigationSettings mitigations, HttpSecurity security,
                           EdgeLimits edges) {

    /** Default total deadline of a request to a shard. */
    public static final long DEFAULT_REQUEST_TIMEOUT_MILLIS = 1_000;
    /** Default pooled connections per shard. */
    public static final int DEFAULT_POOL_SIZE_PER_SHARD = 32;
    /** Default health probe period. */
    public static final long DEFAULT_HEALTH_CHECK_INTERVAL_MILLIS = 500;
    /** Default health probe deadline. */
    public static final long DEFAULT_HEALTH_TIMEOUT_MILLIS = 250;
    /** Default number of keys compared on a membership change. */
    public static final int DEFAULT_MOVE_SAMPLE_KEYS = 10_000;
    /** Default number of keys sampled for the share of the hash space. */
    public static final int DEFAULT_SHARE_SAMPLE_KEYS = 100_000;
    /** Most event loops one router may use. */
    public static final int MAX_EVENT_LOOPS = 256;
    private static final long MAX_MILLIS = 3_600_000;
    private static final int MAX_POOL_SIZE = 4_096;
    private static final int MAX_SAMPLE_KEYS = 10_000_000;

    /** Validates every field. */
    public RouterConfig {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host must not be blank but was '" + host + "'");
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be in [0, 65535] but was " + port);
        }
        requireRange("eventLoops", eventLoops, 1, MAX_EVENT_LOOPS);
        Objects.requireNonNull(partitioner, "partitioner");
        Objects.requireNonNull(downOn, "downOn");
        Objects.requireNonNull(mitigations, "mitigations");
        Objects.requireNonNull(security, "security");
        Objects.requireNonNull(edges, "edges");
        if (edges.maxShardAnswerBytes() < security.limits().maxValueBytes()) {
            throw new IllegalArgumentException("maxShardAnswerBytes must be at least maxValueBytes ("
                    + security.limits().maxValueBytes() + "), so that a stored value can be read back, but was "
                    + edges.maxShardAnswerBytes());
        }
        security.requireSafeListen("the router", host);
        shards = List.copyOf(Objects.requireNonNull(shards, "shards"));
        requireShards(shards, allowRemoteShards);
        requireRange("requestTimeoutMillis", requestTimeoutMillis, 1, MAX_MILLIS);
        requireRange("poolSizePerShard", poolSizePerShard, 1, MAX_POOL_SIZE);
        if (healthCheckIntervalMillis != 0) {
            requireRange("healthCheckIntervalMillis (0 disables probes)", healthCheckIntervalMillis, 10, MAX_MILLIS);
        }
        requireRange("healthTimeoutMillis", healthTimeoutMillis, 1, MAX_MILLIS);
        requireRange("moveSampleKeys", moveSampleKeys, 1, MAX_SAMPLE_KEYS);
        requireRange("shareSampleKeys", shareSampleKeys, 1, MAX_SAMPLE_KEYS);
        if (!shards.isEmpty()) {
            requireFits(partitioner, mitigations, shards.stream().map(ShardSpec::node).toList());
        }
    }

    /**
     * Fails, naming the problem, if the partitioner cannot hold {@code nodes} (e.g. a small Maglev table) or a
     * mitigation pins a key to a shard that is not among them.
     */
    public static void requireFits(PartitionerSettings partitioner, MitigationSettings mitigations, List<Node> nodes) {
        mitigations.requireKnownShards(nodes.stream().map(Node::id).toList());
        partitioner.toConfig(nodes);
    }

    /** The event loops a router serves on unless told otherwise: one per available processor. */
    public static int defaultEventLoops() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * A template for an embedded cluster's routers: these defaults without shards, which the cluster supplies with
     * the host, port and partitioner when it starts its routers.
     */
    public static RouterConfig template() {
        return builder(List.of()).build();
    }

    /** Defaults over shards given as id to URL, in map iteration order, each of weight 1. */
    public static RouterConfig defaults(Map<String, String> shardUrls) {
        List<ShardSpec> specs = new ArrayList<>();
        shardUrls.forEach((id, url) -> specs.add(ShardSpec.of(id, url)));
        return defaults(specs);
    }

    /**
     * 127.0.0.1 on any free port, one event loop per available processor, ring/sha256/100 vnodes, 1000 ms request
     * timeout, 32 connections per shard, health probes every 500 ms with a 250 ms deadline, down on refused
     * connections only, down shards kept in the ring, loopback shards only, 10,000 move-sample and 100,000
     * share-sample keys, no mitigation, the default request limits and {@link EdgeLimits#defaults()}.
     */
    public static RouterConfig defaults(List<ShardSpec> shards) {
        return builder(shards).build();
    }

    /** A builder holding the defaults of {@link #defaults(List)} over {@code shards}. */
    public static RouterConfigBuilder builder(List<ShardSpec> shards) {
        return new RouterConfigBuilder(shards);
    }

    /** A builder holding this configuration. */
    public RouterConfigBuilder toBuilder() {
        return new RouterConfigBuilder(this);
    }

    /** The ring nodes of the configured shards. */
    public List<Node> nodes() {
        return shards.stream().map(ShardSpec::node).toList();
    }

    /** A copy listening on {@code newHost:newPort}. */
    public RouterConfig withListen(String newHost, int newPort) {
        return toBuilder().listen(newHost, newPort).build();
    }

    /** A copy serving data requests on {@code loops} event loops. */
    public RouterConfig withEventLoops(int loops) {
        return toBuilder().eventLoops(loops).build();
    }

    /** A copy with another partitioner. */
    public RouterConfig withPartitioner(PartitionerSettings settings) {
        return toBuilder().partitioner(settings).build();
    }

    /** A copy with other shards. */
    public RouterConfig withShards(List<ShardSpec> newShards) {
        return toBuilder().shards(newShards).build();
    }

    /** A copy with another request timeout and pool size. */
    public RouterConfig withClient(long timeoutMillis, int poolSize) {
        return toBuilder().client(timeoutMillis, poolSize).build();
    }

    /** A copy whose event loops do or do not open a connection to every shard before they serve. */
    public RouterConfig withPreconnect(boolean open) {
        return toBuilder().preconnect(open).build();
    }

    /** A copy with other health-check settings. */
    public RouterConfig withHealth(long intervalMillis, long timeoutMillis, DownOn newDownOn, boolean removeDown) {
        return toBuilder().health(intervalMillis, timeoutMillis, newDownOn, removeDown).build();
    }

    /** A copy that does or does not accept non-loopback shard URLs. */
    public RouterConfig withAllowRemoteShards(boolean allow) {
        return toBuilder().allowRemoteShards(allow).build();
    }

    /** A copy with other sample sizes for moved keys and hash-space shares. */
    public RouterConfig withSamples(int moveKeys, int shareKeys) {
        return toBuilder().samples(moveKeys, shareKeys).build();
    }

    /** A copy with other mitigations in force at start; pins must name configured shards. */
    public RouterConfig withMitigations(MitigationSettings newMitigations) {
        return toBuilder().mitigations(newMitigations).build();
    }

    /** What the router's membership takes from this configuration. */
    public MembershipSettings membershipSettings() {
        return new MembershipSettings(partitioner, shards, mitigations, moveSampleKeys, allowRemoteShards,
                removeDownNodes);
    }

    /** A copy with another admin token and request limits. */
    public RouterConfig withSecurity(HttpSecurity newSecurity) {
        return toBuilder().security(newSecurity).build();
    }

    /** A copy with other limits on what misbehaving shards and clients can make the router hold. */
    public RouterConfig withEdges(EdgeLimits newEdges) {
        return toBuilder().edges(newEdges).build();
    }

    private static void requireShards(List<ShardSpec> shards, boolean allowRemote) {
        Set<String> ids = new HashSet<>();
        Set<String> urls = new HashSet<>();
        for (ShardSpec shard : shards) {
            Objects.requireNonNull(shard, "shards must not contain null");
            if (!ids.add(shard.id())) {
                throw new IllegalArgumentException("duplicate shard id '" + shard.id() + "' in shards");
            }
            if (!urls.add(shard.url().authority())) {
                throw new IllegalArgumentException("duplicate shard url " + shard.url() + " (shard " + shard.id()
                        + ")");
            }
            if (!allowRemote && !shard.url().isLoopback()) {
                throw new IllegalArgumentException(shard.remoteRefusal());
            }
        }
    }

    private static void requireRange(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "] but was " + value);
        }
    }
}
