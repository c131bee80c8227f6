package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import java.io.PrintWriter;
import picocli.CommandLine.Option;

/** The {@code --format} option shared by every command that prints tables. */
public final class FormatOption {

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "Output: text (aligned), csv, json or markdown. Default: ${DEFAULT-VALUE}.")
    TableFormat format;

    /** Prints the tables in the chosen format, separated by a blank line in text and markdown. */
    public void print(PrintWriter out, TextTable... tables) {
        for (int i = 0; i < tables.length; i++) {
            if (i > 0 && (format == TableFormat.TEXT || format == TableFormat.MARKDOWN)) {
                out.println();
            }
            out.print(format.render(tables[i]));
        }
        out.flush();
    }
}
