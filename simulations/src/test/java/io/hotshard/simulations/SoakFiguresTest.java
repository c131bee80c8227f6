package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.report.run.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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

    private static final DescriptorCensus BEFORE = census(20, 2, 10, Map.of("/run/shard-0.hlog.part", 0,
            "/lib/vertx-core.jar", 1));

    /** Overload samples whose descriptors end with {@code last}. */
    private static List<SoakWatch.Sample> samples(long lastHeapBytes, DescriptorCensus last) {
        DescriptorCensus during = census(600, 2, 30, Map.of("/run/shard-0.hlog.part", 1, "/lib/vertx-core.jar", 1));
        return List.of(new SoakWatch.Sample(13, 100 * MB, during), new SoakWatch.Sample(16, 104 * MB, during),
                new SoakWatch.Sample(19, 101 * MB, during), new SoakWatch.Sample(21, lastHeapBytes, last));
    }

    private static DescriptorCensus census(int sockets, int pipes, int anonInodes, Map<String, Integer> files) {
        Map<String, Integer> held = new java.util.TreeMap<>(files);
        held.values().removeIf(count -> count == 0);
        return new DescriptorCensus(sockets, pipes, anonInodes, held);
    }

    @Test
    void of_overloadShedAndRecovered_measuresEveryFigure() throws Exception {
        writeRun(200_000);
        DescriptorCensus last = census(900, 2, 30, Map.of("/run/shard-0.hlog.part", 1, "/lib/vertx-core.jar", 1,
                "/lib/picocli.jar", 1));

        SoakFigures figures = SoakFigures.of(RunDirectory.read(run), samples(110 * MB, last), BEFORE,
                census(22, 2, 12, Map.of("/lib/vertx-core.jar", 1, "/lib/picocli.jar", 1)));

        assertThat(figures.offeredToCapacity()).isCloseTo(2.0, within(1e-9));
        assertThat(figures.queueDepthMax()).isEqualTo(64);
        assertThat(figures.queueCapacity()).isEqualTo(64);
        assertThat(figures.shedShare()).isCloseTo(0.5, within(1e-9));
        assertThat(figures.baselineP99Micros()).isEqualTo(12_000);
        assertThat(figures.recoveredBelowMicros()).isEqualTo(26_000);
        assertThat(figures.recoverySeconds()).isEqualTo(2.0);
        assertThat(figures.heapFlat()).isTrue();
        assertThat(figures.socketsMax()).isEqualTo(900);
        assertThat(figures.nonSocketsFlat()).as("a jar opened on first use is no leak").isTrue();
        assertThat(figures.descriptorsReleased()).isTrue();
        assertThat(figures.leftOpen()).isEqualTo("sockets +2, pipes +0, anon_inode +2, files {}");
        assertThat(figures.line()).contains("2.00x its capacity", "queue depth max 64 of 64", "50% of its arrivals",
                "before the run 33 (sockets 20, pipes 2, anon_inode 10, files 1)", "sockets max 900");
    }

    @Test
    void of_heapGrowingAndAFileOpenedPerInterval_failsTheirChecks() throws Exception {
        writeRun(12_000);
        DescriptorCensus last = census(600, 2, 30, Map.of("/run/shard-0.hlog.part", 1, "/lib/vertx-core.jar", 1,
                "/run/interval.csv", 12));

        SoakFigures figures = SoakFigures.of(RunDirectory.read(run), samples(200 * MB, last), BEFORE,
                census(20, 2, 10, Map.of("/lib/vertx-core.jar", 1, "/run/interval.csv", 12)));

        assertThat(figures.recoverySeconds()).as("back in the first second").isEqualTo(1.0);
        assertThat(figures.heapFlat()).isFalse();
        assertThat(figures.nonSocketsFlat()).isFalse();
        assertThat(figures.overloadAdded()).contains("/run/interval.csv=12");
        assertThat(figures.descriptorsReleased()).isFalse();
    }

    @Test
    void of_connectionsNeverClosed_failsTheReleaseCheck() throws Exception {
        writeRun(12_000);
        DescriptorCensus during = census(600, 2, 30, Map.of("/run/shard-0.hlog.part", 1, "/lib/vertx-core.jar", 1));

        SoakFigures figures = SoakFigures.of(RunDirectory.read(run), samples(100 * MB, during), BEFORE,
                census(84, 2, 10, Map.of("/lib/vertx-core.jar", 1)));

        assertThat(figures.nonSocketsFlat()).isTrue();
        assertThat(figures.descriptorsReleased()).isFalse();
        assertThat(figures.leftOpen()).startsWith("sockets +64");
    }
}
