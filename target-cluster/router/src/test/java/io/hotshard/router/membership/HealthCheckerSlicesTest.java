package io.hotshard.router.membership;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class HealthCheckerSlicesTest {

    @Test
    void slices_defaultPeriod_tenTurnsOf50Millis() {
        assertThat(HealthChecker.slices(500)).isEqualTo(10);
    }

    @Test
    void slices_shortPeriods_noTurnShorterThan10Millis() {
        assertThat(HealthChecker.slices(50)).isEqualTo(5);
        assertThat(HealthChecker.slices(10)).isEqualTo(1);
        assertThat(HealthChecker.slices(15)).isEqualTo(1);
    }

    @Test
    void slices_longPeriods_atMostTenTurns() {
        assertThat(HealthChecker.slices(60_000)).isEqualTo(10);
    }
}
