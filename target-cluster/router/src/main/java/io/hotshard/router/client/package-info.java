/**
 * The router's connections to the shards: per event loop and shard, at most {@code poolSizePerShard} keep-alive
 * HTTP/1.1 Netty channels opened on that same loop ({@link io.hotshard.router.client.ShardChannels}), one request in
 * flight on each ({@link io.hotshard.router.client.ShardLink}), the rest queued, every request under one total
 * deadline ({@link io.hotshard.router.client.ShardClient}), its end told to the caller's
 * {@link io.hotshard.router.client.ShardCallback} on the same loop. Each loop opens one connection to every shard
 * before it serves ({@link io.hotshard.router.client.ShardChannels#preconnect}). A failed connect fails the
 * requests queued behind it at once; a read whose kept-alive connection the shard closed goes again on a new one;
 * answers are bounded in size.
 */
package io.hotshard.router.client;
