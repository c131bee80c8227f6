package io.hotshard.router;

import io.hotshard.router.migrate.DualWrites;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * {@code GET|PUT|DELETE /kv/{key}}: routes the key with the current snapshot's partitioner and proxies the
 * request, passing the shard's status and body through; failures become 502, 503 or 504 with a short text.
 */
final class KvRoutes {

    /** Largest value accepted by {@code PUT}, as on the shards. */
    static final long MAX_VALUE_BYTES = 1 << 20;

    private final Membership membership;
    private final ShardDispatcher dispatcher;
    private final InFlight inFlight;
    private final RouterMetrics metrics;
    private final DualWrites writes;

    private KvRoutes(Membership membership, ShardDispatcher dispatcher, InFlight inFlight, RouterMetrics metrics,
                     DualWrites writes) {
        this.membership = membership;
        this.dispatcher = dispatcher;
        this.inFlight = inFlight;
        this.metrics = metrics;
        this.writes = writes;
    }

    static void mount(Router router, Membership membership, ShardDispatcher dispatcher, InFlight inFlight,
                      RouterMetrics metrics, DualWrites writes) {
        KvRoutes routes = new KvRoutes(membership, dispatcher, inFlight, metrics, writes);
        router.get("/kv/:key").handler(routes::proxy);
        router.delete("/kv/:key").handler(routes::proxy);
        router.put("/kv/:key").handler(BodyHandler.create(false).setBodyLimit(MAX_VALUE_BYTES))
                .handler(routes::proxy);
    }

    private void proxy(RoutingContext ctx) {
        long startNanos = System.nanoTime();
        metrics.kvReceived();
        RouterState state = membership.current();
        // Placement and the in-flight increment inside send() run in one step on this event loop.
        String key = ctx.pathParam("key");
        String owner = state.ownerOf(key, inFlight);
        HttpMethod method = ctx.request().method();
        Buffer body = method == HttpMethod.PUT ? ctx.body().buffer() : null;
        // During a migration a write may also go to the key's next owner; the answer is the owner's.
        writes.send(state, key, owner, method, ShardReply::status,
                shard -> dispatcher.send(state, shard, method, ctx.request().uri(), body)).onComplete(result -> {
            ShardFailure failure = result.failed() ? ShardFailure.of(result.cause(), owner) : null;
            // Counted before writing, so a client that has its answer also finds it in the metrics.
            if (failure != null && !failure.reached()) {
                metrics.routerFailure();
            }
            metrics.responded(failure == null ? result.result().status() : failure.kind().status());
            metrics.kvLatency((System.nanoTime() - startNanos) / 1_000);
            if (failure == null) {
                Replies.passThrough(ctx, result.result());
            } else {
                ctx.response().putHeader(Replies.SHARD_HEADER, owner);
                Replies.text(ctx, failure.kind().status(), failure.getMessage());
            }
        });
    }
}
