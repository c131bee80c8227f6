package io.hotshard.cli;

import picocli.CommandLine;

/** Launches the {@code hotshard} command line. */
public final class Main {

    private Main() {
    }

    /**
     * Runs the command and exits with its code: 0 ok, 1 failure, 2 bad input. Running out of heap ends the process
     * with one line saying what to do, even though event-loop threads would keep the JVM alive.
     */
    public static void main(String[] args) {
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
