package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class HlogWriterTest {

    @TempDir
    Path dir;

    @Test
    void write_twoIntervals_readBackWithTagTimesAndCounts() throws IOException {
        long base = 1_700_000_000_000L;
        Path file = dir.resolve("total.hlog");
        try (HlogWriter log = HlogWriter.open(file, "shard-0.total", base)) {
            assertThat(file).doesNotExist();
            log.write(interval(base, base + 1_000, 3, 250));
            log.write(interval(base + 1_000, base + 2_000, 5, 40_000));
        }

        List<Histogram> read = new ArrayList<>();
        try (HistogramLogReader reader = new HistogramLogReader(file.toFile())) {
            EncodableHistogram next;
            while ((next = reader.nextIntervalHistogram()) != null) {
                read.add((Histogram) next);
            }
            assertThat(reader.getStartTimeSec()).isEqualTo(base / 1000.0);
        }
        assertThat(read).hasSize(2);
        assertThat(read.get(0).getTag()).isEqualTo("shard-0.total");
        assertThat(read.get(0).getTotalCount()).isEqualTo(3);
        assertThat(read.get(1).getTotalCount()).isEqualTo(5);
        assertThat(read.get(1).getStartTimeStamp()).isEqualTo(base + 1_000);
        assertThat(read.get(1).getEndTimeStamp()).isEqualTo(base + 2_000);
        assertThat(Files.readString(file)).contains("Tag=shard-0.total,1.000,1.000,40.0");
        assertThat(dir.resolve("total.hlog.part")).doesNotExist();
    }

    @Test
    void open_tagWithComma_failsNamingTag() {
        assertThatThrownBy(() -> HlogWriter.open(dir.resolve("x.hlog"), "a,b", 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("but was a,b");
    }

    @Test
    void write_afterClose_fails() throws IOException {
        HlogWriter log = HlogWriter.open(dir.resolve("y.hlog"), "y", 0);
        log.close();
        assertThatThrownBy(() -> log.write(interval(0, 1, 1, 1))).isInstanceOf(IllegalStateException.class);
    }

    private static Histogram interval(long startMillis, long endMillis, int count, long valueMicros) {
        Histogram histogram = LatencyRecorder.newHistogram();
        histogram.recordValueWithCount(valueMicros, count);
        histogram.setStartTimeStamp(startMillis);
        histogram.setEndTimeStamp(endMillis);
        return histogram;
    }
}
