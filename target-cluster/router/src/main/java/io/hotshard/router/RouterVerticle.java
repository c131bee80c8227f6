package io.hotshard.router;

import io.hotshard.http.FrontDoor;
import io.hotshard.router.admin.AdminRoutes;
import io.hotshard.router.admin.MitigationRoutes;
import io.hotshard.router.admin.PrometheusRoutes;
import io.hotshard.router.client.ShardChannels;
import io.hotshard.router.client.ShardClient;
import io.hotshard.router.core.Member;
import io.hotshard.router.data.FanOutRoutes;
import io.hotshard.router.data.KvRoutes;
import io.hotshard.router.data.LegSender;
import io.hotshard.router.data.MigrationAccess;
import io.hotshard.router.data.ShardDispatcher;
import io.hotshard.router.front.AdminRelay;
import io.hotshard.router.front.FrontLoop;
import io.hotshard.router.membership.HealthChecker;
import io.hotshard.router.migrate.MigrationRoutes;
import io.hotshard.router.mitigate.HedgeDelays;
import io.hotshard.router.mitigate.MitigationControl;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.internal.ContextInternal;
import io.vertx.ext.web.Router;
import java.util.concurrent.TimeUnit;

/**
 * One of the router's event loops: its own HTTP server instance on the shared port, its own connection pools to
 * the shards (one to every shard opened before it serves, unless told otherwise), dispatcher, hedging delays, key
 * planner and migration door. Loop 0 is also the control loop: it runs the health probes (spread over their
 * period), the adaptive mitigation rounds and migrations, with pools of their own.
 */
final class RouterVerticle extends VerticleBase {

    /** Connections per shard of the health-probe pool: probes of one shard never overlap. */
    private static final int PROBE_POOL_SIZE = 1;
    /** Period of the adaptive mitigation rounds. */
    static final long ADAPTIVE_PERIOD_MILLIS = 1_000;
    /** Longest wait for the shard clients to close when the router stops. */
    private static final long STOP_GRACE_MILLIS = 2_000;

    private final RouterServer server;
    private final RouterConfig config;
    private final int index;
    private ShardChannels dataChannels;
    private ShardChannels probeChannels;
    private ShardChannels adminChannels;
    private HealthChecker checker;
    private long healthTimer = -1;
    private long adaptiveTimer = -1;
    private AdminRelay relay;
    private volatile FrontLoop front;

    /** Loop {@code index}. */
    RouterVerticle(RouterServer server, int index) {
        this.server = server;
        this.config = server.config();
        this.index = index;
    }

    @Override
    public Future<?> start() {
        server.loops().register(index, context);
        // Connections to the shards on this loop, pooled per shard address: the pool size is a per-shard limit.
        dataChannels = channels(config.poolSizePerShard(), config.requestTimeoutMillis());
        HedgeDelays readLatencies = new HedgeDelays(server.clocks().nanos());
        ShardDispatcher dispatcher = new ShardDispatcher(
                new ShardClient(dataChannels, config.requestTimeoutMillis()), server.inFlightView(),
                server.routerMetrics(), server.membership(), config.downOn(), readLatencies);
        MitigationControl control = server.mitigationControl();
        LegSender legs = new LegSender(vertx, dispatcher, control.counters(), readLatencies);
        Router web = Router.router(vertx);
        FrontDoor.mount(web, config.security());
        KvRoutes kv = KvRoutes.on(index, server.membership(), control, legs, server.inFlightView(),
                server.routerMetrics(), server.migrator().gate().door(index));
        MigrationRoutes.mount(web, server.migrator());
        FanOutRoutes.mount(web, server.membership(), control, legs, server.routerMetrics());
        AdminRoutes.mount(web, server, server);
        MitigationRoutes.mount(web, server);
        server.dashboard().mount(web);
        PrometheusRoutes.mount(web, server, server::prometheus);
        if (index == 0) {
            startControl(dispatcher, control);
        }
        // The web server takes what the front relays (everything but /kv): on loopback, on this loop. It serves no
        // WebSocket: without compression to negotiate, Vert.x adds no WebSocket extension handler to its pipeline.
        ContextInternal internal = (ContextInternal) context;
        relay = new AdminRelay(internal, config.edges().maxRelayConnections(), config.requestTimeoutMillis(),
                server.routerMetrics().edges());
        // One connection to every shard opens before the loop serves, so a first fan-out does not open them all.
        Future<Void> preconnected = !config.preconnect() ? Future.succeededFuture()
                : dataChannels.preconnect(server.membership().current().members().values().stream().map(Member::url)
                        .toList()).timeout(config.requestTimeoutMillis(), TimeUnit.MILLISECONDS).otherwiseEmpty();
        Future<?> served = vertx.createHttpServer(config.security().limits().serverOptions().setTcpNoDelay(true)
                        .setPerMessageWebSocketCompressionSupported(false)
                        .setPerFrameWebSocketCompressionSupported(false))
                .requestHandler(FrontDoor.wrap(config.security(), web))
                .listen(0, "127.0.0.1").onSuccess(listening -> {
                    relay.target(listening.actualPort());
                    front = new FrontLoop(internal, kv, relay, config.security().limits(),
                            config.edges().maxPipelinedRequests(), server.routerMetrics().edges());
                });
        return Future.all(preconnected, served);
    }

    private void startControl(ShardDispatcher dispatcher, MitigationControl control) {
        // Key listings of migrations: one connection per shard, apart from data requests and health probes.
        adminChannels = channels(PROBE_POOL_SIZE, config.requestTimeoutMillis());
        server.migrator().attach(context, new MigrationAccess(server.membership(), dispatcher,
                new ShardClient(adminChannels, config.requestTimeoutMillis(),
                        config.security().adminToken().authorization().orElse(null))));
        adaptiveTimer = vertx.setPeriodic(ADAPTIVE_PERIOD_MILLIS, id -> control.adaptiveRound());
        server.dashboard().attach(vertx);
        if (config.healthCheckIntervalMillis() > 0) {
            probeChannels = channels(PROBE_POOL_SIZE, config.healthTimeoutMillis());
            checker = new HealthChecker(
                    new ShardClient(probeChannels, config.healthTimeoutMillis()), server.membership(),
                    config.downOn());
            int slices = HealthChecker.slices(config.healthCheckIntervalMillis());
            long[] turn = {0};
            healthTimer = vertx.setPeriodic(config.healthCheckIntervalMillis() / slices,
                    id -> checker.turn(turn[0]++, slices));
        }
    }

    /** Connections to the shards on this loop, their answers bounded and counted as the data path's. */
    private ShardChannels channels(int perShard, long connectTimeoutMillis) {
        return ShardChannels.on(context, perShard, connectTimeoutMillis, config.edges().maxShardAnswerBytes(),
                server.routerMetrics().edges());
    }

    @Override
    public Future<?> stop() {
        if (relay != null) {
            relay.close();
        }
        if (index != 0) {
            return bounded(dataChannels.close());
        }
        vertx.cancelTimer(adaptiveTimer);
        if (checker != null) {
            vertx.cancelTimer(healthTimer);
            checker.stop();
        }
        server.migrator().detach();
        return bounded(Future.join(dataChannels.close(), adminChannels.close(), server.dashboard().detach(),
                probeChannels == null ? Future.succeededFuture() : probeChannels.close()));
    }

    /** A stop never hangs on a client whose close does not complete (e.g. a connection to a hung shard). */
    private static Future<?> bounded(Future<?> closing) {
        return closing.timeout(STOP_GRACE_MILLIS, TimeUnit.MILLISECONDS).otherwiseEmpty();
    }

    /** What the front serves on this loop with, once started. */
    FrontLoop front() {
        return front;
    }
}
