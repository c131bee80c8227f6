package io.hotshard.report;

import io.hotshard.report.run.RunFormatException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Launcher of {@code hotshard report}: exit 0 on success, 2 with one line on bad input, 1 on other failures. */
public final class ReportMain {

    /** The exit code for bad input: a missing directory, a malformed file, a bad option. */
    public static final int BAD_INPUT = 2;

    private ReportMain() {
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        System.exit(run(args, out, err));
    }

    /** Runs the command line with the given streams and returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new ReportCommand());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, a) -> badParameter(err, e));
        cli.setExecutionExceptionHandler((e, command, parsed) -> {
            if (e instanceof CommandLine.ParameterException) {
                return badParameter(err, e);
            }
            if (e instanceof RunFormatException) {
                err.println("hotshard report: " + e.getMessage());
                err.flush();
                return BAD_INPUT;
            }
            if (e instanceof IOException || e instanceof UncheckedIOException) {
                err.println("hotshard report: cannot write the report: " + e.getMessage());
                err.flush();
                return 1;
            }
            throw e;
        });
        return cli.execute(args);
    }

    private static int badParameter(PrintWriter err, Exception e) {
        err.println("hotshard report: " + e.getMessage() + " (see --help)");
        err.flush();
        return BAD_INPUT;
    }
}
