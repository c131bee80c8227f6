package io.hotshard.router;

import io.hotshard.router.front.FrontServer;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.internal.VertxInternal;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * A router's verticles and its front server: deploys one verticle per event loop, then listens with the
 * {@link FrontServer}, whose connections are spread over the verticles' loops; and takes them down again. A router is
 * started once: a stopped router is replaced by a new one.
 */
final class RouterDeployment {

    private final Vertx vertx;
    private final RouterConfig config;
    private final List<RouterVerticle> verticles = new CopyOnWriteArrayList<>();
    private volatile FrontServer front;
    private String deploymentId;
    private boolean used;

    RouterDeployment(Vertx vertx, RouterConfig config) {
        this.vertx = vertx;
        this.config = config;
    }

    /**
     * Runs {@code first} (the first ring), deploys the verticles {@code loop} makes for each loop index, then listens
     * on the configured port and answers the bound port.
     */
    synchronized Future<Integer> start(Supplier<Future<?>> first, IntFunction<RouterVerticle> loop) {
        if (used) {
            return Future.failedFuture(new IllegalStateException(
                    "this router was already started; a stopped router is replaced by a new RouterServer"));
        }
        used = true;
        AtomicInteger next = new AtomicInteger();
        return first.get().compose(ready -> vertx.deployVerticle(() -> {
            RouterVerticle verticle = loop.apply(next.getAndIncrement());
            verticles.add(verticle);
            return verticle;
        }, new DeploymentOptions().setInstances(config.eventLoops()))).compose(deployed -> {
            synchronized (this) {
                deploymentId = deployed;
            }
            return FrontServer.start((VertxInternal) vertx, verticles.stream().map(RouterVerticle::front).toList(),
                    config.host(), config.port()).recover(failure -> vertx.undeploy(deployed)
                    .transform(ignored -> Future.failedFuture(failure)));
        }).map(started -> {
            front = started;
            return started.port();
        });
    }

    /** Stops listening and undeploys the verticles, which close their shard connections. */
    synchronized Future<Void> stop() {
        String deployed = deploymentId;
        deploymentId = null;
        FrontServer listening = front;
        Future<Void> closed = listening == null ? Future.succeededFuture() : listening.close();
        return closed.compose(ignored -> deployed == null ? Future.succeededFuture() : vertx.undeploy(deployed));
    }

    /** The bound port, or 0 before {@link #start} has completed. */
    int port() {
        FrontServer listening = front;
        return listening == null ? 0 : listening.port();
    }
}
