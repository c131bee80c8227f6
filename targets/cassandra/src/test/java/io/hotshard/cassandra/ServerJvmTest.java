package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ServerJvmTest {

    private final ServerJvm jvm = new ServerJvm(new JavaRuntime(Path.of("/usr/bin/java"), 17), "/a.jar:/b.jar");

    @Test
    void node_secondNode_runsTheDaemonWithItsHeapJmxPortConfigAndTheJpmsOptions() {
        CassandraLayout layout = new CassandraLayout(3, 16, TokenMode.ALLOCATE, 3, "127.0.0.11", 768, Path.of("/c"));

        List<String> command = jvm.node(layout, 1);

        assertThat(command.get(0)).isEqualTo("/usr/bin/java");
        assertThat(command).contains("-Xms768m", "-Xmx768m", "-Dcassandra.jmx.local.port=7112",
                "-Dcassandra.config=file:///c/127.0.0.12/conf/cassandra.yaml", "-Dcassandra.logdir=/c/127.0.0.12/logs");
        assertThat(command.subList(command.size() - 3, command.size()))
                .containsExactly("-cp", "/a.jar:/b.jar", ServerJvm.DAEMON);
        // Each --add-opens is followed by its module/package as a word of its own.
        int opens = command.indexOf("--add-opens");
        assertThat(command.get(opens + 1)).isEqualTo("java.base/java.lang.module=ALL-UNNAMED");
        assertThat(ServerJvm.jpmsOptions()).contains("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED",
                "java.base/java.nio=ALL-UNNAMED").doesNotContain("#");
    }

    @Test
    void nodetool_jmxPortAndArguments_followTheMainClass() {
        List<String> command = jvm.nodetool(7399, Path.of("/c/logback-tools.xml"), List.of("status", "hotshard"));

        assertThat(command.subList(command.indexOf(ServerJvm.NODETOOL), command.size()))
                .containsExactly(ServerJvm.NODETOOL, "-h", "127.0.0.1", "-p", "7399", "status", "hotshard");
        assertThat(command).contains("--add-opens", "-Dlogback.configurationFile=/c/logback-tools.xml");
    }
}
