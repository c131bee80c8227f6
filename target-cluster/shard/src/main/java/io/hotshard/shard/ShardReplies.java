package io.hotshard.shard;

import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/** Writes replies and reads JSON bodies for the shard's routes. */
final class ShardReplies {

    private ShardReplies() {
    }

    /** Answers the request unless its connection is already gone (the shard went down meanwhile). */
    static void send(RoutingContext ctx, Reply reply) {
        HttpServerResponse response = ctx.response();
        if (response.closed() || response.ended()) {
            return;
        }
        response.setStatusCode(reply.status()).putHeader("content-type", reply.contentType()).end(reply.body());
    }

    /** Returns the body as a JSON object, or throws naming what was wrong. */
    static JsonObject jsonBody(RoutingContext ctx) {
        JsonObject body;
        try {
            body = ctx.body().asJsonObject();
        } catch (DecodeException | ClassCastException e) {
            throw new IllegalArgumentException("body must be a JSON object but was " + abbreviated(ctx));
        }
        if (body == null) {
            throw new IllegalArgumentException("body must be a JSON object but was empty");
        }
        return body;
    }

    private static String abbreviated(RoutingContext ctx) {
        String text = ctx.body().asString();
        return text.length() > 80 ? text.substring(0, 80) + "..." : text;
    }
}
