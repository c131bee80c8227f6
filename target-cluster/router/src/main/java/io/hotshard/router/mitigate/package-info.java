/**
 * The pure logic of the router's hot-spot mitigations: their settings (JSON in and out, validated, patched), the
 * per-request plan ({@link io.hotshard.router.mitigate.KeyPlanner}), Space-Saving hot-key detection over a sliding
 * window, the Caffeine read cache with its racy-fill guard, hedging delays from recent latency, the adaptive
 * controller and the counters. The router package wires them to HTTP and the shard dispatcher.
 */
package io.hotshard.router.mitigate;
