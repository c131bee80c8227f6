package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ReportMainTest {

    @TempDir
    static Path temp;

    static Path run;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    static void writeRun() throws Exception {
        RunFixture fixture = new RunFixture();
        fixture.seconds = 3;
        fixture.keyedRate = 2000;
        run = temp.resolve("runs/a");
        fixture.write(run);
    }

    private int main(String... args) {
        return ReportMain.run(args, new PrintWriter(out), new PrintWriter(err));
    }

    private String[] errLines() {
        return err.toString().split("\\R");
    }

    @Test
    void run_runDirectory_writesReportAndPrintsEveryFile() {
        assertThat(main(run.toString(), "--target-rate", "5000", "--target-p99-micros", "20000")).isZero();
        assertThat(out.toString().split("\\R")).containsExactly("wrote " + run.resolve("report.html"),
                "wrote " + run.resolve("report.md"), "wrote " + run.resolve("summary.json"));
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void run_noArguments_exitsTwoWithOneLine() {
        assertThat(main()).isEqualTo(2);
        assertThat(errLines()).containsExactly("hotshard report: Missing required parameter: 'RUN_DIR' (see --help)");
    }

    @Test
    void run_missingDirectory_exitsTwoWithOneLine() {
        assertThat(main(temp.resolve("nowhere").toString())).isEqualTo(2);
        assertThat(errLines()).singleElement().asString().startsWith("hotshard report: run directory ")
                .endsWith("nowhere does not exist or is not a directory");
    }

    @Test
    void run_directoryWithoutManifest_exitsTwo() throws Exception {
        Files.createDirectories(temp.resolve("plain"));
        assertThat(main(temp.resolve("plain").toString())).isEqualTo(2);
        assertThat(errLines()).singleElement().asString().endsWith("holds no run.json; is it a run directory?");
    }

    @Test
    void run_malformedManifest_exitsTwoNamingTheFile() throws Exception {
        Path broken = temp.resolve("broken");
        Files.createDirectories(broken);
        Files.writeString(broken.resolve("run.json"), "{\"format\": 1, \"status\": ");
        assertThat(main(broken.toString())).isEqualTo(2);
        assertThat(errLines()).singleElement().asString().startsWith("hotshard report: run.json: not valid JSON");
    }

    @Test
    void run_targetUtilisationAboveOne_exitsTwoNamingTheValue() {
        assertThat(main(run.toString(), "--target-utilisation", "1.5")).isEqualTo(2);
        assertThat(errLines()).containsExactly("hotshard report: target utilisation must be in (0, 1) but was 1.5 (see --help)");
    }

    @Test
    void run_compareWithOut_writesThereAndPrintsEveryFile() {
        Path cmp = temp.resolve("cmp");
        assertThat(main("compare", run.toString(), run.toString(), "--out", cmp.toString())).isZero();
        assertThat(out.toString().split("\\R")).containsExactly("writing the comparison to " + cmp,
                "wrote " + cmp.resolve("compare.html"), "wrote " + cmp.resolve("compare.md"),
                "wrote " + cmp.resolve("compare.json"));
    }

    @Test
    void run_compareWithoutOut_writesIntoTheFirstRunsParentAndSaysSo() {
        assertThat(main("compare", run.toString())).isZero();
        assertThat(out.toString()).startsWith("writing the comparison to " + temp.resolve("runs")
                + " (the first run's parent directory; change it with --out)");
        assertThat(temp.resolve("runs/compare.json")).exists();
    }

    @Test
    void run_help_printsUsageAndExitsZero() {
        assertThat(main("--help")).isZero();
        assertThat(out.toString()).contains("Usage: hotshard report", "--target-rate", "--headroom", "compare");
    }
}
