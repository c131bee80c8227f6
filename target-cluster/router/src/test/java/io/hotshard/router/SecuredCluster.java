package io.hotshard.router;

import io.hotshard.http.AdminToken;
import io.hotshard.http.HttpSecurity;
import io.hotshard.router.core.DownOn;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.WatchedVertx;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Real shards and a router on port 0 that share one admin token (or none), reached with the JDK's blocking HTTP
 * client from the test thread; closing checks for event-loop blocks.
 */
final class SecuredCluster implements AutoCloseable {

    static final String SECRET = "router-test-token-0123456789";

    private final WatchedVertx watched = RouterWarmUp.watched();
    private final HttpSecurity security;
    private final Map<String, String> shardUrls = new LinkedHashMap<>();
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private RouterServer router;

    private SecuredCluster(HttpSecurity security) {
        this.security = security;
    }

    /** Shards {@code ids} (0 ms service) and a router over them, all guarded by {@code token}. */
    static SecuredCluster start(AdminToken token, List<String> ids) {
        SecuredCluster cluster = new SecuredCluster(HttpSecurity.withToken(token));
        try {
            for (String id : ids) {
                cluster.startShard(id);
            }
            RouterConfig config = RouterConfig.defaults(cluster.shardUrls).withHealth(0, 100, DownOn.REFUSED, false)
                    .withClient(5_000, 8).withEventLoops(TestCluster.eventLoops()).withSamples(100, 1_000)
                    .withSecurity(cluster.security);
            cluster.router = new RouterServer(cluster.watched.vertx(), config);
            Await.result(cluster.router.start());
            return cluster;
        } catch (RuntimeException e) {
            cluster.closeQuietly();
            throw e;
        }
    }

    /** Starts one more guarded shard, not in the ring, and returns its URL. */
    String startShard(String id) {
        ShardServer shard = new ShardServer(watched.vertx(), ShardConfig.defaults(id)
                .withLatency(new io.hotshard.shard.FixedLatency(0)).withCapacity(16, 256), "127.0.0.1", security);
        String url = "http://127.0.0.1:" + Await.result(shard.start());
        shardUrls.put(id, url);
        return url;
    }

    RouterServer router() {
        return router;
    }

    /** {@code method path} to the router without a token. */
    HttpResponse<String> call(String method, String path, String body) {
        return send(URI.create("http://127.0.0.1:" + router.port() + path), method, body, null);
    }

    /** {@code method path} to the router with {@code authorization} as the header, if not null. */
    HttpResponse<String> call(String method, String path, String body, String authorization) {
        return send(URI.create("http://127.0.0.1:" + router.port() + path), method, body, authorization);
    }

    /** {@code method path} to a shard's base URL. */
    HttpResponse<String> callShard(String id, String method, String path, String body, String authorization) {
        return send(URI.create(shardUrls.get(id) + path), method, body, authorization);
    }

    private HttpResponse<String> send(URI uri, String method, String body, String authorization) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(15))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("content-type", "application/json");
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        try {
            return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() throws Exception {
        if (router != null) {
            Await.result(router.stop());
        }
        List<String> blocked = watched.close();
        if (!blocked.isEmpty()) {
            throw new AssertionError("event loops were blocked: " + blocked);
        }
    }

    private void closeQuietly() {
        try {
            close();
        } catch (Exception | AssertionError e) {
            // the start failure is the one to report
        }
    }
}
