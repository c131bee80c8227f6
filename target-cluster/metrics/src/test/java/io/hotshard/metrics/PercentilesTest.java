package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.PackedHistogram;
import org.junit.jupiter.api.Test;

final class PercentilesTest {

    @Test
    void of_oneToTenThousand_matchesRanksWithinPrecision() {
        Histogram histogram = LatencyRecorder.newHistogram();
        for (long v = 1; v <= 10_000; v++) {
            histogram.recordValue(v);
        }

        Percentiles p = Percentiles.of(histogram);

        assertThat(p.count()).isEqualTo(10_000);
        assertThat(p.meanMicros()).isCloseTo(5_000.5, within(5.0));
        assertThat(p.p50Micros()).isCloseTo(5_000, within(5L));
        assertThat(p.p90Micros()).isCloseTo(9_000, within(9L));
        assertThat(p.p99Micros()).isCloseTo(9_900, within(10L));
        assertThat(p.p999Micros()).isCloseTo(9_990, within(10L));
        assertThat(p.maxMicros()).isCloseTo(10_000, within(10L));
    }

    @Test
    void of_emptyHistogram_isEmpty() {
        assertThat(Percentiles.of(LatencyRecorder.newHistogram())).isEqualTo(Percentiles.EMPTY);
    }

    @Test
    void constructor_unorderedValues_failsNamingThem() {
        assertThatThrownBy(() -> new Percentiles(1, 1.0, 9, 5, 5, 5, 5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("p50=9 p90=5");
    }

    @Test
    void of_lognormalPlainAndPacked_sameFiguresAsHdrHistogramsOwnReads() {
        SplittableRandom random = new SplittableRandom(42);
        Histogram plain = LatencyRecorder.newHistogram();
        PackedHistogram packed = new PackedHistogram(LatencyRecorder.SIGNIFICANT_DIGITS);
        for (int i = 0; i < 5_000; i++) {
            long micros = Math.round(1_000 * Math.exp(1.5 * gaussian(random)));
            plain.recordValue(micros);
            packed.recordValue(micros);
        }

        for (AbstractHistogram histogram : new AbstractHistogram[] {plain, packed}) {
            assertThat(Percentiles.of(histogram)).isEqualTo(new Percentiles(histogram.getTotalCount(),
                    histogram.getMean(), histogram.getValueAtPercentile(50.0), histogram.getValueAtPercentile(90.0),
                    histogram.getValueAtPercentile(99.0), histogram.getValueAtPercentile(99.9),
                    histogram.getMaxValue()));
        }
    }

    /** A standard normal variate (Box-Muller). */
    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
