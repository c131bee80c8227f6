package io.hotshard.cluster;

import io.hotshard.cluster.sample.MetricSources;
import io.hotshard.cluster.sample.RouterSource;
import io.hotshard.cluster.sample.RouterSum;
import io.hotshard.recording.EventSink;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunSettings;
import io.hotshard.router.RouterServer;
import io.hotshard.router.membership.MembershipChange;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * N fake shards and a ring router in one JVM, on 127.0.0.1, with chaos operations for simulations. Every
 * chaos operation returns a future and records a run event to the registered {@link EventSink}s.
 *
 * <p>Methods are safe from any thread and never block, except {@link #startBlocking}, {@link #stopBlocking}
 * and {@link #record}, which are for plain threads (a Gatling {@code before()} hook, a test, a CLI) and refuse
 * to run on an event loop.
 */
public final class EmbeddedCluster {

    private final Vertx vertx;
    private final boolean ownsVertx;
    private final ClusterConfig config;
    private final ClusterStore store;
    private final ClusterShards shards;
    private final ClusterEvents events = new ClusterEvents();
    private final Chaos chaos;
    private final EmbeddedRouters routers = new EmbeddedRouters();
    private final int routerCount;
    private volatile RouterServer router;
    private volatile ClusterSources sources;

    /** A cluster in its own Vert.x instance, closed by {@link #stop()}. */
    public EmbeddedCluster(ClusterConfig config) {
        this(config, ClusterStore.memory());
    }

    /** A cluster in its own Vert.x whose shards keep their data in {@code store}; {@link #stop()} closes both. */
    public EmbeddedCluster(ClusterConfig config, ClusterStore store) {
        this(config, store, 1);
    }

    /**
     * A cluster in its own Vert.x with {@code routers} routers that agree (router i on the router port + i, or any
     * free port), whose shards keep their data in {@code store}; {@link #stop()} closes everything.
     */
    public EmbeddedCluster(ClusterConfig config, ClusterStore store, int routers) {
        this(Vertx.vertx(RouterServer.vertxOptions(config.router().eventLoops())), config, true, store, routers);
    }

    /** A cluster in {@code vertx}, which {@link #stop()} leaves open. */
    public EmbeddedCluster(Vertx vertx, ClusterConfig config) {
        this(vertx, config, false, ClusterStore.memory(), 1);
    }

    /** A cluster in {@code vertx} whose shards keep their data in {@code store}; stopping closes the store. */
    public EmbeddedCluster(Vertx vertx, ClusterConfig config, ClusterStore store) {
        this(vertx, config, false, store, 1);
    }

    private EmbeddedCluster(Vertx vertx, ClusterConfig config, boolean ownsVertx, ClusterStore store,
                            int routerCount) {
        this.routerCount = EmbeddedRouters.requireCount(routerCount);
        EmbeddedRouters.requireFreePorts(config, routerCount);
        this.vertx = vertx;
        this.config = config;
        this.ownsVertx = ownsVertx;
        this.store = store;
        this.shards = new ClusterShards(vertx, store.config(), config.router().security());
        this.chaos = new Chaos(this, shards, events);
    }

    /** Starts every shard, then the router over them; on failure stops whatever had started. */
    public Future<EmbeddedCluster> start() {
        if (router != null) {
            return Future.failedFuture(new IllegalStateException("the cluster was already started"));
        }
        List<Future<ShardHandle>> started = new ArrayList<>();
        for (String id : config.shardIds()) {
            started.add(shards.start(config.shardConfig(id), config.weight(id)));
        }
        return Future.all(started).compose(all -> routers.start(vertx, routerCount, i -> config.routerConfig(i,
                ClusterShards.HOST, started.stream().map(f -> f.result().spec()).toList()))).map(list -> {
            router = list.get(0);
            List<RouterSource> read = list.stream().<RouterSource>map(r -> new InJvmRouterSource(r, url(r))).toList();
            ClusterSources created = new ClusterSources(read.size() == 1 ? read.get(0) : new RouterSum(read));
            shards.measureInto(created);
            sources = created;
            return this;
        }).recover(failure -> stop().transform(stopped -> Future.failedFuture(failure)));
    }

    /**
     * Starts a cluster in its own Vert.x and waits up to {@code timeout}; blocks, so call it from a plain thread
     * such as a Gatling {@code before()} hook, never from an event loop.
     */
    public static EmbeddedCluster startBlocking(ClusterConfig config, Duration timeout) {
        return startBlocking(config, StoreChoice.memory(), timeout);
    }

    /**
     * As {@link #startBlocking(ClusterConfig, Duration)}, with the shards' data in {@code choice}: an embedded
     * PostgreSQL is started first when the choice is pg without a URL, and stopped with the cluster.
     */
    public static EmbeddedCluster startBlocking(ClusterConfig config, StoreChoice choice, Duration timeout) {
        Blocking.refuseEventLoop("EmbeddedCluster.startBlocking");
        return startBlocking(config, choice, 1, timeout);
    }

    /** As {@link #startBlocking(ClusterConfig, StoreChoice, Duration)} with {@code routers} routers that agree. */
    public static EmbeddedCluster startBlocking(ClusterConfig config, StoreChoice choice, int routers,
                                                Duration timeout) {
        Blocking.refuseEventLoop("EmbeddedCluster.startBlocking");
        EmbeddedCluster cluster = new EmbeddedCluster(config, ClusterStore.open(choice), routers);
        return Blocking.await(cluster.start(), timeout, "starting the cluster", cluster::stop);
    }

    /** Stops the router, then every shard, then the Vert.x instance if the cluster created it. */
    public Future<Void> stop() {
        return ClusterStop.stop(routers, shards::all, vertx, ownsVertx, store);
    }

    /** {@link #stop()}, waiting up to {@code timeout}; call it from a plain thread, never from an event loop. */
    public void stopBlocking(Duration timeout) {
        Blocking.refuseEventLoop("EmbeddedCluster.stopBlocking");
        Blocking.await(stop(), timeout, "stopping the cluster", null);
    }

    /**
     * Starts recording a run of this cluster (see {@link RunRecorder}) and registers the recorder for the
     * cluster's events; blocks, so call it from a plain thread.
     */
    public RunRecorder record(RunSettings settings) throws IOException {
        RunRecorder recorder = RunRecorder.start(settings, metricSources());
        addEventSink(recorder);
        return recorder;
    }

    /** The (first) router's base URL, e.g. {@code http://127.0.0.1:40001}. */
    public String routerUrl() {
        return url(requireRouter());
    }

    /** Every router's base URL, the first one first; one unless the cluster runs several routers. */
    public List<String> routerUrls() {
        requireRouter();
        return routers.list().stream().map(EmbeddedCluster::url).toList();
    }

    /** Every router, the first one first; several routers agree on membership, mitigations and migrations. */
    public List<RouterServer> routers() {
        requireRouter();
        return routers.list();
    }

    /** The base URL of every running shard, by id, in the order they joined. */
    public Map<String, String> shardUrls() {
        return shards.urls();
    }

    /** The router, for its admin operations, events and metrics. */
    public RouterServer router() {
        return requireRouter();
    }

    /** The running shard {@code id}; fails naming the running ones if there is none. */
    public ShardServer shard(String id) {
        return shards.handle(id).server();
    }

    /** Where the shards keep their data. */
    public ClusterStore store() {
        return store;
    }

    public ClusterConfig config() {
        return config;
    }

    public Vertx vertx() {
        return vertx;
    }

    /** The router and every shard the cluster ran, for a {@link RunRecorder}. */
    public MetricSources metricSources() {
        ClusterSources current = sources;
        if (current == null) {
            throw new IllegalStateException("the cluster is not started");
        }
        return current;
    }

    /** Sends the cluster's events to {@code sink} from now on. */
    public void addEventSink(EventSink sink) {
        events.add(sink);
    }

    /** Stops sending events to {@code sink}. */
    public void removeEventSink(EventSink sink) {
        events.remove(sink);
    }

    /**
     * Starts a spare shard that is measured like the others but not in the ring, and answers its URL; a client
     * adds it later through the router's admin API ({@code POST /admin/nodes}).
     */
    public Future<String> startSpare(ShardConfig shardConfig) {
        return shards.start(shardConfig, 1.0).map(handle -> handle.source().url());
    }

    /** Starts shard {@code config.id()} with weight 1 and adds it to the ring. */
    public Future<MembershipChange> addShard(ShardConfig shardConfig) {
        return chaos.add(shardConfig, 1.0);
    }

    /** Starts a shard of weight {@code weight} and adds it to the ring; the id must be new. */
    public Future<MembershipChange> addShard(ShardConfig shardConfig, double weight) {
        return chaos.add(shardConfig, weight);
    }

    /**
     * Removes the shard from the ring, waits (up to the request timeout plus a second) for its requests in
     * flight, takes its final counts and stops it.
     */
    public Future<MembershipChange> removeShard(String id) {
        return chaos.remove(id);
    }

    /** Makes the shard refuse connections and drop its waiting requests, as a crash would. */
    public Future<Void> killShard(String id) {
        return chaos.kill(id);
    }

    /** Makes a killed shard listen again on the same port, its data intact. */
    public Future<Void> reviveShard(String id) {
        return chaos.revive(id);
    }

    /** Stalls the shard for {@code duration}: requests wait, health checks pass, then service resumes. */
    public Future<Void> pauseShard(String id, Duration duration) {
        return chaos.pause(id, duration);
    }

    /** Ends a pause now. */
    public Future<Void> resumeShard(String id) {
        return chaos.resume(id);
    }

    /** Multiplies the shard's configured service times by {@code multiplier} from now on. */
    public Future<Void> slowShard(String id, double multiplier) {
        return chaos.slow(id, multiplier);
    }

    RouterServer requireRouter() {
        RouterServer current = router;
        if (current == null) {
            throw new IllegalStateException("the cluster is not started");
        }
        return current;
    }

    private static String url(RouterServer server) {
        return "http://" + ClusterShards.HOST + ":" + server.port();
    }
}
