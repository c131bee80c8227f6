/**
 * Latency and saturation measurement: HdrHistogram recorders in microseconds with interval logs
 * ({@code .hlog}), percentile summaries, and single-threaded saturation counters with time-weighted
 * utilisation.
 */
package io.hotshard.metrics;
