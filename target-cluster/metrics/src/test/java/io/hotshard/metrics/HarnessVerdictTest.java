package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class HarnessVerdictTest {

    private static final double SERVICE_MICROS = 4_000;

    @Test
    void of_everyFigureBelowItsThreshold_passesAndSaysSo() {
        HarnessFigures clean = new HarnessFigures(200, 900, 150, 2_000, 3, 30, 12, 0.5, 0.6, 60);

        HarnessVerdict verdict = HarnessVerdict.of(clean, HarnessThresholds.DEFAULTS, SERVICE_MICROS);

        assertThat(verdict.distorted()).isFalse();
        assertThat(verdict.reasons()).isEmpty();
        assertThat(verdict.line()).startsWith("harness check passed");
    }

    @Test
    void of_sendLagP99AboveTenPercentOfService_distortedWithTheAddedTimeInOneLine() {
        HarnessFigures lagging = new HarnessFigures(2_500, 9_000, 500, 3_000, 0, 0, 0, 0.5, 0.6, 60);

        HarnessVerdict verdict = HarnessVerdict.of(lagging, HarnessThresholds.DEFAULTS, SERVICE_MICROS);

        assertThat(verdict.distorted()).isTrue();
        assertThat(verdict.addedMillis()).isEqualTo(3.0);
        assertThat(verdict.reasons()).hasSize(2);
        assertThat(verdict.line()).isEqualTo("this run's latencies include 3.0 ms added by the harness (generator "
                + "send lag p99 2.50 ms > 400 µs; event-loop delay p99 500 µs > 400 µs); reduce the rate or use more "
                + "injectors");
    }

    @Test
    void of_gcOrCpuAboveThreshold_distorted() {
        HarnessFigures gc = new HarnessFigures(0, 0, 0, 0, 40, 900, 80, 0.5, 0.6, 60);
        HarnessFigures cpu = new HarnessFigures(0, 0, 0, 0, 0, 0, 0, 0.95, 1.0, 60);

        assertThat(HarnessVerdict.of(gc, HarnessThresholds.DEFAULTS, SERVICE_MICROS).reasons())
                .containsExactly("GC pauses 900 ms in 60 s (max 80 ms)");
        assertThat(HarnessVerdict.of(cpu, HarnessThresholds.DEFAULTS, SERVICE_MICROS).reasons())
                .containsExactly("process CPU 95% of all cores > 90%");
    }

    @Test
    void thresholds_shareOutOfRange_namesTheBadValue() {
        assertThatThrownBy(() -> new HarnessThresholds(0, 0.01, 0.9))
                .hasMessage("lagShareOfService must be in (0, 1] but was 0.0");
    }

    @Test
    void gcPauses_systemGc_countsAPause() throws Exception {
        try (GcPauses pauses = GcPauses.start()) {
            System.gc();
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (pauses.count() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(pauses.count()).isPositive();
            assertThat(pauses.maxMillis()).isLessThanOrEqualTo(pauses.totalMillis());
        }
        assertThat(ProcessCpu.start().share()).isBetween(0.0, 1.0);
    }
}
