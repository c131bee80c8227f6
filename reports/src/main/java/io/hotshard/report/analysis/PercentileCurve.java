package io.hotshard.report.analysis;

import io.hotshard.report.run.Series;
import java.util.function.DoubleUnaryOperator;
import org.HdrHistogram.Histogram;

/**
 * A percentile-distribution curve in HdrHistogram's style: x is {@code 1 / (1 - p)} (plotted on a log
 * scale, so 10 is the 90th percentile, 100 the 99th, 1000 the 99.9th), y the latency at p. The curve starts
 * one step above p = 0, where a sample's minimum says little about the distribution.
 */
public final class PercentileCurve {

    private static final int STEPS_PER_DECADE = 8;
    private static final int MAX_DECADES = 6;

    private PercentileCurve() {
    }

    /** The curve of a histogram, up to the percentile its count can resolve. */
    public static Series of(String name, Histogram histogram) {
        return of(name, histogram.getTotalCount(), p -> histogram.getValueAtPercentile(p * 100));
    }

    /** The curve of a quantile function, up to the percentile {@code count} values can resolve. */
    public static Series of(String name, long count, DoubleUnaryOperator quantile) {
        int steps = Math.min(MAX_DECADES * STEPS_PER_DECADE,
                (int) Math.floor(Math.log10(Math.max(1, count)) * STEPS_PER_DECADE));
        double[] x = new double[Math.max(0, steps)];
        double[] y = new double[x.length];
        for (int j = 1; j <= steps; j++) {
            x[j - 1] = Math.pow(10, j / (double) STEPS_PER_DECADE);
            y[j - 1] = quantile.applyAsDouble(1 - 1 / x[j - 1]);
        }
        return new Series(name, x, y);
    }
}
