package io.hotshard.shard;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code GET /admin/keys?after=<key>&limit=<n>}: the shard's keys in key order, a page at a time, for a router
 * that moves data between shards. An admin read: it bypasses the service queue and counts as no served request (on a pg store it reads the table);
 * copying the values themselves goes through {@code /kv} and costs service time like any other request.
 */
final class KeyListing {

    static final int DEFAULT_LIMIT = 1_000;
    static final int MAX_LIMIT = 10_000;

    private final ShardService service;

    private KeyListing(ShardService service) {
        this.service = service;
    }

    /** Adds the route to the router. */
    static void mount(Router router, ShardService service) {
        router.get("/admin/keys").handler(new KeyListing(service)::list);
    }

    private void list(RoutingContext ctx) {
        int limit;
        try {
            limit = limit(ctx.queryParams().get("limit"));
        } catch (IllegalArgumentException e) {
            ShardReplies.send(ctx, Reply.json(400, new JsonObject().put("error", e.getMessage())));
            return;
        }
        service.store().keysAfter(ctx.queryParams().get("after"), limit).onComplete(listed -> ShardReplies.send(ctx,
                listed.succeeded() ? Reply.json(200, new JsonObject().put("keys", new JsonArray(listed.result().keys()))
                        .put("next", listed.result().next()).put("total", listed.result().totalKeys()))
                        : Reply.json(500, new JsonObject().put("error", "store failed: "
                        + listed.cause().getMessage()))));
    }

    private static int limit(String text) {
        if (text == null) {
            return DEFAULT_LIMIT;
        }
        try {
            int limit = Integer.parseInt(text);
            if (limit >= 1 && limit <= MAX_LIMIT) {
                return limit;
            }
        } catch (NumberFormatException e) {
            // reported below with the offending text
        }
        throw new IllegalArgumentException("limit must be an integer in [1, " + MAX_LIMIT + "] but was " + text);
    }
}
