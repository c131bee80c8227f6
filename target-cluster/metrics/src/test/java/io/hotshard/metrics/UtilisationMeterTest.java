package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

final class UtilisationMeterTest {

    @Test
    void cumulative_twoSlotsOneBusyHalfTheTime_isOneQuarter() {
        UtilisationMeter meter = new UtilisationMeter(2, 0);
        meter.busySlots(1, 0);
        meter.busySlots(0, 500);

        assertThat(meter.cumulative(1_000)).isCloseTo(0.25, within(1e-12));
        assertThat(meter.busySlotNanos(1_000)).isEqualTo(500);
        assertThat(meter.slotNanos(1_000)).isEqualTo(2_000);
    }

    @Test
    void window_afterReset_countsOnlyTheWindow() {
        UtilisationMeter meter = new UtilisationMeter(4, 0);
        meter.busySlots(4, 0);
        meter.resetWindow(1_000);
        meter.busySlots(2, 1_000);

        assertThat(meter.window(2_000)).isCloseTo(0.5, within(1e-12));
        assertThat(meter.cumulative(2_000)).isCloseTo(0.75, within(1e-12));
    }

    @Test
    void slots_changedMidway_weighsCapacityOverTime() {
        UtilisationMeter meter = new UtilisationMeter(1, 0);
        meter.busySlots(1, 0);
        meter.slots(3, 1_000);

        // busy 1 slot for 2000 ns; capacity 1x1000 + 3x1000 = 4000 slot-ns
        assertThat(meter.cumulative(2_000)).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void cumulative_noTimePassed_isZero() {
        assertThat(new UtilisationMeter(1, 7).cumulative(7)).isZero();
    }

    @Test
    void busySlots_clockGoesBack_fails() {
        UtilisationMeter meter = new UtilisationMeter(1, 100);
        assertThatThrownBy(() -> meter.busySlots(1, 50)).hasMessage("clock went back by 50 ns");
    }

    @Test
    void constructor_zeroSlots_failsNamingValue() {
        assertThatThrownBy(() -> new UtilisationMeter(0, 0)).hasMessage("slots must be >= 1 but was 0");
    }
}
