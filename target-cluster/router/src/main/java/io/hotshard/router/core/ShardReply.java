package io.hotshard.router.core;

import io.vertx.core.buffer.Buffer;

/**
 * A complete answer from a shard.
 *
 * @param contentType the shard's content type, or null if it sent none
 */
public record ShardReply(String shardId, int status, String contentType, Buffer body) {
}
