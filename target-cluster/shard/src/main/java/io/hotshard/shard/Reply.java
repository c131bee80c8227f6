package io.hotshard.shard;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

/** An HTTP answer decided by the shard: status, content type and body. */
record Reply(int status, String contentType, Buffer body) {

    static Reply text(int status, String message) {
        return new Reply(status, "text/plain; charset=utf-8", Buffer.buffer(message + "\n"));
    }

    static Reply json(int status, JsonObject body) {
        return new Reply(status, "application/json", body.toBuffer());
    }

    static Reply bytes(Buffer body) {
        return new Reply(200, "application/octet-stream", body);
    }
}
