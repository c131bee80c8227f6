package io.hotshard.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.report.run.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The soak's figures from a hand-written run directory whose answers are known. */
final class SoakFiguresTest {

    private static final long MB = 1L << 20;

    @TempDir
    Path run;

    /** Baseline 2..12 s, overload 12..22 s (the hot shard offered 400/s, shedding 200/s), recovery from 22 s. */
    private void writeRun(long recoverySecondP99Micros) throws Exception {
        StringBuilder shards = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            shards.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT, "{\"id\":\"shard-%d\",\"url\":"
                    + "\"http://127.0.0.1:1\",\"weight\":1.0,\"concurrency\":2,\"queueCapacity\":64,\"latency\":"
                    + "{\"model\":\"fixed\",\"micros\":10000},\"slownessMultiplier\":1.0,\"meanServiceMicros\":10000.0}",
                    i));
        }
        Files.writeString(run.resolve("run.json"), "{\"format\":1,\"status\":\"complete\",\"simulation\":\"Soak\","
                + "\"startedAt\":\"2026-12-01T10:00:00Z\",\"cluster\":{\"partitioner\":\"ring\",\"shards\":[" + shards
                + "]},\"events\":[" + phase(2_000, "baseline") + "," + phase(12_000, "overload") + ","
                + phase(22_000, "recovery") + "]}");
        StringBuilder timeline = new StringBuilder("second,shard,arrivals,completions,rejections,errors,utilisation,"
                + "queue_depth,queue_depth_max,in_flight,p50_us,p99_us,p999_us,max_us\n");
        StringBuilder router = new StringBuilder("second,requests,responses_2xx,responses_4xx,responses_5xx,"
                + "failures_502,failures_504,fanout_requests,p50_us,p99_us,p999_us,max_us\n");
        for (int s = 0; s < 32; s++) {
            boolean overload = s >= 12 && s < 22;
            for (int i = 0; i < 4; i++) {
                long arrivals = i == 0 ? (overload ? 400 : 100) : 50;
                long rejected = i == 0 && overload ? 200 : 0;
                timeline.append(String.format(Locale.ROOT, "%d,shard-%d,%d,%d,%d,0,0.5,1,%d,1,,,,%n", s, i, arrivals,
                        arrivals - rejected, rejected, i == 0 && overload ? 64 : 3));
            }
            long p99 = overload ? 300_000 : s == 22 ? recoverySecondP99Micros : 12_000;
            router.append(String.format(Locale.ROOT, "%d,500,500,0,0,0,0,0,5000,%d,%d,%d%n", s, p99, p99, p99));
        }
        Files.writeString(run.resolve("timeline.csv"), timeline);
        Files.writeString(run.resolve("router.csv"), router);
    }

    private static String phase(long atMillis, String name) {
        return "{\"atMillis\":" + atMillis + ",\"kind\":\"phase\",\"target\":\"load\",\"detail\":{\"name\":\"" + name
                + "\"}}";
    }

    private static List<SoakWatch.Sample> samples(long lastHeapBytes, int lastFiles) {
        return List.of(new SoakWatch.Sample(13, 100 * MB, 300), new SoakWatch.Sample(16, 104 * MB, 310),
                new SoakWatch.Sample(19, 101 * MB, 305), new SoakWatch.Sample(21, lastHeapBytes, lastFiles));
    }

    @Test
    void of_overloadShedAndRecovered_measuresEveryFigure() throws Exception {
        writeRun(200_000);

        SoakFigures figures = SoakFigures.of(RunDirectory.read(run), samples(110 * MB, 312));

        assertThat(figures.offeredToCapacity()).isCloseTo(2.0, within(1e-9));
        assertThat(figures.queueDepthMax()).isEqualTo(64);
        assertThat(figures.queueCapacity()).isEqualTo(64);
        assertThat(figures.shedShare()).isCloseTo(0.5, within(1e-9));
        assertThat(figures.baselineP99Micros()).isEqualTo(12_000);
        assertThat(figures.recoveredBelowMicros()).isEqualTo(26_000);
        assertThat(figures.recoverySeconds()).isEqualTo(2.0);
        assertThat(figures.heapFlat()).isTrue();
        assertThat(figures.filesEarlyMax()).isEqualTo(310);
        assertThat(figures.filesLateMax()).isEqualTo(312);
        assertThat(figures.filesFlat()).isTrue();
        assertThat(figures.line()).contains("2.00x its capacity", "queue depth max 64 of 64", "50% of its arrivals");
    }

    @Test
    void of_heapAndFilesGrowing_failsTheirChecks() throws Exception {
        writeRun(12_000);

        SoakFigures figures = SoakFigures.of(RunDirectory.read(run), samples(200 * MB, 500));

        assertThat(figures.recoverySeconds()).as("back in the first second").isEqualTo(1.0);
        assertThat(figures.heapFlat()).isFalse();
        assertThat(figures.filesFlat()).isFalse();
    }
}
