package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.hotshard.report.analysis.RunComparison;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.report.run.TimeSeriesRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class TimeSeriesCompareTest {

    @TempDir
    static Path temp;

    static Path range;
    static Path salted;
    static Path plain;

    @BeforeAll
    static void writeRuns() throws Exception {
        range = run("range", "{\"layout\":\"range\",\"salts\":0,\"writes\":900,\"hottestWriteShare\":1.0,"
                + "\"writeMaxOverMean\":4.0,\"windowReads\":100,\"legsPerRead\":1.0,\"eventsPerRead\":850.5}");
        salted = run("salted-range", "{\"layout\":\"salted-range\",\"salts\":4,\"writes\":900,"
                + "\"hottestWriteShare\":0.26,\"writeMaxOverMean\":1.04,\"windowReads\":100,\"legsPerRead\":4.0,"
                + "\"eventsPerRead\":850.5}");
        plain = run("plain", null);
    }

    @Test
    void compare_timeSeriesRuns_tableOfWriteShareAndRequestsPerRead() throws Exception {
        Path out = temp.resolve("cmp");
        CompareWriter.write(List.of(range, salted, plain), out, ReportOptions.defaults());

        String md = Files.readString(out.resolve("compare.md"));
        assertThat(md).contains("## Time-series layouts", "| layout | range | salted-range | - |",
                "| write share of the hottest shard | 100.00 % | 26.00 % | - |",
                "| shard requests per window read | 1.00 | 4.00 | - |");
        JsonNode json = RunFixture.JSON.readTree(out.resolve("compare.json").toFile());
        assertThat(json.at("/runs/1/timeSeries/legsPerRead").asDouble()).isEqualTo(4.0);
        assertThat(json.at("/runs/2/timeSeries").isMissingNode()).isTrue();
        assertThat(Files.readString(out.resolve("compare.html"))).contains("Time-series layouts");
    }

    @Test
    void compare_noTimeSeriesRun_leavesTheSectionOut() {
        RunComparison c = CompareWriter.compare(List.of(plain), ReportOptions.defaults());

        assertThat(c.runs().get(0).timeSeries()).isEmpty();
        assertThat(io.hotshard.report.render.CompareReport.markdown(c)).doesNotContain("Time-series");
    }

    @Test
    void read_badField_failsNamingTheFileAndField() throws Exception {
        Path dir = temp.resolve("bad");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(TimeSeriesRun.FILE), "{\"layout\":\"range\",\"salts\":0,\"writes\":\"many\"}");

        assertThatThrownBy(() -> TimeSeriesRun.read(dir)).isInstanceOf(RunFormatException.class)
                .hasMessageEndingWith("timeseries.json: writes must be a whole number but was \"many\"");
    }

    private static Path run(String name, String timeSeries) throws Exception {
        RunFixture fixture = new RunFixture();
        fixture.seconds = 3;
        Path dir = temp.resolve("runs/" + name);
        fixture.write(dir);
        if (timeSeries != null) {
            Files.writeString(dir.resolve(TimeSeriesRun.FILE), timeSeries);
        }
        return dir;
    }
}
