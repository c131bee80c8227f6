package io.hotshard.router.dashboard;

import io.hotshard.router.admin.RouterView;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The dashboard's routes; like the metrics reads, they need no admin credentials. */
final class DashboardRoutes {

    private static final Buffer PAGE = page();

    private DashboardRoutes() {
    }

    static void mount(Router web, Dashboard dashboard, RouterView router) {
        web.get("/dashboard").handler(ctx -> ctx.response().putHeader("content-type", "text/html; charset=utf-8")
                .putHeader("cache-control", "no-cache").end(PAGE));
        web.get("/dashboard/ring").handler(ctx -> ctx.response().putHeader("content-type", "application/json")
                .end(RingPicture.of(router.state()).encode()));
        web.get("/admin/stream").handler(ctx -> {
            JsonObject latest = dashboard.latest();
            dashboard.hub().open(ctx.vertx().getOrCreateContext(), ctx.response(),
                    latest.isEmpty() ? "" : latest.encode());
        });
    }

    private static Buffer page() {
        try (InputStream in = DashboardRoutes.class.getResourceAsStream("dashboard.html")) {
            if (in == null) {
                throw new IllegalStateException("dashboard.html is missing from the router's jar");
            }
            return Buffer.buffer(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
