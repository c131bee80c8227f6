package io.hotshard.cli.deploy;

import io.hotshard.cli.Cli;
import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One run of the {@code hotshard} command line in this JVM, with its exit code and what it printed. */
record CliRun(int exitCode, String out, String err) {

    /** Runs {@code args} and captures stdout and stderr. */
    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    /** The command object the deepest subcommand of {@code args} parses into. */
    static <T> T parsed(Class<T> type, String... args) {
        CommandLine.ParseResult result = Cli.commandLine().parseArgs(args);
        while (result.hasSubcommand()) {
            result = result.subcommand();
        }
        return type.cast(result.commandSpec().userObject());
    }
}
