package io.hotshard.router;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/** {@code GET /metrics/prometheus}: the router's metrics in the Prometheus text format, open like every metrics read. */
final class PrometheusRoutes {

    static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private PrometheusRoutes() {
    }

    static void mount(Router router, RouterServer server) {
        router.get("/metrics/prometheus").handler(ctx -> scrape(ctx, server));
    }

    private static void scrape(RoutingContext ctx, RouterServer server) {
        server.hotKeys().otherwise(new JsonObject())
                .compose(keys -> ctx.vertx().executeBlocking(() -> server.prometheus().scrape(keys), false))
                .onComplete(text -> {
                    if (text.succeeded()) {
                        ctx.response().putHeader("content-type", CONTENT_TYPE).end(text.result());
                    } else {
                        Replies.adminFailure(ctx, text.cause());
                    }
                });
    }
}
