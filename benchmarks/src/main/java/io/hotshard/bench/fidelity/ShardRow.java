package io.hotshard.bench.fidelity;

import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.shard.ShardIntervals;
import java.util.List;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/**
 * One shard's measured queueing beside its model, in microseconds: the measured arrival rate and mean service
 * feed the model. Wait and response are the shard's own (from the request's arrival at the shard), so the
 * network and the router are left out; {@code waitHalfWidth} is the 95% confidence half-width of the mean wait
 * relative to it, from batch means; {@code latenessMeanMicros} is how late its service ends ran on average.
 */
record ShardRow(String id, double ratePerSecond, double meanServiceMicros, double meanWaitMicros,
                double meanResponseMicros, double p99ResponseMicros, ServiceLaw.Prediction model, double arrivalCv,
                long latenessP99Micros, long loopDelayP99Micros, double waitHalfWidth, double latenessMeanMicros) {

    /** Builds the row from the shard's per-batch interval histograms over {@code seconds}. */
    static ShardRow of(String id, List<ShardIntervals> batches, double seconds, int servers, ServiceLaw law) {
        Histogram wait = sum(batches, ShardIntervals::queueWait);
        Histogram service = sum(batches, ShardIntervals::service);
        Histogram total = sum(batches, ShardIntervals::total);
        Histogram gaps = sum(batches, ShardIntervals::arrivalGaps);
        double rate = service.getTotalCount() / seconds;
        double meanService = service.getMean();
        double cv = gaps.getTotalCount() > 1 ? gaps.getStdDeviation() / gaps.getMean() : Double.NaN;
        Histogram lateness = sum(batches, ShardIntervals::lateness);
        return new ShardRow(id, rate, meanService, wait.getMean(), total.getMean(),
                total.getValueAtPercentile(99), law.predict(servers, rate, meanService), cv,
                lateness.getValueAtPercentile(99), sum(batches, ShardIntervals::loopDelay).getValueAtPercentile(99),
                halfWidth(batches), lateness.getMean());
    }

    /** The share of its {@code servers} slots this shard kept busy: λ · S / c. */
    double utilisation(int servers) {
        return ratePerSecond * meanServiceMicros / 1e6 / servers;
    }

    double waitRatio() {
        return meanWaitMicros / model.meanWaitMicros();
    }

    double responseRatio() {
        return meanResponseMicros / model.meanResponseMicros();
    }

    double p99Ratio() {
        return p99ResponseMicros / model.p99ResponseMicros();
    }

    private static Histogram sum(List<ShardIntervals> batches, Function<ShardIntervals, Histogram> part) {
        Histogram out = LatencyRecorder.newHistogram();
        batches.forEach(b -> out.add(part.apply(b)));
        return out;
    }

    /** Batch means (Law and Kelton): 1.96 x the standard error of the batches' mean waits, over the grand mean. */
    private static double halfWidth(List<ShardIntervals> batches) {
        List<ShardIntervals> used = batches.stream().filter(b -> b.queueWait().getTotalCount() > 0).toList();
        int k = used.size();
        if (k < 2) {
            return Double.NaN;
        }
        double sum = 0;
        for (ShardIntervals b : used) {
            sum += b.queueWait().getMean();
        }
        double mean = sum / k;
        double squares = 0;
        for (ShardIntervals b : used) {
            double d = b.queueWait().getMean() - mean;
            squares += d * d;
        }
        double stdError = Math.sqrt(squares / (k - 1) / k);
        return mean > 0 ? 1.96 * stdError / mean : Double.NaN;
    }
}
