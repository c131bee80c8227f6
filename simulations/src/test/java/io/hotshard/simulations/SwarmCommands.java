package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/** The commands the Swarm ITs run: bounded child processes, {@code scripts/hotshard}, the engine's swarm state. */
final class SwarmCommands {

    /** The repository's root, where {@code scripts/hotshard} lives. */
    static final Path ROOT = Path.of(System.getProperty("hotshard.root", "..")).toAbsolutePath().normalize();

    /** A finished command: its exit code and its output (stdout and stderr). */
    record Run(int exitCode, String output) {
    }

    private SwarmCommands() {
    }

    /**
     * The engine's swarm state; fails under {@code hotshard.requireDocker=true} when no engine answers, else skips.
     *
     * @param what what cannot run without an engine, for the message
     */
    static String requireEngine(String what) throws IOException, InterruptedException {
        String state = swarmState();
        if (state == null) {
            String message = "no Docker engine answers, so " + what + " cannot run";
            if (Boolean.getBoolean("hotshard.requireDocker")) {
                fail(message + " (hotshard.requireDocker=true)");
            }
            Assumptions.abort("skipped: " + message + "; set -Dhotshard.requireDocker=true to make this a failure");
        }
        return state;
    }

    /** The engine's swarm state ({@code inactive}, {@code active}, ...), or null when no engine answers. */
    static String swarmState() throws IOException, InterruptedException {
        Run info = run(Duration.ofSeconds(20), "docker", "info", "--format", "{{.Swarm.LocalNodeState}}");
        return info.exitCode() == 0 ? info.output().strip() : null;
    }

    /** Removes the stack with {@code deploy swarm down}, which must succeed. */
    static void down(String stack, Path deploy) throws IOException, InterruptedException {
        Run down = hotshard(Duration.ofSeconds(180), "deploy", "swarm", "down", "--stack", stack,
                "--dir", deploy.toString());
        System.out.print(down.output());
        assertThat(down.exitCode()).as(down.output()).isZero();
    }

    /** Checks that none of the stack's containers is left, nor a swarm that was not there before. */
    static void assertNothingLeft(String stack, String swarmBefore) throws IOException, InterruptedException {
        assertThat(run(Duration.ofSeconds(30), "docker", "ps", "-a", "-q", "--filter",
                "label=com.docker.stack.namespace=" + stack).output()).isBlank();
        if (swarmBefore.equals("inactive")) {
            assertThat(swarmState()).isEqualTo("inactive");
        }
    }

    /** Runs {@code scripts/hotshard} with {@code args}, bounded by {@code limit}. */
    static Run hotshard(Duration limit, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", ROOT.resolve("scripts/hotshard").toString()));
        command.addAll(List.of(args));
        return run(limit, command.toArray(String[]::new));
    }

    /** Runs {@code command}, destroying it and failing when it does not end within {@code limit}. */
    static Run run(Duration limit, String... command) throws IOException, InterruptedException {
        Path out = Files.createTempFile("hotshard-it", ".out");
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            if (!process.waitFor(limit.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
                fail(String.join(" ", command) + " did not end within " + limit.toSeconds() + " s: "
                        + Files.readString(out, StandardCharsets.UTF_8));
            }
            return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
