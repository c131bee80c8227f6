package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.redis.LocalPorts;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

final class RedisCommandTest {

    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void upStatusDown_threeMasters_printsEachNodeThenStopsThemAll() {
        int base = LocalPorts.freeRun(21000, 3);
        String dir = temp.resolve("c").toString();

        int up = run("redis", "up", "--masters", "3", "--replicas", "0", "--base-port", Integer.toString(base),
                "--dir", dir);
        int status = run("redis", "status", "--target", "redis://127.0.0.1:" + base);
        int down = run("redis", "down", "--dir", dir);

        assertThat(new int[] {up, status, down}).containsOnly(0);
        assertThat(out.toString()).contains("slots covered: 16384 of 16384", base + "  master",
                "redis cluster down: stopped 3 redis-server process(es)", "removed " + dir);
        assertThat(LocalPorts.listening(base)).isFalse();
    }

    @Test
    void up_portInUse_exitsTwoWithOneLine() throws IOException {
        int base = LocalPorts.freeRun(22000, 3);
        try (ServerSocket held = new ServerSocket(base + 1, 1, InetAddress.getLoopbackAddress())) {
            int code = run("redis", "up", "--replicas", "0", "--base-port", Integer.toString(base), "--dir",
                    temp.resolve("d").toString());
            assertThat(code).isEqualTo(2);
            assertThat(held.getLocalPort()).isEqualTo(base + 1);
            assertThat(err.toString()).isEqualTo("hotshard: port " + (base + 1) + " on 127.0.0.1 (client) is in use"
                    + System.lineSeparator());
        }
    }

    @Test
    void status_unreachableTarget_exitsTwoWithOneLine() {
        int port = LocalPorts.freeRun(23000, 1);
        int code = run("redis", "status", "--target", "redis://127.0.0.1:" + port);
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).startsWith("hotshard: 127.0.0.1:" + port + " does not answer").hasLineCount(1);
    }

    @Test
    void down_directoryWithoutCluster_exitsTwoWithOneLine() {
        int code = run("redis", "down", "--dir", temp.toString());
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("hotshard: " + temp + " holds no cluster started by hotshard (no"
                + " cluster.properties)" + System.lineSeparator());
    }

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }
}
