package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class PreflightTest {

    private static final long SECOND = 1_000_000_000L;

    /** 3 s, 15,000 requests, 2.25 s of this JVM's CPU (150 µs each), the machine busy 2.55 core-seconds. */
    private static Preflight window(double rate) {
        CpuReading start = new CpuReading(10 * SECOND, 40 * SECOND, 1_000, 5_000, 20_000);
        CpuReading end = new CpuReading(13 * SECOND, 40 * SECOND + 2_250_000_000L, 1_255, 5_600, 35_000);
        return Preflight.judge(start, end, 2, rate, 0.75);
    }

    @Test
    void judge_aWindow_givesCostPerRequestAndWhatOtherProcessesTook() {
        Preflight p = window(10_000);

        assertThat(p.requests()).isEqualTo(15_000);
        assertThat(p.cpuMicrosPerRequest()).isCloseTo(150, within(1e-9));
        assertThat(p.otherCores()).isCloseTo(0.1, within(1e-9));
        assertThat(p.neededCores()).isCloseTo(1.5, within(1e-9));
        assertThat(p.utilisation()).isCloseTo(1.5 / 1.9, within(1e-9));
    }

    @Test
    void canHold_aboveTheUtilisationLimit_refusesAndSaysWhatTheMachineHolds() {
        Preflight tooMuch = window(10_000);
        Preflight enough = window(9_000);

        assertThat(tooMuch.canHold()).isFalse();
        assertThat(tooMuch.holdableRate()).isCloseTo(0.75 * 1.9 / 150e-6, within(1e-6));
        assertThat(tooMuch.line()).contains("150 µs", "10,000 req/s needs 1.50 of the 2 cores", "other processes used 0.10",
                "79%", "cannot hold it now (about 9,500 req/s at most)");
        assertThat(enough.canHold()).isTrue();
        assertThat(enough.line()).endsWith("this machine can hold it");
    }

    @Test
    void judge_noRequestCompleted_cannotHold() {
        CpuReading start = new CpuReading(0, 0, -1, -1, 7);
        CpuReading end = new CpuReading(2 * SECOND, SECOND, -1, -1, 7);

        Preflight p = Preflight.judge(start, end, 2, 100, 0.75);

        assertThat(p.canHold()).isFalse();
        assertThat(p.otherCores()).isZero();
        assertThat(p.line()).contains("no request completed in 2.0 s");
    }

    @Test
    void judge_badArguments_namesThem() {
        CpuReading start = new CpuReading(SECOND, 0, 0, 0, 0);

        assertThatThrownBy(() -> Preflight.judge(start, start, 2, 100, 0.75)).hasMessageContaining("lasted 0.0 s");
        assertThatThrownBy(() -> Preflight.judge(start, start, 2, 100, 1.5)).hasMessageContaining("1.5");
    }

    @Test
    void busyAndTotal_aProcStatLine_leavesIdleAndIoWaitOut() {
        long[] ticks = CpuReading.busyAndTotal("cpu  100 5 50 1000 20 3 2 7 40 0");

        assertThat(ticks).containsExactly(167, 1187);
    }

    @Test
    void machineTicks_noSuchFile_isMinusOne(@TempDir Path dir) throws Exception {
        Path stat = dir.resolve("stat");
        Files.writeString(stat, "cpu  1 2 3 4 5 6 7 8 0 0\ncpu0 1 1 1 1 1 1 1 1 0 0\n");

        assertThat(CpuReading.machineTicks(stat)).containsExactly(27, 36);
        assertThat(CpuReading.machineTicks(dir.resolve("missing"))).containsExactly(-1, -1);
    }
}
