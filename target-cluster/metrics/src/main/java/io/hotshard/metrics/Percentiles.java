package io.hotshard.metrics;

import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.HistogramIterationValue;

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

    /**
     * Summarises a histogram whose values are microseconds, in one walk over its recorded values where
     * {@code getMean} and each {@code getValueAtPercentile} walk once each; the figures are theirs, to the bit.
     */
    public static Percentiles of(AbstractHistogram histogram) {
        long total = histogram.getTotalCount();
        if (total == 0) {
            return EMPTY;
        }
        long[] ranks = {rank(50.0, total), rank(90.0, total), rank(99.0, total), rank(99.9, total)};
        long[] values = new long[ranks.length];
        int next = 0;
        double sum = 0;
        for (HistogramIterationValue value : histogram.recordedValues()) {
            sum += histogram.medianEquivalentValue(value.getValueIteratedTo())
                    * (double) value.getCountAtValueIteratedTo();
            while (next < ranks.length && value.getTotalCountToThisValue() >= ranks[next]) {
                values[next++] = value.getValueIteratedTo();
            }
        }
        return new Percentiles(total, sum / total, values[0], values[1], values[2], values[3],
                histogram.getMaxValue());
    }

    /** The count a percentile reaches, as HdrHistogram's {@code getValueAtPercentile} derives it. */
    private static long rank(double percentile, long total) {
        double requested = Math.min(Math.max(Math.nextAfter(percentile, Double.NEGATIVE_INFINITY), 0.0), 100.0);
        return Math.max(1, (long) Math.ceil(requested * total / 100.0));
    }
}
