package io.hotshard.metrics;

import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * A histogram's values counted into fixed buckets, as Prometheus histograms expose them: {@code counts[i]} values
 * in {@code (upperMicros[i-1], upperMicros[i]]}, and the last count above every bound.
 *
 * @param upperMicros inclusive upper bounds, increasing
 * @param counts      one more than the bounds: values per bucket, not cumulative
 * @param sumMicros   sum of all values, each taken at the middle of its HdrHistogram equivalence range
 */
public record BucketCounts(long[] upperMicros, long[] counts, double sumMicros) {

    /** Copies the arrays and checks their shapes. */
    public BucketCounts {
        upperMicros = upperMicros.clone();
        counts = counts.clone();
        if (counts.length != upperMicros.length + 1) {
            throw new IllegalArgumentException("counts must have " + (upperMicros.length + 1) + " entries but had "
                    + counts.length);
        }
    }

    /** Counts {@code histogram}'s values into buckets with these bounds. */
    public static BucketCounts of(Histogram histogram, long[] upperMicros) {
        for (int i = 1; i < upperMicros.length; i++) {
            if (upperMicros[i] <= upperMicros[i - 1]) {
                throw new IllegalArgumentException("upperMicros must increase but was " + Arrays.toString(upperMicros));
            }
        }
        long[] counts = new long[upperMicros.length + 1];
        double sum = 0;
        for (HistogramIterationValue value : histogram.recordedValues()) {
            // A value's equivalence range starts at or below it, so a value on a bound stays in that bound's bucket.
            long lowest = histogram.lowestEquivalentValue(value.getValueIteratedTo());
            int at = Arrays.binarySearch(upperMicros, lowest);
            int bucket = at >= 0 ? at : -at - 1;
            counts[bucket] += value.getCountAtValueIteratedTo();
            sum += (double) histogram.medianEquivalentValue(lowest) * value.getCountAtValueIteratedTo();
        }
        return new BucketCounts(upperMicros, counts, sum);
    }

    /** Values counted. */
    public long count() {
        return Arrays.stream(counts).sum();
    }
}
