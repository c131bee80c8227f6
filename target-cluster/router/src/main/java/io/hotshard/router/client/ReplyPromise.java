package io.hotshard.router.client;

import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;

/**
 * A {@link ShardCallback} that completes a future: with a {@link ShardReply} holding a copy of the shard's body, or
 * failed with the {@link ShardFailure}. For the callers that compose shard requests (fan-out legs, hedged and
 * combined reads, migrations, health probes); a single-key request forwards the answer itself.
 */
public final class ReplyPromise implements ShardCallback {

    private final Promise<ShardReply> promise = Promise.promise();
    private final Runnable onWire;

    /** {@code onWire}, if not null, runs when the request is handed to a connection. */
    public ReplyPromise(Runnable onWire) {
        this.onWire = onWire;
    }

    public Future<ShardReply> future() {
        return promise.future();
    }

    @Override
    public void onWire() {
        if (onWire != null) {
            onWire.run();
        }
    }

    @Override
    public void answered(String shardId, int status, String contentType, ByteBuf content) {
        promise.tryComplete(new ShardReply(shardId, status, contentType, Buffer.buffer(ByteBufUtil.getBytes(content))));
    }

    @Override
    public void failed(ShardFailure failure) {
        // After an answer whose listener threw, the future has its outcome already.
        promise.tryFail(failure);
    }
}
