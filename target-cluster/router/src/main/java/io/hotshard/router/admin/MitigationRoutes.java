package io.hotshard.router.admin;

import io.hotshard.router.core.JsonInput;
import io.hotshard.router.core.Replies;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * The mitigations' admin API: {@code GET|POST /admin/mitigations} (settings, adaptive keys and the adaptive log; a
 * POST is a partial patch, applied whole or refused with 400 and {@code {"error": message}}) and
 * {@code GET /admin/hotkeys}.
 */
public final class MitigationRoutes {

    private MitigationRoutes() {
    }

    /** Mounts the mitigations' admin API on {@code router}. */
    public static void mount(Router router, MitigationAdmin server) {
        router.get("/admin/mitigations").handler(ctx -> Replies.json(ctx, 200, server.mitigationsJson()));
        router.post("/admin/mitigations").handler(BodyHandler.create(false).setBodyLimit(4 * 1024 * 1024))
                .handler(ctx -> configure(ctx, server));
        router.get("/admin/hotkeys").handler(ctx -> server.hotKeys().onComplete(keys -> {
            if (keys.succeeded()) {
                Replies.json(ctx, 200, keys.result());
            } else {
                Replies.adminFailure(ctx, keys.cause());
            }
        }));
    }

    private static void configure(RoutingContext ctx, MitigationAdmin server) {
        JsonObject patch;
        try {
            patch = JsonInput.object(ctx.body().buffer());
        } catch (IllegalArgumentException e) {
            Replies.adminFailure(ctx, e);
            return;
        }
        server.configureMitigations(patch).onComplete(done -> {
            if (done.succeeded()) {
                Replies.json(ctx, 200, done.result());
            } else {
                Replies.adminFailure(ctx, done.cause());
            }
        });
    }
}
