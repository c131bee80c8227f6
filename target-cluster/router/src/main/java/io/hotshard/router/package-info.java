/**
 * The ring router: routes single-key requests to their owner shard with any partitioner of the ring module,
 * scatters and gathers prefix scans, and serves an admin API for membership, partitioner switches, events and
 * metrics.
 *
 * <p>Membership lives in one immutable {@link io.hotshard.router.RouterState} (partitioner plus every shard's
 * URL and up/down state) swapped atomically; changes are serialised on a dedicated worker thread that also
 * counts the sample keys that move. Requests to all shards share one keep-alive client whose pools are per
 * shard address. Data requests run on the router's single event loop, which keeps the in-flight counts seen by
 * load-aware partitioners exact at each placement.
 *
 * <p>Failures: a refused connection answers 502, a request without a complete answer within
 * {@code requestTimeoutMillis} answers 504, a shard marked down answers 503 at once. A shard is marked down by a
 * failing health probe or a refused proxied request; with {@code downOn=timeout} also by a timed-out probe or
 * proxied request. A passing probe marks it up again; with {@code downOn=timeout} a shard that is slow but
 * still answers its health probe therefore flaps, and with {@code removeDownNodes=true} its keys move back and
 * forth: the automatic rebalancing of a merely slow node, on purpose. With {@code removeDownNodes=true} a down
 * shard leaves the ring (never the last node) and returns when up; with {@code false} it stays and requests to it
 * fail fast with 503 until a probe passes.
 *
 * <p>Hot-spot mitigations (read cache, key salting, pins to dedicated shards, read replicas, bounded-load placement,
 * hedged reads and their adaptive application to detected hot keys) are planned per request by
 * {@link io.hotshard.router.mitigate.KeyPlanner} and configured through {@code /admin/mitigations}; every extra shard
 * request they cause goes through the same dispatcher and counters as any other.
 */
package io.hotshard.router;
