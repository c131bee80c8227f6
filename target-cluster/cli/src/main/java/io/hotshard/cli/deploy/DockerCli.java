package io.hotshard.cli.deploy;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs the {@code docker} command line with a deadline, capturing its output; failures come back as one line. */
public final class DockerCli {

    /** Deadline of a call that does not say otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    private static final File NULL_DEVICE = new File("/dev/null");

    private final String executable;

    /** A runner of {@code executable} (normally {@code docker}, found on the PATH). */
    public DockerCli(String executable) {
        if (executable.isBlank()) {
            throw new IllegalArgumentException("docker executable must not be blank");
        }
        this.executable = executable;
    }

    /** What one call printed and how it ended. */
    public record Result(List<String> command, int exitCode, String stdout, String stderr) {

        /** Whether the command exited with 0. */
        public boolean ok() {
            return exitCode == 0;
        }

        /** Stdout split into its non-blank lines. */
        public List<String> lines() {
            return stdout.lines().filter(line -> !line.isBlank()).toList();
        }
    }

    /** Runs {@code docker args...} within {@code timeout}; a non-zero exit is returned, not thrown. */
    public Result run(Duration timeout, String... args) {
        List<String> command = new ArrayList<>(args.length + 1);
        command.add(executable);
        command.addAll(List.of(args));
        Process process;
        try {
            process = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(NULL_DEVICE)).start();
        } catch (IOException e) {
            throw new DockerException("cannot run '" + executable + "' (is the Docker command line installed?): "
                    + e.getMessage());
        }
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(process.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(process.getErrorStream()));
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new DockerException("'" + String.join(" ", command) + "' did not finish within "
                        + timeout.toMillis() + " ms");
            }
            return new Result(List.copyOf(command), process.exitValue(), out.join(), err.join());
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new DockerException("interrupted while running '" + String.join(" ", command) + "'");
        }
    }

    /** Runs {@code docker args...} with the default deadline and fails with its last error line on a non-zero exit. */
    public Result check(String... args) {
        return check(DEFAULT_TIMEOUT, args);
    }

    /** Runs {@code docker args...} within {@code timeout} and fails with its last error line on a non-zero exit. */
    public Result check(Duration timeout, String... args) {
        Result result = run(timeout, args);
        if (!result.ok()) {
            throw new DockerException("'" + String.join(" ", result.command()) + "' failed (exit " + result.exitCode()
                    + "): " + lastLine(result.stderr().isBlank() ? result.stdout() : result.stderr()));
        }
        return result;
    }

    private static String lastLine(String text) {
        List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        return lines.isEmpty() ? "no output" : lines.get(lines.size() - 1);
    }

    private static String read(InputStream stream) {
        try (stream) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
