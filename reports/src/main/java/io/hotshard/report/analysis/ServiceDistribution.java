package io.hotshard.report.analysis;

import java.util.function.DoubleUnaryOperator;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * A service-time distribution as weighted points, in microseconds.
 *
 * @param source where it came from, for the report ("measured shard-0", "exponential, configured mean")
 */
public record ServiceDistribution(String source, double[] valuesMicros, double[] weights, double meanMicros) {

    private static final int EXPONENTIAL_POINTS = 2000;

    /** Copies the arrays so the record stays immutable. */
    public ServiceDistribution {
        valuesMicros = valuesMicros.clone();
        weights = weights.clone();
    }

    /** The recorded values of a histogram (each bucket at its median equivalent value) and their frequencies. */
    public static ServiceDistribution of(String source, Histogram histogram) {
        long total = histogram.getTotalCount();
        if (total == 0) {
            throw new IllegalArgumentException("service histogram must hold at least one value but was empty");
        }
        int n = 0;
        for (HistogramIterationValue ignored : histogram.recordedValues()) {
            n++;
        }
        double[] values = new double[n];
        double[] weights = new double[n];
        int i = 0;
        for (HistogramIterationValue v : histogram.recordedValues()) {
            values[i] = histogram.medianEquivalentValue(v.getValueIteratedTo());
            weights[i] = v.getCountAddedInThisIterationStep() / (double) total;
            i++;
        }
        return new ServiceDistribution(source, values, weights, histogram.getMean());
    }

    /** An exponential distribution with the given mean, as equally weighted mid-quantile points. */
    public static ServiceDistribution exponential(String source, double meanMicros) {
        if (!(meanMicros > 0)) {
            throw new IllegalArgumentException("meanMicros must be > 0 but was " + meanMicros);
        }
        double[] values = new double[EXPONENTIAL_POINTS];
        double[] weights = new double[EXPONENTIAL_POINTS];
        for (int i = 0; i < EXPONENTIAL_POINTS; i++) {
            values[i] = -meanMicros * Math.log(1 - (i + 0.5) / EXPONENTIAL_POINTS);
            weights[i] = 1.0 / EXPONENTIAL_POINTS;
        }
        return new ServiceDistribution(source, values, weights, meanMicros);
    }

    /** The values (a copy). */
    @Override
    public double[] valuesMicros() {
        return valuesMicros.clone();
    }

    /** The weights (a copy). */
    @Override
    public double[] weights() {
        return weights.clone();
    }

    /** {@code sum_j w_j f(s_j)} for a function of the service time. */
    double expect(DoubleUnaryOperator f) {
        double sum = 0;
        for (int j = 0; j < valuesMicros.length; j++) {
            sum += weights[j] * f.applyAsDouble(valuesMicros[j]);
        }
        return sum;
    }
}
