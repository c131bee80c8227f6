package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import org.HdrHistogram.HistogramLogReader;

/** Checks on the files a run left behind, shared by the tests that stop a run early. */
final class RunFileChecks {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RunFileChecks() {
    }

    /** Each {@code .json} file parses, and each {@code .hlog} reads to its end holding at least one interval. */
    static void assertJsonAndLogsRead(Collection<Path> files) throws IOException {
        for (Path file : files) {
            String name = file.getFileName().toString();
            if (name.endsWith(".json")) {
                assertThat(JSON.readTree(file.toFile())).as(name).isNotNull();
            } else if (name.endsWith(".hlog")) {
                try (InputStream in = Files.newInputStream(file);
                     HistogramLogReader reader = new HistogramLogReader(in)) {
                    int intervals = 0;
                    while (reader.nextIntervalHistogram() != null) {
                        intervals++;
                    }
                    assertThat(intervals).as(name).isPositive();
                }
            }
        }
    }
}
