package io.hotshard.report.analysis;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The distribution of the slowest of N independent shard responses: {@code P(max <= t) = prod_i F_i(t)},
 * where F_i is shard i's measured total-time distribution. A fan-out query waits for its slowest leg, so
 * this predicts the fan-out latency from the shards' own histograms (order statistics, e.g. David &amp;
 * Nagaraja, Order Statistics, 2003, section 2.1; Dean &amp; Barroso, "The Tail at Scale", 2013).
 */
public final class MaxOfShards {

    private final List<Histogram> shards;
    private final long upper;

    /** Builds the predictor from each shard's total-time histogram (microseconds); empty shards are skipped. */
    public MaxOfShards(List<Histogram> shards) {
        this.shards = shards.stream().filter(h -> h.getTotalCount() > 0).toList();
        if (this.shards.isEmpty()) {
            throw new IllegalArgumentException("shard histograms must hold at least one value but all were empty");
        }
        this.upper = this.shards.stream().mapToLong(Histogram::getMaxValue).max().orElseThrow();
    }

    /** N, the shards whose slowest leg is predicted. */
    public int shardCount() {
        return shards.size();
    }

    /** {@code prod_i F_i(t)}. */
    public double cdf(long t) {
        double product = 1;
        for (Histogram h : shards) {
            product *= h.getPercentileAtOrBelowValue(t) / 100.0;
        }
        return product;
    }

    /**
     * The smallest t (microseconds) with {@code prod_i F_i(t) >= p}, found by bisection; for p = 0 the smallest
     * t with a non-zero product, i.e. the largest of the shards' minima.
     */
    public long quantile(double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("p must be in [0, 1] but was " + p);
        }
        if (p == 0) {
            return shards.stream().mapToLong(Histogram::getMinValue).max().orElseThrow();
        }
        long lo = 0;
        long hi = upper;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (cdf(mid) >= p) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
