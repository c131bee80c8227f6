package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

final class SaturationCountersTest {

    @Test
    void snapshot_afterMixedEvents_reportsEveryCounter() {
        SaturationCounters counters = new SaturationCounters(2, 0);
        for (int i = 0; i < 6; i++) {
            counters.arrival();
        }
        counters.busySlots(2, 0);
        counters.queueDepth(3);
        counters.queueDepth(2);
        counters.rejection();
        counters.completion();
        counters.completion();
        counters.error();
        counters.busySlots(1, 1_000_000);

        SaturationSnapshot s = counters.snapshot(2_000_000);

        assertThat(s.arrivals()).isEqualTo(6);
        assertThat(s.completions()).isEqualTo(2);
        assertThat(s.rejections()).isEqualTo(1);
        assertThat(s.errors()).isEqualTo(1);
        assertThat(s.queueDepth()).isEqualTo(2);
        assertThat(s.maxQueueDepth()).isEqualTo(3);
        assertThat(s.inFlight()).isEqualTo(3);
        assertThat(s.arrivals()).isEqualTo(s.completions() + s.rejections() + s.dropped() + s.inFlight());
        assertThat(s.busySlotMicros()).isEqualTo(3_000);
        assertThat(s.slotMicros()).isEqualTo(4_000);
        assertThat(s.utilisationCumulative()).isCloseTo(0.75, within(1e-12));
    }

    @Test
    void resetWindow_keepsCumulativeMaxButRestartsWindowMax() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        counters.queueDepth(5);
        counters.queueDepth(2);
        counters.resetWindow(10);
        counters.queueDepth(3);

        SaturationSnapshot s = counters.snapshot(20);

        assertThat(s.maxQueueDepth()).isEqualTo(5);
        assertThat(s.windowMaxQueueDepth()).isEqualTo(3);
    }
}
