package io.hotshard.router.mitigate;

import io.vertx.core.buffer.Buffer;

/**
 * A shard's 200 answer kept by the read cache.
 *
 * @param storedNanos ticker time of the fill, for the age of a hit
 */
public record CachedReply(String shardId, String contentType, Buffer body, long storedNanos) {
}
