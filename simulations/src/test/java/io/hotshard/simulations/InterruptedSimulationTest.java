package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Gatling run in a child JVM, stopped the way people stop runs: SIGTERM to its own PID mid-run (what Ctrl-C's
 * SIGINT also triggers: the JVM's shutdown hooks). Its run directory must be marked incomplete, readable file by
 * file, its counts must reconcile up to the stop or the report must say why not, and the report must say that the
 * run was interrupted. A second run whose shards are all killed must end by itself, with a clear error and a report.
 */
@Timeout(240)
final class InterruptedSimulationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path work;

    @Test
    void sigterm_midRun_leavesAReadableIncompleteRunWhoseReportSaysItWasInterrupted() throws Exception {
        Path run = work.resolve("run");
        Process child = gatling(run, "-Dhotshard.duration=60s");
        awaitLoadedSeconds(run, 3, child);

        child.destroy();
        boolean exited = child.waitFor(60, TimeUnit.SECONDS);

        assertThat(exited).as("the child exited after SIGTERM; output: %s", output()).isTrue();
        JsonNode manifest = JSON.readTree(run.resolve("run.json").toFile());
        assertThat(manifest.path("status").asText()).isEqualTo("incomplete");
        assertThat(manifest.path("events").findValuesAsText("name")).contains("interrupted");
        assertThat(manifest.path("generator").path("requests").asLong()).isPositive();
        assertEveryFileReadable(run);
        RunData data = RunDirectory.read(run);
        long timelineCompleted = data.timeline().stream().mapToLong(s -> s.completions()).sum();
        assertThat(manifest.path("reconciliation").path("shardCompleted").asLong()).isEqualTo(timelineCompleted)
                .isPositive();
        assertThat(run.resolve("report.md")).as("written by the exiting run").exists();

        ReportWriter.write(run, ReportOptions.defaults());

        String report = Files.readString(run.resolve("report.md"));
        assertThat(report).contains("This run was interrupted before it finished");
        if (manifest.path("reconciliation").path("matches").asBoolean()) {
            assertThat(report).contains("the counts reconcile");
        } else {
            assertThat(report).contains("had no outcome yet", "in flight when the run stopped");
        }
        assertThat(run.resolve("report.html")).content().contains("This run was interrupted before it finished");
    }

    @Test
    void everyShardKilled_midRun_endsByItselfWithAClearErrorAndAReport() throws Exception {
        Path run = work.resolve("dead");
        Process child = gatling(run, "-Dhotshard.duration=5s", "-Dhotshard.ramp=1s",
                "-Dhotshard.chaos=2s:kill:shard-0,2s:kill:shard-1,2s:kill:shard-2");

        boolean exited = child.waitFor(150, TimeUnit.SECONDS);
        if (!exited) {
            child.destroyForcibly();
        }

        String output = output();
        assertThat(exited).as("the run ended by itself; output: %s", output).isTrue();
        assertThat(child.exitValue()).as("exit code; output: %s", output).isNotZero();
        assertThat(output).contains("check FAILED: The target stopped serving");
        assertThat(JSON.readTree(run.resolve("run.json").toFile()).path("status").asText()).isEqualTo("complete");
        assertEveryFileReadable(run);
        assertThat(run.resolve("report.md")).content().contains("The target stopped serving");
    }

    private Process gatling(Path run, String... properties) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), "-Dhotshard.runDir=" + run,
                "--add-opens=java.base/java.lang=ALL-UNNAMED", "-Dhotshard.warmUpRequests=0",
                "-Djava.util.prefs.userRoot=" + work.resolve("prefs")));
        command.addAll(List.of(properties));
        command.addAll(List.of("io.gatling.app.Gatling", "--simulation", SmokeSimulation.class.getName(),
                "--results-folder", work.resolve("gatling").toString()));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(work.resolve("child.log").toFile())
                .start();
    }

    private String output() throws IOException {
        return Files.readString(work.resolve("child.log"));
    }

    /** Waits until {@code timeline.csv} has {@code seconds} seconds in which shards completed requests. */
    private void awaitLoadedSeconds(Path run, int seconds, Process child) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(150);
        Path timeline = run.resolve("timeline.csv");
        while (System.nanoTime() < deadline && child.isAlive()) {
            if (Files.isRegularFile(timeline) && Files.readAllLines(timeline).stream().skip(1)
                    .filter(line -> Long.parseLong(line.split(",")[3]) > 0).map(line -> line.split(",")[0])
                    .distinct().count() >= seconds) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the child recorded no " + seconds + " s of load; alive " + child.isAlive()
                + "; output: " + output());
    }

    /** Every file parses: the manifest as JSON, the CSV files through the report's reader, each .hlog to its end. */
    private static void assertEveryFileReadable(Path run) throws IOException {
        try (Stream<Path> files = Files.list(run)) {
            List<Path> all = files.toList();
            assertThat(all).extracting(p -> p.getFileName().toString()).contains("run.json", "timeline.csv",
                    "router.csv", "router-single-key.hlog").noneMatch(name -> name.endsWith(".part"));
            RunFileChecks.assertJsonAndLogsRead(all);
        }
        assertThat(RunDirectory.read(run).notes()).as("what the reader had to work around").isEmpty();
    }
}
