package io.hotshard.router.core;

import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/** Writes the router's answers, unless the client has gone away meanwhile. */
public final class Replies {

    /** Header naming the shard that served (or failed) a single-key request. */
    public static final String SHARD_HEADER = "X-Hotshard-Shard";

    private Replies() {
    }

    /** Answers with a one-line text body, newline-terminated as the shards' are. */
    public static void text(RoutingContext ctx, int status, String text) {
        text(ctx.response(), status, text);
    }

    /** As {@link #text(RoutingContext, int, String)} on a bare response. */
    public static void text(HttpServerResponse response, int status, String text) {
        if (!response.closed() && !response.ended()) {
            response.setStatusCode(status).putHeader("content-type", "text/plain; charset=utf-8").end(text + "\n");
        }
    }

    public static void json(RoutingContext ctx, int status, JsonObject json) {
        HttpServerResponse response = ctx.response();
        if (!response.closed() && !response.ended()) {
            response.setStatusCode(status).putHeader("content-type", "application/json").end(json.toBuffer());
        }
    }

    /** Answers a refused admin operation with its status and {@code {"error": message}}. */
    public static void adminFailure(RoutingContext ctx, Throwable failure) {
        if (failure instanceof AdminRejection rejection) {
            json(ctx, rejection.status(), new JsonObject().put("error", rejection.getMessage()));
        } else if (failure instanceof IllegalArgumentException) {
            json(ctx, 400, new JsonObject().put("error", failure.getMessage()));
        } else {
            json(ctx, 500, new JsonObject().put("error", String.valueOf(failure.getMessage())));
        }
    }
}
