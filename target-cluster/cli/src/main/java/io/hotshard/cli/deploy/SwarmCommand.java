package io.hotshard.cli.deploy;

import picocli.CommandLine.Command;

/** A target cluster as a Docker Swarm stack: up, down, status and chaos. */
@Command(name = "swarm", mixinStandardHelpOptions = true,
        description = "A target cluster as a Docker Swarm stack on this engine (local image, host network by default).",
        subcommands = {SwarmUpCommand.class, SwarmDownCommand.class, SwarmStatusCommand.class, SwarmChaosCommand.class})
public final class SwarmCommand {
}
