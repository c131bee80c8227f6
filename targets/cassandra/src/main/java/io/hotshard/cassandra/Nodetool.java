package io.hotshard.cassandra;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Cassandra's own {@code nodetool}, run from the server's jars in a JVM of its own. */
public record Nodetool(ServerJvm jvm, Path workDir) {

    /** Runs {@code nodetool ARGS...} against the node with JMX port {@code jmxPort} and returns what it printed. */
    public String run(int jmxPort, Duration timeout, String... args) {
        Path logback = NodeConfig.writeToolsLogback(workDir);
        Path out = workDir.resolve("nodetool.out");
        Path err = workDir.resolve("nodetool.err");
        try {
            Process process = new ProcessBuilder(jvm.nodetool(jmxPort, logback, List.of(args)))
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("nodetool " + String.join(" ", args) + " did not end within "
                        + timeout.toSeconds() + " s");
            }
            String printed = Files.readString(out, StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                String why = Files.readString(err, StandardCharsets.UTF_8).strip();
                throw new IllegalStateException("nodetool " + String.join(" ", args) + " exited with "
                        + process.exitValue() + ": " + (why.isEmpty() ? printed.strip() : why).lines().findFirst()
                        .orElse(""));
            }
            return printed;
        } catch (IOException e) {
            throw new IllegalStateException("cannot run nodetool: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while nodetool ran", e);
        }
    }
}
