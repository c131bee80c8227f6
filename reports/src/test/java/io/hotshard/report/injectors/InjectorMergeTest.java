package io.hotshard.report.injectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.run.RunFormatException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class InjectorMergeTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long BASE_MILLIS = 1_764_000_000_000L;

    @TempDir
    Path dir;

    @Test
    void merge_twoInjectors_p99IsThatOfTheUnionOfTheirValues() throws IOException {
        long[] fast = values(new SplittableRandom(7), 4_000, 800);
        long[] slow = values(new SplittableRandom(11), 1_000, 40_000);
        writeInjector(0, 2, fast, 0);
        writeInjector(1, 2, slow, 300);
        Histogram union = new Histogram(3);
        Arrays.stream(fast).forEach(union::recordValue);
        Arrays.stream(slow).forEach(union::recordValue);

        MergedInjectors merged = InjectorMerge.merge(dir).orElseThrow();

        assertThat(merged.latency().getTotalCount()).isEqualTo(5_000);
        assertThat(merged.latency().getValueAtPercentile(99)).isEqualTo(union.getValueAtPercentile(99));
        assertThat(merged.latency().getValueAtPercentile(50)).isEqualTo(union.getValueAtPercentile(50));
        assertThat(merged.latency().getMaxValue()).isEqualTo(union.getMaxValue());
        long[] sorted = concat(fast, slow);
        Arrays.sort(sorted);
        long exactP99 = sorted[(int) Math.ceil(0.99 * sorted.length) - 1];
        assertThat((double) merged.latency().getValueAtPercentile(99)).isCloseTo(exactP99,
                org.assertj.core.data.Percentage.withPercentage(0.1));
    }

    @Test
    void merge_twoInjectors_averagingTheirP99sWouldBeWrong() throws IOException {
        long[] fast = values(new SplittableRandom(7), 4_000, 800);
        long[] slow = values(new SplittableRandom(11), 1_000, 40_000);
        writeInjector(0, 2, fast, 0);
        writeInjector(1, 2, slow, 300);
        Histogram a = new Histogram(3);
        Histogram b = new Histogram(3);
        Arrays.stream(fast).forEach(a::recordValue);
        Arrays.stream(slow).forEach(b::recordValue);
        double averaged = (a.getValueAtPercentile(99) + b.getValueAtPercentile(99)) / 2.0;

        MergedInjectors merged = InjectorMerge.merge(dir).orElseThrow();

        assertThat((double) merged.latency().getValueAtPercentile(99)).isNotCloseTo(averaged,
                org.assertj.core.data.Percentage.withPercentage(5));
    }

    @Test
    void merge_twoInjectors_writesSumsAndTheMergedLogWithTheSameValues() throws IOException {
        writeInjector(0, 2, values(new SplittableRandom(1), 600, 1_000), 0);
        writeInjector(1, 2, values(new SplittableRandom(2), 400, 1_000), 450);

        MergedInjectors merged = InjectorMerge.merge(dir).orElseThrow();
        JsonNode file = JSON.readTree(dir.resolve(MergedInjectors.FILE).toFile());
        List<Histogram> log = InjectorMerge.read(dir.resolve(MergedInjectors.HLOG));

        assertThat(merged.sent()).isEqualTo(1_000);
        assertThat(file.path("sent").asLong()).isEqualTo(1_000);
        assertThat(file.path("ok").asLong()).isEqualTo(990);
        assertThat(file.path("ko").asLong()).isEqualTo(10);
        assertThat(file.path("perInjector")).hasSize(2);
        assertThat(file.path("missing")).isEmpty();
        assertThat(log.stream().mapToLong(Histogram::getTotalCount).sum()).isEqualTo(1_000);
        assertThat(log).hasSizeLessThanOrEqualTo(11);
        assertThat(file.path("latencyMicros").path("p99").asLong())
                .isEqualTo(merged.latency().getValueAtPercentile(99));
    }

    @Test
    void merge_oneInjectorOfThreeMissing_namesIt() throws IOException {
        writeInjector(0, 3, values(new SplittableRandom(1), 100, 1_000), 0);
        writeInjector(2, 3, values(new SplittableRandom(2), 100, 1_000), 0);

        MergedInjectors merged = InjectorMerge.merge(dir).orElseThrow();

        assertThat(merged.injectors()).isEqualTo(3);
        assertThat(merged.missing()).containsExactly(1);
    }

    @Test
    void merge_noInjectorFiles_writesNothing() throws IOException {
        assertThat(InjectorMerge.merge(dir)).isEmpty();
        assertThat(dir.resolve(MergedInjectors.HLOG)).doesNotExist();
    }

    @Test
    void merge_countsFileWithoutSent_failsNamingFileAndField() throws IOException {
        ObjectNode counts = counts(0, 1, 10);
        counts.remove("sent");
        Files.writeString(dir.resolve("injector-0.json"), counts.toString());

        assertThatThrownBy(() -> InjectorMerge.merge(dir)).isInstanceOf(RunFormatException.class)
                .hasMessageContaining("injector-0.json: field 'sent' is missing");
    }

    private void writeInjector(int index, int injectors, long[] latencies, long phaseMillis) throws IOException {
        Files.writeString(dir.resolve(InjectorCounts.fileName(index)), counts(index, injectors, latencies.length).toString());
        int seconds = 10;
        Histogram[] intervals = new Histogram[seconds];
        for (int s = 0; s < seconds; s++) {
            intervals[s] = new Histogram(3);
            intervals[s].setStartTimeStamp(BASE_MILLIS + phaseMillis + s * 1000L);
            intervals[s].setEndTimeStamp(BASE_MILLIS + phaseMillis + (s + 1) * 1000L);
        }
        for (int i = 0; i < latencies.length; i++) {
            intervals[i * seconds / latencies.length].recordValue(latencies[i]);
        }
        long base = BASE_MILLIS + phaseMillis;
        try (PrintStream out = new PrintStream(Files.newOutputStream(dir.resolve(InjectorCounts.hlogName(index))),
                false, StandardCharsets.UTF_8)) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputLogFormatVersion();
            writer.outputStartTime(base);
            writer.setBaseTime(base);
            writer.outputBaseTime(base);
            writer.outputLegend();
            for (Histogram h : intervals) {
                writer.outputIntervalHistogram((h.getStartTimeStamp() - base) / 1000.0,
                        (h.getEndTimeStamp() - base) / 1000.0, h, 1000.0);
            }
        }
    }

    private static ObjectNode counts(int index, int injectors, long sent) {
        long ko = sent / 100;
        return JSON.createObjectNode().put("index", index).put("injectors", injectors).put("status", "complete")
                .put("seed", 42).put("keySeed", 42 + index).put("ratePerSecond", sent / 10)
                .put("intendedRatePerSecond", sent / 10.0).put("actualRatePerSecond", sent / 10.0)
                .put("offered", sent).put("sent", sent).put("ok", sent - ko).put("ko", ko).put("refused", 0)
                .put("sendLagP99Micros", 150).put("sendLagMaxMicros", 900);
    }

    /** Exponential latencies with the given mean, microseconds, at least 1. */
    private static long[] values(SplittableRandom random, int count, double meanMicros) {
        long[] out = new long[count];
        for (int i = 0; i < count; i++) {
            out[i] = Math.max(1, Math.round(-meanMicros * Math.log(1 - random.nextDouble())));
        }
        return out;
    }

    private static long[] concat(long[] a, long[] b) {
        List<Long> all = new ArrayList<>();
        Arrays.stream(a).forEach(all::add);
        Arrays.stream(b).forEach(all::add);
        return all.stream().mapToLong(Long::longValue).toArray();
    }
}
