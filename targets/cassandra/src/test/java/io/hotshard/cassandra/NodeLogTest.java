package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class NodeLogTest {

    @TempDir
    Path node;

    @Test
    void lastError_severalErrors_isTheLastErrorLine() throws Exception {
        Files.createDirectories(node.resolve("logs"));
        Files.writeString(node.resolve("logs/system.log"), """
                INFO  [main] 2026-12-06 22:00:01,000 CassandraDaemon.java:1 - starting
                ERROR [main] 2026-12-06 22:00:02,000 A.java:2 - the first
                WARN  [main] 2026-12-06 22:00:03,000 B.java:3 - a warning
                ERROR [Bootstrap] 2026-12-06 22:00:04,000 C.java:4 - streaming failed
                INFO  [StorageServiceShutdownHook] 2026-12-06 22:00:05,000 D.java:5 - DRAINING
                """);

        assertThat(NodeLog.lastError(node))
                .isEqualTo("ERROR [Bootstrap] 2026-12-06 22:00:04,000 C.java:4 - streaming failed");
    }

    @Test
    void lastError_noLog_isEmpty() {
        assertThat(NodeLog.lastError(node)).isEmpty();
    }
}
