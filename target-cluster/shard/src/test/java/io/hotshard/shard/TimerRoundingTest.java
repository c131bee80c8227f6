package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.apache.commons.math3.stat.inference.AlternativeHypothesis;
import org.apache.commons.math3.stat.inference.BinomialTest;
import org.junit.jupiter.api.Test;

final class TimerRoundingTest {

    @Test
    void delayMillis_subMillisecond_roundsUpWithProbabilityOfFraction() {
        SplittableRandom random = new SplittableRandom(3);
        int trials = 20_000;
        int ones = 0;
        for (int i = 0; i < trials; i++) {
            long delay = TimerRounding.delayMillis(300_000, random);
            assertThat(delay).isBetween(0L, 1L);
            ones += (int) delay;
        }
        double p = new BinomialTest().binomialTest(trials, ones, 0.3, AlternativeHypothesis.TWO_SIDED);
        assertThat(p).isGreaterThan(0.01);
    }

    @Test
    void delayMillis_wholeMilliseconds_isExact() {
        SplittableRandom random = new SplittableRandom(4);
        assertThat(TimerRounding.delayMillis(10_000_000, random)).isEqualTo(10);
    }

    @Test
    void delayMillis_dueOrOverdue_isZero() {
        SplittableRandom random = new SplittableRandom(5);
        assertThat(TimerRounding.delayMillis(0, random)).isZero();
        assertThat(TimerRounding.delayMillis(-7_000_000, random)).isZero();
    }

    @Test
    void delayMillis_aboveOneMillisecond_staysBetweenFloorAndCeiling() {
        SplittableRandom random = new SplittableRandom(6);
        for (int i = 0; i < 1_000; i++) {
            assertThat(TimerRounding.delayMillis(2_300_000, random)).isBetween(2L, 3L);
        }
    }
}
