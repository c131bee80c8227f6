package io.hotshard.metrics;

import org.HdrHistogram.AbstractHistogram;

/** Summary of a latency histogram in microseconds; all zero when nothing was recorded. */
public record Percentiles(long count, double meanMicros, long p50Micros, long p90Micros, long p99Micros,
                          long p999Micros, long maxMicros) {

    /** Summary with no values recorded. */
    public static final Percentiles EMPTY = new Percentiles(0, 0, 0, 0, 0, 0, 0);

    /** Validates that the values are ordered and non-negative. */
    public Percentiles {
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0 but was " + count);
        }
        if (p50Micros < 0 || p50Micros > p90Micros || p90Micros > p99Micros || p99Micros > p999Micros
                || p999Micros > maxMicros) {
            throw new IllegalArgumentException("percentiles must be ordered and >= 0 but were p50=" + p50Micros
                    + " p90=" + p90Micros + " p99=" + p99Micros + " p999=" + p999Micros + " max=" + maxMicros);
        }
    }

    /** Summarises a histogram whose values are microseconds. */
    public static Percentiles of(AbstractHistogram histogram) {
        if (histogram.getTotalCount() == 0) {
            return EMPTY;
        }
        return new Percentiles(histogram.getTotalCount(), histogram.getMean(),
                histogram.getValueAtPercentile(50.0), histogram.getValueAtPercentile(90.0),
                histogram.getValueAtPercentile(99.0), histogram.getValueAtPercentile(99.9),
                histogram.getMaxValue());
    }
}
