/**
 * The ring router: routes single-key requests to their owner shard with any partitioner of the ring module,
 * scatters and gathers prefix scans, and serves an admin API for membership, partitioner switches, events and
 * metrics.
 *
 * <p>The router serves on {@code eventLoops} Vert.x event loops ({@link io.hotshard.router.RouterVerticle}); loop 0
 * is also the control loop (health probes, adaptive rounds, migrations). Its port belongs to a Netty server of its
 * own ({@link io.hotshard.router.FrontServer}) whose accepted connections are spread over those loops: each
 * connection is decoded ({@link io.hotshard.router.FrontGate} checks heads and declared bodies against the request
 * limits), takes one whole request at a time ({@link io.hotshard.router.FrontConnection}) and serves
 * {@code GET|PUT|DELETE /kv/{key}} itself; every other request (admin API, fan-out, metrics, dashboard) is relayed
 * to the loop's Vert.x web server on loopback ({@link io.hotshard.router.AdminRelay}), answer streamed back. Each
 * loop keeps its own connections to the shards, Netty channels opened on that same loop
 * ({@link io.hotshard.router.ShardChannels}: per shard at most {@code poolSizePerShard} per loop, one request in
 * flight on each, so a shard sees exactly the concurrency the router has in flight), so a request never changes
 * threads between client and shard. What the loops share is safe without locks on the
 * request path: membership is one immutable {@link io.hotshard.router.RouterState} (partitioner plus every shard's
 * URL and up/down state) swapped atomically, its changes serialised on a dedicated worker thread that also counts
 * the sample keys that move; mitigation settings are another immutable snapshot; in-flight counts are atomics;
 * latency recorders (HdrHistogram {@code Recorder}) and counters ({@code LongAdder}) take concurrent writers; each
 * loop keeps its own hot-key sketches, hedging delays and migration epochs, merged or drained across loops by
 * {@link io.hotshard.router.EveryLoop} when read.
 *
 * <p>Life of a {@code GET /kv/{key}}, from {@link io.hotshard.router.FrontConnection} to
 * {@link io.hotshard.router.KvRoutes}:
 * <ol>
 *   <li>route: count it, offer the key to this loop's hot-key sketch, take the current membership and mitigation
 *       snapshots and plan it ({@link io.hotshard.router.mitigate.KeyPlanner}): a pin, salts, replicas, a
 *       bounded-load choice or the partitioner's owner;</li>
 *   <li>a cacheable key may be answered from the read cache here;</li>
 *   <li>send: through this loop's door of the {@link io.hotshard.router.migrate.MigrationGate} (which counts it for a
 *       migration's barriers and, for a write of a moving key, mirrors it to the next owner), then
 *       {@link io.hotshard.router.LegSender} (hedged or not) and {@link io.hotshard.router.ShardDispatcher}, which
 *       fails fast for a down shard, increments the shard's in-flight count and sends over this loop's connections
 *       with a total deadline ({@link io.hotshard.router.ShardClient}, {@link io.hotshard.router.ShardLink});</li>
 *   <li>answer: fill or invalidate the cache, count the status, record the latency, pass the shard's status and
 *       body through (or combine the legs of a salted or replicated plan).</li>
 * </ol>
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
