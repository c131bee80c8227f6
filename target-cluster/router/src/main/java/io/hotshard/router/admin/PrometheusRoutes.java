package io.hotshard.router.admin;

import io.hotshard.router.core.Replies;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.function.Supplier;

/** {@code GET /metrics/prometheus}: the router's metrics in the Prometheus text format, open like every metrics read. */
public final class PrometheusRoutes {

    static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private PrometheusRoutes() {
    }

    /** Mounts the scrape on {@code router}; {@code prometheus} is asked for the registry on each scrape. */
    public static void mount(Router router, RouterView view, Supplier<RouterPrometheus> prometheus) {
        router.get("/metrics/prometheus").handler(ctx -> scrape(ctx, view, prometheus));
    }

    private static void scrape(RoutingContext ctx, RouterView view, Supplier<RouterPrometheus> prometheus) {
        view.hotKeys().otherwise(new JsonObject())
                .compose(keys -> ctx.vertx().executeBlocking(() -> prometheus.get().scrape(keys), false))
                .onComplete(text -> {
                    if (text.succeeded()) {
                        ctx.response().putHeader("content-type", CONTENT_TYPE).end(text.result());
                    } else {
                        Replies.adminFailure(ctx, text.cause());
                    }
                });
    }
}
