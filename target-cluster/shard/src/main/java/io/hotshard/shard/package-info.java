/**
 * A fake storage shard: an HTTP key-value server whose answers are shaped by a queueing model (service slots, a
 * bounded FIFO queue, load shedding) and a tunable service-time distribution, with fault injection.
 *
 * <p>Endpoints: {@code GET|PUT|DELETE /kv/{key}} and {@code GET /scan?q=prefix&limit=n} ({@code q} may repeat) go
 * through the model; {@code GET /health}, {@code GET|POST /admin/config}, {@code POST /admin/stall {"millis":D}},
 * {@code POST /admin/down {"millis":D}}, {@code GET /metrics}, {@code GET /metrics/prometheus},
 * {@code GET /metrics/intervals} (counters plus the histograms since the previous call; one reader only) and
 * {@code POST /metrics/reset} bypass it. {@link io.hotshard.shard.ShardServer} is the in-JVM handle.
 */
package io.hotshard.shard;
