package io.hotshard.cli;

import io.hotshard.cassandra.TokenMode;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import java.io.PrintWriter;
import java.util.function.Function;
import picocli.CommandLine;

/** Builds the configured picocli {@link CommandLine}: converters and one-line error reporting. */
public final class Cli {

    /** Exit code for bad input, as picocli uses for usage errors. */
    public static final int BAD_INPUT = CommandLine.ExitCode.USAGE;

    private Cli() {
    }

    /** The {@code hotshard} command line with every subcommand. */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new HotshardCommand());
        cli.registerConverter(HashAlgorithm.class, converting(HashAlgorithm::byName));
        cli.registerConverter(PartitionerKind.class, converting(PartitionerKind::byName));
        cli.registerConverter(TableFormat.class, converting(TableFormat::byName));
        cli.registerConverter(TokenMode.class, converting(TokenMode::byName));
        cli.setParameterExceptionHandler(Cli::badParameter);
        cli.setExecutionExceptionHandler(Cli::failedExecution);
        return cli;
    }

    /** Wraps a by-name lookup so its message (which lists the known names) is shown as it is. */
    public static <T> CommandLine.ITypeConverter<T> converting(Function<String, T> byName) {
        return value -> {
            try {
                return byName.apply(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        };
    }

    private static int badParameter(CommandLine.ParameterException e, String[] args) {
        PrintWriter err = e.getCommandLine().getErr();
        err.println("hotshard: " + e.getMessage() + " (see '" + e.getCommandLine().getCommandSpec().qualifiedName()
                + " --help')");
        return BAD_INPUT;
    }

    private static int failedExecution(Exception e, CommandLine cli, CommandLine.ParseResult parseResult) {
        PrintWriter err = cli.getErr();
        if (e instanceof IllegalArgumentException) {
            err.println("hotshard: " + e.getMessage());
            return BAD_INPUT;
        }
        err.println("hotshard: " + e);
        return CommandLine.ExitCode.SOFTWARE;
    }
}
