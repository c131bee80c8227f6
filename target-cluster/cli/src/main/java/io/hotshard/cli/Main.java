package io.hotshard.cli;

import picocli.CommandLine;

/** Launches the {@code hotshard} command line. */
public final class Main {

    /** Lettuce's switch for its io_uring transport. */
    private static final String LETTUCE_IO_URING = "io.lettuce.core.iouring";

    private Main() {
    }

    /**
     * Runs the command and exits with its code: 0 ok, 1 failure, 2 bad input. Running out of heap ends the process
     * with one line saying what to do, even though event-loop threads would keep the JVM alive.
     */
    public static void main(String[] args) {
        // The io_uring library is here for the router's --transport; the Redis client would take it up by itself,
        // so it stays on epoll unless asked (-Dio.lettuce.core.iouring=true).
        if (System.getProperty(LETTUCE_IO_URING) == null) {
            System.setProperty(LETTUCE_IO_URING, "false");
        }
        int code;
        try {
            code = Cli.commandLine().execute(args);
        } catch (OutOfMemoryError e) {
            System.err.println(OutOfHeap.line(Runtime.getRuntime().maxMemory()));
            System.err.flush();
            // Halted, not exited: with the heap exhausted, shutdown hooks and event loops would only add stack traces.
            Runtime.getRuntime().halt(CommandLine.ExitCode.SOFTWARE);
            return;
        }
        System.exit(code);
    }
}
