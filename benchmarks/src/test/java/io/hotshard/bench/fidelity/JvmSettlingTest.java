package io.hotshard.bench.fidelity;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.metrics.HarnessThresholds;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

final class JvmSettlingTest {

    private static final HarnessThresholds THRESHOLDS = HarnessThresholds.DEFAULTS;

    /**
     * A meter whose GC and JIT milliseconds grow by the given amounts in each successive chunk, then by 0, and the
     * load that runs those chunks, keeping their lengths.
     */
    private static final class ScriptedMeter implements JvmSettling.Meter {
        private final List<Double> chunks = new ArrayList<>();
        private final long[] gcPerChunk;
        private final long[] jitPerChunk;
        private int chunk;
        private long gc;
        private long jit;

        ScriptedMeter(long[] gcPerChunk, long[] jitPerChunk) {
            this.gcPerChunk = gcPerChunk;
            this.jitPerChunk = jitPerChunk;
        }

        /** A load during whose chunks the JVM spends the scripted costs. */
        JvmSettling.Load load() {
            return seconds -> {
                chunks.add(seconds);
                gc += chunk < gcPerChunk.length ? gcPerChunk[chunk] : 0;
                jit += chunk < jitPerChunk.length ? jitPerChunk[chunk] : 0;
                chunk++;
            };
        }

        @Override
        public long gcMillis() {
            return gc;
        }

        @Override
        public long jitMillis() {
            return jit;
        }

        @Override
        public void close() {
        }
    }

    @Test
    void settled_gcWithinOnePercentAndJitWithinFivePercent_isSettled() {
        assertThat(JvmSettling.settled(5, 50, 250, THRESHOLDS)).isTrue();
    }

    @Test
    void settled_gcPausesBeyondOnePercentOfTheChunk_isNotSettled() {
        // A fresh JVM at 4,500 req/s: a 40-116 ms young pause every one to two seconds.
        assertThat(JvmSettling.settled(5, 51, 0, THRESHOLDS)).isFalse();
        assertThat(JvmSettling.settled(5, 230, 0, THRESHOLDS)).isFalse();
    }

    @Test
    void settled_jitBusyBeyondFivePercentOfTheChunk_isNotSettled() {
        assertThat(JvmSettling.settled(5, 0, 251, THRESHOLDS)).isFalse();
    }

    @Test
    void run_quietJvm_loadsTheMinimumInChunksOfAtMostFiveSeconds() throws Exception {
        ScriptedMeter meter = new ScriptedMeter(new long[0], new long[0]);

        JvmSettling.Outcome outcome = JvmSettling.run(meter.load(), 12, 120, THRESHOLDS, meter);

        assertThat(meter.chunks).containsExactly(5.0, 5.0, 2.0);
        assertThat(outcome.seconds()).isEqualTo(12.0);
        assertThat(outcome.settled()).isTrue();
    }

    @Test
    void run_gcBusyPastTheMinimum_keepsWarmingUntilAWholeChunkIsQuiet() throws Exception {
        // 230 ms, 180 ms, 90 ms of pauses in the first three 5-s chunks (a fresh G1 heap), then 20 ms.
        ScriptedMeter meter = new ScriptedMeter(new long[] {230, 180, 90, 20}, new long[] {900, 400, 100, 30});

        JvmSettling.Outcome outcome = JvmSettling.run(meter.load(), 5, 120, THRESHOLDS, meter);

        assertThat(meter.chunks).containsExactly(5.0, 5.0, 5.0, 5.0);
        assertThat(outcome.settled()).isTrue();
        assertThat(outcome.lastGcMillis()).isEqualTo(20);
        assertThat(outcome.lastJitMillis()).isEqualTo(30);
    }

    @Test
    void run_neverSettles_stopsAtTheCapAndSaysSo() throws Exception {
        ScriptedMeter meter = new ScriptedMeter(new long[] {100, 100, 100, 100, 100}, new long[0]);

        JvmSettling.Outcome outcome = JvmSettling.run(meter.load(), 5, 12, THRESHOLDS, meter);

        assertThat(meter.chunks).containsExactly(5.0, 5.0, 2.0);
        assertThat(outcome.seconds()).isEqualTo(12.0);
        assertThat(outcome.settled()).isFalse();
        assertThat(outcome.lastGcMillis()).isEqualTo(100);
    }

    @Test
    void run_noMinimumAndNoRoom_loadsNothing() throws Exception {
        ScriptedMeter meter = new ScriptedMeter(new long[0], new long[0]);

        JvmSettling.Outcome outcome = JvmSettling.run(meter.load(), 0, 0, THRESHOLDS, meter);

        assertThat(meter.chunks).isEmpty();
        assertThat(outcome.seconds()).isZero();
    }
}
