package io.hotshard.processes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real child processes (sleep, and a shell that ignores SIGTERM), stopped as a target's nodes are. */
final class LocalProcessTest {

    @TempDir
    Path dir;

    private final List<Process> started = new java.util.ArrayList<>();

    /** A child known by its PID, running while /proc shows it alive with its marker argument. */
    private record Child(long pid, String marker) implements LocalProcess {
        @Override
        public boolean running() {
            return ProcStat.of(pid).filter(p -> p.alive() && p.hasArgument(marker)).isPresent();
        }

        @Override
        public void terminate() {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
        }

        @Override
        public void kill() {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    /** Starts {@code command}, known afterwards by {@code marker}, one of its arguments. */
    private Child start(String marker, String... command) throws IOException {
        Process process = new ProcessBuilder(command).start();
        started.add(process);
        Child child = new Child(process.pid(), marker);
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (!child.running() && System.nanoTime() < deadline) {
            Sleep.millis(10);
        }
        assertThat(child.running()).as("%s started", marker).isTrue();
        return child;
    }

    @AfterEach
    void killWhatIsLeft() {
        started.forEach(Process::destroyForcibly);
    }

    @Test
    void stop_aProcessThatEndsOnSigterm_goneWithinTheGrace() throws IOException {
        Child child = start("30", "sleep", "30");

        long began = System.nanoTime();
        assertThat(child.stop(Duration.ofSeconds(10))).isTrue();

        assertThat(child.running()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - began)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void stopAll_oneIgnoresSigterm_bothGoneTheStubbornOneKilledAfterTheGrace() throws IOException {
        Child polite = start("30", "sleep", "30");
        Child stubborn = start("stubborn", "bash", "-c", "trap '' TERM; while true; do sleep 0.1; done", "stubborn");

        StopAll<Child> result = StopAll.of(List.of(stubborn, polite), Duration.ofMillis(500), c -> c == polite ? "polite" : "stubborn");

        assertThat(result.failures()).isEmpty();
        assertThat(result.stopped()).containsExactly(stubborn, polite);
        assertThat(polite.running()).isFalse();
        assertThat(stubborn.running()).isFalse();
    }

    @Test
    void stopAll_aProcessThatCannotBeSignalled_namedWhileTheOthersStop() throws IOException {
        Child polite = start("30", "sleep", "30");
        LocalProcess failing = new LocalProcess() {
            @Override
            public long pid() {
                return 1;
            }

            @Override
            public boolean running() {
                return true;
            }

            @Override
            public void terminate() {
                throw new IllegalStateException("kill -TERM 1 refused");
            }

            @Override
            public void kill() {
                throw new IllegalStateException("kill -KILL 1 refused");
            }
        };

        StopAll<LocalProcess> result = StopAll.of(List.of(failing, polite), Duration.ofSeconds(5),
                p -> p == failing ? "node 1" : "node 2");

        assertThat(result.failures()).containsExactly("node 1: kill -TERM 1 refused");
        assertThat(result.stopped()).containsExactly(polite);
        assertThat(polite.running()).isFalse();
    }

    @Test
    void pidFile_writtenThenRead_theSamePidAndGarbageRefusedNamingTheFile() throws IOException {
        Path file = dir.resolve("node.pid");
        assertThat(PidFile.read(file)).isEmpty();

        PidFile.write(file, 4242);
        assertThat(PidFile.read(file)).contains(4242L);

        Files.writeString(file, "42a\n");
        assertThatThrownBy(() -> PidFile.read(file)).hasMessage(file + " does not hold a PID but '42a'");
    }

    @Test
    void procStat_thisJvmAndAGoneProcess_nameAliveAndEmpty() throws IOException, InterruptedException {
        ProcStat self = ProcStat.of(ProcessHandle.current().pid()).orElseThrow();
        assertThat(self.alive()).isTrue();
        assertThat(self.name()).isEqualTo("java");

        Process done = new ProcessBuilder("true").start();
        done.waitFor();
        assertThat(ProcStat.of(done.pid())).isEmpty();
    }

    @Test
    void hasArgument_wholeArgumentsOnly() {
        ProcStat stat = new ProcStat("java", true, "java\0-Dnode=127.0.0.11\0Main\0");

        assertThat(stat.hasArgument("-Dnode=127.0.0.11")).isTrue();
        assertThat(stat.hasArgument("java")).isTrue();
        assertThat(stat.hasArgument("-Dnode=127.0.0.1")).isFalse();
        assertThat(stat.hasArgument("Mai")).isFalse();
    }

    @Test
    void delete_aTreeAndAMissingOne_goneAndNothing() throws IOException {
        Path tree = Files.createDirectories(dir.resolve("cluster/node-1/data"));
        Files.writeString(tree.resolve("f"), "x");

        Trees.delete(dir.resolve("cluster"));
        Trees.delete(dir.resolve("missing"));

        assertThat(dir.resolve("cluster")).doesNotExist();
    }
}
