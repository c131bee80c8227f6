package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gatling.javaapi.core.Simulation;
import io.hotshard.storeload.InterruptHook;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each kind of run (HTTP on the embedded cluster, a Redis Cluster the run starts, shards on an embedded PostgreSQL)
 * in a child JVM, stopped mid-run the two ways people stop runs: SIGTERM to its PID, and SIGINT to its process group
 * (what a terminal's Ctrl-C sends).
 * Within 10 s the JVM must be gone, its run marked interrupted with the reason, every file finished and readable (no
 * {@code .part} left), the report written, and no process the run started (redis-server, postgres) still alive.
 */
@Timeout(900)
final class SignalledRunTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long STOP_LIMIT_MILLIS = 10_000;
    private static final String STARTED_LINE = "hotshard: live dashboard at ";

    /** A run kind: its simulation, the processes it starts besides its JVM, the files its run directory must hold. */
    enum Kind {
        HTTP(SmokeSimulation.class, 0, "timeline.csv", "router.csv", "router-single-key.hlog"),
        REDIS(RedisSmokeSimulation.class, 6, "redis-nodes.csv", "redis-shares.csv", "client.hlog"),
        POSTGRES(PostgresSmokeSimulation.class, 1, "timeline.csv", "router.csv", "router-single-key.hlog");

        private final Class<? extends Simulation> simulation;
        private final int processes;
        private final List<String> files;

        Kind(Class<? extends Simulation> simulation, int processes, String... files) {
            this.simulation = simulation;
            this.processes = processes;
            this.files = List.of(files);
        }
    }

    @TempDir
    Path work;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"HTTP, TERM", "HTTP, INT", "REDIS, TERM", "REDIS, INT", "POSTGRES, TERM", "POSTGRES, INT"})
    void signal_midRun_stopsWithinTenSecondsLeavingAFinishedRecordAndNoProcess(Kind kind, String signal)
            throws Exception {
        Path run = work.resolve("run");
        Process child = start(kind, run);
        try {
            awaitStarted(child, run);
            Thread.sleep(3000);
            assertThat(ProcessesIn.find(work)).as("the processes the run started (the JVM aside), found as the"
                    + " check after the stop finds them").filteredOn(p -> p.pid() != child.pid())
                    .hasSizeGreaterThanOrEqualTo(kind.processes);

            assertThat(ignoredSignals(child.pid())).as("signals the child ignores (SigIgn of /proc/PID/status): a"
                    + " build started where SIGINT is ignored (a background job of a shell without job control,"
                    + " nohup) passes that on to every JVM it starts, and no test of Ctrl-C can pass there")
                    .doesNotContain(signal);
            long signalled = System.nanoTime();
            send(child, signal);
            boolean exited = child.waitFor(STOP_LIMIT_MILLIS, TimeUnit.MILLISECONDS);
            long stopMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - signalled);
            List<ProcessHandle> left = ProcessesIn.find(work);
            System.out.printf(Locale.ROOT, "SignalledRunTest: %s SIG%s: exited %s after %d ms; left running: %s%n",
                    kind, signal, exited, stopMillis, ProcessesIn.describe(left));

            assertThat(exited).as("the child exited within %d ms of SIG%s; output: %s", STOP_LIMIT_MILLIS, signal,
                    output()).isTrue();
            assertThat(left).as("processes the run started, still alive").isEmpty();
            JsonNode manifest = JSON.readTree(run.resolve("run.json").toFile());
            assertThat(manifest.path("status").asText()).isEqualTo("incomplete");
            assertThat(manifest.path("events")).filteredOn(e -> e.path("kind").asText().equals("note")
                    && e.path("detail").path("name").asText().equals("interrupted")).singleElement()
                    .satisfies(e -> assertThat(e.path("detail").path("reason").asText())
                            .isEqualTo(InterruptHook.REASON));
            assertEveryFileFinished(run, kind.files);
            assertThat(run.resolve("report.md")).content().contains("This run was interrupted before it finished");
            if (kind == Kind.REDIS) {
                // The nodes answered the last sample, taken after the client stopped: they were stopped after it.
                assertThat(manifest.path("redis").path("reconciliation").path("sent").asLong()).isPositive();
                assertThat(manifest.path("redis").path("reconciliation").path("withinTolerance").asBoolean())
                        .as("the counts reconcile up to the stop: %s", manifest.path("redis").path("reconciliation"))
                        .isTrue();
                assertThat(run.resolve("redis-cluster")).as("the cluster's own directory").doesNotExist();
            }
        } finally {
            child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            ProcessesIn.find(work).forEach(ProcessHandle::destroyForcibly);
        }
    }

    private Process start(Kind kind, Path run) throws IOException {
        Path tmp = Files.createDirectories(work.resolve("tmp"));
        // A session of its own, as a shell gives a foreground job: SIGINT to its process group is a terminal's Ctrl-C.
        List<String> command = new ArrayList<>(List.of("setsid", Path.of(System.getProperty("java.home"), "bin",
                "java").toString(), "-cp", System.getProperty("java.class.path"), "-Dhotshard.runDir=" + run,
                "--add-opens=java.base/java.lang=ALL-UNNAMED", "-Dhotshard.duration=120s",
                "-Dhotshard.warmUpRequests=0",
                // The embedded PostgreSQL's data directory goes under java.io.tmpdir: inside this test's directory.
                "-Djava.io.tmpdir=" + tmp, "-Djava.util.prefs.userRoot=" + work.resolve("prefs"),
                "io.gatling.app.Gatling", "--simulation", kind.simulation.getName(),
                "--results-folder", work.resolve("gatling").toString()));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(work.resolve("child.log").toFile())
                .start();
    }

    /** Waits until the run directory exists and the run says on its output that it started. */
    private void awaitStarted(Process child, Path run) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (System.nanoTime() < deadline && child.isAlive()) {
            if (Files.isDirectory(run) && output().contains(STARTED_LINE)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the child did not start its run; alive " + child.isAlive() + "; output: "
                + output());
    }

    /**
     * SIGTERM to the JVM's PID through {@link Process#destroy()} (Linux), as {@code kill PID} sends it; SIGINT to its
     * whole process group through kill(1), as a terminal sends Ctrl-C to every process of the foreground job.
     */
    private static void send(Process child, String signal) throws Exception {
        if (signal.equals("TERM")) {
            child.destroy();
            return;
        }
        Process kill = new ProcessBuilder("kill", "-" + signal, "--", "-" + child.pid()).inheritIO().start();
        assertThat(kill.waitFor(5, TimeUnit.SECONDS)).as("kill -%s returned", signal).isTrue();
        assertThat(kill.exitValue()).isZero();
    }

    private String output() throws IOException {
        return Files.readString(work.resolve("child.log"));
    }

    /** No {@code .part} anywhere; the manifest and summaries parse as JSON, each .hlog reads to its end. */
    private static void assertEveryFileFinished(Path run, List<String> expected) throws IOException {
        List<Path> all;
        try (Stream<Path> files = Files.walk(run)) {
            all = files.filter(Files::isRegularFile).toList();
        }
        assertThat(all).extracting(p -> run.relativize(p).toString()).containsAll(expected)
                .noneMatch(name -> name.endsWith(".part"));
        RunFileChecks.assertJsonAndLogsRead(all);
    }

    /** The names of the signals (INT, TERM) that process {@code pid} ignores, from its {@code SigIgn} mask. */
    private static List<String> ignoredSignals(long pid) throws IOException {
        long mask = Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
                .filter(line -> line.startsWith("SigIgn:")).map(line -> Long.parseUnsignedLong(line.substring(7)
                        .strip(), 16)).findFirst().orElse(0L);
        List<String> ignored = new ArrayList<>();
        if ((mask & 1L << 1) != 0) {
            ignored.add("INT");
        }
        if ((mask & 1L << 14) != 0) {
            ignored.add("TERM");
        }
        return ignored;
    }
}
