/**
 * The request path: {@code /kv/{key}} ({@link io.hotshard.router.data.KvRoutes}) and {@code /fanout}
 * ({@link io.hotshard.router.data.FanOutRoutes}) planned by the mitigations, sent leg by leg
 * ({@link io.hotshard.router.data.LegSender}, hedged or not) through the one dispatcher that fails fast for a down
 * shard, counts and times every shard request ({@link io.hotshard.router.data.ShardDispatcher}), its end told to a
 * {@link io.hotshard.router.client.ShardCallback} or a future; and the migration's
 * access to the shards through the same dispatcher ({@link io.hotshard.router.data.MigrationAccess}).
 */
package io.hotshard.router.data;
