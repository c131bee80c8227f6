package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class ScheduleLagTest {

    private static final long TEN_MS = 10_000_000;

    @Test
    void arrived_onSchedule_lagIsZero() {
        ScheduleLag lag = new ScheduleLag(TEN_MS);
        for (int k = 0; k < 100; k++) {
            lag.arrived(5_000_000_000L + k * TEN_MS);
        }

        assertThat(lag.probes()).isEqualTo(100);
        assertThat(lag.percentileMicros(100)).isZero();
    }

    @Test
    void arrived_oneProbeLate_showsInTheTailOnly() {
        ScheduleLag lag = new ScheduleLag(TEN_MS);
        for (int k = 0; k < 100; k++) {
            lag.arrived(k * TEN_MS + (k == 50 ? 7_000_000 : 0));
        }

        assertThat(lag.percentileMicros(50)).isZero();
        assertThat(lag.percentileMicros(100)).isEqualTo(7_000);
        assertThat(lag.toJson().getLong("maxMicros")).isEqualTo(7_000);
        assertThat(lag.meanMicros()).isEqualTo(70.0);
        assertThat(lag.toJson().getDouble("meanMicros")).isEqualTo(70.0);
    }

    @Test
    void arrived_firstProbeLate_othersMeasuredFromTheEarliestOrigin() {
        ScheduleLag lag = new ScheduleLag(TEN_MS);
        lag.arrived(3_000_000);
        for (int k = 1; k < 100; k++) {
            lag.arrived(k * TEN_MS);
        }

        assertThat(lag.percentileMicros(50)).isZero();
        assertThat(lag.percentileMicros(100)).isEqualTo(3_000);
    }

    @Test
    void arrived_generatorFallingBehind_lagGrows() {
        ScheduleLag lag = new ScheduleLag(TEN_MS);
        for (int k = 0; k < 100; k++) {
            lag.arrived(k * (TEN_MS + 1_000_000));
        }

        assertThat(lag.percentileMicros(99)).isEqualTo(98_000);
        assertThat(lag.percentileMicros(100)).isEqualTo(99_000);
    }

    @Test
    void constructor_zeroInterval_failsNamingTheValue() {
        assertThatThrownBy(() -> new ScheduleLag(0)).hasMessage("the probe interval must be >= 1 ns but was 0");
    }
}
