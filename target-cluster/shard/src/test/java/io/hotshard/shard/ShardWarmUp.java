package io.hotshard.shard;

import io.hotshard.testkit.JvmWarmUp;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WarmUpOnce;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs one shard through every endpoint once per JVM on an unwatched Vert.x, so that one-off class loading and
 * static initialisation (Netty allocators, Jackson, Micrometer, AssertJ, whose assertions run on event loops
 * inside {@code VertxTestContext.verify}) are not mistaken for code that blocks the event
 * loop by the watched instances that follow.
 */
final class ShardWarmUp {

    private ShardWarmUp() {
    }

    /** A watched Vert.x for this module's tests, created after the warm-up. */
    static WatchedVertx watched() {
        return JvmWarmUp.watched("shard", ShardWarmUp::exercise);
    }

    static void once() {
        WarmUpOnce.run("shard", ShardWarmUp::exercise);
    }

    private static Void exercise() throws Exception {
        Vertx vertx = Vertx.vertx();
        try {
            ShardServer shard = new ShardServer(vertx, ShardConfig.defaults("warm-up"));
            TestHttp http = new TestHttp(vertx, 4);
            shard.start().compose(port -> Future.all(List.of(
                            http.send(HttpMethod.PUT, port, "/kv/k", "v"), http.get(port, "/kv/k"),
                            http.get(port, "/scan?q=k"), http.get(port, "/metrics"),
                            http.get(port, "/metrics/prometheus"),
                            http.send(HttpMethod.POST, port, "/admin/config", "{\"errorRate\":0.0}"),
                            http.send(HttpMethod.POST, port, "/admin/config", "{\"errorRate\":-1}"),
                            vertx.createNetClient().connect(port, "127.0.0.1"))))
                    .compose(all -> shard.stop())
                    .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
            return null;
        } finally {
            vertx.close();
        }
    }
}
