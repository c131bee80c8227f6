package io.hotshard.redis;

import io.hotshard.processes.LocalProcess;
import io.hotshard.processes.PidFile;
import io.hotshard.processes.ProcStat;
import io.hotshard.processes.Signals;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * One redis-server of a local cluster, known by its port and the PID recorded in {@code redis-PORT.pid} of the
 * cluster's directory; signals go to that PID only, and only while it is still a redis-server.
 */
public record RedisProcess(int port, long pid) implements LocalProcess {

    private static final Duration KILL_WAIT = Duration.ofSeconds(2);

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
        return PidFile.read(dir.resolve(pidFile(port))).map(pid -> new RedisProcess(port, pid));
    }

    /** Writes this process's PID file into {@code dir}. */
    public void record(Path dir) {
        PidFile.write(dir.resolve(pidFile(port)), pid);
    }

    /** Whether the PID is a live (not zombie) redis-server, read from {@code /proc}. */
    @Override
    public boolean running() {
        return ProcStat.of(pid).filter(p -> p.alive() && p.name().startsWith("redis-server")).isPresent();
    }

    /** Sends SIGKILL, as a crash would. */
    @Override
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
    @Override
    public void terminate() {
        signal("CONT");
        signal("TERM");
    }

    @Override
    public Duration killWait() {
        return KILL_WAIT;
    }

    private void signal(String name) {
        if (!running()) {
            return;
        }
        Signals.send(pid, name);
    }
}
