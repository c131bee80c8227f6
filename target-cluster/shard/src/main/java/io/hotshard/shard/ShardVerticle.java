package io.hotshard.shard;

import io.hotshard.http.FrontDoor;
import io.hotshard.http.HttpSecurity;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import java.util.function.Supplier;

/**
 * One shard: a single verticle instance whose event loop owns all of the shard's state (queue, store, counters,
 * randomness), so none of it needs locks. More instances would each own separate state, hence exactly one.
 */
final class ShardVerticle extends VerticleBase implements Availability {

    private final ShardConfig initial;
    private final ShardMetrics metrics;
    private final String host;
    private final StoreConfig storeConfig;
    private ShardStore store;
    private final HttpSecurity security;
    private ShardService service;
    private DeadlineTimer timer;
    private long lastArrivalNanos;
    private PortProbe probe;
    private Router router;
    private HttpServer server;
    private Future<?> lifecycle = Future.succeededFuture();
    private long availabilityGeneration;
    private volatile int port;
    private volatile boolean up;

    ShardVerticle(ShardConfig initial, ShardMetrics metrics, String host, StoreConfig storeConfig,
                  HttpSecurity security) {
        this.initial = initial;
        this.metrics = metrics;
        this.host = host;
        this.storeConfig = storeConfig;
        this.security = security;
    }

    @Override
    public Future<?> start() {
        timer = DeadlineTimer.on(context, "hotshard-shard-" + initial.id() + "-timer", metrics.timerLateness());
        return openStore().compose(opened -> {
            store = opened;
            service = new ShardService(initial, new LoopScheduler(), System::nanoTime, metrics, opened);
            probe = new PortProbe(vertx);
            router = Router.router(vertx);
            // Routing runs synchronously from the request handler, so the first route still sees this request's
            // stamp; the front door's token and limit checks come next, before any route that changes state.
            router.route().handler(ctx -> {
                ctx.put(DataRoutes.ARRIVAL_NANOS, lastArrivalNanos);
                ctx.next();
            });
            FrontDoor.mount(router, security);
            DataRoutes.mount(router, service);
            ShardAdminRoutes.mount(router, service, metrics, this);
            return listen(initial.port()).onSuccess(service::boundTo);
        });
    }

    @Override
    public Future<?> stop() {
        timer.close();
        return store == null ? Future.succeededFuture() : store.close();
    }

    private Future<ShardStore> openStore() {
        if (storeConfig.kind() == StoreKind.PG) {
            // Slots become connections: the pool never holds more than the shard serves at once.
            return PgStore.open(vertx, storeConfig.pg(), initial.id(), initial.concurrency()).map(pg -> pg);
        }
        return Future.succeededFuture(new MemoryStore());
    }

    /** Runs {@code action} on this shard's event loop; the only door to its state from other threads. */
    <T> Future<T> onContext(Supplier<Future<T>> action) {
        if (context == null) {
            return Future.failedFuture(new IllegalStateException("shard " + initial.id() + " is not started"));
        }
        Promise<T> promise = Promise.promise();
        context.runOnContext(ignored -> {
            try {
                action.get().onComplete(promise);
            } catch (RuntimeException e) {
                promise.fail(e);
            }
        });
        return promise.future();
    }

    ShardService service() {
        return service;
    }

    int port() {
        return port;
    }

    @Override
    public boolean isUp() {
        return up;
    }

    @Override
    public Future<Void> down() {
        availabilityGeneration++;
        return serially(this::close);
    }

    @Override
    public Future<Integer> up() {
        availabilityGeneration++;
        return serially(this::reopen);
    }

    @Override
    public Future<Void> downFor(long millis) {
        long generation = ++availabilityGeneration;
        return serially(this::close).onSuccess(closed -> vertx.setTimer(Math.max(1, millis), timer -> {
            if (generation == availabilityGeneration) {
                serially(this::reopen);
            }
        }));
    }

    /** Service ends on the deadline timer, stalls (whole milliseconds) on Vert.x timers, all run on the loop. */
    private final class LoopScheduler implements Scheduler {

        @Override
        public void after(long delayMillis, Runnable task) {
            if (delayMillis == 0) {
                context.runOnContext(ignored -> task.run());
            } else {
                vertx.setTimer(delayMillis, id -> task.run());
            }
        }

        @Override
        public void at(long atNanos, Runnable task) {
            timer.at(atNanos, task);
        }
    }

    private <T> Future<T> serially(Supplier<Future<T>> step) {
        Future<T> next = lifecycle.transform(previous -> step.get());
        lifecycle = next;
        return next;
    }

    private Future<Void> close() {
        if (!up) {
            return Future.succeededFuture();
        }
        up = false;
        service.dropWaiting();
        HttpServer closing = server;
        server = null;
        String probeHost = "0.0.0.0".equals(host) ? "127.0.0.1" : host;
        return closing.close().compose(closed -> probe.untilRefused(probeHost, port, 40));
    }

    private Future<Integer> reopen() {
        return up ? Future.succeededFuture(port) : listen(port);
    }

    private Future<Integer> listen(int onPort) {
        return vertx.createHttpServer(security.limits().serverOptions()).requestHandler(FrontDoor.wrap(security,
                request -> {
                    long handlerNanos = System.nanoTime();
                    String sent = request.getHeader(ArrivalStamp.SENT_HEADER);
                    lastArrivalNanos = sent == null ? handlerNanos
                            : ArrivalStamp.arrivalNanos(sent, handlerNanos, ArrivalStamp.epochMicros());
                    router.handle(request);
                })).listen(onPort, host).map(listening -> {
            server = listening;
            port = listening.actualPort();
            up = true;
            return port;
        });
    }
}
