package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class HarnessVerdictTest {

    private static final double SERVICE_MICROS = 4_000;

    private static HarnessFigures figures(double lagMean, double lagBurst, double loopMean, double loopBurst) {
        return new HarnessFigures(2_000, 4_000, 150, 300, 3, 30, 12, 0.5, 0.5, 60, lagMean, loopMean, lagBurst,
                loopBurst);
    }

    @Test
    void of_shortDelaysBesideTheService_passesAndSaysSoWithTheTails() {
        HarnessVerdict verdict = HarnessVerdict.of(figures(80, 20, 40, 10), HarnessThresholds.DEFAULTS,
                SERVICE_MICROS, 0.5);

        assertThat(verdict.distorted()).isFalse();
        assertThat(verdict.reasons()).isEmpty();
        assertThat(verdict.addedMillis()).isCloseTo(0.07, within(1e-9));
        assertThat(verdict.line()).isEqualTo("harness check passed: about 70 µs added on the mean; send lag mean "
                + "80 µs (p99 2.00 ms), event-loop delay mean 40 µs (p99 150 µs), GC 30 ms, process CPU 50%");
    }

    @Test
    void of_sameBurstsThroughASaturatedQueue_distortedWithTheAmplifiedMeanInOneLine() {
        HarnessVerdict verdict = HarnessVerdict.of(figures(80, 20, 40, 10), HarnessThresholds.DEFAULTS,
                SERVICE_MICROS, 1.3);

        assertThat(verdict.distorted()).isTrue();
        assertThat(verdict.addedMillis()).as("40 + 30 x 0.95 / 0.05").isCloseTo(0.61, within(1e-9));
        assertThat(verdict.line()).isEqualTo("this run's latencies include about 0.6 ms added by the harness (about "
                + "610 µs added on the mean > 400 µs: event-loop delay mean 40 µs, send-lag and loop-delay bursts "
                + "30 µs ×19.0 through the busiest queue at utilisation 0.95); reduce the rate or use more injectors");
    }

    @Test
    void of_unknownUtilisation_countsTheLoopDelayOnly() {
        assertThat(HarnessVerdict.of(figures(80, 2_000, 40, 10), HarnessThresholds.DEFAULTS, SERVICE_MICROS,
                Double.NaN).addedMillis()).isCloseTo(0.04, within(1e-9));
    }

    @Test
    void delayBursts_stallsAndJitter_countOnlyThePartBeyondTheThreshold() {
        Histogram delays = LatencyRecorder.newHistogram();
        delays.recordValueWithCount(50, 98);
        delays.recordValue(3_000);
        delays.recordValue(11_000);

        assertThat(DelayBursts.meanBeyondMicros(delays, 1_000)).isCloseTo((2_000 + 10_000) / 100.0, within(10.0));
        assertThat(DelayBursts.meanBeyondMicros(LatencyRecorder.newHistogram(), 1_000)).isZero();
    }

    @Test
    void of_gcOrCpuAboveThreshold_distorted() {
        HarnessFigures gc = new HarnessFigures(0, 0, 0, 0, 40, 900, 80, 0.5, 0.6, 60, 0, 0, 0, 0);
        HarnessFigures cpu = new HarnessFigures(0, 0, 0, 0, 0, 0, 0, 0.95, 1.0, 60, 0, 0, 0, 0);

        assertThat(HarnessVerdict.of(gc, HarnessThresholds.DEFAULTS, SERVICE_MICROS, 0.5).reasons())
                .containsExactly("GC pauses 900 ms in 60 s (max 80 ms)");
        assertThat(HarnessVerdict.of(cpu, HarnessThresholds.DEFAULTS, SERVICE_MICROS, 0.5).reasons())
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
    }

    @Test
    void processCpu_windowShorterThanTheClocksTicks_unknownElseAShareOfTheCores() throws Exception {
        assertThat(ProcessCpu.start().share()).isNaN();

        ProcessCpu cpu = ProcessCpu.start();
        Thread.sleep(200);

        assertThat(cpu.share()).isBetween(0.0, 1.0);
    }
}
