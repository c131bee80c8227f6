package io.hotshard.cassandra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * One node's JVM, known by the PID recorded in {@code cassandra.pid} of the node's directory; signals go to that PID
 * only, and only while its command line is still this node's Cassandra daemon.
 */
public record NodeProcess(String address, Path nodeDir, long pid) {

    /** The PID file's name in a node's directory. */
    public static final String PID_FILE = "cassandra.pid";

    private static final Duration KILL_WAIT = Duration.ofSeconds(5);

    /** The process recorded in {@code nodeDir}, if its PID file exists. */
    public static Optional<NodeProcess> recorded(String address, Path nodeDir) {
        Path file = nodeDir.resolve(PID_FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        String text;
        try {
            text = Files.readString(file).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!text.matches("[0-9]{1,10}")) {
            throw new IllegalStateException(file + " does not hold a PID but '" + text + "'");
        }
        return Optional.of(new NodeProcess(address, nodeDir, Long.parseLong(text)));
    }

    /** Writes the PID file into the node's directory. */
    public void record() {
        try {
            Files.writeString(nodeDir.resolve(PID_FILE), pid + "\n", StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Whether the PID is a live (not zombie) JVM running this node's daemon, read from {@code /proc}: a PID reused by
     * another process after the node ended is never signalled.
     */
    public boolean running() {
        Path proc = Path.of("/proc", Long.toString(pid));
        try {
            String stat = Files.readString(proc.resolve("stat"));
            char state = stat.charAt(stat.lastIndexOf(')') + 2);
            if (state == 'Z' || state == 'X') {
                return false;
            }
            String cmdline = new String(Files.readAllBytes(proc.resolve("cmdline")), StandardCharsets.UTF_8);
            // Arguments are NUL-separated: matching a whole one keeps 127.0.0.11 from matching 127.0.0.110's node.
            return cmdline.contains("\0" + ServerJvm.DAEMON)
                    && cmdline.contains("\0" + ServerJvm.logdirOption(nodeDir) + "\0");
        } catch (IOException e) {
            return false;
        }
    }

    /** Sends SIGTERM (Cassandra drains and exits) and returns without waiting. */
    public void terminate() {
        if (running()) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
        }
    }

    /** Sends SIGKILL, as a crash would. */
    public void kill() {
        if (running()) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    /** Sends SIGTERM, waits up to {@code grace} for the JVM to go, then SIGKILL and 5 s more; true if it is gone. */
    public boolean stop(Duration grace) {
        terminate();
        if (awaitGone(grace)) {
            return true;
        }
        kill();
        return awaitGone(KILL_WAIT);
    }

    /** Waits up to {@code timeout} for the process to end; true if it has. */
    public boolean awaitGone(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (running() && System.nanoTime() < deadline) {
            Sleep.millis(50);
        }
        return !running();
    }
}
