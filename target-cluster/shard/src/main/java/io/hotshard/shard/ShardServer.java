package io.hotshard.shard;

import io.hotshard.http.HttpSecurity;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import org.HdrHistogram.Histogram;

/**
 * Handle on one fake shard server running in a given {@link Vertx}: start it on a port (0 for any free one),
 * change its model at runtime, inject faults, read its measurements, stop it. Safe to call from any thread:
 * every call that touches the shard's state hops onto the event loop of its single verticle instance.
 *
 * <p>Faults: {@link #down()} closes the listening socket and all connections (clients see "connection
 * refused") and abandons waiting requests; {@link #up()} listens again on the same port with the store intact.
 * {@link #stall(Duration)} freezes service while the socket stays open, so requests queue, may time out on the
 * client side, and are served once it ends; {@code GET /health} keeps answering 200 meanwhile (a gray failure).
 */
public final class ShardServer {

    private final Vertx vertx;
    private final String id;
    private final StoreConfig store;
    private final ShardMetrics metrics;
    private final ShardVerticle verticle;
    private String deploymentId;
    private boolean stopped;

    /** Creates a shard that will listen on 127.0.0.1. */
    public ShardServer(Vertx vertx, ShardConfig config) {
        this(vertx, config, "127.0.0.1");
    }

    /** Creates a shard that will listen on {@code host} (e.g. 0.0.0.0 inside a container). */
    public ShardServer(Vertx vertx, ShardConfig config, String host) {
        this(vertx, config, host, StoreConfig.memory(), HttpSecurity.defaults());
    }

    /** Creates a shard on {@code host} that keeps its data in {@code store} (memory, or a PostgreSQL schema). */
    public ShardServer(Vertx vertx, ShardConfig config, String host, StoreConfig store) {
        this(vertx, config, host, store, HttpSecurity.defaults());
    }

    /**
     * Creates a shard that will listen on {@code host} behind {@code security}'s admin token and request limits;
     * fails with {@link IllegalArgumentException} for a non-loopback host without a token.
     */
    public ShardServer(Vertx vertx, ShardConfig config, String host, HttpSecurity security) {
        this(vertx, config, host, StoreConfig.memory(), security);
    }

    /** Creates a shard on {@code host} keeping its data in {@code store}, its admin API behind {@code security}. */
    public ShardServer(Vertx vertx, ShardConfig config, String host, StoreConfig store, HttpSecurity security) {
        security.requireSafeListen("shard " + config.id(), host);
        this.vertx = vertx;
        this.id = config.id();
        this.store = store;
        this.metrics = new ShardMetrics(config.id(), config.concurrency(), System.nanoTime());
        this.verticle = new ShardVerticle(config, metrics, host, store, security);
    }

    /** Where this shard keeps its data. */
    public StoreConfig store() {
        return store;
    }

    /** Deploys the shard and returns the port it listens on. */
    public synchronized Future<Integer> start() {
        if (deploymentId != null || stopped) {
            return Future.failedFuture(new IllegalStateException(
                    "shard " + id + " was already started; a stopped shard is replaced by a new ShardServer"));
        }
        return vertx.deployVerticle(verticle).map(deployed -> {
            deploymentId = deployed;
            return verticle.port();
        });
    }

    /** Undeploys the shard, closing its server and meters. */
    public synchronized Future<Void> stop() {
        String deployed = deploymentId;
        if (deployed == null) {
            return Future.succeededFuture();
        }
        deploymentId = null;
        stopped = true;
        return vertx.undeploy(deployed).andThen(done -> metrics.close());
    }

    /** Stops listening and drops every connection and waiting request, as a crashed node would. */
    public Future<Void> down() {
        return verticle.onContext(verticle::down);
    }

    /** Listens again on the same port and returns it. */
    public Future<Integer> up() {
        return verticle.onContext(verticle::up);
    }

    /** Stops serving for {@code duration}: requests wait or are shed, then service resumes. */
    public Future<Void> stall(Duration duration) {
        return verticle.onContext(() -> {
            verticle.service().stall(duration.toMillis());
            return Future.succeededFuture();
        });
    }

    /** Applies a partial configuration change; fails with {@link IllegalArgumentException} on a bad value. */
    public Future<ShardConfig> reconfigure(JsonObject patch) {
        return verticle.onContext(() -> Future.succeededFuture(verticle.service().reconfigure(patch)));
    }

    /** Returns the current configuration, with the port actually bound. */
    public Future<ShardConfig> config() {
        return verticle.onContext(() -> Future.succeededFuture(verticle.service().config()));
    }

    /** Returns counters, utilisation and cumulative latency summaries, read consistently on the shard's loop. */
    public Future<ShardSnapshot> snapshot() {
        return verticle.onContext(() -> Future.succeededFuture(verticle.service().snapshot(verticle.isUp())));
    }

    /** Starts a new utilisation window. */
    public Future<Void> resetWindow() {
        return verticle.onContext(() -> {
            verticle.service().resetWindow();
            return Future.succeededFuture();
        });
    }

    /** Returns the latency histograms recorded since the previous call, for one {@code .hlog} line each. */
    public ShardIntervals intervalHistograms() {
        return metrics.intervals();
    }

    /**
     * Returns the counters and the histograms recorded since the previous call (of this method, of
     * {@link #intervalHistograms()} or of {@code GET /metrics/intervals}) and starts a new queue-depth window, all
     * in one step: a run recorder's per-second sample. Samples consume their interval, so use one reader only.
     */
    public Future<ShardSample> sampleInterval() {
        return verticle.onContext(() -> Future.succeededFuture(
                ShardAdminRoutes.sample(verticle.service(), metrics, verticle)));
    }

    /** How late this shard's service-end timer fired since start, in microseconds, before the loop ran the end. */
    public Histogram timerLateness() {
        return metrics.timerLateness().cumulativeHistogram();
    }

    /** Returns this shard's Micrometer registry, also served at {@code GET /metrics/prometheus}. */
    public PrometheusMeterRegistry meterRegistry() {
        return metrics.registry();
    }

    ShardMetrics metrics() {
        return metrics;
    }

    /** Returns the bound port, or 0 before {@link #start()} has completed. */
    public int port() {
        return verticle.port();
    }

    /** Returns the shard's identity from its configuration. */
    public String id() {
        return id;
    }
}
