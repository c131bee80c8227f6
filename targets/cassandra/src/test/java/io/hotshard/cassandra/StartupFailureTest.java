package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class StartupFailureTest {

    @TempDir
    Path node;

    @Test
    void of_twoStartsThatFailed_givesTheLastOnesMessage() throws IOException {
        Files.createDirectories(node.resolve("logs"));
        Files.writeString(node.resolve("logs").resolve("stdout.log"), String.join("\n",
                "INFO  [main] 2026-12-06 21:20:01,000 StorageService.java:1 - JOINING: Starting to bootstrap...",
                "Exception (java.lang.UnsupportedOperationException) encountered during startup: Other"
                        + " bootstrapping/leaving/moving nodes detected",
                "INFO  [main] 2026-12-06 21:20:09,000 StorageService.java:1 - JOINING: Starting to bootstrap...",
                "Exception (java.lang.RuntimeException) encountered during startup: A node required to move the data"
                        + " consistently is down (/127.0.0.52:7000).",
                "INFO  [StorageServiceShutdownHook] 2026-12-06 21:20:10,000 StorageService.java:1 - DRAINED", ""));

        assertThat(StartupFailure.of(node))
                .contains("A node required to move the data consistently is down (/127.0.0.52:7000).");
    }

    @Test
    void of_noLogOrNoException_isEmpty() throws IOException {
        assertThat(StartupFailure.of(node)).isEmpty();
        Files.createDirectories(node.resolve("logs"));
        Files.writeString(node.resolve("logs").resolve("stdout.log"), "INFO - NORMAL\n");

        assertThat(StartupFailure.of(node)).isEmpty();
    }

    @Test
    void whileJoining_onlyWhenTheNodeHadReportedJoining() {
        assertThat(new NodeExited("ended", Set.of("STARTING", "JOINING"), "").whileJoining()).isTrue();
        assertThat(new NodeExited("ended", Set.of("STARTING"), "").whileJoining()).isFalse();
        assertThat(new NodeExited("ended", Set.of(), "").whileJoining()).isFalse();
    }
}
