package io.hotshard.router;

import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.JvmWarmUp;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WarmUpOnce;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import java.util.List;
import java.util.Map;

/**
 * Runs a shard and a router through every route once per JVM on an unwatched Vert.x, so that one-off class
 * loading (Netty, Jackson, vertx-web, HdrHistogram, the digests) is not mistaken for blocking code by the
 * watched instances of the tests.
 */
final class RouterWarmUp {

    private RouterWarmUp() {
    }

    /** A watched Vert.x for this module's tests, created after the warm-up. */
    static WatchedVertx watched() {
        return JvmWarmUp.watched("router", RouterWarmUp::exercise);
    }

    static void once() {
        WarmUpOnce.run("router", RouterWarmUp::exercise);
    }

    private static Void exercise() {
        Vertx vertx = Vertx.vertx();
        try {
            ShardServer shard = new ShardServer(vertx, ShardConfig.defaults("warm"));
            int shardPort = Await.result(shard.start());
            RouterServer router = new RouterServer(vertx, RouterConfig.defaults(
                    Map.of("warm", "http://127.0.0.1:" + shardPort)).withSamples(100, 100));
            int port = Await.result(router.start());
            TestHttp http = new TestHttp(vertx, 4);
            Await.result(http.send(HttpMethod.POST, port, "/admin/mitigations",
                    "{\"cache\":{\"enabled\":true},\"hedging\":{\"enabled\":true},"
                            + "\"salting\":{\"enabled\":true,\"keys\":[\"s\"]}}"));
            Await.result(http.send(HttpMethod.PUT, port, "/kv/k", "v"));
            Await.result(http.send(HttpMethod.PUT, port, "/kv/s", "v"));
            Await.result(Future.all(List.of(http.get(port, "/kv/k"), http.get(port, "/kv/s"),
                    http.get(port, "/admin/mitigations"), http.get(port, "/admin/hotkeys"))));
            Await.result(http.get(port, "/kv/k"));
            Await.result(Future.all(List.of(http.get(port, "/kv/k"), http.get(port, "/fanout?q=k"),
                    http.get(port, "/admin/ring"), http.get(port, "/admin/metrics"), http.get(port, "/admin/events"),
                    http.send(HttpMethod.POST, port, "/admin/partitioner", "{\"hash\":\"md5\"}"),
                    http.send(HttpMethod.POST, port, "/admin/nodes", "{bad"), http.get(port, "/admin/migrations"),
                    http.send(HttpMethod.POST, port, "/admin/migrations", "{\"addNode\":{}}"))));
            router.intervalHistograms();
            Await.result(Future.join(router.stop(), shard.stop()));
            return null;
        } finally {
            vertx.close();
        }
    }
}
