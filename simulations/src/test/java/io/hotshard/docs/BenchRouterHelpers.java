package io.hotshard.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the Python helpers of {@code scripts/bench-router.d} and writes the rounds they read, for their tests. */
final class BenchRouterHelpers {

    private static final Path HELPERS = DocSet.findRoot(Path.of("")).resolve("scripts/bench-router.d");

    private BenchRouterHelpers() {
    }

    /** One measured round of a 503 row as {@code rows.py round} writes it to rounds.jsonl ({@code sched} may be null). */
    static String round(String target, int round, long requests, String sched) {
        return "{\"kind\": \"503\", \"expectedStatus\": 503, \"target\": \"" + target + "\", \"round\": " + round
                + ", \"reqPerSec\": " + requests / 10.0 + ", \"requests\": " + requests + ", \"durationMicros\":"
                + " 10000000, \"p50Micros\": 400, \"p99Micros\": 4000, \"p999Micros\": 8000, \"maxMicros\": 9000,"
                + " \"socketErrorsByKind\": {\"connect\": 0, \"read\": 0, \"write\": 0, \"timeout\": 0},"
                + " \"statuses\": {\"503\": " + requests + "}, \"cpuTicks\": 100, \"clockTicksPerSecond\": 100,"
                + " \"jitCpuMillis\": 0, \"sched\": " + sched + "}\n";
    }

    /** Runs {@code helper} with {@code args}; its exit code and its output, standard error included. */
    static Result run(String helper, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("python3", HELPERS.resolve(helper).toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).as(helper + " ended").isTrue();
        return new Result(process.exitValue(), out);
    }

    record Result(int exit, String out) {
    }
}
