/**
 * The router's own measurements: counters per status, failure kind and shard, fan-out legs, and the HdrHistogram
 * latency recorders of single-key, fan-out and per-shard requests, read as a snapshot
 * ({@link io.hotshard.router.metrics.RouterMetricsSnapshot}) or as interval histograms
 * ({@link io.hotshard.router.metrics.RouterIntervals}).
 */
package io.hotshard.router.metrics;
