package io.hotshard.report.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class MaxOfShardsTest {

    private static Histogram exponential(double mean, int count, SplittableRandom random) {
        Histogram h = new Histogram(3);
        for (int i = 0; i < count; i++) {
            h.recordValue(Math.max(1, Math.round(-mean * Math.log(1 - random.nextDouble()))));
        }
        return h;
    }

    @Test
    void quantile_identicalExponentialShards_matchesAnalyticMaxOfN() {
        SplittableRandom random = new SplittableRandom(7);
        int n = 20;
        double mean = 1000;
        List<Histogram> shards = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            shards.add(exponential(mean, 100_000, random));
        }
        MaxOfShards model = new MaxOfShards(shards);
        for (double p : new double[] {0.5, 0.9, 0.99}) {
            // P(max <= t) = (1 - e^(-t/mean))^N, so t = -mean ln(1 - p^(1/N))
            double analytic = -mean * Math.log(1 - Math.pow(p, 1.0 / n));
            assertThat((double) model.quantile(p)).as("p%s", p).isCloseTo(analytic, within(analytic * 0.03));
        }
        assertThat(model.shardCount()).isEqualTo(n);
    }

    @Test
    void quantile_oneSlowShard_dominatesTheTail() {
        SplittableRandom random = new SplittableRandom(11);
        List<Histogram> shards = List.of(exponential(100, 50_000, random), exponential(100, 50_000, random),
                exponential(5000, 50_000, random));
        MaxOfShards model = new MaxOfShards(shards);
        double slowP99 = shards.get(2).getValueAtPercentile(99);
        assertThat((double) model.quantile(0.99)).isCloseTo(slowP99, within(slowP99 * 0.02));
    }

    @Test
    void seedArithmetic_twentyShards_needsEachAtP9995() {
        assertThat(Math.pow(0.99, 20)).isCloseTo(0.818, within(5e-4));
        assertThat(Math.pow(0.99, 1.0 / 20)).isCloseTo(0.99950, within(5e-6));
    }
}
