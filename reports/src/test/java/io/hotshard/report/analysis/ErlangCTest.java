package io.hotshard.report.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class ErlangCTest {

    /** The closed form C = (a^c / c!) (c / (c - a)) / (sum_{k<c} a^k / k! + (a^c / c!) (c / (c - a))). */
    private static double closedForm(int c, double a) {
        double term = 1;
        double sum = 0;
        for (int k = 0; k < c; k++) {
            sum += term;
            term *= a / (k + 1);
        }
        double top = term * c / (c - a);
        return top / (sum + top);
    }

    @Test
    void probabilityOfWait_twoServersOneErlang_isOneThird() {
        assertThat(ErlangC.probabilityOfWait(2, 1.0)).isCloseTo(1.0 / 3, within(1e-12));
    }

    @Test
    void probabilityOfWait_fourServersThreeErlangs_is27Over53() {
        // a^4/4! = 81/24, times 4/(4-3) = 13.5; sum_{k<4} 3^k/k! = 13; C = 13.5 / 26.5 = 27/53
        assertThat(ErlangC.probabilityOfWait(4, 3.0)).isCloseTo(27.0 / 53, within(1e-12));
    }

    @ParameterizedTest
    @CsvSource({"1,0.5", "3,2.2", "8,7.5", "16,10", "50,45"})
    void probabilityOfWait_anyLoad_matchesClosedForm(int c, double a) {
        assertThat(ErlangC.probabilityOfWait(c, a)).isCloseTo(closedForm(c, a), within(1e-10));
    }

    @Test
    void meanWait_singleServer_isMm1Formula() {
        double rho = 0.8;
        double service = 1000;
        assertThat(ErlangC.meanWait(1, rho, service)).isCloseTo(rho / (1 - rho) * service, within(1e-9));
    }

    @Test
    void waitCdf_atZero_isOneMinusProbabilityOfWait() {
        assertThat(ErlangC.waitCdf(4, 3.0, 1000, 0)).isCloseTo(1 - 27.0 / 53, within(1e-12));
        assertThat(ErlangC.waitCdf(4, 3.0, 1000, -1)).isZero();
    }

    @Test
    void probabilityOfWait_loadAtServers_failsNamingTheLoad() {
        assertThatThrownBy(() -> ErlangC.probabilityOfWait(4, 4.0))
                .hasMessage("offered load must be in [0, servers=4) but was 4.0");
        assertThatThrownBy(() -> ErlangC.probabilityOfWait(0, 0.5)).hasMessage("servers must be >= 1 but was 0");
    }
}
