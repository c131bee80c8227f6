package io.hotshard.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

final class ZetaTest {

    @ParameterizedTest
    @CsvSource({"1, 0.99", "2, 0.99", "10, 0.5", "1000, 0.99", "1000, 0", "12345, 0.2"})
    void of_upToDirectLimit_equalsTermByTermSum(long n, double theta) {
        assertThat(Zeta.of(n, theta)).isEqualTo(GoodnessOfFit.zeta(n, theta));
    }

    @Test
    void of_thetaOne_isHarmonicNumber() {
        assertThat(Zeta.of(10, 1.0)).isCloseTo(7381.0 / 2520.0, within(1e-15));
    }

    @Test
    void of_thetaZeroBeyondDirectLimit_isItemCount() {
        assertThat(Zeta.of(5_000_000, 0)).isCloseTo(5_000_000, within(1e-6));
    }

    @ParameterizedTest
    @CsvSource({"0.99", "0.5", "1.0", "1.3"})
    void of_beyondDirectLimit_matchesTermByTermSum(double theta) {
        long n = Zeta.DIRECT_LIMIT * 2 + 12_345;
        double direct = GoodnessOfFit.zeta(n, theta);
        assertThat(Zeta.of(n, theta)).isCloseTo(direct, within(direct * 1e-12));
    }

    @Test
    void of_ycsbScrambledItemCount_matchesYcsbZetanConstant() {
        double zetan = Zeta.of(10_000_000_000L, 0.99);
        // ScrambledZipfianGenerator.ZETAN, summed in doubles by YCSB over 10^10 terms.
        assertThat(zetan).isCloseTo(26.46902820178302, within(1e-10));
        // The same sum to 30 digits (Hurwitz zeta, mpmath): YCSB's constant is off by 3e-11.
        assertThat(zetan).isCloseTo(26.469028201751479, within(1e-12));
    }

    @Test
    void extend_fromSmallerCount_equalsFreshSum() {
        double zeta100 = Zeta.of(100, 0.99);
        assertThat(Zeta.extend(zeta100, 100, 250, 0.99)).isEqualTo(Zeta.of(250, 0.99));
    }

    @Test
    void of_negativeTheta_failsNamingValue() {
        assertThatThrownBy(() -> Zeta.of(10, -0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("theta must be a finite number >= 0 but was -0.5");
    }
}
