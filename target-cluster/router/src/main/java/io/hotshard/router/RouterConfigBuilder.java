package io.hotshard.router;

import io.hotshard.http.HttpSecurity;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.EdgeLimits;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.mitigate.MitigationSettings;
import java.util.List;

/**
 * Named steps towards a {@link RouterConfig}, starting from its defaults; {@link #build()} validates every value and
 * names the bad one.
 */
public final class RouterConfigBuilder {

    private String host = "127.0.0.1";
    private int port;
    private int eventLoops = RouterConfig.defaultEventLoops();
    private PartitionerSettings partitioner = PartitionerSettings.defaults();
    private List<ShardSpec> shards;
    private long requestTimeoutMillis = RouterConfig.DEFAULT_REQUEST_TIMEOUT_MILLIS;
    private int poolSizePerShard = RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD;
    private boolean preconnect = true;
    private long healthCheckIntervalMillis = RouterConfig.DEFAULT_HEALTH_CHECK_INTERVAL_MILLIS;
    private long healthTimeoutMillis = RouterConfig.DEFAULT_HEALTH_TIMEOUT_MILLIS;
    private DownOn downOn = DownOn.REFUSED;
    private boolean removeDownNodes;
    private boolean allowRemoteShards;
    private int moveSampleKeys = RouterConfig.DEFAULT_MOVE_SAMPLE_KEYS;
    private int shareSampleKeys = RouterConfig.DEFAULT_SHARE_SAMPLE_KEYS;
    private MitigationSettings mitigations = MitigationSettings.defaults();
    private HttpSecurity security = HttpSecurity.defaults();
    private EdgeLimits edges = EdgeLimits.defaults();

    RouterConfigBuilder(List<ShardSpec> shards) {
        this.shards = shards;
    }

    RouterConfigBuilder(RouterConfig config) {
        host = config.host();
        port = config.port();
        eventLoops = config.eventLoops();
        partitioner = config.partitioner();
        shards = config.shards();
        requestTimeoutMillis = config.requestTimeoutMillis();
        poolSizePerShard = config.poolSizePerShard();
        preconnect = config.preconnect();
        healthCheckIntervalMillis = config.healthCheckIntervalMillis();
        healthTimeoutMillis = config.healthTimeoutMillis();
        downOn = config.downOn();
        removeDownNodes = config.removeDownNodes();
        allowRemoteShards = config.allowRemoteShards();
        moveSampleKeys = config.moveSampleKeys();
        shareSampleKeys = config.shareSampleKeys();
        mitigations = config.mitigations();
        security = config.security();
        edges = config.edges();
    }

    /** Interface and port to listen on (0: any free port). */
    public RouterConfigBuilder listen(String newHost, int newPort) {
        host = newHost;
        port = newPort;
        return this;
    }

    /** Event loops serving data requests. */
    public RouterConfigBuilder eventLoops(int loops) {
        eventLoops = loops;
        return this;
    }

    /** Partitioner kind, hash, vnodes and slack. */
    public RouterConfigBuilder partitioner(PartitionerSettings settings) {
        partitioner = settings;
        return this;
    }

    /** The initial shards, in ring order. */
    public RouterConfigBuilder shards(List<ShardSpec> newShards) {
        shards = newShards;
        return this;
    }

    /** Total deadline of one shard request and pooled connections per shard and event loop. */
    public RouterConfigBuilder client(long timeoutMillis, int poolSize) {
        requestTimeoutMillis = timeoutMillis;
        poolSizePerShard = poolSize;
        return this;
    }

    /** Whether each event loop opens one connection to every initial shard before it serves (the default). */
    public RouterConfigBuilder preconnect(boolean open) {
        preconnect = open;
        return this;
    }

    /** Probe period (0: no probes) and deadline, what marks a shard down, and whether down shards leave the ring. */
    public RouterConfigBuilder health(long intervalMillis, long timeoutMillis, DownOn newDownOn, boolean removeDown) {
        healthCheckIntervalMillis = intervalMillis;
        healthTimeoutMillis = timeoutMillis;
        downOn = newDownOn;
        removeDownNodes = removeDown;
        return this;
    }

    /** Whether shard URLs may name non-loopback hosts. */
    public RouterConfigBuilder allowRemoteShards(boolean allow) {
        allowRemoteShards = allow;
        return this;
    }

    /** Sample sizes for moved keys and hash-space shares. */
    public RouterConfigBuilder samples(int moveKeys, int shareKeys) {
        moveSampleKeys = moveKeys;
        shareSampleKeys = shareKeys;
        return this;
    }

    /** Mitigations in force at start. */
    public RouterConfigBuilder mitigations(MitigationSettings settings) {
        mitigations = settings;
        return this;
    }

    /** Admin token and request limits. */
    public RouterConfigBuilder security(HttpSecurity newSecurity) {
        security = newSecurity;
        return this;
    }

    /** Largest shard answer, requests waiting per client connection, relay connections per event loop. */
    public RouterConfigBuilder edges(EdgeLimits limits) {
        edges = limits;
        return this;
    }

    /** The validated configuration; fails with {@link IllegalArgumentException} naming the bad value. */
    public RouterConfig build() {
        return new RouterConfig(host, port, eventLoops, partitioner, shards, requestTimeoutMillis, poolSizePerShard,
                preconnect, healthCheckIntervalMillis, healthTimeoutMillis, downOn, removeDownNodes, allowRemoteShards,
                moveSampleKeys, shareSampleKeys, mitigations, security, edges);
    }
}
