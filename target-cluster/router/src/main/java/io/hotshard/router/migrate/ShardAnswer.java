package io.hotshard.router.migrate;

import io.vertx.core.buffer.Buffer;

/**
 * A shard's answer to one data request of a migration, or the router's stand-in when there was none.
 *
 * @param status  the shard's status, or the one the router answers a client with (502, 503, 504)
 * @param body    the shard's body, empty when it did not answer
 * @param failure why no shard answered, or null when one did
 */
public record ShardAnswer(int status, Buffer body, String failure) {

    /** A shard's answer. */
    public static ShardAnswer of(int status, Buffer body) {
        return new ShardAnswer(status, body == null ? Buffer.buffer() : body, null);
    }

    /** No answer: {@code status} as the router would report it and why. */
    public static ShardAnswer failed(int status, String failure) {
        return new ShardAnswer(status, Buffer.buffer(), failure);
    }

    /** 200: the key is there and {@link #body()} is its value. */
    boolean found() {
        return failure == null && status == 200;
    }

    /** 404 from the shard itself: no such key. */
    boolean missing() {
        return failure == null && status == 404;
    }

    /** 2xx from the shard. */
    boolean succeeded() {
        return failure == null && status >= 200 && status < 300;
    }

    /** One line for an error message: why there was no answer, or the shard's status and text. */
    String describe(String shardId) {
        return failure != null ? failure : "shard " + shardId + " answered " + status + " " + body.toString().strip();
    }
}
