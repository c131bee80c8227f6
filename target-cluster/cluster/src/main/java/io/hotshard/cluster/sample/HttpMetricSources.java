package io.hotshard.cluster.sample;

import io.hotshard.http.AdminToken;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientAgent;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A router and shards in other processes or containers, read over HTTP (e.g. a target given as
 * {@code -Dhotshard.target=http://127.0.0.1:8080 -Dhotshard.shardUrls=shard-0=http://127.0.0.1:9000,...}).
 * Shards the router learns about during the run are added on {@link #refresh()}, from its ring.
 */
public final class HttpMetricSources implements MetricSources {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");
    private static final int POOL_SIZE = 4;

    private final HttpClientAgent client;
    private final Context context;
    private final RouterSource router;
    private final Map<String, ShardSource> shards = new LinkedHashMap<>();
    private final AdminToken token;

    /** Reads the router at {@code routerUrl} and the shards at {@code shardUrls} (id to base URL). */
    public HttpMetricSources(Vertx vertx, String routerUrl, Map<String, String> shardUrls) {
        this(vertx, routerUrl, shardUrls, AdminToken.none());
    }

    /** As {@link #HttpMetricSources(Vertx, String, Map)}, sending {@code token} with every request. */
    public HttpMetricSources(Vertx vertx, String routerUrl, Map<String, String> shardUrls, AdminToken token) {
        this(vertx, List.of(routerUrl), shardUrls, token);
    }

    /**
     * Reads every router of a group at {@code routerUrls} and sums them ({@link RouterSum}), and the shards at
     * {@code shardUrls}, sending {@code token} with every request.
     */
    public HttpMetricSources(Vertx vertx, List<String> routerUrls, Map<String, String> shardUrls, AdminToken token) {
        this.client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(POOL_SIZE));
        this.context = vertx.getOrCreateContext();
        this.token = token;
        List<RouterSource> routers = routerUrls.stream().<RouterSource>map(url -> new HttpRouterSource(
                new HttpJson(client, context, url, token))).toList();
        this.router = routers.size() == 1 ? routers.get(0) : new RouterSum(routers);
        shardUrls.forEach(this::add);
    }

    /** Parses {@code id=url,id=url}; fails naming the bad entry. */
    public static Map<String, String> parseShardUrls(String text) {
        Map<String, String> urls = new LinkedHashMap<>();
        if (text == null || text.isBlank()) {
            return urls;
        }
        for (String entry : text.split(",")) {
            int equals = entry.indexOf('=');
            String id = equals < 0 ? "" : entry.substring(0, equals).trim();
            if (!ID.matcher(id).matches()) {
                throw new IllegalArgumentException("shard URLs must be id=url,id=url with ids matching " + ID.pattern()
                        + " but an entry was '" + entry + "'");
            }
            if (urls.put(id, entry.substring(equals + 1).trim()) != null) {
                throw new IllegalArgumentException("shard id " + id + " appears twice in '" + text + "'");
            }
        }
        return urls;
    }

    @Override
    public RouterSource router() {
        return router;
    }

    @Override
    public synchronized Map<String, ShardSource> shards() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(shards));
    }

    @Override
    public Future<Void> refresh() {
        return router.ring().map(ring -> {
            ring.nodes().forEach((id, node) -> add(id, node.url()));
            return null;
        });
    }

    public Future<Void> close() {
        return client.close();
    }

    private synchronized void add(String id, String url) {
        shards.computeIfAbsent(id, known -> new HttpShardSource(known, new HttpJson(client, context, url, token)));
    }
}
