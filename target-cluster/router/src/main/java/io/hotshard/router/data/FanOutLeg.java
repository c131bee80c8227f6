package io.hotshard.router.data;

import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
import io.vertx.core.AsyncResult;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;

/**
 * One shard's part of a fan-out.
 *
 * @param status  the shard's status, or the router's 502/503/504 when it did not answer
 * @param result  the shard's JSON answer when it answered 2xx
 * @param error   what went wrong otherwise
 * @param failure why there was no answer, or null if there was one
 */
record FanOutLeg(String shardId, int status, long latencyMicros, JsonObject result, String error,
                 FailureKind failure, boolean reached) {

    static FanOutLeg of(String shardId, AsyncResult<ShardReply> outcome, long latencyMicros) {
        if (outcome.failed()) {
            ShardFailure f = ShardFailure.of(outcome.cause(), shardId);
            return new FanOutLeg(shardId, f.kind().status(), latencyMicros, null, f.getMessage(), f.kind(),
                    f.reached());
        }
        ShardReply reply = outcome.result();
        String text = reply.body().toString();
        if (reply.status() / 100 != 2) {
            return new FanOutLeg(shardId, reply.status(), latencyMicros, null,
                    "shard " + shardId + " answered " + reply.status() + ": " + text, null, true);
        }
        try {
            return new FanOutLeg(shardId, reply.status(), latencyMicros, new JsonObject(text), null, null, true);
        } catch (DecodeException e) {
            return new FanOutLeg(shardId, reply.status(), latencyMicros, null,
                    "shard " + shardId + " answered with a body that is not a JSON object", null, true);
        }
    }

    boolean ok() {
        return result != null;
    }

    JsonObject toJson() {
        JsonObject json = new JsonObject().put("shard", shardId).put("status", status)
                .put("latencyMicros", latencyMicros);
        return ok() ? json.put("result", result) : json.put("error", error);
    }
}
