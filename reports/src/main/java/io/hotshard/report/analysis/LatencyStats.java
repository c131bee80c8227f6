package io.hotshard.report.analysis;

import org.HdrHistogram.Histogram;

/**
 * Summary percentiles of one latency histogram, in microseconds; NaN when nothing was recorded.
 *
 * @param count values recorded
 */
public record LatencyStats(long count, double meanMicros, double p50Micros, double p90Micros,
                           double p99Micros, double p999Micros, double maxMicros) {

    /** Stats of nothing recorded. */
    public static final LatencyStats EMPTY = new LatencyStats(0, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN, Double.NaN, Double.NaN);

    /** Reads the percentiles off a histogram (HdrHistogram's value-at-percentile, i.e. highest equivalent value). */
    public static LatencyStats of(Histogram histogram) {
        if (histogram == null || histogram.getTotalCount() == 0) {
            return EMPTY;
        }
        return new LatencyStats(histogram.getTotalCount(), histogram.getMean(),
                histogram.getValueAtPercentile(50), histogram.getValueAtPercentile(90),
                histogram.getValueAtPercentile(99), histogram.getValueAtPercentile(99.9),
                histogram.getMaxValue());
    }

    /** Whether anything was recorded. */
    public boolean present() {
        return count > 0;
    }
}
