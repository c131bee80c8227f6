package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Input the cassandra commands refuse in one line with exit code 2, before any node starts. */
final class CassandraBadInputTest {

    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void up_noNodes_exitsTwoWithOneLine() {
        assertRefused("nodes must be >= 1 but was 0", "cassandra", "up", "--nodes", "0", "--rf", "1");
    }

    @Test
    void up_baseAddressOffLoopback_exitsTwoWithOneLine() {
        assertRefused("base address must be an IPv4 address in 127.0.0.0/8 (loopback) but was '10.1.2.3'",
                "cassandra", "up", "--base-address", "10.1.2.3");
    }

    @Test
    void up_unknownTokenMode_exitsTwoWithOneLine() {
        int code = run("cassandra", "up", "--tokens", "even");
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("token mode must be one of allocate, random but was 'even'")
                .hasLineCount(1);
    }

    @Test
    void up_cqlPortInUse_exitsTwoWithOneLine() throws IOException {
        try (ServerSocket held = new ServerSocket()) {
            held.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.42"), 9042));
            assertRefused("port 9042 on 127.0.0.42 (CQL) is in use", "cassandra", "up", "--nodes", "2",
                    "--base-address", "127.0.0.41", "--dir", temp.resolve("c").toString());
        }
    }

    @Test
    void up_moreMemoryThanTheMachineHas_exitsTwoWithOneLine() {
        int code = run("cassandra", "up", "--nodes", "4", "--heap", "64g", "--base-address", "127.0.0.43", "--dir",
                temp.resolve("c").toString());
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).startsWith("hotshard: 4 node(s) need 264192 MiB (65536 MiB heap + 512 MiB each)"
                + " but ").contains("MiB are available (MemAvailable)").hasLineCount(1);
        assertThat(temp.resolve("c").resolve("127.0.0.43")).doesNotExist();
    }

    @Test
    void up_noJavaThere_exitsTwoWithOneLine() {
        Path java = temp.resolve("jdk").resolve("bin").resolve("java");
        assertRefused("no java at " + java, "cassandra", "up", "--java", java.toString());
    }

    @Test
    void up_noServerClasspath_exitsTwoNamingTheFileAndTheBuild() {
        Path file = temp.resolve("cassandra-server.classpath");
        assertRefused("Cassandra's server class path " + file + " is missing; write it with 'mvn -B -q package -pl"
                + " targets/cassandra-server' in the repository root", "cassandra", "up", "--server-classpath",
                file.toString());
    }

    @Test
    void statusAndDown_directoryWithoutCluster_exitTwoWithOneLine() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("none"));
        String line = dir + " holds no cluster started by hotshard (no cluster.properties)";
        assertRefused(line, "cassandra", "status", "--dir", dir.toString());
        err.getBuffer().setLength(0);
        assertRefused(line, "cassandra", "down", "--dir", dir.toString());
        err.getBuffer().setLength(0);
        assertRefused(line, "cassandra", "ring", "--dir", dir.toString());
    }

    private void assertRefused(String line, String... args) {
        int code = run(args);
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("hotshard: " + line + System.lineSeparator());
    }

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }
}
