package io.hotshard.redis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One redis-server of a local cluster, known by its port and the PID recorded in {@code redis-PORT.pid} of the
 * cluster's directory; signals go to that PID only, and only while it is still a redis-server.
 */
public record RedisProcess(int port, long pid) {

    private static final long KILL_WAIT_MILLIS = 2000;
    private static final long SIGNAL_WAIT_MILLIS = 5000;

    /** Name of the PID file of the node on {@code port}. */
    public static String pidFile(int port) {
        return "redis-" + port + ".pid";
    }

    /** The port a PID file named by {@link #pidFile} is for; empty for any other file name. */
    public static Optional<Integer> portOfPidFile(String fileName) {
        if (!fileName.startsWith("redis-") || !fileName.endsWith(".pid")) {
            return Optional.empty();
        }
        String port = fileName.substring("redis-".length(), fileName.length() - ".pid".length());
        return port.matches("[0-9]{1,5}") ? Optional.of(Integer.parseInt(port)) : Optional.empty();
    }

    /** The process recorded for {@code port} in {@code dir}, if its PID file exists. */
    public static Optional<RedisProcess> recorded(Path dir, int port) {
        Path file = dir.resolve(pidFile(port));
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
        return Optional.of(new RedisProcess(port, Long.parseLong(text)));
    }

    /** Writes this process's PID file into {@code dir}. */
    public void record(Path dir) {
        try {
            Files.writeString(dir.resolve(pidFile(port)), pid + "\n", StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the PID is a live (not zombie) redis-server, read from {@code /proc}. */
    public boolean running() {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            int close = stat.lastIndexOf(')');
            String name = stat.substring(stat.indexOf('(') + 1, close);
            char state = stat.charAt(close + 2);
            return name.startsWith("redis-server") && state != 'Z' && state != 'X';
        } catch (IOException e) {
            return false;
        }
    }

    /** Sends SIGKILL, as a crash would. */
    public void kill() {
        signal("KILL");
    }

    /** Sends SIGSTOP: the node stops answering but keeps its sockets. */
    public void pause() {
        signal("STOP");
    }

    /** Sends SIGCONT after {@link #pause()}. */
    public void resume() {
        signal("CONT");
    }

    /** Sends SIGCONT (a paused node must run to exit) and SIGTERM; returns without waiting. */
    public void terminate() {
        signal("CONT");
        signal("TERM");
    }

    /**
     * Sends SIGTERM and waits up to {@code grace} for the process to go, then SIGKILL and at most
     * {@value #KILL_WAIT_MILLIS} ms more; true if it is gone.
     */
    public boolean stop(Duration grace) {
        if (!running()) {
            return true;
        }
        terminate();
        if (awaitGone(grace.toMillis())) {
            return true;
        }
        signal("KILL");
        return awaitGone(KILL_WAIT_MILLIS);
    }

    private boolean awaitGone(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (running() && System.nanoTime() < deadline) {
            Sleep.millis(20);
        }
        return !running();
    }

    private void signal(String name) {
        if (!running()) {
            return;
        }
        try {
            Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(pid)).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!kill.waitFor(SIGNAL_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                kill.destroyForcibly();
                throw new IllegalStateException("kill -" + name + " " + pid + " did not return within "
                        + SIGNAL_WAIT_MILLIS + " ms");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while signalling " + pid, e);
        }
    }
}
