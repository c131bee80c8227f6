package io.hotshard.router.migrate;

import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.JsonInput;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * {@code POST /admin/migrations} starts a migration (202 with its JSON; 400 bad input, 403 remote URL, 409 one
 * is running or the node exists) and {@code GET /admin/migrations} answers {@code {"migration": ...|null}}.
 * Refusals answer {@code {"error": message}}.
 */
public final class MigrationRoutes {


    private MigrationRoutes() {
    }

    /** Adds the routes to {@code router}. */
    public static void mount(Router router, Migrator migrator) {
        router.post("/admin/migrations").handler(BodyHandler.create(false).setBodyLimit(64 * 1024))
                .handler(ctx -> start(ctx, migrator));
        router.get("/admin/migrations").handler(ctx -> json(ctx, 200, migrator.json()));
    }

    private static void start(RoutingContext ctx, Migrator migrator) {
        MigrationRequest request;
        try {
            request = MigrationRequest.fromJson(body(ctx));
        } catch (IllegalArgumentException e) {
            json(ctx, 400, new JsonObject().put("error", e.getMessage()));
            return;
        }
        migrator.start(request).onComplete(started -> {
            if (started.succeeded()) {
                json(ctx, 202, started.result());
            } else if (started.cause() instanceof AdminRejection rejection) {
                json(ctx, rejection.status(), new JsonObject().put("error", rejection.getMessage()));
            } else {
                json(ctx, 503, new JsonObject().put("error", String.valueOf(started.cause().getMessage())));
            }
        });
    }

    private static JsonObject body(RoutingContext ctx) {
        return JsonInput.object(ctx.body().buffer());
    }

    private static void json(RoutingContext ctx, int status, JsonObject json) {
        HttpServerResponse response = ctx.response();
        if (!response.closed() && !response.ended()) {
            response.setStatusCode(status).putHeader("content-type", "application/json").end(json.toBuffer());
        }
    }
}
