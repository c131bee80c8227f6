package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class InjectorReportTest {

    @TempDir
    Path temp;

    @Test
    void write_twoInjectorsOneLagging_mergedFiguresAndPerInjectorTableEverywhere() throws IOException {
        Path dir = temp.resolve("injectors");
        RunFixture fixture = new RunFixture().write(dir);
        long total = fixture.clientRequests();
        writeInjector(dir, 0, total / 2, 100.0, 100.0, new SplittableRandom(3));
        writeInjector(dir, 1, total - total / 2, 100.0, 60.0, new SplittableRandom(4));

        ReportWriter.write(dir, ReportOptions.defaults());

        String markdown = Files.readString(dir.resolve(ReportWriter.MARKDOWN));
        assertThat(markdown).contains("## Injectors", "2 injectors sent " + total + " requests",
                "the router received " + total + " client requests (equal)", "lagging: 60.0 % of its rate",
                "on schedule");
        assertThat(Files.readString(dir.resolve(ReportWriter.HTML))).contains("id=\"injectors\"", "send-lag p99");
        JsonNode summary = RunFixture.JSON.readTree(dir.resolve(ReportWriter.SUMMARY).toFile()).path("injectors");
        assertThat(summary.path("sent").asLong()).isEqualTo(total);
        assertThat(summary.path("sentMatchesRouter").asBoolean()).isTrue();
        assertThat(summary.path("perInjector")).hasSize(2);
        assertThat(summary.path("perInjector").get(1).path("actualRatePerSecond").asDouble()).isEqualTo(60.0);
        assertThat(dir.resolve("client.hlog")).isNotEmptyFile();
    }

    @Test
    void write_noInjectorFiles_noInjectorSection() throws IOException {
        Path dir = temp.resolve("single");
        new RunFixture().write(dir);

        ReportWriter.write(dir, ReportOptions.defaults());

        assertThat(Files.readString(dir.resolve(ReportWriter.MARKDOWN))).doesNotContain("## Injectors");
        assertThat(RunFixture.JSON.readTree(dir.resolve(ReportWriter.SUMMARY).toFile()).has("injectors")).isFalse();
        assertThat(dir.resolve("client.hlog")).doesNotExist();
    }

    @Test
    void injectorsCommand_filesWithoutRunJson_mergesAndPrintsEveryFile() throws IOException {
        Path dir = temp.resolve("standalone");
        Files.createDirectories(dir);
        writeInjector(dir, 0, 700, 100.0, 100.0, new SplittableRandom(5));
        writeInjector(dir, 1, 300, 100.0, 99.0, new SplittableRandom(6));
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();

        int code = ReportMain.run(new String[] {"injectors", dir.toString()}, new java.io.PrintWriter(out),
                new java.io.PrintWriter(err));

        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).contains("2 injectors: sent 1000 (ok 1000, ko 0, refused 0)",
                "injector 1 (complete): sent 300", "wrote " + dir.resolve("client.hlog").toAbsolutePath(),
                "wrote " + dir.resolve("injectors.json").toAbsolutePath());
    }

    @Test
    void injectorsCommand_noInjectorFiles_badInputInOneLine() throws IOException {
        java.io.StringWriter err = new java.io.StringWriter();

        int code = ReportMain.run(new String[] {"injectors", temp.toString()}, new java.io.PrintWriter(
                new java.io.StringWriter()), new java.io.PrintWriter(err));

        assertThat(code).isEqualTo(ReportMain.BAD_INPUT);
        assertThat(err.toString().strip()).isEqualTo("hotshard report: " + temp + ": no injector-<i>.json files to merge");
    }

    private static void writeInjector(Path dir, int index, long sent, double intended, double actual,
                                      SplittableRandom random) throws IOException {
        Files.writeString(dir.resolve("injector-" + index + ".json"), RunFixture.JSON.createObjectNode()
                .put("index", index).put("injectors", 2).put("status", "complete").put("seed", 42)
                .put("keySeed", 42 + index).put("ratePerSecond", 100).put("intendedRatePerSecond", intended)
                .put("actualRatePerSecond", actual).put("offered", sent).put("sent", sent).put("ok", sent)
                .put("ko", 0).put("refused", 0).put("sendLagP99Micros", 1_500).put("sendLagMaxMicros", 4_000)
                .toString());
        Histogram[] intervals = new Histogram[5];
        for (int s = 0; s < intervals.length; s++) {
            intervals[s] = new Histogram(3);
            for (int i = 0; i < 50; i++) {
                intervals[s].recordValue(200 + random.nextInt(5_000));
            }
        }
        RunFixture.writeHlog(dir.resolve("injector-" + index + ".hlog"), intervals);
    }
}
