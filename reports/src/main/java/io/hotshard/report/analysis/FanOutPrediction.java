package io.hotshard.report.analysis;

import io.hotshard.report.run.HlogSeries;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * Measured fan-out percentiles beside the max-of-N prediction, and the per-shard percentile a fan-out's
 * p99 needs: with N legs all below their p-th percentile with probability {@code p^N}, a query p99 needs
 * every shard at its {@code 0.99^(1/N)} percentile (N = 20: 0.99^20 = 0.818, 0.99^(1/20) = 0.99950).
 *
 * @param shardCount N, the shards with a total-time histogram
 * @param allBelowOwnP99 {@code 0.99^N}: the chance that no leg exceeds its own p99
 * @param perShardPercentileForP99 {@code 0.99^(1/N)} as a fraction
 * @param perShardValueForP99Micros the slowest shard's value at that percentile
 */
public record FanOutPrediction(int shardCount, List<FanOutRow> rows, double allBelowOwnP99,
                               double perShardPercentileForP99, double perShardValueForP99Micros,
                               MaxOfShards model) {

    /** The percentiles compared. */
    public static final double[] PERCENTILES = {50, 90, 99, 99.9};

    /** Copies the list so the record stays immutable. */
    public FanOutPrediction {
        rows = List.copyOf(rows);
    }

    /** Empty when no shard recorded a total-time histogram. */
    public static Optional<FanOutPrediction> of(Collection<HlogSeries> shardTotals, Optional<HlogSeries> fanout) {
        List<Histogram> shards = shardTotals.stream().map(HlogSeries::total)
                .filter(h -> h.getTotalCount() > 0).toList();
        if (shards.isEmpty()) {
            return Optional.empty();
        }
        MaxOfShards model = new MaxOfShards(shards);
        Histogram merged = new Histogram(3);
        shards.forEach(merged::add);
        Histogram measured = fanout.map(HlogSeries::total).filter(h -> h.getTotalCount() > 0).orElse(null);
        List<FanOutRow> rows = new ArrayList<>();
        for (double p : PERCENTILES) {
            rows.add(new FanOutRow(p, measured == null ? Double.NaN : measured.getValueAtPercentile(p),
                    model.quantile(p / 100), merged.getValueAtPercentile(p)));
        }
        int n = model.shardCount();
        double perShard = Math.pow(0.99, 1.0 / n);
        double slowest = shards.stream().mapToDouble(h -> h.getValueAtPercentile(perShard * 100)).max().orElseThrow();
        return Optional.of(new FanOutPrediction(n, rows, Math.pow(0.99, n), perShard, slowest, model));
    }
}
