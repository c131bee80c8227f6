/**
 * What every part of the router shares and that depends on nothing else of it: the membership snapshot
 * ({@link io.hotshard.router.core.RouterState}) with its members and shard specs, the shard answer and failure
 * values, JSON input and replies, the admin refusal, in-flight counts, hash-space shares, clocks and the per-loop
 * helpers ({@link io.hotshard.router.core.EveryLoop}, {@link io.hotshard.router.core.LoopGroup}), and the
 * pipeline step both HTTP sides share ({@link io.hotshard.router.core.WholeMessages}).
 */
package io.hotshard.router.core;
