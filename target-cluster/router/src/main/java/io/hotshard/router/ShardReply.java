package io.hotshard.router;

import io.vertx.core.buffer.Buffer;

/**
 * A complete answer from a shard.
 *
 * @param contentType the shard's content type, or null if it sent none
 */
record ShardReply(String shardId, int status, String contentType, Buffer body) {
}
