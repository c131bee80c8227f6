package io.hotshard.bench.latency;

import static io.hotshard.bench.latency.GeneratorPauses.NONE;
import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class PathLatencyTest {

    @Test
    void intendedHalfWidthMicros_moreSamples_narrowerAndCoversTheSpreadOfRepeatedRuns() {
        PathLatency small = exponential(1_000, 1);
        PathLatency large = exponential(100_000, 2);
        assertThat(large.intendedHalfWidthMicros(99)).isLessThan(small.intendedHalfWidthMicros(99));
        // Twenty runs of 10,000 samples: their p99s stay within about twice the half-width of one of them.
        long halfWidth = exponential(10_000, 3).intendedHalfWidthMicros(99);
        long lowest = Long.MAX_VALUE;
        long highest = 0;
        for (int seed = 10; seed < 30; seed++) {
            long p99 = exponential(10_000, seed).intendedMicros(99);
            lowest = Math.min(lowest, p99);
            highest = Math.max(highest, p99);
        }
        assertThat(highest - lowest).isPositive().isLessThanOrEqualTo(4 * halfWidth);
        assertThat(halfWidth).isGreaterThan((highest - lowest) / 8);
    }

    @Test
    void intendedHalfWidthMicros_noSamples_zero() {
        assertThat(PathLatency.empty().intendedHalfWidthMicros(99.9)).isZero();
    }

    @Test
    void plus_twoTurnsWithGeneratorPauses_addsTheirLatenessAndCollections() {
        PathLatency calm = late(500, new GeneratorPauses(0, 0));
        PathLatency stalled = late(40_000, new GeneratorPauses(1, 38));

        PathLatency both = PathLatency.empty().plus(calm).plus(stalled);

        assertThat(both.sendLateMicros(50)).isBetween(499L, 501L);
        assertThat(both.sendLateMicros(100)).isBetween(39_960L, 40_040L);
        assertThat(both.generatorGc()).isEqualTo(new GeneratorPauses(1, 38));
        JsonObject generator = both.toJson().getJsonObject("generator");
        assertThat(generator.getLong("gcCollections")).isEqualTo(1);
        assertThat(generator.getLong("gcMillis")).isEqualTo(38);
        assertThat(generator.getJsonObject("sendLateMicros").getLong("max")).isBetween(39_960L, 40_040L);
    }

    /** One request that left {@code lateMicros} after its intended time, with {@code gc} during its turn. */
    private static PathLatency late(long lateMicros, GeneratorPauses gc) {
        Histogram lateness = PathLatency.newHistogram();
        lateness.recordValue(lateMicros);
        return new PathLatency(1, 0, 0, 0, PathLatency.newHistogram(), PathLatency.newHistogram(), lateness, NONE)
                .withGeneratorGc(gc);
    }

    /** {@code count} latencies, exponential with a mean of 1 ms, from a fixed seed. */
    private static PathLatency exponential(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Histogram intended = PathLatency.newHistogram();
        for (int i = 0; i < count; i++) {
            intended.recordValue(1 + (long) (-1_000 * Math.log(1 - random.nextDouble())));
        }
        return new PathLatency(count, 0, 0, 0, intended, PathLatency.newHistogram(), PathLatency.newHistogram(),
                GeneratorPauses.NONE);
    }
}
