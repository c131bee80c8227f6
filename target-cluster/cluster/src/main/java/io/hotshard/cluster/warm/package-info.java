/**
 * Traffic sent to a cluster before a run measures it: {@link io.hotshard.cluster.warm.WarmUp} (fan-outs, then reads
 * of absent keys, so that the JIT has compiled the router and shards and every shard has served) over
 * {@link io.hotshard.cluster.warm.RequestLanes} (a fixed number of requests in flight over keep-alive connections),
 * which also stores a simulation's preloaded keys; both run on {@link io.hotshard.cluster.warm.Lanes}, the engine of
 * every target's preload (a fixed number of operations of any store in flight, within a deadline).
 */
package io.hotshard.cluster.warm;
