package io.hotshard.cluster;

import io.hotshard.router.RouterConfig;
import io.hotshard.router.RouterGroup;
import io.hotshard.router.RouterServer;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;

/**
 * The routers of an embedded cluster. One router runs in the cluster's Vert.x, as always; several routers each run in
 * a clustered Vert.x of their own (Hazelcast on 127.0.0.1, TCP/IP join, ports picked free), joined into one group so
 * that they share membership, partitioner, mitigations and migration state ({@link RouterGroup}).
 */
final class EmbeddedRouters {

    private final List<RouterServer> routers = new ArrayList<>();
    private final List<Vertx> groupVertx = new ArrayList<>();

    /** Fails naming the bad count. */
    static int requireCount(int routers) {
        if (routers < 1 || routers > ClusterConfig.MAX_ROUTERS) {
            throw new IllegalArgumentException("routers must be in [1, " + ClusterConfig.MAX_ROUTERS + "] but was " + routers);
        }
        return routers;
    }

    /** Fails when {@code count} routers from the configured router port would pass 65535 or reach the shard ports. */
    static void requireFreePorts(ClusterConfig config, int count) {
        if (config.routerPort() > 0 && count > 1 && (config.routerPort() + count - 1 > 65_535
                || config.shardBasePort() > 0 && config.routerPort() < config.shardBasePort() + config.shardCount()
                && config.routerPort() + count > config.shardBasePort())) {
            throw new IllegalArgumentException("router ports " + config.routerPort() + ".."
                    + (config.routerPort() + count - 1) + " collide with the shard ports or pass 65535");
        }
    }

    /**
     * Starts {@code count} routers, router i configured by {@code configs.apply(i)}; a single one in {@code vertx}.
     * Joining a group takes seconds.
     */
    synchronized Future<List<RouterServer>> start(Vertx vertx, int count, IntFunction<RouterConfig> configs) {
        requireCount(count);
        if (count == 1) {
            RouterServer only = new RouterServer(vertx, configs.apply(0));
            routers.add(only);
            return only.start().map(port -> List.copyOf(routers));
        }
        List<Integer> ports = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ports.add(freePort());
        }
        List<String> members = ports.stream().map(port -> "127.0.0.1:" + port).toList();
        List<Future<Vertx>> joined = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            RouterConfig config = configs.apply(i);
            joined.add(RouterGroup.loopback(ports.get(i), members).start(RouterServer.vertxOptions(config.eventLoops()),
                    config.security().adminToken()).onSuccess(this::keep));
        }
        return Future.all(joined).compose(all -> {
            // One after the other: the first router writes the group's first state, the others replay it.
            Future<Integer> chain = Future.succeededFuture(0);
            for (int i = 0; i < count; i++) {
                RouterServer router = new RouterServer(joined.get(i).result(), configs.apply(i));
                synchronized (this) {
                    routers.add(router);
                }
                chain = chain.compose(previous -> router.start());
            }
            return chain;
        }).map(last -> list());
    }

    /** The started routers, the first one first. */
    synchronized List<RouterServer> list() {
        return List.copyOf(routers);
    }

    /** Stops every router, then closes the group's Vert.x instances. */
    Future<Void> stop() {
        List<Future<Void>> stopping = new ArrayList<>();
        list().forEach(router -> stopping.add(router.stop()));
        List<Vertx> owned;
        synchronized (this) {
            owned = List.copyOf(groupVertx);
        }
        // A Vert.x cannot report its own closing to callbacks on its contexts: closes are awaited on a plain thread.
        Promise<Void> closed = Promise.promise();
        Future.join(stopping).onComplete(done -> CompletableFuture.runAsync(() -> {
            try {
                owned.forEach(vertx -> vertx.close().toCompletionStage().toCompletableFuture().join());
                closed.tryComplete();
            } catch (RuntimeException e) {
                closed.tryFail(e);
            }
        }));
        return closed.future();
    }

    private synchronized void keep(Vertx vertx) {
        groupVertx.add(vertx);
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port for a router's cluster member", e);
        }
    }
}
