package io.hotshard.processes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeUnit;

/** Sends a named signal ({@code STOP}, {@code CONT}, ...) to one PID with the system's {@code kill}. */
public final class Signals {

    private static final long WAIT_MILLIS = 5_000;

    private Signals() {
    }

    /** Sends {@code kill -NAME pid}; fails when kill does not return within seconds. */
    public static void send(long pid, String name) {
        try {
            // ProcessHandle sends only SIGTERM and SIGKILL; a pause needs SIGSTOP and SIGCONT.
            Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(pid)).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!kill.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                kill.destroyForcibly();
                throw new IllegalStateException("kill -" + name + " " + pid + " did not return within "
                        + WAIT_MILLIS + " ms");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while signalling " + pid, e);
        }
    }
}
