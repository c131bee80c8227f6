package io.hotshard.bench.latency;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class GeneratorPausesTest {

    @Test
    void sinceStart_aCollectionBetweenTwoReadings_countsItInTheirDifference() {
        GeneratorPauses before = GeneratorPauses.sinceStart();
        System.gc();
        GeneratorPauses during = GeneratorPauses.sinceStart().minus(before);

        assertThat(during.collections()).isPositive();
        assertThat(during.millis()).isNotNegative();
    }

    @Test
    void plus_twoReadings_addsEachCount() {
        assertThat(new GeneratorPauses(1, 17).plus(new GeneratorPauses(2, 5))).isEqualTo(new GeneratorPauses(3, 22));
    }
}
