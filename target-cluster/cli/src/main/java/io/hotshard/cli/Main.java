package io.hotshard.cli;

import picocli.CommandLine;

/** Launches the {@code hotshard} command line. */
public final class Main {

    private Main() {
    }

    /** Runs the command and exits with its code: 0 ok, 1 failure, 2 bad input. */
    public static void main(String[] args) {
        System.exit(Cli.commandLine().execute(args));
    }
}
