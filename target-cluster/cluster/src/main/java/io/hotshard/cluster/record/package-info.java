/**
 * The run-directory writer of {@code docs/run-directory.md}: {@link io.hotshard.cluster.record.RunRecorder}
 * samples a router and its shards once a second through {@link io.hotshard.cluster.record.MetricSources} (in the
 * JVM, or over HTTP with {@link io.hotshard.cluster.record.HttpMetricSources}) and writes {@code run.json},
 * {@code timeline.csv}, {@code router.csv} and the {@code .hlog} interval logs, then reconciles the counts. A target
 * without hotshard's admin API ({@link io.hotshard.cluster.record.ClientSideTarget}) is recorded from the client side
 * only: {@code run.json} says what is absent and why.
 */
package io.hotshard.cluster.record;
