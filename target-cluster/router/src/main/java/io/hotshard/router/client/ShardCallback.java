package io.hotshard.router.client;

import io.hotshard.router.core.ShardFailure;
import io.netty.buffer.ByteBuf;

/**
 * How one request to a shard ends, told on the event loop of the {@link ShardChannels} it went through and inside
 * that loop's Vert.x context: exactly one of {@link #answered} and {@link #failed}, once; except that a call that
 * throws is followed by one more {@link #failed} with {@link io.hotshard.router.core.FailureKind#INTERNAL}, which a
 * handler answers (500) unless it already has. A handler's own fields carry what it needs, so a request costs no
 * future, promise or lambda on its way back.
 */
public interface ShardCallback {

    /** The request was handed to a connection: the shard may see it. */
    default void onWire() {
    }

    /**
     * The shard's whole answer. {@code content} is lent for this call: the connection's buffer, released when the
     * call returns; retain it to keep it.
     *
     * @param contentType the shard's content type, or null if it sent none
     */
    void answered(String shardId, int status, String contentType, ByteBuf content);

    /** No answer; see {@link ShardFailure#reached()} for whether the shard may have seen the request. */
    void failed(ShardFailure failure);
}
