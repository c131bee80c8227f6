package io.hotshard.router.mitigate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

final class HedgeDelaysTest {

    private final AtomicLong nanos = new AtomicLong(1_000);
    private final HedgeDelays delays = new HedgeDelays(nanos::get);

    private void advanceMillis(long millis) {
        nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(millis));
    }

    @Test
    void delayMillis_fewSamples_usesTheFallback() {
        assertThat(delays.delayMillis("s0", 95)).isEqualTo(HedgeDelays.FALLBACK_MILLIS);
        for (int i = 0; i < HedgeDelays.MIN_SAMPLES - 1; i++) {
            delays.record("s0", 50_000);
        }
        assertThat(delays.delayMillis("s0", 95)).isEqualTo(HedgeDelays.FALLBACK_MILLIS);
    }

    @Test
    void delayMillis_enoughSamples_isThePercentileRoundedUpToMillis() {
        for (int i = 1; i <= 100; i++) {
            delays.record("s0", i * 1_000L);
        }
        assertThat(delays.delayMillis("s0", 95)).isEqualTo(95);
        advanceMillis(HedgeDelays.REUSE_MILLIS);
        assertThat(delays.delayMillis("s0", 50)).isEqualTo(50);
        assertThat(delays.delayMillis("s1", 50)).as("another shard").isEqualTo(HedgeDelays.FALLBACK_MILLIS);
    }

    @Test
    void delayMillis_subMillisecondLatency_floorsAtOneMillisecond() {
        for (int i = 0; i < 50; i++) {
            delays.record("s0", 40);
        }
        assertThat(delays.delayMillis("s0", 99)).isEqualTo(1);
    }

    @Test
    void delayMillis_oldSamples_slideOutOfTheWindow() {
        for (int i = 0; i < 50; i++) {
            delays.record("s0", 200_000);
        }
        advanceMillis(HedgeDelays.HALF_MILLIS);
        for (int i = 0; i < 50; i++) {
            delays.record("s0", 2_000);
        }
        assertThat(delays.delayMillis("s0", 90)).as("both halves").isGreaterThanOrEqualTo(199);
        advanceMillis(HedgeDelays.HALF_MILLIS);
        for (int i = 0; i < 50; i++) {
            delays.record("s0", 2_000);
        }
        assertThat(delays.delayMillis("s0", 90)).as("the slow half left").isEqualTo(2);
    }

    @Test
    void delayMillis_idleForTwoHalves_earlierSamplesAreGone() {
        for (int i = 0; i < 50; i++) {
            delays.record("s0", 200_000);
        }
        advanceMillis(2 * HedgeDelays.HALF_MILLIS + 1);
        delays.record("s0", 2_000);

        assertThat(delays.delayMillis("s0", 90)).as("one sample since the idle spell").isEqualTo(
                HedgeDelays.FALLBACK_MILLIS);
        for (int i = 0; i < 50; i++) {
            delays.record("s0", 2_000);
        }
        advanceMillis(HedgeDelays.REUSE_MILLIS);
        assertThat(delays.delayMillis("s0", 90)).isEqualTo(2);
    }

    @Test
    void delayMillis_oneHalfIdle_theHalfBeforeStillCounts() {
        for (int i = 0; i < 50; i++) {
            delays.record("s0", 200_000);
        }
        advanceMillis(HedgeDelays.HALF_MILLIS + HedgeDelays.HALF_MILLIS / 2);
        delays.record("s0", 2_000);

        assertThat(delays.delayMillis("s0", 90)).isGreaterThanOrEqualTo(199);
    }
}
