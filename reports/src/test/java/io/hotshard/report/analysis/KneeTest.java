package io.hotshard.report.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class KneeTest {

    @Test
    void approximate_oneSlot_isHalf() {
        assertThat(Knee.approximate(1)).isEqualTo(0.5);
    }

    @Test
    void approximate_eightSlots_isSchwartzValue() {
        // B. Schwartz, "The Queueing Knee, Part 1" (2016): tangent touches at 0.7598 for m = 8
        assertThat(Knee.approximate(8)).isCloseTo(0.7598, within(5e-5));
    }

    @Test
    void exact_oneAndTwoSlots_equalsHeuristicWhereItIsExact() {
        assertThat(Knee.exact(1)).isCloseTo(0.5, within(1e-6));
        assertThat(Knee.exact(2)).isCloseTo(1 / Math.sqrt(3), within(1e-6));
    }

    @Test
    void exact_eightAndSixteenSlots_matchMillsapTable() {
        // C. Millsap, "Thinking Clearly About Performance" (2010), table 1: 0.74 (m = 8), 0.81 (m = 16)
        assertThat(Knee.exact(8)).isCloseTo(0.74, within(0.01));
        assertThat(Knee.exact(16)).isCloseTo(0.81, within(0.01));
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 8, 32, 128})
    void exact_manySlots_isBelowHeuristicBecauseItWaitsLonger(int m) {
        assertThat(Knee.exact(m)).isLessThan(Knee.approximate(m));
        assertThat(Knee.stretch(m, Knee.exact(m)) / Knee.exact(m))
                .isLessThanOrEqualTo(Knee.stretch(m, Knee.exact(m) + 0.01) / (Knee.exact(m) + 0.01))
                .isLessThanOrEqualTo(Knee.stretch(m, Knee.exact(m) - 0.01) / (Knee.exact(m) - 0.01));
    }

    @Test
    void approximate_zeroSlots_failsNamingTheValue() {
        assertThatThrownBy(() -> Knee.approximate(0)).hasMessage("slots must be >= 1 but was 0");
    }
}
