/**
 * The ring router: routes single-key requests to their owner shard with any partitioner of the ring module,
 * scatters and gathers prefix scans, and serves an admin API for membership, partitioner switches, events and
 * metrics.
 *
 * <p>This package assembles the router ({@link io.hotshard.router.RouterServer}, one
 * {@link io.hotshard.router.RouterVerticle} per event loop, {@link io.hotshard.router.RouterGroup} for several
 * routers sharing one membership) from its configuration ({@link io.hotshard.router.RouterConfig}). The parts live
 * in sub-packages, each depending only on those below it (checked by {@code PackageLayersTest}):
 * <ul>
 *   <li>{@code front}: the router's port, a Netty server of its own; decodes requests, checks them against the
 *       limits, serves {@code /kv/{key}} and relays every other path to the loop's Vert.x web server;</li>
 *   <li>{@code data}: the request path: single-key routes, fan-out, hedged and planned legs, the dispatcher that
 *       counts and sends each shard request, the migration's access to the shards;</li>
 *   <li>{@code admin} and {@code dashboard}: the admin API, the Prometheus scrape and the live dashboard, each
 *       taking the narrow interface it uses ({@link io.hotshard.router.admin.RouterView},
 *       {@link io.hotshard.router.admin.MembershipAdmin}, {@link io.hotshard.router.admin.MitigationAdmin});</li>
 *   <li>{@code membership}: the current ring snapshot's owner, its changes and events, health probes;</li>
 *   <li>{@code client}: the connections to the shards, Netty channels on the caller's event loop;</li>
 *   <li>{@code metrics}: the router's counters and latency histograms;</li>
 *   <li>{@code mitigate} and {@code migrate}: the hot-spot mitigations and online migrations;</li>
 *   <li>{@code core}: values every part shares (the ring snapshot, members, shard specs, replies, per-loop
 *       helpers); it depends on nothing else of the router.</li>
 * </ul>
 *
 * <p>The router serves on {@code eventLoops} Vert.x event loops; loop 0 is also the control loop (health probes,
 * adaptive rounds, migrations). Its port belongs to {@link io.hotshard.router.front.FrontServer}, whose accepted
 * connections are spread over those loops: each connection is decoded
 * ({@link io.hotshard.router.front.FrontGate} checks heads and declared bodies against the request limits; a head and
 * a body that arrive together become one message without Netty's aggregator, {@link
 * io.hotshard.router.core.WholeMessages}, which the shard connections' answers pass through too), takes
 * one whole request at a time ({@link io.hotshard.router.front.FrontConnection}) and serves
 * {@code GET|PUT|DELETE /kv/{key}} itself; every other request (admin API, fan-out, metrics, dashboard) is relayed
 * to the loop's Vert.x web server on loopback ({@link io.hotshard.router.front.AdminRelay}), answer streamed back.
 * Each loop keeps its own connections to the shards, Netty channels opened on that same loop
 * ({@link io.hotshard.router.client.ShardChannels}: per shard at most {@code poolSizePerShard} per loop, one
 * request in flight on each, so a shard sees exactly the concurrency the router has in flight), so a request never
 * changes threads between client and shard. What the loops share is safe without locks on the request path:
 * membership is one immutable {@link io.hotshard.router.core.RouterState} (partitioner plus every shard's URL and
 * up/down state) swapped atomically, its changes serialised on a dedicated worker thread that also counts the sample
 * keys that move; mitigation settings are another immutable snapshot; in-flight counts are atomics; latency
 * recorders keep a single-writer HdrHistogram recorder per recording thread, added up when read
 * ({@link io.hotshard.metrics.PerThreadLatency}), and counters ({@code LongAdder}) take concurrent writers; each loop
 * keeps its own hot-key sketches, hedging delays and migration epochs, merged or drained across loops by
 * {@link io.hotshard.router.core.EveryLoop} when read.
 *
 * <p>Life of a {@code GET /kv/{key}}, from {@link io.hotshard.router.front.FrontConnection} to
 * {@link io.hotshard.router.data.KvRoutes}:
 * <ol>
 *   <li>route: count it, offer the key to this loop's hot-key sketch, take the current membership and mitigation
 *       snapshots and plan it ({@link io.hotshard.router.mitigate.KeyPlanner}): a pin, salts, replicas, a
 *       bounded-load choice or the partitioner's owner;</li>
 *   <li>a cacheable key may be answered from the read cache here;</li>
 *   <li>send: through this loop's door of the {@link io.hotshard.router.migrate.MigrationGate} (which counts it for a
 *       migration's barriers and, for a write of a moving key, mirrors it to the next owner), then
 *       {@link io.hotshard.router.data.LegSender} (hedged or not) and
 *       {@link io.hotshard.router.data.ShardDispatcher}, which fails fast for a down shard, increments the shard's
 *       in-flight count and sends over this loop's connections with a total deadline
 *       ({@link io.hotshard.router.client.ShardClient}, {@link io.hotshard.router.client.ShardLink});</li>
 *   <li>answer: fill or invalidate the cache, count the status, record the latency, pass the shard's status and
 *       body through (or combine the legs of a salted or replicated plan).</li>
 * </ol>
 * A request that goes to its owner alone (one leg, not hedged, not mirrored: nearly all of them) makes this trip
 * as one handler object per layer, each a {@link io.hotshard.router.client.ShardCallback} holding what its layer
 * needs at the end ({@code data.ForwardedKv}, the dispatcher's count, the client's call), and its answer reaches
 * the client in the buffer the shard's answer was read into. Requests that combine legs, hedge or mirror compose
 * Vert.x futures over the same calls ({@link io.hotshard.router.client.ReplyPromise}), with a copy of each body.
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
