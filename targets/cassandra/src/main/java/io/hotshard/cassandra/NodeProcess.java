package io.hotshard.cassandra;

import io.hotshard.processes.LocalProcess;
import io.hotshard.processes.PidFile;
import io.hotshard.processes.ProcStat;
import io.hotshard.processes.Signals;
import java.nio.file.Path;
import java.util.Optional;

/**
 * One node's JVM, known by the PID recorded in {@code cassandra.pid} of the node's directory; signals go to that PID
 * only, and only while its command line is still this node's Cassandra daemon.
 */
public record NodeProcess(String address, Path nodeDir, long pid) implements LocalProcess {

    /** The PID file's name in a node's directory. */
    public static final String PID_FILE = "cassandra.pid";

    /** The process recorded in {@code nodeDir}, if its PID file exists. */
    public static Optional<NodeProcess> recorded(String address, Path nodeDir) {
        return PidFile.read(nodeDir.resolve(PID_FILE)).map(pid -> new NodeProcess(address, nodeDir, pid));
    }

    /** Writes the PID file into the node's directory. */
    public void record() {
        PidFile.write(nodeDir.resolve(PID_FILE), pid);
    }

    /**
     * Whether the PID is a live (not zombie) JVM running this node's daemon, read from {@code /proc}: a PID reused by
     * another process after the node ended is never signalled.
     */
    @Override
    public boolean running() {
        return ProcStat.of(pid).filter(p -> p.alive() && p.hasArgument(ServerJvm.DAEMON)
                && p.hasArgument(ServerJvm.logdirOption(nodeDir))).isPresent();
    }

    /** Sends SIGCONT (a paused node must run to exit) and SIGTERM (Cassandra drains and exits); does not wait. */
    @Override
    public void terminate() {
        if (running()) {
            Signals.send(pid, "CONT");
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
        }
    }

    /** Sends SIGSTOP: the JVM stops while its sockets stay open, as in a long pause. */
    public void pause() {
        if (running()) {
            Signals.send(pid, "STOP");
        }
    }

    /** Sends SIGCONT after {@link #pause()}. */
    public void resume() {
        if (running()) {
            Signals.send(pid, "CONT");
        }
    }

    /** Sends SIGKILL, as a crash would. */
    @Override
    public void kill() {
        if (running()) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }
}
