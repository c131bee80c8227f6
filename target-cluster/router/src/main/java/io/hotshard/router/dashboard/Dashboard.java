package io.hotshard.router.dashboard;

import io.hotshard.router.admin.RouterView;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientAgent;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The router's live dashboard: {@code GET /dashboard} (one self-contained page) and {@code GET /admin/stream}
 * (Server-Sent Events). While at least one stream is open, one timer on the control loop builds a snapshot a second
 * and the same encoded JSON goes to every open stream; while none is, nothing is built and nothing is read from the
 * shards, so an unwatched dashboard costs the data path nothing (its rates, series and events start again with the
 * next viewer). See {@code docs/dashboard.md}.
 */
public final class Dashboard {

    /** Period of the snapshots. */
    public static final long PERIOD_MILLIS = 1_000;
    /** Longest wait for one shard's {@code /metrics}; a slower shard is left out of that second. */
    static final long SHARD_TIMEOUT_MILLIS = 800;
    /** Longest a snapshot may take before the next tick starts another. */
    static final long BUILD_TIMEOUT_MILLIS = 3_000;

    private final RouterView router;
    private final StreamHub hub = new StreamHub();
    private final AtomicLong built = new AtomicLong();
    private volatile JsonObject latest = new JsonObject();
    private Vertx vertx;
    private HttpClientAgent client;
    private ShardReader shards;
    /** The builder of the snapshots while someone watches, null while nobody does. */
    private SnapshotBuilder builder;
    private long timer = -1;
    private boolean building;
    private boolean stopped;

    /** The dashboard of {@code router}; it runs once {@link #attach(Vertx)} was called on the control loop. */
    public Dashboard(RouterView router) {
        this.router = router;
    }

    /** Adds {@code GET /dashboard}, {@code GET /dashboard/ring} and {@code GET /admin/stream} to one loop's routes. */
    public void mount(Router web) {
        DashboardRoutes.mount(web, this, router);
    }

    /** Starts the snapshots; call on the router's control loop. */
    public void attach(Vertx on) {
        this.vertx = on;
        client = on.createHttpClient(new HttpClientOptions().setKeepAlive(true), new PoolOptions().setHttp1MaxSize(1));
        shards = new ShardReader(client, SHARD_TIMEOUT_MILLIS);
        timer = on.setPeriodic(PERIOD_MILLIS, id -> tick());
    }

    /** Stops the snapshots and ends the open streams; call on the control loop. */
    public Future<Void> detach() {
        if (vertx == null) {
            return Future.succeededFuture();
        }
        stopped = true;
        vertx.cancelTimer(timer);
        hub.closeAll();
        return client.close();
    }

    /** Snapshots built since the router started. */
    public long snapshotsBuilt() {
        return built.get();
    }

    /** Streams open now. */
    public int viewers() {
        return hub.size();
    }

    /** The last snapshot built while someone watches, or an empty object before the first and while nobody does. */
    public JsonObject latest() {
        return latest;
    }

    StreamHub hub() {
        return hub;
    }

    private void tick() {
        // A slow shard read can outlast the period: skip a tick rather than build two at once.
        if (building || stopped) {
            return;
        }
        if (hub.size() == 0) {
            // Nobody watches: the next viewer starts from a fresh builder rather than from figures of long ago.
            builder = null;
            latest = new JsonObject();
            return;
        }
        if (builder == null) {
            builder = new SnapshotBuilder(vertx, router, shards);
        }
        SnapshotBuilder current = builder;
        building = true;
        Future<JsonObject> next;
        try {
            next = current.next();
        } catch (RuntimeException e) {
            next = Future.failedFuture(e);
        }
        // Bounded, so that one lost answer cannot stop the snapshots for good.
        next.timeout(BUILD_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS).onComplete(done -> {
            building = false;
            if (done.succeeded() && builder == current) {
                built.incrementAndGet();
                latest = done.result();
                hub.publish(done.result().encode());
            }
        });
    }
}
