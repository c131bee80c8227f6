package io.hotshard.cli;

import picocli.CommandLine.Command;

/** PostgreSQL experiments on a real server: the embedded one by default, or {@code --pg-url}. */
@Command(name = "pg", mixinStandardHelpOptions = true,
        description = "Experiments on a real PostgreSQL (an embedded one that needs no install, or --pg-url).",
        subcommands = PgPartitionsCommand.class)
public final class PgCommand {
}
