/**
 * How a recorder reads a hotshard target: {@link io.hotshard.cluster.sample.MetricSources} (a router and its shards,
 * in the JVM or over HTTP with {@link io.hotshard.cluster.sample.HttpMetricSources}) is the
 * {@link io.hotshard.recording.MeasuredTarget} that {@link io.hotshard.recording.RunRecorder} samples once a second,
 * writing {@code timeline.csv}, {@code router.csv}, the {@code .hlog} interval logs and the ring pictures, and
 * reconciling the router's counts against the shards' at the end ({@code docs/run-directory.md}).
 */
package io.hotshard.cluster.sample;
