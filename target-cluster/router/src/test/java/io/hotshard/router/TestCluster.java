package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.Clocks;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.shard.FixedLatency;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.hotshard.shard.ShardSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;

/** Real shards on ephemeral ports behind a real router, in one watched Vert.x; closing checks for blocking. */
final class TestCluster {

    private final WatchedVertx watched;
    private final Map<String, ShardServer> shards = new LinkedHashMap<>();
    private final Map<String, Integer> shardPorts = new LinkedHashMap<>();
    private final TestHttp http;
    private RouterServer router;

    private TestCluster() {
        watched = RouterWarmUp.watched();
        http = new TestHttp(watched.vertx(), 128);
    }

    /** Shards {@code s0..s(n-1)} with a fixed service time and room for 64 concurrent requests each. */
    static List<ShardConfig> shardConfigs(int count, long serviceMicros) {
        List<ShardConfig> configs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            configs.add(ShardConfig.defaults("s" + i).withLatency(new FixedLatency(serviceMicros))
                    .withCapacity(64, 256));
        }
        return configs;
    }

    /** Starts the shards, then a router over them configured by {@code customise} (probes off, 5 s timeout). */
    static TestCluster start(List<ShardConfig> configs, UnaryOperator<RouterConfig> customise) {
        return start(configs, (cluster, config) -> customise.apply(config));
    }

    /** As {@link #start(List, UnaryOperator)} where the customisation may also start servers of its own. */
    static TestCluster start(List<ShardConfig> configs,
                             BiFunction<TestCluster, RouterConfig, RouterConfig> customise) {
        return start(configs, customise, Clocks.system());
    }

    /** As {@link #start(List, UnaryOperator)} with the mitigations reading time from {@code clocks}. */
    static TestCluster start(List<ShardConfig> configs, UnaryOperator<RouterConfig> customise, Clocks clocks) {
        return start(configs, (cluster, config) -> customise.apply(config), clocks);
    }

    private static TestCluster start(List<ShardConfig> configs,
                                     BiFunction<TestCluster, RouterConfig, RouterConfig> customise, Clocks clocks) {
        TestCluster cluster = new TestCluster();
        try {
            for (ShardConfig config : configs) {
                cluster.startShard(config);
            }
            Map<String, String> urls = new LinkedHashMap<>();
            cluster.shardPorts.forEach((id, port) -> urls.put(id, "http://127.0.0.1:" + port));
            // Generous timeouts where a test does not set its own: the machine is shared with other builds.
            RouterConfig base = RouterConfig.defaults(urls).withHealth(0, 100, DownOn.REFUSED, false)
                    .withClient(5_000, RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD).withEventLoops(eventLoops());
            cluster.router = new RouterServer(cluster.vertx(), customise.apply(cluster, base), clocks);
            Await.result(cluster.router.start());
            return cluster;
        } catch (RuntimeException e) {
            cluster.closeQuietly();
            throw e;
        }
    }

    /** Event loops of the routers under test: {@code hotshard.test.routerEventLoops}, 1 when unset. */
    static int eventLoops() {
        return Integer.getInteger("hotshard.test.routerEventLoops", 1);
    }

    /** Starts one more shard (not added to the router) and returns its port. */
    int startShard(ShardConfig config) {
        ShardServer shard = new ShardServer(vertx(), config);
        int port = Await.result(shard.start());
        shards.put(config.id(), shard);
        shardPorts.put(config.id(), port);
        return port;
    }

    /** Starts a TCP server that accepts connections and never answers (a hung process) and returns its port. */
    int startBlackHole() {
        return startBlackHole(new java.util.concurrent.atomic.AtomicInteger());
    }

    /** A server that reads requests and never answers; counts the health probes it was sent. */
    int startBlackHole(java.util.concurrent.atomic.AtomicInteger probes) {
        return Await.result(vertx().createNetServer().connectHandler(socket -> socket.handler(bytes -> {
            String text = bytes.toString(java.nio.charset.StandardCharsets.ISO_8859_1);
            for (int at = text.indexOf("GET /health"); at >= 0; at = text.indexOf("GET /health", at + 1)) {
                probes.incrementAndGet();
            }
        })).listen(0, "127.0.0.1")).actualPort();
    }

    Vertx vertx() {
        return watched.vertx();
    }

    RouterServer router() {
        return router;
    }

    ShardServer shard(String id) {
        return shards.get(id);
    }

    int shardPort(String id) {
        return shardPorts.get(id);
    }

    String shardUrl(String id) {
        return "http://127.0.0.1:" + shardPort(id);
    }

    TestHttp http() {
        return http;
    }

    /** Sends a request to the router and waits for the answer. */
    TestHttp.Answer call(HttpMethod method, String path, String body) {
        try {
            return Await.result(http.send(method, router.port(), path, body));
        } catch (IllegalStateException e) {
            throw new IllegalStateException(method + " " + path + " unanswered; router metrics "
                    + router.metrics().toJson().encode() + "; unhandled " + watched.unhandled(), e);
        }
    }

    /** Applies a mitigation patch through the admin API and returns the answer. */
    TestHttp.Answer mitigate(String patch) {
        return call(HttpMethod.POST, "/admin/mitigations", patch);
    }

    /** The router's mitigation counters now. */
    MitigationCounts counts() {
        return router.metrics().mitigations();
    }

    /** Requests each shard has received so far (its arrivals). */
    Map<String, Long> arrivals() {
        Map<String, Long> arrivals = new LinkedHashMap<>();
        shards.forEach((id, shard) -> arrivals.put(id, Await.result(shard.snapshot()).saturation().arrivals()));
        return arrivals;
    }

    /** Sends a GET to the router and waits for the answer. */
    TestHttp.Answer get(String path) {
        return call(HttpMethod.GET, path, null);
    }

    /** Each shard's snapshot once none has a request waiting or in service. */
    Map<String, ShardSnapshot> idleSnapshots() {
        Map<String, ShardSnapshot> snapshots = new LinkedHashMap<>();
        Await.until("every shard is idle", () -> {
            snapshots.clear();
            shards.forEach((id, shard) -> snapshots.put(id, Await.result(shard.snapshot())));
            return snapshots.values().stream().allMatch(s -> s.saturation().inFlight() == 0);
        });
        return snapshots;
    }

    /** Stops the router and the shards, closes Vert.x and fails on unhandled exceptions or blocked loops. */
    void close() throws Exception {
        List<Future<Void>> stops = new ArrayList<>();
        if (router != null) {
            stops.add(router.stop());
        }
        shards.values().forEach(shard -> stops.add(shard.stop()));
        Await.result(Future.join(stops));
        List<String> unhandled = watched.unhandled();
        List<String> blocked = watched.close();
        assertThat(unhandled).as("exceptions thrown by handlers").isEmpty();
        assertThat(blocked).as("event-loop blocks over " + watched.failureMillis() + " ms").isEmpty();
    }

    private void closeQuietly() {
        try {
            watched.close();
        } catch (Exception e) {
            // the original failure is the one worth reporting
        }
    }
}
