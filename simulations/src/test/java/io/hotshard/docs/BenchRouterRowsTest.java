package io.hotshard.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/bench-router.d/rows.py check}: a wrk run whose answers are not all of its row's status fails the
 * bench naming what it got, so that a misconfigured front end cannot make a fast row.
 */
final class BenchRouterRowsTest {

    private static final Path ROOT = DocSet.findRoot(Path.of(""));

    @TempDir
    Path dir;

    @Test
    void check_everyAnswerOfTheRowsStatus_printsRateAndRequests() throws Exception {
        Result result = check("{\"503\":20000}", "503", "503");

        assertThat(result.exit()).as(result.out()).isZero();
        assertThat(result.out().strip()).isEqualTo("10000 20000");
    }

    @Test
    void check_notFoundAmongTheOkRow_failsNamingBothStatuses() throws Exception {
        Result result = check("{\"200\":19990,\"404\":10}", "200", "200");

        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.out()).contains("the 200 row of peer expects every answer to be 200")
                .contains("19,990 × 200").contains("10 × 404");
    }

    @Test
    void check_badGatewayInTheUnavailableRow_fails() throws Exception {
        Result result = check("{\"502\":20000}", "503", "503");

        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.out()).contains("expects every answer to be 503 but got 20,000 × 502");
    }

    @Test
    void check_noAnswerAtAll_fails() throws Exception {
        Result result = check("{}", "404", "404");

        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.out()).contains("but got no answer");
    }

    private Result check(String statuses, String kind, String status) throws IOException, InterruptedException {
        Path log = dir.resolve("wrk.log");
        Files.writeString(log, "Running 2s test @ http://127.0.0.1:1\n"
                + "BENCH {\"requests\":20000,\"durationMicros\":2000000,\"connect\":0,\"read\":0,\"write\":0,"
                + "\"timeout\":0,\"non2xx\":0,\"statuses\":" + statuses + ",\"p50Micros\":900,\"p99Micros\":4000,"
                + "\"p999Micros\":9000,\"maxMicros\":12000}\n", StandardCharsets.UTF_8);
        ProcessBuilder rows = new ProcessBuilder("python3", ROOT.resolve("scripts/bench-router.d/rows.py").toString(),
                "check", log.toString(), kind, status, "peer").redirectErrorStream(true);
        rows.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process process = rows.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).as("rows.py check ended").isTrue();
        return new Result(process.exitValue(), out);
    }

    private record Result(int exit, String out) {
    }
}
