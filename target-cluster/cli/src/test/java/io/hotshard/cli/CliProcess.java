package io.hotshard.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code hotshard} command line in a JVM of its own, so that it can be stopped with a real SIGTERM. */
final class CliProcess implements AutoCloseable {

    private static final Pattern URL = Pattern.compile("listening on (http://\\S+)");

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> seen = new ArrayList<>();
    private final Thread reader;

    private CliProcess(Process process) {
        this.process = process;
        reader = new Thread(this::readLines, "cli-process-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code io.hotshard.cli.Main args} on this JVM's class path, stdout and stderr merged. */
    static CliProcess start(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx64m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        return new CliProcess(new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    /** Waits for the "listening on URL" line and returns the URL; fails with the output seen so far. */
    String awaitUrl(long seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            String line = lines.poll(100, TimeUnit.MILLISECONDS);
            if (line != null) {
                seen.add(line);
                Matcher matcher = URL.matcher(line);
                if (matcher.find()) {
                    return matcher.group(1);
                }
            } else if (!process.isAlive()) {
                break;
            }
        }
        throw new AssertionError("no 'listening on' line within " + seconds + " s; output: " + seen);
    }

    /** Waits for a line in which {@code pattern} finds a match and returns its first group; fails with the output. */
    String awaitGroup(Pattern pattern, long seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            String line = lines.poll(100, TimeUnit.MILLISECONDS);
            if (line != null) {
                seen.add(line);
                Matcher matcher = pattern.matcher(line);
                if (matcher.find()) {
                    return matcher.group(1);
                }
            } else if (!process.isAlive()) {
                break;
            }
        }
        throw new AssertionError("no line matching " + pattern + " within " + seconds + " s; output: " + seen);
    }

    /** Sends SIGTERM, waits for the exit and returns the exit code. */
    int terminate(long seconds) throws InterruptedException {
        // Through the handle: Process.destroy() would also close the pipes and lose the last lines.
        process.toHandle().destroy();
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            throw new AssertionError("still running " + seconds + " s after SIGTERM; output: " + output());
        }
        return process.exitValue();
    }

    /** Every line printed, complete once the process has exited. */
    List<String> output() throws InterruptedException {
        if (!process.isAlive()) {
            // The reader ends at the end of the stream, which follows the exit.
            reader.join(TimeUnit.SECONDS.toMillis(10));
        }
        lines.drainTo(seen);
        return List.copyOf(seen);
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }

    private void readLines() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                lines.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
