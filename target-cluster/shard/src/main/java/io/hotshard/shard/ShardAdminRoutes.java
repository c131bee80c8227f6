package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.Set;
import java.util.function.Function;

/**
 * Health, configuration, chaos, metrics and key-listing endpoints. They bypass the service model, so they answer
 * even while the shard is saturated or stalled: a stall is a gray failure whose health check keeps passing.
 */
final class ShardAdminRoutes {

    /** Longest stall or down time accepted over HTTP. */
    static final long MAX_FAULT_MILLIS = 3_600_000;
    static final String PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final ShardService service;
    private final ShardMetrics metrics;
    private final Availability availability;

    private ShardAdminRoutes(ShardService service, ShardMetrics metrics, Availability availability) {
        this.service = service;
        this.metrics = metrics;
        this.availability = availability;
    }

    /** Adds the health, admin and metrics routes to the router. */
    static void mount(Router router, ShardService service, ShardMetrics metrics, Availability availability) {
        ShardAdminRoutes routes = new ShardAdminRoutes(service, metrics, availability);
        BodyHandler body = BodyHandler.create(false).setBodyLimit(64 * 1024);
        router.get("/health").handler(routes::health);
        router.get("/admin/config").handler(ctx -> ShardReplies.send(ctx, Reply.json(200, service.config().toJson())));
        router.post("/admin/config").handler(body).handler(ctx -> routes.withJson(ctx, routes::configure));
        router.post("/admin/stall").handler(body).handler(ctx -> routes.withJson(ctx, routes::stall));
        router.post("/admin/down").handler(body).handler(routes::down);
        router.get("/metrics").handler(ctx -> ShardReplies.send(ctx,
                Reply.json(200, service.snapshot(availability.isUp()).toJson())));
        router.get("/metrics/prometheus").handler(routes::prometheus);
        router.get("/metrics/intervals").handler(ctx -> ShardReplies.send(ctx,
                Reply.json(200, sample(service, metrics, availability).toJson())));
        KeyListing.mount(router, service);
        router.post("/metrics/reset").handler(ctx -> {
            service.resetWindow();
            ShardReplies.send(ctx, Reply.text(200, "window reset"));
        });
    }

    /**
     * Takes the counters, the histograms since the previous sample, and starts a new queue-depth window, in one
     * step on the event loop. Each sample consumes its interval: only one reader per shard, in or out of the JVM.
     */
    static ShardSample sample(ShardService service, ShardMetrics metrics, Availability availability) {
        ShardSnapshot snapshot = service.snapshot(availability.isUp());
        service.resetWindow();
        return new ShardSample(snapshot, metrics.intervals());
    }

    private void health(RoutingContext ctx) {
        ShardReplies.send(ctx, Reply.json(200, new JsonObject().put("status", "UP")
                .put("shardId", service.config().id()).put("stalled", service.stalled())));
    }

    private void withJson(RoutingContext ctx, Function<JsonObject, Reply> action) {
        Reply reply;
        try {
            reply = action.apply(ShardReplies.jsonBody(ctx));
        } catch (IllegalArgumentException e) {
            reply = Reply.json(400, new JsonObject().put("error", e.getMessage()));
        }
        ShardReplies.send(ctx, reply);
    }

    private Reply configure(JsonObject patch) {
        return Reply.json(200, service.reconfigure(patch).toJson());
    }

    private Reply stall(JsonObject body) {
        long millis = faultMillis(body);
        service.stall(millis);
        return Reply.json(200, new JsonObject().put("stallMillis", millis));
    }

    private void down(RoutingContext ctx) {
        long millis;
        try {
            millis = faultMillis(ShardReplies.jsonBody(ctx));
        } catch (IllegalArgumentException e) {
            ShardReplies.send(ctx, Reply.json(400, new JsonObject().put("error", e.getMessage())));
            return;
        }
        // Answer before going down: going down closes this very connection.
        ctx.response().setStatusCode(202).putHeader("content-type", "application/json")
                .end(new JsonObject().put("downMillis", millis).toBuffer())
                .onComplete(written -> availability.downFor(millis));
    }

    private void prometheus(RoutingContext ctx) {
        ctx.response().putHeader("content-type", PROMETHEUS_CONTENT_TYPE)
                .end(metrics.scrape(service.nowNanos()));
    }

    private static long faultMillis(JsonObject body) {
        ShardJsonFields.requireKnown(body, "", Set.of("millis"));
        long millis = ShardJsonFields.integer(body, "", "millis");
        if (millis < 0 || millis > MAX_FAULT_MILLIS) {
            throw new IllegalArgumentException("millis must be in [0, " + MAX_FAULT_MILLIS + "] but was " + millis);
        }
        return millis;
    }
}
