package io.hotshard.router;

import io.hotshard.router.migrate.MigrationRoutes;
import io.hotshard.router.mitigate.HedgeDelays;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpClientAgent;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import io.vertx.ext.web.Router;

/**
 * The router's HTTP server, clients and health timer. A single instance: its event loop runs every data
 * request, so a placement by a load-aware partitioner and the in-flight increment it causes are one step, and the
 * mitigations' per-request state (cache, write guards, round-robin turns, hedging windows) needs no locks.
 */
final class RouterVerticle extends VerticleBase {

    /** Connections per shard of the health-probe pool: probes of one shard never overlap. */
    private static final int PROBE_POOL_SIZE = 1;
    /** Period of the adaptive mitigation rounds. */
    static final long ADAPTIVE_PERIOD_MILLIS = 1_000;

    private final RouterServer server;
    private final RouterConfig config;
    private HttpClientAgent dataClient;
    private HttpClientAgent probeClient;
    private HttpClientAgent adminClient;
    private HealthChecker checker;
    private long healthTimer = -1;
    private long adaptiveTimer = -1;
    private volatile int port;

    RouterVerticle(RouterServer server) {
        this.server = server;
        this.config = server.config();
    }

    @Override
    public Future<?> start() {
        // Vert.x pools connections per server address, so the pool size is a per-shard limit.
        dataClient = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(config.poolSizePerShard()));
        probeClient = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(PROBE_POOL_SIZE));
        // Key listings of migrations: one connection per shard, apart from data requests and health probes.
        adminClient = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(PROBE_POOL_SIZE));
        HedgeDelays readLatencies = new HedgeDelays(server.clocks().nanos());
        ShardDispatcher dispatcher = new ShardDispatcher(
                new ShardClient(vertx, dataClient, config.requestTimeoutMillis()), server.inFlightView(),
                server.routerMetrics(), server.membership(), config.downOn(), readLatencies);
        MitigationControl control = server.mitigationControl();
        LegSender legs = new LegSender(vertx, dispatcher, control.counters(), readLatencies);
        Router web = Router.router(vertx);
        server.migrator().attach(context, new MigrationAccess(server.membership(), dispatcher,
                new ShardClient(vertx, adminClient, config.requestTimeoutMillis())));
        KvRoutes.mount(web, server.membership(), control, legs, server.inFlightView(), server.routerMetrics(),
                server.migrator().writes());
        MigrationRoutes.mount(web, server.migrator());
        FanOutRoutes.mount(web, server.membership(), control, legs, server.routerMetrics());
        AdminRoutes.mount(web, server);
        MitigationRoutes.mount(web, server);
        adaptiveTimer = vertx.setPeriodic(ADAPTIVE_PERIOD_MILLIS, id -> control.adaptiveRound());
        if (config.healthCheckIntervalMillis() > 0) {
            checker = new HealthChecker(
                    new ShardClient(vertx, probeClient, config.healthTimeoutMillis()), server.membership(),
                    config.downOn());
            healthTimer = vertx.setPeriodic(config.healthCheckIntervalMillis(), id -> checker.round());
        }
        return vertx.createHttpServer().requestHandler(web).listen(config.port(), config.host())
                .onSuccess(listening -> port = listening.actualPort());
    }

    @Override
    public Future<?> stop() {
        vertx.cancelTimer(adaptiveTimer);
        if (checker != null) {
            vertx.cancelTimer(healthTimer);
            checker.stop();
        }
        server.migrator().detach();
        return Future.join(dataClient.close(), probeClient.close(), adminClient.close());
    }

    int port() {
        return port;
    }
}
