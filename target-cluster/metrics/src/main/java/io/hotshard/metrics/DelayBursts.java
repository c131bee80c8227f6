package io.hotshard.metrics;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * How much of a delay distribution can pile arrivals up at a queue: the mean, over all delays, of the part of each
 * beyond a threshold. A delay shorter than one service time moves an arrival within the time the queue needs for
 * one request anyway, and independent small shifts leave a Poisson stream Poisson (the displacement theorem); a
 * stall of D ≫ that sends the requests due meanwhile together, and over a run of T such stalls give Σ D² / 2T.
 */
public final class DelayBursts {

    private DelayBursts() {
    }

    /** The mean of {@code max(0, delay - thresholdMicros)} over the delays recorded in {@code delaysMicros}. */
    public static double meanBeyondMicros(Histogram delaysMicros, double thresholdMicros) {
        long count = delaysMicros.getTotalCount();
        if (count == 0) {
            return 0;
        }
        double sum = 0;
        for (HistogramIterationValue v : delaysMicros.recordedValues()) {
            double value = delaysMicros.medianEquivalentValue(v.getValueIteratedTo());
            if (value > thresholdMicros) {
                sum += (value - thresholdMicros) * v.getCountAtValueIteratedTo();
            }
        }
        return sum / count;
    }
}
