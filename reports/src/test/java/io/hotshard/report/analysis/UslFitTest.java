package io.hotshard.report.analysis;

import static io.hotshard.report.analysis.UslFitTestData.BOOK_KAPPA;
import static io.hotshard.report.analysis.UslFitTestData.BOOK_LAMBDA;
import static io.hotshard.report.analysis.UslFitTestData.BOOK_N_MAX;
import static io.hotshard.report.analysis.UslFitTestData.BOOK_SIGMA;
import static io.hotshard.report.analysis.UslFitTestData.BOOK_X_MAX;
import static io.hotshard.report.analysis.UslFitTestData.CISCO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

final class UslFitTest {

    static double[] column(int i) {
        double[] out = new double[CISCO.length];
        for (int r = 0; r < CISCO.length; r++) {
            out[r] = CISCO[r][i];
        }
        return out;
    }

    @Test
    void fit_ciscoBenchmark_reproducesBookCoefficientsWithinTwoHundredthsOfAPercent() {
        UslFit fit = UslFit.fit(column(0), column(1));
        assertThat(fit.sigma()).isCloseTo(BOOK_SIGMA, within(BOOK_SIGMA * 2e-4));
        assertThat(fit.kappa()).isCloseTo(BOOK_KAPPA, within(BOOK_KAPPA * 2e-4));
        assertThat(fit.lambda()).isCloseTo(BOOK_LAMBDA, within(BOOK_LAMBDA * 2e-4));
        assertThat((int) Math.floor(fit.peakConcurrency())).isEqualTo(BOOK_N_MAX);
        assertThat(fit.throughputAt(BOOK_N_MAX)).isCloseTo(BOOK_X_MAX, within(BOOK_X_MAX * 2e-4));
        assertThat(fit.peakThroughput()).isGreaterThanOrEqualTo(fit.throughputAt(BOOK_N_MAX));
        assertThat(fit.rSquared()).isGreaterThan(0.99);
    }

    @Test
    void fit_pointsOnTheCurve_recoversTheParameters() {
        UslFit truth = new UslFit(0.05, 0.002, 120, 1);
        double[] n = {1, 2, 4, 8, 12, 16, 24, 32, 48};
        double[] x = new double[n.length];
        for (int i = 0; i < n.length; i++) {
            x[i] = truth.throughputAt(n[i]);
        }
        UslFit fit = UslFit.fit(n, x);
        assertThat(fit.sigma()).isCloseTo(0.05, within(1e-6));
        assertThat(fit.kappa()).isCloseTo(0.002, within(1e-8));
        assertThat(fit.lambda()).isCloseTo(120, within(1e-4));
        assertThat(fit.peakConcurrency()).isCloseTo(Math.sqrt(0.95 / 0.002), within(1e-3));
    }

    @Test
    void peakConcurrency_noCoherencyPenalty_isUnbounded() {
        UslFit amdahl = new UslFit(0.1, 0, 100, 1);
        assertThat(amdahl.peakConcurrency()).isInfinite();
        assertThat(amdahl.peakThroughput()).isCloseTo(1000, within(1e-9));
    }

    @Test
    void fit_threePoints_failsNamingTheCount() {
        assertThatThrownBy(() -> UslFit.fit(new double[] {1, 2, 3}, new double[] {1, 2, 3}))
                .hasMessage("a USL fit needs at least 4 points but got 3");
    }
}
