package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class NodeProcessTest {

    @TempDir
    Path temp;

    @Test
    void stop_pidOfAnotherProgram_leavesItAlone() throws Exception {
        Process other = new ProcessBuilder("sleep", "30").start();
        try {
            NodeProcess recorded = new NodeProcess("127.0.0.11", temp, other.pid());
            recorded.record();

            assertThat(recorded.running()).isFalse();
            assertThat(recorded.stop(Duration.ofSeconds(1))).isTrue();
            assertThat(other.waitFor(200, TimeUnit.MILLISECONDS)).isFalse();
            assertThat(NodeProcess.recorded("127.0.0.11", temp)).contains(recorded);
        } finally {
            other.destroyForcibly();
        }
    }

    @Test
    void running_theNodesOwnCommandLine_isTrueUntilStopped() throws Exception {
        // A stand-in with a node's command line: sh ignores the words after its script, /proc still shows them; the
        // loop keeps sh itself running (a single command would be exec'd in its place).
        Process node = new ProcessBuilder("sh", "-c", "while true; do sleep 0.1; done", "sh", ServerJvm.DAEMON,
                ServerJvm.logdirOption(temp)).start();
        try {
            NodeProcess process = new NodeProcess("127.0.0.11", temp, node.pid());
            NodeProcess neighbour = new NodeProcess("127.0.0.110", temp.resolveSibling(temp.getFileName() + "0"),
                    node.pid());

            assertThat(process.running()).isTrue();
            assertThat(neighbour.running()).isFalse();
            assertThat(process.stop(Duration.ofSeconds(5))).isTrue();
            assertThat(node.waitFor(5, TimeUnit.SECONDS)).isTrue();
        } finally {
            node.destroyForcibly();
        }
    }

    @Test
    void pause_aRunningNode_isStoppedUntilResumedAndAPausedNodeStillStops() throws Exception {
        Process node = new ProcessBuilder("sh", "-c", "while true; do sleep 0.1; done", "sh", ServerJvm.DAEMON,
                ServerJvm.logdirOption(temp)).start();
        try {
            NodeProcess process = new NodeProcess("127.0.0.11", temp, node.pid());

            process.pause();
            assertThat(state(node.pid())).isEqualTo('T');
            process.resume();
            assertThat(state(node.pid())).isIn('S', 'R');
            process.pause();
            // terminate sends SIGCONT first: a stopped process would hold SIGTERM until it runs again.
            process.terminate();
            assertThat(process.awaitGone(Duration.ofSeconds(3))).isTrue();
            assertThat(node.waitFor(5, TimeUnit.SECONDS)).isTrue();
        } finally {
            node.destroyForcibly();
        }
    }

    /** The process's state letter from /proc/PID/stat, once it has settled (a signal takes effect asynchronously). */
    private static char state(long pid) throws Exception {
        char state = '?';
        for (int i = 0; i < 50; i++) {
            String stat = java.nio.file.Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            state = stat.charAt(stat.lastIndexOf(')') + 2);
            if (state == 'T' || state == 'S' || state == 'R') {
                Thread.sleep(20);
                String again = java.nio.file.Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
                if (again.charAt(again.lastIndexOf(')') + 2) == state) {
                    return state;
                }
            }
            Thread.sleep(20);
        }
        return state;
    }
}
