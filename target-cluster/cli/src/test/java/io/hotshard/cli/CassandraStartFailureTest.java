package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cassandra.CassandraCluster;
import io.hotshard.cassandra.NodeProcess;
import io.hotshard.cassandra.ServerClasspath;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** A start that cannot finish stops the node it started: on a failure, and on a SIGTERM to the command. */
final class CassandraStartFailureTest {

    private static final Pattern STARTED = Pattern.compile("started \\(pid (\\d+)\\)");

    @TempDir
    Path temp;

    @Test
    void up_nodeNotNormalInTime_stopsTheNodeItStartedAndRemovesTheDirectory() {
        Path dir = temp.resolve("c");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));

        // No JVM, let alone Cassandra, is a normal member of a ring a second after it was launched.
        int code = cli.execute("cassandra", "up", "--nodes", "1", "--base-address", "127.0.0.61", "--timeout", "1s",
                "--dir", dir.toString());

        assertThat(code).isEqualTo(1);
        assertThat(err.toString()).startsWith("hotshard: java.lang.IllegalStateException: node 127.0.0.61 was not"
                + " normal within 1 s");
        Matcher started = STARTED.matcher(out.toString());
        assertThat(started.find()).as(out.toString()).isTrue();
        assertThat(node(dir.resolve("127.0.0.61"), started.group(1)).running()).isFalse();
        assertThat(dir).doesNotExist();
    }

    @Test
    void up_sigtermWhileNodesStart_theShutdownHookStopsThem() throws Exception {
        Path dir = temp.resolve("d");
        String classpath = ServerClasspath.fromProperties().file().toAbsolutePath().toString();
        try (CliProcess up = CliProcess.start("cassandra", "up", "--nodes", "2", "--base-address", "127.0.0.62",
                "--dir", dir.toString(), "--server-classpath", classpath)) {
            NodeProcess node = node(dir.resolve("127.0.0.62"), up.awaitGroup(STARTED, 60));
            assertThat(node.running()).isTrue();

            up.terminate(CassandraCluster.STOP_GRACE.toSeconds() + 15);

            assertThat(node.running()).isFalse();
            assertThat(dir).doesNotExist();
        }
    }

    private static NodeProcess node(Path nodeDir, String pid) {
        return new NodeProcess(nodeDir.getFileName().toString(), nodeDir, Long.parseLong(pid));
    }
}
