package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** A command that prints its tables in the format its {@code --format} option names. */
abstract class TableCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    FormatOption output;

    /** Prints {@code tables} to the command's output. */
    void print(TextTable... tables) {
        output.print(spec.commandLine().getOut(), tables);
    }
}
