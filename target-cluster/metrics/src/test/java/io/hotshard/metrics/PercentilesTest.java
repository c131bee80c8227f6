package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.HdrHistogram.Histogram;
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
}
