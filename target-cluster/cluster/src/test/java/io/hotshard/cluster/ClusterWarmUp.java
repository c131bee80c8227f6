package io.hotshard.cluster;

import io.hotshard.testkit.JvmWarmUp;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WarmUpOnce;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a small cluster through its data, admin and metrics endpoints and a kill once per JVM on an unwatched
 * Vert.x, so that one-off class loading and static initialisation (Netty allocators and their flight-recorder
 * events, server binding, Jackson, Micrometer) are not mistaken for code that blocks the event loop by the
 * watched instances that follow.
 */
final class ClusterWarmUp {

    private ClusterWarmUp() {
    }

    /** A watched Vert.x for this module's tests, created after the warm-up. */
    static WatchedVertx watched() {
        return JvmWarmUp.watched("cluster", ClusterWarmUp::exercise);
    }

    static void once() {
        WarmUpOnce.run("cluster", ClusterWarmUp::exercise);
    }

    private static Void exercise() throws Exception {
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(2), Duration.ofSeconds(30));
        try {
            TestHttp http = new TestHttp(cluster.vertx());
            String router = cluster.routerUrl();
            String shard = cluster.shardUrls().get("shard-0");
            Future.all(List.of(http.send(HttpMethod.PUT, router, "/kv/k", "v"),
                            http.send(HttpMethod.GET, router, "/kv/k", null),
                            http.send(HttpMethod.GET, router, "/fanout?q=k", null),
                            http.send(HttpMethod.GET, router, "/admin/ring", null),
                            http.send(HttpMethod.GET, router, "/admin/metrics", null),
                            http.send(HttpMethod.GET, router, "/admin/events", null),
                            http.send(HttpMethod.GET, shard, "/metrics/intervals", null),
                            http.send(HttpMethod.GET, shard, "/admin/config", null)))
                    .compose(all -> cluster.killShard("shard-1"))
                    .compose(killed -> http.send(HttpMethod.GET, router, "/fanout?q=k", null))
                    .compose(answered -> cluster.reviveShard("shard-1"))
                    .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
            return null;
        } finally {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }
    }
}
