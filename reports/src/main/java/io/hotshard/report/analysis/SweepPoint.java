package io.hotshard.report.analysis;

/**
 * One load step of a sweep run.
 *
 * @param offeredRatePerSecond the phase's {@code detail.offeredRate}
 * @param throughputPerSecond successful (2xx) responses per second within the phase
 * @param meanLatencyMicros mean single-key latency within the phase; NaN when not recorded
 * @param concurrency N for the USL: the phase's {@code detail.concurrency}, else Little's law X R
 * @param concurrencySource "detail.concurrency" or "Little's law"
 */
public record SweepPoint(String label, double startSeconds, double endSeconds, double offeredRatePerSecond,
                         double throughputPerSecond, double meanLatencyMicros, double concurrency,
                         String concurrencySource) {
}
