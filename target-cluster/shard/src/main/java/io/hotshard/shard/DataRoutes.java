package io.hotshard.shard;

import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The shard's data API; every request here goes through the service model. A client that gives up does not
 * withdraw its queued request, as with most servers, so its service time is still spent.
 */
final class DataRoutes {

    /** Largest value accepted by {@code PUT /kv/{key}}. */
    static final long MAX_VALUE_BYTES = 1 << 20;
    static final int DEFAULT_SCAN_LIMIT = 100;
    static final int MAX_SCAN_LIMIT = 10_000;
    /** Routing-context key of the {@link System#nanoTime()} at which the request reached the shard's handler. */
    static final String ARRIVAL_NANOS = "hotshard.arrivalNanos";

    private final ShardService service;

    private DataRoutes(ShardService service) {
        this.service = service;
    }

    /**
     * Adds {@code GET/PUT/DELETE /kv/:key} and {@code GET /scan?q=prefix&limit=n} to the router; {@code q} may repeat
     * (a router asking one shard for several keys at once), which is still one request through the model.
     */
    static void mount(Router router, ShardService service) {
        DataRoutes routes = new DataRoutes(service);
        router.get("/kv/:key").handler(ctx -> routes.serve(ctx, get(ctx.pathParam("key"))));
        router.put("/kv/:key").handler(BodyHandler.create(false).setBodyLimit(MAX_VALUE_BYTES))
                .handler(ctx -> routes.serve(ctx, put(ctx.pathParam("key"), ctx.body().buffer())));
        router.delete("/kv/:key").handler(ctx -> routes.serve(ctx, delete(ctx.pathParam("key"))));
        router.get("/scan").handler(routes::scan);
    }

    private void serve(RoutingContext ctx, Function<ShardStore, Future<Reply>> operation) {
        Long arrival = ctx.get(ARRIVAL_NANOS);
        service.serve(arrival == null ? service.nowNanos() : arrival, operation, reply -> ShardReplies.send(ctx, reply));
    }

    private static Function<ShardStore, Future<Reply>> get(String key) {
        return store -> store.get(key).map(value -> value == null ? Reply.text(404, "no such key")
                : Reply.bytes(value));
    }

    private static Function<ShardStore, Future<Reply>> put(String key, Buffer value) {
        return store -> store.put(key, value == null ? Buffer.buffer() : value)
                .map(created -> created ? Reply.text(201, "created") : Reply.text(200, "replaced"));
    }

    private static Function<ShardStore, Future<Reply>> delete(String key) {
        return store -> store.delete(key).map(deleted -> deleted ? Reply.text(200, "deleted")
                : Reply.text(404, "no such key"));
    }

    private void scan(RoutingContext ctx) {
        List<String> prefixes = ctx.queryParams().getAll("q");
        int limit;
        try {
            limit = scanLimit(ctx.queryParams().get("limit"));
        } catch (IllegalArgumentException e) {
            ShardReplies.send(ctx, Reply.text(400, e.getMessage()));
            return;
        }
        serve(ctx, store -> scanAll(store, prefixes.isEmpty() ? List.of("") : prefixes, limit).map(result ->
                Reply.json(200, new JsonObject().put("shardId", service.config().id())
                        .put("totalKeys", result.totalKeys()).put("matched", result.matched())
                        .put("keys", new JsonArray(result.keys())))));
    }

    /** One scan per prefix: their matches added up, their keys listed in the order of the prefixes up to the limit. */
    private static Future<KvStore.ScanResult> scanAll(ShardStore store, List<String> prefixes, int limit) {
        if (prefixes.size() == 1) {
            return store.scan(prefixes.get(0), limit);
        }
        List<Future<KvStore.ScanResult>> scans = prefixes.stream().map(p -> store.scan(p, limit)).toList();
        return Future.all(scans).map(all -> {
            int totalKeys = 0;
            int matched = 0;
            List<String> keys = new ArrayList<>();
            for (Future<KvStore.ScanResult> scan : scans) {
                KvStore.ScanResult one = scan.result();
                totalKeys = one.totalKeys();
                matched += one.matched();
                keys.addAll(one.keys().subList(0, Math.min(one.keys().size(), limit - keys.size())));
            }
            return new KvStore.ScanResult(totalKeys, matched, keys);
        });
    }

    private static int scanLimit(String text) {
        if (text == null) {
            return DEFAULT_SCAN_LIMIT;
        }
        try {
            int limit = Integer.parseInt(text);
            if (limit >= 0 && limit <= MAX_SCAN_LIMIT) {
                return limit;
            }
        } catch (NumberFormatException e) {
            // reported below with the offending text
        }
        throw new IllegalArgumentException("limit must be an integer in [0, " + MAX_SCAN_LIMIT + "] but was " + text);
    }
}
